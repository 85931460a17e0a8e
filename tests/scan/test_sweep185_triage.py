"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-28's sixth session on (sweeps 185
to 187), and earlier sweeps' left-alone cases.

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# A message a translation is looked up by, written in code: Lingui's
# <Trans> children, msg`...` and defineMessage({message}), FormatJS's
# defaultMessage (its generated id is a hash of it) and Flutter's
# '...'.tr(). A fix changes the key, and the translation is lost (sweep
# 179, left alone then). <Transition>, an object's plain "message" key and
# Dart's .trim() are no translations.
JS_MESSAGES = (
    'const c = <Trans>Visit https://example.com/a%7eb</Trans>;\n'
    'const d = intl.formatMessage({ defaultMessage: "Visit https://example.com/a%7eb" });\n'
    'const m = defineMessage({ message: "Visit https://example.com/a%7eb" });\n'
    'const n = msg`Visit https://example.com/a%7eb`;\n'
    'const s = <Trans id="x">\n'
    '  Visit https://example.com/a%7eb\n'
    '</Trans>;\n'
    'const o = <Transition name="https://example.com/a%7eb" />;\n'
    'const p = <Trans>Read</Trans>; const q = "https://example.com/a%7eb";\n'
    'const r = { message: "https://example.com/a%7eb" };\n'
)
DART_MESSAGES = (
    "final a = 'Visit https://example.com/a%7eb'.tr();\n"
    "final b = 'https://example.com/a%7eb'.tr;\n"
    "final c = 'https://example.com/a%7eb'.trim();\n"
)
# An Android resource's attribute value an app may format (a preference's
# summary, wikipedia-android's dialogMessage): "%1$s" and "%2$s" are Java
# conversions, not malformed octets, and a "%7e" beside one may be one too
# (sweep 179, left alone then). A string resource was already read so.
ANDROID_PREFERENCES = (
    '<PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">\n'
    '  <EditTextPreference android:dialogMessage="Prod: %1$s://%2$s/api/rest_v1/" />\n'
    '  <ListPreference android:summary="https://example.com/%s?x=a%7eb" />\n'
    '  <Preference android:summary="https://example.com/a%7eb" />\n'
    '</PreferenceScreen>\n'
)

SWEEP185_CASES = [
    (JS_MESSAGES, 'src/App.tsx', [(1, 45, 'URI002'), (2, 76, 'URI002'), (3, 64, 'URI002'), (4, 42, 'URI002'), (6, 30, 'URI002'), (8, 50, 'URI002'), (9, 64, 'URI002'), (10, 44, 'URI002')],
     'const c = <Trans>Visit https://example.com/a%7eb</Trans>;\nconst d = intl.formatMessage({ defaultMessage: "Visit https://example.com/a%7eb" });\nconst m = defineMessage({ message: "Visit https://example.com/a%7eb" });\nconst n = msg`Visit https://example.com/a%7eb`;\nconst s = <Trans id="x">\n  Visit https://example.com/a%7eb\n</Trans>;\nconst o = <Transition name="https://example.com/a~b" />;\nconst p = <Trans>Read</Trans>; const q = "https://example.com/a~b";\nconst r = { message: "https://example.com/a~b" };\n',
     'const c = <Trans>Visit https://example.com/a~b</Trans>;\nconst d = intl.formatMessage({ defaultMessage: "Visit https://example.com/a~b" });\nconst m = defineMessage({ message: "Visit https://example.com/a~b" });\nconst n = msg`Visit https://example.com/a~b`;\nconst s = <Trans id="x">\n  Visit https://example.com/a~b\n</Trans>;\nconst o = <Transition name="https://example.com/a~b" />;\nconst p = <Trans>Read</Trans>; const q = "https://example.com/a~b";\nconst r = { message: "https://example.com/a~b" };\n'),
    (DART_MESSAGES, 'lib/main.dart', [(1, 39, 'URI002'), (2, 33, 'URI002'), (3, 33, 'URI002')],
     "final a = 'Visit https://example.com/a%7eb'.tr();\nfinal b = 'https://example.com/a%7eb'.tr;\nfinal c = 'https://example.com/a~b'.trim();\n",
     "final a = 'Visit https://example.com/a~b'.tr();\nfinal b = 'https://example.com/a~b'.tr;\nfinal c = 'https://example.com/a~b'.trim();\n"),
    (ANDROID_PREFERENCES, 'app/src/main/res/xml/prefs.xml', [(3, 62, 'URI002'), (4, 53, 'URI002')],
     '<PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">\n  <EditTextPreference android:dialogMessage="Prod: %1$s://%2$s/api/rest_v1/" />\n  <ListPreference android:summary="https://example.com/%s?x=a%7eb" />\n  <Preference android:summary="https://example.com/a~b" />\n</PreferenceScreen>\n',
     '<PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">\n  <EditTextPreference android:dialogMessage="Prod: %1$s://%2$s/api/rest_v1/" />\n  <ListPreference android:summary="https://example.com/%s?x=a~b" />\n  <Preference android:summary="https://example.com/a~b" />\n</PreferenceScreen>\n'),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP185_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)

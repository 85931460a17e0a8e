"""Where a URI is part of a translation's key: text a catalog is searched
with as written, so a fix on one side of the pair loses the translation.

The string a program passes to gettext's ``_()`` (Django's, Jinja's,
Qt's ``tr()`` and ``QT_TR_NOOP``, WordPress's, vue-i18n's ``$t()``,
i18next's ``t()``, Lingui's tagged templates t`...` and msg`...`, the
``<Trans>`` children of Lingui and react-i18next and FormatJS's
``defaultMessage`` (unless the message names its id), Flutter's
``'...'.tr()``, Apple's ``NSLocalizedString`` and SwiftUI's
``Text("...")``), or a template's ``{% trans %}``, is looked
up in a catalog whose key must equal it (``%7E`` fixed to ``~`` in
``_("...")``: Python's gettext printed the English string, the German
translation lost). The catalogs' own keys are such text too: a Qt
Linguist ``<source>``, a Qt Designer ``<string>``, an XLIFF ``<source>``
or unit ``resname``, an Apple ``.strings`` key or ``.xcstrings`` key
(gettext's ``msgid`` is told by scan/dialects.py), a Ren'Py say
statement's string, whose translation block is named by its hash, and a
Yarn Spinner line, whose translations' lock is its text's hash.
"""

from __future__ import annotations

from .pattern_store import compiled_re

TRANSLATED = "unsafe fix: a translation key, which a catalog's msgid must match as written"

# A translation call's string up to the URI (pgettext's context before it),
# a message id (react-i18next's i18nKey, vue-i18n's keypath, FormatJS's
# formatMessage({id}) and <FormattedMessage id>), or a template's trans
# tag: Django's {% trans "..." %}, the block forms {% blocktrans %}...
# {% endblocktrans %} and Jinja's {% trans %}...
_TRANSLATED_BEFORE = (
    r"""(?:\b(?:_|N_|_[lnx]|__|_e|[dnp]?gettext|n?pgettext|dngettext|u?gettext_lazy|gettext_noop|ugettext|"""
    r"""ngettext_lazy|pgettext_lazy|tr|qsTr|i18n|trans|translate|t|esc_(?:html|attr)_[_e]"""
    r"""|QT_TR_NOOP|QT_TRANSLATE_NOOP3?|QT_TR_N_NOOP|QT_TRANSLATE_N_NOOP3?|NSLocalizedString|LocalizedStringKey"""
    r"""|LocalizedStringResource)|\$tc?)[ \t]*\([ \t]*(?:["'][^"'\n]*["'][ \t]*,[ \t]*)?@?[A-Za-z]{0,2}["'`][^"'`\n]*\Z"""
    r"""|\bString\([ \t]*localized:[ \t]*"[^"\n]*\Z"""  # Swift's String(localized:), looked up as NSLocalizedString is
    r"""|\b(?:t|msg)`[^`\n]*\Z"""  # Lingui's t`...` and msg`...`: its id is a hash of the text
    r"""|\b(?:i18nKey|keypath)[ \t]*=[ \t]*\{?[ \t]*["'`][^"'`\n]*\Z"""  # react-i18next's <Trans>, vue-i18n's <i18n-t>
    r"""|(?:formatMessage\([ \t]*\{|FormattedMessage\b[^>\n]*)[^"'`\n]*\bid[ \t]*[:=][ \t]*\{?[ \t]*["'`][^"'`\n]*\Z"""
    r"""|\{%-?[ \t]*(?:trans|translate)[ \t]+["'][^"'\n]*\Z"""
    # Handlebars' and Go templates' helpers: Ghost's {{t "..."}} (its locales' keys:
    # a fixed key showed the English text, sweep 181), Hugo's {{ T "..." }} and {{ i18n "..." }}
    r"""|(?:\{\{\{?~?|\()[ \t]*(?:t|T|i18n)[ \t]+["'][^"'\n]*\Z"""
    r"""|\{%-?[ \t]*(?:blocktrans|blocktranslate|trans)\b[^%"'\n]*%\}(?:[^{]|\{\{[^{}]*\}\})*\Z"""
)


def translation_key(
    text: str, start: int, end: int | None, filename: str, before: str, line: str, argument: bool
) -> bool:
    """Whether the URI at text[start:end] (in the file `filename`) is part
    of a translation's key. `before` is the text up to it on its lines (at
    most compared.REACH), `line` the part of it on the URI's line,
    `argument` whether that line opens a call or an "=" and a string."""
    if (argument or "{%" in before or "t`" in line or "g`" in line or "{{" in line) and compiled_re(_TRANSLATED_BEFORE).search(before):
        return True
    if ("essage" in before or "<Trans" in before) and _message_without_id(text, end, before):
        return True
    path = filename.replace("\\", "/")
    if path.endswith(".dart") and end is not None and compiled_re(_DART_TRANSLATED_AFTER).match(text, end) is not None:
        return True
    if argument and path.endswith(".swift") and compiled_re(_SWIFTUI_TEXT).search(line):
        return True
    if path.endswith(".rpy") and compiled_re(_RENPY_SAY).match(line):
        return True
    if path.endswith(".yarn"):  # a Yarn Spinner line: its text hashed into its translations' lock (sweep 110)
        return True
    if path.endswith(".strings"):
        line_start = text.rfind("\n", max(0, start - KEY_REACH), start) + 1
        return compiled_re(_STRINGS_KEY).match(text, line_start, start) is not None
    if path.endswith(".xcstrings"):
        return end is not None and compiled_re(_JSON_KEY_REST).match(text, end) is not None
    keyed = KEYED_ELEMENTS.get(path.rpartition(".")[2].lower())
    return keyed is not None and keyed[0] in text[:512] and _is_key_text(text, start, keyed[1])


# A message whose id is made from its text unless one is given (sweep 179;
# with an explicit id its translation stays attached, sweep 190): FormatJS's
# defaultMessage (the generated id is a hash of it), Lingui's
# defineMessage({message}) and msg({message}), and Lingui's and
# react-i18next's <Trans>...</Trans>, whose children are the message.
_MESSAGE_BEFORE = (
    r"""\bdefaultMessage[ \t]*[:=][ \t]*\{?[ \t]*["'`][^"'`\n]*\Z"""
    r"""|\b(?:defineMessages?|msg|t)\([ \t]*\{[^}"'`]*\bmessage[ \t]*:[ \t]*["'`][^"'`\n]*\Z"""
    r"""|<Trans\b[^<>]*>(?:(?!</Trans>)[^`])*\Z"""
)
_EXPLICIT_ID = r"""\b(?:id|i18nKey)[ \t]*[:=]"""
ID_REACH = 200  # how far after the message its object's or tag's id is looked for


def _message_without_id(text: str, end: int | None, before: str) -> bool:
    """Whether `before` ends in a message of _MESSAGE_BEFORE whose object
    or tag names no id (before the message, or after it up to the
    object's "}" or the tag's ">")."""
    found = compiled_re(_MESSAGE_BEFORE).search(before)
    if found is None:
        return False
    opener = max(before.rfind("{", 0, found.start() + 1), before.rfind("<", 0, found.start() + 1))
    if compiled_re(_EXPLICIT_ID).search(before, max(opener, 0), found.end()) is not None:
        return False
    if end is None:
        return True
    closer = compiled_re(r"[}>\n]").search(text, end, end + ID_REACH)
    return compiled_re(_EXPLICIT_ID).search(text, end, closer.start() if closer else end + ID_REACH) is None


# A Dart literal translated by its key: easy_localization's '...'.tr() and
# .plural(), GetX's '...'.tr and .trParams() (sweep 179).
_DART_TRANSLATED_AFTER = r"""(?:[^'"\\\n]|\\.)*['"][ \t]*\.(?:tr|trParams|trArgs|plural)\b"""


# A Ren'Py say statement's or menu choice's string (a speaker's names,
# then the string, at the line's start: ``e "Read the {a=https://...}FAQ{/a}."``):
# Ren'Py names the line's translation block by an MD5 of its code, so a
# fix orphans the block in tl/<language>/ (sweep 89: start_75a30e8e became
# start_aefbd092 by Ren'Py's own algorithm; French players see English).
_RENPY_SAY = r"""[ \t]*(?:[A-Za-z_][\w.]*[ \t]+){0,3}(?:"[^"\n]*|'[^'\n]*)\Z"""

# Translation catalogs and forms whose text is the key a translation is
# found by, as written: by extension, what tells the format in its first
# 512 characters, and the elements holding the key. Qt Linguist's .ts
# (<source>, and <comment> that disambiguates: sweep 78, after a fix of
# the <source> alone QTranslator found no German text), Qt Designer's .ui
# (a <string> is the tr() source text), XLIFF (Symfony keys a unit by its
# <source>, or its resname: sweep 82). Looked for at most KEY_REACH back.
KEYED_ELEMENTS = {
    "ts": ("<TS", ("source", "comment")), "ui": ("<ui", ("string",)),
    "xlf": ("xliff", ("source",)), "xliff": ("xliff", ("source",)),
}
KEY_REACH = 4096


def _is_key_text(text: str, start: int, names: tuple[str, ...]) -> bool:
    """Whether `start` lies in the text of one of the elements `names` (a
    .ui <string> marked notr="true" is no key), or in an XLIFF unit's
    resname or id."""
    floor = max(0, start - KEY_REACH)
    for name in names:
        opened = text.rfind(f"<{name}", floor, start)
        tag_end = text.find(">", opened, start) if opened >= 0 else -1
        if (
            tag_end >= 0 and text[opened + len(name) + 1] in "> \t\r\n" and text.find("</", tag_end, start) < 0
            and 'notr="true"' not in text[opened:tag_end]
        ):
            return True
    return "xliff" in text[:512] and compiled_re(_XLIFF_KEY_ATTRIBUTE).search(text, max(0, start - 256), start) is not None


# SwiftUI's Text("...") takes a LocalizedStringKey: the string tables' key.
# So do its other views' and modifiers' titles (Link, Button, Label,
# .navigationTitle...: a fix of one left it untranslated, sweep 179) and
# String(localized:); not Text(verbatim:).
_SWIFTUI_TEXT = (
    r"""(?:\b(?:Text|Link|Button|Label|Section|TextField|SecureField|Toggle|Picker|Menu|NavigationLink|Stepper"""
    r"""|DatePicker|ColorPicker|ProgressView|GroupBox|DisclosureGroup|LabeledContent|LocalizedStringResource"""
    r"""|LocalizedStringKey)\(|\.(?:navigationTitle|alert|confirmationDialog|help|accessibilityLabel|accessibilityHint)\("""
    r"""|\bString\([ \t]*localized:)[ \t]*"[^"\n]*\Z"""
)
# Apple's string tables: a .strings file's "key" = "value"; (the key, the
# first string on its line) and a .xcstrings catalog's keys, which are the
# source text NSLocalizedString and SwiftUI's Text look up as written.
_STRINGS_KEY = r"""[ \t]*"(?:[^"\\\n]|\\.)*\Z"""
_JSON_KEY_REST = r"""(?:[^"\\\n]|\\.)*"[ \t]*:"""
_XLIFF_KEY_ATTRIBUTE = r"""<trans-unit\b[^<>]*?\b(?:resname|id)\s*=\s*["']\Z"""

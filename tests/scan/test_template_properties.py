"""Hypothesis: URIs next to and inside template expressions. A fix never
percent-encodes a template delimiter or changes an expression (except a
URI standing inside one, ``{{https://e.com/%7e|path}}``), and fixing is
idempotent."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import urilint
from urilint.uri.templates import template_spans

DELIMITERS = ("{{", "}}", "{%", "%}", "${", "<%", "%>")
TEMPLATES = st.sampled_from([
    "{{ x }}", "{{ .Values.host | quote }}", '{{ url_for("i") }}', "{%- if a -%}", "{% endif %}", "{# c #}",
    "${id}", "${ a ? 'b' : \"c\" }", "${\n  id\n}", "<%= u %>", "<% end %>", "{$request.body#/id}",
    "{{https://e.com/%7e|path/to/file}}", "{{socks5://host:%7e}}", "${MIRROR:-https://e.com/%7e}",
])
PIECES = st.sampled_from([
    "a", "Z", "0", "-", ".", "_", "~", "/", "?", "#", "=", "&", "+", "%", "%2f", "%7e", "%41", "%zz", "%E4",
    "ä", "例", "–", "£", "(", ")", "|", "^", ":", "@", "!", "'", "*", "%s", "%Y", "%%",
])
PATHS = st.lists(st.one_of(PIECES, TEMPLATES), max_size=8).map("".join)
URIS = st.builds(lambda s, p: f"{s}://e.com/{p}", st.sampled_from(["http", "https", "ftp"]), PATHS)
FILLER = st.sampled_from([" ", "\n", "see ", ". ", '"', "'", "`", "x = ", "# ", "// ", "url: "])
DOCUMENTS = st.lists(st.one_of(URIS, TEMPLATES, FILLER), max_size=8).map("".join)
FILENAMES = st.sampled_from(["a.txt", "a.md", "a.yaml", "a.json", "a.py", "a.js", "a.sh", "a.go"])


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow], deadline=None)
@given(DOCUMENTS, FILENAMES, st.booleans())
def test_fix_keeps_templates_and_is_idempotent(text: str, filename: str, unsafe: bool) -> None:
    fixed = urilint.fix_text(text, filename, unsafe=unsafe)
    assert urilint.fix_text(fixed, filename, unsafe=unsafe) == fixed
    assert [fixed.count(d) for d in DELIMITERS] == [text.count(d) for d in DELIMITERS]
    before = [text[s:e] for s, e in template_spans(text)]
    after = [fixed[s:e] for s, e in template_spans(fixed)]
    # The same expressions, delimiters unchanged; one without a URI in it unchanged whole.
    assert [(t[:2], t[-1]) for t in after] == [(t[:2], t[-1]) for t in before]
    assert [t for t in after if "://" not in t] == [t for t in before if "://" not in t]

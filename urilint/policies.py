"""Where a URI is a value that a policy engine or a monitoring system
compares as written (sweep 188):

- a Rego policy's string (OPA, Gatekeeper, Conftest: ``.rego``), such as
  an allow list's entry: regorus denied a webhook after a fix of its
  ``%7e``;
- any value of a Kyverno or Gatekeeper policy (its ``apiVersion``
  names it): its patterns and conditions match a resource's text;
- a label matcher's value (PromQL's and LogQL's
  ``{instance="https://..."}``), which selects the series whose label is
  that text: ``promtool test rules`` failed after a fix of a rule's
  matcher, whose series kept the label as scraped.
"""

from __future__ import annotations

from .pattern_store import compiled_re

POLICY_VALUE = (
    "unsafe fix: a policy's or a label matcher's value (Rego, Kyverno, Gatekeeper, PromQL), which is compared as written"
)
# A policy document's API group, near its start.
_POLICY_API = r"(?m)^apiVersion:[ \t]*[\"']?(?:kyverno\.io|(?:constraints|templates|mutations)\.gatekeeper\.sh)/"
API_REACH = 2048
# A label matcher up to its value's opening quote, on the URI's line: a
# selector's "{" right after a metric's name (probe_success{...) or
# opening a quoted query (LogQL's '{app="x"}'), not a TOML inline table's
# ("{ git = ...") nor a template's, then a label, its operator and the
# quote (a JSON string's escaped one too), written without blanks as
# queries are (Lua's "setup{ url = ... }" is a table: sweep 190).
_LABEL_MATCHER = r"""(?:(?<=[\w:])|(?<=[\\"'`]))\{(?![{%\s])[^{}\n]*?\b[A-Za-z_]\w*(?:=~|!~|!=|=)\\?["'`]\Z"""


def policy_value(text: str, kind: str, filename: str, line: str) -> bool:
    """Whether the URI in `text` (a file of type `kind` named `filename`)
    whose line up to it is `line` is such a value. A label
    matcher is looked for outside code, where braces build objects."""
    lower = filename.lower()
    if lower.endswith(".rego"):
        return True
    if kind == "data" and (text.find("gatekeeper.sh/", 0, API_REACH) >= 0 or text.find("kyverno.io/", 0, API_REACH) >= 0):
        if compiled_re(_POLICY_API).search(text, 0, API_REACH) is not None:
            return True
    return kind != "code" and "{" in line and compiled_re(_LABEL_MATCHER).search(line) is not None

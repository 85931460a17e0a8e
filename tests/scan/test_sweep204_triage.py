"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-29's second session on (sweeps 204
on, and classes earlier sweeps left).

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# kubectl's JSONPath template prints a URL: "{.spec.ports[0].port}" is an
# expression kubectl fills, an index anywhere in it (sweep 201: helm/charts'
# weave-scope NOTES.txt, runbooks' "oc get route -o jsonpath=..."). A brace
# in a URL of the same text is still reported.
KUBECTL_JSONPATH = (
    "Get the application URL:\n"
    "  kubectl get svc frontend -o jsonpath='http://{.status.loadBalancer.ingress[0].ip}:8080/'\n"
    "  kubectl get svc x -o jsonpath=\"http://{.spec.clusterIP}:{.spec.ports[0].port}\"\n"
    "  kubectl get pods -o jsonpath='http://{.items[*].status.podIP}/'\n"
    "  open https://example.com/q?x={.a[0]b}\n"
)
# A variable escaped for the shell ("\$releasever", which zypper, not the
# shell, expands) is a placeholder with its backslash (sweep 201:
# helmfile's README, debops' pki defaults). A lone backslash in a URL is
# still reported.
ESCAPED_DOLLAR = (
    "* openSUSE: `zypper ar https://download.opensuse.org/repositories/devel:/kubic/openSUSE_Leap_\\$releasever kubic`\n"
    "* The CRL: ``http://\\$name.\\$domain_suffix/crl/``\n"
    "* Windows share: `https://files.example.com/docs\\Share`\n"
)

# An expression in backticks inside a URL is filled in before the URL is
# used: the OpenTelemetry Collector's receiver_creator evaluates
# "`endpoint`" per discovered pod (sweep 201: opentelemetry-helm-charts'
# demo values, 12 findings). A lone backtick is still a raw character.
OTEL_BACKTICKS = (
    "components:\n"
    "  frontend-proxy:\n"
    "    podAnnotations:\n"
    "      io.opentelemetry.discovery.metrics/config: |\n"
    "          endpoint: \"http://`endpoint`/status\"\n"
    "          targets:\n"
    "            - endpoint: \"http://`endpoint`:9090/a%7e\"\n"
    "link: \"http://example.com/a`b\"\n"
)

# Postman fills nested variables inside out ("{{name{{i}}}}": "{{i}}",
# then "{{name1}}"): the whole is one expression (sweep 200: newman's
# integration collections). An unclosed nesting keeps its first "}}", and
# a "}" after an expression is still reported.
POSTMAN_NESTED = (
    '{"item": [\n'
    '  {"request": {"url": "https://postman-echo.com/get?a={{name{{i}}}}&b=%7e"}},\n'
    '  {"request": {"url": {"raw": "https://{{host.{{one}}}}/get"}}},\n'
    '  {"request": {"url": "https://e.com/{{a{{b}}/c"}},\n'
    '  {"request": {"url": "https://e.com/{{a}}}/c"}}\n'
    ']}\n'
)

SWEEP204_CASES = [
    (KUBECTL_JSONPATH, 'templates/NOTES.txt', [(5, 32, 'URI004')],
     None,
     None),
    (ESCAPED_DOLLAR, 'docs/index.md', [(3, 49, 'URI004')],
     None,
     '* openSUSE: `zypper ar https://download.opensuse.org/repositories/devel:/kubic/openSUSE_Leap_\\$releasever kubic`\n* The CRL: ``http://\\$name.\\$domain_suffix/crl/``\n* Windows share: `https://files.example.com/docs%5CShare`\n'),
    (OTEL_BACKTICKS, 'charts/demo/values.yaml', [(7, 50, 'URI002'), (8, 28, 'URI004')],
     'components:\n  frontend-proxy:\n    podAnnotations:\n      io.opentelemetry.discovery.metrics/config: |\n          endpoint: "http://`endpoint`/status"\n          targets:\n            - endpoint: "http://`endpoint`:9090/a~"\nlink: "http://example.com/a%60b"\n',
     'components:\n  frontend-proxy:\n    podAnnotations:\n      io.opentelemetry.discovery.metrics/config: |\n          endpoint: "http://`endpoint`/status"\n          targets:\n            - endpoint: "http://`endpoint`:9090/a~"\nlink: "http://example.com/a%60b"\n'),
    (POSTMAN_NESTED, 'tests/nested.postman_collection.json', [(2, 71, 'URI002'), (5, 43, 'URI004')],
     None,
     '{"item": [\n  {"request": {"url": "https://postman-echo.com/get?a={{name{{i}}}}&b=~"}},\n  {"request": {"url": {"raw": "https://{{host.{{one}}}}/get"}}},\n  {"request": {"url": "https://e.com/{{a{{b}}/c"}},\n  {"request": {"url": "https://e.com/{{a}}}/c"}}\n]}\n'),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP204_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)

"""Findings and fixes that were wrong on real repositories and on files of
their real shapes, found from 2026-11-29's second session on (sweeps 204
on, and classes earlier sweeps left).

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

import urilint

from helpers import assert_triaged, findings, stable_fix

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

# Prose in a space-less script glued to a URL's path (sweep 206: comments
# of Japanese and Korean projects): a particle after an ASCII segment, a
# middle dot opening a segment, a full-width parenthesis after one. A
# segment in the script itself, Han after ASCII, a query and a quoted
# value's whole stay URI content (and are reported).
CJK_GLUED_PROSE = (
    "class Migration {\n"
    "    // Alibaba CDB 인증은 https://help.aliyun.com/document_detail/96101.html을 참고하십시오\n"
    "    // 例: https://cboffice365.webhook.office.com/・・・\n"
    "    // 参考 http://blog.serverfault.com/2010/08/26/1016491873/（英文）\n"
    "    //https://webservice.recruit.co.jp/doc/hotpepper/reference.htmlを参照\n"
    "    // https://ja.wikipedia.org/wiki/ひらがな https://example.jp/tag/Python入門\n"
    "    // https://www.google.com/search?q=Pythonとは https://example.com/wiki/東京_（曖昧さ回避）\n"
    "    String a = \"https://example.com/a%7e/docsを参照\";\n"
    "}\n"
)
# A decoration after a host ("github.com☆": Re:VIEW's TOPBuilder output in
# kmuto/review's tests) ends the URL: no IDNA label ends in a symbol. One
# inside a host or a path stays.
SYMBOL_AFTER_HOST = (
    "assert_equal 'GitHub（△http://github.com☆）', actual\n"
    "# https://example.jp♪ and https://i❤.ws/ and http://example.com/a☆\n"
)
# Re:VIEW's @<href>{URL, label}: the URL ends at its first unescaped
# comma (sweep 206: with URI102, --fix lowercased TechBooster's label).
REVIEW_HREF = (
    "@<href>{http://techbooster.org,TechBooster}\n"
    "@<href>{https://example.com/a%7e,ドキュメント}\n"
)

# "[%url%]" is a substitution marker, as Template Toolkit's spaced
# "[% url %]" is (sweep 204: NetNewsWire's saved scripting.com page). A
# "[%ab%]" may be an octet and is still read as one.
BRACKET_PERCENT = (
    'var config = {"urlTagServerPing": "http://tags.scripting.com/ping?url=[%url%]&oauth_token=[%token.value%]"};\n'
    'var other = "http://e.com/p?x=[%ab%]";\n'
)

# A legacy run cut before "%5C" (Shift_JIS ソ is 83 5C) may end in a lead
# byte when it holds an odd number of octets: no single-byte reading of
# it is clear, so no unsafe fix rewrites it as windows-1251's "ѓ" (sweep
# 206: "%83%5C" became "%D1%93%5C"); an even one keeps its reading. A
# letter's triplet inside a run URI007 reads (テスト's "%65", "%58",
# "%67") is a trail byte, not an encoded letter (sweeps 199 and 206); one
# after a complete run still is.
LEGACY_TRAILS = (
    "https://example.jp/search?q=%83%5C\n"
    "https://example.ru/wiki/%CF%F0%E8%E2%E5%F2%5C\n"
    "https://example.jp/a?q=%83%65%83%58%83%67&r=%41b\n"
    "https://example.cn/?q=%C4%E3%65\n"
)

# Korean and Japanese particles after a URL in i18n strings (sweep 205:
# lnbits' locales, qBittorrent's Korean catalog with the optional particle
# "(으)로" after a host).
PARTICLES = (
    "window.localisation.kr = {\n"
    "  a: '허가된 리디렉션 URI에 https://{domain}/api/v1/auth/google/token이 포함되어 있는지 확인하세요.',\n"
    "  b: 'https://bugs.qbittorrent.org(으)로 버그 보고서를 제출하세요.',\n"
    "  c: 'コールバックURLは https://{domain}/api/v1/auth/github/tokenが含まれていること'\n"
    "}\n"
)
# A raw "<>" pair encoded whole writes no "<%": its unsafe fix is offered
# (sweep 205: libtorrent's maybe_url_encode test said "template delimiter").
ANGLE_PAIR = 'TEST_EQUAL(maybe_url_encode("http://test:test@abc.com/abc<>abc"), x);\n'

# A regex replacement's back-reference ("\1", "\\1" in a source literal)
# is filled before the URL exists: Chrome's declarativeNetRequest
# regexSubstitution, ipfs-companion's redirect tests (sweep 205: 55
# findings), sed's s///. A backslash before a letter is still reported.
BACK_REFERENCES = (
    "const rule = { action: { redirect: { regexSubstitution: 'http://localhost:8080/ipns/docs.ipfs.tech\\\\1' } } }\n"
    "ensureCallRedirected({ origin: '^https?\\\\:\\\\/\\\\/google\\\\.com\\\\/(ipfs|ipns)\\\\/', destination: 'http://localhost:8080/\\\\1/\\\\2' })\n"
    "const share = 'http://files.example.com/docs\\\\Share'\n"
)

# A Sign-In with Ethereum message is signed as written, wherever its
# signature is kept (sweep 205: WalletConnect's CACAO fixtures keep it in
# an "s" field beside the message's template literal). A URL after the
# message keeps its safe fix.
SIGN_IN_MESSAGE = (
    "export const reconstructedMessage = `localhost wants you to sign in with your Ethereum account:\n"
    "0x2faf83c542b68f1b4cdc0e770e8cb9f567b08f71\n"
    "\n"
    "URI: http://localhost:3000/%7ealice/\n"
    "Version: 1\n"
    "Chain ID: 1\n"
    "Nonce: 1665443015700\n"
    "Issued At: 2022-10-10T23:03:35.700Z\n"
    "Resources:\n"
    "- https://example.com/%7ebob/`;\n"
    "export const cacaoSignature = { t: \"eip1271\", s: \"0xc150\" };\n"
    "export const docs = \"https://example.com/%7ecarol/\";\n"
)

# A charset the URL declares for its query ("ie=EUC-JP", Baidu's
# "ie=gbk") names the reading meant (sweep 206: "none is clearly meant"
# among EUC-JP, Big5 and Shift_JIS readings). One that does not read the
# run says nothing.
DECLARED_CHARSET = (
    'const EUCJP = "https://www.google.com/search?ie=EUC-JP&q=%A5%C6%A5%B9%A5%C8";\n'
    'const GBK = "https://www.baidu.com/s?ie=gbk&wd=%C4%E3";\n'
    'const SJIS = "https://example.jp/?q=%83%65%83%58%83%67&ie=EUC-JP";\n'
)

# Doxygen's "@ref name", which Graphviz copies from a graph's URL= into
# the SVG it writes, is no URI (sweep 207: RIOT's guides; a fix wrote
# "@ref%20porting-boards").
DOXYGEN_REF_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n'
    '<g id="a_node8"><a xlink:href="@ref porting-boards" xlink:title="Provide board definitions">\n'
    '<text x="10" y="10">Board</text></a></g>\n'
    '<a xlink:href="https://example.com/a b"><text>x</text></a>\n'
    '</svg>\n'
)
# A URL template kept in a constant that a printf-family call takes as
# its format: "%2d" may be a width-2 integer, "%2f" a float (sweep 207: a
# fix to "-" left snprintf an argument too many), so the fix is unsafe;
# the finding stays, as the name may be another scope's (sweep 209). A
# literal printed by "%s" is no format.
NAMED_FORMAT_C = (
    '#include <stdio.h>\n'
    'static const char TS_URL_FMT[] = "https://api.thingspeak.com/update?field1=%2d";\n'
    '#define OWM_URL_FMT "https://api.openweathermap.org/data/2.5/weather?lat=%2f&lon=%2f"\n'
    'static const char *page = "https://example.com/%7euser";\n'
    'void send(char *buf, size_t n, int v, float lat, float lon) {\n'
    '    snprintf(buf, n, TS_URL_FMT, v);\n'
    '    snprintf(buf, sizeof(buf), OWM_URL_FMT, lat, lon);\n'
    '    printf("%s", page);\n'
    '}\n'
)
NAMED_FORMAT_JAVA = (
    'public class WallGet {\n'
    '    private final String idUrl = "http://api.vk.com/method/wall.get?owner_id=%2d&offset=%d";\n'
    '    private final String idUrl2 = "http://api.vk.com/method/wall.get?owner_id=%2d";\n'
    '    private final String other = "http://api.vk.com/method/%2d";\n'
    '    String url(int owner, int offset) {\n'
    '        return String.format(idUrl, owner, offset) + String.format(Locale.ROOT, idUrl2, owner) + other;\n'
    '    }\n'
    '}\n'
)
# <inttypes.h> splits a conversion over literals ("http://%s:%" PRIu16):
# the "%" ending a literal goes on in the macro (sweep 207:
# mbed-cloud-client). A "case LABEL://" is a label and a comment.
INTTYPES_AND_LABELS = (
    'void f(void) {\n'
    '    printf("Firmware URL http://%s:%" PRIu16 "%s\\r\\n", host, port, path);\n'
    '    snprintf(url, sizeof(url), "mqtt://%s:%" PRIu32, broker, port);\n'
    '    switch (m) {\n'
    '    case PWM_DUTY_MAX://100%\n'
    '        break;\n'
    '    }\n'
    '    puts("http://e.com/100%");\n'
    '}\n'
)

# A notebook's HTML export (nbconvert: no generator <meta>) shows what its
# cells printed: generated, fixed in the notebook (sweep 208).
NBCONVERT_HTML = (
    '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8" />\n<title>lecture1</title>\n</head>\n'
    '<body class="jp-Notebook" data-jp-theme-light="true" data-jp-theme-name="JupyterLab Light">\n'
    '<div class="jp-RenderedText jp-OutputArea-output" data-mime-type="text/plain">\n'
    '<pre>https://api.e.org/search?q=%7euser&amp;path=a%2fb\n</pre>\n</div>\n</body>\n</html>\n'
)
# A fragment naming an id of the page as written (nbconvert's anchor-link
# beside its heading, both made from the heading's text: sweep 208) is
# not reported; one naming no id is.
ANCHOR_IDS = (
    '<h2 id="Some-simple-oscillators-(The-&quot;Blinker&quot;)">Some simple oscillators'
    '<a class="anchor-link" href="#Some-simple-oscillators-(The-&quot;Blinker&quot;)">&#182;</a></h2>\n'
    '<h3 id="Myth-#10:-(conda-|-pip)">Myth<a class="anchor-link" href="#Myth-#10:-(conda-|-pip)">&#182;</a></h3>\n'
    '<a href="#no such id">x</a>\n'
)
# A notebook exported to Markdown writes a cell's outputs as an indented
# block after its fence (nbconvert --to markdown, nbdev v1 READMEs): what
# the cell printed (sweep 208). An indented block after prose is not.
CELL_OUTPUT_MD = (
    "# Welcome\n\n```python\nr.url\n```\n\n\n\n\n    'https://api.e.org/search?q=%7euser&path=a%2fb'\n\n\n\n"
    "Some prose.\n\n    https://e.org/%7ebob\n"
)

# A Blade echo holding a quote in a single-quoted PHP string ends where
# its "}}" stands (sweep 211: LinkStack's footer, read past its attribute
# into the next line); blanks between Blade's branches and echoes in an
# attribute are the template's layout (@guest has no arguments). A blank
# inside a URL beside a directive is still reported.
BLADE_ATTRIBUTES = (
    '<a href="{{ str_replace(\'"\', \'\', $link) }}">Home</a>@endif\n'
    '<a class="x" href="/terms">Terms</a>\n'
    '<a href="@if($isUser) {{ url(\'/a\') }}@else{{ $b }}@endif">x</a>\n'
    '<a href="@guest {{ route(\'welcome\') }} @else {{ route(\'products\') }} @endguest">Home</a>\n'
    '<a href="https://e.com/a b@if($x)c@endif">y</a>\n'
)
# A label naming a scheme with a bidi mark ("https://\u200e": CKEditor 4's
# link dialog, vendored in many apps: sweep 211) is no URI.
SCHEME_LABEL = (
    'var items=[["http://\u200e","http://"],["https://\u200e","https://"]];\n'
    'var a = "https://\u200eexample.com/%7e";\n'
)
# An eDonkey link is "|"-delimited (sweep 210: FarManager's URL detector
# test text); a "|" in another URL is still reported.
ED2K = (
    'local t = "ed2k://|file|The_Two_Towers-The_Purist_Edit.avi|14997504|965c013e991ee246d63d45ea71954c4d|/"\n'
    'local u = "https://fonts.example.com/css?family=A|B"\n'
)
# An SVG layer named after the URL it draws (its id) is no link (sweep
# 210: javascript.info's url-object.svg); the same URL as a link is one.
SVG_ID = (
    '<svg xmlns="http://www.w3.org/2000/svg"><g id="network">'
    '<path id="https://site.com:8080/path/page?p1=v1&amp;p2=v2\u2026#hash" d="M31 196z"/>'
    '<a href="https://site.com/path/page?p1=v1\u2026"><text>x</text></a></g></svg>\n'
)
# A command line that fetches a URL, in a text file or an HTML <pre>: its
# shell escapes ("\?", "\=") are the shell's (sweeps 200 and 210: Prism's
# test harness, a rendered docutils literal block). A backslash in prose
# is still reported.
SHELL_ESCAPES_TXT = (
    "====command====\n"
    "curl -i -X GET http://127.0.0.1:4010/recipes\\?limit\\=string\\&offset\\=string\n"
    "see https://files.example.com/docs\\Share\n"
)
SHELL_ESCAPES_HTML = (
    '<pre class="literal-block">curl https://api.selcdn.ru/v1/SEL_1\\?format\\=json\n</pre>\n'
    '<p>see https://files.example.com/docs\\Share</p>\n'
)

# A word that is no particle, or a URL going on after the glued Hangul,
# is no prose glued to the URL (sweep 209: namu.wiki's "LG전자" with its
# section anchor, a blog's slug "socket-io를-이용한-..."): URI content.
HANGUL_SLUGS = (
    "// https://namu.wiki/w/LG전자#s-2%2e1\n"
    "// http://blog.jeonghwan.net/socket-io를-이용한-실시간-웹-구현\n"
    "// https://help.example.com/docs/96101.html을 참고하십시오\n"
)
# A name a format call takes may be another scope's: the finding stays,
# its fix unsafe (sweep 209).
FORMAT_NAME_SCOPES = (
    '#include <stdio.h>\n'
    'static void fetch_home(CURL *h) {\n'
    '    const char *url = "https://example.com/%7Euser/index.html";\n'
    '    curl_easy_setopt(h, CURLOPT_URL, url);\n'
    '}\n'
    'static void fetch_page(CURL *h, int page) {\n'
    '    char buf[256];\n'
    '    const char *url = "https://example.com/list?page=%d";\n'
    '    snprintf(buf, sizeof(buf), url, page);\n'
    '}\n'
)

# Over-reaches sweep 212 found by probes: a name that starts like a
# particle ("LG이노텍", "Xの悲劇"), a symbol after a host a path follows,
# a host's "(" before Han, a list item's fence and paragraph: URI content
# (and a list paragraph's link keeps its safe fix).
PARTICLE_NAMES = (
    "https://namu.wiki/w/LG이노텍\n"
    "https://ja.wikipedia.org/wiki/Xの悲劇\n"
    "https://example.com♥/f%7e\n"
    "https://example.com(日本)/%7e\n"
)
LIST_ITEM_FENCE = (
    "1. Run this:\n\n   ```python\n   r.url\n   ```\n\n    See [the docs](https://example.com/%7edocs) for more.\n"
)
# Values encoded once as a whole, holding escapes of their own: a CDX
# resumeKey, GA4's uafvl, a nested query (sweep 213: 121 findings). A
# value with nothing encoded once beside its "%25XX" is double encoding.
NESTED_ONCE = (
    "resumeKey: http://web.archive.org/cdx/search/cdx?url=cnn.com&resumeKey=com%252Ccnn%2529%252F%2B2001041400593%253A\n"
    "ga: https://region1.google-analytics.com/g/collect?uafvl=Not%252FA%2529Brand%3B8.0.0.0%7CChromium%3B126\n"
    "page: https://example.com/images/FG%2520Hellersdorf.jpg?size=big%2520one\n"
)
# An XPath predicate compares the attribute's text as written, as a CSS
# selector does (sweep 213: a fix made a Scrapy selector stop matching).
XPATH_PREDICATE = (
    "links = response.xpath('//a[@href=\"https://shop.example.com/a%2fb\"]/text()').getall()\n"
    "more = response.xpath(\"//a[contains(@href, 'https://shop.example.com/c%2fd')]\")\n"
    "page = 'https://shop.example.com/e%2ff'\n"
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
    (CJK_GLUED_PROSE, 'src/Migration.java', [(6, 38, 'URI005'), (6, 72, 'URI005'), (7, 46, 'URI005'), (7, 74, 'URI005'), (8, 38, 'URI002'), (8, 46, 'URI005')],
     'class Migration {\n    // Alibaba CDB 인증은 https://help.aliyun.com/document_detail/96101.html을 참고하십시오\n    // 例: https://cboffice365.webhook.office.com/・・・\n    // 参考 http://blog.serverfault.com/2010/08/26/1016491873/（英文）\n    //https://webservice.recruit.co.jp/doc/hotpepper/reference.htmlを参照\n    // https://ja.wikipedia.org/wiki/ひらがな https://example.jp/tag/Python入門\n    // https://www.google.com/search?q=Pythonとは https://example.com/wiki/東京_（曖昧さ回避）\n    String a = "https://example.com/a~/docsを参照";\n}\n',
     'class Migration {\n    // Alibaba CDB 인증은 https://help.aliyun.com/document_detail/96101.html을 참고하십시오\n    // 例: https://cboffice365.webhook.office.com/・・・\n    // 参考 http://blog.serverfault.com/2010/08/26/1016491873/（英文）\n    //https://webservice.recruit.co.jp/doc/hotpepper/reference.htmlを参照\n    // https://ja.wikipedia.org/wiki/%E3%81%B2%E3%82%89%E3%81%8C%E3%81%AA https://example.jp/tag/Python%E5%85%A5%E9%96%80\n    // https://www.google.com/search?q=Python%E3%81%A8%E3%81%AF https://example.com/wiki/%E6%9D%B1%E4%BA%AC_%EF%BC%88%E6%9B%96%E6%98%A7%E3%81%95%E5%9B%9E%E9%81%BF%EF%BC%89\n    String a = "https://example.com/a~/docs%E3%82%92%E5%8F%82%E7%85%A7";\n}\n'),
    (SYMBOL_AFTER_HOST, 'test/test_topbuilder.rb', [(2, 35, 'URI005'), (2, 66, 'URI005')],
     None,
     "assert_equal 'GitHub（△http://github.com☆）', actual\n# https://example.jp♪ and https://i❤.ws/ and http://example.com/a%E2%98%86\n"),
    (REVIEW_HREF, 'articles/intro.re', [(2, 30, 'URI002')],
     '@<href>{http://techbooster.org,TechBooster}\n@<href>{https://example.com/a~,ドキュメント}\n',
     '@<href>{http://techbooster.org,TechBooster}\n@<href>{https://example.com/a~,ドキュメント}\n'),
    (BRACKET_PERCENT, 'Resources/scripting.html', [(2, 32, 'URI007'), (2, 35, 'URI006')],
     None,
     'var config = {"urlTagServerPing": "http://tags.scripting.com/ping?url=[%url%]&oauth_token=[%token.value%]"};\nvar other = "http://e.com/p?x=[%ab%25]";\n'),
    (LEGACY_TRAILS, 'notes.txt', [(1, 29, 'URI007'), (2, 25, 'URI007'), (3, 24, 'URI007'), (3, 45, 'URI002'), (4, 23, 'URI007'), (4, 29, 'URI002')],
     None,
     'https://example.jp/search?q=%83%5C\nhttps://example.ru/wiki/%D0%9F%D1%80%D0%B8%D0%B2%D0%B5%D1%82%5C\nhttps://example.jp/a?q=%E3%83%86%E3%82%B9%E3%83%88&r=Ab\nhttps://example.cn/?q=%E4%BD%A0e\n'),
    (PARTICLES, 'lnbits/static/i18n/kr.js', [],
     None,
     None),
    (ANGLE_PAIR, 'src/string_util.cpp', [(1, 58, 'URI004')],
     None,
     'TEST_EQUAL(maybe_url_encode("http://test:test@abc.com/abc%3C%3Eabc"), x);\n'),
    (BACK_REFERENCES, 'test/functional/redirect.test.js', [(3, 45, 'URI004')],
     None,
     "const rule = { action: { redirect: { regexSubstitution: 'http://localhost:8080/ipns/docs.ipfs.tech\\\\1' } } }\nensureCallRedirected({ origin: '^https?\\\\:\\\\/\\\\/google\\\\.com\\\\/(ipfs|ipns)\\\\/', destination: 'http://localhost:8080/\\\\1/\\\\2' })\nconst share = 'http://files.example.com/docs%5CShare'\n"),
    (SIGN_IN_MESSAGE, 'src/cacao.ts', [(4, 28, 'URI002'), (10, 23, 'URI002'), (12, 42, 'URI002')],
     'export const reconstructedMessage = `localhost wants you to sign in with your Ethereum account:\n0x2faf83c542b68f1b4cdc0e770e8cb9f567b08f71\n\nURI: http://localhost:3000/%7ealice/\nVersion: 1\nChain ID: 1\nNonce: 1665443015700\nIssued At: 2022-10-10T23:03:35.700Z\nResources:\n- https://example.com/%7ebob/`;\nexport const cacaoSignature = { t: "eip1271", s: "0xc150" };\nexport const docs = "https://example.com/~carol/";\n',
     'export const reconstructedMessage = `localhost wants you to sign in with your Ethereum account:\n0x2faf83c542b68f1b4cdc0e770e8cb9f567b08f71\n\nURI: http://localhost:3000/~alice/\nVersion: 1\nChain ID: 1\nNonce: 1665443015700\nIssued At: 2022-10-10T23:03:35.700Z\nResources:\n- https://example.com/~bob/`;\nexport const cacaoSignature = { t: "eip1271", s: "0xc150" };\nexport const docs = "https://example.com/~carol/";\n'),
    (DECLARED_CHARSET, 'src/filter.js', [(1, 58, 'URI007'), (2, 48, 'URI007'), (3, 37, 'URI007')],
     None,
     'const EUCJP = "https://www.google.com/search?ie=EUC-JP&q=%E3%83%86%E3%82%B9%E3%83%88";\nconst GBK = "https://www.baidu.com/s?ie=gbk&wd=%E4%BD%A0";\nconst SJIS = "https://example.jp/?q=%E3%83%86%E3%82%B9%E3%83%88&ie=EUC-JP";\n'),
    (DOXYGEN_REF_SVG, 'doc/guides/img/porting-boards.svg', [(4, 37, 'URI004')],
     '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n<g id="a_node8"><a xlink:href="@ref porting-boards" xlink:title="Provide board definitions">\n<text x="10" y="10">Board</text></a></g>\n<a xlink:href="https://example.com/a%20b"><text>x</text></a>\n</svg>\n',
     '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n<g id="a_node8"><a xlink:href="@ref porting-boards" xlink:title="Provide board definitions">\n<text x="10" y="10">Board</text></a></g>\n<a xlink:href="https://example.com/a%20b"><text>x</text></a>\n</svg>\n'),
    (NAMED_FORMAT_C, 'main/thingspeak.c', [(2, 76, 'URI002'), (3, 74, 'URI001'), (4, 48, 'URI002')],
     '#include <stdio.h>\nstatic const char TS_URL_FMT[] = "https://api.thingspeak.com/update?field1=%2d";\n#define OWM_URL_FMT "https://api.openweathermap.org/data/2.5/weather?lat=%2f&lon=%2f"\nstatic const char *page = "https://example.com/~user";\nvoid send(char *buf, size_t n, int v, float lat, float lon) {\n    snprintf(buf, n, TS_URL_FMT, v);\n    snprintf(buf, sizeof(buf), OWM_URL_FMT, lat, lon);\n    printf("%s", page);\n}\n',
     '#include <stdio.h>\nstatic const char TS_URL_FMT[] = "https://api.thingspeak.com/update?field1=-";\n#define OWM_URL_FMT "https://api.openweathermap.org/data/2.5/weather?lat=%2F&lon=%2F"\nstatic const char *page = "https://example.com/~user";\nvoid send(char *buf, size_t n, int v, float lat, float lon) {\n    snprintf(buf, n, TS_URL_FMT, v);\n    snprintf(buf, sizeof(buf), OWM_URL_FMT, lat, lon);\n    printf("%s", page);\n}\n'),
    (NAMED_FORMAT_JAVA, 'src/WallGet.java', [(2, 78, 'URI002'), (3, 79, 'URI002'), (4, 60, 'URI002')],
     'public class WallGet {\n    private final String idUrl = "http://api.vk.com/method/wall.get?owner_id=%2d&offset=%d";\n    private final String idUrl2 = "http://api.vk.com/method/wall.get?owner_id=%2d";\n    private final String other = "http://api.vk.com/method/-";\n    String url(int owner, int offset) {\n        return String.format(idUrl, owner, offset) + String.format(Locale.ROOT, idUrl2, owner) + other;\n    }\n}\n',
     'public class WallGet {\n    private final String idUrl = "http://api.vk.com/method/wall.get?owner_id=-&offset=%d";\n    private final String idUrl2 = "http://api.vk.com/method/wall.get?owner_id=-";\n    private final String other = "http://api.vk.com/method/-";\n    String url(int owner, int offset) {\n        return String.format(idUrl, owner, offset) + String.format(Locale.ROOT, idUrl2, owner) + other;\n    }\n}\n'),
    (INTTYPES_AND_LABELS, 'source/hub.c', [(8, 27, 'URI006')],
     None,
     'void f(void) {\n    printf("Firmware URL http://%s:%" PRIu16 "%s\\r\\n", host, port, path);\n    snprintf(url, sizeof(url), "mqtt://%s:%" PRIu32, broker, port);\n    switch (m) {\n    case PWM_DUTY_MAX://100%\n        break;\n    }\n    puts("http://e.com/100%25");\n}\n'),
    (NBCONVERT_HTML, 'lectures/lecture1.html', [(9, 33, 'URI002'), (9, 51, 'URI001')],
     None,
     None),
    (ANCHOR_IDS, 'blog/2013/08/07/conways-game-of-life/index.html', [(3, 13, 'URI004')],
     '<h2 id="Some-simple-oscillators-(The-&quot;Blinker&quot;)">Some simple oscillators<a class="anchor-link" href="#Some-simple-oscillators-(The-&quot;Blinker&quot;)">&#182;</a></h2>\n<h3 id="Myth-#10:-(conda-|-pip)">Myth<a class="anchor-link" href="#Myth-#10:-(conda-|-pip)">&#182;</a></h3>\n<a href="#no%20such%20id">x</a>\n',
     '<h2 id="Some-simple-oscillators-(The-&quot;Blinker&quot;)">Some simple oscillators<a class="anchor-link" href="#Some-simple-oscillators-(The-&quot;Blinker&quot;)">&#182;</a></h2>\n<h3 id="Myth-#10:-(conda-|-pip)">Myth<a class="anchor-link" href="#Myth-#10:-(conda-|-pip)">&#182;</a></h3>\n<a href="#no%20such%20id">x</a>\n'),
    (CELL_OUTPUT_MD, 'README.md', [(10, 33, 'URI002'), (10, 47, 'URI001'), (16, 19, 'URI002')],
     "# Welcome\n\n```python\nr.url\n```\n\n\n\n\n    'https://api.e.org/search?q=%7euser&path=a%2fb'\n\n\n\nSome prose.\n\n    https://e.org/~bob\n",
     "# Welcome\n\n```python\nr.url\n```\n\n\n\n\n    'https://api.e.org/search?q=~user&path=a%2Fb'\n\n\n\nSome prose.\n\n    https://e.org/~bob\n"),
    (BLADE_ATTRIBUTES, 'resources/views/footer.blade.php', [(5, 25, 'URI004')],
     '<a href="{{ str_replace(\'"\', \'\', $link) }}">Home</a>@endif\n<a class="x" href="/terms">Terms</a>\n<a href="@if($isUser) {{ url(\'/a\') }}@else{{ $b }}@endif">x</a>\n<a href="@guest {{ route(\'welcome\') }} @else {{ route(\'products\') }} @endguest">Home</a>\n<a href="https://e.com/a%20b@if($x)c@endif">y</a>\n',
     '<a href="{{ str_replace(\'"\', \'\', $link) }}">Home</a>@endif\n<a class="x" href="/terms">Terms</a>\n<a href="@if($isUser) {{ url(\'/a\') }}@else{{ $b }}@endif">x</a>\n<a href="@guest {{ route(\'welcome\') }} @else {{ route(\'products\') }} @endguest">Home</a>\n<a href="https://e.com/a%20b@if($x)c@endif">y</a>\n'),
    (SCHEME_LABEL, 'resources/ckeditor/plugins/link/dialogs/link.js', [(2, 18, 'URI005'), (2, 31, 'URI002')],
     'var items=[["http://\u200e","http://"],["https://\u200e","https://"]];\nvar a = "https://\u200eexample.com/~";\n',
     'var items=[["http://\u200e","http://"],["https://\u200e","https://"]];\nvar a = "https://example.com/~";\n'),
    (ED2K, 'extra/Addons/Macros/Edit.OpenURL.lua', [(2, 50, 'URI004')],
     None,
     'local t = "ed2k://|file|The_Two_Towers-The_Purist_Edit.avi|14997504|965c013e991ee246d63d45ea71954c4d|/"\nlocal u = "https://fonts.example.com/css?family=A%7CB"\n'),
    (SVG_ID, '5-network/07-url/url-object.svg', [(1, 177, 'URI005')],
     None,
     '<svg xmlns="http://www.w3.org/2000/svg"><g id="network"><path id="https://site.com:8080/path/page?p1=v1&amp;p2=v2…#hash" d="M31 196z"/><a href="https://site.com/path/page?p1=v1%E2%80%A6"><text>x</text></a></g></svg>\n'),
    (SHELL_ESCAPES_TXT, 'specs/query-param.oas3.txt', [(3, 35, 'URI004')],
     None,
     '====command====\ncurl -i -X GET http://127.0.0.1:4010/recipes\\?limit\\=string\\&offset\\=string\nsee https://files.example.com/docs%5CShare\n'),
    (SHELL_ESCAPES_HTML, 'php/selectel-api.html', [(3, 38, 'URI004')],
     None,
     '<pre class="literal-block">curl https://api.selcdn.ru/v1/SEL_1\\?format\\=json\n</pre>\n<p>see https://files.example.com/docs%5CShare</p>\n'),
    (HANGUL_SLUGS, 'src/links.js', [(1, 26, 'URI005'), (1, 32, 'URI002'), (2, 39, 'URI005')],
     '// https://namu.wiki/w/LG전자#s-2.1\n// http://blog.jeonghwan.net/socket-io를-이용한-실시간-웹-구현\n// https://help.example.com/docs/96101.html을 참고하십시오\n',
     '// https://namu.wiki/w/LG%EC%A0%84%EC%9E%90#s-2.1\n// http://blog.jeonghwan.net/socket-io%EB%A5%BC-%EC%9D%B4%EC%9A%A9%ED%95%9C-%EC%8B%A4%EC%8B%9C%EA%B0%84-%EC%9B%B9-%EA%B5%AC%ED%98%84\n// https://help.example.com/docs/96101.html을 참고하십시오\n'),
    (FORMAT_NAME_SCOPES, 'src/fetch.c', [(3, 44, 'URI002')],
     None,
     '#include <stdio.h>\nstatic void fetch_home(CURL *h) {\n    const char *url = "https://example.com/~user/index.html";\n    curl_easy_setopt(h, CURLOPT_URL, url);\n}\nstatic void fetch_page(CURL *h, int page) {\n    char buf[256];\n    const char *url = "https://example.com/list?page=%d";\n    snprintf(buf, sizeof(buf), url, page);\n}\n'),
    (PARTICLE_NAMES, 'notes.txt', [(1, 23, 'URI005'), (2, 32, 'URI005'), (3, 17, 'URI005'), (3, 23, 'URI002'), (4, 17, 'URI005'), (4, 25, 'URI002')],
     'https://namu.wiki/w/LG이노텍\nhttps://ja.wikipedia.org/wiki/Xの悲劇\nhttps://example.com♥/f~\nhttps://example.com(日本)/~\n',
     'https://namu.wiki/w/LG%EC%9D%B4%EB%85%B8%ED%85%8D\nhttps://ja.wikipedia.org/wiki/X%E3%81%AE%E6%82%B2%E5%8A%87\nhttps://example.com♥/f~\nhttps://example.com(日本)/~\n'),
    (LIST_ITEM_FENCE, 'docs/index.md', [(7, 40, 'URI002')],
     '1. Run this:\n\n   ```python\n   r.url\n   ```\n\n    See [the docs](https://example.com/~docs) for more.\n',
     '1. Run this:\n\n   ```python\n   r.url\n   ```\n\n    See [the docs](https://example.com/~docs) for more.\n'),
    (NESTED_ONCE, 'tests/cassettes/search.yaml', [(3, 36, 'URI003')],
     None,
     'resumeKey: http://web.archive.org/cdx/search/cdx?url=cnn.com&resumeKey=com%252Ccnn%2529%252F%2B2001041400593%253A\nga: https://region1.google-analytics.com/g/collect?uafvl=Not%252FA%2529Brand%3B8.0.0.0%7CChromium%3B126\npage: https://example.com/images/FG%20Hellersdorf.jpg?size=big%20one\n'),
    (XPATH_PREDICATE, 'myspider/spiders/shop.py', [(1, 62, 'URI001'), (2, 71, 'URI001'), (3, 35, 'URI001')],
     'links = response.xpath(\'//a[@href="https://shop.example.com/a%2fb"]/text()\').getall()\nmore = response.xpath("//a[contains(@href, \'https://shop.example.com/c%2fd\')]")\npage = \'https://shop.example.com/e%2Ff\'\n',
     'links = response.xpath(\'//a[@href="https://shop.example.com/a%2Fb"]/text()\').getall()\nmore = response.xpath("//a[contains(@href, \'https://shop.example.com/c%2Fd\')]")\npage = \'https://shop.example.com/e%2Ff\'\n'),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP204_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)


def test_a_review_link_label_is_no_part_of_its_url() -> None:
    assert findings(REVIEW_HREF, "articles/intro.re", ["URI102"]) == []
    assert stable_fix(REVIEW_HREF, "articles/intro.re", ["URI102"]) == REVIEW_HREF


def test_an_unmatched_brace_at_a_uri_edge_is_not_called_a_template_delimiter() -> None:
    """Sweeps 200 and 204 (airbnb/DeepLinkDispatch's README): a "}" left
    after a fragment, with no "{" anywhere, keeps no fix, for a true reason."""
    text = "- [manifest generation](https://github.com/airbnb/DeepLinkDispatch#manifest-generation})\n- [b](https://e.com/{x})\n"
    found = [(f.code, f.message) for f in urilint.lint_text(text, "README.md")]
    assert found == [
        ("URI004", "raw '}' is not allowed in a URI; write '%7D' (no fix: it would encode an unmatched '}' at the URI's edge:"
                   " a typo, or syntax of the text around it)"),
    ]
    assert stable_fix(text, "README.md") == text

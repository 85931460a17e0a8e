"""Whether a file is a test's code or a test's data, by its path: a test
compares its literals and its data as written, so fixes there are unsafe
(see policy.unsafe_here and unsafe_in_tests); and the test tables a file
keeps beside its code."""

from __future__ import annotations

import os

from .model import CODE, CODE_COMMENT, HYGEN_SUFFIX, UriSpan, made_unsafe_inside
from .pattern_store import compiled_re
from .repository import repository_root

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    from .model import Finding

# A test's data, which the test compares as written: its expected output
# (a golden file, a Jest snapshot, Galaxy's test-data/ compared with
# diff) or its input (a recorded HTTP exchange a request is matched
# against). Any rewrite, an equivalence too, fails the test.
TEST_DATA_FOLDERS = frozenset((
    "testdata", "test-data", "test_data", "__snapshots__", "snapshots", "__fixtures__", "fixtures", "golden", "goldens",
    "cassettes", "vcr_cassettes", "test_vectors", "test-vectors", "testvectors", "fuzz", "fuzzing",
    "pacts",  # Pact contracts: the provider's responses are verified against them as written
    # Recorded HTTP exchanges that a test replays, matched by request as
    # written (vcrpy, go-vcr, ExVCR's fixture/, WireMock's __files), and
    # Robot Framework's acceptance tests (sweep 68):
    "vcr", "tapes", "recordings", "fixture", "__files", "atest",
    "cassette", "__recordings__", ".recordings", "wiremock", "imposters", "conformance", "test-resources", "test_resources",
    "http_cache", ".http_cache",  # requests-cache's responses, which a tap replays (meltano's sdk: sweep 180)
    # A generator's expected output, compared with what it makes now (Nim's
    # nimdoc tester: readFile(expected) != produced; sweep 72), and
    # TypeScript's baselines.
    "expected", "expected_output", "expected-output", "expected_outputs", "expected-outputs", "baselines",
    # An LLM evaluation's cases, whose ideal answers are compared with the
    # model's as written (openai/evals' registry/data: "ideal"), and a
    # crawler's self-test pages, each made to test one shape of link
    # (Heritrix's SpacesInHrefPath: sweep 75).
    "evals", "selftest",
    # A test's input pages (courtlistener's saved court pages: sweep 80).
    "test_assets", "test-assets", "test_files", "test-files",
))
# A security tester's payload lists, sent as written (Burp Intruder's;
# PayloadsAllTheThings' Intruder/, OneListForAll's Payloads/: sweep 167):
# their lists, not a fuzzer's plugin code (wfuzz's plugins/payloads/*.py).
PAYLOAD_FOLDERS = frozenset(("intruder", "intruders", "payloads", "wordlists"))
LIST_EXTENSIONS = ("txt", "lst", "list", "dict", "csv", "tsv", "json", "yaml", "yml")  # or none
# A .vtc is a varnishtest/HAProxy script (text and checks); a .feature a
# Gherkin scenario (Cucumber, Behat, SpecFlow), whose steps hand their
# quoted values to the step definitions as inputs and expected values.
# So are Robot Framework's suites, Hurl's and JMeter's test files and
# Tavern's test YAML (sweep 68: Robot's Should Be Equal failed after a fix).
TEST_DATA_EXTENSIONS = (".snap", ".golden", ".vtc", ".feature", ".robot", ".hurl", ".jmx", ".tavern.yaml", ".tavern.yml")
# A name that says it holds test data (the web platform's urltestdata.json,
# okhttp's web-platform-test-urltestdata.txt: inputs and expected parts),
# or a syntax test, which Sublime Text runs wherever it stands: its "^"
# marks point at columns of the line above (a fix that shortened the line
# made vscode-tmgrammar-test fail).
# An approval test's expected output (ApprovalTests' x.approved.txt, .NET
# Verify's x.verified.json) is compared byte for byte wherever it stands,
# as is a golden file (x.expected.html, x.golden.json).
TEST_DATA_NAMES = (
    "testdata", "test_data", "test-data", "syntax_test", ".approved.", ".verified.", ".received.", ".expected.", ".golden.",
    "promptfooconfig",  # promptfoo's suite: its assertions' values are compared with a model's output as written
)
# Data a test reads when the file is named as a test is (trurl's tests.json:
# each case's command and its expected output, which 10 of 213 cases no
# longer matched after a fix of an expected hex case). Not YAML, TOML or
# text: a CI workflow "test.yml", a "requirements-test.txt" are no data.
TEST_NAMED_DATA_EXTENSIONS = (".json", ".jsonl", ".ndjson", ".xml", ".csv", ".tsv")
# YAML named as a test's cases (httpbb's test_people.yaml: the exact headers
# a server must answer; sweep 216), not "test.yml" nor a CI workflow.
TEST_NAMED_YAML = (".yaml", ".yml")
TEST_DATA = "unsafe fix: test data, which a test compares as written"
# A test's code: its string literals are inputs and expected values,
# compared as written. An equivalence fix there makes a URL library's
# test of "%7e" or "%2D" test nothing, or fails a test of an encoder's
# exact output (URLSearchParams writes "~" as "%7E").
TEST_FOLDERS = frozenset((
    "test", "tests", "spec", "specs", "__tests__", "__test__", "testing", "unittests", "e2e", "t",
    "integration-tests", "integration_tests", "integration-test", "testsuite", "test-suite", "testcases", "test-cases",
    "test_cases", "step_definitions",  # Cucumber's
    "playwright", "cypress", "__mocks__", "mocks", "mock",  # browser tests; Jest's and msw's mocks (a handler matches as written)
    "stubs", "mock-server", "mock_server", "mockserver",  # a stub server's handlers, matched as written too (sweep 90)
    "integration_test", "test_driver",  # Flutter's integration tests and their driver (sweep 179)
    "benches",  # Cargo's benchmarks: their inputs are a test's (fluent-uri's RFC 3986 6.2.2 example: sweep 93)
    "playground",  # Vite's end-to-end fixtures (its assets page shows "white space.png" raw and encoded: sweep 121)
    "reg-tests", "regress", "regression", "regressions", "regression-tests", "regression_tests",  # HAProxy's, BSDs'
))
# A part after a "." of a .NET test project's folder name.
DOTNET_TEST_PARTS = ("Tests", "Test", "Specs", "Facts")
# Words of a folder's name that make it a test folder ("test" alone is
# too common a word: pytest's tmp_path folders are named after tests).
TEST_WORDS = frozenset(("tests", "testing"))
TEST_STEMS = frozenset(("test", "tests"))  # Django's tests.py, Rust's tests.rs
TEST_STEM_STARTS = ("test_", "test-", "tst_")  # pytest's, dovecot's test-uri.c, Qt's tst_qurl.cpp
TEST_STEM_ENDS = (
    "_test", "_tests", "_spec", ".test", ".tests", ".spec", "-test", "-tests", "-spec", "_unittest", "_unittests",
    ".poku",  # poku's (cdxgen's iri.poku.js)
    ".cy", ".e2e", ".e2e-spec",  # Cypress's and Angular's end-to-end tests
)
# Case counts: JUnit's Surefire and Failsafe defaults (TestUrl, UrlTest,
# UrlTests, UrlTestCase, UrlIT), ScalaTest's UrlSuite and UrlSpec.
TEST_STEM_ENDS_CASED = ("Test", "Tests", "TestCase", "Spec", "Specs", "Suite", "_SUITE")  # and Erlang's Common Test
TEST_EXTENSIONS = (".t", ".test", ".rakutest")  # Perl's; Tcl's and SQLite's; Raku's
# Plain text by its name: a test's notes or a list, not its code.
TEXT_EXTENSIONS = (".txt", ".text", ".log", ".out")
TEST_CODE = "unsafe fix: a test's code, whose literals a test compares as written"
# Smalltalk's test classes (Pharo, Squeak, GemStone): a Filetree class's
# folder (WAUrlTest.class/instance/testDecodePercent.st, a method a file)
# and a Tonel class's file (WAUrlTest.class.st). Seaside's regression test
# of lowercase escapes, "%2a" beside "%7A" on purpose, was uppercased
# (sweep 143).
FILETREE_CLASS, TONEL_CLASS = ".class", ".class.st"


def _path_parts(filename: str) -> tuple[list[str], str]:
    """The folders and the name of `filename`, below its repository's root
    (the nearest folder above it holding ``.git``), else as given, an
    absolute one below the current folder when it is there. So a file is
    read the same from any working folder (``cd fuzz; urilint check b.txt``
    as ``urilint check fuzz/b.txt``: sweep 167), and a project checked out
    inside a folder named "tests" is no test."""
    root = None
    try:
        absolute = os.path.abspath(filename)
        root = repository_root(os.path.dirname(absolute))
        below = os.path.relpath(absolute, root if root is not None else os.getcwd())
    except (OSError, ValueError):  # the working folder was removed; Windows: another drive
        root, below = None, ".."
    if root is not None or (os.path.isabs(filename) and not below.startswith("..")):
        filename = below
    *folders, name = filename.replace("\\", "/").split("/")
    return folders, name


def is_test_data(filename: str) -> bool:
    """Whether `filename` is a test's data: in a TEST_DATA_FOLDERS folder,
    or any file in a test folder (a snapshot under tests/_data/, which
    cyclonedx-python-lib's tests compare as written), named by its
    content's hash (a fuzzer's seed: wget's fuzz/*.in/<SHA-1>), by
    TEST_DATA_NAMES, or as a test is when it is JSON, XML or CSV
    (tests.json) or YAML (test_people.yaml)."""
    folders, name = _path_parts(filename)
    lower = name.lower()
    return (
        name.endswith(TEST_DATA_EXTENSIONS) or not TEST_DATA_FOLDERS.isdisjoint(map(_folder_key, folders))
        or (not PAYLOAD_FOLDERS.isdisjoint(map(_folder_key, folders)) and _is_list(lower))
        or _in_test_folder(folders)
        or (len(name) in (40, 64) and name.strip("0123456789abcdef") == "")
        or any(part in lower for part in TEST_DATA_NAMES)
        or (lower.endswith(TEST_NAMED_DATA_EXTENSIONS) and _test_named(name))
        or (lower.endswith(TEST_NAMED_YAML) and _test_named(name) and lower.rpartition(".")[0] not in TEST_STEMS
            and ".github" not in folders)
    )


def _is_list(name: str) -> bool:
    """Whether the file `name` (lower-cased) holds a list: LIST_EXTENSIONS, or none."""
    return "." not in name or name.rpartition(".")[2] in LIST_EXTENSIONS


def _folder_key(folder: str) -> str:
    """A folder's name as TEST_DATA_FOLDERS spells it: "Test Data" is
    test_data (obsidian-tasks' recorded vault: sweep 166)."""
    return folder.lower().replace(" ", "_")


QUOTES = ('"', "'", "`")


def in_test_code(text: str, span: UriSpan, filename: str) -> bool:
    """Whether the URI at `span` is a literal of a test's code: in code, or
    quoted in a comment, commented-out code (purell_test.go's
    ``/* &testCase{"...%e3..."} */``, a test kept for later: sweep 168)."""
    if span.context != CODE and (span.context != CODE_COMMENT or text[span.start - 1 : span.start] not in QUOTES):
        return False
    return is_test_code(filename)


def is_test_code(filename: str) -> bool:
    """Whether `filename` is a test (test_x.py, test-uri.c, x_test.go,
    x.test.js, XTest.java, TestX.java, XIT.java, x_spec.rb, tests.py, a
    Perl .t), or stands in a test folder."""
    folders, name = _path_parts(filename)
    perl = name.endswith(TEST_EXTENSIONS) and not name.endswith(HYGEN_SUFFIX)  # Hygen's "x.md.ejs.t": a template
    tonel = name.endswith(TONEL_CLASS) and _test_named(name[: -len(TONEL_CLASS)])  # Pharo's XTest.class.st
    return perl or tonel or _test_named(name) or _in_test_folder(folders)


def untold_test(filename: str) -> bool:
    """Whether `filename`, read as plain text, is named as a test's code
    is: a language whose literals urilint does not tell from its comments
    (Zig's x_test.zig, V's x_test.v, Factor's urls-tests.factor, Gleam's,
    Raku's .rakutest: sweep 72), each literal perhaps an input a test
    compares as written. Not a text file's own name (requirements-test.txt)."""
    name = _path_parts(filename)[1].lower()
    return "." in name and not name.endswith(TEXT_EXTENSIONS) and is_test_code(filename)


def _test_named(name: str) -> bool:
    """Whether the file `name` is named as a test is (its stem)."""
    stem = name.rpartition(".")[0] or name
    lower = stem.lower()
    return (
        lower in TEST_STEMS or lower.startswith(TEST_STEM_STARTS)
        or lower.endswith(TEST_STEM_ENDS) or stem.endswith(TEST_STEM_ENDS_CASED)
        or (stem.startswith("Test") and stem[4:5].isupper())
        or (stem.endswith("IT") and stem[-3:-2].islower())
    )


def _in_test_folder(folders: list[str]) -> bool:
    return (
        not TEST_FOLDERS.isdisjoint(map(str.lower, folders)) or any(map(_test_source_set, folders))
        or any(folder.endswith(FILETREE_CLASS) and _test_named(folder) for folder in folders)
        or any(a == "src" and b == "it" for a, b in zip(folders, folders[1:]))  # Maven Failsafe's integration tests
        or any(map(_test_words, folders))
    )


def _test_words(folder: str) -> bool:
    """Whether `folder`'s name is two words ("-", "_" and "." part them),
    one of them "tests" or "testing": tidy-html5's regression_testing (its
    cases and their expected output), unit-tests, tests_http. Not a longer
    name: a blog post's 0507-introducing-fuzz-testing-to-linkerd, a test
    helpers' package graphql-codegen-testing (its changelog)."""
    lower = folder.lower()
    if "test" not in lower:
        return False
    words = lower.replace("-", "_").replace(".", "_").split("_")
    return len(words) == 2 and not TEST_WORDS.isdisjoint(words)


def _test_source_set(folder: str) -> bool:
    """Whether `folder` is a test source set by its name: Gradle's and
    Kotlin Multiplatform's (jvmTest, commonTest, androidTest,
    integrationTest, testFixtures; okhttp keeps the web platform's URL test
    data in src/jvmTest/resources), Android's variants' (testDebug),
    Xcode's test targets (AlamofireTests, MyAppUITests), .NET's test projects
    (MyLib.Tests, MyLib.UnitTests, MyLib.Tests.Unit, MyLib.Specs) and
    folders named as a test class is (AngleSharp's TestGeneration: URL
    inputs beside the parts a generated test expects of them)."""
    if folder[:4] in ("test", "Test") and folder[4:5].isupper():  # testFixtures, testDebug, TestGeneration
        return True
    if "." in folder and any(part.endswith(DOTNET_TEST_PARTS) for part in folder.split(".")[1:]):
        return True  # MyLib.Tests.Unit, MyLib.Specs, MyLib.Facts
    head = folder[:-5] if folder.endswith("Tests") else folder[:-4] if folder.endswith("Test") else ""
    return head[-1:].islower() or head.endswith((".", "UI"))  # Xcode's UI test targets: MyAppUITests, UITests


# Test cases kept beside the code they test: youtube-dl's and yt-dlp's
# extractors' ``_TESTS = [{'url': ...}]`` (each URL matched against the
# extractor's pattern, its captures compared; ``photo%5fid`` was the only
# test of a ``(?:_|%5f)`` branch), any constant so named (ArchiveBox's
# ``URL_REGEX_TESTS``, each input and its expected matches, which an assert
# compares: sweep 168), Zotero translators' test cases.
_PYTHON_TABLE = r"(?m)^([ \t]*)_?(?:[A-Z0-9]+_)*TESTS?[ \t]*=[ \t]*[\[{(]"
ZOTERO_TABLE = ("/** BEGIN TEST CASES **/", "/** END TEST CASES **/")
# Rust's unit tests live in the file they test, in a module compiled for
# tests only, by convention the file's last item (uv's redaction tests gave
# Url::parse a "%2D" key on purpose: decoded, the test tested nothing), or
# as functions marked #[test] (#[tokio::test]...). Not "#[cfg(test)] mod
# tests;", which names a file of its own, nor a use or helper so marked.
_RUST_TESTS = (
    r"(?m)^[ \t]*#\[(?:cfg\(test\)\](?:\s*#\[[^\]\n]*\])*\s*(?:pub(?:\([^)\n]*\))?\s+)?mod\s+\w+\s*\{"
    r"|(?:\w+::)*test\])"
)


# D's unittest blocks and Zig's test blocks stand among the code they test
# (dub's and vibe-inet's URL("http://example.com/some%2bpath") and zls's
# "file:///%43%3a" are inputs of a decoder's test: sweep 72), each up to
# the "}" at its own indentation.
_BLOCK_TESTS = {
    ".d": r"(?m)^([ \t]*)(?:(?:@\w+|pure|nothrow|static|private|public)[ \t]+)*unittest\b",
    ".zig": r"(?m)^([ \t]*)test\b[ \t]*(?:\"[^\"\n]*\"|\w+)?[ \t]*\{",
}
# Racket's test submodule, "(module+ test ...)" among the code it tests
# (web-server's path-traversal test "..%2f..%2f": sweep 143), up to the
# next top-level form; Erlang's EUnit tests in the module, "-ifdef(TEST)."
# up to "-else." or "-endif.".
_FORM_TESTS = {
    ".rkt": (r"(?m)^\(module\+[ \t]+test\b", ("\n(",)),
    ".erl": (r"(?m)^-ifdef\(TEST\)\.", ("\n-else.", "\n-endif.")),
}


def _test_blocks(text: str, opener: str) -> list[tuple[int, int]]:
    """Each test block `opener` starts, up to the line that closes it at
    its own indentation (or the text's end)."""
    found: list[tuple[int, int]] = []
    for block in compiled_re(opener).finditer(text):
        if found and block.start() < found[-1][1]:
            continue  # inside the last block
        close = text.find("\n" + block.group(1) + "}", block.end())
        found.append((block.start(), len(text) if close < 0 else close + len(block.group(1)) + 2))
    return found


# A recorded exchange or a contract, told by its content wherever it
# stands: a Pact file, a VCR cassette (vcrpy, go-vcr, Ruby's VCR, Betamax),
# a Polly.js recording. A test replays or verifies it as written (pact
# verification failed, vcrpy refused the request, after a fix: sweep 68).
_RECORDED = (
    r'(?m)"pactSpecification"|"pact-specification"|^(?:http_)?interactions:[ \t]*$|"http_interactions"[ \t]*:'
    r'|"_recordingName"'
    # promptfoo's suite under any name (sample_config.yaml: sweep 173), by an
    # assertion its "tests" make, which compares a model's output as written.
    r'|^[ \t]*assert:[ \t]*\n[ \t]*-[ \t]*type:[ \t]*["\']?(?:equals|contains|icontains|starts-with|contains-any|contains-all)\b'
)
DATA_EXTENSIONS = (".json", ".yaml", ".yml")

# C and C++ keep unit tests beside the code too, compiled in by a macro
# (wget's url.c: "#ifdef TESTING" holds test_are_urls_equal's table, whose
# "path%2f" was the only lowercase test of an encoded reserved character:
# fixed, the test still passed and tested less; sweep 134): from such an
# "#if"/"#ifdef" up to its "#else", "#elif" or "#endif" (nested conditions counted).
C_EXTENSIONS = (".c", ".h", ".cc", ".cpp", ".cxx", ".hh", ".hpp", ".hxx", ".m", ".mm")
_C_TEST_GUARD = (  # TEST as a part of the macro's name (not LATEST, ATTESTATION)
    r"(?m)^[ \t]*#[ \t]*if(?:def[ \t]+|[ \t]+(?:defined[ \t]*\(?[ \t]*)?)"
    r"(?:[A-Z0-9]*_)?(?:UNIT_?)?TEST(?:S|ING|CASES?)?(?:_\w*)?\b"
)
_C_CONDITIONAL = r"(?m)^[ \t]*#[ \t]*(if|el|endif)"  # "if" holds "ifdef" and "ifndef", "el" "else" and "elif"


def _c_test_blocks(text: str) -> list[tuple[int, int]]:
    """Each block a test macro's condition compiles in (see _C_TEST_GUARD)."""
    found: list[tuple[int, int]] = []
    conditional = compiled_re(_C_CONDITIONAL)
    for guard in compiled_re(_C_TEST_GUARD).finditer(text):
        if found and guard.start() < found[-1][1]:
            continue  # inside the last block
        depth, end = 0, len(text)
        for directive in conditional.finditer(text, guard.start()):
            kind = directive.group(1)
            if kind == "el" and depth == 1:  # the code compiled without the macro
                end = directive.start()
                break
            depth += 1 if kind == "if" else -1 if kind == "endif" else 0
            if depth == 0:
                end = directive.end()
                break
        found.append((guard.start(), end))
    return found


def test_tables(text: str, filename: str) -> list[tuple[int, int]]:
    """The ranges of `text` (the file `filename`) that hold test cases:
    a recorded exchange or a contract (the whole file), a Python
    ``_TESTS = [...]`` assignment (up to the next line indented no deeper
    that does not close a bracket), Zotero's marked block, a Rust
    file's code from its first test module (``#[cfg(test)] mod tests {``)
    or ``#[test]`` on, D's and Zig's test blocks, Racket's and Erlang's test
    forms, or C's blocks a test macro compiles in."""
    if filename.lower().endswith(DATA_EXTENSIONS) and compiled_re(_RECORDED).search(text) is not None:
        return [(0, len(text))]
    found: list[tuple[int, int]] = []
    if filename.endswith(".rs") and ("test]" in text or "test)]" in text):
        first = compiled_re(_RUST_TESTS).search(text)
        if first is not None:
            found.append((first.start(), len(text)))
    if filename.lower().endswith(C_EXTENSIONS) and "TEST" in text:  # (the name first: a scan costs more)
        found.extend(_c_test_blocks(text))
    for extension, opener in _BLOCK_TESTS.items():
        if filename.endswith(extension) and "test" in text:
            found.extend(_test_blocks(text, opener))
    for extension, (opener, closers) in _FORM_TESTS.items():
        if filename.endswith(extension) and ("test" in text or "TEST" in text):
            for form in compiled_re(opener).finditer(text):
                closes = [at for at in (text.find(closer, form.end()) for closer in closers) if at >= 0]
                found.append((form.start(), min(closes, default=len(text))))
    start = text.find(ZOTERO_TABLE[0])
    if start >= 0:
        end = text.find(ZOTERO_TABLE[1], start)
        found.append((start, len(text) if end < 0 else end))
    if filename.endswith(".py") and "TEST" in text:
        for table in compiled_re(_PYTHON_TABLE).finditer(text):
            indent = len(table.group(1))  # characters, as the pattern below counts them
            after = compiled_re(rf"\n[ \t]{{0,{indent}}}(?=[^ \t\r\n\]}})])").search(text, table.end())
            found.append((table.start(), len(text) if after is None else after.start()))
    return found


def unsafe_in_tests(text: str, filename: str, findings: list[Finding], kind: str = "") -> list[Finding]:
    """`findings` of `text` (the file `filename`, of type `kind`) with each
    safe fix in a test's data made unsafe, and said why: the whole file
    (is_test_data), the test tables in it (test_tables), or a test of a
    language read as plain text (untold_test)."""
    reason = TEST_DATA
    if is_test_data(filename):
        tables = [(0, len(text))]
    elif kind == "text" and untold_test(filename):
        tables, reason = [(0, len(text))], TEST_CODE
    else:
        tables = test_tables(text, filename)
    if not tables:
        return findings
    return made_unsafe_inside(findings, tables, reason)

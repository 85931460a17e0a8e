"""Lint one text (spans -> rules -> suppressions -> findings), with one
Linter per distinct rule set: a file's config plus its per-file-ignores
decide which rules run on it."""

from __future__ import annotations

import bisect

from .model import Edit, Finding, UriSpan, made_unfixable
from .pattern_store import compiled_re
from .policy import FilePolicy, file_policy, is_document
from .registry import Rule, check_flag_selectors, loaded, select_rules
from .span_checks import span_findings
from .embedded_markdown import unsafe_in_embedded_markdown
from .format_catalogs import unsafe_in_format_catalogs
from .po4a import unsafe_in_translated
from .rd_files import unsafe_in_rd
from .server_directives import unsafe_in_server_directives
from .stored_data import unsafe_in_stored
from .under_test import unsafe_in_tests

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re
    from typing import Any, Callable, Iterable, Mapping
    import regex

    from .config import Resolver, Settings
    from .fix import FixResult
    from .links.resolve import Project
    from .span_checks import Checked

# The scanners, suppressions and the `regex` module are imported on first
# use: a run the cache answers completely never lints, and importing them
# (with their patterns) is ~15 ms of such a run.

# File types whose scanner finds bare URIs only, by their scheme markers:
# content holding none of those markers (nor a suppression comment, which
# can be an error) has no findings, so it need not even be decoded.
BARE_ONLY = frozenset(("code", "data", "text"))
# Rules the engine reports itself, from the suppression comments and the
# decoding, not from URIs (their modules' check() yields nothing).
INVALID_SUPPRESSION, NOT_UTF8 = "URI900", "URI901"
FILE_RULES = frozenset((INVALID_SUPPRESSION, NOT_UTF8))
# A reference with a scheme or an authority: never a local link. Anchored,
# negated classes: linear. Compiled where first used (re's cache).
_ABSOLUTE = r"[A-Za-z][A-Za-z0-9+.\-]*:|//"
_WEB = ("https:", "http:")  # most absolute references: answered without _ABSOLUTE


class Linter:
    """Runs a fixed set of rules over texts."""

    def __init__(
        self,
        rules: Iterable[Rule],
        known_codes: Iterable[str],
        schemes: frozenset[str] | None = None,
        file_types: Mapping[str, str] | None = None,
        project: Project | None = None,
        iri: str = "documents",
    ) -> None:
        self.rules = rules = tuple(rules)
        self.iri = iri
        self._policies: dict[tuple[str, bool], FilePolicy] = {}
        self.known_codes = frozenset(known_codes)
        self.codes = frozenset(rule.code for rule in self.rules)
        self.schemes = schemes
        self.file_types = dict(file_types or {})
        # What the cache compares: the same fingerprint gives the same findings.
        self.fingerprint = repr((
            [r.code for r in rules], sorted(schemes) if schemes is not None else None, sorted(self.file_types.items()),
            iri,
        ))
        # Link rules (URI2xx) see link spans and a view of the project; their
        # findings depend on other files, so the results cache is not used.
        self.link_rules = tuple(r for r in rules if r.project)
        # check(uri): every span, gated; not the rules the engine reports itself.
        self.uri_rules = tuple(r for r in rules if not r.project and r.code not in FILE_RULES)
        self.project = project
        self.cacheable = not self.link_rules
        # self.gate and self.rule_gates: compiled on first use (__getattr__).

    def __getattr__(self, name: str) -> Any:
        """Compile the gates when first asked for: one search decides "no
        rule can fire" for most URIs; when it hits, each rule's own trigger
        decides whether it runs."""
        if name not in ("gate", "rule_gates"):
            raise AttributeError(name)
        triggers = [rule.trigger for rule in self.uri_rules]
        self.gate: re.Pattern[str] | None = None if None in triggers or not triggers else _gate(triggers)  # type: ignore[arg-type]
        self.rule_gates: list[tuple[Rule, regex.Pattern[str] | None]] = [
            (loaded(rule), None if rule.trigger is None else _char_class([rule.trigger])) for rule in self.uri_rules
        ]
        return getattr(self, name)

    def prepare(self) -> None:
        """Compile the gates and import the rule modules now: before forking
        workers, which would each do it."""
        getattr(self, "rule_gates")

    def may_find(self, data: bytes, filename: str) -> bool:
        """False when undecoded UTF-8 `data` surely has no findings and no
        suppression comment: its file type finds bare URIs only and none of
        their markers occurs (ASCII markers match the same in bytes and in
        the decoded text, undecodable bytes never being ASCII)."""
        from .scan import file_type_for

        kind = file_type_for(filename, self.file_types)
        if kind not in BARE_ONLY:
            return True
        # JSON may escape the slashes: "https:\/\/example.com". Only the
        # data scanner looks for that.
        from .scan.markers import byte_prefilter

        pattern = byte_prefilter(self.schemes, kind == "data")
        return pattern is None or pattern.search(data) is not None

    def spans(self, text: str, filename: str) -> list[UriSpan]:
        from .scan import extract

        return extract(text, filename, self.schemes, self.file_types)

    def fix(self, text: str, filename: str, unsafe: bool = False, undecodable: bool = False) -> FixResult:
        """`text` repaired by this linter's safe fixes (and unsafe ones if
        `unsafe`), proven equivalent; raises FixError."""
        from .fix import fix_text

        # Each round lints a text whose spans the previous round's check
        # already found (and that check re-extracts the text just linted):
        # the last few texts' spans are kept, so --fix extracts each text
        # once (it was twice; the editor path's main cost). A few only:
        # screening fixes one by one makes a new text per fix.
        recent: dict[str, list[UriSpan]] = {}

        def spans_of(t: str) -> list[UriSpan]:
            found = recent.get(t)
            if found is None:
                found = self.spans(t, filename)
                if len(recent) >= 3:
                    del recent[next(iter(recent))]
                recent[t] = found
            return found

        def edited(old: str, old_spans: list[UriSpan], new: str, edits: list[Edit]) -> list[UriSpan]:
            # The proof's extraction of a fixed text: only what the edits
            # touched, where that provably gives the same (scan.extract_edited).
            found = recent.get(new)
            if found is None:
                from .scan import extract_edited

                found = extract_edited(old, old_spans, new, edits, filename, self.schemes, self.file_types)
                if len(recent) >= 3:
                    del recent[next(iter(recent))]
                recent[new] = found
            return found

        # What the rules yielded for each span, reused for the same span in
        # the next rounds' texts (span_checks.py).
        checked: Checked = {}
        return fix_text(text, lambda t: self.lint(t, filename, undecodable, spans_of, checked), spans_of, unsafe, edited)

    def lint(
        self, text: str, filename: str, undecodable: bool = False, spans_of: Callable[[str], list[UriSpan]] | None = None,
        checked: Checked | None = None,
    ) -> list[Finding]:
        """All findings in `text`, sorted by position then code.

        `undecodable`: the text was decoded with surrogateescape (not UTF-8,
        no declared encoding), which URI901 reports at the first such byte.
        A suppression comment naming an unknown code is reported as URI900.
        """
        from .suppress import find_suppressions

        suppressions = find_suppressions(text, self.known_codes)
        if suppressions.whole_file:
            return []
        spans = self.spans(text, filename) if spans_of is None else spans_of(text)
        findings = self._file_findings(text, suppressions.invalid, undecodable, spans)
        if self.link_rules:
            findings += self._link_findings(text, filename, spans)
        all_spans = spans
        gate = self.gate
        if gate is not None:  # most URIs are plain ASCII, no "%", nothing disallowed
            search = gate.search
            spans = [span for span in spans if span.decoded or search(text, span.start, span.end) is not None]
        findings += span_findings(text, spans, self.rule_gates, lambda: self._policy(filename, text), filename, checked)
        if any(f.fix is not None for f in findings):
            from .generated import no_fix_reason

            kind = self._policy(filename)[0]
            reason = no_fix_reason(text, kind, filename if filename != "-" else None)
            if reason is not None:
                findings = [f if f.fix is None else made_unfixable(f, reason) for f in findings]
            else:
                from .spellings import contrasted

                findings = contrasted(text, all_spans, unsafe_in_tests(text, filename, findings, kind), kind == "notebook")
                findings = unsafe_in_stored(text, filename, unsafe_in_translated(filename, findings))
                findings = unsafe_in_format_catalogs(text, filename, findings)
                findings = unsafe_in_rd(text, filename, unsafe_in_server_directives(text, filename, findings))
                findings = unsafe_in_embedded_markdown(text, filename, findings)
        if suppressions.by_line and findings:
            from .positions import LineIndex

            index = LineIndex(text)
            findings = [
                f for f in findings if not suppressions.hides(index.line_col(f.start)[0], f.code)
            ]
        findings.sort(key=lambda f: (f.start, f.code))
        return findings

    def _file_findings(self, text: str, invalid: Iterable[Any], undecodable: bool, spans: list[UriSpan]) -> list[Finding]:
        """URI900 and URI901, when selected."""
        codes = self.codes
        findings: list[Finding] = []
        if INVALID_SUPPRESSION in codes:
            for bad in invalid:
                hint = f" (did you mean {bad.code.upper()}?)" if bad.code.upper() in self.known_codes else ""
                findings.append(Finding(
                    INVALID_SUPPRESSION, "invalid-suppression", bad.start, bad.end,
                    f"unknown rule code '{bad.code}' in a suppression comment{hint}; it suppresses nothing",
                    None, bad.start, bad.end,
                ))
        if undecodable and NOT_UTF8 in codes:
            at = _first_in_uri(text, spans)
            if at is not None:
                byte = ord(text[at]) - 0xDC00
                findings.append(Finding(
                    NOT_UTF8, "not-utf8", at, at + 1,
                    f"not valid UTF-8 (byte 0x{byte:02X}) and no encoding declared, in a URI: what it stands for is "
                    "unknown, so the URI is not checked whole; convert the file to UTF-8 or declare its encoding",
                    None, at, at + 1,
                ))
        return findings

    def _link_findings(self, text: str, filename: str, spans: list[UriSpan]) -> list[Finding]:
        """The link rules' findings: only spans that can hold nothing but a
        URI reference (links/__init__.py), with no template placeholder
        (escapes and character references are fine: the rules resolve them)."""
        from .links import LINK_CONTEXTS, markup_free

        absolute, contexts = compiled_re(_ABSOLUTE).match, LINK_CONTEXTS
        local = [
            span for span in spans
            if span.reference and span.context in contexts and not text.startswith(_WEB, span.start, span.end)
            and absolute(text, span.start, span.end) is None
        ]
        if not local:  # no relative reference: no view, no listing, no anchors
            return []
        from .links.view import FileView
        from .uri import Uri

        if self.project is None:  # library use: the current folder is the project
            import os

            from .links.resolve import Project

            self.project = Project(os.getcwd())
        view = FileView(self.project, filename, text)
        found: list[Finding] = []
        gates = [(rule, rule.trigger) for rule in self.link_rules]  # a trigger here: one character
        for span in local:
            if span.opaque and markup_free(text, span.start, span.end, span.opaque) is None:
                continue  # a template placeholder
            uri = None
            for rule, trigger in gates:
                if trigger is not None and text.find(trigger, span.start, span.end) < 0:
                    continue
                uri = uri or Uri(text, span)
                for v in rule.check(uri, view):
                    found.append(Finding(rule.code, rule.name, v.start, v.end, v.message, v.fix, span.start, span.end))
        return found

    def _policy(self, filename: str, text: str = "") -> tuple[str, FilePolicy]:
        """The file type of `filename` (holding `text`) and the policy rules see for it."""
        from .scan import file_type_for

        kind = file_type_for(filename, self.file_types)
        key = (kind, is_document(kind, filename, text))
        policy = self._policies.get(key)
        if policy is None:
            policy = self._policies[key] = file_policy(kind, self.iri, filename, text)
        return kind, policy


def _first_in_uri(text: str, spans: list[UriSpan]) -> int | None:
    """The first byte that is not UTF-8 (decoded as a lone surrogate) in or
    at the end of a URI: inside a delimited one (an attribute, a string),
    right after one it stopped (past trailing punctuation trimmed off), or
    right after a "://" where none could start. Bytes away from every URI
    are no URI's (vim's Latin-1 help files: 33 findings on lines without a
    URL)."""
    from .scan.ends import TRAILING_PUNCTUATION  # what trim drops; scanning has imported it

    ordered = sorted(spans, key=lambda span: span.start)
    starts = [span.start for span in ordered]
    for found in compiled_re("[\udc80-\udcff]").finditer(text):
        at = found.start()
        index = bisect.bisect_right(starts, at) - 1
        if index >= 0:
            end = ordered[index].end
            if at <= end or (at - end <= 8 and all(map(TRAILING_PUNCTUATION.__contains__, text[end:at]))):
                return at
        if text.endswith("://", 0, at):
            return at
    return None


def _char_class(bodies: list[str]) -> regex.Pattern[str]:
    """One character class matching any character of the class `bodies`.

    Compiled with `regex`: `re` takes ~4 ms per class holding a range as
    wide as ``\\x80-\\U0010FFFF`` (non-ASCII), `regex` ~0.1 ms."""
    from .pattern_store import compiled

    joined = "".join(bodies)
    return compiled(f"[{chr(92) if joined.startswith('^') else ''}{joined}]")


def _gate(bodies: list[str]) -> re.Pattern[str]:
    """A class matching every character of the class `bodies` and any
    non-ASCII character: exact on ASCII, a superset beyond (the per-rule
    gates then decide). Written as the negation of the ASCII characters
    none of `bodies` matches, which `re` compiles in microseconds and
    searches about twice as fast as `regex` searches the exact class."""
    exact = _char_class(bodies)
    quiet = "".join(f"\\x{code:02x}" for code in range(128) if exact.match(chr(code)) is None)
    return compiled_re(f"[^{quiet}]") if quiet else compiled_re(r"[\s\S]")


class Linters:
    """Builds and reuses the Linter for each path."""

    def __init__(self, resolver: Resolver, rules: Mapping[str, Rule]) -> None:
        check_flag_selectors(resolver.flags, rules)
        self.resolver = resolver
        self.rules = rules
        self._made: dict[tuple[str | None, tuple[str, ...]], Linter] = {}
        self._of_path: dict[str, Linter] = {}  # a run asks twice per file
        self._projects: dict[tuple[object, ...], Project] = {}

    def for_path(self, path: str) -> Linter:
        linter = self._of_path.get(path)
        if linter is not None:
            return linter
        settings = self.resolver.for_path(path)
        linter = self._of_path[path] = self._linter(settings, settings.ignored_for(path) if settings.per_file_ignores else ())
        return linter

    def for_folder(self, settings: Settings) -> Linter | None:
        """The Linter of every file under `settings` (those of one folder),
        or None when per-file-ignores may give its files different ones."""
        return None if settings.per_file_ignores else self._linter(settings, ())

    def _linter(self, settings: Settings, ignored: tuple[str, ...]) -> Linter:
        key = (settings.source, ignored)
        linter = self._made.get(key)
        if linter is None:
            selected = select_rules(settings, self.rules, ignored)
            project = self._project(settings) if any(rule.project for rule in selected) else None
            linter = Linter(selected, self.rules, settings.schemes, settings.file_types, project, settings.iri)
            self._made[key] = linter
        return linter

    def reads_other_files(self) -> bool:
        """Whether a linter made so far has link rules (URI2xx), whose
        findings depend on files besides the one linted."""
        return bool(self._projects)

    def forget_paths(self) -> None:
        """Drop the per-path records, this one's and its resolver's (see
        Resolver.forget_paths); the linters themselves stay."""
        self._of_path.clear()
        self.resolver.forget_paths()

    def _project(self, settings: Settings) -> Project:
        """The link rules' view of the project of `settings` (one per config:
        folder listings and anchors are read once per run)."""
        from .links.resolve import Project

        key = (
            settings.root, settings.link_root, settings.index_files, settings.link_ignore, settings.link_extensions,
            settings.link_map, settings.link_trailing_slash, settings.link_base == "url", settings.link_lowercase,
        )
        project = self._projects.get(key)
        if project is None:
            project = self._projects[key] = Project(*key)
        return project

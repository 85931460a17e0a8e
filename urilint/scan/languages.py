"""Programming languages: which one a file or a fenced block is written in,
and the format conversions its string literals may hold.

A ``%`` conversion is format syntax only inside a string literal of a
language that has it: Python's ``%s``/``%(name)s``, the printf family of
C, Go, Java, Ruby, shell, PHP..., strftime directives (``%Y/%m/%d``) where
the language's standard library or common practice uses them, and
``%%``. Everywhere else (comments, prose, data files) ``%`` is URI content
and ``%G0`` is malformed.
"""

from __future__ import annotations

from functools import lru_cache

from ..model import HYGEN_SUFFIX
from ..pattern_store import MULTILINE, compiled_re
from ..text_memo import last_text

TYPE_CHECKING = False  # as typing's, which a run the cache answers does not import
if TYPE_CHECKING:
    import re
    from typing import Container

# Language of a source file, by extension.
BY_EXTENSION: dict[str, str] = {
    "py": "python", "pyi": "python",
    "js": "javascript", "mjs": "javascript", "cjs": "javascript", "jsx": "javascript",
    "ts": "javascript", "tsx": "javascript", "mts": "javascript", "cts": "javascript",
    "go": "go", "rs": "rust", "java": "java", "kt": "java", "kts": "java", "scala": "java",
    "groovy": "groovy", "gradle": "groovy",
    "c": "c", "h": "c", "cc": "c", "cpp": "c", "cxx": "c", "hpp": "c", "hh": "c", "m": "c",
    "cs": "csharp", "rb": "ruby", "sh": "shell", "bash": "shell", "zsh": "shell",
    "php": "php", "swift": "swift", "pl": "perl", "pm": "perl", "t": "perl", "psgi": "perl", "lua": "lua", "r": "r",
    "el": "elisp", "mm": "c", "rbi": "ruby", "sbt": "java", "ps1": "powershell", "psm1": "powershell",
    "psd1": "powershell", "fish": "shell", "zsh-theme": "shell", "dart": "javascript",
    "hs": "haskell", "jl": "julia", "nix": "nix", "ml": "ocaml", "mli": "ocaml", "clj": "clojure", "cljs": "clojure",
    "cljc": "clojure", "snap": "javascript",  # a Jest snapshot is JavaScript
    "gs": "javascript",  # Google Apps Script (sweep 160: a template literal's `\$X` was read as a raw "\")
    "bzl": "python", "bazel": "python", "star": "python",  # Starlark (Bazel): Python's syntax
    "tf": "hcl", "tfvars": "hcl", "hcl": "hcl",  # Terraform, HashiCorp's configuration language
    "awk": "perl",  # Perl's shape: "#" comments, quoted strings, printf's conversions
    "sql": "sql", "hql": "sql", "sqlx": "sql", "pgsql": "sql", "psql": "sql", "mysql": "sql", "tsql": "sql", "bq": "sql",
    "jsonnet": "python", "libsonnet": "python",  # strings '...' and "...", Python's "%" formatting
    "cue": "swift",  # CUE: "//" comments, "..." and """...""" strings, "\(x)" interpolation
    "vala": "c", "vapi": "c",  # Vala: C's comments, strings and printf formats ("...%s".printf (x))
    "d": "c", "di": "c",  # D: C's comments and strings, printf formats (format, writefln)
    "cr": "ruby",  # Crystal: Ruby's comments, strings, "#{}" and "%" formatting
    "rockspec": "lua",
    "ino": "c", "pde": "c",  # Arduino sketches: C++
    "gd": "python",  # GDScript: "#" comments, Python's strings and "%" formatting ("res://%s.po" % locale)
    "nf": "groovy",  # Nextflow: Groovy
    "sv": "c", "svh": "c",  # SystemVerilog: C's comments and strings, $display's printf formats
    "fcmacro": "python",  # a FreeCAD macro ("%2d" % part raised TypeError after a fix: sweep 98)
    # Cython and SageMath: Python's strings and "%" formatting (sweep 119: a
    # fixed "%2d" raised ValueError)
    "pyx": "python", "pxd": "python", "pxi": "python", "sage": "python", "spyx": "python",
    # Sweep 223: languages read as text until then (see LEXED_AS).
    "ex": "elixir", "exs": "elixir", "nim": "nim", "nims": "nim", "nimble": "nim", "zig": "zig", "gleam": "gleam",
    "elm": "elm", "purs": "purescript", "idr": "idris", "agda": "agda", "lean": "lean",
    "rkt": "racket", "scm": "scheme", "ss": "scheme", "lisp": "lisp", "fnl": "fennel", "bb": "clojure",
}
# Language of a Markdown fenced block, by the first word of its info string.
BY_INFO: dict[str, str] = {
    **BY_EXTENSION,
    "python": "python", "python3": "python", "py3": "python", "ipython": "python", "pycon": "python",
    "javascript": "javascript", "node": "javascript", "typescript": "javascript", "vue": "javascript",
    "golang": "go", "rust": "rust", "kotlin": "java", "groovy": "groovy", "nextflow": "groovy",
    "c++": "c", "objc": "c", "objective-c": "c", "arduino": "c", "csharp": "csharp", "c#": "csharp",
    "ruby": "ruby", "shell": "shell", "console": "shell", "shell-session": "shell", "sh-session": "shell",
    "powershell": "powershell", "pwsh": "powershell", "dockerfile": "shell", "docker": "shell", "makefile": "shell",
    "make": "shell", "perl": "perl", "swift": "swift", "lua": "lua", "rlang": "r",
    "emacs-lisp": "elisp", "elisp": "elisp", "haskell": "haskell", "julia": "julia", "nix": "nix", "dart": "javascript",
    "ocaml": "ocaml", "clojure": "clojure", "terraform": "hcl",
    "elixir": "elixir", "nim": "nim", "zig": "zig", "gleam": "gleam", "elm": "elm", "purescript": "purescript",
    "idris": "idris", "lean": "lean", "lean4": "lean", "racket": "racket", "scheme": "scheme",
    "lisp": "lisp", "common-lisp": "lisp", "fennel": "fennel",
}
# Languages whose literals and comments are lexed as a kin's, with their
# own format conversions (_CONVERSIONS; none when not listed): Elixir and
# Nim write "#" comments, '...', "..." and """-heredocs (Python's), Zig and
# Gleam "//" comments (C's), Elm, PureScript, Idris, Agda and Lean "--"
# comments (Haskell's), Racket, Scheme, Common Lisp and Fennel ";" comments
# and strings spanning lines (Clojure's). None formats with C's "%" but
# Fennel (Lua's string.format): Nim's "%" operator substitutes "$1",
# Elixir's :io_lib.format "~s", Zig's std.fmt "{s}" (sweep 224); Elixir's
# Calendar.strftime takes strftime's.
LEXED_AS: dict[str, str] = {
    "elixir": "python", "nim": "python", "zig": "c", "gleam": "c",
    "elm": "haskell", "purescript": "haskell", "idris": "haskell", "agda": "haskell", "lean": "haskell",
    "racket": "clojure", "scheme": "clojure", "lisp": "clojure", "fennel": "clojure",
}


def lexed_as(language: str) -> str:
    """The language whose literals and comments `language` writes (literals.py's family)."""
    return LEXED_AS.get(language, language)


_PERCENT = r"%%"
_PRINTF = r"%(?:[0-9]+\$)?[-#0 +']*(?:[0-9]+|\*)?(?:\.(?:[0-9]+|\*))?(?:hh|ll|[hlLqjzt])?[diouxXeEfFgGaAcspn]"
_PYTHON = (
    r"%\([A-Za-z_][A-Za-z0-9_]*\)[-#0 +]*(?:[0-9]+|\*)?(?:\.(?:[0-9]+|\*))?[diouxXeEfFgGcrsa]"
    r"|%[-#0 +]*(?:[0-9]+|\*)?(?:\.(?:[0-9]+|\*))?[diouxXeEfFgGcrsa]"
)
_GO = r"%[-+# 0]*(?:\[[0-9]+\])?(?:[0-9]+|\*)?(?:\.(?:[0-9]+|\*)?)?(?:\[[0-9]+\])?[vTtbcdoOqxXUeEfFgGsp]"
_JAVA = r"%(?:[0-9]+\$|<)?[-#+ 0,(]*[0-9]*(?:\.[0-9]+)?(?:[tT][A-Za-z]|[bBhHsScCdoxXeEfgGaAn])"
_RUBY = r"%<[A-Za-z_][A-Za-z0-9_]*>[-#0 +]*[0-9]*(?:\.[0-9]+)?[sdifxXoeEgGcbBaAp]|%\{[A-Za-z_][A-Za-z0-9_]*\}"
_JAVASCRIPT = r"%[sdifjoOc]"  # console.log, util.format
_SWIFT = r"%(?:[0-9]+\$)?@"  # an object, positional too (%1$@)
_QT = r"%L?[1-9][0-9]?"  # QString::arg's arguments
_STRFTIME = r"%[-_0^#]?[EO]?[aAbBcCdDeFgGhHIjklLmMnNpPrRsStTuUVwWxXyYzZ+]|%:z"

_CONVERSIONS: dict[str, tuple[str, ...]] = {
    "python": (_PERCENT, _PYTHON, _STRFTIME),
    "c": (_PERCENT, _PRINTF, _STRFTIME, _QT, _SWIFT),  # Objective-C's stringWithFormat: "%@" (sweep 125: msal-objc)
    "go": (_PERCENT, _GO),
    "java": (_PERCENT, _JAVA),
    "groovy": (_PERCENT, _JAVA),  # String.format
    "ruby": (_PERCENT, _RUBY, _PRINTF, _STRFTIME),
    "shell": (_PERCENT, _PRINTF, _STRFTIME),
    "php": (_PERCENT, _PRINTF, _STRFTIME),
    "perl": (_PERCENT, _PRINTF, _STRFTIME),
    "lua": (_PERCENT, _PRINTF, _STRFTIME, r"%[0-9]"),  # gsub's captures in a replacement, "https://%1/%2" (sweep 219: snacks.nvim)
    "fennel": (_PERCENT, _PRINTF, _STRFTIME, r"%[0-9]"),  # Lua's
    "elixir": (_PERCENT, _STRFTIME),  # Calendar.strftime (sweep 226); :io_lib.format writes "~s"
    "r": (_PERCENT, _PRINTF, _STRFTIME),
    "swift": (_PERCENT, _SWIFT, _PRINTF),
    "javascript": (_PERCENT, _JAVASCRIPT),  # util.format's (no width: "%7e" is written as is)
    "rust": (_PERCENT, _STRFTIME),  # format! uses {}; chrono formats dates with strftime
    "csharp": (),  # composite formatting uses {0}
    # format: printf's, and %S (prin1); format-spec's letters, any of them
    # (sweep 219: forge's "https://%h/%o/%n/issues/%i", 109 findings).
    "elisp": (_PERCENT, _PRINTF, r"%[A-Za-z]"),
    "haskell": (_PERCENT, _PRINTF),  # Text.Printf
    "julia": (_PERCENT, _PRINTF),  # Printf's @sprintf
    "nix": (),  # interpolation is ${}
    "ocaml": (_PERCENT, _PRINTF),  # Printf, Format
    "clojure": (_PERCENT, _JAVA),  # format is java.util.Formatter
    "hcl": (_PERCENT, _GO),  # Terraform's format and formatlist: Go's verbs
    "powershell": (),  # the -f operator is .NET's composite formatting: {0}
    # PostgreSQL's format() ("%s", "%I", "%L", "%1$s") and SQLite's printf()
    # (sweep 216: Supabase migrations); a LIKE pattern's "%" is its wildcard.
    # ("50%Inclusive" in a value is no %I: a letter after it ends none, sweep 220).
    "sql": (_PERCENT, r"%(?:[0-9]+\$)?-?(?:[0-9]+|\*)?[IL](?![A-Za-z])", _PRINTF),
}


# Files named without an extension that are code.
BY_FILENAME: dict[str, str] = {
    "Vagrantfile": "ruby", "Rakefile": "ruby", "Gemfile": "ruby", "Podfile": "ruby", "Fastfile": "ruby",
    "Brewfile": "ruby", "Guardfile": "ruby", "Jenkinsfile": "groovy", "nextflow.config": "groovy", "Dockerfile": "shell",
    "Containerfile": "shell", "Makefile": "shell", "GNUmakefile": "shell", "makefile": "shell",
    "SConstruct": "python", "SConscript": "python", "BUILD": "python", "WORKSPACE": "python",
    "BUCK": "python", "TARGETS": "python",  # Buck's build files: Starlark
    "Tiltfile": "python",  # Tilt's Starlark (sweep 188: its '%s' % x formats were reported as text)
    # Arch's and Alpine's package recipes: bash (sweep 193: read as text, their
    # sed lines' "|" and brace expansions' "{core,g++}" were reported).
    "PKGBUILD": "shell", "APKBUILD": "shell",
    # Shells' startup files, which dotfiles repositories keep (sweep 171: read
    # as plain text, their printf "%s" templates were reported).
    **dict.fromkeys((
        ".bashrc", ".bash_profile", ".bash_login", ".bash_logout", ".bash_aliases", ".profile", ".zshrc", ".zshenv",
        ".zprofile", ".zlogin", ".zlogout", ".kshrc", "bashrc", "bash_profile", "zshrc", "zshenv", "zprofile",
        ".aliases", ".functions", ".exports", ".bash_prompt",  # sourced by the above (mathiasbynens' dotfiles)
    ), "shell"),
}


# Template engines' extensions, written after the extension of what the
# template makes: "app.js.ejs" is JavaScript, "site.yml.j2" YAML (with
# template expressions, which every scanner keeps opaque); "in" is
# autotools', CMake's and Meson's configure_file input ("x.service.in",
# "config.h.in": "@VAR@" substituted).
TEMPLATE_EXTENSIONS = frozenset((
    "ejs", "mustache", "j2", "jinja", "jinja2", "hbs", "handlebars", "tmpl", "gotmpl", "njk", "nunjucks",
    "liquid", "twig", "erb", "tpl", "in",
))


# A copy-me file's suffix: "config.inc.php.dist" is PHP a user copies to
# "config.inc.php" (sweep 215: Roundcube's %l read as text, not PHP).
COPY_SUFFIXES = (".dist", ".sample", ".example", ".default")


def template_base(base: str) -> str:
    """`base`, Hygen's "x.md.ejs.t" read as the EJS template "x.md.ejs" it
    is, and "x.php.dist" as the "x.php" it is copied to."""
    if base.endswith(HYGEN_SUFFIX):
        return base[:-2]
    if base.endswith(COPY_SUFFIXES) and "." in (inner := base.rpartition(".")[0]).lstrip("."):
        return inner
    return base


def made_name(base: str) -> str:
    """The name of what a template file makes ("app.js" for "app.js.ejs",
    and for Hygen's "app.js.ejs.t"), or `base` itself when it is no
    template or names nothing inside."""
    base = template_base(base)
    stem, _, ext = base.rpartition(".")
    if ext.lower() in TEMPLATE_EXTENSIONS and "." in stem.lstrip("."):
        return stem
    return base


def dockerfile_variant(base: str, known: Container[str]) -> bool:
    """Whether `base` names a Dockerfile's variant ("x.Dockerfile",
    "alea-Dockerfile", "Dockerfile.vendor"), not a file of a `known`
    extension ("Dockerfile.md")."""
    return base.endswith((".Dockerfile", ".dockerfile", "-Dockerfile", "_Dockerfile")) or (
        base.startswith(("Dockerfile.", "Containerfile.")) and base.rpartition(".")[2].lower() not in known
    )


def language_of_file(filename: str) -> str:
    """The language of a source file by its name ("app.js.ejs": the
    template's), or ""."""
    base = made_name(filename.replace("\\", "/").rpartition("/")[2])
    if base in BY_FILENAME:
        return BY_FILENAME[base]
    if dockerfile_variant(base, BY_EXTENSION):
        return "shell"
    return BY_EXTENSION.get(base.rpartition(".")[2].lower(), "") if "." in base else ""


def language_of_shebang(text: str) -> str:
    """The language a ``#!`` line names (``#!/usr/bin/env ruby``), or ""."""
    line = text[2 : text.find("\n") if "\n" in text else len(text)].strip().split()
    if not line:
        return ""
    program = line[1] if line[0].endswith("/env") and len(line) > 1 else line[0].rpartition("/")[2]
    program = program.rstrip("0123456789.")
    return BY_INFO.get(program, "")


def code_language(name: str) -> str:
    """The code scanner's name for a language a fenced block names (`name`
    as fences.language_of reads it from the info string), or "" when the
    code scanner does not know it."""
    return BY_INFO.get(name.lower(), "")


# A literal that is a format string: the format argument of a printf-family
# call (C, PHP, Perl, R, shell: `*printf`; Go: `Sprintf`, `t.Errorf`...;
# Java, Ruby, Lua, Terraform: `format`; Terraform's `formatlist`;
# SystemVerilog's `$display`, `$sformatf`...; Swift's `String(format:`
# and `localizedStringWithFormat(`, Objective-C's `stringWithFormat:@`,
# `appendFormat:@` and `NSLog(@`) or of strftime (and the shell's
# `date +"..."`; a call without parentheses: the shell's `printf "..."`,
# OCaml's `Printf.sprintf "..."`), seen on the text before it on its
# line; or a literal followed by Python's or Ruby's `%` operator, Java's
# `.formatted(`, Lua's `:format(` (and `("..."):format(`: sweep 72, where
# lua5.4 refused the upper-cased "%3D").
@lru_cache(maxsize=None)
def format_patterns() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(the printf-family call before a literal, the operator after one):
    compiled on first use, as most files hold no literal with a "%"."""
    return (
        compiled_re(
            r"""(?:(?:\b(?:\w*printf|[A-Z]\w*f|format(?:list)?|\w*strftime)"""
            r"""|\$(?:display|write|strobe|monitor|fdisplay|fwrite|sformatf?|swrite|error|warning|info|fatal)[bho]?)"""
            r"""\s*\(\s*(?:(?:[^()'"\n]|\([^()'"\n]*\))*,\s*)?"""
            r"""|\b\w*printfn?\s+|\bdate\b[^\n;|&'"]*\+"""
            r"""|\b(?:format|\w*Format):\s*@?|\b(?:NSLog|\w*WithFormat)\s*\(\s*@?)\Z"""
        ),
        compiled_re(r"[ \t]*(?:%(?!=)|\)?[ \t]*[.:]format(?:ted)?\s*\()"),
    )


# Python's logging: the message is formatted with "%" when arguments follow
# it (logging.info("https://e.org/%2d", n); a fix to "-" made logging
# report "not all arguments converted", sweep 189).
_LOGGING_CALL = (
    r"""\b(?:logging|\w*log(?:ger)?|LOG(?:GER)?)\."""
    r"""(?:(?:debug|info|warning|warn|error|exception|critical|fatal)\s*\(|log\s*\(\s*[\w.]+\s*,)\s*\Z"""
)


def logged_with_arguments(text: str, quote: int, literal_end: int, line_start: int) -> bool:
    """Whether the Python string literal from `quote` to `literal_end` is
    a logging call's message with a positional argument after it (keyword
    arguments, exc_info= or structlog's key=value, format nothing; nor does
    loguru, whose fields are "{}": sweep 190)."""
    return (
        compiled_re(_POSITIONAL_AFTER).match(text, literal_end) is not None
        and compiled_re(_LOGGING_CALL).search(text, max(line_start, quote - 120), quote) is not None
        and "loguru" not in text
    )


_POSITIONAL_AFTER = r"[ \t]*,\s*(?![A-Za-z_]\w*[ \t]*=(?!=))[^\s)]"


def after_format_call(text: str, quote: int, line_start: int) -> bool:
    """Whether the string literal opening at `quote` is the format argument
    of a printf-family call, seen on its line (from `line_start`) before it,
    or on the line before when only blanks precede it (a call's arguments
    one to a line: PL/pgSQL's "format(\\n  '<a href=.../%s>'", sweep 216)."""
    floor = max(line_start, quote - FORMAT_REACH)
    if floor == line_start > 0 and not text[line_start:quote].strip():
        floor = max(text.rfind("\n", max(0, quote - FORMAT_REACH), line_start - 1) + 1, quote - FORMAT_REACH)
    return format_patterns()[0].search(text, floor, quote) is not None


FORMAT_REACH = 200  # how far before a literal its call is looked for


# A constant's name before its literal: C's "#define NAME" and "NAME[] =",
# an assignment's "NAME =" (Java's field, Go's ":=").
_NAMED_BEFORE = r"(?:^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)[ \t]+|\b([A-Za-z_]\w*)[ \t]*(?:\[\w*\])?[ \t]*:?=[ \t]*)\Z"
# How far before a literal its name is looked for (a minified file's one
# line: each literal's look is bounded).
NAME_REACH = 200
# A printf-family call's opening, and where its format stands among its
# arguments: C's snprintf(buf, n, FORMAT), fprintf(f, FORMAT), sprintf
# (C's second, PHP's and Ruby's first); Java's String.format(Locale.X, FORMAT).
_FORMAT_CALL = r"""\b(\w*printf|format(?:list)?|[A-Z]\w*f)\s*\("""
_ARGUMENT_NAME = r"[ \t]*(?:this\.|self\.)?([A-Za-z_]\w*)[ \t]*\)?[ \t]*\Z"


def _format_positions(function: str, first: str) -> tuple[int, ...]:
    """Where the format may stand among the arguments of `function` (0-based)."""
    if function.endswith("snprintf"):
        return (2,)
    if function in ("sprintf", "vsprintf"):
        return (0, 1)
    if function.endswith("fprintf") or function in ("dprintf", "asprintf", "Fprintf"):
        return (1,)
    return (0, 1) if first.lstrip().startswith("Locale") else (0,)


def named_format(text: str, quote: int, line_start: int) -> bool:
    """Whether the literal opening at `quote` is the value of a constant
    that a printf-family call of the same text takes as its format (sweep
    207: a fix turned "%2d" in a `#define` URL template, and in a Java
    field String.format took, into "-")."""
    named = compiled_re(_NAMED_BEFORE, MULTILINE).search(text, max(line_start, quote - NAME_REACH), quote)
    return named is not None and (named.group(1) or named.group(2)) in _formatted_names(text)


@last_text
def _formatted_names(text: str) -> frozenset[str]:
    """The names that printf-family calls in `text` take as formats."""
    names: set[str] = set()
    argument = compiled_re(_ARGUMENT_NAME)
    for call in compiled_re(_FORMAT_CALL).finditer(text):
        line_end = text.find("\n", call.end())
        arguments = text[call.end() : call.end() + 200 if line_end < 0 else min(line_end, call.end() + 200)].split(",", 3)
        for position in _format_positions(call.group(1), arguments[0]):
            named = argument.match(arguments[position]) if position < len(arguments) else None
            if named is not None:
                names.add(named.group(1))
    return frozenset(names)


# Inside a template expression ({{ printf "http://h:%s/" .port }}, Jinja's
# "%s" | format): the printf family and Go's verbs.
TEMPLATE = "template"
_CONVERSIONS[TEMPLATE] = (_PERCENT, _PRINTF, _GO)
# The format of sprintf-js's sprintf and vsprintf in JavaScript: C's printf
# ("%3d" a width-3 integer: a fix to "%3D" made sprintf throw, sweep 189).
JAVASCRIPT_PRINTF = "javascript-printf"
_CONVERSIONS[JAVASCRIPT_PRINTF] = (_PERCENT, _PRINTF)
_SPRINTF_CALL = r"\b(?:v?sprintf|printf)\s*\(\s*\Z"


def sprintf_call(text: str, quote: int, line_start: int) -> bool:
    """Whether the string literal opening at `quote` is the first argument
    of a printf-family call (sprintf-js's, in JavaScript)."""
    return compiled_re(_SPRINTF_CALL).search(text, max(line_start, quote - 40), quote) is not None


# In Qt's own files (a Linguist .ts, a Designer .ui): QString::arg's "%1".
QT = "qt"
_CONVERSIONS[QT] = (_QT,)


@lru_cache(maxsize=None)
def conversions(language: str) -> re.Pattern[str] | None:
    """One format conversion in a string literal of `language`, or None
    when it has none."""
    parts = _CONVERSIONS.get(language, ())
    return compiled_re("|".join(parts)) if parts else None

"""Findings, fixes and messages that were wrong on real repositories and
on files of their real shapes, found from 2026-11-29's fourth session on
(sweep 223 on, and the left-alone classes of sweeps 216-222).

Evidence in the sweeps' repro folders (/work/sweepNN/repro), not in the repo.
"""

from __future__ import annotations

import pytest

from helpers import assert_triaged

# Ruby's %r{...} regex with escaped colons: "(http\://|https\://)" is an
# alternation of two schemes, as the Vim form with "\|" (sweep 216:
# puppetlabs-stdlib's loadjson.rb and loadyaml.rb, vendored into many
# Puppet control repositories). A gradle-wrapper.properties' escaped colon
# before a host still gives its URI.
RUBY_ESCAPED_COLON_ALTERNATION = (
    "if (match = args[0].match(%r{(http\\://|https\\://)(.*):(.*)@(.*)}))\n"
    "  url = \"#{match[1]}#{match[4]}\"\n"
    "end\n"
    "other = %r{(ftp\\://)|x}\n"
)
GRADLE_ESCAPED_COLON = "distributionUrl=https\\://services.gradle.org/distributions/gradle-8.5-bin%2ezip\n"

# A docstring's line, lexed alone, is code; its string may still be
# %-formatted after its close (sweep 216: apache/infrastructure-puppet's
# createconfluence.cgi, a Python CGI script). One not formatted keeps its
# finding.
PYTHON_DOCSTRING_FORMAT = (
    "def done(requser, space):\n"
    "    send(\"%s@apache.org\" % requser,\n"
    "\"\"\"\n"
    "As requested by %s@apache.org, a new space is at:\n"
    "https://cwiki.apache.org/confluence/display/%s\n"
    "\"\"\" % (requser, space))\n"
    "HELP = \"\"\"\n"
    "See https://e.org/100%zz\n"
    "\"\"\"\n"
)

# SQL's LIKE pattern quoted in a string spanning lines: the quoted URL's
# line, lexed alone, is a literal (or code) after LIKE (sweep 216:
# gigascience/gigadb-website's migrations; Rails' execute <<-SQL). Its
# "%" is the wildcard; elsewhere its "%" are still read as escapes.
SQL_LIKE_IN_LONG_STRING = (
    "<?php\n"
    "$this->execute(\"UPDATE image\n"
    "    SET url = REPLACE(url, 'http://gigadb.org/','https://cdn.example.net/images/')\n"
    "    WHERE url LIKE 'http://gigadb.org/%';\");\n"
    "$other = \"SELECT 'http://e.org/a%2fb%'\n"
    "  FROM t\";\n"
)
SQL_LIKE_IN_HEREDOC = (
    "execute <<-SQL\n"
    "  UPDATE t SET url = replace(url, 'http://a.com/', 'https://a.com/') WHERE url LIKE 'http://a.com/%';\n"
    "SQL\n"
)

# Envoy's and Istio's command operators, substituted before the value is
# used (sweep 216: kyma-project/istio's ext-authz tutorial, the common
# oauth2-proxy recipe). A hex pair before "(" is still an escape.
ENVOY_OPERATORS = (
    "redirect_uri: \"%REQ(x-forwarded-proto)%://%REQ(:authority)%/callback\"\n"
    "x-auth-request-redirect: \"https://%REQ(:authority)%%REQ(x-envoy-original-path?:path)%\"\n"
    "text_format: \"[%START_TIME%] https://%REQ(:AUTHORITY)%%REQ(X-ENVOY-ORIGINAL-PATH?:PATH)% %RESPONSE_CODE%\\n\"\n"
    "dated: \"https://e.org/%START_TIME(%Y-%m-%d)%/%REQ(USER-AGENT):10%/x\"\n"
    "other: \"https://e.org/%C3(x)%/a%zz\"\n"
)

# Languages read as text until sweep 223, now lexed as a kin's (Elixir and
# Nim as Python, Zig as C, babashka as Clojure): their literals' template
# expressions, format calls and comparisons are read as in other code.
# Nim's strformat holes (nim-lang/nimble's download.nim), Zig's std.fmt
# fill and alignment (zls), babashka's (format "...%s...") and an Elixir
# regex sigil (ex_doc's templates_test.exs) are no URIs' text; an Elixir
# comparison gets no safe fix; a Nim "##" doc comment is no ad-block rule.
NIM_STRFORMAT = (
    "proc getRevision(url, commit: string): string =\n"
    "  let apiUrl =\n"
    "    &\"https://api.github.com/repos/{extractOwnerAndRepo(url)}/commits/{commit}\"\n"
    "  let b = fmt\"https://example.com/{name[0]}/{x.len+1}\"\n"
    "## See https://graphics.stanford.edu/%7Eseander/bithacks.html\n"
)
ZIG_FMT = (
    "pub fn url(a: std.mem.Allocator, y: u32, m: u32) ![]u8 {\n"
    "    return std.fmt.allocPrint(a, \"https://archive.example.com/{d:0>4}/{d:0>2}/index.json\", .{ y, m });\n"
    "}\n"
    "// https://e.org/a%2fb\n"
)
BABASHKA_FORMAT = (
    "(let [os \"linux\"\n"
    "      source (URL. (format \"https://github.com/babashka/babashka/releases/download/v0.0.78/babashka-0.0.78-%s-amd64.zip\" os))]\n"
    "  (println source))\n"
)
ELIXIR_ROUTER = (
    "defmodule Router do\n"
    "  def check(url), do: url == \"https://api.example.com/v1/a%2fb\"\n"
    "  test \"search engine url\" do\n"
    "    assert content =~ ~r{data-engine-url=\"https://google.com/\\?q=\"}\n"
    "  end\n"
    "  @doc \"\"\"\n"
    "  See https://hexdocs.pm/plug/Plug.Conn.html#%7Econtent\n"
    "  \"\"\"\n"
    "end\n"
)

# Scala's f"..." interpolator: "$y%2d" formats y as a number of width 2
# (a safe fix to "$y-" dropped the formatting; "%2F" fails to compile).
# An s"..." literal's "%2d" is an escape.
SCALA_F_INTERPOLATOR = (
    "object Tiles {\n"
    "  def tile(z: Int, x: Int, y: Int): String = f\"https://tile.example.com/$z/$x/$y%2d.png\"\n"
    "  def coords(lat: Double, lon: Double): String = f\"https://example.com/api?lat=$lat%2f&lon=$lon%2f\"\n"
    "  def plain(x: Int): String = s\"https://example.com/$x/a%2d\"\n"
    "}\n"
)

# cmd.exe's current folder, "%cd%", before a path: a GitHub Actions step
# with "shell: cmd" (sweep 223: ocaml/opam's main.yml). Before two hex
# digits it may be an escape and is still read as one.
CMD_CURRENT_FOLDER = (
    "    - name: opam init\n"
    "      shell: cmd\n"
    "      run: opam init --yes --bare default git+file://%cd%/../../../opam-repository#abc\n"
    "other: https://e.org/%cd%2F\n"
)

# Guards of sweep 224's over-reaches (pair probes), each kept reported:
# prose's "like" before a quoted URL (a docstring's, a shell's, and
# PowerShell's -like, where "%" is no wildcard) is no SQL LIKE; Nim's "%"
# operator, Elixir's :io_lib.format and Zig's std.fmt are no printf; an
# escape before capitals and "(...)" is no Envoy operator.
LIKE_IN_PROSE = (
    "def fetch(url):\n"
    "    \"\"\"Fetch a page.\n"
    "\n"
    "    Pass a URL like 'https://example.com/%7euser/a%2fb'.\n"
    "    \"\"\"\n"
)
POWERSHELL_LIKE = 'if ($url -like "https://example.com/%7euser*") { Write-Host "match" }\n'
NIM_FORMATS = (
    "import strutils\n"
    "let a = \"https://example.com/%7euser/$1\" % [name]\n"
    "let c = \"https://example.com/%7ecarl/$#\".format(name)\n"
    "let d = \"\"\"\n"
    "https://example.com/%7Edave/$1\n"
    "\"\"\" % [name]\n"
)
ELIXIR_IO_LIB = (
    "defmodule Client do\n"
    "  def url(x), do: :io_lib.format(\"https://example.com/%7euser/~s\", [x])\n"
    "end\n"
)
ESCAPE_BEFORE_PARENTHESES = (
    "See [the film](https://fr.example.org/wiki/%C9COLE_(film)%20x) and\n"
    "<https://example.com/wiki/SOME%C2%A0THING_(a%20b)%2c_x>.\n"
)

# FORD (the Fortran documentation generator) replaces a destination's
# leading |url| or |page|, and markdown-include (FORD, MkDocs) a {!file!};
# a safe fix to "%7Curl%7C/page/..." broke every link of json-fortran's
# site (sweep 225: 13 safe hunks). A bar elsewhere is still reported.
FORD_PAGE = (
    "Please read the [LICENSE](|url|/page/development-resources/LICENSE.html) before using\n"
    "[Releases](|page|/releases/index.html), found [here](https://jacobwilliams.github.io/json-fortran/prev/{!.VERSION!}/index.html)\n"
    "[fonts](https://fonts.example.com/css?family=A|B)\n"
)
# MATLAB's sprintf in a .m file read as text: "%2d" is a width-2 integer
# (sweep 225: a safe fix to "-" shifted sprintf's arguments).
MATLAB_SPRINTF = (
    "function s = retrieveObservationData(tFpsYear, doy, markerId)\n"
    "s = sprintf('ftp://www.ngs.noaa.gov/cors/rinex/%4d/%03d/%4s/',...\n"
    "    tFpsYear,doy,markerId);\n"
    "url = sprintf('https://example.org/api/%s/day/%2d/data.csv', id, day);\n"
    "% see https://example.org/a%2fb\n"
    "end\n"
)

# Perl's chained dereference with a variable key, interpolated (sweep 225:
# ejabberd's tools/update-deps-releases.pl); a ">" after it is still raw.
PERL_CHAINED_ARROWS = (
    "for my $dep (sort keys %$top_deps) {\n"
    "    my $res = $ua->head(\"https://hex.pm/packages/$dep/$git_info->{$dep}->{last_tag}\");\n"
    "    my $u = \"https://e.org/$a->{$b}->{c}/x>y\";\n"
    "}\n"
)

# Delphi's Format shape: a literal followed by its open array of arguments
# (sweep 225: mORMot2's FormatUtf8 and TSynLog.Log, whose bare "%" is a
# placeholder; 14 findings). A literal with none keeps its findings.
PASCAL_FORMATS = (
    "begin\n"
    "  TSynLog.Add.Log(sllInfo, '  GET    http://localhost:%/api/users/<id>', [fHttpServer.Port]);\n"
    "  result := FormatUtf8('http://localhost:%/root', [fHttpServer.Port]);\n"
    "  s := Format('https://e.org/%s/%2d', [a, b]);\n"
    "  t := 'https://e.org/a%2fb';\n"
    "  u := Concat('https://e.org/100%', x);\n"
    "end.\n"
)

# A build's replacement token between double bars: weaviate's docs
# ("||site.go_client_version||", replaced by its remark plugin: a safe fix
# to "%7C%7C..." would have published a 404) and RusPiRo's CI
# ("||VERSION||", half encoded as "%7C|VERSION|%7C"); FORD's |media| inside
# a path (sweep 227). A single lower-case |name| is still reported.
DOUBLE_BAR_TOKENS = (
    "go get github.com/weaviate/weaviate-go-client/v5@v||site.go_client_version||\n"
    "See [go.mod](https://github.com/weaviate/weaviate-go-client/blob/v||site.go_client_version||/go.mod).\n"
    "[docs](https://docs.rs/ruspiro-boot/||VERSION||) and ![plot](../|media|/basic-1.svg)\n"
    "[release](https://github.com/org/repo/archive/refs/tags/v|version|.tar.gz)\n"
)

# Pair 226's probes: lower-case SQL on a line of a long string keeps its
# LIKE wildcards after "where" and a column (not after "and": prose's "and
# URLs like '...'", sweep 228; its "a URL like" stays no LIKE either:
# LIKE_IN_PROSE); Elixir's Calendar.strftime takes strftime's directives;
# "%cd%" after a host is an escape and a "%".
SQL_LOWER_LIKE = (
    "def stale_links(cur):\n"
    "    cur.execute(\"\"\"\n"
    "        select id from links\n"
    "        where url like 'https://%.example.com/%'\n"
    "          and ref not like 'http://%'\n"
    "    \"\"\")\n"
)
ELIXIR_STRFTIME = 'def url(d), do: Calendar.strftime(d, "https://archive.example.com/%Y/%m/%d/index.html")\n'
CD_AFTER_HOST = 'link = "https://example.com/%cd%/page"\n'

# Sweep 228's guards: prose of SQL's shape in a docstring or heredoc keeps
# its findings; a Pascal literal before a set or an options array
# (StringReplace's [rfReplaceAll], TRegEx.Match's [roIgnoreCase], a test
# helper's [1, 2]) is no format.
PROSE_AND_LIKE = (
    "def fetch(url):\n"
    "    \"\"\"Fetch a page.\n"
    "\n"
    "    Accepts absolute URLs and paths like 'https://example.com/caf%C3%a9'.\n"
    "    \"\"\"\n"
)
PASCAL_NOT_FORMATS = (
    "begin\n"
    "  S := StringReplace(T, '{home}', 'https://example.com/caf%e9', [rfReplaceAll]);\n"
    "  R := TRegEx.Match(T, 'https://example.com/a%2fb', [roIgnoreCase]);\n"
    "  Check('https://example.com/caf%e9', [1, 2]);\n"
    "  S := Format('https://example.com/%s/%d', [a, b]);\n"
    "end.\n"
)

# A LIKE pattern bound to its parameter or passed to an ORM's like (pair
# 226's probes of Rails, GORM, Ecto, Sequelize, Laravel and DB-API): its
# "%" are wildcards. A value bound to "=" is a URI and keeps its finding.
ORM_LIKE_PATTERNS = (
    "Link.where(\"url LIKE ?\", \"https://%.example.com/%\")\n"
    "DB::table('links')->where('url', 'LIKE', 'https://%.example.com/%')->get();\n"
    "cur.execute(\"SELECT id FROM links WHERE url LIKE %s\", (\"https://%.example.com/%\",))\n"
    "rows = Link.findAll({ where: { url: { [Op.like]: 'https://%.example.com/%' } } })\n"
    "Link.where(\"url = ?\", \"https://e.org/a%2fb\")\n"
)

SWEEP223_CASES = [
    (RUBY_ESCAPED_COLON_ALTERNATION, 'lib/puppet/parser/functions/loadjson.rb', [],
     None,
     None),
    (GRADLE_ESCAPED_COLON, 'gradle/wrapper/gradle-wrapper.properties', [(1, 74, 'URI002')],
     'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.5-bin.zip\n',
     'distributionUrl=https\\://services.gradle.org/distributions/gradle-8.5-bin.zip\n'),
    (PYTHON_DOCSTRING_FORMAT, 'tools/createconfluence.py', [(8, 22, 'URI006')],
     None,
     'def done(requser, space):\n    send("%s@apache.org" % requser,\n"""\nAs requested by %s@apache.org, a new space is at:\nhttps://cwiki.apache.org/confluence/display/%s\n""" % (requser, space))\nHELP = """\nSee https://e.org/100%25zz\n"""\n'),
    (SQL_LIKE_IN_HEREDOC, 'db/migrate/20170426132341_update_url.rb', [],
     None,
     None),
    (SQL_LIKE_IN_LONG_STRING, 'protected/migrations/m220218_062834_update_url_image_tab.php', [(5, 33, 'URI001'), (5, 37, 'URI006')],
     '<?php\n$this->execute("UPDATE image\n    SET url = REPLACE(url, \'http://gigadb.org/\',\'https://cdn.example.net/images/\')\n    WHERE url LIKE \'http://gigadb.org/%\';");\n$other = "SELECT \'http://e.org/a%2Fb%\'\n  FROM t";\n',
     '<?php\n$this->execute("UPDATE image\n    SET url = REPLACE(url, \'http://gigadb.org/\',\'https://cdn.example.net/images/\')\n    WHERE url LIKE \'http://gigadb.org/%\';");\n$other = "SELECT \'http://e.org/a%2Fb%25\'\n  FROM t";\n'),
    (ENVOY_OPERATORS, 'envoy/envoy.yaml', [(5, 23, 'URI007'), (5, 29, 'URI006')],
     None,
     'redirect_uri: "%REQ(x-forwarded-proto)%://%REQ(:authority)%/callback"\nx-auth-request-redirect: "https://%REQ(:authority)%%REQ(x-envoy-original-path?:path)%"\ntext_format: "[%START_TIME%] https://%REQ(:AUTHORITY)%%REQ(X-ENVOY-ORIGINAL-PATH?:PATH)% %RESPONSE_CODE%\\n"\ndated: "https://e.org/%START_TIME(%Y-%m-%d)%/%REQ(USER-AGENT):10%/x"\nother: "https://e.org/%C3(x)%25/a%25zz"\n'),
    (NIM_STRFORMAT, 'src/nimblepkg/download.nim', [(5, 38, 'URI002')],
     'proc getRevision(url, commit: string): string =\n  let apiUrl =\n    &"https://api.github.com/repos/{extractOwnerAndRepo(url)}/commits/{commit}"\n  let b = fmt"https://example.com/{name[0]}/{x.len+1}"\n## See https://graphics.stanford.edu/~seander/bithacks.html\n',
     'proc getRevision(url, commit: string): string =\n  let apiUrl =\n    &"https://api.github.com/repos/{extractOwnerAndRepo(url)}/commits/{commit}"\n  let b = fmt"https://example.com/{name[0]}/{x.len+1}"\n## See https://graphics.stanford.edu/~seander/bithacks.html\n'),
    (ZIG_FMT, 'src/archive.zig', [(4, 19, 'URI001')],
     'pub fn url(a: std.mem.Allocator, y: u32, m: u32) ![]u8 {\n    return std.fmt.allocPrint(a, "https://archive.example.com/{d:0>4}/{d:0>2}/index.json", .{ y, m });\n}\n// https://e.org/a%2Fb\n',
     'pub fn url(a: std.mem.Allocator, y: u32, m: u32) ![]u8 {\n    return std.fmt.allocPrint(a, "https://archive.example.com/{d:0>4}/{d:0>2}/index.json", .{ y, m });\n}\n// https://e.org/a%2Fb\n'),
    (BABASHKA_FORMAT, 'test/babashka/scripts/download_and_extract_zip.bb', [],
     None,
     None),
    (ELIXIR_ROUTER, 'lib/router.ex', [(2, 59, 'URI001'), (7, 46, 'URI002')],
     'defmodule Router do\n  def check(url), do: url == "https://api.example.com/v1/a%2fb"\n  test "search engine url" do\n    assert content =~ ~r{data-engine-url="https://google.com/\\?q="}\n  end\n  @doc """\n  See https://hexdocs.pm/plug/Plug.Conn.html#~content\n  """\nend\n',
     'defmodule Router do\n  def check(url), do: url == "https://api.example.com/v1/a%2Fb"\n  test "search engine url" do\n    assert content =~ ~r{data-engine-url="https://google.com/\\?q="}\n  end\n  @doc """\n  See https://hexdocs.pm/plug/Plug.Conn.html#~content\n  """\nend\n'),
    (SCALA_F_INTERPOLATOR, 'src/main/scala/Tiles.scala', [(4, 57, 'URI002')],
     'object Tiles {\n  def tile(z: Int, x: Int, y: Int): String = f"https://tile.example.com/$z/$x/$y%2d.png"\n  def coords(lat: Double, lon: Double): String = f"https://example.com/api?lat=$lat%2f&lon=$lon%2f"\n  def plain(x: Int): String = s"https://example.com/$x/a-"\n}\n',
     'object Tiles {\n  def tile(z: Int, x: Int, y: Int): String = f"https://tile.example.com/$z/$x/$y%2d.png"\n  def coords(lat: Double, lon: Double): String = f"https://example.com/api?lat=$lat%2f&lon=$lon%2f"\n  def plain(x: Int): String = s"https://example.com/$x/a-"\n}\n'),
    (CMD_CURRENT_FOLDER, '.github/workflows/main.yml', [(4, 22, 'URI007')],
     None,
     None),
    (LIKE_IN_PROSE, 'app/fetch.py', [(4, 42, 'URI002'), (4, 51, 'URI001')],
     'def fetch(url):\n    """Fetch a page.\n\n    Pass a URL like \'https://example.com/~user/a%2Fb\'.\n    """\n',
     'def fetch(url):\n    """Fetch a page.\n\n    Pass a URL like \'https://example.com/~user/a%2Fb\'.\n    """\n'),
    (POWERSHELL_LIKE, 'scripts/check.ps1', [(1, 37, 'URI002')],
     'if ($url -like "https://example.com/~user*") { Write-Host "match" }\n',
     'if ($url -like "https://example.com/~user*") { Write-Host "match" }\n'),
    (NIM_FORMATS, 'src/urls.nim', [(2, 30, 'URI002'), (3, 30, 'URI002'), (5, 21, 'URI002')],
     'import strutils\nlet a = "https://example.com/~user/$1" % [name]\nlet c = "https://example.com/~carl/$#".format(name)\nlet d = """\nhttps://example.com/~dave/$1\n""" % [name]\n',
     'import strutils\nlet a = "https://example.com/~user/$1" % [name]\nlet c = "https://example.com/~carl/$#".format(name)\nlet d = """\nhttps://example.com/~dave/$1\n""" % [name]\n'),
    (ELIXIR_IO_LIB, 'lib/client.ex', [(2, 55, 'URI002')],
     'defmodule Client do\n  def url(x), do: :io_lib.format("https://example.com/~user/~s", [x])\nend\n',
     'defmodule Client do\n  def url(x), do: :io_lib.format("https://example.com/~user/~s", [x])\nend\n'),
    (ESCAPE_BEFORE_PARENTHESES, 'docs/links.md', [(1, 44, 'URI007'), (2, 50, 'URI001')],
     'See [the film](https://fr.example.org/wiki/%C9COLE_(film)%20x) and\n<https://example.com/wiki/SOME%C2%A0THING_(a%20b)%2C_x>.\n',
     'See [the film](https://fr.example.org/wiki/%C3%89COLE_(film)%20x) and\n<https://example.com/wiki/SOME%C2%A0THING_(a%20b)%2C_x>.\n'),
    (FORD_PAGE, 'pages/index.md', [(3, 47, 'URI004')],
     'Please read the [LICENSE](|url|/page/development-resources/LICENSE.html) before using\n[Releases](|page|/releases/index.html), found [here](https://jacobwilliams.github.io/json-fortran/prev/{!.VERSION!}/index.html)\n[fonts](https://fonts.example.com/css?family=A%7CB)\n',
     'Please read the [LICENSE](|url|/page/development-resources/LICENSE.html) before using\n[Releases](|page|/releases/index.html), found [here](https://jacobwilliams.github.io/json-fortran/prev/{!.VERSION!}/index.html)\n[fonts](https://fonts.example.com/css?family=A%7CB)\n'),
    (MATLAB_SPRINTF, 'matlab/retrieveObservationData.m', [(5, 28, 'URI001')],
     "function s = retrieveObservationData(tFpsYear, doy, markerId)\ns = sprintf('ftp://www.ngs.noaa.gov/cors/rinex/%4d/%03d/%4s/',...\n    tFpsYear,doy,markerId);\nurl = sprintf('https://example.org/api/%s/day/%2d/data.csv', id, day);\n% see https://example.org/a%2Fb\nend\n",
     "function s = retrieveObservationData(tFpsYear, doy, markerId)\ns = sprintf('ftp://www.ngs.noaa.gov/cors/rinex/%4d/%03d/%4s/',...\n    tFpsYear,doy,markerId);\nurl = sprintf('https://example.org/api/%s/day/%2d/data.csv', id, day);\n% see https://example.org/a%2Fb\nend\n"),
    (PERL_CHAINED_ARROWS, 'tools/update-deps-releases.pl', [(3, 43, 'URI004')],
     None,
     'for my $dep (sort keys %$top_deps) {\n    my $res = $ua->head("https://hex.pm/packages/$dep/$git_info->{$dep}->{last_tag}");\n    my $u = "https://e.org/$a->{$b}->{c}/x%3Ey";\n}\n'),
    (PASCAL_FORMATS, 'src/server.pas', [(5, 24, 'URI001'), (6, 33, 'URI006')],
     "begin\n  TSynLog.Add.Log(sllInfo, '  GET    http://localhost:%/api/users/<id>', [fHttpServer.Port]);\n  result := FormatUtf8('http://localhost:%/root', [fHttpServer.Port]);\n  s := Format('https://e.org/%s/%2d', [a, b]);\n  t := 'https://e.org/a%2Fb';\n  u := Concat('https://e.org/100%', x);\nend.\n",
     "begin\n  TSynLog.Add.Log(sllInfo, '  GET    http://localhost:%/api/users/<id>', [fHttpServer.Port]);\n  result := FormatUtf8('http://localhost:%/root', [fHttpServer.Port]);\n  s := Format('https://e.org/%s/%2d', [a, b]);\n  t := 'https://e.org/a%2Fb';\n  u := Concat('https://e.org/100%25', x);\nend.\n"),
    (DOUBLE_BAR_TOKENS, 'docs/client-libraries/go.md', [(4, 58, 'URI004')],
     'go get github.com/weaviate/weaviate-go-client/v5@v||site.go_client_version||\nSee [go.mod](https://github.com/weaviate/weaviate-go-client/blob/v||site.go_client_version||/go.mod).\n[docs](https://docs.rs/ruspiro-boot/||VERSION||) and ![plot](../|media|/basic-1.svg)\n[release](https://github.com/org/repo/archive/refs/tags/v%7Cversion%7C.tar.gz)\n',
     'go get github.com/weaviate/weaviate-go-client/v5@v||site.go_client_version||\nSee [go.mod](https://github.com/weaviate/weaviate-go-client/blob/v||site.go_client_version||/go.mod).\n[docs](https://docs.rs/ruspiro-boot/||VERSION||) and ![plot](../|media|/basic-1.svg)\n[release](https://github.com/org/repo/archive/refs/tags/v%7Cversion%7C.tar.gz)\n'),
    (ELIXIR_STRFTIME, 'lib/archive.ex', [],
     None,
     None),
    (CD_AFTER_HOST, 'app/links.py', [(1, 29, 'URI007'), (1, 32, 'URI006')],
     None,
     'link = "https://example.com/%cd%25/page"\n'),
    (SQL_LOWER_LIKE, 'app/links.py', [(5, 36, 'URI006')],
     None,
     'def stale_links(cur):\n    cur.execute("""\n        select id from links\n        where url like \'https://%.example.com/%\'\n          and ref not like \'http://%25\'\n    """)\n'),
    (PROSE_AND_LIKE, 'app/fetch.py', [(4, 69, 'URI001')],
     'def fetch(url):\n    """Fetch a page.\n\n    Accepts absolute URLs and paths like \'https://example.com/caf%C3%A9\'.\n    """\n',
     'def fetch(url):\n    """Fetch a page.\n\n    Accepts absolute URLs and paths like \'https://example.com/caf%C3%A9\'.\n    """\n'),
    (PASCAL_NOT_FORMATS, 'src/u.pas', [(2, 59, 'URI007'), (3, 46, 'URI001'), (4, 33, 'URI007')],
     "begin\n  S := StringReplace(T, '{home}', 'https://example.com/caf%e9', [rfReplaceAll]);\n  R := TRegEx.Match(T, 'https://example.com/a%2Fb', [roIgnoreCase]);\n  Check('https://example.com/caf%e9', [1, 2]);\n  S := Format('https://example.com/%s/%d', [a, b]);\nend.\n",
     "begin\n  S := StringReplace(T, '{home}', 'https://example.com/caf%C3%A9', [rfReplaceAll]);\n  R := TRegEx.Match(T, 'https://example.com/a%2Fb', [roIgnoreCase]);\n  Check('https://example.com/caf%C3%A9', [1, 2]);\n  S := Format('https://example.com/%s/%d', [a, b]);\nend.\n"),
    (ORM_LIKE_PATTERNS, 'app/models/link.rb', [(5, 39, 'URI001')],
     'Link.where("url LIKE ?", "https://%.example.com/%")\nDB::table(\'links\')->where(\'url\', \'LIKE\', \'https://%.example.com/%\')->get();\ncur.execute("SELECT id FROM links WHERE url LIKE %s", ("https://%.example.com/%",))\nrows = Link.findAll({ where: { url: { [Op.like]: \'https://%.example.com/%\' } } })\nLink.where("url = ?", "https://e.org/a%2Fb")\n',
     'Link.where("url LIKE ?", "https://%.example.com/%")\nDB::table(\'links\')->where(\'url\', \'LIKE\', \'https://%.example.com/%\')->get();\ncur.execute("SELECT id FROM links WHERE url LIKE %s", ("https://%.example.com/%",))\nrows = Link.findAll({ where: { url: { [Op.like]: \'https://%.example.com/%\' } } })\nLink.where("url = ?", "https://e.org/a%2Fb")\n'),
]


@pytest.mark.parametrize("text, filename, expected, fixed, unsafe", SWEEP223_CASES)
def test_triaged(text: str, filename: str, expected: list[tuple[int, int, str]],
                 fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)

"""SQL's LIKE patterns in code: a literal that a LIKE takes as its
pattern holds "%" as the wildcard, not as an escape's start (``'%2f'`` is
anything, then "2f"), so its "%" are format fields of their own kind.

Told by what stands before the literal: in a SQL file the LIKE keyword;
in any language an ORM's like call or a pattern bound to a LIKE's
parameter; inside a literal, SQL's quote right after LIKE; and on a line
of a string spanning lines (lexed alone: a literal of its own, or code)
SQL's LIKE in capitals, or "like" after "where", "when" or "having".
"""

from __future__ import annotations

from ..pattern_store import compiled_re
from .literals import LITERAL, Token

# SQL: a literal after LIKE (ILIKE, RLIKE, SIMILAR TO, LIKE ANY (...),
# PostgreSQL's ~~ and ~ operators; on the same line or the next) is a
# pattern, "%" its wildcard (or a regular expression's plain "%").
LIKE = r"(?i)(?:\b(?:[IR]?LIKE|SIMILAR\s+TO)(?:\s+(?:ANY|ALL|SOME)\s*\((?:\s*'[^'\n]*'\s*,)*)?|!?~~?\*?)\s*\Z"
WILDCARD = compiled_re("%")
# SQL in another language's string (a TypeScript sql`...` template:
# "WHEN ${url} LIKE 'https://%' THEN"): the quoted pattern right after LIKE.
LIKE_QUOTED = r"(?i)\b(?:[IR]?LIKE|SIMILAR\s+TO)\s*['\"]%?\Z"
# The same where a line of a string spanning lines is lexed alone: SQL's
# capitals (not PowerShell's "-like"), or "like" after "where", "when" or
# "having" and a column ("where url not like '...'"). Not prose's "a URL
# like '...'", nor its "and URLs like '...'" (sweep 228).
SQL_LIKE_QUOTED = (
    r"(?:(?<![-\w])(?:[IR]?LIKE|SIMILAR\s+TO)\s*['\"]"
    r"|(?i:\b(?:where|when|having)\s+[\w.\[\]`\"]+\s+(?:not\s+)?[ir]?like\s*'))%?\Z"
)
# An ORM's LIKE: SQLAlchemy's .like( and .ilike(, Arel's .matches(,
# Laravel's where('path', 'like', 's3://%') (koel, rubygems.org, lobsters;
# sweep 135); a pattern bound to a LIKE's parameter, Rails' and GORM's
# where("url LIKE ?", "https://%"), Ecto's like(l.url, "..."), Sequelize's
# [Op.like]: '...' (sweep 226).
LIKE_CALL = (
    r"(?i)(?:\.(?:not_?)?i?like\(|\.(?:does_not_)?match(?:es)?\(|['\"](?:not\s+)?i?like['\"]\s*,"
    r"|\b[IR]?LIKE\s+(?:\?|\$[0-9]+|:\w+|%s)\s*['\"]\s*,\s*\(?|\bi?like\(\s*[\w.\[\]:]+\s*,\s*\^?"
    r"|\[Op\.(?:not)?i?like\]\s*:)\s*\Z"
)
# How far before a literal its LIKE is looked for.
REACH = 80


def is_like_pattern(text: str, start: int, token: Token | None, family: str) -> bool:
    """Whether the URI at `start` (in `token`, a literal or comment of
    language `family`, or None: code) is a LIKE pattern."""
    if token is not None and token.kind == LITERAL:
        before = text[max(0, token.start - REACH) : token.start]
        if family == "sql" and compiled_re(LIKE).search(before):
            return True
        if ("ike" in before or "IKE" in before or "atch" in before) and compiled_re(LIKE_CALL).search(before):
            return True
        if (
            start > token.content_start and text[start - 1] in "'\"%"
            and compiled_re(LIKE_QUOTED).search(text[max(0, start - REACH) : start])
        ):
            return True
    # On a line of a string spanning lines, lexed alone, the SQL quote is the
    # literal's (or the line is code): a migration's execute("UPDATE ...\n
    # WHERE url LIKE 'http://a/%'") (sweep 216). There SQL's capitals are
    # asked, or a clause's keyword: prose's "a URL like '...'" is none.
    return (
        (token is None or start == token.content_start) and text[start - 1 : start] in ("'", '"', "%")
        and _sql_like_before(text, start)
    )


def _sql_like_before(text: str, start: int) -> bool:
    """Whether SQL's LIKE and its quote stand right before `start`
    (SQL_LIKE_QUOTED). Looked for with str.find first: most quoted URIs
    have none."""
    floor = max(0, start - REACH)
    if text.find("LIKE", floor, start) < 0 and text.find("SIMILAR", floor, start) < 0 and text.find("like", floor, start) < 0:
        return False
    return compiled_re(SQL_LIKE_QUOTED).search(text[floor:start]) is not None

"""Findings and fixes that were wrong on sweep 43 (2026-11-27: template
languages; 50 package trees and 31 real lines found by code search, the
fetch quota spent). Real lines: FreeMarker directives in the attributes of
Spring Boot's .html templates (17 of 19 got safe fixes; FreeMarker 2.3.31
printed the encoded tag into the link), JSP tag libraries in href values
(11 of 12; Jasper refused the page: "The end tag </c:if is unbalanced").
Evidence in /work/sweep43/repro, not in the repo."""

from __future__ import annotations

import pytest

from helpers import assert_triaged

FREEMARKER = (
    '<a href="${base}/<#if loginUser.U_TYPE!="1">executeLogin<#else>index</#if>">x</a>\n'
    '<a href="<#if (pageNumber > 0)>skus?page=${pageNumber-1}</#if>">prev</a>\n'
    "<a href=\"<@spring.url '/css/app.css'/>\">f3</a>\n"
)
JSP = (
    '<a href="/students/page/1?<c:if test="${keyword != null}">keyword=${keyword}</c:if>">First</a>\n'
    '<a href="/languages/delete/<c:out value="${language.id}"/>">Delete</a>\n'
)
# A real tag with a namespace prefix is markup, and a raw space in a link is still encoded.
CONTROL = '<a href="https://e.com/a b">x</a> <svg:a href="https://e.com/%7e">y</svg:a>\n'

CASES = [
    (FREEMARKER, "header.html", [], None, None),
    (JSP, "page.jsp", [], None, None),
    (CONTROL, "page.html", [(1, 25, "URI004"), (1, 62, "URI002")],
     CONTROL.replace("a b", "a%20b").replace("%7e", "~"), CONTROL.replace("a b", "a%20b").replace("%7e", "~")),
]


@pytest.mark.parametrize(("text", "filename", "expected", "fixed", "unsafe"), CASES)
def test_sweep43_case(text: str, filename: str, expected: list[tuple[int, int, str]], fixed: str | None, unsafe: str | None) -> None:
    assert_triaged(text, filename, expected, fixed, unsafe)

"""Tiny GitHub API client used by the release tooling.

API docs: ⟦https://docs.github.com/en/rest?apiVersion=2022-11-28⟧.
Rate limits are described at ⟦https://docs.github.com/en/rest/using-the-rest-api/rate-limits-for-the-rest-api⟧,
and pagination (the ``Link`` header) at ⟦https://docs.github.com/en/rest/using-the-rest-api/using-pagination-in-the-rest-api#using-link-headers⟧.
"""

from __future__ import annotations

import os
from urllib.parse import urljoin

import requests

API = os.environ.get("GITHUB_API_URL", "⟦https://api.github.com⟧")
UPLOADS = '⟦https://uploads.github.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}⟧'
USER_AGENT = "quarry-release/0.9 (+⟦https://github.com/quarry-dev/quarry⟧)"


class GitHub:
    def __init__(self, token: str, owner: str, repo: str) -> None:
        self.session = requests.Session()
        self.session.headers["Authorization"] = f"Bearer {token}"
        self.owner, self.repo = owner, repo

    def issues(self, state: str = "open", page: int = 1):
        url = f"⟦https://api.github.com/repos/{self.owner}/{self.repo}/issues?state={state}&page={page}⟧"
        return self.session.get(url, timeout=10).json()

    def release(self, tag: str):
        # GET /repos/{owner}/{repo}/releases/tags/{tag}
        return self.session.get(urljoin(API, f"/repos/{self.owner}/{self.repo}/releases/tags/{tag}"))

    def compare_url(self, base: str, head: str) -> str:
        return "⟦https://github.com/%s/%s/compare/%s...%s⟧" % (self.owner, self.repo, base, head)

    def raw_url(self, path: str, ref: str = "main") -> str:
        return "⟦https://raw.githubusercontent.com/%(owner)s/%(repo)s/%(ref)s/%(path)s⟧" % {
            "owner": self.owner, "repo": self.repo, "ref": ref, "path": path,
        }

    def avatar(self, login: str) -> str:
        return "⟦https://avatars.githubusercontent.com/{login}?s=64⟧".format(login=login)


def docs_link(anchor: str) -> str:
    """Return the manual URL for ``anchor`` (see ⟦https://quarry.readthedocs.io/en/latest/⟧)."""
    # Note: "http://" + host is assembled elsewhere; don't hard-code it here.
    return "⟦https://quarry.readthedocs.io/en/latest/release.html#⟧" + anchor


if __name__ == "__main__":  # pragma: no cover
    gh = GitHub(os.environ["GITHUB_TOKEN"], "quarry-dev", "quarry")
    print(gh.compare_url("v0.9.0", "v0.9.1"))  # -> ⟦https://github.com/quarry-dev/quarry/compare/v0.9.0...v0.9.1⟧
    print("see https:// for details")  # not a URL: nothing after //

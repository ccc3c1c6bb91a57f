"""The documents hold together: every relative link and image in README.md and docs/*.md leads to
a file of the repository (and a `#section` to a heading of that page), and nothing in the README,
docs/ or game/ sends a reader to the specs outside the repository."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from urllib.parse import unquote

import pytest

from conftest import REPO

DOCS = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]

# Record documents that the engine of their game brings with it: a link to one may point ahead
# while the game's package is not in the repository yet, and must resolve once it is.
PENDING = {
    "docs/shanghai-rummy-record.md": "game/shanghai_rummy",
    "docs/penny-shanghai-record.md": "game/penny_shanghai",
}

_FENCE = re.compile(r"^(```|~~~).*?^\1[^\n]*$", re.M | re.S)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_CODE_SPAN = re.compile(r"(`+)(?!`).*?(?<!`)\1(?!`)", re.S)
_INLINE = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+\"[^\"]*\")?\s*\)")
_REFERENCE = re.compile(r"^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)", re.M)
_HTML = re.compile(r"<(?:img|a)\b[^>]*?\b(?:src|href)\s*=\s*[\"']([^\"']+)[\"']", re.I)
_HEADING = re.compile(r"^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$", re.M)
_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
# The folder beside the repository that holds the specs and rules: named as a path, or joined as a
# pathlib part. (Spelt in two pieces so that a grep for the path finds no pointer here.)
_OUTSIDE = "sha" + "red"
_SHARED = re.compile(rf"(?<![\w.-]){_OUTSIDE}/|[\"']{_OUTSIDE}[\"']\s*/", re.I)


def _prose(text: str) -> str:
    """The text with code blocks, code spans and HTML comments blanked out (links there are not links)."""
    for pattern in (_FENCE, _COMMENT, _CODE_SPAN):
        text = pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    return text


def links(text: str) -> list[str]:
    """Every link and image target of a Markdown text, in order."""
    prose = _prose(text)
    found = [m.group(1) for pattern in (_INLINE, _REFERENCE, _HTML) for m in pattern.finditer(prose)]
    return [target[1:-1] if target.startswith("<") else target for target in found]


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link in a heading counts by its text
    text = "".join(ch for ch in text.lower()
                   if ch in " -_" or unicodedata.category(ch)[0] in "LNM")
    return text.replace(" ", "-")


def anchors(text: str) -> set[str]:
    """The anchors of a Markdown text's headings (repeated headings get -1, -2, ...)."""
    seen: dict[str, int] = {}
    result = set()
    for match in _HEADING.finditer(_prose(text)):
        base = slug(match.group(1))
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else f"{base}-{count}")
    return result


def broken(doc: Path, text: str | None = None) -> list[str]:
    """The relative links of a document (its `text`, else read from `doc`) that lead nowhere, with the reason."""
    if text is None:
        text = doc.read_text(encoding="utf-8")
    here = doc.resolve()
    faults = []
    for target in links(text):
        if _SCHEME.match(target) or target.startswith("//"):
            continue  # another site: not this test's business
        path_part, _, fragment = unquote(target).partition("#")
        dest = (here.parent / path_part).resolve() if path_part else here
        try:
            name = dest.relative_to(REPO).as_posix()
        except ValueError:
            faults.append(f"{target}: outside the repository")
            continue
        if not dest.exists() and dest != here:
            package = PENDING.get(name)
            if package is None or (REPO / package).exists():
                faults.append(f"{target}: no such file ({name})")
            continue
        if fragment and dest.suffix == ".md" and fragment not in anchors(
                text if dest == here else dest.read_text(encoding="utf-8")):
            faults.append(f"{target}: no heading '#{fragment}' in {name}")
    return faults


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.relative_to(REPO).as_posix())
def test_every_relative_link_and_image_resolves(doc):
    assert broken(doc) == []


def test_the_readme_links_the_documents_and_shows_a_screenshot():
    readme = links((REPO / "README.md").read_text(encoding="utf-8"))
    assert any(target.endswith(".png") for target in readme)
    for page in (REPO / "docs").glob("*.md"):
        assert f"docs/{page.name}" in readme, f"README.md does not link docs/{page.name}"


def _text_files():
    yield from DOCS
    for path in sorted((REPO / "game").rglob("*")):
        if path.is_file() and path.suffix in {".py", ".md", ".txt", ".json", ".toml", ".js", ".mjs", ".html"}:
            yield path


def test_nothing_points_at_the_specs_outside_the_repository():
    found = []
    for path in _text_files():
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if _SHARED.search(line):
                found.append(f"{path.relative_to(REPO).as_posix()}:{number}: {line.strip()}")
    assert found == []


def test_the_checks_catch_what_they_are_for():
    """A broken link or image, a missing heading and a pointer outside the repository are all caught."""
    page = REPO / "docs" / "probe.md"  # a page as if in docs/: its links resolve from there
    text = "# Probe\n[gone](missing.md) ![pic](screenshots/none.png) [ok](ai.md#the-levels) [bad](ai.md#nowhere)\n" \
           "`[in code](missing.md)` <!-- [hidden](missing.md) --> [out](../../etc/passwd) [web](https://x.org)\n" \
           "[here](#probe) [not here](#elsewhere) <img src=\"../docs/screenshot.png\">\n"
    assert links(text) == ["missing.md", "screenshots/none.png", "ai.md#the-levels", "ai.md#nowhere",
                           "../../etc/passwd", "https://x.org", "#probe", "#elsewhere", "../docs/screenshot.png"]
    faults = broken(page, text)
    assert [f.split(":")[0] for f in faults] == ["missing.md", "screenshots/none.png", "ai.md#nowhere",
                                                 "../../etc/passwd", "#elsewhere"]
    assert _SHARED.search(f"see ../{_OUTSIDE}/spec/game-record.md") and _SHARED.search(f'ROOT / "{_OUTSIDE}" / "x"')
    assert not _SHARED.search(f"a {_OUTSIDE} game") and not _SHARED.search(f"un{_OUTSIDE}/x")
    assert slug("Replays and statistics") == "replays-and-statistics"
    assert slug("The AI in the browser") == "the-ai-in-the-browser"
    assert slug("Top level (version 1.0)") == "top-level-version-10"

"""The README, CONTRIBUTING.md, ARCHITECTURE.md, CHANGES.md and docs/ hold together: every
link leads to a file of the repository and to a heading that is there, no text sends the
reader outside the repository, headings go down one level at a time, and the README stays
a page a player reads through."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
PAGES = sorted([ROOT / "README.md", ROOT / "CONTRIBUTING.md", ROOT / "ARCHITECTURE.md",
                ROOT / "CHANGES.md", *(ROOT / "docs").glob("*.md")])
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")
README_WORDS = 4_500
"""About a quarter of an hour's reading; the maintainers' material lives elsewhere."""


def unfenced(text: str) -> str:
    """The text without its fenced blocks (a ``#`` there is no heading)."""
    return re.sub(r"^( *)```.*?^\1```", "", text, flags=re.DOTALL | re.MULTILINE)


def prose(text: str) -> str:
    """The text without fenced blocks and code spans, where brackets are not links."""
    return re.sub(r"`[^`\n]*`", "", unfenced(text))


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to -."""
    text = heading.strip().lower().replace("`", "")
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def headings(text: str) -> list[tuple[int, str]]:
    found = re.findall(r"^(#{1,6}) (.+)$", unfenced(text), flags=re.MULTILINE)
    return [(len(marks), title) for marks, title in found]


def anchors(path: Path) -> set[str]:
    seen: dict[str, int] = {}
    result = set()
    for _, title in headings(path.read_text(encoding="utf-8")):
        base = slug(title)
        count = seen.get(base, 0)
        seen[base] = count + 1
        result.add(base if count == 0 else f"{base}-{count}")
    return result


def name(path: Path) -> str:
    return str(path.relative_to(ROOT))


@pytest.mark.parametrize("page", PAGES, ids=name)
def test_every_link_leads_to_a_file_and_a_heading_in_the_repository(page: Path) -> None:
    broken = []
    for target in LINK.findall(prose(page.read_text(encoding="utf-8"))):
        if re.match(r"[a-z]+:", target):
            continue  # a web address
        file_part, _, anchor = target.partition("#")
        linked = (page.parent / file_part).resolve() if file_part else page
        outside = not linked.is_relative_to(ROOT) or not linked.exists()
        if outside or (anchor and linked.suffix == ".md" and anchor not in anchors(linked)):
            broken.append(target)
    assert broken == []


def test_a_broken_anchor_or_file_is_caught(tmp_path: Path) -> None:
    assert slug("Tile set: `dq-tileset/1`") == "tile-set-dq-tileset1"
    assert slug("Where to add…") == "where-to-add"
    assert slug("The rooms of `dq_desktop/ui`") == "the-rooms-of-dq_desktopui"
    assert "learning-from-a-game" in anchors(ROOT / "README.md")
    assert "no-such-heading" not in anchors(ROOT / "README.md")


@pytest.mark.parametrize("page", PAGES, ids=name)
def test_nothing_points_outside_the_repository(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    assert "../shared" not in text and "/work/" not in text


@pytest.mark.parametrize("page", PAGES, ids=name)
def test_headings_go_down_one_level_at_a_time(page: Path) -> None:
    levels = [level for level, _ in headings(page.read_text(encoding="utf-8"))]
    assert levels and levels[0] == 1
    jumps = [(a, b) for a, b in itertools.pairwise(levels) if b > a + 1]
    assert jumps == []


def test_the_readme_is_a_players_page() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(prose(text).split()) < README_WORDS
    assert max(level for level, _ in headings(text)) <= 3
    for section in ("Installing", "Playing", "Your files", "Playing without sight",
                    "Learning from a game", "Rules notes", "The command line"):
        assert (2, section) in headings(text), section


def test_every_page_of_docs_is_listed_in_its_index() -> None:
    index = (ROOT / "docs" / "README.md").read_text(encoding="utf-8")
    listed = {target for target in LINK.findall(index)}
    pages = {path.name for path in (ROOT / "docs").glob("*.md")} - {"README.md"}
    assert pages <= listed

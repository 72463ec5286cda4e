"""CHANGES.md is the changelog (Keep a Changelog): the metainfo's release notes and About's
"what is new" are made from it and kept equal to it; the version moves with a release, and
a release tag names a version CHANGES.md has released with nothing left unreleased."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from dq_desktop import __version__
from dq_desktop.ui.dialogs import release_notes
from tests.packaging.scripts import load

ROOT = Path(__file__).resolve().parents[2]

changelog = load("changelog")
recipes = load("recipes")

SMALL = """# Changelog

Words before the first section are the reader's, not a release's.

## [Unreleased]

### Added

- A `dq-desktop` command that
  goes on a second line.

### Fixed

- Something mended.

## [1.2.0] - 2027-03-01

A paragraph.

### Changed

- One change.

## [1.1.0] - 2027-01-01

### Added

- The first thing.
"""


def sections(text: str = SMALL) -> list:  # type: ignore[type-arg]
    return changelog.parse(text, "CHANGES.md")


def test_the_sections_entries_and_kinds_are_read_in_order() -> None:
    unreleased, newer, older = sections()
    assert (unreleased.version, unreleased.released) == ("Unreleased", False)
    assert unreleased.changes == (
        ("Added", ("A `dq-desktop` command that goes on a second line.",)),
        ("Fixed", ("Something mended.",)),
    )
    assert (newer.version, newer.date, newer.paragraph) == ("1.2.0", "2027-03-01", "A paragraph.")
    assert older.changes == (("Added", ("The first thing.",)),)
    assert changelog.plain(unreleased.changes[0][1][0]).startswith("A dq-desktop command")


@pytest.mark.parametrize(
    ("text", "complaint"),
    [
        (SMALL.replace("### Fixed", "### Mended"), "'Mended' is none of"),
        (SMALL.replace("## [1.1.0] - 2027-01-01", "## 1.1.0"), "a section is"),
        (SMALL.replace("Something mended.", "Something *mended*."), "no Markdown but `code`"),
        (SMALL.replace("- One change.", "One change."), "only entries"),
        (SMALL.replace("2027-03-01", "2026-03-01").replace("[1.2.0]", "[1.0.0]"),
         "newest first"),
        (SMALL.replace("## [Unreleased]\n", ""), "the first section is '## [Unreleased]'"),
        (SMALL.replace("### Fixed\n\n- Something mended.\n", "### Fixed\n"),
         "without entries"),
        (SMALL.replace("### Added\n\n- A `dq", "### Fixed\n\n- A `dq"), "a second '### Fixed'"),
    ],
)
def test_a_changelog_it_cannot_read_truly_is_refused_with_its_place(
    text: str, complaint: str
) -> None:
    with pytest.raises(changelog.ChangelogError, match=re.escape(complaint)):
        sections(text)


def test_the_metainfo_lists_the_released_versions_only_newest_first() -> None:
    releases = ET.fromstring(changelog.metainfo_releases(sections()))
    assert [(r.get("version"), r.get("date")) for r in releases] == [
        ("1.2.0", "2027-03-01"), ("1.1.0", "2027-01-01")]
    newest = releases[0].find("description")
    assert newest is not None
    assert [element.tag for element in newest] == ["p", "p", "ul"]
    assert [element.text for element in newest][:2] == ["A paragraph.", "Changed:"]
    assert [item.text for item in newest.iter("li")] == ["One change."]


def test_about_gets_the_unreleased_entries_and_the_named_release() -> None:
    module = changelog.notes_module(sections())
    ast.parse(module)
    assert '"Unreleased"' in module and '"1.2.0"' in module and '"1.1.0"' not in module
    assert 'translate("WhatsNew", "A dq-desktop command that goes on a second "' in module
    assert all(len(line) <= 100 for line in module.splitlines())


def test_a_long_entry_is_cut_into_literals_that_join_into_it() -> None:
    words = " ".join(f"word{n}" for n in range(60))
    call = changelog._translated(words, 24)
    pieces = ast.parse(call).body[0].value.args[1]  # type: ignore[attr-defined]
    assert ast.literal_eval(pieces) == words
    assert all(24 + len(line.lstrip()) <= 100 for line in call.splitlines())


def test_the_metainfo_and_abouts_notes_are_made_from_changes_md() -> None:
    assert changelog.check(changelog.read()) == [], "run python packaging/changelog.py"


def test_abouts_notes_read_as_changes_md_writes_them() -> None:
    read = changelog.read()
    expected = [(s.version, changelog.plain(s.paragraph),
                 [(kind, [changelog.plain(e) for e in entries]) for kind, entries in s.changes])
                for s in (read[0], changelog.release(read, __version__)) if not s.empty]
    assert [(v, p, [(k, list(e)) for k, e in c]) for v, p, c in release_notes.sections()] \
        == expected


def test_the_program_version_is_the_newest_release() -> None:
    assert changelog.release(changelog.read()).version == __version__
    assert changelog.program_version() == __version__


def test_a_version_that_did_not_move_with_its_release_is_reported(tmp_path: Path) -> None:
    text = SMALL.replace("## [1.2.0]", "## [0.2.0]").replace("## [1.1.0]", "## [0.0.1]")
    problems = changelog.check(changelog.parse(text))
    assert any("__version__ is" in problem for problem in problems)


def test_a_release_tag_names_the_version_released_with_nothing_left_unreleased() -> None:
    released = SMALL.replace(SMALL[SMALL.index("### Added"):SMALL.index("## [1.2.0]")], "")
    assert changelog.check_release("v1.2.0", sections(released), "1.2.0") == "1.2.0"
    with pytest.raises(changelog.ChangelogError, match="does not name this version"):
        changelog.check_release("v9.0.0", sections(released), "1.2.0")
    with pytest.raises(changelog.ChangelogError, match="does not name this version"):
        changelog.check_release("1.2.0", sections(released), "1.2.0")  # without the v
    with pytest.raises(changelog.ChangelogError, match=r"the newest release is not 1\.3\.0"):
        changelog.check_release("v1.3.0", sections(released), "1.3.0")
    with pytest.raises(changelog.ChangelogError, match="still under Unreleased"):
        changelog.check_release("v1.2.0", sections(), "1.2.0")


def test_the_recipes_tag_check_refuses_a_tag_of_another_version() -> None:
    with pytest.raises(recipes.RecipeError, match="does not name this version"):
        recipes.check_tag("v99.0.0")


def test_a_releases_notes_for_github_are_its_section_of_changes_md() -> None:
    notes = changelog.release_markdown(sections(), "1.2.0")
    assert notes == "## Don Quixote 1.2.0 (2027-03-01)\n\nA paragraph.\n\n### Changed\n\n" \
        "- One change.\n"
    assert recipes.release_notes(__version__).startswith(f"## Don Quixote {__version__} (")

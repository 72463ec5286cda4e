"""CHANGES.md is the changelog; the metainfo's releases and About's notes are made from it.

A change is written into CHANGES.md as it lands, under ``## [Unreleased]`` (Keep a
Changelog: ``### Added``, ``### Changed``, ``### Fixed``, …). From that file this
script writes

- the ``<releases>`` of the AppStream metainfo (``packaging/linux/*.metainfo.xml``):
  every released version, newest first. The Unreleased section is left out: AppStream
  wants a date on every release, and software centres show what was released;
- ``dq_desktop/ui/dialogs/release_notes.py``, what About shows, each entry a
  translatable text: the Unreleased entries (a build between two releases) and the
  newest release's (``dq_desktop.__version__`` names it, and moves with it).

    python packaging/changelog.py             # write both from CHANGES.md
    python packaging/changelog.py check       # status 1 when either differs from it
    python packaging/changelog.py notes [V]   # a release's notes as Markdown (the newest)

Cutting a release is in docs/releasing.md. Standard library only: it runs with
whatever Python the build machine has.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path
from xml.sax.saxutils import escape, quoteattr

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
CHANGES = ROOT / "CHANGES.md"
METAINFO = PACKAGING / "linux" / "io.github.dq_desktop.DonQuixote.metainfo.xml"
NOTES_MODULE = ROOT / "dq_desktop" / "ui" / "dialogs" / "release_notes.py"
VERSION_FILE = ROOT / "dq_desktop" / "__init__.py"

KINDS = ("Added", "Changed", "Deprecated", "Removed", "Fixed", "Security")
"""Keep a Changelog's kinds of change, in the order a section lists them."""
UNRELEASED = "Unreleased"
RELEASE_HEADING = re.compile(r"## \[(?P<version>\d+\.\d+\.\d+)\] - (?P<date>\d{4}-\d{2}-\d{2})")
MARKUP = re.compile(r"[*<>\[\]\\]")
"""Markdown beyond `code`: About and the metainfo show the entries as plain text."""


class ChangelogError(Exception):
    """CHANGES.md (or a file made from it) is not as this script reads or writes it."""


@dataclass(frozen=True)
class Section:
    """One ``## [...]`` section: a release, or the changes not released yet."""

    version: str
    """``Unreleased`` or ``X.Y.Z``."""
    date: str
    """``YYYY-MM-DD``; empty for Unreleased."""
    paragraph: str
    """What the section says before its kinds of change (may be empty)."""
    changes: tuple[tuple[str, tuple[str, ...]], ...]
    """(kind, its entries), in the order of ``KINDS``; entries as written (with `code`)."""
    markdown: str
    """The section's body as CHANGES.md has it (for a GitHub release)."""

    @property
    def released(self) -> bool:
        return self.version != UNRELEASED

    @property
    def empty(self) -> bool:
        return not self.paragraph and not self.changes


def plain(text: str) -> str:
    """An entry as About and the metainfo show it: `code` loses its back-ticks."""
    return text.replace("`", "")


def read(path: Path = CHANGES) -> list[Section]:
    """The sections of CHANGES.md, Unreleased first, then the releases newest first."""
    return parse(path.read_text(encoding="utf-8"), path.name)


def parse(text: str, source: str = "CHANGES.md") -> list[Section]:
    starts = [number for number, line in enumerate(text.splitlines()) if line.startswith("## ")]
    lines = text.splitlines()
    sections = []
    for index, start in enumerate(starts):
        end = starts[index + 1] if index + 1 < len(starts) else len(lines)
        sections.append(_section(lines, start, end, source))
    _check_order(sections, source)
    return sections


def _section(lines: list[str], start: int, end: int, source: str) -> Section:
    heading = lines[start]
    where = f"{source}:{start + 1}"
    if heading == f"## [{UNRELEASED}]":
        version, date = UNRELEASED, ""
    elif found := RELEASE_HEADING.fullmatch(heading):
        version, date = found["version"], found["date"]
    else:
        raise ChangelogError(f"{where}: a section is '## [Unreleased]' or "
                             f"'## [X.Y.Z] - YYYY-MM-DD', not {heading!r}")
    paragraph: list[str] = []
    changes: dict[str, list[str]] = {}
    kind: str | None = None
    for number in range(start + 1, end):
        line, here = lines[number], f"{source}:{number + 1}"
        if not line.strip():
            continue
        if line.startswith("### "):
            kind = line[4:].strip()
            if kind not in KINDS:
                raise ChangelogError(f"{here}: {kind!r} is none of {', '.join(KINDS)}")
            if kind in changes:
                raise ChangelogError(f"{here}: a second '### {kind}' in {version}")
            changes[kind] = []
        elif kind is None:
            paragraph.append(line.strip())
        elif line.startswith("- "):
            changes[kind].append(line[2:].strip())
        elif line.startswith("  ") and changes[kind]:
            changes[kind][-1] += " " + line.strip()
        else:
            raise ChangelogError(f"{here}: under '### {kind}' only entries ('- ', continued "
                                 "by lines indented two spaces)")
    for entry in [*paragraph, *(e for entries in changes.values() for e in entries)]:
        if MARKUP.search(entry):
            raise ChangelogError(f"{where}: {entry[:40]!r}…: no Markdown but `code` "
                                 "(About and the metainfo show plain text)")
    if any(not entries for entries in changes.values()):
        raise ChangelogError(f"{where}: a kind of change without entries in {version}")
    ordered = tuple((k, tuple(changes[k])) for k in KINDS if k in changes)
    if list(changes) != [k for k, _ in ordered]:
        raise ChangelogError(f"{where}: kinds of change in the order {', '.join(KINDS)}")
    body = "\n".join(lines[start + 1:end]).strip("\n")
    return Section(version, date, " ".join(paragraph), ordered, body + "\n" if body else "")


def _check_order(sections: list[Section], source: str) -> None:
    if not sections or sections[0].version != UNRELEASED:
        raise ChangelogError(f"{source}: the first section is '## [{UNRELEASED}]'")
    releases = sections[1:]
    if any(not section.released for section in releases):
        raise ChangelogError(f"{source}: one '## [{UNRELEASED}]' section, the first")
    keys = [(_number(section.version), section.date) for section in releases]
    if keys != sorted(keys, reverse=True) or len(set(keys)) != len(keys):
        raise ChangelogError(f"{source}: releases newest first, each once, dates with them")
    if any(section.empty for section in releases):
        raise ChangelogError(f"{source}: a release without notes")


def _number(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def release(sections: list[Section], version: str | None = None) -> Section:
    """The release ``version`` (the newest when ``None``)."""
    for section in sections[1:]:
        if version is None or section.version == version:
            return section
    raise ChangelogError(f"CHANGES.md: no release {version or 'at all'}")


def program_version(path: Path = VERSION_FILE) -> str:
    found = re.search(r'^__version__ = "([^"]+)"$', path.read_text(encoding="utf-8"), re.MULTILINE)
    if found is None:
        raise ChangelogError(f"{path.name}: no __version__")
    return found[1]


# --- the GitHub release -------------------------------------------------------------------


def check_release(tag: str, sections: list[Section], version: str) -> str:
    """A release tag is ``v`` and the program's ``version``, which CHANGES.md has released
    with nothing left under Unreleased; returns the version."""
    if tag != f"v{version}":
        raise ChangelogError(f"the tag {tag} does not name this version of dq-desktop "
                             f"(dq_desktop.__version__ is {version}: tag v{version})")
    if release(sections).version != version:
        raise ChangelogError(f"CHANGES.md: the newest release is not {version} "
                             "(docs/releasing.md)")
    if not sections[0].empty:
        raise ChangelogError("CHANGES.md: changes still under Unreleased; a release moves "
                             "them under its new version (docs/releasing.md)")
    return version



def release_markdown(sections: list[Section], version: str | None = None) -> str:
    """A release's notes as CHANGES.md writes them, under its name and date."""
    section = release(sections, version)
    return f"## Don Quixote {section.version} ({section.date})\n\n{section.markdown}"


# --- the metainfo -------------------------------------------------------------------------


def metainfo_releases(sections: list[Section], indent: str = "  ") -> str:
    """The metainfo's ``<releases>`` element, every released version newest first."""
    lines = [f"{indent}<releases>"]
    for section in sections[1:]:
        inner = indent * 4
        lines.append(f"{indent * 2}<release version={quoteattr(section.version)} "
                     f"date={quoteattr(section.date)} type=\"stable\">")
        lines.append(f"{indent * 3}<description>")
        if section.paragraph:
            lines.append(f"{inner}<p>{escape(plain(section.paragraph))}</p>")
        for kind, entries in section.changes:
            lines.append(f"{inner}<p>{kind}:</p>")
            lines.append(f"{inner}<ul>")
            lines += [f"{inner}{indent}<li>{escape(plain(entry))}</li>" for entry in entries]
            lines.append(f"{inner}</ul>")
        lines.append(f"{indent * 3}</description>")
        lines.append(f"{indent * 2}</release>")
    lines.append(f"{indent}</releases>")
    return "\n".join(lines)


def metainfo_with_releases(metainfo: str, sections: list[Section]) -> str:
    """The metainfo's text with its ``<releases>`` element made from ``sections``."""
    found = re.search(r"^( *)<releases>.*?</releases>$", metainfo, re.MULTILINE | re.DOTALL)
    if found is None:
        raise ChangelogError(f"{METAINFO.name}: no <releases> element to fill in")
    return metainfo[:found.start()] + metainfo_releases(sections) + metainfo[found.end():]


# --- About --------------------------------------------------------------------------------

NOTES_HEADER = '''"""What About shows as new, made from CHANGES.md by ``packaging/changelog.py``.

Do not edit: write the change into CHANGES.md and run that script; then bring the
catalogues up to date (``python i18n/catalogues.py update``) and translate the new texts.
``tests/packaging/test_changelog.py`` keeps this file equal to CHANGES.md.
"""

from __future__ import annotations

from dq_desktop.ui.common.text import translate

'''


def notes_module(sections: list[Section]) -> str:
    """``release_notes.py``: the Unreleased section's and the newest release's entries."""
    shown = [section for section in (sections[0], release(sections)) if not section.empty]
    out = [NOTES_HEADER,
           "def sections() -> list[tuple[str, str, list[tuple[str, list[str]]]]]:",
           '    """(``Unreleased`` or the version, its paragraph, [(kind, entries)]), in the '
           'current', '    language."""', "    return ["]
    for section in shown:
        paragraph = _translated(plain(section.paragraph), 12) if section.paragraph else '""'
        out += ["        (", f"            {_literal(section.version)},",
                f"            {paragraph},", "            ["]
        for kind, entries in section.changes:
            out += ["                (", f"                    {_literal(kind)},",
                    "                    ["]
            out += [f"                        {_translated(plain(entry), 24)},"
                    for entry in entries]
            out += ["                    ],", "                ),"]
        out += ["            ],", "        ),"]
    out.append("    ]")
    return "\n".join(out) + "\n"


def _literal(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _translated(text: str, indent: int, width: int = 96) -> str:
    """``translate("WhatsNew", "…")``, the text cut at spaces into literals that fit."""
    room = width - indent - len('translate("WhatsNew", ') - 2
    pieces, piece = [], ""
    for word in text.split(" "):
        if piece and len(_literal(piece + word)) > room:
            pieces.append(piece)
            piece = ""
        piece += word + " "
    pieces.append(piece[:-1])
    joined = ("\n" + " " * (indent + len('translate("WhatsNew", '))).join(
        _literal(p) for p in pieces)
    return f'translate("WhatsNew", {joined})'


# --- the command line ---------------------------------------------------------------------


def made(sections: list[Section]) -> dict[Path, str]:
    """Each file made from CHANGES.md, with the text it should hold."""
    metainfo = METAINFO.read_text(encoding="utf-8")
    return {METAINFO: metainfo_with_releases(metainfo, sections),
            NOTES_MODULE: notes_module(sections)}


def check(sections: list[Section]) -> list[str]:
    """What disagrees with CHANGES.md (empty when nothing does)."""
    problems = [f"{path.relative_to(ROOT)} differs from CHANGES.md: "
                "run python packaging/changelog.py"
                for path, text in made(sections).items()
                if not path.is_file() or path.read_text(encoding="utf-8") != text]
    newest = release(sections).version
    if program_version() != newest:
        problems.append(f"dq_desktop.__version__ is {program_version()}, the newest release in "
                        f"CHANGES.md {newest}: they move together (docs/releasing.md)")
    return problems


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "write"
    try:
        sections = read()
        if command == "write":
            for path, text in made(sections).items():
                path.write_text(text, encoding="utf-8")
                print(f"changelog: wrote {path.relative_to(ROOT)}")
        elif command == "check":
            problems = check(sections)
            for problem in problems:
                print(f"changelog: {problem}", file=sys.stderr)
            return 1 if problems else 0
        elif command == "notes":
            print(release_markdown(sections, argv[1] if len(argv) > 1 else None), end="")
        else:
            print("usage: changelog.py [write|check|notes [VERSION]]", file=sys.stderr)
            return 2
    except (ChangelogError, OSError) as error:
        print(f"changelog: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

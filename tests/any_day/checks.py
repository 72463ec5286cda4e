"""What every case asserts of a run: what was set aside is kept whole and said once."""

from __future__ import annotations

from pathlib import Path

from tests.any_day.program import Program
from tests.any_day.variants import MAX_WORDS, Case


def set_aside_copies(file: Path) -> list[Path]:
    """The dated copies of ``file`` the program made (``NAME.bad-DATE.EXT``)."""
    return sorted(file.parent.glob(f"{file.stem}.bad-*{file.suffix}"))


def check_set_aside(program: Program, file: Path, case: Case) -> Path | None:
    """The file was moved aside when the case says so, kept whole, and said once, naming
    the fault's place; no message quotes a file at length. Returns the copy, if any."""
    moved = set_aside_copies(file)
    if case.set_aside is True:
        assert len(moved) == 1, f"{file.name} should have been set aside: {program.words}"
    if case.set_aside is False:
        assert moved == [], f"{file.name} should have been used: {program.words}"
        assert program.told_about(file.name) == 0, program.words
    for copy in moved:
        assert copy.read_bytes() == case.content, "the file set aside is not the file read"
        assert program.told_about(copy.name) == 1, f"said {program.told_about(copy.name)} " \
            f"times, not once: {program.words}"
        [message] = [said.text for said in program.said if copy.name in said.text]
        assert file.name in message
        for words in case.says:
            assert words in message, f"{words!r} not named in: {message}"
    if not moved and case.set_aside is None:
        for words in case.says:  # kept, but what could not be used is said
            assert words in program.words, f"{words!r} not named in: {program.words}"
    for said in program.said:
        assert len(said.text) <= MAX_WORDS, f"a message of {len(said.text)} characters"
    return moved[0] if moved else None

"""A player who chose no name: one word on every record, whatever the language.

Rules checked: the program's own name is kept as "You"; the words older versions wrote
in French and German ("Vous", "Sie") mean the same; any other name is the player's, kept
as typed.
"""

from __future__ import annotations

from dq_desktop.formats.player_names import PROGRAM_NAME, chose_no_name, kept_name


def test_the_programs_name_in_any_language_is_kept_in_english() -> None:
    assert PROGRAM_NAME == "You"
    assert [kept_name(name) for name in ("You", "Vous", "Sie")] == ["You"] * 3
    assert all(chose_no_name(name) for name in ("You", "Vous", "Sie"))


def test_a_name_of_the_players_own_is_kept_as_typed() -> None:
    for name in ("Ana", "you", "Sie ", "Vous-même", "Dulcinée"):
        assert not chose_no_name(name)
        assert kept_name(name) == name

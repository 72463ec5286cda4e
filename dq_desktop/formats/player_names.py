"""How a game record names a player who chose no name.

The program calls such a player "You" in English, "Vous" in French, "Sie" in German.
A record keeps the English word, whatever the language of the moment, so that a game
begun in French is not "Vous" in an English record book; the interface shows the word
of its language (``ui/common/seats.shown_name``), the command line and the CSV print
"You". Versions before this one wrote the word of the moment: any of the three on a
record means "no name chosen" too (a player who typed one of them as a name gets it
shown in the language of the moment, as the settings have always kept it).
"""

from __future__ import annotations

PROGRAM_NAME = "You"
"""The name a record gives a player who chose none (older readers read a name)."""

PROGRAM_NAMES = frozenset({PROGRAM_NAME, "Vous", "Sie"})
"""The program's own name in each of its languages (the catalogues' translations of
"You"; a test keeps them equal): on a record, any of them is no name chosen."""


def chose_no_name(name: str) -> bool:
    """Whether ``name`` is the program's, not one a player chose."""
    return name in PROGRAM_NAMES


def kept_name(name: str) -> str:
    """``name`` as a record keeps it, and as the command line and the CSV give it: the
    program's own in English."""
    return PROGRAM_NAME if chose_no_name(name) else name

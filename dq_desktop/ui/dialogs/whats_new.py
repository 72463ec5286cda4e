"""What is new in each version, as the About dialog shows it, in the player's language.

The English texts are those of the release notes in
``packaging/linux/io.github.dq_desktop.DonQuixote.metainfo.xml`` (whence
CHANGES.md and the GitHub release): ``tests/packaging/test_whats_new.py`` keeps
them equal. Add a version here when adding its ``<release>`` there.
"""

from __future__ import annotations

from dq_desktop.ui.common.text import translate


def all_notes() -> dict[str, tuple[str, list[str]]]:
    """Version: (the paragraph, the points), in the current language."""
    return {
        "0.1.0": (
            translate("WhatsNew", "The first release."),
            [
                translate("WhatsNew", "The whole game: three rounds, scoring after each "
                          "round, and the Sancho Panza mini-expansion"),
                translate("WhatsNew", "Solitaire and hot-seat play for up to four players, "
                          "humans and computer players mixed"),
                translate("WhatsNew", "A scoring helper that explains every point"),
                translate("WhatsNew", "Deal numbers that replay the same castles, position "
                          "cards and tiles"),
                translate("WhatsNew", "Games can be saved and continued"),
                translate("WhatsNew", "A command line that scores, explains and checks "
                          "positions, and simulates games"),
            ],
        ),
    }


def whats_new(version: str) -> tuple[str, list[str]] | None:
    """The notes of ``version`` in the current language, or ``None`` when it has none."""
    return all_notes().get(version)

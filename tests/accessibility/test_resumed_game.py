"""A game resumed at start, through AT-SPI in three languages: the question stands alone
(the game's field is not said before it, where the question's focus would cut it off);
Yes gives the focus to the hand and the field to fill is heard after it
(``atspi_scenarios.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dq_desktop.engine.game import Game
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.storage.autosave import Autosave
from dq_desktop.storage.paths import DataDirs
from tests.accessibility.bus import AccessibilityBus
from tests.accessibility.scenario import run_scenario

FILLED = 2
"""Fields filled in the game left unfinished: it resumes at field 3."""


def unfinished_game(data: Path) -> None:
    """A solitaire game of the classic set, two fields filled, in the folder's autosave."""
    game = Game.new(builtin_tileset("classic"), 2026, ["You"])
    while game.step < FILLED:
        game.place(0, game.legal_moves(0)[0])
    Autosave(DataDirs.under(data).autosave_file).save(game, ["human"])


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_a_resumed_game_says_its_field_after_the_question_is_answered(
    bus: AccessibilityBus, tmp_path: Path, language: str
) -> None:
    run_scenario(bus, tmp_path, "resume", language, prepare=unfinished_game)

"""How the expert would go on: the seat's deal as dealt, its placements before the field
asked as they were made, every later one the expert's; the same on every run."""

from __future__ import annotations

from pathlib import Path

import pytest

from dq_desktop.engine.analysis.expert_line import expert_goes_on
from dq_desktop.formats.game_record import read_game

GAME = Path(__file__).parents[1] / "data" / "games" / "rulebook-andre.json"


def test_the_expert_plays_the_rest_of_the_deal_as_it_was_dealt() -> None:
    game, _ = read_game(GAME)
    line = expert_goes_on(game, 0, 15)
    made, played = game.players[0].placements, line.players[0].placements
    assert line.is_over and len(played) == 22
    assert played[:15] == made[:15]
    assert [p.field for p in played] == [p.field for p in made], "the same order of fields"
    assert line.deal.castles == game.deal.castles
    assert line.players[0].hands == game.players[0].hands, "the same tiles, dealt the same"
    assert expert_goes_on(game, 0, 15).players[0].placements == played


def test_a_step_the_game_never_reached_is_refused() -> None:
    game, _ = read_game(GAME)
    with pytest.raises(ValueError, match="field 24"):
        expert_goes_on(game, 0, 23)

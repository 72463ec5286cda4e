"""Golden positions at the shipped budget: a placement that seals a castle's open gate is
at least a mistake, with the closed gate among its reasons, and the expert's own choice
from the same view is judged best (where its own play-outs, on more futures, find another
placement a little better, within the noise, that placement is shown with its figure).
These fail if the review's verdicts drift."""

from __future__ import annotations

import pytest

from dq_desktop.engine import Game
from dq_desktop.engine.analysis.reasons import Reason, ReasonKind
from dq_desktop.engine.analysis.review import Verdict, review_placement
from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Move
from dq_desktop.engine.view import PlayerView, view_of
from dq_desktop.formats.tileset_file import builtin_tileset

GOLDEN = [
    # deal, placements before (as a greedy player made them), the field, the sealing
    # placement, the castle whose gate it closes, where that castle stands.
    (1, "w3 c5 c6 c4 k2b@180 w1 k2c k3c@180 c2 w2@180", "D2", "c1", 4, "C2"),
    (6, "c3 c1 k2c w7 w2", "C3", "w4", 4, "D3"),
    # Round 3: 120 futures, all played out: the figures are exact.
    (9, "k3a@180 k2b@180 w7 c6 w1 c4 c3@180 c5 k1w w6@180 w2 w4 w3 k3b k1a k2c", "B1", "c1",
     4, "A1"),
]


def view_before(deal: int, placements: str) -> PlayerView:
    game = Game.new(builtin_tileset("classic"), deal, ["Ana"])
    for text in placements.split():
        game.place(0, Move.parse(text))
    return view_of(game, 0)


@pytest.mark.slow
@pytest.mark.parametrize(("deal", "before", "field", "sealing", "castle", "where"), GOLDEN)
def test_sealing_an_open_gate_is_at_least_a_mistake_and_the_expert_is_best(
    deal: int, before: str, field: str, sealing: str, castle: int, where: str
) -> None:
    view = view_before(deal, before)
    assert view.current_field == Field.parse(field)
    judged = review_placement(view, Move.parse(sealing))
    assert judged.verdict in (Verdict.MISTAKE, Verdict.BLUNDER), judged
    assert judged.loss >= 2 * judged.standard_error
    gate = Reason(ReasonKind.GATE_CLOSED, castle=castle, field=Field.parse(where))
    assert gate in judged.reasons
    assert any(r.kind is ReasonKind.CATEGORY and r.category == f"castle{castle}"
               and r.points is not None and r.points > 0 for r in judged.reasons)
    own = review_placement(view, judged.expert)
    assert own.played == own.expert == judged.expert
    assert own.verdict is Verdict.BEST
    if own.best != own.expert:
        assert own.as_good_as and own.alternatives[0].move == own.best
        assert own.alternatives[0].expected == own.expected_best > own.expected_played

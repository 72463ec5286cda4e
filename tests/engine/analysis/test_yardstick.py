"""The review asks the expert through one function: its choice from a view is the one the
review reports, and the same view gives the same choice."""

from __future__ import annotations

from dq_desktop.engine.analysis.review import review_placement
from dq_desktop.engine.analysis.yardstick import expert_choice
from dq_desktop.engine.view import view_of
from tests.engine.bots.games import new_game


def test_the_review_reports_the_experts_choice_from_the_same_view() -> None:
    game = new_game(21, 1, sancho=False)
    view = view_of(game, 0)
    choice = expert_choice(view, 1500)
    assert expert_choice(view, 1500) == choice
    other = next(m for m in view.legal_moves if m != choice)
    assert review_placement(view, other, budget=1500, futures=6).expert == choice

"""What the computer players and the analyses decide on fixed deals, as one JSON text.

Run: python -m tests.engine.bots.fingerprint      (DQ_DESKTOP_PURE=1: pure Python only)

The compiled build (docs/building.md) must decide exactly as pure Python does:
``tests/engine/bots/test_compiled.py`` runs this twice, as built and with
``DQ_DESKTOP_PURE=1`` (every module of ``dq_desktop`` imported from its Python
source even where a compiled one sits beside it: ``dq_desktop/pure_source.py``),
and compares what was decided byte for byte.

The fingerprint holds the expert's 44 choices on two deals at its default budget
(one with Sancho Panza), the other players' whole games, the hindsight search's
plan and a review's JSON (the command line's) on a fixed game, both at budgets
small enough for a test, and where each module of ``dq_desktop`` was loaded from.
"""

from __future__ import annotations

import json
from typing import Any

from dq_desktop.pure_source import compiled_modules

EXPERT_DEALS = ((1, False), (2, True))
"""(deal, with Sancho) of the expert's games: 2 × 22 choices."""
OTHERS = ("random", "greedy", "easy", "normal")
HINDSIGHT_STEPS = 20_000
REVIEW_BUDGET, REVIEW_FUTURES = 400, 20


def fingerprint() -> dict[str, Any]:
    from dq_desktop.commands.review import player_json
    from dq_desktop.engine.analysis import analyze_game
    from dq_desktop.engine.analysis.review import review_game
    from dq_desktop.engine.autoplay import play_out
    from dq_desktop.engine.bots import make_bot
    from dq_desktop.engine.game import Game
    from dq_desktop.formats.tileset_file import builtin_tileset

    tileset = builtin_tileset("classic")

    def game_of(bot: str, deal: int, sancho: bool) -> Game:
        return play_out(Game.new(tileset, deal, ["P"], sancho=sancho), [make_bot(bot, deal)])

    def moves(game: Game) -> list[str]:
        return [f"{p.tile}{'@180' if p.rotated else ''}:{p.field.name}"
                for p in game.players[0].placements]

    expert = {f"{deal}{' sancho' if sancho else ''}": moves(game_of("expert", deal, sancho))
              for deal, sancho in EXPERT_DEALS}
    others = {bot: moves(game_of(bot, 3, sancho=True)) for bot in OTHERS}
    analysed = game_of("greedy", 4, sancho=True)
    (hindsight,) = analyze_game(analysed, budget=HINDSIGHT_STEPS)
    reviews = review_game(analysed, budget=REVIEW_BUDGET, futures=REVIEW_FUTURES, jobs=0)
    return {
        "expert": expert,
        "others": others,
        "hindsight": {"best": hindsight.best, "discarded": list(hindsight.discarded),
                      "placements": [f"{p.tile}{'@180' if p.rotated else ''}:{p.field.name}"
                                     for p in hindsight.placements]},
        "review": [player_json(review, seat) for seat, review in enumerate(reviews)],
    }


def main() -> None:
    found = fingerprint()
    print(json.dumps({"compiled": compiled_modules(), "decided": found}, sort_keys=True))


if __name__ == "__main__":
    main()

"""``simulate``: whole games between computer players, with a summary of totals."""

from __future__ import annotations

import json
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dq_desktop.commands.progress import Progress
from dq_desktop.engine.autoplay import play_out
from dq_desktop.engine.bots import make_bot
from dq_desktop.engine.deal import MAX_DEAL
from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.game_record import write_game

BANDS = (70, 85, 100)
"""The rulebook's solitaire marks: very good, rare, incredible."""


@dataclass(frozen=True)
class SimulationPlan:
    tileset: TileSet
    bots: tuple[str, ...]
    """One bot name per seat."""
    games: int
    seed: int
    sancho: bool
    records: Path | None


def run_games(plan: SimulationPlan,
              progress: Callable[[int, int], None] | None = None) -> list[list[int]]:
    """Play ``plan.games`` games (deal numbers seed, seed+1, …); totals per seat.
    ``progress(done, total)`` after each game."""
    totals: list[list[int]] = [[] for _ in plan.bots]
    names = [f"{bot} {seat + 1}" for seat, bot in enumerate(plan.bots)]
    kinds = [f"bot:{bot}" for bot in plan.bots]
    for number in range(plan.games):
        seed = plan.seed + number
        game = Game.new(plan.tileset, seed, names, sancho=plan.sancho)
        bots = [make_bot(bot, f"{seed}/{seat}") for seat, bot in enumerate(plan.bots)]
        play_out(game, bots)
        for seat, player in enumerate(game.players):
            totals[seat].append(player.total)
        if plan.records is not None:
            write_game(plan.records / f"game-{seed}.json", game, kinds)
        if progress is not None:
            progress(number + 1, plan.games)
    return totals


def summary(plan: SimulationPlan, totals: list[list[int]]) -> dict[str, Any]:
    seats = []
    for seat, (bot, values) in enumerate(zip(plan.bots, totals, strict=True)):
        entry: dict[str, Any] = {
            "seat": seat + 1,
            "bot": bot,
            "mean": round(statistics.fmean(values), 2),
            "median": statistics.median(values),
            "min": min(values),
            "max": max(values),
        }
        for band in BANDS:
            entry[f"over_{band}"] = round(sum(v > band for v in values) / len(values), 4)
        seats.append(entry)
    return {
        "tileset": plan.tileset.name,
        "games": plan.games,
        "seed": plan.seed,
        "sancho": plan.sancho,
        "seats": seats,
    }


def run_simulate(plan: SimulationPlan, as_json: bool) -> int:
    if plan.games < 1:
        raise DqError("--games must be at least 1")
    last = plan.seed + plan.games - 1
    if plan.seed < 0 or last > MAX_DEAL:
        # Said before any game is played: deal numbers name deals, so they never wrap.
        raise DqError(
            f"--seed {plan.seed} --games {plan.games}: deals {plan.seed} to {last}, but deal "
            f"numbers go from 0 to {MAX_DEAL} (give --seed from 0 to "
            f"{max(MAX_DEAL - plan.games + 1, 0)}, or fewer --games)"
        )
    try:
        if plan.records is not None:
            plan.records.mkdir(parents=True, exist_ok=True)
        with Progress("simulate: games played") as progress:
            totals = run_games(plan, progress)
    except OSError as error:  # --records names a file, or a folder that may not be written
        raise DqError(
            f"{error.filename or plan.records}: cannot write game records there "
            f"({error.strerror or error})"
        ) from None
    result = summary(plan, totals)
    if as_json:
        print(json.dumps(result))
        return 0
    print(
        f"{plan.games} games, tile set {plan.tileset.name!r}, deals {plan.seed}–"
        f"{plan.seed + plan.games - 1}, Sancho Panza {'on' if plan.sancho else 'off'}"
    )
    print(
        f"{'seat':<6}{'bot':<10}{'mean':>8}{'median':>8}{'min':>6}{'max':>6}"
        + "".join(f"{'>' + str(b):>8}" for b in BANDS)
    )
    for seat in result["seats"]:
        print(
            f"{seat['seat']:<6}{seat['bot']:<10}{seat['mean']:>8.1f}{seat['median']:>8}"
            f"{seat['min']:>6}{seat['max']:>6}"
            + "".join(f"{seat[f'over_{b}']:>8.1%}" for b in BANDS)
        )
    return 0


def bots_per_seat(names: Sequence[str] | None, players: int) -> tuple[str, ...]:
    """``--bot`` once for every seat, or once per seat."""
    chosen = list(names or ["greedy"])
    if len(chosen) == 1:
        return tuple(chosen * players)
    if len(chosen) != players:
        raise DqError(f"--bot given {len(chosen)} times for {players} players")
    return tuple(chosen)

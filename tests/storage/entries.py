"""Record book entries written directly, for the rules that only need totals."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from dq_desktop.engine.scoring import Score
from dq_desktop.storage.entries import GameEntry, GameId, PlayerResult

START = datetime(2025, 3, 1, 18, 0, tzinfo=UTC)


def rounds_for(total: int) -> tuple[Score, ...]:
    """Three rounds adding up to ``total``: windmills in rounds 1–2, the rest in round 3."""
    return (Score(1, windmills=2), Score(2, windmills=4), Score(3, churches=total - 6))


def entry(
    number: int,
    total: int,
    *,
    sancho: bool = False,
    assisted: bool = False,
    kinds: tuple[str, ...] = ("human",),
    seed: int | None = None,
) -> GameEntry:
    """Game ``number`` (its id; played ``number`` days after START) with ``total`` points."""
    players = tuple(
        PlayerResult(seat, f"P{seat + 1}", kind, rounds_for(total - seat), total - seat)
        for seat, kind in enumerate(kinds)
    )
    return GameEntry(
        id=GameId(number),
        played_at=START + timedelta(days=number),
        seed=1000 + number if seed is None else seed,
        tileset="classic",
        sancho=sancho,
        assisted=assisted,
        players=players,
    )

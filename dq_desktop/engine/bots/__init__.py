"""Computer players. Each decides from a ``PlayerView``, never from the whole game."""

from __future__ import annotations

import random
from collections.abc import Callable

from dq_desktop.engine.bots.base import Bot
from dq_desktop.engine.bots.easy import EasyBot
from dq_desktop.engine.bots.expert import ExpertBot
from dq_desktop.engine.bots.greedy import GreedyBot
from dq_desktop.engine.bots.normal import NormalBot
from dq_desktop.engine.bots.random_bot import RandomBot
from dq_desktop.engine.errors import DqError

BOTS: dict[str, Callable[[random.Random], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "expert": ExpertBot,
}


def bot_names() -> list[str]:
    return list(BOTS)


def make_bot(name: str, seed: int | str) -> Bot:
    """A computer player by name, its own choices drawn from ``seed``."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise DqError(f"unknown computer player {name!r} (one of {', '.join(BOTS)})") from None
    return factory(random.Random(f"dq-desktop/bot/{name}/{seed}"))


__all__ = ["Bot", "bot_names", "make_bot"]

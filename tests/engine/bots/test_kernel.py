"""The fast board's C kernel (``_board_kernel.c``) agrees with the Python board it mirrors.

The kernel is built with the compiled build only (setup.py): where it was not, these
tests are skipped, unless ``DQ_DESKTOP_EXPECT_COMPILED=1`` says it was (then they fail).
The Python ``FastBoard`` and ``judge`` are the reference: a board made with
``kernel=False`` runs them.
"""

from __future__ import annotations

import os
import random

import pytest

from dq_desktop.engine.bots.fastboard import FastBoard
from dq_desktop.engine.bots.judge import judge
from dq_desktop.engine.bots.kernel import KERNEL
from dq_desktop.engine.bots.piece_tables import PieceTables, piece_tables
from dq_desktop.engine.bots.rollout import _best_judged
from dq_desktop.engine.fields import FIELD_COUNT
from dq_desktop.formats.tileset_file import builtin_tileset

EXPECTED = os.environ.get("DQ_DESKTOP_EXPECT_COMPILED", "") == "1"

pytestmark = pytest.mark.skipif(not KERNEL and not EXPECTED,
                                reason="no C kernel here (docs/building.md)")

SEEDS = list(range(40))
"""Fixed: the same random boards on every run."""


def tables() -> PieceTables:
    return piece_tables(builtin_tileset("classic"))


def differences(seed: int) -> list[str]:
    """Fill a board field by field with random pieces (castles again and again included),
    copying it now and then, and at each step weigh random pieces on every empty field:
    what the kernel board and the Python board say that differs."""
    pieces = tables()
    rng = random.Random(seed)
    kernel, python = FastBoard(pieces), FastBoard(pieces, kernel=False)
    found = []
    fields = list(range(FIELD_COUNT))
    rng.shuffle(fields)
    for placed, field in enumerate(fields):
        for empty in fields[placed:]:
            for piece in rng.sample(range(len(pieces.pieces)), 4):
                if kernel.facts_with(empty, piece) != python.facts_with(empty, piece):
                    found.append(f"facts_with({empty}, {piece}) after {placed} placements")
                for round_number in (1, 2, 3):
                    if judge(kernel, empty, piece, round_number) != judge(
                            python, empty, piece, round_number):
                        found.append(f"judge({empty}, {piece}, {round_number})")
            options = rng.sample(range(len(pieces.pieces)), 6)
            elsewhere = rng.choice([None, [rng.random() for _ in pieces.pieces]])
            round_number = rng.randint(1, 3)
            if _best_judged(kernel, empty, options, round_number, judge, elsewhere) != (
                    _best_judged(python, empty, options, round_number, judge, elsewhere)):
                found.append(f"best of {options} on {empty}")
        piece = rng.randrange(len(pieces.pieces))
        kernel.place(field, piece)
        python.place(field, piece)
        if rng.random() < 0.25:
            kernel = kernel.copy()
        if kernel.facts() != python.facts():
            found.append(f"facts after {placed + 1} placements")
    return found


def test_a_board_keeps_a_kernel_board_where_it_was_built() -> None:
    """Rule: with the kernel built, a fast board and its copies keep a kernel board."""
    board = FastBoard(tables())
    assert board.kernel is not None and board.copy().kernel is not None


@pytest.mark.parametrize("seed", SEEDS)
def test_the_kernel_board_weighs_as_the_python_board(seed: int) -> None:
    """Rule: on random boards, the kernel's facts of a placement, its ``judge`` (a float,
    compared exactly) and its choice among pieces (with and without what each could do
    elsewhere) are the Python board's, and so are the facts after each placement."""
    assert differences(seed) == []


def test_the_kernel_board_is_independent_of_its_copy() -> None:
    """Rule: a placement on a copy leaves the board copied as it was."""
    board = FastBoard(tables())
    board.place(0, 0)
    before = board.facts_with(1, 2)
    copy = board.copy()
    copy.place(1, 2)
    assert board.facts_with(1, 2) == before
    assert copy.facts_with(1, 2) != before or copy.kernel is not board.kernel

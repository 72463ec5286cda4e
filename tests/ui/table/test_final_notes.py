"""The final standings name each player's band, and in a player's own solitaire game
whether his personal best fell and what the expert scores on the same deal; the
standings list the three rounds by category."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QGridLayout
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.record_stats import BestKey
from dq_desktop.ui.table.final_notes import band_line, best_line, earlier_best
from tests.storage.entries import entry
from tests.ui.conftest import HUMAN, setup_of
from tests.ui.table.test_game_keeper import window_on


def test_a_total_is_named_by_the_highest_band_it_passes() -> None:
    assert "very good" in band_line("Ana", 71)
    assert "rare" in band_line("Ana", 86)
    assert "incredible" in band_line("Ana", 101)
    assert "below the rulebook's marks" in band_line("Ana", 70)  # over 70, not 70


def test_the_best_falls_only_to_a_higher_total() -> None:
    earlier = entry(1, 80)
    assert "new personal best" in best_line(81, earlier).lower()
    assert "stays 80" in best_line(80, earlier)
    assert "first recorded game" in best_line(50, None)


def test_the_earlier_best_leaves_out_the_game_just_recorded_and_other_kinds() -> None:
    entries = [entry(1, 70), entry(2, 90, sancho=True), entry(3, 95)]
    plain = BestKey(sancho=False, assisted=False)
    found = earlier_best(entries, GameId(3), plain)
    assert found is not None and found.total == 70
    assert earlier_best([entry(3, 95)], GameId(3), plain) is None


@pytest.mark.slow
def test_the_final_standings_show_every_round_and_the_band(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet
) -> None:
    window = window_on(qtbot, tmp_path)
    with qtbot.waitSignal(window.controller.gameOver, timeout=60_000):
        window.start(setup_of(play_set, "greedy", "greedy"))
    overlay = window.overlay
    qtbot.waitUntil(overlay.isVisible)
    grid = overlay.grid_host.layout()
    assert isinstance(grid, QGridLayout)
    assert grid.columnCount() == 1 + 4 * 2  # categories, then rounds 1-3 and the game per player
    totals = [p.total for p in window.controller.game.players]
    for name, total in zip(("P1", "P2"), totals, strict=True):
        assert f"{name}: {total} points" in overlay.notes.text()
    window.close()


@pytest.mark.slow
def test_the_card_keeps_its_size_when_the_hindsight_result_arrives(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet
) -> None:
    window = window_on(qtbot, tmp_path)
    with qtbot.waitSignal(window.controller.gameOver, timeout=60_000):
        window.start(setup_of(play_set, "greedy"))
    overlay = window.overlay

    def settled_size(rows: list[tuple[int, str, int, int | None]]) -> QSize:
        overlay.set_hindsight(rows)
        QApplication.processEvents()  # new children show on the next turn of the loop
        overlay.card.adjustSize()
        return overlay.card.size()

    waiting = settled_size([(0, "P1", 40, None)])
    assert settled_size([(0, "P1", 40, 93)]) == waiting
    window.close()


def test_in_solitaire_the_personal_best_is_read_off_the_window_and_then_shown(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Finding the earlier best reads every game of the book: it runs on the book's own
    thread (the writer's connection), never through the window's reading connection."""
    window = window_on(qtbot, tmp_path)
    keeper = window.view.keeper
    assert keeper is not None

    def not_here() -> object:
        raise AssertionError("the book read on the window's thread")

    monkeypatch.setattr(keeper.files, "book", not_here)
    window.start(setup_of(play_set, HUMAN))
    controller = window.controller
    while not controller.game.is_over:
        qtbot.waitUntil(lambda: controller.active_seat == 0 and not controller.paused,
                        timeout=10_000)
        controller.place(0, controller.game.legal_moves(0)[0])
    qtbot.waitUntil(lambda: "first recorded game" in window.overlay.notes.text(),
                    timeout=30_000)
    window.close()

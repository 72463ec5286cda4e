"""The final standings name each player's band, and in a player's own solitaire game
whether his personal best of the game's kind fell (naming that kind) and what the expert
scores on the same deal; the standings list the three rounds by category. Every line
ends in a sentence true of what the book took: a deal played again alike is recorded
and compared, a game the book did not take is said not to be there, an expert's total
that cannot be found is said so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QGridLayout, QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.record_stats import BestKey
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.final_notes import band_line, best_line, earlier_best
from tests.storage.entries import entry
from tests.ui.conftest import HUMAN, setup_of
from tests.ui.table.test_game_keeper import window_on


@pytest.fixture
def no_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The keeper's warnings (the book cannot be written) are not waited on."""
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda *args: QMessageBox.StandardButton.Ok)


def test_a_total_is_named_by_the_highest_band_it_passes() -> None:
    assert "very good" in band_line("Ana", 71)
    assert "rare" in band_line("Ana", 86)
    assert "incredible" in band_line("Ana", 101)
    assert "below the rulebook's marks" in band_line("Ana", 70)  # over 70, not 70


PLAIN = BestKey(sancho=False, assisted=False)


def test_the_best_falls_only_to_a_higher_total() -> None:
    earlier = entry(1, 80)
    assert "new personal best" in best_line(81, earlier, PLAIN).lower()
    assert "stays 80" in best_line(80, earlier, PLAIN)
    assert "first recorded game" in best_line(50, None, PLAIN)


@pytest.mark.parametrize(("key", "kind"), [
    (BestKey(sancho=False, assisted=False), "(unaided, without Sancho)"),
    (BestKey(sancho=True, assisted=False), "(unaided, with Sancho)"),
    (BestKey(sancho=False, assisted=True), "(with aids, without Sancho)"),
    (BestKey(sancho=True, assisted=True), "(with aids, with Sancho)"),
])
def test_the_best_line_names_the_kind_it_compares_with(key: BestKey, kind: str) -> None:
    """An assisted 55 against the assisted best 69 says so: not "your personal best stays
    69" while the unaided best is 81."""
    entries = [entry(1, 81), entry(2, 69, assisted=True), entry(3, 75, sancho=True),
               entry(4, 60, sancho=True, assisted=True), entry(5, 55, **_kind_of(key))]
    earlier = earlier_best(entries, GameId(5), key)
    assert earlier is not None
    line = best_line(55, earlier, key)
    assert line == f"Your personal best {kind} stays {earlier.total}."
    assert kind in best_line(100, earlier, key) and kind in best_line(55, None, key)


def _kind_of(key: BestKey) -> dict[str, bool]:
    return {"sancho": key.sancho, "assisted": key.assisted}


def test_the_earlier_best_leaves_out_the_game_just_recorded_and_other_kinds() -> None:
    entries = [entry(1, 70), entry(2, 90, sancho=True), entry(3, 95)]
    found = earlier_best(entries, GameId(3), PLAIN)
    assert found is not None and found.total == 70
    assert earlier_best([entry(3, 95)], GameId(3), PLAIN) is None


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
    play_first_moves(qtbot, window)
    qtbot.waitUntil(lambda: "first recorded game" in window.overlay.notes.text(),
                    timeout=30_000)
    window.close()


def play_first_moves(qtbot: QtBot, window: MainWindow) -> None:
    """The human of a solitaire game plays the first legal move each time, to the end:
    the same deal played so twice is the same 22 placements."""
    controller = window.controller
    while not controller.game.is_over:
        qtbot.waitUntil(lambda: controller.active_seat == 0 and not controller.paused,
                        timeout=10_000)
        controller.place(0, controller.game.legal_moves(0)[0])


def test_a_deal_played_again_alike_is_recorded_again_and_compared_with_the_first(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet
) -> None:
    """Same deal, same name, same 22 placements: a game of its own in the book, and the
    standings compare it with the first (not "your first recorded game")."""
    window = window_on(qtbot, tmp_path)
    keeper = window.view.keeper
    assert keeper is not None
    for _ in range(2):
        with qtbot.waitSignal(keeper.recorded, timeout=60_000):
            window.start(setup_of(play_set, HUMAN))
            play_first_moves(qtbot, window)
    total = window.controller.game.players[0].total
    qtbot.waitUntil(lambda: f"stays {total}." in window.overlay.notes.text(), timeout=30_000)
    assert "first recorded game" not in window.overlay.notes.text()
    window.close()
    with RecordBook.open(tmp_path / "records.sqlite3") as book:
        games = book.games()
    assert [game.total for game in games] == [total, total]
    assert games[0].played_at <= games[1].played_at


def test_a_game_the_book_did_not_take_is_never_compared_and_the_notes_say_so(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet, no_dialogs: None
) -> None:
    """The book cannot be written: the notes say the game is not in it yet, and what of
    the expert's total; neither line waits for ever."""
    (tmp_path / "records.sqlite3").mkdir()
    window = window_on(qtbot, tmp_path)
    window.start(setup_of(play_set, HUMAN))
    play_first_moves(qtbot, window)
    notes = window.overlay.notes
    qtbot.waitUntil(lambda: "not in the record book yet" in notes.text(), timeout=30_000)
    assert "personal best:" not in notes.text() and "…" not in notes.text()
    assert "once the game is in the record book" in notes.text()
    window.close()


def test_an_experts_total_that_cannot_be_worked_out_is_said_not_awaited(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = window_on(qtbot, tmp_path)
    keeper = window.view.keeper
    assert keeper is not None

    def worker_died(work: object, *args: object, done: object, failed: Any) -> None:
        failed("the worker process ended")

    monkeypatch.setattr(keeper.work, "call", worker_died)
    window.start(setup_of(play_set, HUMAN))
    play_first_moves(qtbot, window)
    notes = window.overlay.notes
    qtbot.waitUntil(lambda: "could not be worked out" in notes.text(), timeout=30_000)
    assert "playing this deal" not in notes.text()
    window.close()

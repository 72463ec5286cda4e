"""A finished game is never lost: when the record book cannot be written it waits, the
player is told in a dialog (saying where it waits), and it is recorded as soon as the
book can be written, off the GUI thread."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop.engine.game import Move
from dq_desktop.engine.tileset import TileSet
from dq_desktop.storage.autosave import Autosave
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.shell.main_window import MainWindow
from tests.ui.conftest import setup_of

Dialogs = list[tuple[str, str]]


@pytest.fixture
def dialogs(monkeypatch: pytest.MonkeyPatch) -> Dialogs:
    shown: Dialogs = []

    def warning(parent: object, title: str, text: str, *args: object) -> object:
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warning)
    return shown


def window_on(qtbot: QtBot, folder: Path) -> MainWindow:
    settings = folder / "settings.json"
    if not settings.exists():  # computers at the quickest pace the settings allow
        settings.write_text('{"format": "dq-settings/1", "animation_speed": "off"}')
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=UserFiles(DataDirs.under(folder)))
    qtbot.addWidget(window)
    window.show()
    window.controller.roundScored.connect(lambda _: QTimer.singleShot(0, window.overlay.dismiss))
    return window


def play_to_the_end(qtbot: QtBot, window: MainWindow, tileset: TileSet) -> None:
    with qtbot.waitSignal(window.controller.gameOver, timeout=60_000):
        window.start(setup_of(tileset, "greedy"))


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    yield tmp_path


@pytest.mark.slow
def test_a_game_the_book_cannot_take_waits_and_the_player_is_told(
    qtbot: QtBot, folder: Path, play_set: TileSet, dialogs: Dialogs
) -> None:
    (folder / "records.sqlite3").mkdir()  # a record book that cannot be opened
    window = window_on(qtbot, folder)
    play_to_the_end(qtbot, window, play_set)
    qtbot.waitUntil(lambda: bool(dialogs), timeout=30_000)
    assert [title for title, _ in dialogs] == ["The game is not recorded yet"]
    assert "is a folder" in dialogs[0][1] and str(folder / "unrecorded") in dialogs[0][1]
    assert "kept" not in dialogs[0][1]
    assert len(list((folder / "unrecorded").glob("game-*.json"))) == 1
    window.close()

    (folder / "records.sqlite3").rmdir()  # the player mends it; the next start records
    again = window_on(qtbot, folder)
    assert again.view.keeper is not None
    with qtbot.waitSignal(again.view.keeper.recorded, timeout=30_000):
        again.view.keeper.record_waiting()
    with RecordBook.open(folder / "records.sqlite3") as book:
        assert len(book.games()) == 1
    assert list((folder / "unrecorded").glob("game-*.json")) == []
    again.close()


@pytest.mark.slow
def test_a_recorded_game_leaves_nothing_waiting(
    qtbot: QtBot, folder: Path, play_set: TileSet, dialogs: Dialogs
) -> None:
    window = window_on(qtbot, folder)
    with qtbot.waitSignal(window.view.keeper.recorded, timeout=60_000):  # type: ignore[union-attr]
        window.start(setup_of(play_set, "greedy"))
    assert dialogs == []
    assert list((folder / "unrecorded").glob("*")) == []
    assert not (folder / "autosave.json").exists()
    window.close()


@pytest.mark.slow
def test_a_damaged_book_is_reported_once_when_it_is_set_aside(
    qtbot: QtBot, folder: Path, play_set: TileSet, dialogs: Dialogs
) -> None:
    """Not only when Records is opened in the same session: at once, saying where it went."""
    (folder / "records.sqlite3").write_bytes(b"this is no database" * 100)
    window = window_on(qtbot, folder)
    play_to_the_end(qtbot, window, play_set)
    qtbot.waitUntil(lambda: bool(dialogs), timeout=30_000)
    assert [title for title, _ in dialogs] == ["Record book"]
    assert ".bad-" in dialogs[0][1]
    window.side.records_window()  # opening Records afterwards says nothing again
    assert len(dialogs) == 1
    window.close()


@pytest.mark.parametrize("fault", ["folder", "another program", "newer"])
def test_records_says_what_is_wrong_and_the_game_goes_on(
    qtbot: QtBot, folder: Path, play_set: TileSet, dialogs: Dialogs, fault: str
) -> None:
    import sqlite3

    book = folder / "records.sqlite3"
    if fault == "folder":
        book.mkdir()
    else:
        db = sqlite3.connect(book)
        if fault == "another program":
            db.execute("CREATE TABLE recipes (name TEXT)")
        else:
            db.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
            db.execute("CREATE TABLE games (id INTEGER)")
            db.execute("INSERT INTO schema_version VALUES (99)")
        db.commit()
        db.close()
    window = window_on(qtbot, folder)
    window.start(setup_of(play_set, "human"))
    window.side.records_window()
    assert len(dialogs) == 1 and dialogs[0][0] == "Record book"
    assert "Traceback" not in dialogs[0][1]
    assert window.side.records is None
    assert window.controller.has_game and not window.controller.game.is_over
    window.close()


# --- what the program says about a game is written when it changes -------------------


def autosaved_aids(folder: Path) -> frozenset[int]:
    loaded = Autosave(folder / "autosave.json").load()
    assert loaded.game is not None
    return frozenset(loaded.assisted)


def first_move(window: MainWindow, seat: int) -> Move:
    return window.controller.game.legal_moves(seat)[0]


def test_a_hint_is_in_the_autosave_before_the_next_placement(
    qtbot: QtBot, folder: Path, play_set: TileSet, dialogs: Dialogs
) -> None:
    """Killed after H and before the next tile, the game resumes assisted."""
    window = window_on(qtbot, folder)
    window.start(setup_of(play_set, "human"))
    window.controller.place(0, first_move(window, 0))
    assert autosaved_aids(folder) == frozenset()
    window.hint.ask()
    assert autosaved_aids(folder) == {0}
    window.close()


def test_a_take_back_is_in_the_autosave_at_once_and_the_mark_stays(
    qtbot: QtBot, folder: Path, play_set: TileSet, dialogs: Dialogs
) -> None:
    window = window_on(qtbot, folder)
    window.start(setup_of(play_set, "human"))
    controller = window.controller
    controller.place(0, first_move(window, 0))
    controller.place(0, first_move(window, 0))
    assert controller.take_back(0)
    assert autosaved_aids(folder) == {0}
    controller.place(0, first_move(window, 0))
    assert autosaved_aids(folder) == {0}
    window.close()


def test_in_hot_seat_only_the_seat_that_took_a_hint_is_assisted_in_the_autosave(
    qtbot: QtBot, folder: Path, play_set: TileSet, dialogs: Dialogs
) -> None:
    window = window_on(qtbot, folder)
    window.start(setup_of(play_set, "human", "human"))
    controller = window.controller
    controller.place(0, first_move(window, 0))
    qtbot.waitUntil(lambda: window.shown_seat == 1)  # the next player's board comes up
    window.hint.ask()
    assert controller.assisted == {1}
    assert autosaved_aids(folder) == {1}
    window.close()


def test_the_guided_game_never_enters_the_record_book_nor_is_offered_again(
    qtbot: QtBot, folder: Path, dialogs: Dialogs
) -> None:
    """The guide chose its tiles knowing the whole deal: its total is no yardstick, so it
    is neither recorded (no personal best, no band in the charts) nor resumed after a
    quit; the final notes say it is not recorded."""
    window = window_on(qtbot, folder)
    window.side.guided_game()
    guide = window.side.guide
    assert guide is not None and window.view.keeper is not None
    controller = window.controller
    controller.place(0, guide.script.steps[0].suggested)
    assert Autosave(folder / "autosave.json").load().game is None  # nothing to resume
    while not controller.game.is_over:
        qtbot.waitUntil(lambda: controller.active_seat == 0 and not controller.paused,
                        timeout=10_000)
        controller.place(0, guide.script.steps[controller.game.step].suggested)
    assert controller.game.players[0].total == 103
    qtbot.waitUntil(lambda: "not recorded" in window.overlay.notes.text(), timeout=30_000)
    assert "personal best" not in window.overlay.notes.text()
    qtbot.waitUntil(lambda: not window.view.keeper.book_work.busy(), timeout=30_000)
    with RecordBook.open(folder / "records.sqlite3") as book:
        assert book.games() == []
    assert list((folder / "unrecorded").glob("*")) == []
    assert not (folder / "autosave.json").exists()
    window.close()


def test_once_the_window_is_closed_no_new_deal_replaces_the_autosave(
    qtbot: QtBot, folder: Path, play_set: TileSet, dialogs: Dialogs
) -> None:
    """Ctrl-C or SIGTERM while "Continue your game?" is open closes the window; the
    question then returns and a new deal is started: the unfinished game must stay."""
    window = window_on(qtbot, folder)
    window.start(setup_of(play_set, "human"))
    window.controller.place(0, first_move(window, 0))
    before = (folder / "autosave.json").read_bytes()
    window.close()
    window.start(setup_of(play_set, "human", seed=6))
    assert (folder / "autosave.json").read_bytes() == before


def test_a_fault_the_book_did_not_foresee_reaches_the_player_and_is_tried_again(
    qtbot: QtBot, folder: Path, play_set: TileSet, dialogs: Dialogs,
    monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not only the session log: a write that fails in a way no fault of the book's own
    was foreseen for is told as one, the game waits and is tried again."""
    window = window_on(qtbot, folder)
    keeper = window.view.keeper
    assert keeper is not None

    def unforeseen(*args: object, **kwargs: object) -> object:
        raise ValueError("invalid literal for int() with base 10: 'two'")

    monkeypatch.setattr(keeper.writer, "record", unforeseen)
    play_to_the_end(qtbot, window, play_set)
    qtbot.waitUntil(lambda: bool(dialogs), timeout=30_000)
    assert [title for title, _ in dialogs] == ["The game is not recorded yet"]
    assert "'two'" in dialogs[0][1] and str(folder / "unrecorded") in dialogs[0][1]
    assert len(list((folder / "unrecorded").glob("game-*.json"))) == 1
    assert keeper._retry.isActive()
    window.close()

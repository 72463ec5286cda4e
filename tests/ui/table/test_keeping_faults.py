"""Finished games under real storage faults: told as it is, held, tried again, never lost.

Rules checked: on a full disk (a 1 MB file system, filled) and with a data folder
that is a file, the player is told that the game could be written nowhere (never
that it is kept), the game stays in memory, is recorded once the fault is mended,
and Save As writes it where the player chooses; quitting with such a game asks
first; a record book locked by another process never stops the window (the write
waits on the worker and lands when the lock goes); the games waiting from before
are recorded after the window is up, and the expert's total is worked out only
for the games new to the book.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import suppress
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.game_record import game_from_record
from dq_desktop.formats.json_files import read_json_file
from dq_desktop.storage.autosave import Autosave
from dq_desktop.storage.paths import DataDirs
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.unrecorded import Unrecorded
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.game_keeper import GameKeeper
from dq_desktop.ui.table.keeping_dialogs import save_held
from tests.storage.faults import damage_pages
from tests.storage.games import played
from tests.storage.locks import write_lock_held
from tests.ui.conftest import setup_of

Shown = list[tuple[str, str]]


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> Shown:
    """Every message box, as (title, text); none waits for a click."""
    boxes: Shown = []

    def record(box: QMessageBox) -> int:
        boxes.append((box.windowTitle(), box.text()))
        return 0

    def warning(parent: object, title: str, text: str, *args: object) -> object:
        boxes.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", record)
    monkeypatch.setattr(QMessageBox, "warning", warning)
    return boxes


def window_with(qtbot: QtBot, settings: Path, data: Path) -> MainWindow:
    settings.mkdir(parents=True, exist_ok=True)
    (settings / "settings.json").write_text(
        '{"format": "dq-settings/1", "animation_speed": "off"}')
    files = UserFiles(DataDirs(settings, data, data, data / "logs"))
    window = MainWindow(animation_ms=0, bot_delay_ms=0, files=files)
    qtbot.addWidget(window)
    window.show()
    window.controller.roundScored.connect(lambda _: QTimer.singleShot(0, window.overlay.dismiss))
    return window


def keeper_of(window: MainWindow) -> GameKeeper:
    assert window.view.keeper is not None
    return window.view.keeper


def play_to_the_end(qtbot: QtBot, window: MainWindow, tileset: TileSet) -> None:
    with qtbot.waitSignal(window.controller.gameOver, timeout=60_000):
        window.start(setup_of(tileset, "greedy"))


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A 1 MB file system of its own (a tmpfs): filled, it is a full disk."""
    mount = tmp_path / "small"
    mount.mkdir()
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0:
        pytest.skip(f"this machine refuses to mount a small file system: {result.stderr}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill_up(folder: Path) -> Path:
    filler = folder / "filler"
    handle = os.open(filler, os.O_WRONLY | os.O_CREAT)
    with suppress(OSError):
        while True:
            os.write(handle, b"\0" * 4096)
    os.close(handle)
    return filler


@pytest.mark.slow
def test_on_a_full_disk_the_game_is_said_lost_held_and_recorded_once_there_is_room(
    qtbot: QtBot, tmp_path: Path, small_disk: Path, play_set: TileSet, shown: Shown
) -> None:
    window = window_with(qtbot, tmp_path / "settings", small_disk)
    keeper = keeper_of(window)
    filler = fill_up(small_disk)
    play_to_the_end(qtbot, window, play_set)
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    title, text = shown[0]
    assert title == "The game could not be saved"
    assert "disk is full" in text and "written anywhere" in text and "is kept" not in text
    assert len(keeper.in_memory_only()) == 1
    assert not (small_disk / "unrecorded").exists() or not Unrecorded(
        small_disk / "unrecorded").files()

    filler.unlink()  # room again: the next try records it
    with qtbot.waitSignal(keeper.recorded, timeout=30_000):
        keeper.try_again()
    qtbot.waitUntil(lambda: not keeper.book_work.busy(), timeout=30_000)
    assert keeper.in_memory_only() == []
    with RecordBook.open(small_disk / "records.sqlite3") as book:
        assert book.count() == 1
    window.close()


@pytest.mark.slow
def test_a_data_folder_that_is_a_file_offers_save_as_and_quitting_asks_first(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet, shown: Shown,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    not_a_folder = tmp_path / "data"
    not_a_folder.write_text("a file where the data folder should be")
    window = window_with(qtbot, tmp_path / "settings", not_a_folder)
    keeper = keeper_of(window)
    play_to_the_end(qtbot, window, play_set)
    qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
    assert shown[0][0] == "The game could not be saved"
    assert len(keeper.in_memory_only()) == 1

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args: QMessageBox.StandardButton.Cancel)
    window.close()
    assert window.isVisible()  # not closed: the game would be lost

    target = tmp_path / "elsewhere" / "game.json"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    assert save_held(window, keeper)
    game, _ = game_from_record(read_json_file(target), str(target))
    assert game.is_over and game.players[0].total == window.controller.game.players[0].total
    assert keeper.in_memory_only() == []
    window.close()
    assert not window.isVisible()


@pytest.mark.slow
def test_a_book_locked_by_another_process_never_stops_the_window(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet, shown: Shown
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    book_path = data / "records.sqlite3"
    RecordBook.open(book_path).close()
    window = window_with(qtbot, tmp_path / "settings", data)
    keeper = keeper_of(window)
    keeper.writer.wait = 120.0  # the write waits for the lock as long as the test holds it
    with write_lock_held(book_path):
        play_to_the_end(qtbot, window, play_set)
        assert keeper.book_work.busy()  # the write waits on the worker …
        answered: list[bool] = []
        QTimer.singleShot(0, lambda: answered.append(True))
        qtbot.waitUntil(lambda: bool(answered), timeout=5_000)  # … and the window answers
        assert keeper.book_work.busy()
    qtbot.waitUntil(lambda: not keeper.book_work.busy(), timeout=60_000)
    with RecordBook.open(book_path) as book:
        assert book.count() == 1
    assert shown == []
    window.close()


def test_a_game_recorded_by_the_retry_leaves_no_autosave_behind(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet, shown: Shown
) -> None:
    """Written nowhere and refused by the book at first, the game waits in the autosave
    (before its last placement); once the retry has kept and recorded it, the autosave
    is cleared as after a game recorded at once: nothing to resume, nothing to record
    twice."""
    data = tmp_path / "data"
    data.mkdir()
    book_path = data / "records.sqlite3"
    RecordBook.open(book_path).close()
    waiting = data / "unrecorded"
    waiting.write_text("a file where the folder of the games waiting should be")
    window = window_with(qtbot, tmp_path / "settings", data)
    keeper = keeper_of(window)
    keeper.writer.wait = 0.2  # the book refuses while another program holds it
    with write_lock_held(book_path):
        play_to_the_end(qtbot, window, play_set)
        qtbot.waitUntil(lambda: bool(shown), timeout=30_000)
        qtbot.waitUntil(lambda: not keeper.book_work.busy(), timeout=30_000)
    assert shown[0][0] == "The game could not be saved"
    assert Autosave(data / "autosave.json").load().game is not None  # kept meanwhile

    waiting.unlink()  # mended: the retry keeps the game, and the book takes it
    with qtbot.waitSignal(keeper.recorded, timeout=30_000):
        keeper.try_again()
    qtbot.waitUntil(lambda: not keeper.book_work.busy(), timeout=30_000)
    with RecordBook.open(book_path) as book:
        assert book.count() == 1
    assert Autosave(data / "autosave.json").load().game is None
    assert not (data / "autosave.json").exists()
    window.close()


def test_games_from_before_are_recorded_after_the_window_is_up_each_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, shown: Shown
) -> None:
    data = tmp_path / "data"
    already, new = played(1), played(2)
    with RecordBook.open(data / "records.sqlite3") as book:
        already_id = book.add_game(already, ["human"])
        book.set_expert_total(already_id, 77)
    waiting = Unrecorded(data / "unrecorded")
    for game in (already, new):
        waiting.keep(game, ["human"], assisted=False)
    window = window_with(qtbot, tmp_path / "settings", data)
    keeper = keeper_of(window)
    experts: list[object] = []
    monkeypatch.setattr(keeper.work, "call", lambda work, *args, **kw: experts.append(work))
    told: list[str] = []
    keeper.told.connect(told.append)
    known: list[tuple[object, int]] = []
    keeper.expertTotal.connect(lambda game_id, total: known.append((game_id, total)))
    keeper.record_waiting()
    qtbot.waitUntil(lambda: bool(told), timeout=30_000)
    assert "1 finished game from before recorded" in told[0]
    assert len(experts) == 1  # the new game only: the book has the other's
    assert known == [(already_id, 77)]
    assert waiting.files() == []
    with RecordBook.open(data / "records.sqlite3") as book:
        assert book.count() == 2
    assert shown == []
    window.close()


@pytest.mark.slow
def test_a_book_damaged_inside_is_set_aside_and_the_records_window_follows(
    qtbot: QtBot, tmp_path: Path, play_set: TileSet, shown: Shown
) -> None:
    data = tmp_path / "data"
    with RecordBook.open(data / "records.sqlite3") as book:
        for seed in range(30):
            book.add_game(played(seed), ["human"])
    window = window_with(qtbot, tmp_path / "settings", data)
    window.side.records_window()
    records = window.side.records
    assert records is not None and len(records.model.games) == 30
    damage_pages(data / "records.sqlite3")
    play_to_the_end(qtbot, window, play_set)
    qtbot.waitUntil(lambda: len(records.model.games) == 1, timeout=30_000)
    assert [title for title, _ in shown] == ["Record book"]
    assert ".bad-" in shown[0][1]
    assert len(list(data.glob("records.bad-*.sqlite3"))) == 1
    window.close()

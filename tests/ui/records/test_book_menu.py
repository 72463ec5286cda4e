"""The records window's Record book menu. Rules checked: a backup is written and said;
restoring asks first (No leaves the book), then replaces the games shown and says where
the book replaced is kept; merging adds another book's games and the window shows them;
a newer version's file is refused in words naming why, the book left as it was; a book
shown read-only (a newer version's) offers no restore nor merge."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.storage.book_backup import BackupError, BackupProblem
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.record_schema import SCHEMA_VERSION
from dq_desktop.ui.records.book_menu import BookMenu, backup_problem_text
from dq_desktop.ui.records.records_window import RecordsWindow
from tests.storage.damaged_books import run_sql, whole_book
from tests.storage.games import played


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    messages: list[str] = []
    monkeypatch.setattr(BookMenu, "say", lambda self, icon, title, text: messages.append(text))
    return messages


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[RecordsWindow]:
    whole_book(tmp_path / "records.sqlite3")
    with RecordBook.open(tmp_path / "records.sqlite3") as book:
        shown = RecordsWindow(book)
        qtbot.addWidget(shown)
        shown.show()
        yield shown


def seeds(window: RecordsWindow) -> list[int | None]:
    return sorted(game.seed for game in window.model.games)  # type: ignore[type-var]


def test_a_backup_is_written_and_said(
    qtbot: QtBot, window: RecordsWindow, said: list[str], tmp_path: Path,
) -> None:
    target = tmp_path / "saved.dqbook"
    window.book_menu.backup_to(target)
    qtbot.waitUntil(lambda: bool(said))
    assert target.is_file() and "3 game" in said[0] and "saved.dqbook" in said[0]


def test_restoring_asks_first_then_shows_the_restored_games_and_where_the_old_book_is(
    qtbot: QtBot, window: RecordsWindow, said: list[str], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    backup = tmp_path / "backup.dqbook"
    with RecordBook.open(backup) as other:
        other.add_game(played(7), ["human"])
    questions: list[str] = []
    answers = iter([False, True])
    monkeypatch.setattr(BookMenu, "ask",
                        lambda self, title, text: questions.append(text) or next(answers))
    window.book_menu.restore_from(backup)
    qtbot.waitUntil(lambda: len(questions) == 1)
    assert "3 game" in questions[0] and "1 game" in questions[0]
    qtbot.waitUntil(lambda: not window.book_menu.work.busy())
    assert seeds(window) == [1, 2, 3] and not said

    window.book_menu.restore_from(backup)
    qtbot.waitUntil(lambda: bool(said))
    assert seeds(window) == [7]
    assert "before-restore" in said[0]


def test_merging_adds_the_other_books_games_to_the_window(
    qtbot: QtBot, window: RecordsWindow, said: list[str], tmp_path: Path,
) -> None:
    other = tmp_path / "laptop.sqlite3"
    with RecordBook.open(other) as book:
        book.add_game(played(1), ["human"])  # the same record as game 1 here
        book.add_game(played(8), ["human"])
    window.book_menu.merge_from(other)
    qtbot.waitUntil(lambda: bool(said))
    assert seeds(window) == [1, 2, 3, 8]
    added, present = said[0].split(";")
    assert added.startswith("1 game") and "added" in added
    assert present.startswith(" 1 game") and "already" in present


def test_a_newer_versions_book_is_refused_in_words_and_the_book_kept(
    qtbot: QtBot, window: RecordsWindow, said: list[str], tmp_path: Path,
) -> None:
    other = tmp_path / "newer.sqlite3"
    whole_book(other)
    run_sql(other, [f"UPDATE schema_version SET version = {SCHEMA_VERSION + 1}"])
    window.book_menu.merge_from(other)
    qtbot.waitUntil(lambda: bool(said))
    assert "newer version" in said[0] and "left as it was" in said[0]
    assert seeds(window) == [1, 2, 3]


def test_every_refusal_has_its_words() -> None:
    for problem in BackupProblem:
        text = backup_problem_text(BackupError(problem, Path("/x/book.dqbook")))
        assert "book.dqbook" in text and "left as it was" in text


def test_a_read_only_book_offers_no_restore_nor_merge(
    window: RecordsWindow, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(window.book, "newer", SCHEMA_VERSION + 1)
    window.show_games([])
    assert not window.book_menu.restore_action.isEnabled()
    assert not window.book_menu.merge_action.isEnabled()
    assert window.book_menu.backup_action.isEnabled()

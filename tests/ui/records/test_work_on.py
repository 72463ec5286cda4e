"""What to work on: the player's most frequent mistakes over his last reviewed games.

Rules checked: before any game is reviewed the panel says so in one line; the reasons of
the last reviewed games are summed by category (or fact of the board) and round over the
verdicts and shown most frequent first, with their count, in words; only the main
player's seat and only the last ``LAST_GAMES`` reviewed games count; a row's button sends
the placements behind it (the most recent first, ``PUZZLES`` at most), which open as
puzzles of that category and round; the records window carries the panel and its request.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from dq_desktop.engine.game import round_of_step
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.review_entries import MistakeCount
from dq_desktop.ui.coach.puzzle_window import PuzzleWindow
from dq_desktop.ui.records import work_on
from dq_desktop.ui.records.records_window import RecordsWindow
from dq_desktop.ui.records.work_on import WorkOnPanel, last_reviewed, weaknesses
from tests.storage.games import played
from tests.storage.reviews import a_review

MARCH = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)


@pytest.fixture
def book(tmp_path: Path) -> Iterator[RecordBook]:
    with RecordBook.open(tmp_path / "records.sqlite3") as opened:
        yield opened


def _add(book: RecordBook, seed: int, days: int, *, reviewed: bool = True,
         names: tuple[str, ...] = ("Ana",),
         kinds: tuple[str | None, ...] = (None,)) -> GameId:
    game_id = book.add_game(played(seed, names=names), kinds,
                            played_at=MARCH + timedelta(days=days))
    if reviewed:
        book.save_reviews(game_id, [a_review(seat=kinds.index(None))])
    return game_id


def _panel(qtbot: QtBot, book: RecordBook) -> WorkOnPanel:
    panel = WorkOnPanel()
    qtbot.addWidget(panel)
    panel.show_games(book, book.games())
    return panel


def _shown(panel: WorkOnPanel) -> list[str]:
    return [line.text() for line in panel.lines if not line.isHidden()]


def test_before_any_review_the_panel_says_so_in_one_line(qtbot: QtBot, book: RecordBook) -> None:
    _add(book, 3, 0, reviewed=False)
    panel = _panel(qtbot, book)
    assert panel.heading.text().startswith("No game reviewed yet")
    assert _shown(panel) == []


def test_the_most_frequent_reasons_are_shown_by_category_and_round_with_their_count(
    qtbot: QtBot, book: RecordBook
) -> None:
    for days, seed in enumerate((3, 4, 5)):
        _add(book, seed, days)
    _add(book, 6, 3, reviewed=False)
    panel = _panel(qtbot, book)
    # a_review: 2 windmills reasons in round 2 and 1 gate closed in round 3, a game.
    assert "in your last 3 reviewed games" in panel.heading.text()
    assert _shown(panel) == ["Windmills, round 2: 6 mistakes",
                             "Castle gates closed for good, round 3: 3 mistakes"]
    assert [button.text() for button in panel.buttons] == ["Play them as puzzles…"] * 2


def test_only_the_main_players_seat_counts(qtbot: QtBot, book: RecordBook) -> None:
    game_id = _add(book, 3, 0, names=("Bot", "Ana"), kinds=("bot:greedy", None))
    book.save_reviews(game_id, [a_review(seat=1), a_review(seat=0)])  # as if both reviewed
    panel = _panel(qtbot, book)
    assert _shown(panel)[0] == "Windmills, round 2: 2 mistakes"


def test_the_reasons_are_summed_over_the_verdicts_most_frequent_first() -> None:
    found = weaknesses([MistakeCount(1, "inaccuracy", "category", "churches", 2),
                        MistakeCount(1, "blunder", "category", "churches", 3),
                        MistakeCount(2, "mistake", "knight_cut_off", "", 4),
                        MistakeCount(3, "mistake", "category", "defense", 1)], rows=2)
    assert [(w.round, w.kind, w.category, w.count) for w in found] == [
        (1, "category", "churches", 5), (2, "knight_cut_off", "", 4)]


def test_only_the_last_reviewed_games_count(book: RecordBook) -> None:
    oldest, _, newest = (_add(book, seed, days) for days, seed in enumerate((3, 4, 5)))
    _add(book, 6, 3, reviewed=False)
    middle = book.games()[1].id
    assert last_reviewed(book.games(), 2) == {newest: 0, middle: 0}
    assert oldest not in last_reviewed(book.games(), 2)
    assert work_on.LAST_GAMES == 50


def test_a_rows_button_opens_the_puzzles_of_its_category_and_round_most_recent_first(
    qtbot: QtBot, book: RecordBook, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(work_on, "PUZZLES", 3)
    older, newer = _add(book, 3, 0), _add(book, 4, 1)
    panel = _panel(qtbot, book)
    with qtbot.waitSignal(panel.puzzlesRequested) as sent:
        panel.buttons[0].click()  # Windmills, round 2: steps 10 and 14 of each game
    places = sent.args[0]
    assert [(seat, step) for _, seat, step in places] == [(0, 14), (0, 10), (0, 14)]
    assert places[0][0] == book.record(newer) and places[2][0] == book.record(older)
    window = PuzzleWindow.of_records(places)
    qtbot.addWidget(window)
    assert [(p.step, round_of_step(p.step)) for p in window.puzzles] == [(14, 2), (10, 2),
                                                                         (14, 2)]
    assert window.puzzles[0].field == window.puzzles[0].game.players[0].placements[14].field
    assert window.scene.field_to_fill() == window.puzzles[0].field
    assert window.caption.text().startswith("Puzzle 1 of 3 · field 15 of 22")
    window.next_puzzle()
    window.next_puzzle()  # the older game's puzzle: its own board and tiles
    assert window.game is window.puzzles[2].game
    assert window.scene.field_to_fill() == window.puzzles[2].field


def test_the_records_window_shows_the_panel_and_passes_its_request_on(
    qtbot: QtBot, book: RecordBook
) -> None:
    _add(book, 3, 0)
    window = RecordsWindow(book)
    qtbot.addWidget(window)
    assert window.work_on.lines[0].text() == "Windmills, round 2: 2 mistakes"
    with qtbot.waitSignal(window.puzzlesRequested) as sent:
        window.work_on.buttons[1].click()
    assert [(seat, step) for _, seat, step in sent.args[0]] == [(0, 20)]

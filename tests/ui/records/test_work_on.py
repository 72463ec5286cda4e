"""What to work on: the player's most frequent mistakes over his last reviewed games.

Rules checked: before any game is reviewed the panel says so in one line, and when the
games counted have no mistake it says that; the reasons of the last reviewed games are
summed by category (or fact of the board) and round over the verdicts and shown most
frequent first, with their count, in words; only the main player's seat, only the last
``LAST_GAMES`` reviewed games and only the games the window's choices keep count (the
heading says how many, and that the choices narrow them); a row's button names what it
opens for a screen reader and sends the placements behind it (the most recent first,
``PUZZLES`` at most), which open as puzzles of that category and round, on the board of
the right game and step; a review kept without places (a version 3 program's) counts,
its row has no puzzle and the panel says why; the records window shows the panel in the
first tab beside the averages per round; the rows are reached by the keyboard; the
panel is worded in French and German.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from dq_desktop.engine.game import round_of_step
from dq_desktop.formats.game_record import game_from_record
from dq_desktop.storage.entries import GameId
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.review_entries import MistakeCount
from dq_desktop.ui.coach.puzzle_window import PuzzleWindow
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.records import work_on
from dq_desktop.ui.records.averages_or_work import AveragesOrWork
from dq_desktop.ui.records.progress import Period
from dq_desktop.ui.records.records_filters import PERIODS
from dq_desktop.ui.records.records_window import RecordsWindow
from dq_desktop.ui.records.work_on import WorkOnPanel, last_reviewed, weaknesses
from tests.storage.damaged_books import run_sql
from tests.storage.games import played
from tests.storage.reviews import a_review

MARCH = datetime(2025, 3, 1, 18, 30, tzinfo=UTC)


@pytest.fixture
def book(tmp_path: Path) -> Iterator[RecordBook]:
    with RecordBook.open(tmp_path / "records.sqlite3") as opened:
        yield opened


@pytest.fixture(autouse=True)
def language() -> Iterator[LanguageSwitcher]:
    """The English catalogue (its plural forms: "2 mistakes", not "2 mistake(s)"), or the
    one a test asks for; the sources again afterwards."""
    switcher = LanguageSwitcher()
    switcher.apply("en")
    yield switcher
    switcher.reset()


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
    assert _shown(panel) == [] and all(button.isHidden() for button in panel.buttons)


def test_reviewed_games_without_a_mistake_are_said_to_have_none(
    qtbot: QtBot, book: RecordBook
) -> None:
    game_id = _add(book, 3, 0)
    run_sql(book.path, ["DELETE FROM review_mistakes"])
    panel = _panel(qtbot, book)
    assert book.games()[0].id == game_id
    assert panel.heading.text() == ("No inaccuracy, mistake or blunder in your one "
                                    "reviewed game.")
    assert _shown(panel) == []


def test_the_most_frequent_reasons_are_shown_by_category_and_round_with_their_count(
    qtbot: QtBot, book: RecordBook
) -> None:
    for days, seed in enumerate((3, 4, 5)):
        _add(book, seed, days)
    _add(book, 6, 3, reviewed=False)
    panel = _panel(qtbot, book)
    # a_review: 2 windmills reasons in round 2 and 1 gate closed in round 3, a game.
    assert panel.heading.text() == ("Your most frequent mistakes in your last 3 reviewed "
                                    "games, by the review's reasons:")
    assert _shown(panel) == ["Windmills, round 2: 6 mistakes",
                             "Castle gates closed for good, round 3: 3 mistakes"]
    shown = [button for button in panel.buttons if not button.isHidden()]
    assert [button.text() for button in shown] == ["Play 6 puzzles", "Play 3 puzzles"]
    assert [button.accessibleName() for button in shown] == [
        "Play 6 puzzles: Windmills in round 2",
        "Play 3 puzzles: Castle gates closed for good in round 3"]
    assert panel.note.isHidden()


def test_only_the_main_players_seat_counts(qtbot: QtBot, book: RecordBook) -> None:
    game_id = _add(book, 3, 0, names=("Bot", "Ana"), kinds=("bot:greedy", None))
    book.save_reviews(game_id, [a_review(seat=1), a_review(seat=0)])  # as if both reviewed
    panel = _panel(qtbot, book)
    assert _shown(panel)[0] == "Windmills, round 2: 2 mistakes"
    assert {seat for _, seat, _ in panel.places[0]} == {1}


def test_the_reasons_are_summed_over_the_verdicts_most_frequent_first() -> None:
    found = weaknesses([MistakeCount(1, "inaccuracy", "category", "churches", 2),
                        MistakeCount(1, "blunder", "category", "churches", 3),
                        MistakeCount(2, "mistake", "knight_cut_off", "", 4),
                        MistakeCount(2, "mistake", "a_newer_kind", "", 9),
                        MistakeCount(3, "mistake", "category", "defense", 1)])
    assert [(w.round, w.kind, w.category, w.count) for w in found] == [
        (1, "category", "churches", 5), (2, "knight_cut_off", "", 4),
        (3, "category", "defense", 1)]  # a reason this version cannot name is left out


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
    assert panel.buttons[0].text() == "Play 3 puzzles"  # 4 placements, 3 at most
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


def test_the_puzzle_shown_is_the_board_of_the_right_game_before_the_step(
    qtbot: QtBot, book: RecordBook
) -> None:
    """The puzzle window opened from a row shows the player's principality as it was
    just before the placement found wanting: that game's tiles on its fields, that
    field empty."""
    game_id = _add(book, 3, 0)
    panel = _panel(qtbot, book)
    with qtbot.waitSignal(panel.puzzlesRequested) as sent:
        panel.buttons[1].click()  # Castle gates closed for good, round 3: step 20
    window = PuzzleWindow.of_records(sent.args[0])
    qtbot.addWidget(window)
    game, _ = game_from_record(book.record(game_id))
    placed = game.players[0].placements
    assert window.scene.field_to_fill() == placed[20].field
    before, after = {p.field for p in placed[:20]}, {p.field for p in placed[20:]}
    shown = {field for field, _ in window.scene.board.items()}  # the castles besides
    assert before <= shown and not after & shown


def test_a_review_without_places_counts_and_its_row_says_no_puzzle_yet(
    qtbot: QtBot, book: RecordBook
) -> None:
    """A version 3 program's review (migrated: ``places_kept`` 0, no steps) counts its
    mistakes; where no placement can be found the button says so and is not offered;
    the note says why and that it comes."""
    _add(book, 3, 0)
    _add(book, 4, 1)
    run_sql(book.path, ["UPDATE reviews SET places_kept = 0 WHERE game_id = 2",
                        "DELETE FROM review_mistake_steps WHERE game_id = 2",
                        "DELETE FROM review_mistake_steps WHERE game_id = 1 AND step = 20"])
    panel = _panel(qtbot, book)
    assert _shown(panel) == ["Windmills, round 2: 4 mistakes",
                             "Castle gates closed for good, round 3: 2 mistakes"]
    assert panel.buttons[0].text() == "Play 2 puzzles" and panel.buttons[0].isEnabled()
    assert panel.buttons[1].text() == "No puzzle yet" and not panel.buttons[1].isEnabled()
    assert panel.buttons[1].accessibleName() == (
        "No puzzle yet: Castle gates closed for good in round 3")
    assert panel.note.isVisibleTo(panel)
    assert panel.note.text() == (
        "1 of these games was reviewed by an earlier version: its mistakes count, and their "
        "puzzles come once it is reviewed again, in the background.")


def test_the_records_window_counts_the_games_its_choices_keep(
    qtbot: QtBot, book: RecordBook
) -> None:
    _add(book, 3, 0)
    _add(book, 4, 40)
    window = RecordsWindow(book)
    qtbot.addWidget(window)
    window.now = lambda: MARCH + timedelta(days=45)
    window.filters.period.setCurrentIndex(PERIODS.index(Period.WEEK))
    assert window.work_on.heading.text() == (
        "Your most frequent mistakes in the one reviewed game the choices above keep, by "
        "the review's reasons:")
    assert window.work_on.lines[0].text() == "Windmills, round 2: 2 mistakes"
    assert set(window.work_on.games) == {GameId(2)}
    window.filters.period.setCurrentIndex(PERIODS.index(Period.ALL))
    assert window.work_on.lines[0].text() == "Windmills, round 2: 4 mistakes"


def test_the_records_window_shows_the_panel_and_passes_its_request_on(
    qtbot: QtBot, book: RecordBook
) -> None:
    _add(book, 3, 0)
    window = RecordsWindow(book)
    qtbot.addWidget(window)
    tabs = window.findChild(AveragesOrWork)
    assert tabs.currentWidget() is tabs.work_page  # first, beside the averages per round
    assert tabs.work_page.widget() is window.work_on
    assert [tabs.tabText(index) for index in range(tabs.count())] == [
        "What to work on", "Averages per round"]
    assert window.work_on.lines[0].text() == "Windmills, round 2: 2 mistakes"
    with qtbot.waitSignal(window.puzzlesRequested) as sent:
        window.work_on.buttons[1].click()
    assert [(seat, step) for _, seat, step in sent.args[0]] == [(0, 20)]


def test_the_keyboard_reaches_each_rows_button_and_space_opens_its_puzzles(
    qtbot: QtBot, book: RecordBook
) -> None:
    _add(book, 3, 0)
    window = RecordsWindow(book)
    qtbot.addWidget(window)
    button = window.work_on.buttons[0]
    chain, widget = [], window.table.nextInFocusChain()
    while widget is not window.table and len(chain) < 500:  # the Tab order, once round
        if widget.isVisibleTo(window) and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            chain.append(widget)
        widget = widget.nextInFocusChain()
    assert button in chain and chain.index(button) < chain.index(window.close_button)
    with qtbot.waitSignal(window.puzzlesRequested):
        qtbot.keyClick(button, Qt.Key.Key_Space)


@pytest.mark.parametrize(("code", "row", "button"), [
    ("fr", "Moulins à vent, manche 2\u00a0: 2 erreurs", "Jouer 2 énigmes"),
    ("de", "Windmühlen, Durchgang 2: 2 Fehler", "2 Aufgaben spielen"),
])
def test_the_panel_is_worded_in_french_and_german(
    qtbot: QtBot, book: RecordBook, language: LanguageSwitcher, code: str, row: str,
    button: str
) -> None:
    _add(book, 3, 0)
    panel = _panel(qtbot, book)
    language.apply(code)
    QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
    assert panel.lines[0].text() == row
    assert panel.buttons[0].text() == button


def test_the_panel_never_makes_the_window_taller(qtbot: QtBot, book: RecordBook,
                                                  tmp_path: Path) -> None:
    """Rows, wrapped lines and the note scroll in their tab: the window's smallest height
    is the one it has without them (on a 1024 x 640 screen it must fit whole)."""
    with RecordBook.open(tmp_path / "empty.sqlite3") as empty:
        bare = RecordsWindow(empty)
        qtbot.addWidget(bare)
        for seed in (3, 4):
            _add(book, seed, seed)
        run_sql(book.path, ["UPDATE reviews SET places_kept = 0 WHERE game_id = 2"])
        full = RecordsWindow(book)
        qtbot.addWidget(full)
        for window in (bare, full):
            window.resize(1008, 592)
        assert full.work_on.note.isVisibleTo(full) and len(_shown(full.work_on)) == 2
        assert full.minimumSizeHint().height() == bare.minimumSizeHint().height()


def test_everything_of_the_tab_that_takes_the_focus_has_a_name(
    qtbot: QtBot, book: RecordBook
) -> None:
    """A screen reader's client lists a focusable object without a name as a fault (the
    tab widget itself was one, its focus handed to its tab bar)."""
    _add(book, 3, 0)
    window = RecordsWindow(book)
    qtbot.addWidget(window)
    window.show()
    tabs = window.findChild(AveragesOrWork)
    unnamed = []
    for widget in [tabs, *tabs.findChildren(QWidget)]:
        if widget.isVisible() and widget.focusPolicy() != Qt.FocusPolicy.NoFocus:
            interface = QAccessible.queryAccessibleInterface(widget)
            if not interface.text(QAccessible.Text.Name).strip():
                unnamed.append(type(widget).__name__)
    assert unnamed == []

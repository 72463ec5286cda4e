"""What to work on: the player's most frequent mistakes over his last reviewed games.

The background reviewer keeps, for every game, the reasons of the main player's
inaccuracies, mistakes and blunders (``RecordBook.mistakes``) and the step of each
(``RecordBook.mistake_places``). This panel sums the reasons of the last ``LAST_GAMES``
reviewed games the records window's choices keep, by category (or fact of the board) and
round, shows the most frequent, and offers each as puzzles: the placements behind it, the
most recent first, sent out as ``(record, seat, step)`` for the shell to open the coach's
puzzle window (the coach is a room above this one).

A review kept by a version 3 program has no places: its mistakes count, its puzzles come
once the background reviewer has done it again, and the panel says so.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from dq_desktop.engine.analysis.reasons import ReasonKind
from dq_desktop.engine.errors import DqError
from dq_desktop.storage.entries import GameEntry, GameId
from dq_desktop.storage.record_book import RecordBook
from dq_desktop.storage.review_entries import MistakeCount
from dq_desktop.ui.common.text import PLURAL, fill, translate
from dq_desktop.ui.table.score_panel import category_name

LAST_GAMES = 50
"""The reviewed games counted: the player's recent habits, not those of years ago."""
ROWS = 4
"""The most frequent mistakes shown."""
PUZZLES = 10
"""The placements offered as puzzles for one row, the most recent first."""
logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Weakness:
    """A kind of reason (a category, or a fact of the board) in one round, and how many
    times the review gave it to an inaccuracy, mistake or blunder."""

    round: int
    kind: str
    category: str
    count: int


def last_reviewed(games: Sequence[GameEntry], number: int = LAST_GAMES) -> dict[GameId, int]:
    """The main player's seat in each of the last ``number`` games with his review."""
    found: dict[GameId, int] = {}
    for game in sorted(games, key=lambda game: (game.played_at, game.id), reverse=True):
        if len(found) >= number:
            break
        if game.review is not None:
            found[game.id] = game.main_player.seat
    return found


def weaknesses(mistakes: Iterable[MistakeCount]) -> list[Weakness]:
    """The reasons summed over the verdicts by kind, category and round, most frequent
    first (then by round), only those this version can name."""
    totals: dict[tuple[int, str, str], int] = {}
    for mistake in mistakes:
        key = (mistake.round, mistake.kind, mistake.category)
        totals[key] = totals.get(key, 0) + mistake.count
    ranked = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    return [Weakness(round_, kind, category, count)
            for (round_, kind, category), count in ranked if weakness_name(kind, category)]


def weakness_name(kind: str, category: str) -> str | None:
    """What the reason is about, as a short title ("Churches", "Knights cut off");
    ``None`` for a kind this version does not know (a newer program's)."""
    if kind == ReasonKind.CATEGORY.value:
        try:
            return category_name(category)
        except KeyError:
            return None
    names = {
        ReasonKind.GATE_CLOSED.value: translate("WorkOn", "Castle gates closed for good"),
        ReasonKind.KNIGHT_CUT_OFF.value: translate("WorkOn", "Knights cut off"),
        ReasonKind.ROAD_ENDS_WASTED.value: translate("WorkOn", "Road ends wasted"),
        ReasonKind.SET_ASIDE_WASTED.value: translate("WorkOn", "The tile set aside thrown away"),
    }
    return names.get(kind)


def weakness_text(weakness: Weakness) -> str:
    """"Churches, round 1: 12 mistakes" (inaccuracies and blunders counted as mistakes)."""
    count = weakness.count
    return fill(translate("WorkOn", "%1, round %2: %n mistake(s)", None, PLURAL, count),
                weakness_name(weakness.kind, weakness.category), weakness.round)


def heading_text(games: int, narrowed: bool) -> str:
    """What the rows count; ``narrowed``: the window's choices keep only some games."""
    if narrowed:
        return translate("WorkOn", "Your most frequent mistakes in the last %n reviewed "
                         "game(s) the choices above keep, by the review's reasons:",
                         None, PLURAL, games)
    return translate("WorkOn", "Your most frequent mistakes in your last %n reviewed "
                     "game(s), by the review's reasons:", None, PLURAL, games)


class WorkOnPanel(QWidget):
    puzzlesRequested = Signal(object)
    """A list of ``(dq-game/1 record, seat, step)``: play these placements as puzzles."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("workOn")
        self.book: RecordBook | None = None
        self.games: dict[GameId, int] = {}
        """The games counted, with the main player's seat in each."""
        self.narrowed = False
        self.unready = 0
        """Games counted whose review has no places yet (a version 3 program's)."""
        self.shown: list[Weakness] = []
        self.places: list[list[tuple[GameId, int, int]]] = []
        """The puzzles of each row shown: (game, seat, step), the most recent first."""
        grid = QGridLayout(self)
        grid.setContentsMargins(6, 4, 6, 4)  # the note fits too at the default size
        grid.setVerticalSpacing(4)
        grid.setColumnStretch(0, 1)
        grid.setRowStretch(ROWS + 2, 1)  # the rows at the top, whatever the room
        self.heading = self._label("workOnHeading")
        grid.addWidget(self.heading, 0, 0, 1, 2)
        # Every row made at once, hidden until used: the keyboard reaches the buttons in
        # the window's order, before its own buttons.
        self.lines: list[QLabel] = []
        self.buttons: list[QPushButton] = []
        for number in range(ROWS):
            line, button = self._label(f"workOnLine{number}"), QPushButton()
            button.setObjectName(f"workOnPuzzles{number}")
            button.clicked.connect(lambda _=False, number=number: self.ask_puzzles(number))
            grid.addWidget(line, number + 1, 0)
            grid.addWidget(button, number + 1, 1)
            self.lines.append(line)
            self.buttons.append(button)
        self.note = self._label("workOnNote")
        grid.addWidget(self.note, ROWS + 1, 0, 1, 2)
        self._show_rows()

    @staticmethod
    def _label(name: str) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setWordWrap(True)
        return label

    def show_games(self, book: RecordBook, games: Sequence[GameEntry],
                   narrowed: bool = False) -> None:
        """Count the mistakes of the last reviewed of ``games`` (those the window's
        choices keep; ``narrowed``: not all), read from ``book``."""
        self.book, self.narrowed = book, narrowed
        self.games = last_reviewed(games)
        self.shown, self.places, self.unready = [], [], 0
        if self.games:
            try:
                self.shown = weaknesses(book.mistakes(seat_of=self.games))[:ROWS]
                self.places = [book.mistake_places(self.games, w.round, w.kind, w.category,
                                                   PUZZLES) for w in self.shown]
                self.unready = len(book.without_places(self.games))
            except DqError as error:  # the window says what is wrong with the book
                logger.warning("%s: the mistakes not read: %s", book.path, error)
                self.shown, self.places = [], []
        self._show_rows()

    def _show_rows(self) -> None:
        for number, (line, button) in enumerate(zip(self.lines, self.buttons, strict=True)):
            line.setVisible(number < len(self.shown))
            button.setVisible(number < len(self.shown))
            button.setEnabled(number < len(self.places) and bool(self.places[number]))
        self.note.setVisible(bool(self.shown) and self.unready > 0)
        self.retranslate()

    def retranslate(self) -> None:
        games = len(self.games)
        if not games:
            self.heading.setText(translate(
                "WorkOn", "No game reviewed yet: each finished game is reviewed in the "
                "background, and your most frequent mistakes will show here."))
        elif not self.shown:
            self.heading.setText(translate(
                "WorkOn", "No inaccuracy, mistake or blunder in your last %n reviewed game(s).",
                None, PLURAL, games))
        else:
            self.heading.setText(heading_text(games, self.narrowed))
        for weakness, places, line, button in zip(self.shown, self.places, self.lines,
                                                  self.buttons, strict=False):
            line.setText(weakness_text(weakness))
            what = fill(translate("WorkOn", "%1 in round %2"),
                        weakness_name(weakness.kind, weakness.category), weakness.round)
            puzzles = len(places)
            if puzzles:
                button.setText(translate("WorkOn", "Play %n puzzle(s)", None, PLURAL, puzzles))
                button.setAccessibleName(fill(translate(
                    "WorkOn", "Play %n puzzle(s): %1", None, PLURAL, puzzles), what))
            else:
                button.setText(translate("WorkOn", "No puzzle yet"))
                button.setAccessibleName(fill(translate("WorkOn", "No puzzle yet: %1"), what))
            button.setAccessibleDescription(line.text())
        unready = self.unready
        self.note.setText(translate(
            "WorkOn", "%n of these games was reviewed by an earlier version: its mistakes "
            "count, and their puzzles come once it is reviewed again, in the background.",
            None, PLURAL, unready))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def ask_puzzles(self, number: int) -> None:
        """Send out the placements behind the ``number``-th row, the most recent first."""
        if self.book is None or number >= len(self.places):
            return
        places: list[tuple[Any, int, int]] = []
        records: dict[GameId, Any] = {}
        for game_id, seat, step in self.places[number]:
            if game_id not in records:
                try:
                    records[game_id] = self.book.record(game_id)
                except DqError as error:  # the other games' puzzles are played
                    logger.warning("%s: a puzzle's game not read: %s", self.book.path, error)
                    records[game_id] = None
            if records[game_id] is not None:
                places.append((records[game_id], seat, step))
        if places:  # none: the records cannot be read (said in the log)
            self.puzzlesRequested.emit(places)

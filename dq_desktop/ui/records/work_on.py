"""What to work on: the player's most frequent mistakes over his last reviewed games.

The background reviewer keeps, for every game, the reasons of the main player's
inaccuracies, mistakes and blunders (``RecordBook.mistakes``) and the step of each
(``RecordBook.mistake_places``). This panel sums the reasons of the last ``LAST_GAMES``
reviewed games by category (or fact of the board) and round, shows the most frequent,
and offers each as puzzles: the placements behind it, the most recent first, sent out
as ``(record, seat, step)`` for the shell to open the coach's puzzle window (the coach
is a room above this one).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton, QWidget

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


def weaknesses(mistakes: Iterable[MistakeCount], rows: int = ROWS) -> list[Weakness]:
    """The reasons summed over the verdicts by kind, category and round, most frequent
    first (then by round), ``rows`` at most."""
    totals: dict[tuple[int, str, str], int] = {}
    for mistake in mistakes:
        key = (mistake.round, mistake.kind, mistake.category)
        totals[key] = totals.get(key, 0) + mistake.count
    ranked = sorted(totals.items(), key=lambda item: (-item[1], item[0]))
    return [Weakness(round_, kind, category, count)
            for (round_, kind, category), count in ranked[:rows]]


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


def weakness_text(weakness: Weakness) -> str | None:
    """"Churches, round 1: 12 mistakes"; ``None`` for a reason this version cannot name."""
    name = weakness_name(weakness.kind, weakness.category)
    if name is None:
        return None
    return fill(translate("WorkOn", "%1, round %2: %n mistake(s)", None, PLURAL,
                          weakness.count), name, weakness.round)


class WorkOnPanel(QGroupBox):
    puzzlesRequested = Signal(object)
    """A list of ``(dq-game/1 record, seat, step)``: play these placements as puzzles."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("workOn")
        self.book: RecordBook | None = None
        self.games: dict[GameId, int] = {}
        """The games counted, with the main player's seat in each."""
        self.shown: list[Weakness] = []
        self.lines: list[QLabel] = []
        self.buttons: list[QPushButton] = []
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(8, 6, 8, 8)
        self.heading = QLabel()
        self.heading.setObjectName("workOnHeading")
        self.heading.setTextFormat(Qt.TextFormat.PlainText)
        self.heading.setWordWrap(True)
        self.grid.addWidget(self.heading, 0, 0, 1, 2)
        self.grid.setColumnStretch(0, 1)
        self.retranslate()

    def show_games(self, book: RecordBook, games: Sequence[GameEntry]) -> None:
        """Count the mistakes of the last reviewed of ``games``, read from ``book``."""
        self.book = book
        self.games = last_reviewed(games)
        found: list[MistakeCount] = []
        if self.games:
            try:
                found = book.mistakes(seat_of=self.games)
            except DqError as error:  # the window says what is wrong with the book
                logger.warning("%s: the mistakes not read: %s", book.path, error)
        self.shown = [w for w in weaknesses(found, len(found)) if weakness_text(w)][:ROWS]
        self._rows()
        self.retranslate()

    def _rows(self) -> None:
        while len(self.lines) < len(self.shown):
            number = len(self.lines)
            line = QLabel()
            line.setTextFormat(Qt.TextFormat.PlainText)
            button = QPushButton()
            button.clicked.connect(lambda _=False, number=number: self.ask_puzzles(number))
            self.grid.addWidget(line, number + 1, 0)
            self.grid.addWidget(button, number + 1, 1)
            self.lines.append(line)
            self.buttons.append(button)
        for number, (line, button) in enumerate(zip(self.lines, self.buttons, strict=True)):
            line.setVisible(number < len(self.shown))
            button.setVisible(number < len(self.shown))

    def retranslate(self) -> None:
        self.setTitle(translate("WorkOn", "What to work on"))
        if not self.games:
            self.heading.setText(translate(
                "WorkOn", "No game reviewed yet: each finished game is reviewed in the "
                "background, and your most frequent mistakes will show here."))
        elif not self.shown:
            self.heading.setText(translate(
                "WorkOn", "No inaccuracy, mistake or blunder in your last %n reviewed game(s).",
                None, PLURAL, len(self.games)))
        else:
            self.heading.setText(translate(
                "WorkOn", "Your most frequent mistakes in your last %n reviewed game(s) "
                "(inaccuracies, mistakes and blunders, by the review's reasons):",
                None, PLURAL, len(self.games)))
        for weakness, line, button in zip(self.shown, self.lines, self.buttons, strict=False):
            text = weakness_text(weakness) or ""
            line.setText(text)
            button.setText(translate("WorkOn", "Play them as puzzles…"))
            button.setAccessibleName(fill(translate("WorkOn", "Play as puzzles: %1"), text))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def ask_puzzles(self, number: int) -> None:
        """Send out the placements behind the ``number``-th row, the most recent first."""
        if self.book is None or number >= len(self.shown):
            return
        weakness = self.shown[number]
        places: list[tuple[Any, int, int]] = []
        try:
            found = self.book.mistake_places(self.games, weakness.round, weakness.kind,
                                             weakness.category, PUZZLES)
            records: dict[GameId, Any] = {}
            for game_id, seat, step in found:
                if game_id not in records:
                    records[game_id] = self.book.record(game_id)
                places.append((records[game_id], seat, step))
        except DqError as error:
            logger.warning("%s: the puzzles not read: %s", self.book.path, error)
        if places:  # none: reviewed before the steps were kept, or the records unreadable
            self.puzzlesRequested.emit(places)

"""The records window's deals: the deal of the day with the player's attempts at it, and
every attempt at the deal of the game selected.

Both are worked out from an index of the games by deal, made once when the games are
set: moving the selection looks one deal up, never walks the games.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from datetime import date

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from dq_desktop.storage.entries import GameEntry, GameId
from dq_desktop.ui.common.day_deal import (
    attempts_on,
    day_heading,
    day_terms,
    day_title,
    today,
)
from dq_desktop.ui.common.elided_label import ElidedLabel
from dq_desktop.ui.common.text import PLURAL, fill, translate
from dq_desktop.ui.records.games_model import tileset_text

DealKey = tuple[int, str, bool]
"""A deal as the tiles come: its number, the tile set's name, Sancho Panza on."""
ATTEMPTS_NAMED = 8
"""The attempts at a deal listed by total; more are counted, not listed."""


def deal_key(game: GameEntry) -> DealKey | None:
    return None if game.seed is None else (game.seed, game.tileset, game.sancho)


def games_by_deal(games: Sequence[GameEntry]) -> dict[DealKey, list[GameEntry]]:
    """Each deal played, with its games oldest first (``games`` are oldest first)."""
    found: dict[DealKey, list[GameEntry]] = defaultdict(list)
    for game in games:
        key = deal_key(game)
        if key is not None:
            found[key].append(game)
    return dict(found)


def attempts_list(games: Sequence[GameEntry]) -> str:
    """The totals of the last ``ATTEMPTS_NAMED`` attempts, oldest first (``57 · 82``): the
    list's lines and Next give their dates."""
    shown = [str(game.total) for game in games[-ATTEMPTS_NAMED:]]
    if len(games) > ATTEMPTS_NAMED:
        shown.insert(0, "…")
    return " · ".join(shown)


def day_attempts_text(attempts: Sequence[GameEntry]) -> str:
    """The player's attempts at the day's deal, their best, the expert's total on it and the
    best total possible with its tiles and fields (the hindsight best)."""
    if not attempts:
        return translate("RecordsWindow", "Not played yet.")
    text = fill(translate("RecordsWindow", "Your %n attempt(s): %1; best %2.", None, PLURAL,
                          len(attempts)),
                attempts_list(attempts), max(game.total for game in attempts))
    expert = next((game.expert_total for game in reversed(attempts)
                   if game.expert_total is not None), None)
    if expert is not None:
        text += " " + fill(translate("RecordsWindow", "The expert scores %1 on it."), expert)
    # A solitaire deal gives every attempt the same tiles and fields: one hindsight best.
    hindsight = next((game.hindsight_total for game in reversed(attempts)
                      if game.hindsight_total is not None), None)
    if hindsight is not None:
        text += " " + fill(translate("RecordsWindow", "With these tiles and fields, %1 "
                                                      "were possible."), hindsight)
    return text


def same_deal_text(game: GameEntry, attempts: Sequence[GameEntry]) -> str:
    """Every game on the deal of ``game``: how many, and each by date and total."""
    if game.seed is None:
        return translate("RecordsWindow", "This game's record has no deal number.")
    deal = fill(translate("RecordsWindow", "Deal %1 (%2)"), game.seed, tileset_text(game.tileset))
    if game.sancho:
        deal = fill(translate("RecordsWindow", "%1, with Sancho Panza"), deal)
    if len(attempts) < 2:
        return fill(translate("RecordsWindow", "%1: played once."), deal)
    return fill(translate("RecordsWindow", "%1: played %n times: %2.", None, PLURAL,
                          len(attempts)), deal, attempts_list(attempts))


class DayDealPanel(QWidget):
    """A line: the deal of the day, the player's attempts at it; Play, and Show attempts."""

    playRequested = Signal()
    showRequested = Signal(object)
    """The ``GameId`` of the player's last attempt at the day's deal."""

    def __init__(self, day: Callable[[], date] = today, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.day = day
        """The player's calendar date, asked at every showing (the window may stay open
        past midnight)."""
        self.attempts: list[GameEntry] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.text = ElidedLabel()  # one line; the whole text in its tooltip when cut
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.playRequested)
        self.show_button = QPushButton()
        self.show_button.clicked.connect(self._show_last)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.show_button)
        layout.addWidget(self.play_button)
        self.retranslate()

    def show_games(self, games: Sequence[GameEntry]) -> None:
        self.attempts = attempts_on(games, self.day())
        self.retranslate()

    def retranslate(self) -> None:
        day = self.day()
        self.text.setText(day_heading(day) + " — " + day_attempts_text(self.attempts))
        self.play_button.setToolTip(day_title(day) + "\n" + day_terms())
        self.play_button.setText(translate("RecordsWindow", "Play the &deal of the day"))
        self.show_button.setText(translate("RecordsWindow", "Show its &attempts"))
        self.show_button.setEnabled(bool(self.attempts))

    @Slot()
    def _show_last(self) -> None:
        if self.attempts:
            self.showRequested.emit(self.attempts[-1].id)


class SameDealLine(QWidget):
    """Under the games: every attempt at the selected game's deal; Next goes to the next."""

    showRequested = Signal(object)
    """The ``GameId`` of the next attempt at the same deal."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.by_deal: dict[DealKey, list[GameEntry]] = {}
        self.game: GameEntry | None = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.text = ElidedLabel()  # one line; the whole text in its tooltip when cut
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self._show_next)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.next_button)
        self.retranslate()

    def set_games(self, games: Sequence[GameEntry]) -> None:
        self.by_deal = games_by_deal(games)

    def show_game(self, game: GameEntry | None) -> None:
        self.game = game
        self.retranslate()

    def attempts(self) -> list[GameEntry]:
        key = deal_key(self.game) if self.game is not None else None
        return self.by_deal.get(key, []) if key is not None else []

    def retranslate(self) -> None:
        self.next_button.setText(translate("RecordsWindow", "&Next attempt at this deal"))
        game = self.game
        attempts = self.attempts()
        self.text.setText("" if game is None else same_deal_text(game, attempts))
        self.next_button.setEnabled(len(attempts) > 1)

    @Slot()
    def _show_next(self) -> None:
        attempts = self.attempts()
        if self.game is None or len(attempts) < 2:
            return
        ids: list[GameId] = [game.id for game in attempts]
        at = ids.index(self.game.id) if self.game.id in ids else -1
        self.showRequested.emit(ids[(at + 1) % len(ids)])

"""The lines under the final standings: each player's band, and in solitaire the
personal best of the game's kind (did it fall?) and the expert's total on the same deal.

The best is read from the record book once the game is recorded there (on the book's
thread: every game is read); the expert's total arrives later from a background
search. Each line holds its place from the start (``…`` while waiting), so the card
does not change size under the pointer, and each ends in a sentence that is true
whatever happens: a game the book did not take is said not to be there (yet), never
compared with the bests; a total that could not be worked out is said so.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot

from dq_desktop.engine.game import Game
from dq_desktop.storage.entries import GameEntry
from dq_desktop.storage.record_stats import BestKey, band_of, personal_bests
from dq_desktop.ui.common.announcer import Voice
from dq_desktop.ui.common.band_words import band_text
from dq_desktop.ui.common.seats import shown_name
from dq_desktop.ui.common.text import PLURAL, fill, translate
from dq_desktop.ui.table import announcements
from dq_desktop.ui.table.game_keeper import GameKeeper
from dq_desktop.ui.table.round_overlay import RoundOverlay


def band_line(name: str, total: int) -> str:
    band = band_of(total)
    if band is None:
        return fill(translate("FinalNotes", "%1: %n point(s), below the rulebook's marks "
                                            "(over 70 is very good).", None, PLURAL, total), name)
    return fill(translate("FinalNotes", "%1: %n point(s), %2.", None, PLURAL, total),
                name, band_text(band))


def kind_text(key: BestKey) -> str:
    """The kind of game a best is kept for, as the records window's table of bests has it."""
    if key.assisted:
        return (translate("FinalNotes", "with aids, with Sancho") if key.sancho
                else translate("FinalNotes", "with aids, without Sancho"))
    return (translate("FinalNotes", "unaided, with Sancho") if key.sancho
            else translate("FinalNotes", "unaided, without Sancho"))


def best_line(total: int, earlier: GameEntry | None, key: BestKey) -> str:
    """Whether this game beat the best of the same kind before it, naming that kind."""
    kind = kind_text(key)
    if earlier is None:
        return fill(translate("FinalNotes", "Your first recorded game of this kind (%1): it "
                                            "is your personal best."), kind)
    if total > earlier.total:
        return fill(translate("FinalNotes", "A new personal best (%2)! It was %1."),
                    earlier.total, kind)
    return fill(translate("FinalNotes", "Your personal best (%2) stays %1."), earlier.total, kind)


def earlier_best(entries: list[GameEntry], game_id: object, key: BestKey) -> GameEntry | None:
    return personal_bests(e for e in entries if e.id != game_id).get(key)


class FinalNotes(QObject):
    def __init__(self, overlay: RoundOverlay, keeper: GameKeeper | None) -> None:
        super().__init__(overlay)
        self.overlay = overlay
        self.keeper = keeper
        self._game: Game | None = None
        self._assisted = False
        self._recorded_id: object = None
        self._not_taken = False
        """The book did not take the game (yet): it waits, or is held in memory."""
        self._best: tuple[GameEntry | None] | None = None
        """``(earlier best,)`` once read from the book; ``None`` while waiting."""
        self._best_unread = False
        """The book took the game, but could not be read for the earlier best."""
        self._expert: int | None = None
        self._expert_missing = False
        self._opened = False
        """The game was opened from a file, not played to its end here."""
        self.voice = Voice(overlay)
        if keeper is not None:
            keeper.controller.gameStarted.connect(self._forget)
            keeper.recorded.connect(self._recorded)
            keeper.notRecorded.connect(self._not_recorded)
            keeper.notKept.connect(self._not_recorded)
            keeper.expertTotal.connect(self._expert_total)
            keeper.expertMissing.connect(self._expert_not_found)

    def start(self, game: Game, assisted: bool, *, opened: bool = False) -> None:
        """The game is over: its bands now, the rest as it arrives (the book may
        have recorded it already: the keeper hears of the end first). A game ``opened``
        from a file has its bands only: it is not recorded, nor its deal played again."""
        self._game, self._assisted, self._opened = game, assisted, opened
        if self._recorded_id is not None:
            self._read_best()
        self.show()

    def show(self) -> None:
        """Word the lines (again, in the language now installed)."""
        game = self._game
        if game is None:
            return
        lines = [band_line(shown_name(p.name), p.total) for p in game.players]
        self.voice.say("standings", announcements.final_standings(game))
        if self._guided():
            lines.append(translate("FinalNotes", "A guided game is not recorded: the guide "
                                                 "chose its tiles knowing the whole deal."))
        elif self._solo():
            best, expert = self._best_line(game), self._expert_line()
            lines += [best or translate("FinalNotes", "Your personal best: …"),
                      expert or translate("FinalNotes", "The expert is playing this deal…")]
            if best is not None:
                self.voice.say("best", best)
            if expert is not None:
                self.voice.say("expert", expert)
        self.overlay.set_notes(lines)

    def _best_line(self, game: Game) -> str | None:
        """What is known of the personal best; ``None`` while it is being read."""
        if self._recorded_id is None:
            return translate("FinalNotes", "This game is not in the record book yet: it is "
                                           "compared with your personal best once it is "
                                           "recorded.") if self._not_taken else None
        if self._best_unread:
            return translate("FinalNotes", "Your personal best could not be read from the "
                                           "record book.")
        if self._best is None:
            return None
        return best_line(game.players[0].total, self._best[0], self._key(game))

    def _expert_line(self) -> str | None:
        """What is known of the expert's total; ``None`` while it is being worked out."""
        if self._expert is not None:
            return fill(translate("FinalNotes", "The expert computer player scores %1 on this "
                                                "deal, playing it blind as you did."),
                        self._expert)
        if self._expert_missing:
            return translate("FinalNotes", "The expert's total on this deal could not be "
                                           "worked out.")
        if self._recorded_id is None and self._not_taken:
            return translate("FinalNotes", "The expert plays this deal once the game is in "
                                           "the record book.")
        return None

    def _key(self, game: Game) -> BestKey:
        return BestKey(game.sancho, self._assisted)

    def _solo(self) -> bool:
        """A player's own solitaire game: the only kind the record book ranks."""
        return (self._game is not None and len(self._game.players) == 1 and not self._opened
                and self.keeper is not None and self.keeper.controller.seats[0].is_human)

    def _guided(self) -> bool:
        """The guided game, never recorded: no personal best, no expert's total."""
        return (self.keeper is not None and self.keeper.controller.has_game
                and self.keeper.controller.setup.guided)

    def keeper_game(self) -> Game | None:
        """The game whose end is shown, or about to be (the controller's, once over)."""
        if self.keeper is None or not self.keeper.controller.has_game:
            return None
        game = self.keeper.controller.game
        return game if game.is_over else None

    @Slot()
    def _forget(self) -> None:
        self._game, self._recorded_id, self._best, self._expert = None, None, None, None
        self._not_taken = self._best_unread = self._expert_missing = self._opened = False
        self.voice.forget()

    @Slot(object)
    def _recorded(self, game_id: object) -> None:
        game = self.keeper.recorded_game if self.keeper is not None else None
        if game is not self.keeper_game():
            return  # a game from before, recorded meanwhile: not the one that ended
        self._recorded_id, self._not_taken = game_id, False
        if self._game is not None:
            self._read_best()
            self.show()

    @Slot(str)
    def _not_recorded(self, _message: str) -> None:
        """The book did not take a game: if it is the one that ended, the notes say so (the
        keeper's dialog says why); it may be recorded later, and the notes follow."""
        game = self.keeper_game()
        if (self.keeper is None or game is None or self._recorded_id is not None
                or not any(held.game is game for held in self.keeper.held)):
            return
        self._not_taken = True
        self.show()

    def _read_best(self) -> None:
        """Find the earlier best on the book's thread (every game is read: not on this
        one); the line follows when it is found."""
        if not self._solo() or self.keeper is None or self._game is None:
            return
        game, recorded = self._game, self._recorded_id
        key = self._key(game)

        def found(best: tuple[GameEntry | None] | None) -> None:
            if self._game is not game or self._recorded_id != recorded:
                return  # a new game meanwhile
            if best is None:
                self._best_unread = True  # the keeper reports the book's fault
            self._best = best
            self.show()

        self.keeper.read_book(lambda book: (earlier_best(book.games(), recorded, key),), found)

    @Slot(object, int)
    def _expert_total(self, game_id: object, total: int) -> None:
        if game_id == self._recorded_id:
            self._expert = total
            self.show()

    @Slot(object)
    def _expert_not_found(self, game_id: object) -> None:
        if game_id == self._recorded_id:
            self._expert_missing = True
            self.show()

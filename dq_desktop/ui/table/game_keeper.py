"""Keeping games: the autosave after every placement, the record book at the end.

A finished game goes into the record book first, then the autosave is
cleared: killed in between, the program offers the game again rather than
losing it. For solitaire games the expert's total on the same deal is worked
out in the background and kept beside the player's.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game, PlacementResult
from dq_desktop.storage.autosave import LoadedAutosave
from dq_desktop.storage.entries import GameId
from dq_desktop.ui.common.background import BackgroundWork
from dq_desktop.ui.common.user_files import UserFiles
from dq_desktop.ui.table.controller import GameController


class GameKeeper(QObject):
    problem = Signal(str)
    """A file could not be written: a message for the status bar."""
    recorded = Signal(object)
    """The ``GameId`` of a finished game now in the record book."""
    expertTotal = Signal(object, int)
    """(GameId, the expert's total on the same deal)."""

    def __init__(self, controller: GameController, files: UserFiles,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.files = files
        self.work = BackgroundWork(self)
        controller.placed.connect(self._on_placed)
        controller.takenBack.connect(self._save)
        controller.gameStarted.connect(self._save)

    def kinds(self) -> list[str | None]:
        return [seat.record_kind for seat in self.controller.seats]

    def assisted(self) -> bool:
        return bool(self.controller.assisted)

    @Slot()
    def _save(self, *_: object) -> None:
        game = self.controller.game
        try:
            self.files.autosave.save(game, self.kinds(), assisted=self.assisted())
        except OSError as error:
            self.problem.emit(str(error))

    @Slot(object)
    def _on_placed(self, result: PlacementResult) -> None:
        if result.game_over:
            self._record(self.controller.game)
        self._save()

    def _record(self, game: Game) -> None:
        try:
            game_id = self.files.book().add_game(game, self.kinds(), assisted=self.assisted())
        except (OSError, DqError) as error:
            self.problem.emit(str(error))
            return
        self.recorded.emit(game_id)
        if len(game.players) == 1:
            self.work.run(lambda: _expert_total(game), lambda total: self._keep(game_id, total))

    def _keep(self, game_id: GameId, total: int) -> None:
        try:
            self.files.book().set_expert_total(game_id, total)
        except (OSError, DqError) as error:
            self.problem.emit(str(error))
            return
        self.expertTotal.emit(game_id, total)

    def unfinished(self) -> LoadedAutosave:
        """The autosave as found at start (a corrupt one is set aside, see its report)."""
        return self.files.autosave.load()

    def shut_down(self) -> None:
        self.work.shut_down()


def _expert_total(game: Game) -> int:
    from dq_desktop.storage.expert_total import expert_total

    return expert_total(game, 0)

"""New, open and save: the game's file commands, for the menus of the main window.

A saved game carries what the program says about it (``formats/game_marks.py``): the
seats that used an aid, and whether it is the guided game; Open restores them. A
finished game opens on its final standings, whose Review the game opens its review.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox

from dq_desktop.engine.errors import DqError
from dq_desktop.engine.game import Game
from dq_desktop.ui.common.computer_players import stand_ins_text, tell
from dq_desktop.ui.common.game_file_dialog import ask_game_file
from dq_desktop.ui.common.seats import Table, kept_table, known_table, seats_of_record
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.table.game_view import GameView


class GameFiles(QObject):
    """Starts, opens and saves the view's game; remembers where it was saved."""

    def __init__(self, view: GameView) -> None:
        super().__init__(view)
        self.view = view
        self.save_path: Path | None = None
        """Where Save writes without asking: the file the game came from or went to."""
        view.controller.gameStarted.connect(self._forget_path)

    @Slot()
    def _forget_path(self) -> None:
        self.save_path = None

    @Slot()
    def ask_new_game(self) -> None:
        view = self.view
        controller = view.controller
        table = view.table_to_play()  # the last table chosen, kept in the settings
        if controller.has_game and not controller.setup.guided:
            # The table of the game on screen, and why a seat is still a stand-in.
            seats = controller.seats
            table = Table(seats, tuple(s for s in table.stand_ins if s.seat < len(seats) and
                                       seats[s.seat] == table.seats[s.seat]),
                          controller.setup.sancho)
        from dq_desktop.ui.dialogs.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(view, table.seats, aids=view.aids_enabled,
                               stand_ins=table.stand_ins, sancho=table.sancho)
        while dialog.exec():
            setup = dialog.setup()
            if setup is not None:
                if view.may_replace_game():
                    view.set_aids(dialog.aids.isChecked())
                    view.start(setup)
                    if view.files is not None:  # the next game starts from this table
                        view.files.keep_comfort(**kept_table(setup.seats, setup.sancho))
                return

    @Slot()
    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.view,
            translate("MainWindow", "Open a game"),
            "",
            translate("MainWindow", "Don Quixote games (*.json)"),
        )
        if path:
            self.open_file(Path(path), ask=True)

    def open_file(self, path: Path, *, ask: bool = False) -> bool:
        """Continue the game in ``path``; a bad file is reported and changes nothing.

        It is read first: a file that cannot be opened never has the player asked (with
        ``ask``) whether the game on the table may go."""
        from dq_desktop.formats.game_marks import marks_of

        read = self._read(path)
        if read is None or (ask and not self.view.may_replace_game()):
            return False
        data, game, kinds = read
        table = known_table(seats_of_record([p.name for p in game.players], kinds))
        marks = marks_of(data, kinds)
        self.view.controller.load_game(game, table.seats, assisted=marks.assisted,
                                       guided=marks.guided)
        self.save_path = path  # after loading, which forgets the last game's path
        if game.is_over:  # its standings, and from them its review
            self.view.round_end.show_opened()
        if table.stand_ins:
            tell(self.view, translate("MainWindow", "Open a game"),
                 stand_ins_text(table.stand_ins))
        return True

    def _read(self, path: Path) -> tuple[dict[str, Any], Game, list[str | None]] | None:
        """The game in ``path`` (with its record, for the marks kept beside the game), or
        ``None`` once the player is told why not."""
        from dq_desktop.formats import game_record
        from dq_desktop.formats.json_files import read_json_file

        try:
            data = read_json_file(path)
            game, kinds = game_record.game_from_record(data, str(path))
            return (data if isinstance(data, dict) else {}), game, kinds
        except DqError as error:
            fault = str(error)
        except Exception as error:  # a fault the reader did not foresee: said, and logged
            import logging

            logging.getLogger(__name__).exception("%s could not be opened", path)
            fault = f"{path}: {type(error).__name__}"
        box = QMessageBox(QMessageBox.Icon.Warning,
                          translate("MainWindow", "Cannot open this game"),
                          fill(translate("MainWindow", "The file could not be read:\n%1"), fault),
                          QMessageBox.StandardButton.Ok, self.view)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the file's name and what it holds
        box.exec()
        return None

    @Slot()
    def save(self) -> None:
        if self.save_path is None:
            self.ask_save_as()
        else:
            self.save_to(self.save_path)

    @Slot()
    def ask_save_as(self) -> None:
        if not self.view.controller.has_game:
            return
        path = ask_game_file(self.view, translate("MainWindow", "Save the game"),
                             "don-quixote.json")
        if path is not None:
            self.save_to(path)

    def save_to(self, path: Path) -> None:
        from dq_desktop.formats.game_marks import GameMarks, marks_to_json
        from dq_desktop.formats.game_record import write_game

        controller = self.view.controller
        marks = GameMarks(frozenset(controller.assisted), controller.setup.guided)
        try:
            write_game(path, controller.game, [seat.record_kind for seat in controller.seats],
                       marks_to_json(marks))
        except OSError as error:
            from dq_desktop.ui.common.storage_messages import file_problem_text

            QMessageBox.warning(
                self.view, translate("MainWindow", "Cannot save"),
                fill(translate("MainWindow", "The game could not be saved:\n%1"),
                     file_problem_text(error)))
            return
        self.save_path = path
        self.view.host.statusBar().showMessage(
            fill(translate("MainWindow", "Saved to %1"), path), 4000)

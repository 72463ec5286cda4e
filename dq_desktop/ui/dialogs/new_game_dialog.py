"""The New Game dialog: seats, players, Sancho Panza, deal number, tile set; and the
deal of the day, one click away."""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.engine.bots import bot_names
from dq_desktop.engine.deal_of_the_day import deal_of_the_day
from dq_desktop.engine.errors import DqError
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.player_names import PROGRAM_NAME, kept_name
from dq_desktop.formats.tileset_file import builtin_tileset, read_tileset
from dq_desktop.ui.common import palette
from dq_desktop.ui.common.computer_players import kind_label, stand_ins_text
from dq_desktop.ui.common.day_deal import day_terms, day_title, today
from dq_desktop.ui.common.seats import (
    HUMAN,
    STAND_IN,
    GameSetup,
    Seat,
    StandIn,
    known_kind,
    shown_name,
)
from dq_desktop.ui.common.text import fill, plain_label, translate

MAX_SEATS = 4


def colour_names() -> list[str]:
    return [
        translate("NewGameDialog", "Blue"),
        translate("NewGameDialog", "Vermilion"),
        translate("NewGameDialog", "Green"),
        translate("NewGameDialog", "Purple"),
    ]


class SeatRow:
    """The widgets of one seat in the dialog."""

    def __init__(self, grid: QGridLayout, row: int, default: Seat, enabled: bool) -> None:
        self.row = row
        self.enabled = QCheckBox()
        self.enabled.setChecked(enabled)
        self.enabled.setEnabled(row > 1)  # there is always at least one player
        self.name = QLineEdit(shown_name(default.name))  # "Sie" of a German game: "Vous"
        self.name.setMaxLength(24)
        self.kind = QComboBox()
        for kind in (HUMAN, *bot_names()):
            self.kind.addItem(kind_label(kind), kind)
        # A computer player this version does not know: the one that plays in its place.
        self.kind.setCurrentIndex(max(0, self.kind.findData(known_kind(default.kind) or STAND_IN)))
        self.colour = QComboBox()
        for index, name in enumerate(colour_names()):
            self.colour.addItem(palette.colour_icon(index), name, index)
        self.colour.setCurrentIndex(default.colour)
        for column, widget in enumerate((self.enabled, self.name, self.kind, self.colour)):
            grid.addWidget(widget, row, column)
        # On Linux Qt names a combo box by its value and a screen reader finds what it is
        # through the label it is the buddy of: one each, unseen (the column's header says
        # it on screen).
        self.labels = [QLabel(box.parentWidget()) for box in (self.kind, self.colour)]
        for label, box in zip(self.labels, (self.kind, self.colour), strict=True):
            label.setBuddy(box)  # a sibling, as Qt looks for it
            label.hide()
        self.enabled.toggled.connect(self._sync)
        self._sync()
        self.retranslate()

    def retranslate(self) -> None:
        """Word the row anew in the language now installed (the choices stay)."""
        row = self.row
        self.enabled.setAccessibleName(fill(translate("NewGameDialog", "Seat %1 takes part"), row))
        self.name.setAccessibleName(fill(translate("NewGameDialog", "Name of seat %1"), row))
        self.kind.setAccessibleName(fill(translate("NewGameDialog", "Player of seat %1"), row))
        self.colour.setAccessibleName(fill(translate("NewGameDialog", "Colour of seat %1"), row))
        for label, box in zip(self.labels, (self.kind, self.colour), strict=True):
            label.setText(box.accessibleName())
        for index in range(self.kind.count()):
            self.kind.setItemText(index, kind_label(str(self.kind.itemData(index))))
        for index, name in enumerate(colour_names()):
            self.colour.setItemText(index, name)

    def _sync(self) -> None:
        for widget in (self.name, self.kind, self.colour):
            widget.setEnabled(self.enabled.isChecked())

    def seat(self, fallback_name: str) -> Seat | None:
        if not self.enabled.isChecked():
            return None
        return Seat(
            kept_name(self.name.text().strip() or fallback_name),  # "Vous": no name chosen
            str(self.kind.currentData()),
            int(self.colour.currentData()),
        )


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, defaults: tuple[Seat, ...] = (),
                 *, aids: bool = True, stand_ins: Sequence[StandIn] = (),
                 sancho: bool = False, day: date | None = None) -> None:
        """``aids``: whether placement previews start switched on; ``stand_ins``: the
        computer players of ``defaults`` this version does not know, said beside the
        table with the ones chosen in their place; ``day``: the date whose deal the
        deal of the day button plays (today)."""
        super().__init__(parent)
        self.day = day or today()
        self._tileset_file: str | None = None
        self._stand_ins = tuple(stand_ins)
        layout = QVBoxLayout(self)

        self.seats_box = QGroupBox()
        grid = QGridLayout(self.seats_box)
        self.headers = [QLabel() for _ in range(4)]
        for column, header in enumerate(self.headers):
            grid.addWidget(header, 0, column)
        standard = default_seats()
        chosen = list(defaults) or [standard[0]]
        self.rows = [
            SeatRow(
                grid,
                number + 1,
                chosen[number] if number < len(chosen) else standard[number],
                number < len(chosen),
            )
            for number in range(MAX_SEATS)
        ]
        layout.addWidget(self.seats_box)
        self.stand_ins = plain_label()  # players' names
        self.stand_ins.setWordWrap(True)
        self.stand_ins.setVisible(bool(self._stand_ins))
        layout.addWidget(self.stand_ins)

        options = QFormLayout()
        self.sancho = QCheckBox()
        self.sancho.setChecked(sancho)
        options.addRow(self.sancho)
        self.aids = QCheckBox()
        self.aids.setChecked(aids)
        options.addRow(self.aids)
        self.deal = QLineEdit()
        self.deal.setValidator(QIntValidator(0, 999_999_999, self))
        self.deal_label = QLabel()
        options.addRow(self.deal_label, self.deal)
        self.tileset = QComboBox()
        self.tileset.addItem("", "classic")
        self.tileset.addItem("", "")
        self.tileset.activated.connect(self._choose_tileset_file)
        self.tileset_label = QLabel()
        options.addRow(self.tileset_label, self.tileset)
        layout.addLayout(options)
        self.day_button = QPushButton()
        self.day_button.clicked.connect(self.choose_day_deal)
        layout.addWidget(self.day_button)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.rows[0].name.setFocus(Qt.FocusReason.OtherFocusReason)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text again in the language now installed (what was chosen stays)."""
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self.seats_box.setTitle(translate("NewGameDialog", "Players"))
        for label, text in zip(self.headers, seat_headers(), strict=True):
            label.setText(text)
        for row in self.rows:
            row.retranslate()
        if self._stand_ins:
            self.stand_ins.setText(stand_ins_text(self._stand_ins))
        self.sancho.setText(translate("NewGameDialog", "Play with &Sancho Panza"))
        self.aids.setText(translate("NewGameDialog", "&Placement previews (the game stays "
                                                     "unaided)"))
        self.aids.setToolTip(translate(
            "NewGameDialog", "Previews show what a player at the table sees by holding a "
            "tile over the field, and what the scoring helper shows once it is placed: "
            "nothing hidden, so they never make a game assisted. A hint or a take-back "
            "does, and the record book keeps such games apart from your unaided bests."))
        self.deal.setPlaceholderText(translate("NewGameDialog", "random"))
        self.deal.setToolTip(
            translate(
                "NewGameDialog",
                "The same deal number gives the same castles, position cards "
                "and tiles, to replay a deal or to play it against friends.",
            )
        )
        self.deal_label.setText(translate("NewGameDialog", "&Deal number:"))
        self.deal_label.setBuddy(self.deal)
        self.tileset.setItemText(0, translate("NewGameDialog", "Classic"))
        if self._tileset_file is None:
            self.tileset.setItemText(1, translate("NewGameDialog", "From a file…"))
        self.tileset_label.setText(translate("NewGameDialog", "&Tile set:"))
        self.tileset_label.setBuddy(self.tileset)
        self.day_button.setText(fill(translate("NewGameDialog", "Play the deal of the &day "
                                                               "(%1)"), deal_of_the_day(self.day)))
        self.day_button.setToolTip(day_title(self.day) + "\n" + day_terms())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _choose_tileset_file(self, index: int) -> None:
        if self.tileset.itemData(index):
            return
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("NewGameDialog", "Open a tile set"),
            "",
            translate("NewGameDialog", "Tile sets (*.json)"),
        )
        if not path:
            self.tileset.setCurrentIndex(0)
            return
        self._tileset_file = path
        self.tileset.setItemText(index, path.rsplit("/", 1)[-1])

    def choose_day_deal(self) -> None:
        """Set the table to the deal of the day (the table's first human alone, the day's
        number, the classic set, no Sancho Panza) and start it."""
        first = self.rows[0]
        human = next((row for row in self.rows
                      if row.enabled.isChecked() and row.kind.currentData() == HUMAN), None)
        if human is not first:  # the first seat takes the human's place (or a default one)
            first.name.setText(human.name.text() if human else shown_name(PROGRAM_NAME))
            if human is not None:
                first.colour.setCurrentIndex(human.colour.currentIndex())
            first.kind.setCurrentIndex(first.kind.findData(HUMAN))
        for row in self.rows[1:]:
            row.enabled.setChecked(False)
        self.sancho.setChecked(False)
        self.deal.setText(str(deal_of_the_day(self.day)))
        self.tileset.setCurrentIndex(0)
        self.accept()

    def chosen_tileset(self) -> TileSet:
        if self.tileset.currentData() == "classic" or not self._tileset_file:
            return builtin_tileset("classic")
        return read_tileset(self._tileset_file)

    def setup(self) -> GameSetup | None:
        """The game chosen, or ``None`` (with a message) when the tile set is unusable."""
        seats = tuple(
            seat
            for number, row in enumerate(self.rows)
            if (seat := row.seat(fill(translate("NewGameDialog", "Player %1"), number + 1)))
        )
        seed = int(self.deal.text()) if self.deal.text() else random.randrange(1_000_000)
        try:
            tileset = self.chosen_tileset()
            tileset.check_playable(sancho=self.sancho.isChecked())
        except DqError as error:
            QMessageBox.warning(
                self, translate("NewGameDialog", "Tile set not usable"),
                fill(translate("NewGameDialog", "This tile set cannot be used:\n%1"), error))
            return None
        return GameSetup(seats, tileset, seed, self.sancho.isChecked())


def seat_headers() -> list[str]:
    """The titles of the seat table's columns."""
    return [
        translate("NewGameDialog", "Plays"),
        translate("NewGameDialog", "Name"),
        translate("NewGameDialog", "Who"),
        translate("NewGameDialog", "Colour"),
    ]


def default_seats() -> list[Seat]:
    """The seats the dialog offers beyond the table it is given."""
    return [
        Seat(PROGRAM_NAME, HUMAN, 0),
        Seat(translate("NewGameDialog", "Rocinante"), "greedy", 1),
        Seat(translate("NewGameDialog", "Dulcinea"), "greedy", 2),
        Seat(translate("NewGameDialog", "Sansón"), "greedy", 3),
    ]

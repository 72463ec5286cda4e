"""Settings: language, placement previews, animation speed, the default players."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.storage.settings import SeatSettings, Settings
from dq_desktop.ui.common.language import LANGUAGES, SYSTEM
from dq_desktop.ui.common.seats import seats_of_settings, stored_name
from dq_desktop.ui.common.text import fill, translate
from dq_desktop.ui.dialogs.new_game_dialog import MAX_SEATS, SeatRow, default_seats, seat_headers

SPEEDS = ("off", "fast", "normal", "slow")


def speed_name(speed: str) -> str:
    names = {
        "off": translate("SettingsDialog", "No animation"),
        "fast": translate("SettingsDialog", "Fast"),
        "normal": translate("SettingsDialog", "Normal"),
        "slow": translate("SettingsDialog", "Slow"),
    }
    return names[speed]


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("SettingsDialog", "Settings"))
        self._settings = settings
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox()
        self.language.addItem(translate("SettingsDialog", "As the system"), SYSTEM)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)  # each language named in its own words
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        form.addRow(translate("SettingsDialog", "Language:"), self.language)
        self.previews = QCheckBox(translate("SettingsDialog", "Show placement previews"))
        self.previews.setToolTip(translate(
            "SettingsDialog",
            "Shows what the selected tile would score and which roads it would connect to, "
            "as holding it over the field would. Previews never make a game assisted; "
            "a hint or a take-back does."))
        self.previews.setChecked(settings.aids)
        form.addRow(self.previews)
        self.speed = QComboBox()
        for speed in SPEEDS:
            self.speed.addItem(speed_name(speed), speed)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.animation_speed)))
        form.addRow(translate("SettingsDialog", "Computer players' moves:"), self.speed)
        layout.addLayout(form)

        players = QGroupBox(translate("SettingsDialog", "Players of a new game"))
        grid = QGridLayout(players)
        for column, header in enumerate(seat_headers()):
            grid.addWidget(QLabel(header), 0, column)
        standard = default_seats()
        chosen = list(seats_of_settings(settings)) or [standard[0]]
        self.rows = [
            SeatRow(grid, n + 1, chosen[n] if n < len(chosen) else standard[n], n < len(chosen))
            for n in range(MAX_SEATS)
        ]
        layout.addWidget(players)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def chosen(self) -> Settings:
        """The settings as the dialog shows them."""
        seats = [seat for n, row in enumerate(self.rows)
                 if (seat := row.seat(fill(translate("NewGameDialog", "Player %1"), n + 1)))]
        return self._settings.model_copy(update={
            "language": str(self.language.currentData()),
            "aids": self.previews.isChecked(),
            "animation_speed": str(self.speed.currentData()),
            "default_players": [SeatSettings(name=stored_name(s.name), kind=s.kind,
                                             colour=s.colour)
                                for s in seats],
        })

"""The scoring helper's tally: the round, each category, and the total.

During a round it shows the values 'if scored now'; after a round, that
round's result. Richer explanations hang off it (issue: scoring helper).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dq_desktop.engine.scoring import Score
from dq_desktop.ui.text import fill, tr

CATEGORIES = ("castle6", "castle4", "churches", "windmills", "defense", "knights")


def category_name(key: str) -> str:
    names = {
        "castle6": tr("ScorePanel", "6-castle"),
        "castle4": tr("ScorePanel", "4-castle"),
        "churches": tr("ScorePanel", "Churches"),
        "windmills": tr("ScorePanel", "Windmills"),
        "defense": tr("ScorePanel", "Defense of the realm"),
        "knights": tr("ScorePanel", "Knight group"),
        "total": tr("ScorePanel", "Total"),
    }
    return names[key]


class ScorePanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorePanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(220)
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("scorePanelTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        rounds = QHBoxLayout()
        self.round_labels = []
        for number in (1, 2, 3):
            label = QLabel(str(number))
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            rounds.addWidget(label)
            self.round_labels.append(label)
        layout.addLayout(rounds)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        grid = QGridLayout()
        self.names: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for row, key in enumerate((*CATEGORIES, "total")):
            name, value = QLabel(), QLabel("0")
            name.setWordWrap(True)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            value.setAccessibleName(key)
            grid.addWidget(name, row, 0)
            grid.addWidget(value, row, 1)
            self.names[key], self.values[key] = name, value
        bold = QFont(self.font())
        bold.setBold(True)
        self.names["total"].setFont(bold)
        self.values["total"].setFont(bold)
        layout.addLayout(grid)
        self.so_far = QLabel()
        layout.addWidget(self.so_far)
        layout.addStretch(1)
        self.retranslate()

    def retranslate(self) -> None:
        for key, label in self.names.items():
            label.setText(category_name(key))

    def show_scores(
        self, player: str, round_number: int, now: Score | None, finished: tuple[Score, ...]
    ) -> None:
        """``now``: the values if scored now (``None`` once the game is over)."""
        self.title.setText(player)
        for number, label in enumerate(self.round_labels, start=1):
            font = QFont(self.font())
            font.setPointSizeF(self.font().pointSizeF() * (1.9 if number == round_number else 1.1))
            font.setBold(number == round_number)
            label.setFont(font)
            label.setEnabled(number <= round_number)
        shown = now if now is not None else (finished[-1] if finished else None)
        if now is not None:
            self.caption.setText(fill(tr("ScorePanel", "Round %1, if scored now:"), round_number))
        else:
            self.caption.setText(fill(tr("ScorePanel", "Round %1 result:"), round_number))
        values = shown.as_dict() if shown else {}
        for key, label in self.values.items():
            label.setText(str(values.get(key, 0)))
        total = sum(score.total for score in finished)
        self.so_far.setText(fill(tr("ScorePanel", "Total of scored rounds: %1"), total))

    def value_of(self, key: str) -> int:
        return int(self.values[key].text())

"""The scoring shown after each round, and the standings at the end."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dq_desktop.engine.game import Game
from dq_desktop.ui.common.seats import shown_name
from dq_desktop.ui.common.text import PLURAL, fill, plain_label, translate
from dq_desktop.ui.table.score_panel import CATEGORIES, category_name


def winners(game: Game) -> list[int]:
    """Seats with the highest total; ties share the win (SPEC.md §2.5)."""
    best = max(player.total for player in game.players)
    return [seat for seat, player in enumerate(game.players) if player.total == best]


def places(game: Game) -> list[int]:
    """Each seat's place by its total: 1 for the highest; equal totals share a place and
    the next is skipped (1, 1, 3), as the win is shared (SPEC.md §2.5)."""
    totals = [player.total for player in game.players]
    return [1 + sum(other > total for other in totals) for total in totals]


def hindsight_line(name: str, actual: int, best: int | None) -> str:
    """A player's line under the standings: the best total found in hindsight with his
    tiles and positions (``None``: still being worked out)."""
    if best is None:
        return fill(translate("RoundOverlay", "%1: %n point(s); the best total with "
                                              "the same tiles and positions is being "
                                              "worked out…", None, PLURAL, actual), name)
    return fill(translate("RoundOverlay", "%1: %n point(s); with the same tiles "
                                          "and positions, %2 were possible.",
                          None, PLURAL, actual), name, best)


class RoundOverlay(QWidget):
    """Covers its parent with a dimmed backdrop and a card of results."""

    dismissed = Signal()
    presented = Signal()
    """The card is on screen and its button has the focus."""
    hindsightRequested = Signal(int)
    reviewRequested = Signal()
    """The final standings' 'Review the game' was pressed."""
    """The seat whose best game (found in hindsight) the player wants to see."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("roundOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.card = QFrame(self)
        self.card.setObjectName("overlayCard")
        self.card.setFrameShape(QFrame.Shape.StyledPanel)
        self.card.setAutoFillBackground(True)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        self.layout_ = QVBoxLayout(self.card)
        self.layout_.setContentsMargins(24, 18, 24, 18)
        self.title = plain_label()  # names of the winners
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.layout_.addWidget(self.title)
        self.subtitle = plain_label()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.layout_.addWidget(self.subtitle)
        self.grid_host = QWidget()
        self.layout_.addWidget(self.grid_host)
        self.notes = plain_label()  # players' names
        self.notes.setWordWrap(True)
        self.layout_.addWidget(self.notes)
        self.hindsight_host = QWidget()
        self.layout_.addWidget(self.hindsight_host)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(self.dismiss)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.reviewRequested)
        self.review_button.hide()
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.button)
        buttons.addStretch(1)
        self.layout_.addLayout(buttons)
        self._hindsight_buttons: list[QPushButton] = []
        self.hide()

    def tab_stops(self) -> list[QPushButton]:
        """The card's buttons in Tab order, those a player can press now."""
        stops = [*self._hindsight_buttons, self.review_button, self.button]
        return [button for button in stops if button.isVisible() and button.isEnabled()]

    def focusNextPrevChild(self, next: bool) -> bool:
        """Tab and Shift+Tab go round the card's own buttons while it covers the game: a
        screen reader does not read the fields under the dimmed backdrop meanwhile. The
        card knows its buttons; it does not walk the window's focus chain (that made
        wrappers of widgets, such as menus, which Qt deletes later)."""
        stops = self.tab_stops()
        places = [id(button) for button in stops]
        current = id(QApplication.focusWidget())
        if not self.isVisible() or current not in places:
            return super().focusNextPrevChild(next)
        here = places.index(current)
        next_index = (here + (1 if next else -1)) % len(stops)
        reason = Qt.FocusReason.TabFocusReason if next else Qt.FocusReason.BacktabFocusReason
        stops[next_index].setFocus(reason)
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape closes the card, as it closes a dialog (Continue, or Close)."""
        if event.key() == Qt.Key.Key_Escape and self.isVisible():
            self.dismiss()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(20, 20, 20, 130))

    def show_round(self, game: Game, round_number: int) -> None:
        self.review_button.hide()
        self.set_hindsight([])
        self.set_notes([])
        self.card.setMinimumWidth(0)
        self.title.setText(fill(translate("RoundOverlay", "Scoring after round %1"), round_number))
        self.subtitle.setText("")
        self._fill_grid(game, round_number)
        self.button.setText(translate("RoundOverlay", "Continue"))
        self._present()

    def set_hindsight(self, rows: list[tuple[int, str, int, int | None]]) -> None:
        """For each (seat, name, actual total, best total or ``None`` while searching):
        the best the analysis found with the same tiles, and a button to see it."""
        old = self.hindsight_host.layout()
        self._hindsight_buttons = []  # deleted with their old layout
        if old is not None:
            QWidget().setLayout(old)
        grid = QGridLayout(self.hindsight_host)
        grid.setContentsMargins(0, 10, 0, 0)
        grid.setColumnStretch(0, 1)  # the words take the room; the button keeps its size
        for row, (seat, name, actual, best) in enumerate(rows):
            # While the search runs the sentence says so; the card keeps its size when the
            # number arrives (room for three lines, below).
            text = hindsight_line(name, actual, best)
            label = plain_label(text)  # the player's name
            label.setWordWrap(True)
            # Room for three lines from the start: the card keeps its size when it arrives.
            label.setMinimumHeight(3 * label.fontMetrics().lineSpacing())
            grid.addWidget(label, row, 0)
            button = QPushButton(translate("RoundOverlay", "Show that game"))
            button.clicked.connect(lambda _=False, s=seat: self.hindsightRequested.emit(s))
            policy = button.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            button.setSizePolicy(policy)
            button.setVisible(best is not None)
            grid.addWidget(button, row, 1)
            self._hindsight_buttons.append(button)

    def set_notes(self, lines: list[str]) -> None:
        """Lines under the standings (bands, personal best, the expert's total)."""
        self.notes.setText("\n".join(lines))
        self.notes.setVisible(bool(lines))

    def show_final(self, game: Game) -> None:
        best = winners(game)
        names = ", ".join(shown_name(game.players[seat].name) for seat in best)
        self.title.setText(translate("RoundOverlay", "Final standings"))
        if len(game.players) == 1:
            total = game.players[0].total
            self.subtitle.setText(
                translate("RoundOverlay", "%n point(s) in all.", None, PLURAL, total)
            )
        elif len(best) > 1:
            self.subtitle.setText(fill(translate("RoundOverlay", "Shared win: %1"), names))
        else:
            self.subtitle.setText(fill(translate("RoundOverlay", "%1 wins!"), names))
        self._fill_final_grid(game)
        self.button.setText(translate("RoundOverlay", "Close"))
        self.review_button.setText(translate("RoundOverlay", "&Review the game"))
        self.review_button.show()
        QWidget.setTabOrder(self.review_button, self.button)  # Shift+Tab from Close: Review
        self._present()
        # Wide enough for the lines still to come (they wrap rather than widen the card).
        self.card.setMinimumWidth(max(self.card.sizeHint().width(), 520))

    def _fill_grid(self, game: Game, round_number: int, final: bool = False) -> None:
        old = self.grid_host.layout()
        if old is not None:
            QWidget().setLayout(old)  # reparent the old layout away so it is deleted
        grid = QGridLayout(self.grid_host)
        grid.setHorizontalSpacing(18)
        for column, player in enumerate(game.players, start=1):
            name = QLabel(shown_name(player.name))
            name.setTextFormat(Qt.TextFormat.PlainText)
            name.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(name, 0, column)
        keys = [*CATEGORIES, "total"]
        for row, key in enumerate(keys, start=1):
            grid.addWidget(QLabel(category_name(key)), row, 0)
            for column, player in enumerate(game.players, start=1):
                score = player.scores[round_number - 1].as_dict()
                value = QLabel(str(score[key]))
                value.setAlignment(Qt.AlignmentFlag.AlignRight)
                grid.addWidget(value, row, column)
        row = len(keys) + 1
        label = (translate("RoundOverlay", "Game total") if final
                 else translate("RoundOverlay", "Total so far"))
        bold = QFont(self.font())
        bold.setBold(True)
        caption = QLabel(label)
        caption.setFont(bold)
        grid.addWidget(caption, row, 0)
        for column, player in enumerate(game.players, start=1):
            value = QLabel(str(player.total))
            value.setFont(bold)
            value.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(value, row, column)

    def _fill_final_grid(self, game: Game) -> None:
        """Each player's three rounds by category, and the game's total."""
        old = self.grid_host.layout()
        if old is not None:
            QWidget().setLayout(old)
        grid = QGridLayout(self.grid_host)
        grid.setHorizontalSpacing(10)
        bold = QFont(self.font())
        bold.setBold(True)
        heads = [str(n) for n in (1, 2, 3)] + [translate("RoundOverlay", "Game")]
        for seat, player in enumerate(game.players):
            first = 1 + seat * 4
            name = plain_label(shown_name(player.name))
            name.setFont(bold)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(name, 0, first, 1, 4)
            grid.setColumnMinimumWidth(first, 30)  # a gap between one player's columns and the next
            for offset, head in enumerate(heads):
                label = QLabel(head)
                label.setAlignment(Qt.AlignmentFlag.AlignRight)
                grid.addWidget(label, 1, first + offset)
        grid.addWidget(QLabel(translate("RoundOverlay", "Round")), 1, 0)
        for row, key in enumerate([*CATEGORIES, "total"], start=2):
            caption = QLabel(category_name(key))
            grid.addWidget(caption, row, 0)
            for seat, player in enumerate(game.players):
                values = [score.as_dict()[key] for score in player.scores]
                values.append(sum(values))
                for offset, value in enumerate(values):
                    label = QLabel(str(value))
                    label.setAlignment(Qt.AlignmentFlag.AlignRight)
                    if offset == 3:
                        label.setFont(bold)
                    grid.addWidget(label, row, 1 + seat * 4 + offset)
            if key == "total":
                caption.setFont(bold)
        if len(game.players) > 1:
            # Each player's place under his game total: who came where, at a glance.
            row = len(CATEGORIES) + 3
            grid.addWidget(QLabel(translate("RoundOverlay", "Place")), row, 0)
            for seat, place in enumerate(places(game)):
                label = QLabel(str(place))
                label.setFont(bold)
                label.setAlignment(Qt.AlignmentFlag.AlignRight)
                label.setAccessibleName(fill(translate("RoundOverlay", "Place %1"), place))
                grid.addWidget(label, row, 1 + seat * 4 + 3)

    def _present(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()
        self.presented.emit()

    def dismiss(self) -> None:
        if self.isVisible():
            # Those who hear it move the focus first (to the hand): were the card hidden
            # first, Qt would pass the focus on to the board on the way, and a screen
            # reader would read a field for nothing.
            self.dismissed.emit()
            self.hide()

"""The scoring helper, modelled on the online client's tally.

A round indicator (the current round large; hovering a finished round shows
its result), a row for each category with its condition this round and its
value 'if scored now', the preview's change per category, and the total.
Hovering a category, or giving it the keyboard focus (Tab), asks the board to
light up what it counts; a click, Enter or Space asks for its rules. With the focus,
a category is read with its points and state, its rule as its description.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeyEvent, QPalette
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from dq_desktop.engine.explanation import Explanation
from dq_desktop.engine.scoring import (
    CASTLE_VALUES,
    KNIGHT_GROUP_ROUND,
    Category,
    Score,
    castle_knights_needed,
    defense_shields_needed,
)

# The engine's categories, named here too for the rooms that lay out the sheet's rows.
from dq_desktop.engine.scoring import CATEGORIES as CATEGORIES
from dq_desktop.ui.common import theme
from dq_desktop.ui.common.seats import shown_name
from dq_desktop.ui.common.text import PLURAL, and_list, fill, translate


def category_name(key: str) -> str:
    names: dict[str, str] = {
        Category.CASTLE6: translate("ScorePanel", "6-castle"),
        Category.CASTLE4: translate("ScorePanel", "4-castle"),
        Category.CHURCHES: translate("ScorePanel", "Churches"),
        Category.WINDMILLS: translate("ScorePanel", "Windmills"),
        Category.DEFENSE: translate("ScorePanel", "Defense of the realm"),
        Category.KNIGHTS: translate("ScorePanel", "Knight group"),
        "total": translate("ScorePanel", "Total"),
    }
    return names[key]


def category_in_sentence(key: str) -> str:
    """The category's name inside a sentence ("… château 6 +6"): no capital where the
    language writes none (French and English; German nouns keep theirs)."""
    names: dict[str, str] = {
        Category.CASTLE6: translate("ScorePanel", "6-castle", "in a sentence"),
        Category.CASTLE4: translate("ScorePanel", "4-castle", "in a sentence"),
        Category.CHURCHES: translate("ScorePanel", "churches", "in a sentence"),
        Category.WINDMILLS: translate("ScorePanel", "windmills", "in a sentence"),
        Category.DEFENSE: translate("ScorePanel", "defense of the realm", "in a sentence"),
        Category.KNIGHTS: translate("ScorePanel", "knight group", "in a sentence"),
    }
    return names[key]


def requirement(key: str, round_number: int) -> str:
    """What the category asks for in ``round_number``, in a sentence."""
    if key in CASTLE_VALUES:
        value = CASTLE_VALUES[key]
        return fill(
            translate(
                "ScorePanel",
                "Round %1: the %2-castle scores %2 points with at least %n knight(s) "
                "connected to either of its gates.",
                None,
                PLURAL,
                castle_knights_needed(round_number)  # no comma after it: lupdate would skip
            ),
            round_number,
            value,
        )
    if key in (Category.CHURCHES, Category.WINDMILLS):
        return translate(
            "ScorePanel",
            "Every round: each connected group scores; one alone scores nothing, "
            "exactly two score 2, three or more score 2 each.",
        )
    if key == Category.DEFENSE:
        needed = defense_shields_needed(round_number)
        return fill(
            translate(
                "ScorePanel",
                "Round %1: 5 points when the knights defending the border show at least "
                "%n shield point(s). A knight defends when its own road reaches the border "
                "within its half of the tile.",
                None,
                PLURAL,
                needed
            ),
            round_number,
        )
    if key == Category.KNIGHTS:
        return translate(
            "ScorePanel",
            "Round 3 only: the shields of the most valuable group of at least two "
            "connected knights.",
        )
    return translate("ScorePanel", "The sum of all categories.")


def wrapped(text: str) -> str:
    """A tooltip that wraps: Qt lays plain tooltip text on one line, a thousand pixels
    wide across the board; as rich text (escaped) it wraps at a readable width."""
    return f"<p>{html.escape(text)}</p>"


def detail(key: str, facts: Explanation, round_number: int) -> str:
    """The state of the category on this board: '1 of 2 knights' on the way to the
    condition, '4 knights, enough' once it is met ('4 of 3' would read as a fault)."""
    if key in CASTLE_VALUES:
        knights = len(facts.castle_knights.get(CASTLE_VALUES[key], ()))
        needed = castle_knights_needed(round_number)
        if knights >= needed:
            return translate("ScorePanel", "%n knight(s), enough", None, PLURAL, knights)
        return fill(translate("ScorePanel", "%1 of %n knight(s)", None, PLURAL, needed),
                    knights)
    if key in (Category.CHURCHES, Category.WINDMILLS):
        groups = facts.churches if key == Category.CHURCHES else facts.windmills
        sizes = sorted((len(g.symbols) for g in groups if len(g.symbols) > 1), reverse=True)
        if not sizes:
            return translate("ScorePanel", "no connected group")
        if len(sizes) == 1:  # "groups: 2" read as two groups
            return fill(translate("ScorePanel", "1 group of %1"), sizes[0])
        return fill(translate("ScorePanel", "groups of %1"), and_list([str(n) for n in sizes]))
    if key == Category.DEFENSE:
        needed = defense_shields_needed(round_number)
        if facts.defense_shields >= needed:
            shown = facts.defense_shields
            return translate("ScorePanel", "%n shield point(s), enough", None, PLURAL, shown)
        return fill(translate("ScorePanel", "%1 of %n shield point(s)", None, PLURAL, needed),
                    facts.defense_shields)
    if key == Category.KNIGHTS:
        best = facts.best_knight_group
        shown = best.value if best is not None else 0
        return translate("ScorePanel", "best group: %n shield(s)", None, PLURAL, shown)
    return ""


MIN_WIDTH, MAX_WIDTH = 250, 420
"""The panel's bounds in pixels; between them it fits its longest line."""
ACCENTED_CAPITALS = "ÉÈÊÀÂÎÔÛÄÖÜÇ"
"""Capitals whose accent may rise above the font's ascent (e.g. 'Églises')."""


def line_height(label: QLabel) -> int:
    """A row tall enough for an accented capital: the font's line, plus twice what the
    accent rises above the ascent (the text is centred vertically, so half goes on top)."""
    metrics = QFontMetrics(label.font())
    rise = -metrics.tightBoundingRect(ACCENTED_CAPITALS).top() - metrics.ascent()
    return metrics.height() + 2 * max(0, rise)


class ScorePanel(QFrame):
    categoryHovered = Signal(str)
    """A category key while the mouse is over it or it has the focus, ``""`` when it leaves."""
    helpRequested = Signal(str)
    """A category key whose rules section the player asked for (click, Enter or Space)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorePanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(MIN_WIDTH)
        self.setMaximumWidth(MAX_WIDTH)
        self._state: tuple[str, int, Score | None, tuple[Score, ...], Explanation | None,
                           tuple[Explanation, ...]] | None
        self._state = None
        self._preview: Score | None = None
        self._hovered_round = 0
        self._counted: dict[str, int] | None = None
        """The scoring moment's values so far (``None``: no counting)."""
        self._texts: dict[tuple[int, str], str] = {}
        layout = QVBoxLayout(self)
        layout.setSpacing(6)
        self.column = layout
        # The name the help and the guided game call this panel, so a reader finds it.
        self.heading = QLabel()
        self.heading.setObjectName("scorePanelHeading")
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.heading.setFont(small)
        layout.addWidget(self.heading)
        self.title = QLabel()
        self.title.setObjectName("scorePanelTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        bold = QFont(self.font())
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.15)
        self.title.setFont(bold)
        layout.addWidget(self.title)
        rounds = QHBoxLayout()
        self.round_caption = QLabel()
        rounds.addWidget(self.round_caption)
        self.round_labels: list[QLabel] = []
        for number in (1, 2, 3):
            label = QLabel(str(number))
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setMinimumWidth(34)
            label.installEventFilter(self)
            label.setProperty("round", number)
            rounds.addWidget(label)
            self.round_labels.append(label)
        rounds.addStretch(1)
        layout.addLayout(rounds)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        grid = QGridLayout()
        grid.setVerticalSpacing(2)
        self.names: dict[str, QLabel] = {}
        self.details: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        self.deltas: dict[str, QLabel] = {}
        for number, key in enumerate((*CATEGORIES, "total")):
            row = number * 2
            name, value, delta = QLabel(), QLabel("0"), QLabel()
            name.setWordWrap(True)
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            delta.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            delta.setMinimumWidth(30)
            value.setMinimumWidth(26)
            note = QLabel()
            note.setObjectName("categoryDetail")
            for widget in (name, value, note):
                widget.setProperty("category", key)
                widget.installEventFilter(self)
            if key != "total":
                name.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the keyboard lights it up too
                name.setIndent(0)  # its focus line is a frame: no indent, in line with the rest
            grid.addWidget(name, row, 0)
            grid.addWidget(delta, row, 1)
            grid.addWidget(value, row, 2)
            grid.addWidget(note, row + 1, 0, 1, 3)
            self.names[key], self.values[key] = name, value
            self.details[key], self.deltas[key] = note, delta
        grid.setColumnStretch(0, 1)
        for key in ("total",):
            self.names[key].setFont(bold)
            self.values[key].setFont(bold)
        layout.addLayout(grid)
        self.so_far = QLabel()
        self.so_far.setWordWrap(True)
        layout.addWidget(self.so_far)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setObjectName("helperHint")
        layout.addWidget(self.hint)
        layout.addStretch(1)
        self._gain, self._loss = theme.GAIN, theme.LOSS
        self._apply_colours()
        self.retranslate()

    def _apply_colours(self) -> None:
        """Quiet text and gains/losses, fitted to 4.5:1 on the palette now in use."""
        palette = self.palette()
        quiet = theme.secondary_text(palette).name()
        for label in (*self.details.values(), self.hint):
            if label.styleSheet() != f"color: {quiet};":
                label.setStyleSheet(f"color: {quiet};")
        highlight = palette.color(QPalette.ColorRole.Highlight).name()
        for key, label in self.names.items():
            if key != "total":
                label.setStyleSheet(  # the line is always there, so focus moves nothing
                    # Qt draws no border from "border-bottom" alone: style and widths in full.
                    "QLabel { border-style: solid; border-width: 0px 0px 2px 0px;"
                    " border-color: transparent; }"
                    f"QLabel:focus {{ border-bottom-color: {highlight}; }}"
                )
        self._gain, self._loss = theme.gain_colour(palette), theme.loss_colour(palette)
        self._render()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.PaletteChange:
            self._apply_colours()
        super().changeEvent(event)

    # --- content ------------------------------------------------------------------

    def retranslate(self) -> None:
        for key, label in self.names.items():
            label.setText(category_name(key))
        self.round_caption.setText(translate("ScorePanel", "Round"))
        self.hint.setText(translate("ScorePanel", "Point at a category to see what it counts "
                                           "on the board; click it for the rules."))
        self._render()

    def show_scores(self, player: str, round_number: int, now: Score | None,
                    finished: tuple[Score, ...], facts: Explanation | None = None,
                    round_facts: tuple[Explanation, ...] = ()) -> None:
        """``now``: the values if scored now (``None`` once the game is over); ``facts``:
        the board of now explained; ``round_facts``: each finished round's board as it
        was scored, explained (a finished round is never explained by the board of now)."""
        self._state = (player, round_number, now, finished, facts, round_facts)
        self._render()

    def show_preview(self, preview: Score | None) -> None:
        """The score the selected placement would give (``None``: no preview)."""
        self._preview = preview
        self._render()

    def show_round_result(self, round_number: int | None) -> None:
        """Show a finished round's result (the scoring moment), or, with ``None``, the
        current round again."""
        self._hovered_round = round_number or 0
        self._counted = {} if round_number else None
        self._render()

    def count(self, shown: dict[str, int], current: str) -> None:
        """The scoring moment's values so far; ``current``, being counted, in bold. The
        total of scored rounds counts up with them: it never tells the round's total first."""
        self._counted = dict(shown)
        self._render()
        for key, label in self.values.items():
            font = label.font()
            font.setBold(key in (current, "total"))
            label.setFont(font)

    def _render(self) -> None:
        if self._state is None:
            return
        player, round_number, now, finished, facts, round_facts = self._state
        self.heading.setText(translate("ScorePanel", "Scoring helper"))
        self.setAccessibleName(self.heading.text())
        self.title.setText(shown_name(player))  # the program's own name in the language of now
        for number, label in enumerate(self.round_labels, start=1):
            font = QFont(self.font())
            current = number == round_number
            font.setPointSizeF(self.font().pointSizeF() * (2.0 if current else 1.15))
            font.setBold(current)
            label.setFont(font)
            label.setEnabled(number <= round_number)
            if number <= len(finished):
                total = finished[number - 1].total
                self._put(label, "setToolTip", fill(translate(
                    "ScorePanel", "Round %1 scored %n point(s)", None, PLURAL, total), number))
            else:
                self._put(label, "setToolTip", "")
        hovered = self._hovered_round
        if hovered and hovered <= len(finished):
            shown: Score | None = finished[hovered - 1]
            self.caption.setText(fill(translate("ScorePanel", "Round %1 result:"), hovered))
            preview = None
            facts = round_facts[hovered - 1] if hovered <= len(round_facts) else None
        elif now is not None:
            shown = now
            self.caption.setText(
                fill(translate("ScorePanel", "Round %1, if scored now:"), round_number))
            preview = self._preview
        else:
            shown = finished[-1] if finished else None
            self.caption.setText(fill(translate("ScorePanel", "Round %1 result:"), round_number))
            preview = None
            if finished and len(round_facts) >= len(finished):
                facts = round_facts[len(finished) - 1]
        values = shown.as_dict() if shown else {}
        if self._counted is not None and hovered:
            values = {key: self._counted.get(key, 0) for key in values}
        deltas = preview.minus(now) if preview is not None and now is not None else {}
        detail_round = hovered or round_number
        for key, label in self.values.items():
            label.setText(str(values.get(key, 0)))
            change = deltas.get(key, 0)
            self.deltas[key].setText(f"{change:+d}" if change else "")
            if self.deltas[key].styleSheet() != self._delta_style(change):
                self.deltas[key].setStyleSheet(self._delta_style(change))
            tip = requirement(key, detail_round)
            for widget in (self.names[key], label, self.details[key]):
                self._put(widget, "setToolTip", wrapped(tip))
            for widget in (self.names[key], label, self.details[key]):
                self._put(widget, "setAccessibleDescription", tip)  # plain, unlike the tip
            points = values.get(key, 0)
            self._put(label, "setAccessibleName",
                      fill(translate("ScorePanel", "%1: %n point(s)", None, PLURAL, points),
                           category_name(key)))
            self._put(self.deltas[key], "setAccessibleName",
                      fill(translate("ScorePanel", "%1 with the selected tile: %2"),
                           category_name(key), self.deltas[key].text()) if change else "")
            self.details[key].setText(detail(key, facts, detail_round) if facts else "")
            self._put(self.names[key], "setAccessibleName",
                      self._said_with_focus(key, points, change))
            dim = key == Category.KNIGHTS and detail_round < KNIGHT_GROUP_ROUND
            self.names[key].setEnabled(not dim)
        total = sum(score.total for score in finished)
        if self._counted is not None and hovered:  # the round before, and what is counted
            total = sum(s.total for s in finished[:hovered - 1]) + self._counted.get("total", 0)
        self.so_far.setText(fill(translate("ScorePanel", "Total of scored rounds: %1"), total))
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Rows with an accented capital tall enough for it, and the panel wide enough that
        its longest line (French and German run long) keeps two characters clear of its edge."""
        widest = 0
        for key, name in self.names.items():
            for label in (name, self.details[key]):
                # only a row with an accented capital needs the headroom: a small window
                # (1024x640) has none to spare for the others
                accented = any(letter in ACCENTED_CAPITALS for letter in label.text())
                label.setMinimumHeight(line_height(label) if accented else 0)
                metrics = QFontMetrics(label.font())
                widest = max(widest, metrics.horizontalAdvance(label.text()))
        margins = self.column.contentsMargins()
        clearance = 2 * QFontMetrics(self.font()).averageCharWidth()
        frame = self.width() - self.contentsRect().width()
        needed = widest + clearance + margins.left() + margins.right() + frame
        self.setMinimumWidth(min(MAX_WIDTH, max(MIN_WIDTH, needed)))

    def _said_with_focus(self, key: str, points: int, change: int) -> str:
        """A category's name for screen readers, read as Tab reaches it: its points, its
        state and the selected tile's change ('6-castle: 0 points, 0 of 1 knight, with
        the selected tile +6'); its description is the rule."""
        said = fill(translate("ScorePanel", "%1: %n point(s)", None, PLURAL, points),
                    category_name(key))
        state = self.details[key].text()
        if state:
            said = fill(translate("ScorePanel", "%1, %2"), said, state)
        if change:
            said = fill(translate("ScorePanel", "%1, with the selected tile %2"), said,
                        f"{change:+d}")
        return said

    def _put(self, widget: QWidget, setter: str, text: str) -> None:
        """Call ``widget.setter(text)`` only when the text changes.

        The helper renders on every selection and preview; each tooltip set
        sends an event through this panel's filter, hundreds per placement.
        """
        key = (id(widget), setter)
        if self._texts.get(key) != text:
            self._texts[key] = text
            getattr(widget, setter)(text)

    def _delta_style(self, change: int) -> str:
        if not change:
            return ""
        colour: QColor = self._gain if change > 0 else self._loss
        return f"color: {colour.name()}; font-weight: 600;"

    def value_of(self, key: str) -> int:
        return int(self.values[key].text())

    def delta_of(self, key: str) -> int:
        text = self.deltas[key].text()
        return int(text) if text else 0

    # --- hovering -----------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        category = watched.property("category")
        number = watched.property("round")
        if category and kind == QEvent.Type.FocusIn:
            self.categoryHovered.emit(str(category))
        elif category and kind == QEvent.Type.FocusOut:
            self.categoryHovered.emit("")
        elif (category and kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
              and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)):
            self.helpRequested.emit(str(category))
            return True
        elif kind == QEvent.Type.Enter:
            if category:
                self.categoryHovered.emit(str(category))
            elif number and self._counted is None:  # not while a round is counted
                self._hovered_round = int(number)
                self._render()
        elif kind == QEvent.Type.Leave:
            if category:
                self.categoryHovered.emit("")
            elif number and self._counted is None:
                self._hovered_round = 0
                self._render()
        elif kind == QEvent.Type.MouseButtonRelease and category:
            self.helpRequested.emit(str(category))
        return super().eventFilter(watched, event)

"""The banner's sentence (whose turn, which field) and the hand's caption."""

from __future__ import annotations

from dq_desktop.engine.game import Game
from dq_desktop.ui.common.seats import Seat, is_default_name, shown_name
from dq_desktop.ui.common.text import fill, translate


def called_by_name(seats: tuple[Seat, ...], seat: int) -> str | None:
    """The seat's name when the table speaks of it by name (a game of several, a name of
    its own); ``None`` when it says "you"."""
    name = seats[seat].name
    return name if len(seats) > 1 and not is_default_name(name) else None


def banner_text(game: Game, seats: tuple[Seat, ...], active: int) -> str:
    """'Round 2 · field 13 of 22 — Ana, place a tile on H2'."""
    if game.is_over:
        return translate("MainWindow", "The game is over.")
    where = fill(translate("MainWindow", "Round %1 · field %2 of 22"), game.round, game.step + 1)
    field = str(game.current_field)
    seat = seats[active]
    if seat.is_human:
        name = called_by_name(seats, active)
        if name is None:
            act = fill(translate("MainWindow", "Place a tile on %1"), field)
        else:
            act = fill(translate("MainWindow", "%1, place a tile on %2"), name, field)
    else:
        act = fill(translate("MainWindow", "%1 is placing a tile on %2…"),
                   shown_name(seat.name), field)
    return f"{where} — {act}"


def counting_text(game: Game, seats: tuple[Seat, ...], counted: int) -> str:
    """'Round 1 is counted — Ana's principality' while a round's scoring is shown."""
    scored = len(game.players[counted].scores)
    name = called_by_name(seats, counted)
    if name is not None:
        return fill(translate("MainWindow", "Round %1 is counted — %2's principality"),
                    scored, name)
    return fill(translate("MainWindow", "Round %1 is counted — your principality"), scored)


def hand_label_text(seats: tuple[Seat, ...], shown: int) -> str:
    """'Your tiles', or in a game of several: 'Ana's tiles'."""
    name = called_by_name(seats, shown)
    if name is not None:
        return fill(translate("MainWindow", "%1's tiles"), name)
    return translate("MainWindow", "Your tiles")

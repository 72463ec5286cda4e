"""What a screen reader hears, in one place: every announced sentence, built from the
engine's data in the player's language, brief, each moment in a fixed order.

After a placement: the placement (tile, turn, field) and what it changed in the
scoring helper; when it ends a round, the round's scoring category by category and
its total; then the next field to fill (or the final standings with their bands and
the personal best). A refusal says why; a hint names the tile and the field; the
review says the placement, its verdict and why. ``ui/common/announcer.py`` sends
them; the windows only decide when.
"""

from __future__ import annotations

from dq_desktop.engine.fields import Field
from dq_desktop.engine.game import Game, PlacementResult
from dq_desktop.engine.scoring import Score, score
from dq_desktop.engine.tiles import PlacedTile
from dq_desktop.storage.record_stats import band_of
from dq_desktop.ui.common.band_words import band_name
from dq_desktop.ui.common.seats import Seat, is_default_name, shown_name
from dq_desktop.ui.common.text import PLURAL, fill, translate
from dq_desktop.ui.table.score_panel import CATEGORIES, category_name
from dq_desktop.ui.tiles.tile_words import tile_text, with_roads


def _value(key: str, value: int, *, signed: bool = False) -> str:
    """'Churches 3' or, for a change, 'Churches +3'."""
    return fill(translate("Announcement", "%1 %2"), category_name(key),
                f"{value:+d}" if signed else value)


def helper_change(delta: dict[str, int]) -> str:
    """What a placement changed in the scoring helper ('if scored now')."""
    parts = [_value(key, delta[key], signed=True) for key in CATEGORIES if delta.get(key)]
    if not parts:
        return translate("Announcement", "The scoring helper does not change.")
    return fill(translate("Announcement", "Scoring helper: %1, total %2."),
                ", ".join(parts), f"{delta.get('total', 0):+d}")


def preview_change(field: Field, delta: dict[str, int]) -> str:
    """What a tile in the hand would change in the scoring helper on the field to fill:
    'On C3: Churches +2, total +2.' (the placement's own words, said before it)."""
    parts = [_value(key, delta[key], signed=True) for key in CATEGORIES if delta.get(key)]
    if not parts:
        return fill(translate("Announcement", "On %1: the scoring helper does not change."), field)
    return fill(translate("Announcement", "On %1: %2, total %3."), field, ", ".join(parts),
                f"{delta.get('total', 0):+d}")


def placement(result: PlacementResult, seats: tuple[Seat, ...]) -> str:
    """'You placed knight 2 above, church below, turned, on D2. Scoring helper: …' or
    'Ana placed … on D2.' (another player: a computer, or a human of a hot seat)."""
    seat = seats[result.player]
    tile = tile_text(result.placed)
    humans = sum(1 for s in seats if s.is_human)
    if seat.is_human and (humans == 1 or is_default_name(seat.name)):
        said = fill(translate("Announcement", "You placed %1 on %2."), tile, result.field)
    else:
        said = fill(translate("Announcement", "%1 placed %2 on %3."), shown_name(seat.name),
                    tile, result.field)
    if seat.is_human:
        said = f"{said} {helper_change(result.delta)}"
    return said


def hot_seat_note(result: PlacementResult, seats: tuple[Seat, ...]) -> str:
    """What a human's placement changed, on the status bar once the screen shows the next
    player (and his helper): 'Ana placed … on D2. Ana's scoring helper: Churches +2, total
    +2.', the helper named as hers, never taken for the one in view."""
    name = shown_name(seats[result.player].name)
    said = fill(translate("Announcement", "%1 placed %2 on %3."), name,
                tile_text(result.placed), result.field)
    delta = result.delta
    parts = [_value(key, delta[key], signed=True) for key in CATEGORIES if delta.get(key)]
    if not parts:
        return " ".join((said, fill(translate("Announcement", "%1's scoring helper does not "
                                              "change."), name)))
    return " ".join((said, fill(translate("Announcement", "%1's scoring helper: %2, total %3."),
                                name, ", ".join(parts), f"{delta.get('total', 0):+d}")))


def round_scoring(game: Game, round_number: int, seat: int) -> str:
    """The scoring moment in words: each category of ``seat``'s round, then its total;
    in a game of several, every player's total so far."""
    score: Score = game.players[seat].scores[round_number - 1]
    values = score.as_dict()
    said = fill(translate("Announcement", "Scoring of round %1: %2. Round total %3."),
                round_number, ", ".join(_value(key, values[key]) for key in CATEGORIES),
                values["total"])
    if len(game.players) > 1:
        totals = ", ".join(fill(translate("Announcement", "%1 %2"), shown_name(p.name), p.total)
                           for p in game.players)
        said = " ".join((said, fill(translate("Announcement", "Totals so far: %1."), totals)))
    return said


def score_now(game: Game, seat: int) -> str:
    """The 'say the score' key: the round 'if scored now', category by category, then
    the rounds scored ('Round 2, if scored now: Churches 2, total 2. Scored rounds: 12
    points.'); in a game of several, every player's total so far."""
    player = game.players[seat]
    if game.is_over:
        return final_standings(game)
    values = score(player.board, game.round).as_dict()
    parts = [_value(key, values[key]) for key in CATEGORIES if values[key]]
    if parts:
        said = fill(translate("Announcement", "Round %1, if scored now: %2, total %3."),
                    game.round, ", ".join(parts), values["total"])
    else:
        said = fill(translate("Announcement", "Round %1, if scored now: no points."),
                    game.round)
    scored = sum(s.total for s in player.scores)
    said = " ".join((said, translate("Announcement", "Scored rounds: %n point(s).", None,
                                     PLURAL, scored)))
    if len(game.players) > 1:
        totals = ", ".join(fill(translate("Announcement", "%1 %2"), shown_name(p.name), p.total)
                           for p in game.players)
        said = " ".join((said, fill(translate("Announcement", "Totals so far: %1."), totals)))
    return said


def tiles_in_hand(names: list[str]) -> str:
    """The 'say the tiles' key: each tile by the number that picks it ('Your tiles: 1,
    church above. Roads: N–SE–NW. 2, …')."""
    if not names:
        return translate("Announcement", "No tile to place now.")
    listed = " ".join(fill(translate("Announcement", "%1, %2"), row, name)
                      for row, name in enumerate(names, start=1))
    return fill(translate("Announcement", "Your tiles: %1"), listed)


def band_words(name: str, total: int, *, solo: bool) -> str:
    """A player's final total and the rulebook's mark it reached."""
    band = band_of(total)
    if solo:
        return (translate("Announcement", "%n point(s): below the rulebook's marks.", None,
                          PLURAL, total)
                if band is None
                else fill(translate("Announcement", "%n point(s): %1.", None, PLURAL, total),
                          band_name(band)))
    if band is None:
        return fill(translate("Announcement", "%1, %n point(s): below the rulebook's marks.",
                              None, PLURAL, total), name)
    return fill(translate("Announcement", "%1, %n point(s): %2.", None, PLURAL, total),
                name, band_name(band))


def final_standings(game: Game) -> str:
    """'Final standings. 74 points: very good.' (each player, best first)."""
    solo = len(game.players) == 1
    ranked = sorted(game.players, key=lambda p: -p.total)
    lines = " ".join(band_words(shown_name(p.name), p.total, solo=solo) for p in ranked)
    return fill(translate("Announcement", "Final standings. %1"), lines)


def hint(placed: PlacedTile, field: Field) -> str:
    """'Hint: church above on C3. Roads: N–SE–NW.': the roads tell the tile apart."""
    return with_roads(fill(translate("Announcement", "Hint: %1 on %2."), tile_text(placed),
                           field), placed)


def review_step(number: int, count: int, verdict: str, sentence: str) -> str:
    """The review at one placement: its number, its verdict and the reasons."""
    return fill(translate("Announcement", "Field %1 of %2: %3. %4"), number, count,
                verdict, sentence)


def review_option(placed: PlacedTile, field: Field, *, expert: bool) -> str:
    """The review switched from the placement made to the other one it shows: the
    expert's choice, or the best placement found when that is another."""
    if expert:
        said = fill(translate("Announcement", "The expert's choice: %1 on %2."),
                    tile_text(placed), field)
    else:
        said = fill(translate("Announcement", "The best placement found: %1 on %2."),
                    tile_text(placed), field)
    return with_roads(said, placed)


def taken_back() -> str:
    return translate("Announcement", "Your last tile is back in your hand.")

"""The hand at each reviewed field: drawn as its player saw it (his tiles, the tile set
aside in round 3), the tile placed tagged "yours" in its verdict's colour and the best
one "best"; any tile picked and turned is laid on the field and judged on the review's own
futures, off the GUI thread, and the judgement is shown and heard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics
from pytestqt.qtbot import QtBot

from dq_desktop.engine.analysis.review import PlacementReview, Verdict, review_tasks
from dq_desktop.engine.analysis.trial import try_placement
from dq_desktop.engine.game import Move
from dq_desktop.ui.coach.review_hand import MarkedTileDelegate, ReviewHand
from dq_desktop.ui.coach.review_window import ReviewWindow
from dq_desktop.ui.coach.review_words import decimal, verdict_name
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.common.text import translate
from dq_desktop.ui.common.verdict_scale import verdict_colour
from dq_desktop.ui.hand.hand_model import EntryKind, entries_of
from dq_desktop.ui.hand.hand_selection import row_of
from dq_desktop.ui.records.snapshots import game_at
from tests.ui.coach.test_review_window import small_review, window  # noqa: F401  (fixtures)


def tag_colour(hand: ReviewHand, move: Move, tag: int = 0) -> QColor:
    """The colour drawn in the ``tag``-th row of tags under ``move``'s tile (0: "yours",
    1: "best"), read from a grab."""
    row = row_of(hand.model, move)
    assert row is not None
    index = hand.model.index(row)
    delegate = hand.view.itemDelegate()
    assert isinstance(delegate, MarkedTileDelegate)
    tile = delegate.tile_rect(QRectF(hand.view.visualRect(index)), index)
    picture = hand.view.viewport().grab().toImage()
    return picture.pixelColor(round(tile.left()) + 2, round(tile.bottom()) + 3 + 2 + 16 * tag)


def tag_width(hand: ReviewHand, move: Move, tag: int) -> int:
    """How wide the ``tag``-th tag under ``move``'s tile is drawn: its colour's run, both
    ways from under the tile's left edge, along a line near its top (above the words)."""
    row = row_of(hand.model, move)
    assert row is not None
    index = hand.model.index(row)
    tile = hand.view.marker.tile_rect(QRectF(hand.view.visualRect(index)), index)
    picture = hand.view.viewport().grab().toImage()
    y = round(tile.bottom()) + 3 + 1 + 16 * tag
    x = round(tile.left()) + 5
    colour = picture.pixelColor(x, y)
    right = left = x
    while right + 1 < picture.width() and picture.pixelColor(right + 1, y) == colour:
        right += 1
    while left > 0 and picture.pixelColor(left - 1, y) == colour:
        left -= 1
    return right - left + 1


def a_placement_with_a_rival_tile(window: ReviewWindow) -> int:  # noqa: F811
    """The index of a placement whose best is another tile than the one placed."""
    return next(i for i, p in enumerate(window.placements) if p.best.tile != p.played.tile)


def test_the_hand_is_the_players_as_he_saw_it_with_his_tile_and_the_best_tagged(
    qtbot: QtBot, window: ReviewWindow  # noqa: F811
) -> None:
    index = a_placement_with_a_rival_tile(window)
    window.go_to(index)
    placement = window.placements[index]
    hand = window.study.hand
    then = game_at(window.game, placement.step)
    assert [e.tile for e in hand.model.entries()] == [e.tile for e in entries_of(then, 0)]
    qtbot.waitUntil(lambda: tag_colour(hand, placement.played)
                    == verdict_colour(placement.verdict, hand.view.palette()))
    assert tag_colour(hand, placement.best, 1) == verdict_colour(Verdict.BEST,
                                                                  hand.view.palette())
    said = [hand.model.index(r).data(Qt.ItemDataRole.AccessibleTextRole)
            for r in range(hand.model.rowCount())]
    mine = row_of(hand.model, placement.played)
    best = row_of(hand.model, placement.best)
    assert mine is not None and best is not None
    assert "you placed this tile" in said[mine]
    assert "the best placement found uses this tile" in said[best]
    assert hand.view.accessibleName() == "The hand at this field"
    # Picked as placed: the tile made is selected, turned as it was.
    assert hand.view.currentIndex().row() == mine


def test_round_three_shows_the_tile_set_aside_which_cannot_go_on_an_earlier_field(
    qtbot: QtBot, heard: list[str], window: ReviewWindow  # noqa: F811
) -> None:
    """Shown and heard: a player who cannot see the sentence is told the tile cannot go
    there, not left waiting for a judgement that never comes."""
    window.go_to(17)  # field 18: round 3, the tile set aside waits for the last field
    hand = window.study.hand
    aside = hand.model.row_of(EntryKind.SET_ASIDE)
    assert aside is not None
    hand.view.setCurrentIndex(hand.model.index(aside))
    assert hand.result.text() == "This tile could not go on this field."
    assert heard[-1] == "This tile could not go on this field."
    assert not hand.judging, "nothing to judge"


def test_a_tile_picked_and_turned_is_laid_on_the_field_and_judged_as_the_review_judges(
    qtbot: QtBot, heard: list[str], window: ReviewWindow  # noqa: F811
) -> None:
    index = a_placement_with_a_rival_tile(window)
    window.go_to(index)
    placement: PlacementReview = window.placements[index]
    hand = window.study.hand
    task = next(t for t in review_tasks(window.game) if t.view.step == placement.step)
    other = next(m for m in task.view.legal_moves
                 if m.tile not in (placement.played.tile, placement.best.tile) and m.rotated)
    row = row_of(hand.model, other)
    assert row is not None
    hand.view.setFocus()
    with qtbot.waitSignal(hand.tried, timeout=60_000) as arrived:
        hand.view.setCurrentIndex(hand.model.index(row))
        if not hand.model.entry(row).rotated:
            qtbot.keyClick(hand.view, Qt.Key.Key_R)  # R turns it, as at the table
        assert window.scene.preview_tile is not None
        assert window.scene.preview_tile.tile.id == other.tile
    judged = arrived.args[0]
    assert judged.played == other
    expected = try_placement(task.view, other, placement)
    assert judged == expected, "the same judgement as the engine's on the review's futures"
    assert judged.expected_best >= placement.expected_best
    text = hand.result.text()
    assert other.tile not in text and str(placement.field) in text
    assert text[:1].isupper(), "a sentence, though the tile's words lead it"
    if judged.verdict not in (Verdict.BEST, Verdict.BRILLIANT):
        assert verdict_name(judged.verdict) in text and decimal(judged.loss) in text
    assert heard[-1] == text, "the judgement is heard"
    assert window.work.worker_pids(), "judged on the task runner's worker process"


def test_the_placement_made_needs_no_judging_again(
    qtbot: QtBot, window: ReviewWindow  # noqa: F811
) -> None:
    """At each step the tile placed is picked: the window's sentence judges it already, so
    the hand says what may be done instead, and nothing is worked out."""
    window.go_to(3)
    hand = window.study.hand
    assert not hand.caption.isHidden() and hand.result.isHidden()
    assert hand.caption.text().startswith("The hand at this field. Pick any tile")
    assert not hand.judging


def test_the_worker_is_started_when_the_review_arrives_before_any_tile_is_tried(
    qtbot: QtBot, window: ReviewWindow  # noqa: F811
) -> None:
    """A worker's start costs seconds, a try a fraction of one: the start comes first."""
    qtbot.waitUntil(lambda: bool(window.work.worker_pids()), timeout=30_000)
    assert window.study.hand.judged.keys() <= {(0, p.step, p.played) for p in window.placements}


@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_tags_words_are_drawn_whole_in_every_language(
    qtbot: QtBot, window: ReviewWindow, language: str  # noqa: F811
) -> None:
    """'la vôtre' and 'meilleure' are wider than a tile: each tag has its own row and is
    drawn as wide as its words (they were cut to 'la v…' and 'meil…')."""
    switcher = LanguageSwitcher()
    switcher.apply(language)
    try:
        index = a_placement_with_a_rival_tile(window)
        window.go_to(index)
        placement = window.placements[index]
        hand = window.study.hand
        metrics = QFontMetrics(hand.view.tag_font())
        palette = hand.view.palette()
        qtbot.waitUntil(lambda: tag_colour(hand, placement.best, 1)
                        == verdict_colour(Verdict.BEST, palette))
        for move, name, slot in ((placement.played, "yours", 0), (placement.best, "best", 1)):
            words = translate("ReviewHand", name)
            assert words != name or language == "en"
            assert tag_width(hand, move, slot) >= metrics.horizontalAdvance(words), (
                language, words)
    finally:
        switcher.reset()

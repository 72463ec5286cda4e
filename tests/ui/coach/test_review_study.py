"""What the review window offers a player who learns from it: the annotated move list, the
key moments (named, reachable by K and by Tab), the points given up by round and by
category, short sentences first with the figures behind Details (D), and the annotated
review exported from the window in the player's language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from dq_desktop.engine.analysis.review_summary import summarize
from dq_desktop.formats.review_text import annotated_move
from dq_desktop.ui.coach.review_window import ReviewWindow
from dq_desktop.ui.coach.review_words import decimal
from dq_desktop.ui.common.language import LanguageSwitcher
from tests.ui.coach.test_review_window import small_review, window  # noqa: F401  (fixtures)


def test_the_move_list_writes_each_placement_as_the_command_line_does(
    qtbot: QtBot, window: ReviewWindow  # noqa: F811
) -> None:
    moves = window.study.moves
    assert [moves.item(r).text() for r in range(moves.count())] == [
        annotated_move(p) for p in window.placements]
    assert moves.item(0).data(Qt.ItemDataRole.AccessibleTextRole).startswith("Field 1 (H1): ")
    moments = set(summarize(window.reviews[0]).key_moments)
    assert [moves.item(r).font().bold() for r in range(moves.count())] == [
        p.step in moments for p in window.placements], "the key moments stand out"
    moves.setFocus()
    moves.setCurrentRow(4)
    assert window.index == 4, "choosing a line steps there"
    window.go_to(9)
    assert moves.currentRow() == 9, "the list follows the review"


def test_the_key_moments_are_named_and_k_steps_through_them(
    qtbot: QtBot, window: ReviewWindow  # noqa: F811
) -> None:
    bar = window.study.moments
    steps = summarize(window.reviews[0]).key_moments
    assert [b.text() for b in bar.buttons] == [annotated_move(window.placements[s])
                                               for s in steps]
    assert bar.buttons[0].accessibleName().startswith("Key moment 1 of 3: Field ")
    window.go_to(0)
    for step in steps:
        qtbot.keyClick(window, Qt.Key.Key_K)
        assert window.index == step
    qtbot.keyClick(window, Qt.Key.Key_K)
    assert window.index == steps[0], "after the last, the first again"
    bar.buttons[1].click()
    assert window.index == steps[1]
    assert bar.buttons[1].focusPolicy() & Qt.FocusPolicy.TabFocus


def test_the_points_given_up_by_round_and_by_category_are_shown(
    window: ReviewWindow,  # noqa: F811
) -> None:
    summary = summarize(window.reviews[0])
    text = window.study.given_up.text()
    rounds = " · ".join(decimal(v) for v in summary.given_up_by_round)
    assert f"Points given up by round: {rounds} ({decimal(summary.given_up)} in all)." in text
    largest = max(summary.given_up_by_category, key=lambda item: item[1])
    assert "By category: " in text and decimal(largest[1]) in text
    assert window.study.given_up.accessibleName() == text.replace("\n", " ")


def test_a_short_sentence_first_and_the_figures_on_demand(
    qtbot: QtBot, heard: list[str], window: ReviewWindow  # noqa: F811
) -> None:
    index = next(i for i, p in enumerate(window.placements)
                 if p.loss >= 1.5 and not p.as_good_as)
    window.go_to(index)
    short = window.sentence.text()
    assert "Expected final total" not in short and "points given up" in short
    qtbot.keyClick(window, Qt.Key.Key_D)
    full = window.sentence.text()
    assert "Expected final total" in full and len(short) < len(full)
    assert window.study.details_button.isChecked()
    assert window.study.details_button.text() == "Hide the details (D)"
    assert heard[-1] == full, "the figures are heard when they are opened"
    window.go_to(index + 1)
    assert "Expected final total" in window.sentence.text(), "they stay open while stepping"
    qtbot.keyClick(window, Qt.Key.Key_D)
    assert "Expected final total" not in window.sentence.text()
    assert window.study.details_button.text() == "Details (D)"
    assert window.study.details_button.accessibleDescription() == (
        "Shows or hides the figures behind the sentence")


@pytest.fixture
def french(qtbot: QtBot) -> Iterator[None]:
    switcher = LanguageSwitcher()
    switcher.apply("fr")
    yield
    switcher.reset()


def test_the_annotated_review_is_exported_from_the_window(
    tmp_path: Path, window: ReviewWindow  # noqa: F811
) -> None:
    path = tmp_path / "review.txt"
    assert window.study.export_to(path)
    text = path.read_text(encoding="utf-8")
    for placement in window.placements:
        assert annotated_move(placement) in text
    assert text.startswith("Review of the game")
    assert "Key moments: " in text and "Points given up: " in text


def test_the_web_page_is_in_the_players_language_and_escapes_names(
    qtbot: QtBot, tmp_path: Path, window: ReviewWindow, french: None  # noqa: F811
) -> None:
    from dataclasses import replace

    window.reviews = (replace(window.reviews[0], name="<b>Ana</b> & co"),)
    path = tmp_path / "review.html"
    assert window.study.export_to(path)
    page = path.read_text(encoding="utf-8")
    assert '<html lang="fr">' in page
    assert "&lt;b&gt;Ana&lt;/b&gt; &amp; co" in page and "<b>Ana" not in page
    assert "Revue de la partie" in page or "Analyse de la partie" in page
    assert annotated_move(window.placements[0]) in page


def test_an_export_that_cannot_be_written_is_said(
    qtbot: QtBot, tmp_path: Path, window: ReviewWindow, monkeypatch: pytest.MonkeyPatch  # noqa: F811
) -> None:
    from PySide6.QtWidgets import QMessageBox

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: said.append(args[2]))
    folder = tmp_path / "a-folder"
    folder.mkdir()
    assert not window.study.export_to(folder)
    assert said and said[0]


def test_export_offers_a_file_named_for_the_deal_in_the_documents_folder(
    qtbot: QtBot, window: ReviewWindow, monkeypatch: pytest.MonkeyPatch  # noqa: F811
) -> None:
    """Rule: Export… starts in the player's documents folder (as Save As does), never the
    working directory, with a name made of the deal ('review-deal-4242.html')."""
    from PySide6.QtWidgets import QFileDialog

    from dq_desktop.storage.paths import documents_folder

    offered: list[str] = []

    def ask(*args: object) -> tuple[str, str]:
        offered.append(str(args[2]))
        return "", ""

    from dataclasses import replace

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    window.study.ask_export()
    window.game = replace(window.game, deal=replace(window.game.deal, seed=4242))
    window.study.ask_export()
    assert offered == [str(documents_folder() / "don-quixote-review.html"),
                       str(documents_folder() / "review-deal-4242.html")]

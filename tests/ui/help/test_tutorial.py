"""The guided first game: every suggestion is legal at its step, every score its texts state
is the engine's, and the panel follows the game and can be left at any time."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from pytestqt.qtbot import QtBot

from dq_desktop.engine.explanation import explain
from dq_desktop.engine.game import Game, Move
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.seats import HUMAN, GameSetup, Seat
from dq_desktop.ui.hand.hand_model import HandModel, HandRole
from dq_desktop.ui.hand.hand_view import HandView
from dq_desktop.ui.help.help_documents import HELP_LANGUAGES
from dq_desktop.ui.help.rules_window import SECTIONS
from dq_desktop.ui.help.tutorial import RULES_LINK, TutorialGuide
from dq_desktop.ui.help.tutorial_panel import TutorialPanel
from dq_desktop.ui.help.tutorial_script import STEPS, TutorialText, tutorial_game, tutorial_text
from dq_desktop.ui.table.controller import GameController
from tests.claims import failures

SCRIPT = tutorial_game()
SEED = SCRIPT.seed


def plain(html: str) -> str:
    # A tag counts as a space, so that paragraphs read as separate sentences.
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def numbers_of(expect: Any) -> Iterator[int]:
    """Every number a step's texts must state."""
    if isinstance(expect, bool):
        return
    if isinstance(expect, int):
        yield expect
    elif isinstance(expect, dict):
        for value in expect.values():
            yield from numbers_of(value)
    elif isinstance(expect, list):
        for value in expect:
            yield from numbers_of(value)


def states(text: str, number: int) -> bool:
    return re.search(rf"(?<![\w.]){number}(?!\w)", plain(text)) is not None


# --- the script against the engine -------------------------------------------------


def boards_after_each_step() -> Iterator[tuple[int, Any, int]]:
    """The board after each suggested placement, with the round the step belongs to."""
    game = Game.new(builtin_tileset("classic"), SEED, ["You"])
    for number, step in enumerate(SCRIPT.steps):
        played_in = game.round
        game.place(0, step.suggested)
        yield number, game.players[0].board, played_in


@pytest.mark.parametrize(("number", "board", "played_in"), list(boards_after_each_step()))
def test_every_fact_a_step_states_holds_on_the_board(
    number: int, board: Any, played_in: int
) -> None:
    claims = SCRIPT.steps[number].claims
    assert claims, f"step {number} states no facts"
    for claim in claims:
        assert failures(board, played_in, claim["facts"]) == [], (number, claim["says"])


def fields_named(text: str) -> set[str]:
    return set(re.findall(r"(?<![\w])([A-H][1-3])(?!\w)", plain(text)))


def fields_claimed(number: int) -> set[str]:
    step = SCRIPT.steps[number]
    return {step.field} | fields_named(json.dumps(step.claims))


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_every_field_a_text_names_is_one_its_claims_check(language: str) -> None:
    """A text may speak only of fields its claims speak of, in every language, so that a
    translation that names another field fails as a false sentence would."""
    texts = tutorial_text(language)
    for number in range(STEPS):
        named = fields_named(texts.step(number))
        assert named <= fields_claimed(number), (language, number, named - fields_claimed(number))


def test_the_script_uses_the_classic_set_and_fits_its_deal() -> None:
    classic = builtin_tileset("classic")
    game = Game.new(classic, SEED, ["You"])
    assert SCRIPT.tileset == "classic"
    assert [str(field) for field in game.deal.positions] == [s.field for s in SCRIPT.steps]


def test_every_suggestion_is_legal_and_every_stated_score_holds() -> None:
    game = Game.new(builtin_tileset("classic"), SEED, ["You"])
    for number, step in enumerate(SCRIPT.steps):
        move = step.suggested
        assert game.step == number
        assert move in game.legal_moves(0), (number, move)
        result = game.place(0, move)
        facts = explain(game.players[0].board)
        for claim, expected in step.expect.items():
            if claim == "now":
                after = result.preview_after.as_dict()
                assert {key: after[key] for key in expected} == expected, number
            elif claim == "scored":
                assert result.scored_round is not None, number
                scored = result.round_scores[0].as_dict()
                assert {key: scored[key] for key in expected} == expected, number
            elif claim == "shields":
                assert facts.defense_shields == expected, number
            elif claim == "castle_knights":
                found = {str(v): len(k) for v, k in facts.castle_knights.items()}
                assert {value: found[value] for value in expected} == expected, number
            else:
                raise AssertionError(f"step {number}: unknown claim {claim!r}")
    assert game.is_over
    player = game.players[0]
    assert [s.total for s in player.scores] == SCRIPT.outro_expect["rounds"]
    assert player.total == SCRIPT.outro_expect["total"]


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_every_text_states_the_numbers_its_step_claims(language: str) -> None:
    texts = tutorial_text(language)
    assert texts.language == language
    for number, step in enumerate(SCRIPT.steps):
        for value in numbers_of(step.expect):
            assert states(texts.step(number), value), (language, number, value)
    for value in numbers_of(SCRIPT.outro_expect):
        assert states(texts.outro, value), (language, "outro", value)
    assert states(texts.outro_own, SCRIPT.outro_expect["total"])
    assert "%1" in texts.outro_own


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_every_text_names_the_field_it_explains(language: str) -> None:
    texts = tutorial_text(language)
    for number, step in enumerate(SCRIPT.steps):
        named = set(re.findall(r"\b[A-H][1-3]\b", plain(texts.step(number))))
        assert step.field in named, (language, number)


def test_the_texts_link_the_same_rules_sections_in_every_language() -> None:
    def links(texts: TutorialText) -> list[list[str]]:
        pages = [texts.intro, *(texts.step(n) for n in range(STEPS)), texts.outro]
        return [re.findall(r"href='rules:([\w-]+)'", page) for page in pages]

    english = links(tutorial_text("en"))
    assert links(tutorial_text("fr")) == english == links(tutorial_text("de"))
    assert {anchor for page in english for anchor in page} <= set(SECTIONS)


def test_a_language_without_texts_falls_back_to_english() -> None:
    assert tutorial_text("it_IT") == tutorial_text("en")


# --- the guide in a running game --------------------------------------------------


@pytest.fixture
def controller(qtbot: QtBot) -> Iterator[GameController]:
    game_controller = GameController(bot_delay_ms=0)
    yield game_controller
    game_controller.shut_down()


@pytest.fixture
def guide(qtbot: QtBot, controller: GameController) -> TutorialGuide:
    tutor = TutorialGuide(controller, "en")
    panel = tutor.panel()
    qtbot.addWidget(panel)
    controller.new_game(tutor.setup())
    return tutor


def panel_of(guide: TutorialGuide) -> TutorialPanel:
    panel = guide.panel()
    assert isinstance(panel, TutorialPanel)
    return panel


def play_script(controller: GameController, steps: int) -> None:
    for step in SCRIPT.steps[controller.game.step : steps]:
        assert controller.place(0, step.suggested) is not None


def test_the_setup_is_the_tutorial_deal_for_one_player(controller: GameController) -> None:
    setup = TutorialGuide(controller, "fr").setup()
    assert setup.seed == SEED
    assert setup.tileset.name == "classic"
    assert not setup.sancho
    assert [seat.kind for seat in setup.seats] == [HUMAN]


def test_the_panel_opens_with_the_introduction(qtbot: QtBot, guide: TutorialGuide) -> None:
    panel = panel_of(guide)
    assert guide.text() == guide.texts.intro
    assert plain(panel.text.text()) == plain(guide.texts.intro)
    assert not panel.begin_button.isHidden() and panel.show_button.isHidden()
    with qtbot.waitSignal(guide.stepChanged, check_params_cb=lambda step: step == 0):
        qtbot.mouseClick(panel.begin_button, Qt.MouseButton.LeftButton)
    assert plain(panel.text.text()) == plain(guide.texts.step(0))
    assert not panel.show_button.isHidden() and panel.show_button.isEnabled()


def test_the_panel_advances_with_each_placement(
    qtbot: QtBot, controller: GameController, guide: TutorialGuide
) -> None:
    panel = panel_of(guide)
    for number in range(4):
        with qtbot.waitSignal(guide.stepChanged, check_params_cb=lambda s, n=number: s == n + 1):
            controller.place(0, SCRIPT.steps[number].suggested)
        assert plain(panel.text.text()) == plain(guide.texts.step(number + 1))
    assert panel.progress.text() == "Field 5 of 22 · Round 1"


def test_show_me_selects_and_turns_the_suggested_tile_in_the_hand(
    qtbot: QtBot, controller: GameController, guide: TutorialGuide
) -> None:
    hand = HandModel(0)
    view = HandView()
    qtbot.addWidget(view)
    view.tileset = controller.game.tileset
    view.setModel(hand)
    guide.attach_hand_view(view)
    turned = next(n for n, step in enumerate(SCRIPT.steps) if step.suggested.rotated)
    play_script(controller, turned)  # the first step that suggests a tile turned
    hand.sync(controller.game)
    suggested = SCRIPT.steps[turned].suggested
    assert suggested.rotated
    with qtbot.waitSignal(guide.suggestionShown) as shown:
        qtbot.mouseClick(panel_of(guide).show_button, Qt.MouseButton.LeftButton)
    assert shown.args == [suggested]
    current = view.currentIndex()
    assert current.data(HandRole.TILE) == suggested.tile
    assert current.data(HandRole.ROTATED) is True
    assert hand.entry(current.row()).move == suggested
    assert not panel_of(guide).tile.isHidden()
    assert SCRIPT.steps[turned].field in panel_of(guide).where.text()


def test_going_ones_own_way_is_allowed_and_said(
    controller: GameController, guide: TutorialGuide
) -> None:
    suggested = SCRIPT.steps[0].suggested
    other = next(m for m in controller.game.legal_moves(0) if m.tile != suggested.tile)
    controller.place(0, other)
    panel = panel_of(guide)
    assert not guide.on_script
    assert guide.suggestion() is None
    assert plain(panel.text.text()) == plain(guide.texts.own_way)
    assert not panel.show_button.isEnabled()


def test_the_whole_script_ends_with_the_closing_text(
    controller: GameController, guide: TutorialGuide
) -> None:
    play_script(controller, STEPS)
    assert controller.game.is_over
    assert guide.step == STEPS
    assert plain(panel_of(guide).text.text()) == plain(guide.texts.outro)
    assert controller.game.players[0].total == SCRIPT.outro_expect["total"]


def test_leaving_emits_left_and_the_game_goes_on(
    qtbot: QtBot, controller: GameController, guide: TutorialGuide
) -> None:
    panel = panel_of(guide)
    with qtbot.waitSignal(guide.left):
        qtbot.mouseClick(panel.leave_button, Qt.MouseButton.LeftButton)
    text = panel.text.text()
    controller.place(0, SCRIPT.steps[0].suggested)
    assert controller.game.step == 1
    assert panel.text.text() == text
    assert not guide.is_following


def test_starting_another_game_leaves_the_guided_one(
    qtbot: QtBot, controller: GameController, guide: TutorialGuide
) -> None:
    other = GameSetup((Seat("P1", HUMAN, 0),), builtin_tileset("classic"), SEED + 1)
    with qtbot.waitSignal(guide.left):
        controller.new_game(other)


def test_a_rules_link_asks_for_its_section(qtbot: QtBot, guide: TutorialGuide) -> None:
    with qtbot.waitSignal(guide.rulesRequested) as asked:
        panel_of(guide).linkActivated.emit(RULES_LINK + "defense")
    assert asked.args == ["defense"]


def test_the_language_can_change_during_the_game(
    controller: GameController, guide: TutorialGuide
) -> None:
    play_script(controller, 2)
    guide.set_language("de")
    assert plain(panel_of(guide).text.text()) == plain(tutorial_text("de").step(2))


def test_the_suggested_move_parses_as_the_engine_writes_it() -> None:
    for step in SCRIPT.steps:
        assert Move.parse(step.move).text == step.move


def test_a_placement_taken_back_returns_to_its_step(
    controller: GameController, guide: TutorialGuide
) -> None:
    other = next(
        m for m in controller.game.legal_moves(0) if m.tile != SCRIPT.steps[0].suggested.tile
    )
    controller.place(0, other)
    assert not guide.on_script
    assert controller.take_back(0)
    assert guide.on_script and guide.step == 0
    assert plain(panel_of(guide).text.text()) == plain(guide.texts.step(0))


def test_the_panel_follows_a_change_of_the_applications_language(
    controller: GameController, guide: TutorialGuide
) -> None:
    guide.begin()
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("de_DE"))
        QCoreApplication.sendEvent(panel_of(guide), QEvent(QEvent.Type.LanguageChange))
        assert plain(panel_of(guide).text.text()) == plain(tutorial_text("de").step(0))
    finally:
        QLocale.setDefault(before)


def test_the_guide_outlives_its_panel(qtbot: QtBot, controller: GameController) -> None:
    tutor = TutorialGuide(controller, "en")
    panel = tutor.panel()
    controller.new_game(tutor.setup())
    with qtbot.waitSignal(panel.destroyed):
        panel.deleteLater()
    controller.place(0, SCRIPT.steps[0].suggested)
    assert tutor.step == 1


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_no_paragraph_of_a_text_runs_over_60_words(language: str) -> None:
    """Long steps come in short paragraphs (a blank line between them), read at a glance
    beside the board."""
    texts = tutorial_text(language)
    pages = [texts.intro, texts.outro, *(texts.step(n) for n in range(STEPS))]
    longest = max(len(plain(part).split()) for page in pages for part in page.split("\n\n"))
    assert longest <= 60


def test_a_step_shows_its_paragraphs_apart(qtbot: QtBot) -> None:
    panel = TutorialPanel()
    qtbot.addWidget(panel)
    panel.show_page("One.\n\nTwo.", beginning=False, can_show=True)
    assert panel.text.text().count("<p ") == 2


def test_the_closing_text_says_the_guide_knew_the_whole_deal() -> None:
    """So that a newcomer does not measure himself against the guide's 103."""
    outro = plain(tutorial_text("en").outro)
    assert "knowing the whole deal" in outro and "100" in outro

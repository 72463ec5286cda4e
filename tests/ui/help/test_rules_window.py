"""The rules help: three documents alike in structure, pictures that say what their captions
say (checked with the engine), and a window that opens at the section asked for."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from itertools import combinations
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPoint, QUrl
from PySide6.QtGui import QImage, QTextDocument
from pytestqt.qtbot import QtBot

from dq_desktop.engine.deal import deal_from_seed
from dq_desktop.engine.explanation import Explanation, explain
from dq_desktop.engine.fields import Field
from dq_desktop.engine.principality import Principality
from dq_desktop.engine.scoring import score
from dq_desktop.engine.symbols import SymbolRef
from dq_desktop.engine.tiles import TileKind
from dq_desktop.ui.board.board_picture import FieldArea, picture_size
from dq_desktop.ui.help.help_documents import HELP_LANGUAGES, help_language, rules_html
from dq_desktop.ui.help.help_illustrations import Illustration, illustrations, render_illustration
from dq_desktop.ui.help.rules_window import SECTIONS, RulesWindow, section_of_category

TOOLTIP_ANCHORS = {
    "castles",
    "churches-windmills",
    "defense",
    "knight-group",
    "rounds",
    "sancho",
    "roads",
    "turning",
}
FIELD_NAME = re.compile(r"\b[A-H][1-3]\b")


class _Outline(HTMLParser):
    """Anchors, pictures, internal links and each picture's caption, in document order."""

    def __init__(self) -> None:
        super().__init__()
        self.anchors: list[str] = []
        self.pictures: list[str] = []
        self.links: list[str] = []
        self.captions: dict[str, str] = {}
        self._in_caption = False
        self._caption: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "a" and found.get("name"):
            self.anchors.append(str(found["name"]))
        if tag == "a" and (found.get("href") or "").startswith("#"):
            self.links.append(str(found["href"])[1:])
        if tag == "img":
            self.pictures.append(str(found["src"]))
        if tag == "p" and found.get("class") == "caption":
            self._in_caption, self._caption = True, []

    def handle_endtag(self, tag: str) -> None:
        if tag == "p" and self._in_caption:
            self._in_caption = False
            self.captions[self.pictures[-1]] = " ".join("".join(self._caption).split())

    def handle_data(self, data: str) -> None:
        if self._in_caption:
            self._caption.append(data)


def outline(language: str) -> _Outline:
    parser = _Outline()
    parser.feed(rules_html(language))
    return parser


# --- the documents -----------------------------------------------------------------


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_each_document_has_every_section_in_the_same_order(language: str) -> None:
    assert outline(language).anchors == list(SECTIONS)


def test_the_sections_tooltips_point_to_exist() -> None:
    assert set(SECTIONS) >= TOOLTIP_ANCHORS


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_each_document_shows_every_picture_once_with_a_caption(language: str) -> None:
    found = outline(language)
    expected = [f"board:{name}" for name in illustrations()]
    assert sorted(found.pictures) == sorted(expected)
    assert len(set(found.pictures)) == len(found.pictures)
    assert set(found.captions) == set(expected)


def test_the_documents_place_the_pictures_alike() -> None:
    orders = {language: outline(language).pictures for language in HELP_LANGUAGES}
    assert orders["fr"] == orders["en"] == orders["de"]


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_internal_links_lead_to_sections(language: str) -> None:
    assert set(outline(language).links) <= set(SECTIONS)


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_captions_name_only_fields_their_picture_shows(language: str) -> None:
    for src, caption in outline(language).captions.items():
        illustration = illustrations()[src.removeprefix("board:")]
        named = set(FIELD_NAME.findall(caption))
        if illustration.kind == "board":
            shown = {str(field) for field in FieldArea.parse(illustration.area).fields()}
            assert named <= shown & set(illustration.board), (language, src, named)
        else:
            assert not named, (language, src, named)


def test_a_language_without_a_document_falls_back_to_english() -> None:
    assert help_language("fr_CA") == "fr"
    assert help_language("de-AT") == "de"
    assert help_language("es") == "en"
    assert rules_html("pt_BR") == rules_html("en")


# --- the pictures: what each caption claims holds -------------------------------------


def refs(texts: list[str]) -> list[SymbolRef]:
    return [SymbolRef.parse(text) for text in texts]


def network_of(board: Principality, ref: SymbolRef) -> int | None:
    return next(s.network for s in board.network.symbols if s.ref == ref)


def sizes_and_points(groups: tuple[Any, ...]) -> list[list[int]]:
    return sorted([len(group.symbols), group.value] for group in groups)


def check_board(board: Principality, round_number: int, checks: dict[str, Any]) -> None:
    """Every claim in ``checks`` about ``board`` holds according to the engine."""
    facts: Explanation = explain(board)
    result = score(board, round_number).as_dict()
    castle_fields = {
        str(placed.tile.value): str(field)
        for field, placed in board.items()
        if placed.tile.kind is TileKind.CASTLE
    }
    for claim, expected in checks.items():
        if claim == "score":
            assert {key: result[key] for key in expected} == expected
        elif claim == "castles":
            assert castle_fields == expected
        elif claim == "castles_apart":
            first, second = (Field.parse(name) for name in castle_fields.values())
            assert (not first.touches(second)) is expected
        elif claim == "castle_knights":
            assert {str(v): list(k) for v, k in facts.castle_knights.items()} == {
                value: refs(knights) for value, knights in expected.items()
            }
        elif claim == "connected":
            for first, second in expected:
                one, other = network_of(board, SymbolRef.parse(first)), network_of(
                    board, SymbolRef.parse(second))
                assert one is not None and one == other, (first, second)
        elif claim == "separate":
            for first, second in expected:
                one, other = network_of(board, SymbolRef.parse(first)), network_of(
                    board, SymbolRef.parse(second))
                assert one is None or one != other, (first, second)
        elif claim in ("churches", "windmills"):
            assert sizes_and_points(getattr(facts, claim)) == expected
        elif claim == "church_groups":
            assert sorted(list(g.symbols) for g in facts.churches) == sorted(
                refs(group) for group in expected)
        elif claim == "windmill_groups":
            assert sorted(list(g.symbols) for g in facts.windmills) == sorted(
                refs(group) for group in expected)
        elif claim == "knight_groups":
            assert sorted((list(g.symbols), g.value) for g in facts.knight_groups) == sorted(
                (refs(group), value) for group, value in expected)
        elif claim == "best_knight_group":
            best = facts.best_knight_group
            assert best is not None
            assert (list(best.symbols), best.value) == (refs(expected["symbols"]),
                                                        expected["value"])
        elif claim == "defending":
            assert list(facts.defending) == refs(expected)
        elif claim == "not_defending":
            assert {str(ref): reason.value for ref, reason in facts.not_defending} == expected
        elif claim == "shields":
            assert facts.defense_shields == expected
        elif claim == "without":
            rest = {f: p for f, p in board.items() if str(f) != expected["field"]}
            assert len(rest) == len(board) - 1
            others = {key: value for key, value in expected.items() if key != "field"}
            check_board(Principality(rest), round_number, others)
        else:
            raise AssertionError(f"unknown claim {claim!r}")


def check_tiles(illustration: Illustration) -> None:
    tiles = illustration.loose_tiles()
    for claim, expected in illustration.checks.items():
        if claim == "same_tile":
            assert (len({placed.tile for placed in tiles}) == 1) is expected
        elif claim == "knight_points":
            found = [
                next(point.value for point, symbol in placed.layout.symbols if symbol.is_knight)
                for placed in tiles
            ]
            assert found == expected
        elif claim == "symbols":
            described = [
                [
                    [point.value, symbol.value, point in placed.layout.group_of]
                    for point, symbol in placed.layout.symbols
                ]
                for placed in tiles
            ]
            assert described == expected
        else:
            raise AssertionError(f"unknown claim {claim!r}")


def check_rounds(illustration: Illustration) -> None:
    player = deal_from_seed(illustration.tile_set(), illustration.seed, 1).players[0]
    rows = illustration.rows()
    for claim, expected in illustration.checks.items():
        if claim == "hands":
            assert [len(hand) for hand in player.hands] == expected
            assert [len(row.tiles) for row in rows] == expected
        elif claim == "set_aside":
            assert [row.aside is not None for row in rows].count(True) == expected
            assert rows[-1].aside is not None
            assert rows[-1].aside.tile.id == player.last_tile
        else:
            raise AssertionError(f"unknown claim {claim!r}")


@pytest.mark.parametrize("name", list(illustrations()))
def test_each_picture_shows_what_its_claim_says(name: str) -> None:
    illustration = illustrations()[name]
    assert illustration.checks, "every picture states something checkable"
    if illustration.kind == "board":
        position = illustration.position()
        check_board(position.board, position.round, illustration.checks)
        picture = illustration.picture()
        for mark in picture.marks:
            assert mark.ref.field in picture.area and mark.ref.field in position.board
        for ref in refs(illustration.light):
            assert explain(position.board).symbol_at(ref) is not None, ref
    elif illustration.kind == "tiles":
        check_tiles(illustration)
    else:
        check_rounds(illustration)


def test_the_knight_that_reaches_the_border_through_his_other_half_does_not_defend() -> None:
    """The picture the rules help must have (issue 5), beside a knight that defends."""
    facts = explain(illustrations()["defense-knights"].position().board)
    reasons = {str(ref): reason.value for ref, reason in facts.not_defending}
    assert "no-direct-road" in reasons.values()
    assert facts.defending


def test_the_castle_cuts_the_road_between_its_two_knights() -> None:
    board = illustrations()["castle-cuts-road"].position().board
    facts = explain(board)
    knights = facts.castle_knights[4]
    assert len(knights) == 2
    for first, second in combinations(knights, 2):
        assert facts.group_of(first) != facts.group_of(second)


def test_church_groups_of_one_two_and_three_score_0_2_and_6() -> None:
    facts = explain(illustrations()["church-groups"].position().board)
    assert sizes_and_points(facts.churches) == [[1, 0], [2, 2], [3, 6]]


@pytest.mark.parametrize("name", list(illustrations()))
def test_each_picture_renders_at_the_screens_pixel_ratio(qtbot: QtBot, name: str) -> None:
    illustration = illustrations()[name]
    image = render_illustration(illustration, 2.0)
    assert not image.isNull()
    assert image.devicePixelRatio() == 2.0
    if illustration.kind == "board":
        size = picture_size(FieldArea.parse(illustration.area), illustration.height_of_tiles)
        assert (image.width(), image.height()) == (size.width() * 2, size.height() * 2)


# --- the window -----------------------------------------------------------------------


@pytest.fixture
def window(qtbot: QtBot) -> RulesWindow:
    rules = RulesWindow(None, "en")
    qtbot.addWidget(rules)
    rules.resize(900, 640)
    return rules


def test_the_contents_list_every_section_in_order(window: RulesWindow) -> None:
    assert [section.anchor for section in window.sections()] == list(SECTIONS)
    assert window.contents.count() == len(SECTIONS)


@pytest.mark.parametrize("anchor", sorted(TOOLTIP_ANCHORS | {SECTIONS[-1]}))
def test_the_window_opens_at_the_requested_section(
    qtbot: QtBot, window: RulesWindow, anchor: str
) -> None:
    """Even the last section (the keys) comes to the top: there is room after it."""
    window.show_section(anchor)
    qtbot.waitExposed(window)
    title = next(s.title for s in window.sections() if s.anchor == anchor)
    assert window.contents.currentItem().text() == title
    top = window.browser.cursorForPosition(QPoint(40, 12)).block().text().strip()
    assert top == title


def test_the_window_reads_the_language_asked_for(qtbot: QtBot) -> None:
    titles = {}
    for language in ("fr_FR", "de", "es"):
        rules = RulesWindow(None, language)
        qtbot.addWidget(rules)
        titles[rules.language] = rules.sections()[0].title
    assert set(titles) == {"fr", "de", "en"}
    assert len(set(titles.values())) == 3


def test_set_language_changes_the_document_and_keeps_the_sections(window: RulesWindow) -> None:
    english = [section.title for section in window.sections()]
    window.set_language("de")
    german = [section.title for section in window.sections()]
    assert german != english
    assert [section.anchor for section in window.sections()] == list(SECTIONS)
    # The title names the application once: Qt adds " — Don Quixote" to it.
    assert window.windowTitle() == "Rules of the game"


def test_the_pictures_are_drawn_by_the_application(window: RulesWindow) -> None:
    loaded = window.browser.loadResource(
        QTextDocument.ResourceType.ImageResource.value, QUrl("board:sancho")
    )
    assert isinstance(loaded, QImage) and not loaded.isNull()
    unknown = window.browser.loadResource(
        QTextDocument.ResourceType.ImageResource.value, QUrl("board:no-such-picture")
    )
    assert isinstance(unknown, QImage) and unknown.isNull()


def test_the_window_follows_a_change_of_the_applications_language(
    qtbot: QtBot, window: RulesWindow
) -> None:
    window.show_section("defense")
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("fr_FR"))
        QCoreApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
        assert window.language == "fr"
        assert window.sections()[0].title == outline_title("fr")
        assert window.current_section() == "defense"
    finally:
        QLocale.setDefault(before)


def outline_title(language: str) -> str:
    """The first section's title as the document writes it."""
    match = re.search(r'<h2><a name="goal"></a>(.*?)</h2>', rules_html(language))
    assert match is not None
    return match.group(1)


def test_every_scoring_category_has_its_section() -> None:
    for key in ("castle6", "castle4", "churches", "windmills", "defense", "knights", "total"):
        assert section_of_category(key) in SECTIONS
    assert section_of_category("knights") == "knight-group"


# --- teaching: the rulebook's order, a whole board scored -----------------------------


def section_text(language: str, anchor: str) -> str:
    html = rules_html(language)
    start = html.index(f'<a name="{anchor}">')
    following = html.find("<h2>", start)
    return re.sub(r"<[^>]+>", " ", html[start : following if following > 0 else None])


def test_the_help_teaches_in_the_rulebooks_order() -> None:
    """Setting up, then the rounds and how tiles arrive, then placing, then scoring."""
    order = [SECTIONS.index(a) for a in ("deal", "rounds", "tiles", "roads", "scoring")]
    assert order == sorted(order)


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_the_help_opens_by_pointing_to_the_guided_game(language: str) -> None:
    html = rules_html(language)
    first_section = html.index("<h2>")
    guided = {"en": "guided first game", "fr": "première partie guidée",
              "de": "geführte erste Spiel"}[language]
    assert guided in html[:first_section]


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_the_worked_example_states_the_engines_points_for_each_category(language: str) -> None:
    """Every number of the whole board's scoring is the engine's, and so are its fields."""
    example = illustrations()["final-example"]
    position = example.position()
    points = score(position.board, 3).as_dict()
    text = section_text(language, "example")
    stated = " + ".join(str(points[key]) for key in
                        ("castle6", "castle4", "churches", "windmills", "defense", "knights"))
    assert f"{stated} = {points['total']}" in " ".join(text.split())
    checked = set(re.findall(r"[A-H][1-3]", str(example.checks)))
    assert set(re.findall(r"(?<!\w)[A-H][1-3](?!\w)", text)) <= checked


@pytest.mark.parametrize("language", HELP_LANGUAGES)
def test_the_help_says_what_newcomers_miss(language: str) -> None:
    """One knight counts for castle, defense and group at once; gates only; 12 of 18 shields."""
    text = " ".join(section_text(language, "scoring").split())
    assert "12" in text and "18" in text

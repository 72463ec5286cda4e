"""The scoring helper and the board's highlights come from the engine, never elsewhere."""

import json

from PySide6.QtWidgets import QApplication

from dq_desktop.commands.boards import run_score
from dq_desktop.engine.explanation import explain
from dq_desktop.engine.fields import Field
from dq_desktop.engine.points import Point
from dq_desktop.engine.scoring import SHIELDS_PER_ROUND, score, score_explained
from dq_desktop.engine.tiles import TileKind
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.tileset_file import builtin_tileset
from dq_desktop.ui.common.language import LanguageSwitcher
from dq_desktop.ui.shell.main_window import MainWindow
from dq_desktop.ui.table.score_panel import CATEGORIES, detail
from tests.boards import board
from tests.storage.games import played
from tests.ui.conftest import HUMAN, setup_of


def play_fields(window: MainWindow, count: int) -> None:
    game = window.controller.game
    for _ in range(count):
        moves = game.legal_moves(0)
        best = max(moves, key=lambda m: game.preview(0, m).total)
        window.controller.place(0, best)
        window.overlay.dismiss()


def test_hovering_a_point_lights_exactly_the_engines_connection(window: MainWindow) -> None:
    window.set_aids(False)  # no preview lights mixed in
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=31))
    play_fields(window, 14)
    scene = window.scenes[0]
    board = window.controller.game.players[0].board
    for field in board:
        for point in Point:
            expected = board.network.connected(field, point)
            if (not expected.segments and not expected.symbols
                    and board[field].tile.kind is TileKind.CASTLE):
                continue  # a castle's body: test_castle_and_sancho_hover.py
            scene.hover(field, point)
            lit = {(f, p) for f, item in scene.items_by_field.items() for p in item.lit_points}
            want = {(s.field, p) for s in expected.segments for p in s.points}
            rings = {(f, p) for f, item in scene.items_by_field.items()
                     for p in item.lit_symbols}
            assert lit == want
            assert rings == {(r.field, r.point) for r in expected.symbols}
    scene.hover(None, None)


def test_the_helper_shows_what_the_score_command_prints(window: MainWindow, tmp_path: object,
                                                        capsys: object) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=8))
    play_fields(window, 12)
    player = window.controller.game.players[0]
    board = {str(f): p.text for f, p in player.board.items()}
    path = tmp_path / "board.json"  # type: ignore[operator]
    path.write_text(json.dumps({"format": "dq-position/1", "tileset": "classic",
                                "round": window.controller.game.round, "board": board}))
    run_score([str(path)], True)
    printed = json.loads(capsys.readouterr().out)  # type: ignore[attr-defined]
    for key in (*CATEGORIES, "total"):
        assert window.score_panel.value_of(key) == printed[key]


def test_preview_deltas_equal_the_engines_score_after_the_placement(
        window: MainWindow, play_set: TileSet) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=4))
    play_fields(window, 5)
    game = window.controller.game
    hand = window.hand_view.hand()
    assert hand is not None
    now = score(game.players[0].board, game.round)
    for row, entry in enumerate(hand.entries()):
        if not entry.playable:
            continue
        window.hand_view.setCurrentIndex(hand.index(row))
        assert game.current_field is not None
        after = score(game.players[0].board.with_tile(
            game.current_field, window.scenes[0].items_by_field[game.current_field].ghost),
            game.round)
        for key in (*CATEGORIES, "total"):
            assert window.score_panel.delta_of(key) == after.minus(now)[key]


def test_switching_aids_off_hides_the_preview(window: MainWindow) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=4))
    field = window.controller.game.current_field
    assert field is not None
    window.hand_view.setCurrentIndex(window.hand_view.model().index(0, 0))  # a tile chosen
    assert window.scenes[0].items_by_field[field].ghost is not None
    window.set_aids(False)
    assert window.scenes[0].items_by_field[field].ghost is None


def test_the_defense_marks_carry_the_engines_reasons(window: MainWindow) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=12))
    play_fields(window, 16)
    facts = explain(window.controller.game.players[0].board)
    window.score_panel.categoryHovered.emit("defense")
    scene = window.scenes[0]
    assert sorted(m.reason.value for m in scene.marks) == sorted(
        r.value for _, r in facts.not_defending)
    rings = {(f, p) for f, item in scene.items_by_field.items() for p in item.lit_symbols}
    assert rings == {(r.field, r.point) for r in facts.defending}
    window.score_panel.categoryHovered.emit("")
    assert scene.marks == []


def test_hovering_churches_badges_every_group_with_its_points(window: MainWindow) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=12))
    play_fields(window, 16)
    facts = explain(window.controller.game.players[0].board)
    window.score_panel.categoryHovered.emit("churches")
    assert sorted(b.text for b in window.scenes[0].badges) == sorted(
        str(g.value) for g in facts.churches)


def test_hovering_a_castle_rings_the_knights_it_counts(window: MainWindow) -> None:
    window.start(setup_of(builtin_tileset("classic"), HUMAN, seed=12))
    play_fields(window, 16)
    facts = explain(window.controller.game.players[0].board)
    for key, value in (("castle6", 6), ("castle4", 4)):
        window.score_panel.categoryHovered.emit(key)
        rings = {(f, p) for f, item in window.scenes[0].items_by_field.items()
                 for p in item.lit_symbols}
        assert rings == {(r.field, r.point) for r in facts.castle_knights.get(value, ())}
    assert Field.parse("A1") in window.scenes[0].items_by_field


def test_a_condition_met_reads_as_enough_and_one_not_met_as_progress(
    qapp: QApplication,
) -> None:
    """'1 of 2 knights' while a castle lacks knights; '4 knights, enough' once it has
    them ('4 of 3 knights' would read as a fault). The same for the defence's shields."""
    english = LanguageSwitcher()  # English plurals live in the English catalogue
    english.apply("en")
    seen = set()
    for seed in range(1, 7):
        facts = explain(played(seed, choice=seed % 3).players[0].board)
        for round_number in (1, 2, 3):
            for value, key in ((6, "castle6"), (4, "castle4")):
                knights = len(facts.castle_knights.get(value, ()))
                text = detail(key, facts, round_number)
                if knights >= round_number:
                    noun = "knight" if knights == 1 else "knights"
                    assert text == f"{knights} {noun}, enough"
                else:
                    noun = "knight" if round_number == 1 else "knights"
                    assert text == f"{knights} of {round_number} {noun}"
                seen.add(knights >= round_number)
            needed = SHIELDS_PER_ROUND * round_number
            shields = facts.defense_shields
            expected = (f"{shields} shield points, enough" if shields >= needed
                        else f"{shields} of {needed} shield points")
            assert detail("defense", facts, round_number) == expected
    assert seen == {True, False}, "both wordings must have been checked"


def test_the_helper_reads_enough_exactly_when_the_engine_scores_the_category(
    qapp: QApplication,
) -> None:
    """The helper takes the castles' and the defence's thresholds from the engine: a
    condition reads as met in the very rounds the engine's scoring counts it."""
    english = LanguageSwitcher()
    english.apply("en")
    for seed in range(1, 7):
        facts = explain(played(seed, choice=seed % 3).players[0].board)
        for round_number in (1, 2, 3):
            scored = score_explained(facts, round_number).as_dict()
            for key in ("castle6", "castle4", "defense"):
                text = detail(key, facts, round_number)
                assert text.endswith(", enough") == (scored[key] > 0), (key, text)


def test_group_sizes_read_as_groups_not_as_a_count() -> None:
    """'groups: 2' read as two groups: one group of two says so, several are listed."""
    one = explain(board("A1=c-ew", "B1=c-ew"))
    assert detail("churches", one, 1) == "1 group of 2"
    three = explain(board("A1=c-ew", "B1=c-ew", "C1=c-ew", "A3=c-ew", "B3=c-ew",
                          "E2=c-ew", "F2=cw-ew"))
    assert detail("churches", three, 1) == "groups of 3, 2 and 2"


def test_category_tooltips_wrap() -> None:
    from dq_desktop.ui.table.score_panel import requirement, wrapped

    tip = wrapped(requirement("castle6", 2))
    assert tip.startswith("<p>") and tip.endswith("</p>")  # rich text: Qt wraps it
    assert "<" not in tip[3:-4]

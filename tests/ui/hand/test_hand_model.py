"""The hand model follows Qt's model and drag-and-drop contracts and mirrors the engine."""

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester
from pytestqt.qtbot import QtBot

from dq_desktop.engine.game import Game
from dq_desktop.engine.tileset import TileSet
from dq_desktop.ui.hand import tile_mime
from dq_desktop.ui.hand.hand_model import EntryKind, HandModel, HandRole


def test_the_hand_passes_qt_model_tester_through_a_whole_game(
    qtbot: QtBot, play_set: TileSet
) -> None:
    game = Game.new(play_set, 3, ["A"], sancho=True)
    model = HandModel(0)
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.sync(game)
    while not game.is_over:
        model.toggle_turn(0)
        game.place(0, game.legal_moves(0)[0])
        model.sync(game)
    assert model.rowCount() == 0


def test_the_hand_shows_the_revealed_tiles_then_sancho(play_set: TileSet) -> None:
    game = Game.new(play_set, 3, ["A"], sancho=True)
    model = HandModel(0)
    model.sync(game)
    kinds = [model.entry(r).kind for r in range(model.rowCount())]
    assert kinds == [EntryKind.REVEALED] * 9 + [EntryKind.SANCHO]
    assert [model.entry(r).tile for r in range(9)] == game.revealed_tiles(0)


def test_the_tile_set_aside_appears_in_round_3_and_is_playable_only_last(play_set: TileSet) -> None:
    game = Game.new(play_set, 3, ["A"])
    model = HandModel(0)
    for _ in range(16):
        game.place(0, game.legal_moves(0)[0])
    model.sync(game)
    row = model.row_of(EntryKind.SET_ASIDE)
    assert row is not None and not model.entry(row).playable
    for _ in range(5):
        game.place(0, game.legal_moves(0)[0])
    model.sync(game)
    assert [(e.kind, e.playable) for e in model.entries()] == [(EntryKind.SET_ASIDE, True)]


def test_turning_keeps_its_state_across_placements(play_set: TileSet) -> None:
    game = Game.new(play_set, 3, ["A"])
    model = HandModel(0)
    model.sync(game)
    model.toggle_turn(3)
    turned_tile = model.entry(3).tile
    assert model.data(model.index(3), HandRole.ROTATED) is True
    game.place(0, model.entry(0).move)
    model.sync(game)
    assert model.entry(2).tile == turned_tile and model.entry(2).rotated


def test_drags_carry_the_tile_id_and_turn_in_the_private_mime_type(play_set: TileSet) -> None:
    game = Game.new(play_set, 3, ["A"])
    model = HandModel(0)
    model.sync(game)
    model.toggle_turn(1)
    data = model.mimeData([model.index(1)])
    assert model.mimeTypes() == [tile_mime.TILE_MIME_TYPE]
    dragged = tile_mime.decode(data)
    assert dragged is not None
    assert (dragged.seat, dragged.move, dragged.row) == (0, model.entry(1).move, 1)
    assert model.flags(model.index(1)) & Qt.ItemFlag.ItemIsDragEnabled


def test_dropping_a_tile_between_others_reorders_the_hand(play_set: TileSet) -> None:
    game = Game.new(play_set, 3, ["A"])
    model = HandModel(0)
    model.sync(game)
    before = [e.tile for e in model.entries()]
    data = model.mimeData([model.index(0)])
    assert model.dropMimeData(data, Qt.DropAction.MoveAction, 5, 0, QModelIndex())
    model.removeRows(0, 1)  # what the view does after a move
    after = [e.tile for e in model.entries()]
    assert after == [*before[1:5], before[0], *before[5:]]


def test_foreign_data_is_never_dropped(play_set: TileSet) -> None:
    game = Game.new(play_set, 3, ["A", "B"])
    mine, theirs = HandModel(0), HandModel(1)
    mine.sync(game)
    theirs.sync(game)
    data = theirs.mimeData([theirs.index(0)])
    assert not mine.canDropMimeData(data, Qt.DropAction.MoveAction, 0, 0, QModelIndex())

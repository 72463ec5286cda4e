"""``--screenshot PATH`` deals a game in a scratch folder: the player's files — the autosave
of an unfinished game above all — are never touched (it once replaced that autosave)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from dq_desktop.cli import main


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {str(path.relative_to(folder)): (path.read_bytes(), path.stat().st_mtime_ns)
            for path in sorted(folder.rglob("*")) if path.is_file()}


def test_the_screenshot_leaves_the_players_files_as_they_were(
    qtbot: QtBot, tmp_path: Path
) -> None:
    player = tmp_path / "player"
    player.mkdir()
    (player / "autosave.json").write_text('{"format": "dq-autosave/1", "game": "field 6 of 22"}')
    (player / "settings.json").write_text('{"language": "en"}')
    before = snapshot(player)
    picture = tmp_path / "shot.png"
    assert main(["--screenshot", str(picture), "--data-dir", str(player)]) == 0
    assert picture.stat().st_size > 1000
    assert snapshot(player) == before

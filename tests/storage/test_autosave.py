"""The autosave: written after every placement, it survives kills and bad files.

Rules checked: a game is resumed exactly as saved; a finished game leaves
nothing to resume; a truncated, corrupt, oversized, wrong-version or
rule-breaking autosave is moved aside under a dated name and the previous
one is used; a writer killed with SIGKILL at any moment leaves a loadable
autosave that lost at most the placement being made.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from datetime import datetime
from pathlib import Path

import pytest

from dq_desktop.engine.game import Game
from dq_desktop.formats.game_record import record_of_game
from dq_desktop.formats.json_files import MAX_FILE_BYTES
from dq_desktop.storage.autosave import STALE_SECONDS, Autosave
from tests.storage.games import played

ROOT = Path(__file__).parent.parent.parent
NOON = datetime(2025, 3, 1, 12, 0, 0).astimezone()


@pytest.fixture
def autosave(tmp_path: Path) -> Autosave:
    return Autosave(tmp_path / "autosave.json", clock=lambda: NOON)


def same(game: Game | None, other: Game) -> bool:
    return game is not None and record_of_game(game) == record_of_game(other)


def save_twice(autosave: Autosave, seed: int = 4) -> tuple[Game, Game]:
    """Save a game at 5 and then 6 fields; returns (copy at 5, the game at 6)."""
    earlier = played(seed, steps=5)
    game = played(seed, steps=5)
    autosave.save(game, ["human"])
    for seat in game.waiting_for():
        game.place(seat, game.legal_moves(seat)[0])
    autosave.save(game, ["human"])
    return earlier, game


def test_an_unfinished_game_is_resumed_as_saved_with_kinds_and_aids(autosave: Autosave) -> None:
    game = played(2, names=("Ana", "Bot"), steps=7)
    autosave.save(game, ["human", "bot:greedy"], assisted=True)
    loaded = Autosave(autosave.path).load()
    assert same(loaded.game, game)
    assert loaded.kinds == ("human", "bot:greedy")
    assert loaded.assisted
    assert loaded.set_aside == () and loaded.warnings == []


def test_in_hot_seat_only_the_seats_that_used_an_aid_are_assisted(autosave: Autosave) -> None:
    game = played(2, names=("Ana", "Ben"), steps=3)
    autosave.save(game, ["human", "human"], assisted={1})
    assert Autosave(autosave.path).load().assisted == {1}


def test_an_older_autosaves_assisted_true_marks_every_human_seat(autosave: Autosave) -> None:
    game = played(2, names=("Ana", "Bot", "Ben"), steps=3)
    record = record_of_game(game, ["human", "bot:greedy", "human"])
    autosave.path.write_text(json.dumps(record | {"assisted": True}))
    assert autosave.load().assisted == {0, 2}


def test_a_deal_nobody_placed_a_tile_in_is_not_offered_again(autosave: Autosave) -> None:
    autosave.save(played(3, steps=0), ["human"])
    assert Autosave(autosave.path).load().game is None


def test_a_deal_where_only_a_computer_placed_is_offered(autosave: Autosave) -> None:
    game = played(3, names=("Bot", "Ana"), steps=0)
    game.place(0, game.legal_moves(0)[0])
    autosave.save(game, ["bot:greedy", "human"])
    assert same(Autosave(autosave.path).load().game, game)


def test_a_deal_with_a_hint_taken_before_any_placement_is_offered_assisted(
    autosave: Autosave,
) -> None:
    game = played(3, steps=0)
    autosave.save(game, ["human"], assisted={0})
    loaded = Autosave(autosave.path).load()
    assert same(loaded.game, game) and loaded.assisted == {0}


def test_the_guided_game_is_never_offered_for_resumption(autosave: Autosave) -> None:
    autosave.save(played(3, steps=4), ["human"], guided=True)
    assert Autosave(autosave.path).load().game is None


def test_the_save_before_the_latest_is_kept_as_a_second_generation(autosave: Autosave) -> None:
    earlier, _ = save_twice(autosave)
    previous = json.loads(autosave.previous_path.read_text())
    assert previous["players"] == record_of_game(earlier, ["human"])["players"]


def test_saving_a_finished_game_clears_the_autosave(autosave: Autosave) -> None:
    save_twice(autosave)
    autosave.save(played(4), ["human"])
    assert not autosave.path.exists() and not autosave.previous_path.exists()
    assert Autosave(autosave.path).load().game is None


def test_an_autosave_of_a_finished_game_offers_nothing(autosave: Autosave) -> None:
    autosave.path.write_text(json.dumps(record_of_game(played(4), ["human"])))
    loaded = autosave.load()
    assert loaded.game is None and loaded.set_aside == ()


def test_without_any_autosave_there_is_nothing_to_resume(autosave: Autosave) -> None:
    loaded = autosave.load()
    assert loaded.game is None and loaded.warnings == []


def _truncated(text: str) -> bytes:
    return text.encode()[: len(text) // 2]


def _corrupt(text: str) -> bytes:
    return b"\x00\xff\xfe garbage \x81" + text.encode()[40:]


def _oversized(text: str) -> bytes:
    return text.encode().rstrip() + b" " * (MAX_FILE_BYTES + 1)


def _wrong_version(text: str) -> bytes:
    return text.replace('"dq-game/1"', '"dq-game/9"').encode()


def _broken_rule(text: str) -> bytes:
    data = json.loads(text)
    data["players"][0]["placements"][0]["field"] = data["castles"]["6"]  # onto a castle
    return json.dumps(data).encode()


@pytest.mark.parametrize(
    ("damage", "fault"),
    [
        (_truncated, "not JSON"),
        (_corrupt, "not UTF-8"),
        (_oversized, "larger than 1 MiB"),
        (_wrong_version, "format"),
        (_broken_rule, "placements[0]"),
    ],
    ids=["truncated", "corrupt", "oversized", "wrong-version", "rule-breaking"],
)
def test_a_bad_latest_autosave_is_moved_aside_and_the_previous_one_resumed(
    autosave: Autosave, damage: object, fault: str
) -> None:
    earlier, _ = save_twice(autosave)
    bad = damage(autosave.path.read_text())  # type: ignore[operator]
    autosave.path.write_bytes(bad)
    loaded = Autosave(autosave.path, clock=lambda: NOON).load()
    assert same(loaded.game, earlier)
    assert loaded.from_previous
    (problem,) = loaded.set_aside
    assert fault in problem.fault
    assert problem.moved_to == autosave.path.with_name("autosave.bad-20250301-120000.json")
    assert problem.moved_to.read_bytes() == bad  # kept whole, for whoever wants to look
    assert not autosave.path.exists()
    assert "resumed from the save before it" in " ".join(loaded.warnings)


def test_when_both_generations_are_bad_both_are_kept_aside_and_nothing_resumed(
    autosave: Autosave,
) -> None:
    save_twice(autosave)
    autosave.path.write_bytes(b"{")
    autosave.previous_path.write_bytes(b"")
    loaded = autosave.load()
    assert loaded.game is None
    assert [p.file.name for p in loaded.set_aside] == ["autosave.json", "autosave.previous.json"]
    assert all(p.moved_to is not None and p.moved_to.exists() for p in loaded.set_aside)
    assert "No earlier save" in loaded.warnings[-1]


def test_a_second_bad_file_in_the_same_second_gets_its_own_name(autosave: Autosave) -> None:
    for _ in range(2):
        autosave.path.write_bytes(b"not json")
        autosave.load()
    names = sorted(p.name for p in autosave.path.parent.glob("autosave.bad-*"))
    assert names == ["autosave.bad-20250301-120000-2.json", "autosave.bad-20250301-120000.json"]


def test_a_kill_between_the_two_renames_resumes_the_last_save(autosave: Autosave) -> None:
    _, last = save_twice(autosave)
    # The next save renames the latest to the previous, then writes the latest anew;
    # killed in between, only the previous is there: it holds the last save.
    os.replace(autosave.path, autosave.previous_path)
    loaded = autosave.load()
    assert same(loaded.game, last)
    assert loaded.set_aside == () and loaded.warnings == []


def test_a_new_game_does_not_fall_back_to_the_save_of_the_one_before(autosave: Autosave) -> None:
    save_twice(autosave, seed=4)
    autosave.save(played(5, steps=1), ["human"])  # another game object: a new game
    assert not autosave.previous_path.exists()
    autosave.path.write_bytes(b"{")
    assert autosave.load().game is None


def test_a_resumed_game_keeps_two_generations(autosave: Autosave) -> None:
    save_twice(autosave)
    resumed = Autosave(autosave.path)
    game = resumed.load().game
    assert game is not None
    before = record_of_game(game, ["human"])
    game.place(0, game.legal_moves(0)[0])
    resumed.save(game, ["human"])
    assert json.loads(resumed.previous_path.read_text())["players"] == before["players"]


def test_temporary_files_left_by_a_killed_writer_are_removed_once_stale(
    autosave: Autosave,
) -> None:
    stale = autosave.path.with_name(".autosave.next.json.abc123")
    staged = autosave.staged_path
    fresh = autosave.path.with_name(".autosave.next.json.def456")
    for leftover in (stale, staged, fresh):
        leftover.write_text("{")
    old = time.time() - STALE_SECONDS - 5
    for leftover in (stale, staged):
        os.utime(leftover, (old, old))
    autosave.load()
    assert not stale.exists() and not staged.exists()
    assert fresh.exists()  # may belong to a second copy writing right now


WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from dq_desktop.storage.autosave import Autosave
    from tests.storage.games import played

    autosave = Autosave(Path(sys.argv[1]))
    game = autosave.load().game
    seed = game.deal.seed if game is not None else 100
    while True:
        if game is None or game.step == 21:  # never finish: there is always a game to resume
            seed += 1
            game = played(seed, steps=0)
        game.place(0, game.legal_moves(0)[game.step % 2])
        autosave.save(game, ["human"])
        # One write per line: a kill between the parts of a print() would leave half a line.
        sys.stdout.write(f"{seed} {game.step}\\n")
        sys.stdout.flush()
""")


def _after(state: tuple[int, int]) -> tuple[int, int]:
    seed, step = state
    return (seed + 1, 1) if step == 21 else (seed, step + 1)


@pytest.mark.slow
def test_a_writer_killed_at_random_moments_always_leaves_a_loadable_autosave(
    tmp_path: Path,
) -> None:
    path = tmp_path / "autosave.json"
    chooser = random.Random(7)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for _ in range(25):
        writer = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
            cwd=ROOT,
        )
        assert writer.stdout is not None
        lines = [writer.stdout.readline() for _ in range(chooser.randrange(1, 30))]
        assert all(lines), "the writer stopped on its own"
        time.sleep(chooser.uniform(0, 0.004))  # lands the kill anywhere in a save
        writer.send_signal(signal.SIGKILL)
        lines += writer.stdout.read().splitlines()
        writer.wait()
        writer.stdout.close()
        seed, step = map(int, lines[-1].split())
        last_confirmed = (seed, step)
        loaded = Autosave(path).load()
        assert loaded.set_aside == (), loaded.warnings
        assert loaded.game is not None
        state = (loaded.game.deal.seed or 0, loaded.game.step)
        assert state in (last_confirmed, _after(last_confirmed)), (state, last_confirmed)

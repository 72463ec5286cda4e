"""The ``dq-desktop`` command line: score, explain, validate and simulate.

Every bad input ends with status 2 and one line naming the file and the place
of the fault; good input prints one line per file, in order.
"""

from __future__ import annotations

import statistics
from pathlib import Path

import pytest

from dq_desktop.formats.game_record import read_game, write_game
from dq_desktop.formats.json_files import MAX_FILE_BYTES
from tests.files import (
    CASTLE_BOARD,
    Run,
    assert_refused,
    edited,
    playable_tileset,
    position_json,
    refusal,
    run_cli,
    write_json,
)

VILLAGES = {
    "A1": "w-ew",
    "B1": "w-ew",
    "C1": "w-ew",
    "A2": "c-ew",
    "B2": "c-ew",
    "D1": "k3-ns",
    "H1": "k1-ew",
}
"""Three windmills and two churches in a row; two knights whose roads reach the border."""
VILLAGES_SCORE = {
    "round": 1,
    "castle6": 0,
    "castle4": 0,
    "churches": 2,
    "windmills": 6,
    "defense": 5,
    "knights": 0,
    "total": 13,
}
VILLAGES_FACTS = {
    "castles": {},
    "churches": [{"symbols": ["A2:T", "B2:T"], "points": 2}],
    "windmills": [{"symbols": ["A1:T", "B1:T", "C1:T"], "points": 6}],
    "knight_groups": [{"symbols": ["D1:T"], "shields": 3}, {"symbols": ["H1:T"], "shields": 1}],
    "defense": {"defending": ["D1:T", "H1:T"], "not_defending": []},
}
CASTLE_SCORE = {
    "round": 2,
    "castle6": 0,
    "castle4": 4,
    "churches": 0,
    "windmills": 0,
    "defense": 0,
    "knights": 0,
    "total": 4,
}
CASTLE_FACTS = {
    "castles": {"4": ["B1:T", "B3:T"]},
    "churches": [],
    "windmills": [],
    "knight_groups": [{"symbols": ["B1:T"], "shields": 3}, {"symbols": ["B3:T"], "shields": 3}],
    "defense": {
        "defending": ["B1:T"],
        "not_defending": [{"symbol": "B3:T", "reason": "half-inside"}],
    },
}
SEAT_KEYS = ["seat", "bot", "mean", "median", "min", "max", "over_70", "over_85", "over_100"]


@pytest.fixture
def villages(tmp_path: Path) -> Path:
    return write_json(tmp_path / "villages.json", position_json(VILLAGES, 1))


@pytest.fixture
def castle(tmp_path: Path) -> Path:
    return write_json(tmp_path / "castle.json", position_json(CASTLE_BOARD, 2))


@pytest.fixture
def tileset_file(tmp_path: Path) -> Path:
    return write_json(tmp_path / "set.json", playable_tileset())


def simulate(capsys: pytest.CaptureFixture[str], tileset: Path, *options: str | Path) -> Run:
    return run_cli(capsys, "simulate", "--tileset", tileset, *options)


# --- files that cannot be read at all, for every command that reads files ---------

FILE_FAULTS = [
    pytest.param(b'{"format": ', "line 1, column 12", "not JSON", id="not JSON"),
    pytest.param(b"\xff{}", "byte 0", "not UTF-8", id="not UTF-8"),
    pytest.param(None, "", "no such file", id="missing file"),
    pytest.param(b"{}" + b" " * MAX_FILE_BYTES, "", "larger than 1 MiB", id="over 1 MiB"),
    pytest.param(b"[" * 100_000, "", "nested more than 64 levels deep", id="nested too deeply"),
    pytest.param(b'{"round": ' + b"1" * 5000 + b"}", "", "too many digits", id="number too long"),
    pytest.param(b'{"format": "dq-position/1", "format": "dq-game/1"}', "format", "given twice",
                 id="a key given twice"),
]
READING_COMMANDS = [
    pytest.param(["score"], id="score"),
    pytest.param(["explain", "--json"], id="explain"),
    pytest.param(["validate"], id="validate"),
    pytest.param(["simulate", "--games", "1", "--tileset"], id="simulate"),
    pytest.param(["analyze"], id="analyze"),
]


@pytest.mark.parametrize("command", READING_COMMANDS)
@pytest.mark.parametrize(("content", "place", "problem"), FILE_FAULTS)
def test_a_file_that_cannot_be_read_is_refused_naming_it(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: list[str],
    content: bytes | None,
    place: str,
    problem: str,
) -> None:
    """Missing, too large, not UTF-8 or not JSON: status 2 and one line, never a traceback."""
    path = tmp_path / "input.json"
    if content is not None:
        path.write_bytes(content)
    assert_refused(run_cli(capsys, *command, path), path, place, problem)


# --- score and explain ----------------------------------------------------------------


def test_score_json_prints_one_score_object_per_file_in_order(
    capsys: pytest.CaptureFixture[str],
    villages: Path,
    castle: Path,
) -> None:
    """SPEC §4: each line is the Score object, its keys in the order of the spec."""
    run = run_cli(capsys, "score", "--json", villages, castle, villages)
    assert (run.status, run.err) == (0, "")
    assert run.json_lines == [VILLAGES_SCORE, CASTLE_SCORE, VILLAGES_SCORE]
    assert [list(line) for line in run.json_lines] == [list(VILLAGES_SCORE)] * 3


def test_score_prints_each_category_and_the_total(
    capsys: pytest.CaptureFixture[str],
    villages: Path,
) -> None:
    run = run_cli(capsys, "score", villages)
    lines = run.out.splitlines()
    assert lines[0] == f"{villages} — scoring after round 1"
    assert lines[-1].split() == ["total", "13"]
    assert ["windmills", "6"] in [line.split() for line in lines]


def test_nothing_is_printed_when_one_of_the_files_is_bad(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    villages: Path,
) -> None:
    """Every file is read before anything is printed, so a bad one stops all cleanly."""
    bad = write_json(tmp_path / "bad.json", edited(position_json(VILLAGES), ("round",), 9))
    assert_refused(run_cli(capsys, "score", "--json", villages, bad), bad, "round")


def test_explain_json_prints_the_facts_of_each_file_in_order(
    capsys: pytest.CaptureFixture[str],
    villages: Path,
    castle: Path,
) -> None:
    """One object per file: castles, churches, windmills, knight_groups, defense."""
    run = run_cli(capsys, "explain", "--json", castle, villages)
    assert (run.status, run.err) == (0, "")
    assert run.json_lines == [CASTLE_FACTS, VILLAGES_FACTS]
    assert [list(facts) for facts in run.json_lines] == [list(CASTLE_FACTS)] * 2


def test_explain_names_every_group_in_words(
    capsys: pytest.CaptureFixture[str],
    villages: Path,
) -> None:
    lines = run_cli(capsys, "explain", villages).out.splitlines()
    assert "  church group A2:T, B2:T: 2 points" in lines
    assert "  windmill group A1:T, B1:T, C1:T: 6 points" in lines
    assert "  defending: D1:T, H1:T" in lines


# --- validate -------------------------------------------------------------------------


def test_validate_accepts_a_tileset_a_position_and_a_game_record(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    tileset_file: Path,
    villages: Path,
) -> None:
    simulate(capsys, tileset_file, "--games", "1", "--records", tmp_path / "records")
    record = tmp_path / "records" / "game-1.json"
    run = run_cli(capsys, "validate", tileset_file, villages, record)
    assert (run.status, run.err) == (0, "")
    assert [line.split(": ok: ")[0] for line in run.out.splitlines()] == [
        str(tileset_file),
        str(villages),
        str(record),
    ]


def test_validate_reports_each_bad_file_and_checks_the_others(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    tileset_file: Path,
    villages: Path,
) -> None:
    bad = write_json(tmp_path / "bad.json", edited(position_json(VILLAGES), ("board", "Z9"), "k"))
    run = run_cli(capsys, "validate", tileset_file, bad, villages)
    assert run.status == 2
    assert [line.split(": ok: ")[0] for line in run.out.splitlines()] == [
        str(tileset_file),
        str(villages),
    ]
    assert len(run.err.splitlines()) == 1
    assert run.err.startswith(f"dq-desktop: {bad}: board.Z9: ")


def test_validate_refuses_a_file_of_no_known_format(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = write_json(tmp_path / "other.json", {"format": "dq-other/1"})
    assert_refused(run_cli(capsys, "validate", path), path, "format", "expected one of")


# --- simulate -------------------------------------------------------------------------


def test_simulate_writes_records_that_validate_and_prints_a_json_summary(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    tileset_file: Path,
) -> None:
    """The summary gives, per seat, statistics of the totals in the records it wrote."""
    records = tmp_path / "records"
    run = simulate(
        capsys,
        tileset_file,
        "--players",
        "2",
        "--bot",
        "greedy",
        "--games",
        "3",
        "--seed",
        "5",
        "--records",
        records,
        "--json",
    )
    assert (run.status, run.err) == (0, "")
    [summary] = run.json_lines
    files = sorted(records.iterdir())
    assert [file.name for file in files] == ["game-5.json", "game-6.json", "game-7.json"]
    assert run_cli(capsys, "validate", *files).status == 0

    games = [read_game(file)[0] for file in files]
    assert (summary["games"], summary["seed"], summary["sancho"]) == (3, 5, False)
    for seat, entry in enumerate(summary["seats"]):
        totals = [game.players[seat].total for game in games]
        assert list(entry) == SEAT_KEYS
        assert (entry["seat"], entry["bot"]) == (seat + 1, "greedy")
        assert entry["mean"] == round(statistics.fmean(totals), 2)
        assert (entry["median"], entry["min"], entry["max"]) == (
            statistics.median(totals),
            min(totals),
            max(totals),
        )
        for band in (70, 85, 100):
            assert entry[f"over_{band}"] == round(sum(t > band for t in totals) / 3, 4)


def test_a_simulated_record_reads_back_and_rewrites_byte_identical(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    tileset_file: Path,
) -> None:
    records = tmp_path / "records"
    simulate(capsys, tileset_file, "--players", "2", "--games", "1", "--records", records)
    original = records / "game-1.json"
    game, kinds = read_game(original)
    assert kinds == ["bot:greedy", "bot:greedy"]
    again = tmp_path / "again.json"
    write_game(again, game, kinds)
    assert again.read_bytes() == original.read_bytes()
    assert read_game(again)[0].players == game.players


def test_a_deal_number_reproduces_its_game(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    tileset_file: Path,
) -> None:
    """Games use deal numbers seed, seed+1, …; the same deal number plays the same game."""
    simulate(capsys, tileset_file, "--games", "2", "--seed", "5", "--records", tmp_path / "a")
    simulate(capsys, tileset_file, "--games", "1", "--seed", "6", "--records", tmp_path / "b")
    assert (tmp_path / "a" / "game-6.json").read_bytes() == (
        tmp_path / "b" / "game-6.json"
    ).read_bytes()


@pytest.mark.parametrize(
    ("seed", "games", "words"),
    [
        pytest.param("999999998", "3", "deals 999999998 to 1000000000", id="past the last"),
        pytest.param("-1", "2", "deals -1 to 0", id="below the first"),
    ],
)
def test_simulate_refuses_deals_past_the_last_before_playing_any(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], tileset_file: Path,
    seed: str, games: str, words: str,
) -> None:
    """A range that leaves 0–999999999 is refused at once, naming it and what fits: never
    an error after the first games were played (and their summary lost)."""
    records = tmp_path / "records"
    run = simulate(capsys, tileset_file, "--games", games, "--seed", seed, "--records", records)
    message = refusal(run)
    assert words in message and "deal numbers go from 0 to 999999999" in message
    assert not records.exists() or not any(records.iterdir())


def test_simulate_plays_up_to_the_last_deal(
    capsys: pytest.CaptureFixture[str], tileset_file: Path
) -> None:
    run = simulate(capsys, tileset_file, "--games", "2", "--seed", "999999998", "--json")
    assert run.status == 0 and run.json_lines[0]["games"] == 2


def test_simulate_prints_a_table_row_per_seat(
    capsys: pytest.CaptureFixture[str],
    tileset_file: Path,
) -> None:
    run = simulate(capsys, tileset_file, "--players", "3", "--bot", "random", "--games", "2")
    assert run.status == 0
    rows = run.out.splitlines()[2:]
    assert [row.split()[:2] for row in rows] == [["1", "random"], ["2", "random"], ["3", "random"]]


@pytest.mark.parametrize(
    ("tileset", "options"),
    [
        pytest.param(edited(playable_tileset(), ("tiles", 2, "count"), 2), [], id="23 road tiles"),
        pytest.param(playable_tileset(sancho=False), ["--sancho"], id="Sancho wanted, none in set"),
    ],
)
def test_simulate_refuses_a_tileset_that_cannot_be_played(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    tileset: dict[str, object],
    options: list[str],
) -> None:
    path = write_json(tmp_path / "set.json", tileset)
    assert_refused(simulate(capsys, path, *options), path, "tiles", "not playable")


def test_simulate_refuses_a_records_folder_that_is_a_file(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    tileset_file: Path,
) -> None:
    """A folder that cannot be written is named in one line, not shown as a traceback."""
    taken = tmp_path / "records"
    taken.write_text("not a folder", encoding="utf-8")
    run = simulate(capsys, tileset_file, "--games", "1", "--records", taken)
    assert_refused(run, taken, "", "cannot write game records")


@pytest.mark.parametrize(
    ("options", "problem"),
    [
        (["--games", "0"], "--games must be at least 1"),
        (
            ["--players", "2", "--bot", "greedy", "--bot", "random", "--bot", "greedy"],
            "--bot given 3 times for 2 players",
        ),
    ],
)
def test_simulate_refuses_impossible_options(
    capsys: pytest.CaptureFixture[str],
    tileset_file: Path,
    options: list[str],
    problem: str,
) -> None:
    assert problem in refusal(simulate(capsys, tileset_file, *options))


def test_simulate_shows_shares_with_one_decimal(
    capsys: pytest.CaptureFixture[str],
    tileset_file: Path,
) -> None:
    """One game in 200 over a mark is 0.5 %, not 0 %: shares keep one decimal."""
    run = simulate(capsys, tileset_file, "--bot", "greedy", "--games", "2")
    assert run.status == 0
    shares = run.out.splitlines()[2].split()[-3:]
    assert all(share.endswith("%") and "." in share and len(share.split(".")[1]) == 2
               for share in shares), shares

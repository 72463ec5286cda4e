"""Settings: kept as JSON, and a bad file never costs the player more than the bad part.

Rules checked: settings round-trip; a missing file gives the defaults; a file
that is not JSON, not an object, too large or of another format gives the
defaults and is moved aside; a bad value falls back alone and the file is
moved aside; keys written by a newer version survive a save.
"""

from __future__ import annotations

import json
import tempfile
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dq_desktop.formats.json_files import MAX_FILE_BYTES
from dq_desktop.storage.settings import SeatSettings, Settings, load_settings, save_settings

NOON = datetime(2025, 3, 1, 12, 0, 0).astimezone()


def load(path: Path) -> tuple[Settings, list[str]]:
    settings, moved = load_settings(path, clock=lambda: NOON)
    return settings, [problem.fault for problem in moved]


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(
        language="de",
        aids=False,
        animation_speed="slow",
        default_players=[
            SeatSettings(name="Ana"),
            SeatSettings(name="Bot", kind="greedy", colour=2),
        ],
        window_geometry="AdnQywADAAAAAAAA",
    )
    save_settings(path, settings)
    assert load(path) == (settings, [])
    assert settings.animation_ms == 700


def test_without_a_file_the_defaults_apply(tmp_path: Path) -> None:
    settings, faults = load(tmp_path / "settings.json")
    assert settings == Settings() and faults == []
    assert (settings.language, settings.aids, settings.animation_speed) == (
        "system",
        True,
        "normal",
    )
    assert settings.default_players == []


@pytest.mark.parametrize(
    ("content", "fault"),
    [
        (b'{"language": "fr"', "not JSON"),
        (b"[1, 2]", "not a JSON object"),
        (b'{"format": "dq-settings/9"}', "format"),
        (b"{}" + b" " * MAX_FILE_BYTES, "larger than 1 MiB"),
    ],
    ids=["truncated", "not-an-object", "other-format", "oversized"],
)
def test_an_unreadable_file_gives_the_defaults_and_is_moved_aside(
    tmp_path: Path, content: bytes, fault: str
) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    settings, faults = load(path)
    assert settings == Settings()
    assert len(faults) == 1 and fault in faults[0]
    aside = tmp_path / "settings.bad-20250301-120000.json"
    assert aside.read_bytes() == content and not path.exists()


def test_a_bad_value_falls_back_alone_and_the_rest_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    original = {"language": "es", "aids": False, "animation_speed": "warp",
                "window_geometry": "AAA="}
    path.write_text(json.dumps(original))
    settings, faults = load(path)
    assert (settings.language, settings.aids) == ("system", False)
    assert (settings.animation_speed, settings.window_geometry) == ("normal", "AAA=")
    assert "language" in faults[0] and "animation_speed" in faults[0]
    assert json.loads((tmp_path / "settings.bad-20250301-120000.json").read_text()) == original


@pytest.mark.parametrize("geometry", ["é", "x", "AAA", "AA AA===", "A" * 2000, 5],
                         ids=["not ASCII", "one letter", "unpadded", "not base64", "too long",
                              "a number"])
def test_a_window_geometry_that_is_not_qts_base64_falls_back_and_is_named(
    tmp_path: Path, geometry: object
) -> None:
    """It once stopped every start (``UnicodeEncodeError`` in ``app._restore_geometry``)."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "fr", "window_geometry": geometry}))
    settings, faults = load(path)
    assert (settings.language, settings.window_geometry) == ("fr", "")
    assert len(faults) == 1 and faults[0].startswith("window_geometry: ")
    words = "not a window's place and size" if isinstance(geometry, str) else "valid string"
    assert words in faults[0]
    assert len(faults[0]) < 200  # said in words, the value quoted short


@pytest.mark.parametrize(
    ("key", "value"),
    [("language", "es"), ("aids", "yes"), ("animation_speed", 3),
     ("default_players", [{"name": ""}]), ("default_players", [{"colour": 9}]),
     ("window_geometry", "é"), ("window_sizes", {"Records!": {"width": 500, "height": 400}}),
     ("window_sizes", {"records": {"width": 5, "height": 400}})],
)
def test_every_bad_value_falls_back_and_is_said_in_words(
    tmp_path: Path, key: str, value: object
) -> None:
    """The notice names the key and says what is wrong, never a regular expression."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "fr"} | {key: value}))
    settings, faults = load(path)
    assert getattr(settings, key) == getattr(Settings(), key)
    assert len(faults) == 1 and faults[0].startswith(key)
    assert "pattern" not in faults[0] and "^" not in faults[0]


def test_a_table_of_more_than_four_players_falls_back_to_the_default_table(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"aids": False, "default_players": [{"name": "A"}] * 5}))
    settings, faults = load(path)
    assert settings.default_players == [] and not settings.aids
    assert "default_players" in faults[0]


def test_keys_from_a_newer_version_survive_a_save(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "fr", "sound": {"volume": 3}}))
    settings, faults = load(path)
    assert faults == []
    save_settings(path, settings.model_copy(update={"aids": False}))
    saved = json.loads(path.read_text())
    assert saved["sound"] == {"volume": 3} and saved["aids"] is False
    assert saved["format"] == "dq-settings/1"


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["name", "kind", "colour", "width", "height", "records", "x"]), inner,
        max_size=4),
    max_leaves=10)


@settings(deadline=None, max_examples=300)  # files on a loaded machine: no time limit
@given(st.dictionaries(st.sampled_from([*Settings.model_fields, "sound"]), JSON_VALUES))
def test_whatever_a_settings_file_holds_the_settings_read_are_usable(
    values: dict[str, object],
) -> None:
    """Nothing raises; what is kept validates again and can be written back."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_text(json.dumps(values), encoding="utf-8")
        kept, _ = load_settings(path, clock=lambda: NOON)
        assert Settings.model_validate(kept.model_dump(mode="json")) == kept
        save_settings(path, kept)
        assert load_settings(path, clock=lambda: NOON) == (kept, [])

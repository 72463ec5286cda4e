"""The Windows build finds Inno Setup's compiler in any version from 6 on, the newest first
(it looked for version 6 only)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.packaging.scripts import load

build = load("build")


def test_the_newest_inno_setup_is_found(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for folder in ("Inno Setup 6", "Inno Setup 7", "Inno Setup Extras"):
        (tmp_path / folder).mkdir()
    for folder in ("Inno Setup 6", "Inno Setup 7"):
        (tmp_path / folder / "ISCC.exe").write_bytes(b"")
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    for variable in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("ProgramFiles(x86)", str(tmp_path))
    assert build.find_iscc() == tmp_path / "Inno Setup 7" / "ISCC.exe"


def test_no_inno_setup_is_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    for variable in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        monkeypatch.setenv(variable, str(tmp_path))
    assert build.find_iscc() is None

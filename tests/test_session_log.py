"""Every start appends a line to the log (version, system, Python, Qt); Python's warnings
go there too; the log rotates; an unwritable folder costs the log, not the game."""

from __future__ import annotations

import logging
import platform
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

from dq_desktop import __version__, session_log
from dq_desktop.session_log import SessionLog, start_session_log
from dq_desktop.storage.paths import DataDirs


@pytest.fixture
def logs() -> Iterator[list[SessionLog]]:
    started: list[SessionLog] = []
    yield started
    for log in started:
        log.close()


def test_each_start_appends_version_system_python_and_qt(
    tmp_path: Path, logs: list[SessionLog]
) -> None:
    for _ in range(2):
        logs.append(start_session_log(tmp_path, "6.11.3", "6.11.3"))
        logs[-1].close()
    lines = (tmp_path / "dq-desktop.log").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2
    for line in lines:
        assert f"dq-desktop {__version__} started" in line
        assert platform.platform() in line
        assert f"Python {platform.python_version()}" in line
        assert "Qt 6.11.3" in line


def test_the_log_lives_under_the_data_dir_when_one_is_given(tmp_path: Path) -> None:
    assert DataDirs.under(tmp_path).logs == tmp_path / "logs"
    assert DataDirs.platform().logs.name in ("log", "Logs", "logs")


def test_python_warnings_and_errors_go_to_the_log(
    tmp_path: Path, logs: list[SessionLog]
) -> None:
    logs.append(start_session_log(tmp_path, "6", "6"))
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.warn("a tile set names a missing picture", UserWarning, stacklevel=1)
    logging.getLogger("dq_desktop.storage").error("the record book is locked")
    logs[-1].close()
    text = (tmp_path / "dq-desktop.log").read_text(encoding="utf-8")
    assert "WARNING py.warnings" in text and "a tile set names a missing picture" in text
    assert "ERROR dq_desktop.storage: the record book is locked" in text


def test_the_log_rotates_and_keeps_three_older_files(
    tmp_path: Path, logs: list[SessionLog], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(session_log, "MAX_BYTES", 400)
    logs.append(start_session_log(tmp_path, "6", "6"))
    for number in range(60):
        logging.getLogger("dq_desktop").warning("line %d of a long session", number)
    logs[-1].close()
    names = sorted(path.name for path in tmp_path.glob("dq-desktop.log*"))
    assert names == ["dq-desktop.log", "dq-desktop.log.1", "dq-desktop.log.2", "dq-desktop.log.3"]
    assert all(path.stat().st_size <= 400 for path in tmp_path.glob("dq-desktop.log*"))


def test_faulthandler_writes_beside_the_log(tmp_path: Path, logs: list[SessionLog]) -> None:
    import faulthandler

    logs.append(start_session_log(tmp_path, "6", "6"))
    assert faulthandler.is_enabled()
    faulthandler.dump_traceback(logs[-1]._faults)
    logs[-1].close()
    assert "test_faulthandler_writes_beside_the_log" in (tmp_path / "faults.log").read_text()


def test_an_unwritable_folder_costs_the_log_not_the_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], logs: list[SessionLog]
) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    log = start_session_log(blocker / "logs", "6", "6")
    logs.append(log)
    assert log.file is None
    assert "dq-desktop: no log:" in capsys.readouterr().err


def test_a_deferred_log_writes_nothing_until_attached_then_the_start_line_first(
    tmp_path: Path, logs: list[SessionLog]
) -> None:
    log = start_session_log(tmp_path, "6", "6", deferred=True)
    logs.append(log)
    assert (tmp_path / "dq-desktop.log").read_text(encoding="utf-8") == ""
    log.attach()
    log.logger("dq_desktop.storage").error("the record book is locked")
    log.close()
    lines = (tmp_path / "dq-desktop.log").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2
    assert "started" in lines[0] and "the record book is locked" in lines[1]


def test_a_warning_before_the_deferred_log_is_attached_still_reaches_it(
    tmp_path: Path, logs: list[SessionLog]
) -> None:
    logs.append(start_session_log(tmp_path, "6", "6", deferred=True))
    with warnings.catch_warnings():
        warnings.simplefilter("always")
        warnings.warn("a tile set names a missing picture", UserWarning, stacklevel=1)
    logs[-1].close()
    lines = (tmp_path / "dq-desktop.log").read_text(encoding="utf-8").splitlines()
    assert "started" in lines[0]
    assert "WARNING py.warnings" in lines[1] and "a missing picture" in lines[1]


def test_a_run_that_ends_before_its_first_frame_still_leaves_its_start_line(
    tmp_path: Path, logs: list[SessionLog]
) -> None:
    logs.append(start_session_log(tmp_path, "6", "6", deferred=True))
    logs[-1].close()
    assert "started" in (tmp_path / "dq-desktop.log").read_text(encoding="utf-8")


def test_the_application_starts_without_importing_the_rotating_log() -> None:
    """``logging.handlers`` (sockets, pickle, queues: some 5 ms) waits for the first frame
    (``logging`` itself comes with PySide6)."""
    import subprocess
    import sys

    probe = ("import sys; import dq_desktop.app, dq_desktop.crash_reports; "
             "print('logging.handlers' in sys.modules)")
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                           check=True, env={**__import__("os").environ,
                                            "QT_QPA_PLATFORM": "offscreen"})
    assert shown.stdout.strip() == "False"


def test_a_log_attached_from_two_threads_at_once_writes_its_start_line_once(
    tmp_path: Path, logs: list[SessionLog]
) -> None:
    import threading

    log = start_session_log(tmp_path, "6", "6", deferred=True)
    logs.append(log)
    workers = [threading.Thread(target=log.attach) for _ in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    log.close()
    lines = (tmp_path / "dq-desktop.log").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 and "started" in lines[0]


def test_a_linked_log_is_refused_and_its_target_left_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], logs: list[SessionLog]
) -> None:
    """The log is written in place: through a link it would grow a file outside the folder."""
    target = tmp_path / "elsewhere.txt"
    target.write_text("a file of the player's\n")
    folder = tmp_path / "logs"
    folder.mkdir()
    (folder / "dq-desktop.log").symlink_to(target)
    log = start_session_log(folder, "6", "6")
    logs.append(log)
    logging.getLogger("dq_desktop").error("an error of this run")
    log.close()
    assert target.read_text() == "a file of the player's\n"
    assert log.file is None and "dq-desktop: no log:" in capsys.readouterr().err


def test_a_linked_faults_log_is_neither_emptied_nor_written(
    tmp_path: Path, logs: list[SessionLog], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``faults.log`` grown too long is emptied at a start: never the file a link points at."""
    monkeypatch.setattr(session_log, "FAULTS_MAX_BYTES", 10)
    target = tmp_path / "elsewhere.txt"
    target.write_text("a long file of the player's\n" * 4)
    folder = tmp_path / "logs"
    folder.mkdir()
    (folder / "faults.log").symlink_to(target)
    logs.append(start_session_log(folder, "6", "6"))
    logs[-1].close()
    assert target.read_text() == "a long file of the player's\n" * 4


def test_a_faults_log_grown_too_long_is_emptied_at_a_start(
    tmp_path: Path, logs: list[SessionLog], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(session_log, "FAULTS_MAX_BYTES", 10)
    (tmp_path / "faults.log").write_text("an old crash, long ago\n")
    logs.append(start_session_log(tmp_path, "6", "6"))
    logs[-1].close()
    assert (tmp_path / "faults.log").read_text() == ""


def test_a_log_on_a_full_disk_says_so_once_not_at_every_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], logs: list[SessionLog]
) -> None:
    """The game goes on; stderr gets one sentence, not a traceback for every record."""
    from tests.storage.faults import full_disk

    with full_disk(tmp_path / "small") as folder:
        logs.append(start_session_log(folder, "6", "6"))
        for number in range(5):
            logging.getLogger("dq_desktop").warning("line %d of a session", number)
        logs[-1].close()
    err = capsys.readouterr().err
    assert "Logging error" not in err and "Traceback" not in err
    assert err.count("dq-desktop: no log:") == 1

"""The application's log: a line at every start, then Python's and Qt's warnings and errors.

``dq-desktop.log`` in the platform's log folder (``DataDirs.logs``; ``DIR/logs``
with ``--data-dir DIR``), rotated at 1 MB with three older files kept. A crash
of the interpreter itself (a segmentation fault in Qt, say) cannot go through
``logging``: ``faulthandler`` writes its traceback to ``faults.log`` beside it.

A folder that cannot be written costs the log, never the game: the reason is
said once on stderr (when there is one) and the program runs on.

The start line names the system with ``platform.platform()``, which asks ``uname -p``
(a process of its own, 10 ms or more): a thread works it out and writes the line, so
that the first frame does not wait for it; ``report`` and ``close`` wait for that line.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO

from dq_desktop import __version__

LOG_FILE = "dq-desktop.log"
FAULTS_FILE = "faults.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FAULTS_MAX_BYTES = 1_000_000
"""``faults.log`` is emptied at a start when it has grown past this."""
LOGGER = "dq_desktop"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

ExceptionInfo = tuple[type[BaseException], BaseException, TracebackType | None]


class StartLine:
    """The start line, once the thread that works it out has written it (a
    ``concurrent.futures.Future`` would do, at the cost of its module's import
    before the first frame)."""

    def __init__(self) -> None:
        self._done = threading.Event()
        self._line = ""

    def set_result(self, line: str) -> None:
        self._line = line
        self._done.set()

    def result(self) -> str:
        self._done.wait()
        return self._line


class SessionLog:
    """Where this run logs; ``file`` is ``None`` when the folder could not be written.
    (A plain class, not a dataclass: made before the first frame, kept light.)"""

    def __init__(self, folder: Path, file: Path | None, start: StartLine) -> None:
        self.folder = folder
        self.file = file
        self._start = start
        self._handler: logging.Handler | None = None
        self._faults: IO[str] | None = None
        self._faulthandler_before = False
        self._root_level = logging.WARNING

    @property
    def started(self) -> str:
        """The start line: version, system, Python and Qt (waits until it is known)."""
        return self._start.result()

    def report(self, info: ExceptionInfo) -> str:
        """What a player can send: the start line and the traceback."""
        trace = "".join(traceback.format_exception(*info))
        return f"{self.started}\n\n{trace}"

    def close(self) -> None:
        """Detach from ``logging`` and ``faulthandler`` (tests; the program just ends),
        once the start line is written."""
        self._start.result()
        if self._handler is not None:
            logging.getLogger().removeHandler(self._handler)
            logging.getLogger().setLevel(self._root_level)
            self._handler.close()
            self._handler = None
        if self._faults is not None:
            faulthandler.disable()
            if self._faulthandler_before and sys.__stderr__ is not None:
                faulthandler.enable(sys.__stderr__)  # as it was (pytest enables it)
            self._faults.close()
            self._faults = None
        logging.captureWarnings(False)


def start_line(qt_version: str, pyside_version: str) -> str:
    import platform  # on the start line's thread, not on the way to the first frame

    return (f"dq-desktop {__version__} started; {platform.platform()}; "
            f"Python {platform.python_version()}; Qt {qt_version}; PySide6 {pyside_version}")


def start_session_log(folder: Path, qt_version: str, pyside_version: str) -> SessionLog:
    """Route warnings and errors to the log in ``folder``, and append the start line to it
    (from a thread: see above)."""
    start = StartLine()
    log = SessionLog(folder, None, start)

    def write_start_line() -> None:
        line = start_line(qt_version, pyside_version)
        if log._handler is not None:
            logging.getLogger(LOGGER).info("%s", line)
        start.set_result(line)

    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            folder / LOG_FILE, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        faults_path = folder / FAULTS_FILE
        too_long = faults_path.is_file() and faults_path.stat().st_size > FAULTS_MAX_BYTES
        faults = faults_path.open("w" if too_long else "a", encoding="utf-8")
    except OSError as error:
        if sys.stderr is not None:
            print(f"dq-desktop: no log: {folder}: {error.strerror or error}", file=sys.stderr)
        _start_thread(write_start_line)
        return log
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(logging.INFO)
    root = logging.getLogger()
    root.addHandler(handler)
    log._root_level = root.level
    root.setLevel(min(root.level, logging.INFO) or logging.INFO)
    logging.captureWarnings(True)  # warnings.warn(...) goes to the log, as "py.warnings"
    log._faulthandler_before = faulthandler.is_enabled()
    faulthandler.enable(faults)
    log.file, log._handler, log._faults = folder / LOG_FILE, handler, faults
    _start_thread(write_start_line)
    return log


def _start_thread(work: Callable[[], None]) -> None:
    threading.Thread(target=work, name="dq-log-start", daemon=True).start()

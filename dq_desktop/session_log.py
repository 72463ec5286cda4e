"""The application's log: a line at every start, then Python's and Qt's warnings and errors.

``dq-desktop.log`` in the platform's log folder (``DataDirs.logs``; ``DIR/logs``
with ``--data-dir DIR``), rotated at 1 MB with three older files kept. A crash
of the interpreter itself (a segmentation fault in Qt, say) cannot go through
``logging``: ``faulthandler`` writes its traceback to ``faults.log`` beside it.

A folder that cannot be written costs the log, never the game: the reason is
said once on stderr (when there is one) and the program runs on.

The first frame waits for none of the log's work but the folder and ``faulthandler``:
the application starts its log ``deferred``, and ``attach`` runs once the first frame
is up, or earlier the moment anything must be written (an error, a Qt or Python
warning): nothing goes unlogged, it is only written a little later. Before the first
frame, ``logging.handlers`` (sockets, pickle, queues: some 5 ms; ``logging`` itself
comes with PySide6) and the start line, whose ``platform.platform()`` asks ``uname -p``
(a process of its own, 10 ms or more; a thread that did it held Python's lock against
the imports of the first frame), cost a sixth of the time to a bare window's frame.
"""

from __future__ import annotations

import faulthandler
import os
import sys
import threading
import warnings
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING, Any

from dq_desktop import __version__
from dq_desktop.own_files import APPEND, open_own, open_own_text

LOG_FILE = "dq-desktop.log"
FAULTS_FILE = "faults.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FAULTS_MAX_BYTES = 1_000_000
"""``faults.log`` is emptied at a start when it has grown past this."""
LOGGER = "dq_desktop"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

ExceptionInfo = tuple[type[BaseException], BaseException, TracebackType | None]

if TYPE_CHECKING:
    import logging

WARNING = 30
"""``logging.WARNING``, known without importing ``logging``."""


class StartLine:
    """The start line, worked out when it is first wanted: by ``attach``, once the first
    frame is up, or by a report of an error that came before."""

    def __init__(self, qt_version: str, pyside_version: str) -> None:
        self._versions = (qt_version, pyside_version)
        self._line: str | None = None

    def result(self) -> str:
        if self._line is None:
            self._line = start_line(*self._versions)
        return self._line


class SessionLog:
    """Where this run logs; ``file`` is ``None`` when the folder could not be written.
    (A plain class, not a dataclass: made before the first frame, kept light.)"""

    def __init__(self, folder: Path, file: Path | None, start: StartLine) -> None:
        self.folder = folder
        self.file = file
        self._start = start
        self._handler: logging.Handler | None = None
        self._attached = False
        self._attaching = threading.RLock()  # Qt may warn while it attaches
        self._faults: IO[str] | None = None
        self._faulthandler_before = False
        self._root_level = WARNING
        self._showwarning: Callable[..., None] | None = None

    @property
    def started(self) -> str:
        """The start line: version, system, Python and Qt (waits until it is known)."""
        return self._start.result()

    def report(self, info: ExceptionInfo) -> str:
        """What a player can send: the start line and the traceback."""
        import traceback

        trace = "".join(traceback.format_exception(*info))
        return f"{self.started}\n\n{trace}"

    def logger(self, name: str) -> logging.Logger:
        """``logging``'s logger ``name``, the log attached first (see ``attach``)."""
        self.attach()
        import logging

        return logging.getLogger(name)

    def attach(self) -> None:
        """Route Python's warnings and errors to the file, with the start line first
        (waits for it). Done once, by whichever thread comes first (an error in a
        worker may); a deferred log does it after the first frame."""
        with self._attaching:
            if not self._attached:
                self._attach()

    def _attach(self) -> None:
        self._attached = True
        self._forget_warning_hook()
        if self.file is None:
            return
        import logging
        import logging.handlers

        try:
            handler = _rotating_log(self.file)
        except OSError as error:
            _say_no_log(self.folder, error)
            self.file = None
            return
        handler.setFormatter(logging.Formatter(FORMAT))
        handler.setLevel(logging.INFO)
        root = logging.getLogger()
        root.addHandler(handler)
        self._root_level = root.level
        root.setLevel(min(root.level, logging.INFO) or logging.INFO)
        logging.captureWarnings(True)  # warnings.warn(...) goes to the log, as "py.warnings"
        self._handler = handler
        logging.getLogger(LOGGER).info("%s", self.started)

    def close(self) -> None:
        """Detach from ``logging`` and ``faulthandler`` (tests; the program just ends),
        once the start line is written (a run that ended before its first frame too)."""
        self.attach()
        if self._handler is not None:
            import logging

            logging.getLogger().removeHandler(self._handler)
            logging.getLogger().setLevel(self._root_level)
            self._handler.close()
            self._handler = None
            logging.captureWarnings(False)
        if self._faults is not None:
            faulthandler.disable()
            if self._faulthandler_before and sys.__stderr__ is not None:
                faulthandler.enable(sys.__stderr__)  # as it was (pytest enables it)
            self._faults.close()
            self._faults = None

    def _hook_warnings(self) -> None:
        """Until ``attach``, a Python warning attaches the log and is written to it."""
        before = warnings.showwarning

        def first_warning(*args: Any, **kwargs: Any) -> None:
            self.attach()  # logging.captureWarnings replaces warnings.showwarning
            warnings.showwarning(*args, **kwargs)

        self._showwarning = before
        warnings.showwarning = first_warning

    def _forget_warning_hook(self) -> None:
        if self._showwarning is not None:
            warnings.showwarning, self._showwarning = self._showwarning, None


def start_line(qt_version: str, pyside_version: str) -> str:
    import platform  # on the start line's thread, not on the way to the first frame

    return (f"dq-desktop {__version__} started; {platform.platform()}; "
            f"Python {platform.python_version()}; Qt {qt_version}; PySide6 {pyside_version}")


def start_session_log(
    folder: Path, qt_version: str, pyside_version: str, *, deferred: bool = False
) -> SessionLog:
    """Open the log in ``folder`` and write the start line to it; ``deferred``: attach
    ``logging`` later (``SessionLog.attach``), the first frame does not wait for it."""
    log = SessionLog(folder, None, StartLine(qt_version, pyside_version))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # Never through a link, nor into a folder or a pipe (own_files.py).
        os.close(open_own(folder / LOG_FILE, APPEND))  # said now, not at the first line
        faults = open_own_text(folder / FAULTS_FILE)
        if os.fstat(faults.fileno()).st_size > FAULTS_MAX_BYTES:
            faults.truncate(0)
    except OSError as error:
        _say_no_log(folder, error)
        log._attached = True  # nowhere to write: nothing to attach
        return log
    log._faulthandler_before = faulthandler.is_enabled()
    faulthandler.enable(faults)
    log.file, log._faults = folder / LOG_FILE, faults
    if deferred:
        log._hook_warnings()
    else:
        log.attach()
    return log


def _rotating_log(path: Path) -> logging.Handler:
    """``logging``'s rotating file, each file opened as ``open_own`` opens it; a file that
    cannot be written (a full disk) is said once, not with a traceback at every record."""
    import contextlib
    import io
    import logging.handlers

    class OwnRotatingFile(logging.handlers.RotatingFileHandler):
        told = False

        def _open(self) -> io.TextIOWrapper:
            return open_own_text(self.baseFilename)

        def handleError(self, record: logging.LogRecord) -> None:
            error = sys.exc_info()[1]
            if not isinstance(error, OSError):
                super().handleError(record)  # a fault of ours (a bad format): shown
            elif not self.told:
                self.told = True
                _say_no_log(path.parent, error)

        def close(self) -> None:
            # The last lines could not be written (a full disk): the log loses them.
            with contextlib.suppress(OSError):
                super().close()

    return OwnRotatingFile(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")


def _say_no_log(folder: Path, error: OSError) -> None:
    if sys.stderr is not None:
        print(f"dq-desktop: no log: {folder}: {error.strerror or error}", file=sys.stderr)

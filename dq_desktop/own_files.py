"""Opening a file the program writes in place (the lock, the log, the faults log): never
through a link, and only when it is a regular file.

The files written whole (autosave, settings, saved games) are replaced by a rename, which
replaces a symbolic link rather than what it points at, and the record book refuses what
is not a file. A file kept open and written in place would write through a link into a
file outside the data folder, or wait on a pipe: those are refused here, with an
``OSError`` that says what stands there (``NotAFile``). Standard library only: the log
opens its files before anything heavy is loaded.
"""

from __future__ import annotations

import errno
import io
import os
import stat
from pathlib import Path

_NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)
"""POSIX: opening a symbolic link fails. Windows has no such flag: a check before opening."""
_NO_WAITING = getattr(os, "O_NONBLOCK", 0)
"""A FIFO opened to write would wait for a reader; with this flag it does not."""

APPEND = os.O_WRONLY | os.O_CREAT | os.O_APPEND
"""Flags to add lines at the end, making the file when there is none."""
READ_WRITE = os.O_RDWR | os.O_CREAT
"""Flags to rewrite the file in place (the lock), making it when there is none."""


class NotAFile(OSError):
    """Something other than a regular file stands at the path: a link, a folder, a device,
    a pipe or a socket. ``errno`` is ``ELOOP`` for a link, ``EISDIR`` for a folder,
    ``EINVAL`` for the rest."""


def open_own(path: str | Path, flags: int, mode: int = 0o644) -> int:
    """A descriptor of ``path`` opened with ``flags``, never through a link and only when
    it is a regular file; else ``NotAFile`` (or the system's ``OSError``)."""
    if not _NO_FOLLOW and os.path.islink(path):
        raise _not_a_file(path)
    try:
        descriptor = os.open(path, flags | _NO_FOLLOW | _NO_WAITING, mode)
    except OSError as error:
        if os.path.islink(path) or os.path.isdir(path):  # ELOOP, EMLINK, EISDIR…: say which
            raise _not_a_file(path) from error
        if error.errno == errno.ENXIO:  # a FIFO with no reader
            raise NotAFile(errno.EINVAL, "not a regular file", str(path)) from error
        raise
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise _not_a_file(path)
        if _NO_WAITING:  # a regular file does not wait; the flag only kept pipes from it
            os.set_blocking(descriptor, True)
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def open_own_text(path: str | Path, flags: int = APPEND) -> io.TextIOWrapper:
    """``open_own`` as a UTF-8 text file to append to (the logs)."""
    return open(open_own(path, flags), "a", encoding="utf-8")


def _not_a_file(path: str | Path) -> NotAFile:
    if os.path.islink(path):
        return NotAFile(errno.ELOOP, "a symbolic link, not written through", str(path))
    if os.path.isdir(path):
        return NotAFile(errno.EISDIR, "a folder, not a file", str(path))
    return NotAFile(errno.EINVAL, "not a regular file (a device, pipe or socket)", str(path))

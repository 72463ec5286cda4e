"""A package's folder of data files, found without ``importlib.resources`` when it can be.

Importing ``importlib.resources`` costs some 5 ms, and the translations and the window's
icon are read before the first frame. Installed from a wheel, run from the source tree
or from a frozen build, a package's files are plain files in its folder, and that folder
is used as it is; otherwise (a zip archive) ``importlib.resources`` makes a copy on disk.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import import_module
from pathlib import Path


@contextmanager
def package_folder(package: str) -> Iterator[Path]:
    """The folder of ``package``'s files, on disk for as long as the ``with`` lasts."""
    for location in getattr(import_module(package), "__path__", ()):
        if os.path.isdir(location):
            yield Path(location)
            return
    from importlib import resources

    with resources.as_file(resources.files(package)) as folder:
        yield folder

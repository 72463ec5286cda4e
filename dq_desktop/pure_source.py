"""The compiled build's modules, and a switch that imports their Python source instead.

The optional compiled build (docs/building.md) puts C extension modules made by
mypyc beside the Python source of ``dq_desktop.engine.bots``; Python imports an
extension module before a source file of the same name. With
``DQ_DESKTOP_PURE=1`` in the environment, ``dq_desktop/__init__.py`` calls
``use_pure_source`` first, so that this process and the worker processes it
starts (they inherit the environment) run the pure-Python modules: the oracle
the compiled ones are checked against (tests/engine/bots/test_compiled.py), and
a way round should a compiled module ever misbehave. The standard library only.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import os
import sys
from collections.abc import Sequence
from types import ModuleType

PURE_VARIABLE = "DQ_DESKTOP_PURE"


def wants_pure_source() -> bool:
    return os.environ.get(PURE_VARIABLE, "") == "1"


class PureSource(importlib.abc.MetaPathFinder):
    """Finds each compiled module of ``dq_desktop`` and loads its ``.py`` instead."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname.split(".")[0] != "dq_desktop":
            return None
        found = importlib.machinery.PathFinder.find_spec(fullname, path)
        if found is None or not isinstance(found.loader, importlib.machinery.ExtensionFileLoader):
            return None
        source = source_of(found.origin or "")
        if source is None:
            return None
        return importlib.util.spec_from_file_location(
            fullname, source, submodule_search_locations=found.submodule_search_locations
        )


def source_of(extension: str) -> str | None:
    """``.../fastboard.py`` for ``.../fastboard.cpython-311-x86_64-linux-gnu.so``, when
    that source is there (a bundle may hold only the compiled module)."""
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        if extension.endswith(suffix):
            source = extension[: -len(suffix)] + ".py"
            return source if os.path.isfile(source) else None
    return None


def use_pure_source() -> None:
    """From now on this process imports ``dq_desktop``'s modules from their source."""
    if not any(isinstance(finder, PureSource) for finder in sys.meta_path):
        sys.meta_path.insert(0, PureSource())


def compiled_modules() -> list[str]:
    """The modules of ``dq_desktop`` imported so far from compiled extension modules."""
    return sorted(
        name for name, module in list(sys.modules.items())
        if name.split(".")[0] == "dq_desktop"
        and isinstance(getattr(module, "__loader__", None), importlib.machinery.ExtensionFileLoader)
    )

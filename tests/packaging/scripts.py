"""The packaging scripts (packaging/*.py are no package) loaded as modules, for the tests."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


def load(name: str) -> ModuleType:
    if str(PACKAGING) not in sys.path:
        sys.path.insert(0, str(PACKAGING))  # the scripts import one another, as the specs do
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)  # a dataclass looks its module up there
    spec.loader.exec_module(module)
    return module

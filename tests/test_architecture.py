"""One-way imports: the engine, file formats, commands and storage never import Qt
(STYLE.md §1)."""

import subprocess
import sys
import textwrap
from pathlib import Path

PACKAGE = Path(__file__).parent.parent / "dq_desktop"


def test_the_qt_free_layers_import_with_pyside6_made_unimportable() -> None:
    script = textwrap.dedent("""
        import importlib, pkgutil, sys
        class NoQt:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("PySide6", "shiboken6"):
                    raise ImportError("Qt is not allowed here: " + name)
                return None
        sys.meta_path.insert(0, NoQt())
        import dq_desktop.engine, dq_desktop.formats, dq_desktop.commands, dq_desktop.storage
        for package in (dq_desktop.engine, dq_desktop.formats, dq_desktop.commands,
                        dq_desktop.storage):
            for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
                importlib.import_module(module.name)
        assert not any(name.startswith("PySide6") for name in sys.modules)
        print("ok")
    """)
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=PACKAGE.parent
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_no_engine_source_mentions_pyside() -> None:
    offenders = [p.name for p in (PACKAGE / "engine").rglob("*.py") if "PySide6" in p.read_text()]
    assert offenders == []

"""One-way imports: the storage layer never imports Qt (STYLE.md §1)."""

import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).parent.parent.parent


def test_storage_imports_with_pyside6_made_unimportable() -> None:
    script = textwrap.dedent("""
        import importlib, pkgutil, sys
        class NoQt:
            def find_spec(self, name, path=None, target=None):
                if name.split(".")[0] in ("PySide6", "shiboken6"):
                    raise ImportError("Qt is not allowed here: " + name)
                return None
        sys.meta_path.insert(0, NoQt())
        import dq_desktop.storage, dq_desktop.commands.records
        for module in pkgutil.walk_packages(dq_desktop.storage.__path__, "dq_desktop.storage."):
            importlib.import_module(module.name)
        print("ok")
    """)
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"

"""One-way imports (STYLE.md §1, ARCHITECTURE.md): each layer imports only the layers
below it (the engine nothing of ours but itself; formats the engine; storage the
formats and the engine; the command line and the interface those three; app and cli
anything); the engine, file formats, commands and storage never import Qt; the rooms
of ``dq_desktop/ui`` import only the rooms below them; no module imports itself back
through others."""

import ast
import re
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

from dq_desktop.ui import ROOMS

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


# --- The rooms of dq_desktop/ui and the import graph (ARCHITECTURE.md) ---------------------


UI = PACKAGE / "ui"
MAX_UI_LINES = 500


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def all_modules() -> dict[str, Path]:
    return {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """Every module of ours that ``path`` imports, wherever the import stands: at the top,
    inside a function, or under ``TYPE_CHECKING`` (those tie files together just the same)."""
    found: set[str] = set()
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package[: len(package) - node.level + 1] + ([base] if base else []))
            for alias in node.names:
                full = f"{base}.{alias.name}"
                found.add(full if full in modules else base)
    return {module for module in found if module in modules and module != name}


def import_graph() -> dict[str, set[str]]:
    modules = all_modules()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def room_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["dq_desktop", "ui"] else None


def test_every_ui_module_lives_in_a_room() -> None:
    loose = [p.name for p in UI.glob("*.py") if p.name != "__init__.py"]
    assert loose == []
    rooms = sorted(p.name for p in UI.iterdir() if p.is_dir() and p.name != "__pycache__")
    assert rooms == sorted(ROOMS)


def test_each_room_says_what_lives_there_and_what_it_may_import() -> None:
    for room in ROOMS:
        doc = ast.get_docstring(ast.parse((UI / room / "__init__.py").read_text()))
        assert doc and "May import" in doc, room
        below = ROOMS[: ROOMS.index(room)]
        for other in ROOMS:
            named = re.search(rf"\b{other}\b", doc.split("May import", 1)[1]) is not None
            if other in below:
                assert named, f"{room}'s docstring should allow {other}"


def test_rooms_import_only_the_rooms_below_them() -> None:
    """Imports between rooms run one way: common < tiles < hand < board < dialogs < table
    < records < coach < help < shell (dq_desktop/ui/__init__.py)."""
    upward = [
        f"{module} imports {other}"
        for module, imported in sorted(import_graph().items())
        for other in sorted(imported)
        if (here := room_of(module)) and (there := room_of(other))
        and ROOMS.index(there) > ROOMS.index(here)
    ]
    assert upward == []


BASE = {"dq_desktop", "dq_desktop.reading", "dq_desktop.own_files", "dq_desktop.startup_trace",
        "dq_desktop.i18n", "dq_desktop.pure_source"}
"""What every layer may use: the package itself (its version), the bounded reading of a
file (reading.py), opening a file written in place never through a link (own_files.py),
the start-up trace, the compiled catalogues' package (data, no code) and the switch to
pure Python of the compiled build (pure_source.py). They import nothing else of ours."""

LAYERS_BELOW: dict[str, set[str]] = {
    "base": {"base"},
    "engine": {"engine"},
    "formats": {"base", "engine", "formats"},
    "storage": {"base", "engine", "formats", "storage"},
    "commands": {"base", "engine", "formats", "storage", "commands"},
    "ui": {"base", "engine", "formats", "storage", "ui"},
}
"""Each layer and what it may import. The interface and the command line stand side by
side on the three below; app.py, cli.py and the other modules at the top (crash
reports, the session log, the system libraries' check) may import anything."""


def layer_of(module: str) -> str:
    if module in BASE:
        return "base"
    part = module.split(".")[1]
    return part if part in LAYERS_BELOW else "top"


def layer_violations(graph: dict[str, set[str]]) -> list[str]:
    return [
        f"{module} ({layer_of(module)}) imports {other} ({layer_of(other)})"
        for module, imported in sorted(graph.items())
        for other in sorted(imported)
        if layer_of(module) != "top" and layer_of(other) not in LAYERS_BELOW[layer_of(module)]
    ]


def test_each_layer_imports_only_the_layers_below_it() -> None:
    assert layer_violations(import_graph()) == []


def test_the_layer_check_finds_an_import_that_runs_back() -> None:
    """The test above can fail: the engine reading a file format, storage asking the
    interface, formats using storage, the interface running a command."""
    graph = {
        "dq_desktop.engine.game": {"dq_desktop.formats.game_record", "dq_desktop.engine.deal"},
        "dq_desktop.storage.autosave": {"dq_desktop.ui.common.text"},
        "dq_desktop.formats.json_files": {"dq_desktop.storage.paths", "dq_desktop.reading"},
        "dq_desktop.ui.shell.main_window": {"dq_desktop.commands.records"},
        "dq_desktop.app": {"dq_desktop.ui.shell.main_window", "dq_desktop.storage.paths"},
        "dq_desktop.reading": {"dq_desktop.engine.errors"},
    }
    assert layer_violations(graph) == [
        "dq_desktop.engine.game (engine) imports dq_desktop.formats.game_record (formats)",
        "dq_desktop.formats.json_files (formats) imports dq_desktop.storage.paths (storage)",
        "dq_desktop.reading (base) imports dq_desktop.engine.errors (engine)",
        "dq_desktop.storage.autosave (storage) imports dq_desktop.ui.common.text (ui)",
        "dq_desktop.ui.shell.main_window (ui) imports dq_desktop.commands.records (commands)",
    ]


def test_every_module_outside_the_layers_is_at_the_top() -> None:
    """A new top-level module is placed on purpose: in BASE if the layers use it."""
    top = sorted(name for name in all_modules() if layer_of(name) == "top")
    assert top == ["dq_desktop.__main__", "dq_desktop.app", "dq_desktop.cli",
                   "dq_desktop.crash_reports", "dq_desktop.session_log",
                   "dq_desktop.system_libraries"]


def test_no_import_cycle_anywhere_in_the_package() -> None:
    assert cycles(import_graph()) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    """The test above can fail: a cycle of three modules, and a pair, are found."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"e"}, "e": {"d"}, "f": {"a"}}
    assert cycles(graph) == [["a", "b", "c"], ["d", "e"]]


def test_imports_under_type_checking_and_in_functions_count(tmp_path: Path) -> None:
    modules = {"dq_desktop.x": Path("x.py"), "dq_desktop.y": Path("y.py"),
               "dq_desktop.z": Path("z.py")}
    source = textwrap.dedent("""
        from typing import TYPE_CHECKING
        if TYPE_CHECKING:
            from dq_desktop.y import Y
        def later():
            from dq_desktop import z
    """)
    path = tmp_path / "x.py"
    path.write_text(source)
    assert imports_of("dq_desktop.x", path, modules) == {"dq_desktop.y", "dq_desktop.z"}


def test_no_file_under_ui_is_over_500_lines() -> None:
    long = {
        str(path.relative_to(UI)): count
        for path in UI.rglob("*.py")
        if (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_UI_LINES
    }
    assert long == {}


def test_every_package_is_listed_for_the_wheel() -> None:
    """pyproject.toml names the packages one by one; a new room must be added there."""
    listed = set(tomllib.loads((PACKAGE.parent / "pyproject.toml").read_text())
                 ["tool"]["setuptools"]["packages"])
    packages = {module_name(p) for p in PACKAGE.rglob("__init__.py")}
    assert packages - listed == set()

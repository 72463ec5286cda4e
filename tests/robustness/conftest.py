"""Fixtures for the robustness tests: the window and tile sets of the Qt tests, a
language switcher that leaves English behind, and the palette restored afterwards."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

import pytest
from PySide6.QtWidgets import QApplication

import dq_desktop.engine.analysis as analysis
from dq_desktop.ui.common.language import LanguageSwitcher
from tests.ui.conftest import play_set, window

__all__ = ["play_set", "switcher", "window"]


@pytest.fixture
def switcher() -> Iterator[LanguageSwitcher]:
    """Switches the language during a test; English again afterwards."""
    languages = LanguageSwitcher()
    yield languages
    languages.apply("en")


@pytest.fixture(autouse=True)
def own_palette(qapp: QApplication) -> Iterator[None]:
    """A test that switches to the dark theme does not leave it to the next one."""
    palette = qapp.palette()
    yield
    qapp.setPalette(palette)


HINDSIGHT_BUDGET = 200
"""Search steps of the hindsight analysis in these tests (the game's default is far more)."""


def cut_hindsight(monkeypatch: pytest.MonkeyPatch) -> None:
    """A short hindsight search at the end of each game.

    The window analyses every human's finished game on a worker thread (seconds of
    pure Python each); these tests finish dozens of games and test the window, not
    the search, which has tests of its own (tests/engine/test_analysis.py).
    """
    if hasattr(analysis, "analyze_player"):
        monkeypatch.setattr(
            analysis, "analyze_player", partial(analysis.analyze_player, budget=HINDSIGHT_BUDGET)
        )


@pytest.fixture(autouse=True)
def quick_hindsight(monkeypatch: pytest.MonkeyPatch) -> None:
    cut_hindsight(monkeypatch)

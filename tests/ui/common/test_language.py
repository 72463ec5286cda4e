"""The language switcher (ui/common/language.py). Rule checked: going back to English
leaves nothing of the language before it, the locale of numbers and dates included."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from dq_desktop.ui.common.language import LanguageSwitcher


def test_going_back_to_english_writes_numbers_in_english_again(qapp: QApplication) -> None:
    """A reset leaves no French locale behind: "1.4", not "1,4", beside English words."""
    switcher = LanguageSwitcher()
    switcher.apply("fr")
    assert QLocale().toString(1.4, "f", 1) == "1,4"
    switcher.reset()
    assert QLocale().toString(1.4, "f", 1) == "1.4"

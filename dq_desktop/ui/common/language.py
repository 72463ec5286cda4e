"""Loading the translations: ours and Qt's own, and switching while the game runs.

Installing a translator makes Qt send a LanguageChange event to every widget;
each one retranslates its texts in ``changeEvent``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

from dq_desktop.ui.common.package_folder import package_folder

LANGUAGES = {"en": "English", "fr": "Français", "de": "Deutsch"}
"""Language code → its name in its own language (shown untranslated in Settings)."""
SYSTEM = "system"


def system_language() -> str:
    """The system's language if we have it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def resolve(choice: str) -> str:
    """``system`` or a language code → a language code we have."""
    return system_language() if choice not in LANGUAGES else choice


class LanguageSwitcher:
    """Owns the installed translators; ``apply`` swaps them."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.current = "en"

    def reset(self) -> None:
        """Remove the installed translators: the texts are the sources (English) again, and
        so are the numbers and dates (a French locale left behind wrote "1,4" in English)."""
        app = QCoreApplication.instance()
        for translator in self._installed:
            if app is not None:
                app.removeTranslator(translator)
        self._installed = []
        QLocale.setDefault(QLocale("en"))
        self.current = "en"

    def apply(self, choice: str) -> str:
        """Install the translations for ``choice``; returns the language now in use."""
        app = QCoreApplication.instance()
        code = resolve(choice)
        if app is None:
            return code
        self.reset()
        ours = QTranslator()
        with package_folder("dq_desktop.i18n") as directory:
            if ours.load(f"dq_desktop_{code}", str(directory)):
                self._installed.append(ours)
        qt_own = QTranslator()
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if code != "en" and qt_own.load(f"qtbase_{code}", qt_folder):
            self._installed.append(qt_own)
        for translator in self._installed:
            app.installTranslator(translator)
        QLocale.setDefault(QLocale(code))
        if isinstance(app, QGuiApplication):  # some systems add it to every window title
            app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Don Quixote"))
        self.current = code
        return code

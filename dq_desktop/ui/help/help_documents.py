"""Where the rules help lives: one HTML document per language, in the package's resources.

A language code such as ``"fr"`` or ``"de_CH"`` picks ``help/fr/rules.html`` or
``help/de/rules.html``; a language without a document falls back to English.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable

__all__ = ["DEFAULT_LANGUAGE", "HELP_LANGUAGES", "help_language", "rules_html"]

DEFAULT_LANGUAGE = "en"
HELP_LANGUAGES = ("en", "fr", "de")


def help_language(code: str) -> str:
    """The help's language for an application language code (``"de_AT"`` → ``"de"``).

    >>> help_language("fr_FR"), help_language("de"), help_language("es")
    ('fr', 'de', 'en')
    """
    base = code.replace("-", "_").split("_", 1)[0].lower()
    return base if base in HELP_LANGUAGES else DEFAULT_LANGUAGE


def rules_document(language: str) -> Traversable:
    """The rules document of ``language`` (after ``help_language``)."""
    return resources.files("dq_desktop.resources").joinpath(
        "help", help_language(language), "rules.html"
    )


def rules_html(language: str) -> str:
    """The rules help as HTML, in ``language`` or else in English."""
    return rules_document(language).read_text(encoding="utf-8")

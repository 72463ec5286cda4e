"""The catalogues: complete, current, loadable, and faithful to their sources.

Rules checked: every language loads and translates; French and German hold
every message of the English catalogue, none unfinished, with two plural forms
where a count is shown; pyside6-lupdate leaves the catalogues unchanged and
the compiled .qm files are current (``i18n/catalogues.py check``); every
translated call in the sources is in the catalogues, as a plural message when
it passes a count; translations keep their placeholders, markup and one
accelerator; the game's published terms are used; French typography puts a
non-breaking space before : ; ! ? and inside « ».
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from dq_desktop.ui.common.language import LANGUAGES, LanguageSwitcher, resolve
from dq_desktop.ui.common.text import PLURAL, translate
from i18n import catalogues
from tests.i18n.conftest import Message, read_catalogue

ROOT = Path(__file__).resolve().parents[2]
OTHERS = ("fr", "de")
PLACEHOLDER = re.compile(r"%(?:\d|n)")
TAG = re.compile(r"</?[a-z]+\b[^>]*>")

TERMS = {
    # English word in a source → what the translation must then contain (lower case).
    r"\bcastles?\b": {"fr": "château", "de": "burg"},
    r"\bknights?\b": {"fr": "chevalier", "de": "ritter"},
    r"\bchurch(es)?\b": {"fr": "église", "de": "kirche"},
    r"\bwindmills?\b": {"fr": "moulin", "de": "windmühle"},
    r"\bprincipality\b": {"fr": "principauté", "de": "fürstentum"},
    r"\bposition cards?\b": {"fr": "cartes de position", "de": "positionskarte"},
    r"\bdefense of the realm\b": {"fr": "défense nationale", "de": "landesverteidigung"},
    r"\brounds?\b": {"fr": "manche", "de": "durchg(ang|äng)"},
    r"^scoring\b": {"fr": "décompte", "de": "wertung"},
    r"\bsancho panza\b": {"fr": "sancho pança", "de": "sancho pansa"},
}


def by_key(messages: list[Message]) -> dict[tuple[str, str], Message]:
    return {(m.context, m.source): m for m in messages}


@pytest.fixture(params=[*OTHERS, "en"])
def every_language(request: pytest.FixtureRequest) -> str:
    return str(request.param)


# --- loading ---------------------------------------------------------------------------

@pytest.mark.parametrize(("language", "menu", "plural"), [
    ("fr", "&Partie", "2 chevaliers"),
    ("de", "&Spiel", "2 Rittern"),
    ("en", "&Game", "2 knights"),
])
def test_every_catalogue_loads_and_translates(
    switcher: LanguageSwitcher, language: str, menu: str, plural: str
) -> None:
    assert switcher.apply(language) == language
    assert switcher.current == language
    assert QLocale().name().startswith(language)
    assert translate("MainWindow", "&Game") == menu
    assert plural in translate("ScorePanel", "%1 of %n knight(s)", None, PLURAL, 2)


def test_qts_own_translations_load_too(switcher: LanguageSwitcher) -> None:
    from PySide6.QtCore import QCoreApplication

    switcher.apply("de")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Abbrechen"
    switcher.apply("fr")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"


def test_the_language_follows_the_system_when_not_chosen() -> None:
    assert resolve("system") in LANGUAGES
    assert resolve("de") == "de"
    assert resolve("xx") in LANGUAGES


# --- completeness ------------------------------------------------------------------------

def test_french_and_german_hold_every_english_message_none_unfinished() -> None:
    english = by_key(read_catalogue("en"))
    assert len(english) > 250
    for language in OTHERS:
        messages = by_key(read_catalogue(language))
        assert messages.keys() == english.keys(), language
        for key, message in messages.items():
            assert not message.unfinished and message.forms, (language, key)
            assert message.numerus == english[key].numerus, (language, key)
            if message.numerus:
                assert len(message.forms) == 2, (language, key)


def test_english_gives_singular_and_plural(every_language: str) -> None:
    for message in read_catalogue(every_language):
        assert not message.unfinished, message
        if message.numerus:
            assert len(message.forms) == 2, message
            if every_language == "en":
                assert "(s)" not in "".join(message.forms), message
        if "%n" in message.source:
            assert message.numerus, f"{message.source!r}: pass the count as PLURAL, count"


@pytest.mark.slow
def test_lupdate_leaves_the_catalogues_unchanged_and_the_qm_files_are_current(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert catalogues.check() == 0, capsys.readouterr().out


# --- the sources -----------------------------------------------------------------------

def translated_calls() -> Iterator[tuple[str, int, str, str, bool]]:
    """(file, line, context, source, plural) of every translation call with literal texts."""
    for name in catalogues.source_files():
        tree = ast.parse((ROOT / name).read_text(encoding="utf-8"))
        classes = [node for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            function, args = node.func, node.args
            texts = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None
                     for a in args]
            if (isinstance(function, ast.Name) and function.id == "translate") or (
                    isinstance(function, ast.Attribute) and function.attr == "translate"
                    and isinstance(function.value, ast.Name)
                    and function.value.id == "QCoreApplication"):
                if len(texts) >= 2 and texts[0] is not None and texts[1] is not None:
                    yield name, node.lineno, texts[0], texts[1], len(args) >= 4
            elif (isinstance(function, ast.Attribute) and function.attr == "tr"
                  and isinstance(function.value, ast.Name) and function.value.id == "self"
                  and texts and texts[0] is not None):
                owners = [c for c in classes if any(n is node for n in ast.walk(c))]
                owner = max(owners, key=lambda c: c.lineno).name  # the innermost class
                yield name, node.lineno, owner, texts[0], len(args) >= 3


def test_every_translated_call_is_in_the_catalogues() -> None:
    """lupdate skips some call shapes without a word (a count followed by a comma, a
    count in fourth place): each call must be found, as a plural when it has a count."""
    english = by_key(read_catalogue("en"))
    calls = list(translated_calls())
    assert len(calls) > 250
    problems = []
    for name, line, context, source, plural in calls:
        message = english.get((context, source))
        if message is None:
            problems.append(f"{name}:{line}: {source!r} is not in the catalogues")
        elif message.numerus != plural:
            problems.append(f"{name}:{line}: {source!r}: write translate(ctx, text, None, "
                            "PLURAL, count) for a count")
    assert problems == []


# --- faithful translations -------------------------------------------------------------

def test_translations_keep_placeholders_markup_and_one_accelerator(every_language: str) -> None:
    for message in read_catalogue(every_language):
        for form in message.forms:
            wanted = set(PLACEHOLDER.findall(message.source)) - {"%n"}
            assert set(PLACEHOLDER.findall(form)) - {"%n"} == wanted, (message.source, form)
            tags = set(TAG.findall(message.source))
            assert set(TAG.findall(form)) == tags, (message.source, form)
            accelerators = len(re.findall(r"&(?![&\s])", message.source))
            assert len(re.findall(r"&(?![&\s])", form)) == accelerators, (message.source, form)
        if message.numerus and "%n" in message.source:
            assert "%n" in message.forms[-1], message.source


MENUS = {
    ("MainWindow", "menu bar"): ("&Game", "&Help"),
    ("MainWindow", "game"): ("&New game…", "&Open…", "&Save", "Save &as…", "&Take back",
                             "Placement &previews", "&Records…", "S&ettings…", "&Quit"),
    ("MainWindow", "help"): ("&Rules of the game", "&Guided first game", "&About Don Quixote"),
    ("RecordsWindow", "buttons"): ("&Play this deal again", "&Replay", "&Export to CSV…",
                                   "&Close"),
    ("TutorialPanel", "buttons"): ("&Begin", "&Show me", "&Leave the guided game"),
}
"""The texts that share a window or a menu, and so must not share an accelerator."""


def accelerator(text: str) -> str:
    found = re.search(r"&([^&\s])", text)
    assert found, text
    return found.group(1).lower()


def test_menus_and_windows_have_unique_accelerators(switcher: LanguageSwitcher) -> None:
    for language in ("en", *OTHERS):
        switcher.apply(language)
        for (context, where), sources in MENUS.items():
            keys = [accelerator(translate(context, source)) for source in sources]
            assert len(keys) == len(set(keys)), (language, where, keys)
        bar = [accelerator(translate("MainWindow", s)) for s in MENUS["MainWindow", "menu bar"]]
        panel = [accelerator(translate("TutorialPanel", s))
                 for s in MENUS["TutorialPanel", "buttons"]]
        assert not set(bar) & set(panel), language  # the guide's panel sits in the window


@pytest.mark.parametrize("language", OTHERS)
def test_the_games_published_terms_are_used(language: str) -> None:
    for message in read_catalogue(language):
        for pattern, terms in TERMS.items():
            if re.search(pattern, message.source, re.IGNORECASE):
                for form in message.forms:
                    assert re.search(terms[language], form.lower()), (message.source, form)


def test_french_typography() -> None:
    for message in read_catalogue("fr"):
        for form in message.forms:
            text = TAG.sub("", form)
            assert not re.search(r"[^\u00a0\u202f][;:!?]", text), form
            assert "«" not in text or ("«\u00a0" in text and "\u00a0»" in text), form
            assert "'" not in text, form  # the French apostrophe is ’

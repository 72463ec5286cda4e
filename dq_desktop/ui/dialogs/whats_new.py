"""What is new in this build, as About shows it, in the player's language.

The texts are CHANGES.md's, through ``release_notes.py`` (made from it by
``packaging/changelog.py``, which also writes the metainfo's release notes). A build
between two releases shows what changed since its version and is not released yet;
a release shows its own notes.
"""

from __future__ import annotations

from typing import NamedTuple

from dq_desktop.ui.common.text import translate
from dq_desktop.ui.dialogs.release_notes import sections

UNRELEASED = "Unreleased"


class News(NamedTuple):
    version: str
    """The version the notes are of (a build between releases: the version before)."""
    released: bool
    """False for changes made since ``version`` and not released yet."""
    paragraph: str
    changes: list[tuple[str, list[str]]]
    """(the kind of change, in the player's language, and its entries)."""


def kind_title(kind: str) -> str:
    """Keep a Changelog's kinds of change (CHANGES.md's ``### Added``…) in the player's
    language."""
    titles = {
        "Added": translate("WhatsNew", "Added"),
        "Changed": translate("WhatsNew", "Changed"),
        "Deprecated": translate("WhatsNew", "Deprecated"),
        "Removed": translate("WhatsNew", "Removed"),
        "Fixed": translate("WhatsNew", "Fixed"),
        "Security": translate("WhatsNew", "Security"),
    }
    return titles[kind]


def whats_new(version: str) -> News | None:
    """What is new in the build of ``version``: the changes not released yet when there are
    any, else the notes of ``version``; ``None`` when CHANGES.md has neither."""
    found = {name: (paragraph, changes) for name, paragraph, changes in sections()}
    for name, released in ((UNRELEASED, False), (version, True)):
        if name in found:
            paragraph, changes = found[name]
            return News(version, released, paragraph,
                        [(kind_title(kind), entries) for kind, entries in changes])
    return None

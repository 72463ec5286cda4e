"""The script of the guided first game: its deal, the suggested placements and the texts.

``resources/tutorial/game.json`` holds what does not depend on the language:
the tile set, the deal number, and for each of the 22 fields the placement the
guide suggests and what its texts state about points (checked by the tests).
``resources/tutorial/{en,fr,de}.json`` hold the texts: an introduction, one
text per step, a closing text, and the texts for a player who went his own way.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from dq_desktop.engine.game import Move
from dq_desktop.engine.tileset import TileSet
from dq_desktop.formats.errors import from_validation
from dq_desktop.formats.position_file import resolve_tileset
from dq_desktop.ui.help.help_documents import help_language

__all__ = ["STEPS", "TutorialGame", "TutorialStep", "TutorialText", "tutorial_game",
           "tutorial_text"]

STEPS = 22
"""One step per field filled: 9 + 7 + 5 + 1."""
PACKAGE = "dq_desktop.resources"


class TutorialStep(BaseModel):
    """One field of the guided game and the placement suggested for it."""

    model_config = ConfigDict(strict=True, frozen=True)

    field: str
    """The field this step fills (a check against the deal)."""
    move: str
    """The suggested placement: a tile id, with ``@180`` when it is to be turned."""
    expect: dict[str, Any] = Field(default_factory=dict)
    """What the step's texts state about points, for the tests."""
    claims: list[dict[str, Any]] = Field(default_factory=list)
    """Every other fact the step's texts state (roads, sides, joins, groups), as data that
    the tests check against the engine: ``{"says": ..., "facts": {...}}``."""

    @property
    def suggested(self) -> Move:
        return Move.parse(self.move)


class TutorialGame(BaseModel):
    """The language-independent part of the guided game."""

    model_config = ConfigDict(strict=True, frozen=True)

    format: Literal["dq-tutorial/1"]
    about: str = ""
    tileset: str
    seed: int
    steps: list[TutorialStep] = Field(min_length=STEPS, max_length=STEPS)
    outro_expect: dict[str, Any] = Field(default_factory=dict)

    def tile_set(self) -> TileSet:
        return resolve_tileset(self.tileset, "resources/tutorial/game.json")


class TutorialText(BaseModel):
    """The texts of the guided game in one language (simple HTML)."""

    model_config = ConfigDict(strict=True, frozen=True)

    format: Literal["dq-tutorial-text/1"]
    language: str
    intro: str
    steps: dict[str, str]
    outro: str
    own_way: str
    """Shown once the player has placed a tile other than the one suggested."""
    outro_own: str
    """The closing text for a player who went his own way; ``%1`` is his total."""

    @field_validator("steps")
    @classmethod
    def _every_step(cls, steps: dict[str, str]) -> dict[str, str]:
        missing = [str(n) for n in range(STEPS) if str(n) not in steps]
        if missing:
            raise ValueError(f"no text for step {', '.join(missing)}")
        return steps

    def step(self, number: int) -> str:
        return self.steps[str(number)]


def _read(name: str) -> Any:
    entry = resources.files(PACKAGE).joinpath("tutorial", name)
    return json.loads(entry.read_text(encoding="utf-8"))


@cache
def tutorial_game() -> TutorialGame:
    """The deal and the suggestions, read once."""
    try:
        return TutorialGame.model_validate(_read("game.json"))
    except ValidationError as error:
        raise from_validation("resources/tutorial/game.json", error) from None


@cache
def tutorial_text(language: str) -> TutorialText:
    """The texts in ``language`` (an application language code), or in English."""
    name = f"{help_language(language)}.json"
    try:
        return TutorialText.model_validate(_read(name))
    except ValidationError as error:
        raise from_validation(f"resources/tutorial/{name}", error) from None

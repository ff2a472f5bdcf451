"""A drill: a position, one question about it, the engine's answer, the worked explanation and its rule ids."""
from __future__ import annotations

import hashlib
import json
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

KINDS = ("move", "best", "predict", "refusal")
KIND_NAMES = {"move": "make the move", "best": "make the best move", "predict": "predict", "refusal": "spot the refusal"}


class Drill(BaseModel):
    """One drill. `position` is a saved match (replayed to show it); `answer` indexes `choices`.

    kind "move": which choice makes rule `rules[0]` apply; "best": which choice gives the highest `calc`;
    "predict": after `played`, what `calc` totals (or who `calc`="winner" is); "refusal": which choice the rules refuse."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    game: str
    kind: Literal["move", "best", "predict", "refusal"]
    rules: list[str] = Field(min_length=1)
    position: str
    seat: int = Field(ge=0)
    question: str = Field(min_length=10)
    choices: list[str] = Field(min_length=2, max_length=6)
    answer: int = Field(ge=0)
    explanation: list[str] = Field(min_length=1)
    hint: str
    played: str | None = None
    calc: str | None = None
    source: str = "game"

    @model_validator(mode="after")
    def _answer_is_a_choice(self):
        if self.answer >= len(self.choices):
            raise ValueError(f"drill {self.id}: answer {self.answer} is not one of its {len(self.choices)} choices")
        if len(set(self.choices)) != len(self.choices):
            raise ValueError(f"drill {self.id}: two of its choices read the same")
        return self

    @property
    def theme(self) -> str:
        """The rule id this drill practises (its first)."""
        return self.rules[0]

    @property
    def right(self) -> str:
        return self.choices[self.answer]


def drill_id(game: str, kind: str, question: str, choices: list[str], position: str) -> str:
    """A stable short id from what the drill asks about which position."""
    text = json.dumps([game, kind, question, choices, position], sort_keys=True)
    return f"{game[:2]}-{hashlib.sha1(text.encode()).hexdigest()[:10]}"


def merge_key(d: Drill) -> tuple:
    """Drills that ask the same thing with the same choices are near-identical: one is kept."""
    return (d.kind, tuple(d.rules), d.question, tuple(sorted(d.choices)), d.right)

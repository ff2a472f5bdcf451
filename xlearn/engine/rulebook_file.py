"""A game's rulebook file (xlearn/<game>/rulebook.toml), read into its Rulebook: each rule id with the section
heading that states the rule, one sentence in our words, and the ruling that settles it where one does."""
from __future__ import annotations

import tomllib
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from .errors import DataError
from .rules import Rulebook
from .validate import validate


class RuleEntry(BaseModel):
    """One rule of a rulebook file: its section heading, what it says in our words, and its ruling if any."""

    model_config = ConfigDict(extra="forbid")
    section: str = Field(min_length=1)
    says: str = Field(min_length=1)
    ruling: str | None = Field(default=None, pattern=r"^[A-Z]+-\d+$")


class RulebookFile(BaseModel):
    """A game's rulebook file (xlearn/<game>/rulebook.toml): the game, its rulings document, and its rules."""

    model_config = ConfigDict(extra="forbid")
    game: str = Field(min_length=1)
    rulings: str = Field(min_length=1)
    rules: dict[str, RuleEntry] = Field(min_length=1)


def load_rulebook(path: Path) -> Rulebook:
    """A game's Rulebook, read from its rulebook file; a broken file raises a DataError naming the file and the
    field (`rules.<id>.says`)."""
    where = f"{path.parent.name}/{path.name}"
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise DataError(f"not a TOML file: {exc}", file=where) from None
    model = validate(RulebookFile, raw, where)
    entries = {rule_id: (r.section, r.says, r.ruling) if r.ruling else (r.section, r.says)
               for rule_id, r in model.rules.items()}
    return Rulebook(model.game, entries, rulings_doc=model.rulings)

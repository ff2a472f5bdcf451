"""Loading a saved match: validate the file, then replay every choice; nothing half-loaded."""
from __future__ import annotations

import importlib
from typing import Any

from pydantic import BaseModel, ConfigDict

from .errors import DataError, IllegalAction
from .match import SAVE_FORMAT, SAVE_VERSION, Match
from .validate import parse_json, validate

GAMES = {"xeko": "xlearn.xeko", "xenofera": "xlearn.xenofera", "seekers": "xlearn.seekers"}


class SaveFile(BaseModel):
    """The saved-match format, version 1."""

    model_config = ConfigDict(extra="forbid", strict=True)
    format: str
    version: int
    game: str
    setup: dict[str, Any]
    seed: int
    choices: list[str]


def rules_for(game: str, source: str):
    if game not in GAMES:
        raise DataError(f"unknown game {game!r}; expected one of {sorted(GAMES)}", file=source, field="game")
    return importlib.import_module(GAMES[game]).RULES


def load_match(text: str, *, source: str = "<saved match>", explain: bool = True) -> Match:
    """Validate a saved match and replay it; any fault names the file and the field."""
    save = validate(SaveFile, parse_json(text, source), source)
    if save.format != SAVE_FORMAT:
        raise DataError(f"expected {SAVE_FORMAT!r}", file=source, field="format")
    if save.version != SAVE_VERSION:
        raise DataError(f"version {save.version} is not supported (this xlearn reads {SAVE_VERSION})",
                        file=source, field="version")
    rules = rules_for(save.game, source)
    setup = rules.normalise_setup(save.setup, source)
    match = Match(rules, setup, save.seed, explain=explain)
    for i, label in enumerate(save.choices):
        try:
            match.play(label)
        except IllegalAction as exc:
            raise DataError(f"choice {i + 1} ({label!r}) is not legal at that point: {exc}",
                            file=source, field=f"choices[{i}]") from None
    return match

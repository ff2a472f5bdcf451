"""Loading a saved match: validate the file, then replay every choice; nothing half-loaded."""
from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field

from . import games
from .errors import DataError, IllegalAction, excerpt
from .match import SAVE_FORMAT, SAVE_VERSION, Match
from .validate import parse_json, validate

MAX_SAVE = 1_000_000     # characters of a save file (the longest random games save in ~100 kB)
MAX_CHOICES = 20_000     # choices in a save: the random-play checker calls a game unended after this many
MAX_LABEL_CHARS = 300    # characters in one saved choice (as Match.play refuses a longer label)



class SaveFile(BaseModel):
    """The saved-match format, version 1."""

    model_config = ConfigDict(extra="forbid", strict=True)
    format: str
    version: int
    game: str
    setup: dict[str, Any]
    seed: int
    choices: list[Annotated[str, Field(max_length=MAX_LABEL_CHARS)]] = Field(max_length=MAX_CHOICES)


def rules_for(game: str, source: str):
    if game not in games.registered():
        raise DataError(f"unknown game {game!r}; expected one of {games.names()}", file=source, field="game")
    return games.package(game).RULES


def load_match(text: str, *, source: str = "<saved match>", explain: bool = True) -> Match:
    """Validate a saved match and replay it; any fault names the file and the field. A file longer than
    MAX_SAVE characters, or with more than MAX_CHOICES choices, is refused before anything is replayed."""
    raw = parse_json(text, source, limit=MAX_SAVE)
    if isinstance(raw, dict) and isinstance(raw.get("choices"), list) and len(raw["choices"]) > MAX_CHOICES:
        raise DataError(f"{len(raw['choices']):,} choices is more than a game can take (at most {MAX_CHOICES:,})",
                        file=source, field="choices")
    save = validate(SaveFile, raw, source)
    if save.format != SAVE_FORMAT:
        raise DataError(f"expected {SAVE_FORMAT!r}", file=source, field="format")
    if save.version != SAVE_VERSION:
        raise DataError(f"version {save.version} is not supported (this xlearn reads {SAVE_VERSION})",
                        file=source, field="version")
    rules = rules_for(save.game, source)
    setup = rules.normalise_setup(save.setup, source)
    try:
        match = Match(rules, setup, save.seed, explain=explain)
    except DataError as exc:
        raise DataError(exc.message, file=source, field=exc.field) from None
    for i, label in enumerate(save.choices):
        try:
            match.play(label)
        except IllegalAction as exc:
            why = str(exc) if len(str(exc)) <= 240 else str(exc)[:240] + "…"
            raise DataError(f"choice {i + 1} ({excerpt(label)}) is not legal at that point: {why}",
                            file=source, field=f"choices[{i}]") from None
    return match

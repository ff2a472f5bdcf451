"""Loading a saved match: validate the file, then replay every choice; nothing half-loaded."""
from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from . import games
from .errors import DataError, IllegalAction, excerpt
from .match import SAVE_FORMAT, SAVE_VERSION, Match
from .validate import Problems, parse_json, validate

MAX_SAVE = 1_000_000     # characters of a save file (the longest random games save in ~100 kB)
MAX_CHOICES = 20_000     # choices in a save: the random-play checker calls a game unended after this many
MAX_LABEL_CHARS = 300    # characters in one saved choice (as Match.play refuses a longer label)



class SaveFile(BaseModel):
    """The saved-match format, version 1: its validators check the format, the version, the game and the
    game's setup (every problem at once, the setup's under `setup.`)."""

    model_config = ConfigDict(extra="forbid", strict=True)
    format: str
    version: int
    game: str
    setup: dict[str, Any]
    seed: int
    choices: list[Annotated[str, Field(max_length=MAX_LABEL_CHARS)]] = Field(max_length=MAX_CHOICES)

    @field_validator("format")
    @classmethod
    def is_a_saved_match(cls, value: str) -> str:
        """A saved match says what it is."""
        if value != SAVE_FORMAT:
            raise PydanticCustomError("save_format", "expected {expected}", {"expected": repr(SAVE_FORMAT)})
        return value

    @field_validator("version")
    @classmethod
    def is_a_version_this_xlearn_reads(cls, value: int) -> int:
        """Only the save version this xlearn writes is read."""
        if value != SAVE_VERSION:
            raise PydanticCustomError("save_version", "version {version} is not supported (this xlearn reads "
                                      "{reads})", {"version": value, "reads": SAVE_VERSION})
        return value

    @field_validator("game")
    @classmethod
    def is_a_registered_game(cls, value: str) -> str:
        """The game is one xlearn has."""
        if value not in games.registered():
            raise PydanticCustomError("save_game", "unknown game {game}; expected one of {games}",
                                      {"game": repr(value), "games": games.names()})
        return value

    @model_validator(mode="after")
    def has_a_setup_of_its_game(self) -> "SaveFile":
        """The setup is one the game's own model accepts; it is kept as the game normalises it."""
        try:
            self.setup = games.package(self.game).RULES.normalise_setup(self.setup, "")
        except DataError as err:
            bad = Problems()
            bad.add_error(err, "setup")
            bad.raise_in_model("SaveFile")
        return self


def load_match(text: str, *, source: str = "<saved match>", explain: bool = True) -> Match:
    """Validate a saved match and replay it; any fault names the file and the field. A file longer than
    MAX_SAVE characters, or with more than MAX_CHOICES choices, is refused before anything is replayed."""
    raw = parse_json(text, source, limit=MAX_SAVE)
    if isinstance(raw, dict) and isinstance(raw.get("choices"), list) and len(raw["choices"]) > MAX_CHOICES:
        raise DataError(f"{len(raw['choices']):,} choices is more than a game can take (at most {MAX_CHOICES:,})",
                        file=source, field="choices")
    if isinstance(raw, dict) and isinstance(raw.get("choices"), list):
        wrong = [i for i, c in enumerate(raw["choices"]) if not isinstance(c, str)]
        if wrong:   # counted here: thousands of wrong choices make no thousands of errors
            more = f" ({len(wrong) - 1:,} more choices are not text either)" if len(wrong) > 1 else ""
            raise DataError(f"a choice is its label as text, not {excerpt(raw['choices'][wrong[0]])}{more}",
                            file=source, field=f"choices[{wrong[0]}]")
    save = validate(SaveFile, raw, source)
    rules, setup = games.package(save.game).RULES, save.setup
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

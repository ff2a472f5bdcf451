"""Validation at the boundary: JSON text and pydantic models, with errors naming file, card and field."""
from __future__ import annotations

import json
from typing import Annotated, Any

from pydantic import BaseModel, Field, ValidationError

from .errors import DataError, excerpt

MAX_TEXT = 2_000_000     # characters of JSON any file xlearn reads may hold (a long saved game is ~200 kB)
MAX_NAME = 40            # characters in a player's or a deck's name (names are copied into every event)
MAX_TITLE = 120          # characters in a scenario's title (copied into its first event)
Title = Annotated[str, Field(max_length=MAX_TITLE)]


def parse_json(text: str | bytes, file: str, *, limit: int = MAX_TEXT) -> Any:
    """Parse JSON text; a syntax error names the file, line and column. Text that is not a string, is not
    UTF-8, is longer than `limit`, nests too deep for the parser or holds an over-long number is refused
    before any large work."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > 4 * limit:
            raise DataError(f"{len(text):,} bytes is too long (at most {limit:,} characters)", file=file)
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DataError(f"not UTF-8 text (byte {exc.start} cannot be read)", file=file) from None
    if not isinstance(text, str):
        raise DataError(f"expected JSON text, got {excerpt(text)} ({type(text).__name__})", file=file)
    if len(text) > limit:
        raise DataError(f"{len(text):,} characters is too long (at most {limit:,})", file=file)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})", file=file) from None
    except RecursionError:
        raise DataError("nested too deep to read (xlearn's files nest a few levels deep)", file=file) from None
    except ValueError:   # a number of thousands of digits
        raise DataError("holds a number too long to read (thousands of digits)", file=file) from None


def player_names(names, players: int, source: str) -> list[str]:
    """The players' names: one each, every one a non-empty string of at most MAX_NAME characters, no two
    alike (choices and events name the players, so two alike would make two choices read the same)."""
    if names is None:
        return [f"Player {i + 1}" for i in range(players)]
    if not isinstance(names, (list, tuple)):
        raise DataError(f"expected a list of {players} names, got {excerpt(names)}", file=source, field="names")
    if len(names) != players:
        raise DataError(f"{len(names)} names for {players} players", file=source, field="names")
    for i, name in enumerate(names):
        if not isinstance(name, str) or not name.strip():
            raise DataError(f"every player needs a name (got {excerpt(name)})", file=source, field=f"names[{i}]")
        if len(name) > MAX_NAME:
            raise DataError(f"a name of {len(name):,} characters is too long (at most {MAX_NAME}): "
                            f"{excerpt(name)}", file=source, field=f"names[{i}]")
    if len(set(names)) != players:
        raise DataError("every player needs a name of their own (choices name the players)", file=source,
                        field="names")
    return list(names)


def validate(model: type[BaseModel], raw: Any, file: str, *, prefix: str = "") -> BaseModel:
    """Validate raw data against a model; every error is reported at once, each naming its field path
    (the DataError's .field is the first one's)."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        bad = Problems(file)
        for err in exc.errors():
            field = ".".join(str(p) for p in err["loc"])
            bad.add(err["msg"], field=(prefix + field) or None)
        bad.raise_any()
        raise AssertionError("unreachable")  # pragma: no cover
    except RecursionError:
        raise DataError("nested too deep to read (xlearn's files nest a few levels deep)", file=file) from None


def validate_cards(model: type[BaseModel], raw: Any, file: str, list_key: str = "cards") -> BaseModel:
    """Validate a card data file: every problem at once, each naming the file, the card (by its name, else its
    place in the list) and the field inside that card."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        bad = Problems(file)
        for err in exc.errors():
            loc, card = list(err["loc"]), None
            if len(loc) >= 2 and loc[0] == list_key and isinstance(loc[1], int):
                card, loc = _card_called(raw, list_key, loc[1]), loc[2:]
            bad.add(err["msg"], field=".".join(map(str, loc)) or None, card=card)
        bad.raise_any()
        raise AssertionError("unreachable")  # pragma: no cover
    except RecursionError:
        raise DataError("nested too deep to read (xlearn's files nest a few levels deep)", file=file) from None


def _card_called(raw: Any, list_key: str, k: int) -> str:
    """What to call the k-th entry of a card list in an error: its name (or type), else "#k+1"."""
    entry = raw[list_key][k] if isinstance(raw, dict) and isinstance(raw.get(list_key), list) else None
    if isinstance(entry, dict):
        called = entry.get("name") or entry.get("type")
        if isinstance(called, str) and called:
            return excerpt(called) if len(called) > 60 else called
    return f"#{k + 1}"


class Problems:
    """Every problem found in one file (a scenario), collected so that they are all reported at once."""

    def __init__(self, file: str):
        self.file = file
        self.found: list[tuple[str, str | None, str | None]] = []   # (message, field, card)

    def add(self, message: str, *, field: str | None = None, card: str | None = None) -> None:
        """One more problem, naming the field (and the card) it is about."""
        self.found.append((message, field, card))

    def __len__(self) -> int:
        return len(self.found)

    def raise_any(self) -> None:
        """Raise one DataError naming every problem found (`.problems` holds one DataError each)."""
        if not self.found:
            return
        each = [DataError(msg, file=self.file, field=field, card=card) for msg, field, card in self.found]
        if len(each) == 1:
            err = each[0]
        else:
            listed = "; ".join(str(e)[len(self.file) + 2:] if self.file else str(e) for e in each)
            msg, field, card = self.found[0]
            err = DataError(f"{len(each)} problems: {listed}", file=self.file)
            err.field, err.card = field, card   # the first problem's, as a single error would name them
        err.problems = each
        raise err

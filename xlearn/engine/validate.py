"""Validation at the boundary: JSON text and pydantic models, with errors naming file, card and field."""
from __future__ import annotations

import json
import re
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, ValidationInfo
from pydantic_core import InitErrorDetails, PydanticCustomError

from .errors import DataError, excerpt

MAX_TEXT = 2_000_000     # characters of JSON any file xlearn reads may hold (a long saved game is ~200 kB)
MAX_NAME = 40            # characters in a player's or a deck's name (names are copied into every event)
MAX_TITLE = 120          # characters in a scenario's title (copied into its first event)
MAX_PROBLEMS = 50        # problems one error names; past this they are counted ("… and 99,950 more")
Title = Annotated[str, Field(max_length=MAX_TITLE)]
# Set-up, scenario and deck models: no unknown field, and each value of its own type (no true for 1, no "3"
# for 3, no 2.0 for a seat); JSON's lists are read as a pair where a pair is expected (Pair).
STRICT = ConfigDict(extra="forbid", strict=True)


def _pair(value: Any) -> Any:
    """A JSON list of two read as a pair (strict models take only tuples otherwise)."""
    return tuple(value) if isinstance(value, list) else value


Pair = Annotated[tuple[int, int], BeforeValidator(_pair)]


def at_most(n: int, why: str):
    """A check, run before any item is read, that a list has at most `n` items (`why` names the rule)."""
    def check(value: Any) -> Any:
        if isinstance(value, (list, tuple)) and len(value) > n:
            raise PydanticCustomError("too_many", "{count} items; {why}", {"count": f"{len(value):,}", "why": why})
        return value
    return BeforeValidator(check)


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
        return json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except DuplicateKey as dup:
        raise DataError(f"the key {excerpt(dup.key)} is given twice in one object (which one counts would be a "
                        "guess)", file=file, field=dup.key[:60]) from None
    except json.JSONDecodeError as exc:
        raise DataError(f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})", file=file) from None
    except RecursionError:
        raise DataError("nested too deep to read (xlearn's files nest a few levels deep)", file=file) from None
    except ValueError:   # a number of thousands of digits
        raise DataError("holds a number too long to read (thousands of digits)", file=file) from None


class DuplicateKey(ValueError):
    """A JSON object that names one key twice."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


def _no_duplicate_keys(pairs: list) -> dict:
    """A JSON object as a dict, refusing a key given twice (json.loads would keep the last one silently)."""
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set = set()
        for key, _ in pairs:
            if key in seen:
                raise DuplicateKey(key)
            seen.add(key)
    return out


def default_names(players: int) -> list[str]:
    """The players' names when none are given: "Player 1", "Player 2", ..."""
    return [f"Player {i + 1}" for i in range(players)]


def check_names(names: list[str] | None, players: int, bad: "Problems") -> None:
    """The players' names: one each, every one a non-empty string of at most MAX_NAME characters, no two
    alike (choices and events name the players, so two alike would make two choices read the same)."""
    if names is None:
        return
    if len(names) != players:
        bad.add(f"{len(names)} names for {players} players", field="names")
        return
    for i, name in enumerate(names):
        if not name.strip():
            bad.add(f"every player needs a name (got {excerpt(name)})", field=f"names[{i}]")
        elif len(name) > MAX_NAME:
            bad.add(f"a name of {len(name):,} characters is too long (at most {MAX_NAME}): {excerpt(name)}",
                    field=f"names[{i}]")
    if len(set(names)) != len(names):
        bad.add("every player needs a name of their own (choices name the players)", field="names")


def card_set(info: ValidationInfo, model: str):
    """The card set a model's rule checks read, passed as the validation context (`context={"cards": ...}`)."""
    cards = (info.context or {}).get("cards")
    if cards is None:
        raise TypeError(f"{model} is checked against a card set: validate it with context={{'cards': ...}}")
    return cards


def field_path(loc) -> str:
    """A field's path as a teacher writes it: `scenario.seats[0].hand[2]`."""
    path = ""
    for part in loc:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path


def field_loc(path: str | None) -> tuple:
    """The pydantic location of a field path: `scenario.seats[0]` -> ("scenario", "seats", 0)."""
    return tuple(int(p[1:-1]) if p.startswith("[") else p for p in re.findall(r"\[\d+\]|[^.\[\]]+", path or ""))


def validate(model: type[BaseModel], raw: Any, file: str, *, context: dict | None = None,
             list_key: str | None = None, within_entry: bool = True) -> BaseModel:
    """Validate raw data against a model, its rule checks reading `context` (the card set); every error at
    once, each naming its field path and its card: the one a rule check names, or for an entry of the list
    `list_key` that entry's name (in a card data file, where the entry is the card, the field is then read
    inside the entry)."""
    try:
        return model.model_validate(raw, context=context)
    except ValidationError as exc:
        bad = Problems(file)
        for n, err in enumerate(exc.errors(include_url=False, include_context=True)):
            if err["type"] == "xlearn_more":   # a model's own check counted these past its limit
                bad.more += err["ctx"]["more"]
                continue
            if n >= MAX_PROBLEMS:
                bad.more += exc.error_count() - n
                break
            loc, card = list(err["loc"]), (err.get("ctx") or {}).get("card")
            if list_key and len(loc) >= 2 and loc[0] == list_key and isinstance(loc[1], int):
                card = card or _card_called(raw, list_key, loc[1])
                loc = loc[2:] if within_entry else loc
            bad.add(err["msg"], field=field_path(loc) or None, card=card)
        bad.raise_any()
        raise AssertionError("unreachable")  # pragma: no cover
    except RecursionError:
        raise DataError("nested too deep to read (xlearn's files nest a few levels deep)", file=file) from None


def _card_called(raw: Any, list_key: str, k: int) -> str:
    """What to call the k-th entry of a card list in an error: its name (or card, or type), else "#k+1"."""
    entry = raw[list_key][k] if isinstance(raw, dict) and isinstance(raw.get(list_key), list) else None
    if isinstance(entry, dict):
        called = entry.get("name") or entry.get("card") or entry.get("type")
        if isinstance(called, str) and called:
            return excerpt(called) if len(called) > 60 else called
    return f"#{k + 1}"


class Problems:
    """Every problem found in one file (a scenario, a deck), collected so that they are all reported at once:
    by a model's rule check inside validation (`raise_in_model`), or by `raise_any` outside it."""

    def __init__(self, file: str = ""):
        self.file = file
        self.found: list[tuple[str, str | None, str | None]] = []   # (message, field, card)
        self.more = 0   # problems past MAX_PROBLEMS: counted, not kept (a bounded message, bounded work)

    def add(self, message: str, *, field: str | None = None, card: str | None = None) -> None:
        """One more problem, naming the field (and the card) it is about; past MAX_PROBLEMS only counted."""
        if len(self.found) >= MAX_PROBLEMS:
            self.more += 1
            return
        self.found.append((message, field, card))

    def __len__(self) -> int:
        return len(self.found) + self.more

    def full(self) -> bool:
        """Whether enough problems are found to stop looking (the rest would only be counted)."""
        return len(self.found) >= MAX_PROBLEMS

    def raise_any(self) -> None:
        """Raise one DataError naming every problem found (`.problems` holds one DataError each)."""
        if not self.found:
            return
        each = [DataError(msg, file=self.file, field=field, card=card) for msg, field, card in self.found]
        if len(each) == 1 and not self.more:
            err = each[0]
        else:
            listed = "; ".join(str(e)[len(self.file) + 2:] if self.file else str(e) for e in each)
            if self.more:
                listed += f"; … and {self.more:,} more"
            msg, field, card = self.found[0]
            err = DataError(f"{len(self):,} problems: {listed}", file=self.file)
            err.field, err.card = field, card   # the first problem's, as a single error would name them
        err.problems, err.more = each, self.more
        raise err

    def add_error(self, err: DataError, under: str = "") -> None:
        """Every problem of a DataError raised by a nested check, each field read under the field `under`."""
        self.more += getattr(err, "more", 0)
        for each in getattr(err, "problems", None) or [err]:
            field = each.field or ""
            if under:
                field = under + field if field.startswith("[") else ".".join(filter(None, (under, field)))
            self.add(each.message, field=field or None, card=each.card)

    def raise_in_model(self, title: str) -> None:
        """Inside a model's validator: raise every problem found as one ValidationError, each at its field
        with its card, so that `validate` reports them beside the model's own errors."""
        if self.found:
            more = [InitErrorDetails(type=PydanticCustomError("xlearn_more", "… and {more} more", {"more": self.more}),
                                     loc=(), input=None)] if self.more else []
            raise ValidationError.from_exception_data(title, [
                InitErrorDetails(type=PydanticCustomError("xlearn_rule", "{message}", {"message": msg, "card": card}),
                                 loc=field_loc(field), input=None)
                for msg, field, card in self.found] + more)

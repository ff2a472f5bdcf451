"""Validation at the boundary: JSON text and pydantic models, with errors naming file, card and field."""
from __future__ import annotations

import json
from typing import Any

from pydantic import BaseModel, ValidationError

from .errors import DataError


def parse_json(text: str, file: str) -> Any:
    """Parse JSON text; a syntax error names the file, line and column."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})", file=file) from None


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

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
    """Validate raw data against a model; the first error names the file and the field path."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err["loc"])
        raise DataError(err["msg"], file=file, field=(prefix + field) or None) from None

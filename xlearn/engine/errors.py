"""The two errors of the engine contract: a choice the rules refuse, and data that does not validate."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rules import RuleRef


EXCERPT = 60   # characters of a bad input an error message quotes at most


def excerpt(value, limit: int = EXCERPT) -> str:
    """A short quotation of a bad input for an error message: its repr, cut to `limit` characters."""
    text = value if isinstance(value, str) else None
    if text is None:
        try:
            text = repr(value)
        except Exception:  # a value whose repr fails still gets named by its type
            text = f"<{type(value).__name__}>"
        return text if len(text) <= limit else text[:limit] + "…"
    return repr(text) if len(text) <= limit else repr(text[:limit]) + f"… ({len(text):,} characters)"


class IllegalAction(ValueError):
    """A choice the rules refuse; `.rule` names the rule it breaks. The match is unchanged."""

    def __init__(self, reason: str, rule: "RuleRef | None" = None):
        self.reason = reason
        self.rule = rule
        where = f" [{rule.cite()}]" if rule is not None else ""
        super().__init__(f"{reason}{where}")


class DataError(ValueError):
    """A card set, deck, scenario or save file that does not validate; names file, card and field."""

    def __init__(self, message: str, *, file: str | None = None, card: str | None = None,
                 field: str | None = None):
        self.file, self.card, self.field, self.message = file, card, field, message
        parts = [p for p in (file and f"{file}", card and f"card {excerpt(card)}", field and f"field {field!r}")
                 if p]
        prefix = ": ".join(parts)
        super().__init__(f"{prefix}: {message}" if prefix else message)


class UndoRefused(IllegalAction):
    """Undo would take back a step that showed someone a hidden card."""

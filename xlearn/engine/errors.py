"""The two errors of the engine contract: a choice the rules refuse, and data that does not validate."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from .rules import RuleRef


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
        self.file, self.card, self.field = file, card, field
        parts = [p for p in (file and f"{file}", card and f"card {card!r}", field and f"field {field!r}") if p]
        prefix = ": ".join(parts)
        super().__init__(f"{prefix}: {message}" if prefix else message)


class UndoRefused(IllegalAction):
    """Undo would take back a step that showed someone a hidden card."""

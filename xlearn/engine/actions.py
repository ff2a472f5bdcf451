"""Actions: the immutable choices a seat may make, each with a short human label."""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import NamedTuple

from .rules import RuleRef


class Action(NamedTuple):
    """One choice. `label` is unique among the legal choices of a moment; `args` say what it does.

    A named tuple rather than a dataclass: actions are made by the thousand on the bots' hot path.
    """

    kind: str
    label: str
    args: tuple = ()
    spot: tuple[int, int] | None = None

    def __str__(self) -> str:
        return self.label

    def to_json(self) -> dict:
        return {"kind": self.kind, "label": self.label,
                "spot": list(self.spot) if self.spot is not None else None}


# An Action made straight from its (kind, label, args, spot) row by the tuple constructor, with no Python-level
# call (a named tuple's own constructor is one): for the long lists of choices the rules make on the hot path.
action_row = partial(tuple.__new__, Action)


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a choice is not allowed now: the rule it breaks and a plain sentence."""

    rule: RuleRef
    reason: str

    def __str__(self) -> str:
        return f"{self.reason} [{self.rule.cite()}]"

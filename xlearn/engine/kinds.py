"""The record each game keeps of every kind of decision: what it offers, what choosing does, why its choices
are refused (each game's `kinds.py` holds one table of them; its rules look kinds up there)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping


@dataclass(frozen=True, slots=True)
class Kind:
    """One kind of decision, side by side: what it offers, what choosing does, why its choices are refused.

    `options(state, pending)` lists the choices of the open decision `pending`; `apply(state, pending,
    action, out)` plays one of them; `pick(state, pending, chance)` finds a random one without listing them
    all (the same draw as `chance.pick(options)`), where listing is slow; `refusals` maps each kind of choice
    it offers to the function that says why one is refused. What each kind of choice means, in a sentence,
    is in the game's vocabulary.py (the reference pages and each offered choice's refs are made from it)."""

    options: Callable
    apply: Callable
    pick: Callable | None = None
    refusals: Mapping[str, Callable] = field(default_factory=dict)


def by_choice(table: Mapping[str, Callable]) -> Callable:
    """An `apply` that plays each kind of choice its own way: `table[action.kind](state, pending, action, out)`."""
    def apply(s, pending, a, out) -> None:
        """Play the choice the way its kind is played."""
        table[a.kind](s, pending, a, out)
    return apply


def refusals_of(kinds: Mapping[str, Kind]) -> dict[str, Callable]:
    """The refusal of each kind of choice, whatever decision is waiting now (the first kind to name it)."""
    out: dict[str, Callable] = {}
    for kind in kinds.values():
        for choice, refuse in kind.refusals.items():
            out.setdefault(choice, refuse)
    return out


def always(refusal) -> Callable:
    """The refusal of a kind of choice whose reason never depends on the position: always the same rule and
    the same words."""
    def refuse(*position):
        """The same refusal, whatever the position."""
        return refusal
    return refuse

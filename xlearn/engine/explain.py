"""Helpers every game uses to write its events: a note-maker bound to a rulebook, and wording helpers."""
from __future__ import annotations

from .events import Calculation, Event, refs_data
from .out import Out
from .rules import Rulebook


def notes_for(rulebook: Rulebook):
    """A `note(out, kind, rule_id, text, ...)` function whose events cite this rulebook."""

    def note(out: Out, kind: str, rule: str, text: str, *, seat: int | None = None,
             calc: Calculation | None = None, calcs: tuple = (), audience: frozenset | None = None,
             public: str | None = None, **data) -> None:
        """Add one event citing `rule` (callers check `out.on` first so bots build no sentences).

        `cards`, `seats` and `spots` in `data` are the ids, seats and spots it refers to (see refs_data)."""
        out.add(Event(kind, text, rulebook[rule], seat, calc, tuple(calcs), audience, public,
                      refs_data(seat, data)))

    return note


def card_list(names: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'; 'nothing' for none."""
    if not names:
        return "nothing"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


INVARIANT = ("Species", "species")  # the same word for one and for many


def plural(n: int, word: str) -> str:
    """'1 card', '3 cards'; '2 rival Species' (never 'Speciess')."""
    return f"{n} {word}" + ("" if n == 1 or word.endswith(INVARIANT) else "s")

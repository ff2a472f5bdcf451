"""Scoring and Winning: one Calculation per player, the winner, and the tie-break."""
from __future__ import annotations

from ..engine.events import Calculation
from ..engine.game import Result
from ..engine.out import Out
from .explain import note, plural
from .powers import item_total, seat_bonus_terms
from .rulebook import RULEBOOK
from .steps import OVER
from .state import XenoferaState


def completed(s: XenoferaState, seat: int, coll: int) -> bool:
    """Scoring and Winning: whether a Collection is completed by the creatures in the seat's cages."""
    c = s.card(coll)
    caught = [s.card(x) for x in s.creatures_of(seat)]
    if c.req_kind == "planet":
        have = sum(1 for x in caught if x.planet == c.req)
    else:
        have = sum(1 for x in caught if c.req in x.traits)
    return have >= c.count


def score_of(s: XenoferaState, seat: int) -> Calculation:
    """Creature values (with habitat items) + completed Collection bonuses - crew costs."""
    terms = []
    for cage, items, caught in s.cages[seat]:
        extra = item_total(s, items, "habitat") if items else 0
        for x in caught:
            terms.append((s.card(x).name, s.card(x).value))
            if extra:
                terms.append((f"{s.card(x).name} habitat bonus", extra))
    collector = sum(v for _, v in seat_bonus_terms(s, seat, "collection"))
    for c in s.collections[seat]:
        if completed(s, seat, c):
            terms.append((f"Collection {s.card(c).name} completed", s.card(c).bonus))
            if collector:
                terms.append((f"Collector ability on {s.card(c).name}", collector))
    for m in s.crew[seat]:
        if s.card(m).cost:
            terms.append((f"crew cost {s.card(m).name}", -s.card(m).cost))
    return Calculation.of(f"{s.name(seat)}'s score", terms)


def score(s: XenoferaState, out: Out) -> None:
    """Scoring and Winning: every player's score worked out, the winner and the tie-break (ruling N-15)."""
    s.over, s.pending, s.phase = True, None, OVER
    out.revealed = True  # kept Collections are turned face up
    n = s.table.players
    scores = {seat: score_of(s, seat) for seat in range(n)}
    if out.on:
        for seat in range(n):
            done = [s.card(c).name for c in s.collections[seat] if completed(s, seat, c)]
            miss = [s.card(c).name for c in s.collections[seat] if not completed(s, seat, c)]
            extra = (f" Completed: {', '.join(done)}." if done else "") + (f" Not completed: {', '.join(miss)}."
                                                                           if miss else "")
            note(out, "score", "scoring", f"{s.name(seat)} scores {scores[seat].total}.{extra}", seat=seat,
                 calc=scores[seat], reveals=True,
                 cards=[c for c in s.collections[seat] if completed(s, seat, c)]
                 + [c for c in s.collections[seat] if not completed(s, seat, c)])
    best = max(c.total for c in scores.values())
    top = [seat for seat in range(n) if scores[seat].total == best]
    named = list(top)
    if len(top) == 1:
        why = f"{s.name(top[0])} wins with {best} points."
    else:
        counts = {seat: len(s.creatures_of(seat)) for seat in top}
        most = max(counts.values())
        tied = ", ".join(f"{s.name(x)}: {plural(counts[x], 'creature')}" for x in top)
        named = list(top)
        top = [seat for seat in top if counts[seat] == most]
        if len(top) == 1:
            why = (f"{s.name(top[0])} wins the tie at {best} points by having captured more creatures "
                   f"({tied}).")
        else:
            why = (f"{' and '.join(s.name(x) for x in top)} tie at {best} points with {most} creatures each "
                   "and share the win (ruling N-15).")
    s.result = Result(top, scores, why, RULEBOOK["winner"])
    if out.on:
        note(out, "winner", "winner", why, calcs=tuple(scores[k] for k in range(n)),
             seats=list(top) + [x for x in named if x not in top])

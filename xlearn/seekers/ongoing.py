"""Ongoing ActionX abilities the rules ask about: the Lead hand limit, wild Lead types and the Thwart cost."""
from __future__ import annotations

from .state import HAND_LIMIT, SeekersState


def _ongoing(s: SeekersState, seat: int):
    """(effect id, amount, card) of every ongoing ability working for `seat`'s cards."""
    for inst in s.zone[seat]:
        c = s.table.defs[inst]
        if c.ax_type == "Site":
            a = c.abilities[0]
        else:
            a = c.ability(s.modes.get(inst, "Noble"))
        if a.kind == "ongoing":
            for eid, amount in a.effects:
                yield eid, amount, inst


def hand_limit(s: SeekersState, seat: int) -> tuple[int, list[tuple[str, int]]]:
    """The seat's Lead hand limit and the terms that make it (a Calculation's terms)."""
    terms = [("Hand limit", HAND_LIMIT)]
    for eid, amount, inst in _ongoing(s, seat):
        if eid == "hand-limit":
            terms.append((s.card(inst).name, amount))
    for r in s.rivals(seat):
        for eid, amount, inst in _ongoing(s, r):
            if eid == "rivals-hand-limit":
                terms.append((f"{s.name(r)}'s {s.card(inst).name}", -amount))
    return max(0, sum(v for _, v in terms)), terms


def lead_limit(s: SeekersState, seat: int) -> int:
    """The seat's Lead hand limit (the total of `hand_limit`): seven unless some card in play changes it."""
    if not any(s.zone):
        return HAND_LIMIT
    return hand_limit(s, seat)[0]


def wild_types(s: SeekersState, seat: int) -> set[str]:
    """Lead types that count as wild for this seat's Adventures (a bonded Shrine's type)."""
    out = set()
    if not s.zone[seat]:
        return out
    for eid, amount, inst in _ongoing(s, seat):
        if eid == "bonded-wild" and inst in s.bond:
            out.add(s.lead_type(s.bond[inst]))
    return out


def thwart_extra(s: SeekersState, seat: int) -> int:
    """How many more matching Leads a rival must bury to Thwart this seat's Feats."""
    if not s.zone[seat]:
        return 0
    return sum(amount for eid, amount, _ in _ongoing(s, seat) if eid == "thwart-cost")

"""Which seats a step showed a hidden card, found from where the cards lie before and after it.

Each game names its private zones (as its census names them, `"hand:1"`): `"all"` for a face-down pile no
seat sees into (a draw pile, a deck), `"owner"` for a place only the seat after the colon sees (a hand).
Every other zone lies face up. A card that moves from a place a seat could not see to one it can (a card
played, paid or discarded face up from a hand, a card drawn) has been shown to that seat, so undo does not
cross the step for it (rulings X-8, S-14 and N-16).
"""
from __future__ import annotations

from typing import Any

ALL, OWNER = "all", "owner"


def seers(private: dict[str, str], players: int, zone: str) -> frozenset[int]:
    """The seats that can see a card lying in `zone`."""
    kind, _, owner = zone.partition(":")
    how = private.get(kind)
    if how is None:
        return frozenset(range(players))
    if how == ALL:
        return frozenset()
    return frozenset({int(owner)}) if owner else frozenset()


def newly_shown(rules: Any, before: Any, after: Any) -> frozenset[int]:
    """The seats for which some card went from a place hidden from them to one they see."""
    private = getattr(rules, "private_zones", None)
    if private is None:
        return frozenset()
    players = rules.players(after)
    was = dict(rules.census(before))
    cache: dict[str, frozenset[int]] = {}
    shown: set[int] = set()
    for card, zone in rules.census(after):
        old = was.get(card)
        if old is None or old == zone:
            continue
        for z in (old, zone):
            if z not in cache:
                cache[z] = seers(private, players, z)
        shown |= cache[zone] - cache[old]
    return frozenset(shown)


def can_see(rules: Any, state: Any, seat: int | None):
    """A test `card -> bool`: may `seat` (None: the teacher) see this card where it lies now?"""
    private = getattr(rules, "private_zones", None)
    if seat is None or private is None:
        return lambda card: True
    players = rules.players(state)
    where = dict(rules.census(state))
    return lambda card: card in where and seat in seers(private, players, where[card])

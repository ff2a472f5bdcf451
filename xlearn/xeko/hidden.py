"""Determinising Xeko: re-deal every card one seat cannot see, and reseed the random source."""
# A seat sees its own hand, the field and the shed piles; not the rivals' hands, the order of any draw
# pile (its own too), or what the random source will do next. Each owner's hidden cards are put in an
# order built from public facts only, shuffled with the bot's own Chance and dealt back so every hand
# and pile keeps its size. Cards never change owner.
from __future__ import annotations

from ..engine.chance import Chance
from .state import XekoState


def _canonical(s: XekoState, cards: list[int]) -> list[int]:
    """The hidden cards in an order built from public facts only (card key, then instance)."""
    defs = s.table.defs
    return sorted(cards, key=lambda i: (defs[i].key, i))


def determinize(s: XekoState, seat: int, chance: Chance) -> XekoState:
    """A copy of the state that agrees with what `seat` sees, with the unseen cards re-dealt."""
    d = s.copy()
    for p in range(s.table.players):
        if p == seat:
            pool = _canonical(s, s.draw[p])
            chance.shuffle(pool)
            d.draw[p] = pool
            continue
        hand_size = len(s.hand[p])
        pool = _canonical(s, s.hand[p] + s.draw[p])
        chance.shuffle(pool)
        d.hand[p] = pool[:hand_size]
        d.draw[p] = pool[hand_size:]
    d.rng = Chance(chance.next64())
    return d

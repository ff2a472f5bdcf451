"""Determinizing for search bots: a copy of the state in which every card hidden from one seat is
re-dealt at random, consistent with everything that seat sees (its view stays exactly the same)."""
from __future__ import annotations

from ..engine.chance import Chance
from .state import XenoferaState


def _redeal(chance: Chance, slots: list[tuple[list, int]]) -> list[list[int]]:
    """Pool the cards of several places, shuffle, and deal each place as many cards as it had.

    The pool is sorted before the shuffle, so the deal depends only on which cards are hidden, never on
    the order they happen to lie in (that order is itself hidden)."""
    pool = sorted(i for cards, _ in slots for i in cards)
    chance.shuffle(pool)
    out, k = [], 0
    for _, n in slots:
        out.append(pool[k:k + n])
        k += n
    return out


def determinize(s: XenoferaState, seat: int, chance: Chance) -> XenoferaState:
    """Hands, kept Collections and offers of the other seats, the order of every deck, the other seats'
    unused and face-down Battle cards (and where the Attacker's Decoy lies), and future shuffles."""
    d = s.copy()
    others = [p for p in range(s.table.players) if p != seat]
    # Utility cards: other hands and the deck.
    dealt = _redeal(chance, [(d.hand[p], len(d.hand[p])) for p in others] + [(d.util_deck, len(d.util_deck))])
    for p, cards in zip(others, dealt):
        d.hand[p] = cards
    d.util_deck = dealt[-1]
    _redeal_collections(d, others, chance)
    # Huntsmen still on offer, and the deck.
    offered = [p for p in others if d.offer[p] and d.card(d.offer[p][0]).kind == "huntsman"]
    dealt = _redeal(chance, [(list(d.offer[p]), 2) for p in offered] + [(d.hunt_deck, len(d.hunt_deck))])
    for p, cards in zip(offered, dealt):
        d.put("offer", p, tuple(cards))
    d.hunt_deck = dealt[-1]
    # The order of the Xenofera deck.
    d.xeno_deck = sorted(d.xeno_deck)
    chance.shuffle(d.xeno_deck)
    _redeal_battle_cards(d, others, chance)
    d.rng = Chance(chance.next64())
    return d


def _redeal_collections(d: XenoferaState, others: list[int], chance: Chance) -> None:
    """Collections: other seats' kept ones and offers, and the deck, dealt again at random."""
    slots = [(list(d.collections[p]), len(d.collections[p])) for p in others] + \
        [(list(d.offer[p]), len(d.offer[p])) for p in others if d.offer[p] and d.card(d.offer[p][0]).kind ==
         "collection"] + [(d.coll_deck, len(d.coll_deck))]
    dealt = _redeal(chance, slots)
    k = 0
    for p in others:
        d.put("collections", p, tuple(dealt[k]))
        k += 1
    for p in others:
        if d.offer[p] and d.card(d.offer[p][0]).kind == "collection":
            d.put("offer", p, tuple(dealt[k]))
            k += 1
    d.coll_deck = dealt[k]


def _redeal_battle_cards(d: XenoferaState, others: list[int], chance: Chance) -> None:
    """Battle cards: the used pile is open, so only the split between unused and face-down is hidden (and where
    the Attacker's Decoy lies)."""
    decoy_set = d.table.decoys
    b = d.battle
    for p in others:
        real = [i for i in d.unused[p] if i not in decoy_set]
        down = ()
        if b is not None and p == b.defender:
            down = b.dcards
        elif b is not None and p == b.attacker:
            down = tuple(i for i in b.acards if i not in decoy_set)
        if not down:
            continue
        unused_real, new_down = _redeal(chance, [(real, len(real)), (list(down), len(down))])
        decoys = [i for i in d.unused[p] if i in decoy_set]
        d.put("unused", p, tuple(sorted(unused_real + decoys)))
        if p == b.defender:
            b = b._replace(dcards=tuple(new_down))
        else:
            layout = new_down + [i for i in b.acards if i in decoy_set]
            chance.shuffle(layout)
            b = b._replace(acards=tuple(layout))
    d.battle = b

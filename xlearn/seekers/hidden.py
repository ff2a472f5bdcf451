"""determinize(state, seat, chance): a copy of the state in which every card hidden from `seat` is
re-dealt at random, consistent with what that seat can see (for search bots that must not peek).

Hidden from a seat: the rivals' hands (Leads and ActionX cards) and the cards only they are looking at,
the order and contents of the face-down decks, and, in Draft Mode, the cards set aside face down.
Each hidden place keeps its size and its kind of card.

The result depends only on what the seat can see, never on where the hidden cards really are or in
which order they are stored: each pool of hidden cards is sorted before it is shuffled.

When the open choice belongs to a rival, the engine asking them is itself public: it asks about a Thwart
or a Twist only a seeker who can pay for one (ruling S-8), and a chosen Thwart must still be payable. A
re-deal that breaks this is dealt again (a bounded number of times, from the same seeded source).
"""
from __future__ import annotations

from ..engine.chance import Chance
from . import actionx, thwart
from .zones import matching_options
from .state import SeekersState

REDEALS = 64     # tries at a deal that keeps a rival's open choice possible


def _redeal(chance: Chance, places: list[list]) -> None:
    """Shuffle the cards of these places together (sorted first) and deal them back, sizes kept."""
    pool = sorted(i for place in places for i in place)
    chance.shuffle(pool)
    k = 0
    for place in places:
        n = len(place)
        place[:] = pool[k:k + n]
        k += n


def _deal(state: SeekersState, seat: int, chance: Chance) -> SeekersState:
    """One re-deal of everything hidden from `seat`."""
    s = state.copy()
    kind = s.table.defs
    rivals = [p for p in range(s.table.players) if p != seat]
    looks = {p: ([i for i in s.look[p] if kind[i].kind == "lead"],
                 [i for i in s.look[p] if kind[i].kind == "adventure"],
                 [i for i in s.look[p] if kind[i].kind == "actionx"]) for p in rivals}
    _redeal(chance, [s.lead_deck] + [s.hand[p] for p in rivals] + [looks[p][0] for p in rivals])
    _redeal(chance, [s.adv_deck] + [looks[p][1] for p in rivals])
    if not s.table.draft:
        _redeal(chance, [s.ax_deck[0]] + [s.actionx_hand[p] for p in rivals] + [looks[p][2] for p in rivals])
    else:
        # the rivals' drafted decks, hands and packs and the set-aside cards are one unknown pool; your own
        # drafted deck's contents are known and only its order is not
        _redeal(chance, [s.ax_deck[p] for p in rivals] + [s.box] + [s.actionx_hand[p] for p in rivals]
                + [looks[p][2] for p in rivals])
        own = sorted(s.ax_deck[seat])
        chance.shuffle(own)
        s.ax_deck[seat][:] = own
    for p in rivals:
        s.look[p] = looks[p][0] + looks[p][1] + looks[p][2]
    s.rng = Chance(chance.next64())
    return s


def _keeps_open_choice(s: SeekersState, seat: int) -> bool:
    """Whether a rival's open choice is still possible in this deal (always true for the seat's own)."""
    if s.pending is None or s.over or s.pending.seat == seat:
        return True
    kind, who = s.pending.kind, s.pending.seat
    if kind == "thwart":
        return thwart.can_thwart(s, who, s.chain[-1])
    if kind == "thwart-pay":
        return bool(matching_options(s.counts(who), s.pending.leads))
    if kind == "twist":
        return bool(actionx.twist_choices(s, who))
    return True


def determinize(state: SeekersState, seat: int, chance: Chance) -> SeekersState:
    """A copy of the state with every card hidden from `seat` dealt again at random, as `seat` sees it."""
    s = _deal(state, seat, chance)
    for _ in range(REDEALS):
        if _keeps_open_choice(s, seat):
            break
        s = _deal(state, seat, chance)
    return s

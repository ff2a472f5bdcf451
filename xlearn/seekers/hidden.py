"""determinize(state, seat, chance): a copy of the state in which every card hidden from `seat` is
re-dealt at random, consistent with what that seat can see (for search bots that must not peek).

Hidden from a seat: the rivals' hands (Leads and ActionX cards) and the cards only they are looking at,
the order and contents of the face-down decks, and, in Draft Mode, the cards set aside face down.
Each hidden place keeps its size and its kind of card.
"""
from __future__ import annotations

from ..engine.chance import Chance
from .state import SeekersState


def _redeal(chance: Chance, places: list[list]) -> None:
    pool = [i for place in places for i in place]
    chance.shuffle(pool)
    k = 0
    for place in places:
        n = len(place)
        place[:] = pool[k:k + n]
        k += n


def determinize(state: SeekersState, seat: int, chance: Chance) -> SeekersState:
    s = state.copy()
    kind = s.t.defs
    rivals = [p for p in range(s.t.players) if p != seat]
    looks = {p: ([i for i in s.look[p] if kind[i].kind == "lead"],
                 [i for i in s.look[p] if kind[i].kind == "adventure"],
                 [i for i in s.look[p] if kind[i].kind == "actionx"]) for p in rivals}
    _redeal(chance, [s.lead_deck] + [s.hand[p] for p in rivals] + [looks[p][0] for p in rivals])
    _redeal(chance, [s.adv_deck] + [looks[p][1] for p in rivals])
    ax = [s.ax_deck[0]] if not s.t.draft else [s.ax_deck[p] for p in rivals] + [s.box]
    if s.t.draft:
        ax.append(s.ax_deck[seat])      # your own drafted deck's order is unknown, its contents known
        own = sorted(s.ax_deck[seat])
    _redeal(chance, ax + [s.axhand[p] for p in rivals] + [looks[p][2] for p in rivals])
    if s.t.draft and sorted(s.ax_deck[seat]) != own:
        # keep your own deck's contents: swap back what moved, then shuffle its order only
        others = [i for i in s.ax_deck[seat] if i not in own]
        missing = [i for i in own if i not in s.ax_deck[seat]]
        swap = dict(zip(others, missing))
        back = {v: k for k, v in swap.items()}
        for place in ax[:-1] + [s.axhand[p] for p in rivals] + [looks[p][2] for p in rivals]:
            place[:] = [back.get(i, i) for i in place]
        s.ax_deck[seat][:] = [swap.get(i, i) for i in s.ax_deck[seat]]
        chance.shuffle(s.ax_deck[seat])
    for p in rivals:
        s.look[p] = looks[p][0] + looks[p][1] + looks[p][2]
    s.rng = Chance(chance.next64())
    return s

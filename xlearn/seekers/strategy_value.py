"""Seekers' rule of thumb, its measure: how near each seeker is to five archived Adventures (in emblems).

Everything here reads a determinised copy of the match (a world re-dealt from what the seat to act can
see), so no hidden card is ever read.
"""
from __future__ import annotations

from ..engine.actions import Action
from ..seekers.state import WIN_ADVENTURES

TYPES = ("Glyph", "Myth", "Ruin", "Vision")
WIN = 30.0            # what a won (or lost) game is worth to the rule of thumb, in emblems
MAX_STEPS = 80        # choices played by the quick policy while finishing a turn
UNSEEN = 3.0          # open emblems counted for an Adventure still to be revealed
UNSEEN_FINAL = 6.0    # ... and on the Final Adventure, where only Barter or a card brings a new one
REPLACE = 3.5         # an active Adventure never counts worse than one that could replace it
LEAD_VALUE = 0.5      # a Lead no Adventure of yours needs yet: about one chance in two to fill an emblem later
WILD_VALUE = 0.9      # a wild Lead no Adventure needs yet
ACTIONX_HAND = 0.5    # an ActionX card in hand
ACTIONX_ACTIVE = 0.8  # a Site or Relic in your Active zone, which brings cards turn after turn
ARCHIVED = 1.0        # an archived Adventure is safe from rivals and one step nearer the end: a bonus
SETTLE_STEPS = 30     # choices played while a Heroic Feat is paid for and resolved
LONG_GAME = 120       # turns after which only a seeker's own progress counts (see evaluate and _endless)
PEACE = 0.01          # past LONG_GAME turns: what each card left to a rival is worth (see evaluate)
TEMPO = 1.0           # the seeker whose turn comes next is this many emblems better off
SCALE = 2.0           # how fast a lead in emblems turns into a near-certain win (win_chance)
OPENERS = ("heroic", "heroic-pick", "thwart-pick")   # choices that only open a list of further choices

# Search settings for Seekers (see xlearn.engine.search). A Seekers turn holds many small choices, so each
# gets a modest budget shared by the rule of thumb's three best candidates, play-outs of 8 choices that
# win_chance then finishes to the end of their turn, and a narrow tree (widen 0.3) that mostly follows the
# play-out policy, so a choice that opens a list (the Heroic Feats) is not judged by its luckiest branch.
# Issue 26 (the coach at >= 70 % against greedy, <= 100 ms a choice), seed 1, 400 games each, one core a run:
# 48 simulations won 65.5 % at 14 ms a choice, 96 won 68.2 % at 29 ms, 192 won 71.2 % (66.6-75.5) at 59 ms,
# so 192 it is. Not better: shorter play-outs (4); 144 simulations with prior 12 (66.0 % of 100 games, seed 3,
# where 48 won 76.0 %); playing the rule of thumb's pick unsearched when it leads by 0.2 (search "sure").
SEARCH = {"simulations": 192, "candidates": 3, "horizon": 8, "explore": 0.5, "widen": 0.3, "prior": 4.0}

GAIN = {"draw-leads", "draw-actionx", "take-discarded-leads", "look-leads", "bonded-draw", "take-bonded-lead"}
ADVENTURE_GAIN = {"reveal-adventures", "recover-adventure", "barter"}
HARM = {"rival-discards", "rival-buries", "rival-archives", "rivals-bury-bonded", "steal-adventure"}

END = Action("end", "End turn")
_NEEDS: dict[tuple, tuple] = {}


# ----- how near a seeker is to winning ------------------------------------------------------------
def needs(cost: tuple) -> tuple:
    """An Adventure's emblems as ((lead type, how many), ...)."""
    n = _NEEDS.get(cost)
    if n is None:
        d: dict[str, int] = {}
        for t in cost:
            d[t] = d.get(t, 0) + 1
        n = _NEEDS[cost] = tuple(d.items())
    return n


def missing(cost: tuple, have: dict, wild: int) -> int:
    """How many emblems of this Adventure the Leads counted in `have` (plus `wild` wild Leads) leave open."""
    gap = 0
    for t, k in needs(cost):
        h = have.get(t, 0)
        if h < k:
            gap += k - h
    return gap - wild if gap > wild else 0


def plan(s, seat: int) -> tuple[list[tuple[int, int]], dict, int]:
    """The seat's Adventures nearest first, each with the emblems still open once the Leads in hand are
    shared out (nearest Adventure served first); also the Leads left over and the wild Leads left over."""
    defs = s.table.defs
    have = s.counts(seat)
    wild = have.pop("Wild", 0)
    order = sorted(s.advs[seat], key=lambda a: (missing(defs[a].cost, have, wild), len(defs[a].cost)))
    out = []
    for a in order:
        gap = 0
        for t, k in needs(defs[a].cost):
            h = have.get(t, 0)
            use = h if h < k else k
            if use:
                have[t] = h - use
            gap += k - use
        w = wild if wild < gap else gap
        wild -= w
        out.append((a, gap - w))
    return out, have, wild


def poached_gap(s, seat: int, slots) -> int | None:
    """Poach: if a rival who may use it next would gain by swapping one of their Adventures for the seat's
    nearest one, the open emblems (by the seat's Leads) of the Adventure the seat would get instead."""
    if not s.table.heroic or not slots:
        return None
    defs, narch = s.table.defs, s.adventures_archived
    nearest = slots[0][0]
    mine = s.counts(seat)
    my_wild = mine.pop("Wild", 0)
    worst = None
    for r in range(s.table.players):
        if r == seat or not s.hand[r] or not s.advs[r]:
            continue
        ahead = max(narch[q] for q in range(s.table.players) if q != r)
        if ahead == 0 or narch[r] > ahead:
            continue                          # Catch Up: only a seeker tied or behind may Poach
        have = s.counts(r)
        wild = have.pop("Wild", 0)
        give = max(s.advs[r], key=lambda a: missing(defs[a].cost, have, wild))
        if missing(defs[give].cost, have, wild) > missing(defs[nearest].cost, have, wild):
            gap = missing(defs[give].cost, mine, my_wild)
            worst = gap if worst is None or gap > worst else worst
    return worst


def emblems_to_go(s, seat: int) -> float:
    """The emblems the seat still has to find to win, less what its spare cards are likely to bring: the
    rule of thumb's measure of how far the seat is from five archived Adventures (lower is better). A
    nearest Adventure a rival would Poach counts as the one they would hand over."""
    slots, spare, wild = plan(s, seat)
    needed = WIN_ADVENTURES - s.adventures_archived[seat]
    gaps = [gap for _, gap in slots]
    swapped = poached_gap(s, seat, slots)
    if swapped is not None and swapped > gaps[0]:
        gaps[0] = swapped
    gaps = sorted(min(gap, REPLACE) for gap in gaps)[:needed]
    # on the Final Adventure no Adventure is revealed any more: a missing one must be bought (Barter)
    todo = sum(gaps) + (UNSEEN_FINAL if s.final[seat] else UNSEEN) * (needed - len(gaps))
    todo -= LEAD_VALUE * sum(spare.values()) + WILD_VALUE * wild
    todo -= ACTIONX_HAND * len(s.actionx_hand[seat]) + ACTIONX_ACTIVE * len(s.zone[seat])
    return todo - ARCHIVED * s.adventures_archived[seat]


def evaluate(s, seat: int) -> float:
    """How many emblems the seat is ahead of its nearest rival (a won or lost game counts WIN). Past
    LONG_GAME turns only the seat's own progress counts and hurting a rival costs a little: two bots that
    keep each other's hands empty (a Ruthless discard every turn, a Poach answered by a Poach) stop and
    race, and the game ends."""
    if s.over and s.result is not None:
        return WIN if seat in s.result.winners else -WIN
    if s.turn > LONG_GAME:                    # between equal choices, leave the rivals' cards alone
        rivals = sum(len(s.hand[p]) + len(s.advs[p]) for p in range(s.table.players) if p != seat)
        return PEACE * rivals - emblems_to_go(s, seat)
    togo = [emblems_to_go(s, p) - (TEMPO if p == s.cur else 0.0) for p in range(s.table.players)]
    mine = togo[seat]
    return min(v for p, v in enumerate(togo) if p != seat) - mine

"""Seekers' rule of thumb (close in on the Adventures nearest completion), its play-out policy, and why a
choice is good."""
# Everything here works on a determinised copy of the match (a world re-dealt from what the seat to act
# can see), so no hidden card is ever read: a choice is played there, the rest of the turn is played by
# the quick policy below, and the position is judged by how near each seeker is to five Adventures.
from __future__ import annotations

import math

from ..engine.actions import Action
from ..engine.chance import Chance
from ..engine.out import Out
from ..seekers.adventures import plan_payment
from ..seekers.hidden import determinize
from ..seekers.state import FINAL_AT, WIN_ADVENTURES
from . import IDLE, USEFUL, Reason, sentences

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
# gets a modest budget: 48 simulations shared by the rule of thumb's three best candidates (16 deals of
# the hidden cards each), play-outs of 8 choices that win_chance then finishes to the end of their turn,
# and a narrow tree (widen 0.3) that mostly follows the play-out policy, so a choice that opens a list
# (the Heroic Feats) is not judged by its luckiest branch. Measured: about 0.9 s of CPU a game, and
# more simulations (96) or shorter play-outs (4) did not win more often against the greedy bot.
SEARCH = {"simulations": 48, "candidates": 3, "horizon": 8, "explore": 0.5, "widen": 0.3, "prior": 4.0}

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
    defs = s.t.defs
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
    if not s.t.heroic or not slots:
        return None
    defs, narch = s.t.defs, s.adventures_archived
    nearest = slots[0][0]
    mine = s.counts(seat)
    my_wild = mine.pop("Wild", 0)
    worst = None
    for r in range(s.t.players):
        if r == seat or not s.hand[r] or not s.advs[r]:
            continue
        ahead = max(narch[q] for q in range(s.t.players) if q != r)
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
    if s.over and s.res is not None:
        return WIN if seat in s.res.winners else -WIN
    if s.turn > LONG_GAME:                    # between equal choices, leave the rivals' cards alone
        rivals = sum(len(s.hand[p]) + len(s.advs[p]) for p in range(s.t.players) if p != seat)
        return PEACE * rivals - emblems_to_go(s, seat)
    togo = [emblems_to_go(s, p) - (TEMPO if p == s.cur else 0.0) for p in range(s.t.players)]
    mine = togo[seat]
    return min(v for p, v in enumerate(togo) if p != seat) - mine


# the last state judged, a signature of it, and it at the end of its turn: one tuple, read and replaced whole,
# so a search in a board's background thread and a bot's search in the kernel never mix their entries
_JUDGED: list = [(None, None, None)]


def _signature(s) -> tuple:
    """A cheap summary that changes with every choice (so a state changed in place is judged afresh)."""
    return (s.rng.s, s.turn, s.pending, len(s.todo), len(s.lead_deck), len(s.lead_disc), len(s.adv_disc),
            tuple(s.adventures_archived), tuple(map(len, s.hand)), tuple(map(len, s.advs)))


def win_chance(s, seat: int) -> float:
    """A guess at the seat's chance of winning from a cut-short play-out: the turn in progress is finished by
    the quick policy (so every line is judged at a turn's end), then the lead in emblems decides."""
    if s.over and s.res is not None:
        return 1.0 / len(s.res.winners) if seat in s.res.winners else 0.0
    sig = _signature(s)
    last, last_sig, end = _JUDGED[0]
    if last is not s or last_sig != sig:
        from ..seekers import RULES
        end = s.copy()
        finish_turn(RULES, end, Chance(s.rng.s))
        _JUDGED[0] = (s, sig, end)
    if end.over and end.res is not None:
        return 1.0 / len(end.res.winners) if seat in end.res.winners else 0.0
    lead = evaluate(end, seat)
    return 1.0 / (1.0 + math.exp(-lead / SCALE))


# ----- the quick policy: play-outs, and the rest of a turn ------------------------------------------
def _surplus(s, seat: int) -> dict[str, int]:
    """For each Lead type: Leads held minus emblems of that type on the seat's Adventures."""
    defs = s.t.defs
    out = {t: 0 for t in TYPES}
    for i in s.hand[seat]:
        t = defs[i].lead_type
        if t in out:
            out[t] += 1
    for a in s.advs[seat]:
        for t in defs[a].cost:
            out[t] -= 1
    return out


def _spare_type(s, seat: int, acts, key=lambda a: a.args[0]):
    """Of choices naming a Lead type, the one giving up the Lead the seat needs least (never a wild one
    while another will do)."""
    sur = _surplus(s, seat)
    best, best_v = acts[0], None
    for a in acts:
        t = key(a)
        v = -100 if t == "Wild" else sur.get(t, 0)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def _wanted_type(s, seat: int, acts, key=lambda a: a.args[0]):
    """Of choices naming a Lead type, the one the seat needs most (a wild one first)."""
    sur = _surplus(s, seat)
    best, best_v = acts[0], None
    for a in acts:
        t = key(a)
        v = 100 if t == "Wild" else -sur.get(t, 0)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def _gap_with(s, seat: int, adv: int, extra: str | None = None) -> int:
    """Emblems of one Adventure the seat's hand leaves open (with one more Lead of type `extra`)."""
    have = s.counts(seat)
    if extra:
        have[extra] = have.get(extra, 0) + 1
    wild = have.pop("Wild", 0)
    return missing(s.t.defs[adv].cost, have, wild)


def _worst_adventure(s, seat: int, advs):
    """The Adventure furthest from done (most open emblems, then most emblems)."""
    defs = s.t.defs
    return max(advs, key=lambda a: (_gap_with(s, seat, a), len(defs[a].cost)))


def _ability(s, inst: int, name: str):
    return s.t.defs[inst].ability(name)


def _free_gain(ab) -> bool:
    """An ability that costs nothing and only brings the user cards."""
    return (not ab.leads and not ab.matching and not ab.scrap
            and all(e in GAIN or e in ADVENTURE_GAIN for e, _ in ab.effects))


def _menu_pick(s, seat: int, acts):
    """The action step: complete the largest Adventure that can be paid; else play an ActionX card or
    ability that brings cards for free; else end the turn."""
    defs = s.t.defs
    best = None
    for a in acts:
        if a.kind == "complete":
            if best is None or len(defs[a.args[0]].cost) > len(defs[best.args[0]].cost):
                best = a
    if best is not None:
        return best
    room = len(s.advs[seat]) < 3
    for a in acts:
        k = a.kind
        if k == "feat":
            ab = defs[a.args[0]].abilities[0]
            first = ab.effects[0][0]
            if first in GAIN or (room and first in ADVENTURE_GAIN) or first in HARM:
                return a
        elif k == "card":
            inst, mode, bond = a.args
            if mode in (None, "Noble"):
                return a
        elif k == "use":
            ab = _ability(s, a.args[0], a.args[1])
            if _free_gain(ab) and (room or not any(e in ADVENTURE_GAIN for e, _ in ab.effects)):
                return a
    return acts[-1]          # End turn


def _settle(rules, s, seat: int, chance) -> None:
    """Play the quick policy on until `seat` is back at its action menu (or the turn or the game ends)."""
    turn = s.turn
    out = Out(False)
    for _ in range(SETTLE_STEPS):
        if s.over or s.turn != turn or s.pending is None or (s.pending.kind == "actions" and s.pending.seat == seat):
            return
        rules.apply(s, rollout_action(rules, s, chance), out)


def _feat_value(rules, s, action, seat: int, chance) -> float:
    """The seat's lead in emblems once this Heroic Feat choice is paid for and has taken effect."""
    t = rules.copy(s)
    rules.apply(t, action, Out(False))
    _settle(rules, t, seat, chance)
    return evaluate(t, seat)


def _heroic_pick(rules, s, seat: int, acts, chance):
    """In the Heroic Feat list (or one Feat's choices): the Feat whose effect, paid for, leaves the seat
    furthest ahead. A play-out that opened the list performs a Feat, so opening the list is judged by what
    it brings (going back would judge it as the menu again, and a search could go to and fro)."""
    listing = s.pending.kind == "heroic"
    best, best_v = acts[-1], None
    for a in acts:
        if a.kind == "back":
            continue
        if listing:
            t = rules.copy(s)
            rules.apply(t, a, Out(False))
            v = max((_feat_value(rules, t, d, seat, chance) for d in rules.legal(t) if d.kind != "back"),
                    default=-WIN)
        else:
            v = _feat_value(rules, s, a, seat, chance)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def _quick_menu(s, seat: int):
    """The action step of a seat with no ActionX card in hand or play: complete the largest Adventure
    that can be paid (the same choice the menu offers), else end the turn."""
    defs = s.t.defs
    best, best_pay = None, None
    for adv in s.advs[seat]:
        if best is not None and len(defs[adv].cost) <= len(defs[best].cost):
            continue
        pay = plan_payment(s, seat, adv)
        if pay is not None:
            best, best_pay = adv, pay
    if best is None:
        return END
    return Action("complete", f"Complete {defs[best].name}", (best, best_pay))


def rollout_action(rules, s, chance):
    """A fast play-out choice: complete what can be paid, free ActionX gains, keep the Leads the
    Adventures need, scrap the furthest Adventure, let Feats through, and leave a finalist the hardest
    Adventure."""
    kind, seat = s.pending.kind, s.pending.seat
    if kind == "actions" and not s.actionx_hand[seat] and not s.zone[seat]:
        return _quick_menu(s, seat)          # no ActionX to weigh: skip building the whole menu
    acts = rules.legal(s)
    if len(acts) == 1:
        return acts[0]
    if kind == "actions":
        return _menu_pick(s, seat, acts)
    if kind in ("heroic", "heroic-detail"):
        return _heroic_pick(rules, s, seat, acts, chance)
    if kind == "twist":
        return acts[-1]                      # no Twist now
    if kind == "thwart":
        return acts[-1]                      # let the Feat take effect
    if kind == "rest":
        return acts[0]
    if kind == "reveal":
        if len(acts) == 2 and _gap_with(s, seat, acts[1].args[0]) <= 1:
            return acts[1]
        return acts[0]
    if kind == "draw":
        if len(acts) == 2:
            top = s.lead_disc[-1]
            t = s.t.defs[top].lead_type
            if t == "Wild" or _surplus(s, seat).get(t, 0) < 0:
                return acts[1]
        return acts[0]
    if kind in ("draw-discard", "limit", "pay"):
        return _spare_type(s, seat, acts)
    if kind == "keep":
        return _wanted_type(s, seat, acts)
    if kind == "negotiate":
        return _spare_type(s, seat, acts)
    if kind in ("scrap", "scrap-cost"):
        advs = [a for a in acts if a.args[0] in s.advs[seat]]
        if advs:
            worst = _worst_adventure(s, seat, [a.args[0] for a in advs])
            return next(a for a in advs if a.args[0] == worst)
        return acts[0]
    if kind == "barter":
        return min(acts, key=lambda a: (_gap_with(s, seat, a.args[0]), len(s.t.defs[a.args[0]].cost)))
    if kind == "final-pick":
        return max(acts, key=lambda a: (len(s.t.defs[a.args[0]].cost), len(needs(s.t.defs[a.args[0]].cost))))
    return acts[chance.below(len(acts))]


# ----- the rule of thumb: one choice, the rest of the turn by the quick policy ----------------------
def finish_turn(rules, s, chance: Chance, turn: int | None = None) -> None:
    """Play on with the quick policy to the end of turn number `turn` (the current one if None), or of the
    game."""
    turn = s.turn if turn is None else turn
    out = Out(False)
    for _ in range(MAX_STEPS):
        if s.over or s.turn != turn or rules.to_act(s) is None:
            return
        rules.apply(s, rollout_action(rules, s, chance), out)


def _line(rules, s, action, seat: int, depth: int = 0, lists: bool = True):
    """(value, state at the end of the turn) if `seat` makes this choice in state `s`; with `lists`, a choice
    that only opens a list (a Heroic Feat, how to pay a Thwart) is judged by the best choice it opens."""
    after = rules.copy(s)
    rules.apply(after, action, Out(False))
    if lists and action.kind in OPENERS and depth < 2 and rules.to_act(after) == seat:
        best = None
        for b in rules.legal(after):
            if b.kind == "back" or _endless(after, b):
                continue
            v, st = _line(rules, after, b, seat, depth + 1)
            if best is None or v > best[0]:
                best = (v, st)
        if best is not None:
            return best
    finish_turn(rules, after, Chance(0), s.turn)
    return evaluate(after, seat), after


def after_turn(match, action, world):
    """The state at the end of this turn if the seat to act chooses `action` in `world` (a determinised
    state), the rest of the turn played by the quick policy (the search's view of a choice)."""
    return _line(match.rules, world, action, match.to_act, lists=False)[1]


def score(match, action, world) -> float:
    """The seat's lead in progress at the end of this turn if it chooses `action` in `world`; going back
    from the Heroic Feat list scores lowest (the list was opened because a Feat in it looked best)."""
    if action.kind == "back" or _endless(world, action):
        return -2 * WIN
    return _line(match.rules, world, action, match.to_act)[0]


def _endless(s, action) -> bool:
    """A Poach in a game past LONG_GAME turns: two seekers tied on their Final Adventure can swap the same
    easy Adventure back and forth for ever (each Poach costs the Lead a turn brings), so the rule of thumb
    stops Poaching in a game that has gone on that long."""
    return s.turn > LONG_GAME and (action.kind == "poach" or (action.kind == "heroic-pick" and
                                                              action.args[0] == "Poach"))


def rule_of_thumb() -> str:
    """The greedy bot's rule of thumb, in words."""
    return ("head for the Adventures nearest completion: pick the choice that, by the end of this turn, "
            "leaves you the fewest emblems still to find for five archived Adventures (spare Leads and ActionX "
            "cards count a little, each archived Adventure a bonus), compared with your nearest rival")


def world_for(match, seed: int = 0):
    """A determinised copy of the state as the seat to act sees it."""
    return determinize(match.state, match.to_act, Chance(seed * 7_919 + len(match.choices)))


# ----- explaining a choice ----------------------------------------------------------------------
def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _open(s, seat: int, adv: int) -> str:
    """'2 of its 3 emblems still open' for one of the seat's Adventures, by the seat's own Leads."""
    c = s.t.defs[adv]
    gap = _gap_with(s, seat, adv)
    if gap == 0:
        return f"your Leads already cover all {len(c.cost)} of its emblems"
    return f"{gap} of its {len(c.cost)} emblems still open with your Leads"


def _nearest(s, seat: int) -> str:
    slots, _, _ = plan(s, seat)
    if not slots:
        return "you have no active Adventure left"
    a, gap = min(slots, key=lambda x: x[1])
    if gap == 0:
        return f"your Leads already cover every emblem of your nearest Adventure, {s.t.defs[a].name}"
    return f"your nearest Adventure, {s.t.defs[a].name}, has {_plural(gap, 'emblem')} still open"


def _need_of_type(s, seat: int, t: str) -> str:
    sur = _surplus(s, seat).get(t, 0)
    held = sum(1 for i in s.hand[seat] if s.t.defs[i].lead_type == t)
    return f"you hold {_plural(held, t + ' Lead')} and your Adventures show {held - sur} {t} emblem" \
           f"{'' if held - sur == 1 else 's'}"


EFFECT_WORDS = {           # what each ActionX effect does, in a few words of our own
    "draw-leads": "draws {n} Lead{s}",
    "draw-actionx": "draws {n} ActionX card{s}",
    "reveal-adventures": "reveals {n} more Adventure{s}",
    "take-discarded-leads": "takes {n} Lead{s} off the discard pile",
    "recover-adventure": "brings back the Adventure on top of the discard pile",
    "rival-discards": "makes a rival discard {n} Lead{s} at random",
    "rival-archives": "sends a rival's Site or Relic to their Archive",
    "rival-buries": "buries one of a rival's Adventures",
    "steal-adventure": "takes a rival's Adventure for you",
    "swap-adventure": "swaps one of your Adventures for a rival's",
    "look-leads": "shows you the top {n} Leads to keep one",
    "barter": "lets you pick one of the top two Adventures",
    "bonded-draw": "draws a Lead, and another if it matches the bonded type",
    "rivals-bury-bonded": "makes rivals bury a Lead of the bonded type",
    "take-bonded-lead": "takes a Lead of the bonded type off the discard pile",
    "hand-limit": "raises your hand limit by {n}",
    "rivals-hand-limit": "lowers your rivals' hand limit by {n}",
    "bonded-wild": "lets Leads of the bonded type fill any emblem of your Adventures",
    "thwart-cost": "makes your Feats dearer to Thwart",
    "free-thwart": "Thwarts a Feat without burying Leads",
}


def _does(ability) -> str:
    """What an ActionX ability does, in a few words of our own ('draws 2 Leads and ...')."""
    words = [EFFECT_WORDS.get(e, e).format(n=n, s="" if n == 1 else "s") for e, n in ability.effects]
    cost = []
    if ability.leads:
        cost.append(_plural(ability.leads, "Lead"))
    if ability.matching:
        cost.append(f"{ability.matching} matching Leads")
    if ability.scrap:
        cost.append(f"scrapping an active {'Adventure' if ability.scrap == 'adventure' else 'ActionX card'}")
    text = " and ".join(words)
    return text + (f" (paying {' and '.join(cost)})" if cost else "")


def _what(match, action, s, seat: int) -> tuple[str, list[str]]:
    """What the choice does and the sections that say so, from the seat's own cards and the open table."""
    k, defs, args = action.kind, s.t.defs, action.args
    if k == "complete":
        adv, pay = args
        c = defs[adv]
        n = s.adventures_archived[seat] + 1
        text = (f"your {', '.join(pay)} Leads pay all {len(c.cost)} emblems of {c.name} in one go, and it goes to "
                f"your Archive as Adventure number {n}")
        if n >= WIN_ADVENTURES:
            return text + ", your fifth: you win", ["Completing Adventures", "Winning the Game"]
        reward = _plural(c.reward_leads, "Lead") + (" and an ActionX card" if c.reward_actionx else "")
        text += f"; its reward is {reward}"
        if n == FINAL_AT:
            text += (", but with four archived you start the Final Adventure, where the Leads in your hand are "
                     "swapped for three new ones")
            return text, ["Completing Adventures", "The Final Adventure"]
        return text, ["Completing Adventures"]
    if k == "end":
        return f"nothing else on offer brings you closer this turn; {_nearest(s, seat)}", ["Taking a Turn"]
    if k == "reveal-deck":
        return "the deck's top Adventure is a fresh chance at an easy one", ["Taking a Turn"]
    if k == "reveal-discard":
        return f"you know what you get: {defs[args[0]].name}, {_open(s, seat, args[0])}", ["Taking a Turn"]
    if k == "draw-two":
        t = defs[s.lead_disc[-1]].lead_type if s.lead_disc else None
        why = f"the discarded {t} Lead fills no open emblem of yours, so " if t and _surplus(s, seat).get(t, 0) >= 0 \
            and t != "Wild" else ""
        return why + "two unknown Leads (keeping the better) give more chances", ["Taking a Turn"]
    if k == "take-lead":
        t = defs[s.lead_disc[-1]].lead_type
        if t == "Wild":
            return "a wild Lead can stand in for any emblem", ["Taking a Turn", "Key Terms"]
        return f"a sure {t} Lead, and {_need_of_type(s, seat, t)}", ["Taking a Turn"]
    if k in ("draw-discard", "limit", "pay"):
        t = args[0]
        where = {"draw-discard": "Taking a Turn", "limit": "Hand Limits"}.get(k, "Key Terms")
        if t == "Wild":
            return "every other Lead you hold is needed more than this wild one", [where]
        return f"it is the Lead you need least: {_need_of_type(s, seat, t)}", [where]
    if k in ("scrap", "scrap-cost") and args[0] in s.advs[seat]:
        return f"{defs[args[0]].name} is the Adventure you would give up most easily, {_open(s, seat, args[0])}", \
            ["Taking a Turn" if k == "scrap" else "Key Terms"]
    if k == "final-pick":
        c = defs[args[0]]
        return (f"with {_plural(len(c.cost), 'emblem')} it is the hardest of the Adventures on offer, so the "
                "finalist needs the most Leads to finish it"), ["The Final Adventure"]
    if k == "barter-pick":
        return f"of the two you looked at, {defs[args[0]].name} is the nearer: {_open(s, seat, args[0])}", \
            ["Gain Resources"]
    if k == "keep":
        return f"it is the Lead you need most: {_need_of_type(s, seat, args[0])}", ["Card Effects vs Standard Rules"]
    if k == "give":
        return f"it is the Lead you need least: {_need_of_type(s, seat, args[0])}", ["Catch Up"]
    if k in ("rest", "no-rest"):
        text = ("with no Leads in hand, resting brings three Leads and two Adventures but skips the rest of the turn"
                if k == "rest" else "you keep your turn instead of resting")
        return text, ["Resting"]
    if k in ("thwart", "stave"):
        return "this cancels the rival's Feat before it takes effect", ["Disrupt Rivals", "More on Thwart"]
    if k == "allow":
        return "keeping your Leads matters more than stopping this Feat", ["Disrupt Rivals"]
    if k == "barter":
        return ("you pay to look at the next two Adventures and keep the one that suits you; "
                f"{_nearest(s, seat)}"), ["Gain Resources"]
    if k == "breakthrough":
        return "three matching Leads become a new ActionX card", ["Gain Resources"]
    if k == "sabotage":
        victim, inst = args
        return (f"{s.name(victim)} loses {defs[inst].name}, at the price of one of your own active cards and "
                "a Lead"), ["Disrupt Rivals"]
    if k == "negotiate":
        return (f"you give up {defs[args[0]].name} ({_open(s, seat, args[0])}) to see three Leads, keep two and "
                "hand one to a rival"), ["Catch Up"]
    if k == "poach":
        mine, victim, theirs = args
        return (f"you swap {defs[mine].name} ({_open(s, seat, mine)}) for {s.name(victim)}'s "
                f"{defs[theirs].name}, which has {_gap_with(s, seat, theirs)} of its {len(defs[theirs].cost)} "
                "emblems open with your Leads"), ["Catch Up"]
    if k == "feat":
        return f"the Feat {_does(defs[args[0]].abilities[0])}", ["ActionX Cards"]
    if k == "card":
        inst, mode, _ = args
        c = defs[inst]
        if c.ax_type == "Relic":
            return f"the Relic stays in play and, in {mode} mode, {_does(c.ability(mode))}", \
                ["ActionX Cards", "Sites & Relics"]
        aura, exploit = c.abilities
        return (f"the Site stays in play: its Aura {_does(aura)}, and its Exploit {_does(exploit)}"), \
            ["ActionX Cards", "Types of Abilities"]
    if k == "use":
        ab = defs[args[0]].ability(args[1])
        return f"the ability {_does(ab)}", ["Leverage" if ab.leverage else "Types of Abilities"]
    if k in ("pass", "back"):
        return "nothing here is worth its cost now", []
    return "", []


def consequences(match, action, seed: int = 0):
    """Play the action on a determinised copy with explanations on; return (events, world before)."""
    m = match.copy()
    world = world_for(match, seed)
    m.state = match.rules.copy(world)
    m.explain = True
    m._legal_cache = None
    return list(m.play(action.label)), world


IDLE_KINDS = {"end", "pass", "allow", "no-rest", "back"}   # choices that do nothing


def reason(match, action, seed: int = 0) -> Reason:
    """Why this choice, in a sentence or two by the seat's own cards and the open table, citing one rule; a
    choice that only opens a list is explained by the best choice in it. Only a determinised world is read."""
    seat = match.to_act
    events, world = consequences(match, action, seed)
    what, sections = _what(match, action, world, seat)
    if action.kind in OPENERS:                # judged by the best choice the list it opens holds
        rules = match.rules
        after = rules.copy(world)
        rules.apply(after, action, Out(False))
        options = [b for b in rules.legal(after) if b.kind != "back"]
        if options:
            best = max(options, key=lambda b: _line(rules, after, b, seat, 1)[0])
            if best.kind in OPENERS:
                inner = rules.copy(after)
                rules.apply(inner, best, Out(False))
                deeper = [b for b in rules.legal(inner) if b.kind != "back"]
                if deeper:
                    after, best = inner, max(deeper, key=lambda b: _line(rules, inner, b, seat, 2)[0])
            then, more = _what(match, best, after, seat)
            first = {"heroic": ["Heroic Feats"], "thwart-pick": ["Disrupt Rivals"]}.get(action.kind, [])
            sections = more or first
            what = f"it leads to {best.label}" + (f": {then}" if then else "")
    if not sections and events:
        sections = [events[0].rule.section]
    if not what:
        what = events[0].text_for(seat) if events else "it changes nothing you can count yet"
    _, end = _line(match.rules, world, action, seat)
    won = "by the end of the turn this wins you the game" if end.over and seat in end.res.winners else None
    return Reason(sentences(*what.split("; ")[:2], won), sections[0] if sections else "",
                  IDLE if action.kind in IDLE_KINDS else USEFUL)


def explain(match, action, seed: int = 0) -> str:
    """Why this choice, as one line: 'label: a sentence or two [the rule it rests on]'."""
    return reason(match, action, seed).line(action.label)

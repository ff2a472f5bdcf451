"""Seekers' quick policy: the rest of a turn played by rule of thumb, play-outs for the search, and the
score of a choice (how near the seat is to winning at the end of this turn, against its nearest rival)."""
from __future__ import annotations

import math

from ..engine.actions import Action
from ..engine.chance import Chance
from ..engine.out import Out
from ..seekers import RULES
from ..seekers.adventures import plan_payment
from ..seekers.hidden import determinize
from .strategy_value import (ADVENTURE_GAIN, END, GAIN, HARM, LONG_GAME, MAX_STEPS, OPENERS, SCALE, SETTLE_STEPS,
                            TYPES, WIN, evaluate, missing, needs)


# ----- the quick policy: play-outs, and the rest of a turn ------------------------------------------
def surplus(s, seat: int) -> dict[str, int]:
    """For each Lead type: Leads held minus emblems of that type on the seat's Adventures."""
    defs = s.table.defs
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
    sur = surplus(s, seat)
    best, best_v = acts[0], None
    for a in acts:
        t = key(a)
        v = -100 if t == "Wild" else sur.get(t, 0)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def _wanted_type(s, seat: int, acts, key=lambda a: a.args[0]):
    """Of choices naming a Lead type, the one the seat needs most (a wild one first)."""
    sur = surplus(s, seat)
    best, best_v = acts[0], None
    for a in acts:
        t = key(a)
        v = 100 if t == "Wild" else -sur.get(t, 0)
        if best_v is None or v > best_v:
            best, best_v = a, v
    return best


def gap_with(s, seat: int, adv: int, extra: str | None = None) -> int:
    """Emblems of one Adventure the seat's hand leaves open (with one more Lead of type `extra`)."""
    have = s.counts(seat)
    if extra:
        have[extra] = have.get(extra, 0) + 1
    wild = have.pop("Wild", 0)
    return missing(s.table.defs[adv].cost, have, wild)


def _worst_adventure(s, seat: int, advs):
    """The Adventure furthest from done (most open emblems, then most emblems)."""
    defs = s.table.defs
    return max(advs, key=lambda a: (gap_with(s, seat, a), len(defs[a].cost)))


def _ability(s, inst: int, name: str):
    """The ability of this name on a card."""
    return s.table.defs[inst].ability(name)


def _free_gain(ab) -> bool:
    """An ability that costs nothing and only brings the user cards."""
    return (not ab.leads and not ab.matching and not ab.scrap
            and all(e in GAIN or e in ADVENTURE_GAIN for e, _ in ab.effects))


def _menu_pick(s, seat: int, acts):
    """The action step: complete the largest Adventure that can be paid; else play an ActionX card or
    ability that brings cards for free; else end the turn."""
    defs = s.table.defs
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
    defs = s.table.defs
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
        if len(acts) == 2 and gap_with(s, seat, acts[1].args[0]) <= 1:
            return acts[1]
        return acts[0]
    if kind == "draw":
        if len(acts) == 2:
            top = s.lead_disc[-1]
            t = s.table.defs[top].lead_type
            if t == "Wild" or surplus(s, seat).get(t, 0) < 0:
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
        return min(acts, key=lambda a: (gap_with(s, seat, a.args[0]), len(s.table.defs[a.args[0]].cost)))
    if kind == "final-pick":
        return max(acts, key=lambda a: (len(s.table.defs[a.args[0]].cost), len(needs(s.table.defs[a.args[0]].cost))))
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


def play_line(rules, s, action, seat: int, depth: int = 0, lists: bool = True):
    """(value, state at the end of the turn) if `seat` makes this choice in state `s`; with `lists`, a choice
    that only opens a list (a Heroic Feat, how to pay a Thwart) is judged by the best choice it opens."""
    after = rules.copy(s)
    rules.apply(after, action, Out(False))
    if lists and action.kind in OPENERS and depth < 2 and rules.to_act(after) == seat:
        best = None
        for b in rules.legal(after):
            if b.kind == "back" or _endless(after, b):
                continue
            v, st = play_line(rules, after, b, seat, depth + 1)
            if best is None or v > best[0]:
                best = (v, st)
        if best is not None:
            return best
    finish_turn(rules, after, Chance(0), s.turn)
    return evaluate(after, seat), after


def after_turn(match, action, world):
    """The state at the end of this turn if the seat to act chooses `action` in `world` (a determinised
    state), the rest of the turn played by the quick policy (the search's view of a choice)."""
    return play_line(match.rules, world, action, match.to_act, lists=False)[1]


def score(match, action, world) -> float:
    """The seat's lead in progress at the end of this turn if it chooses `action` in `world`; going back
    from the Heroic Feat list scores lowest (the list was opened because a Feat in it looked best)."""
    if action.kind == "back" or _endless(world, action):
        return -2 * WIN
    return play_line(match.rules, world, action, match.to_act)[0]


def _endless(s, action) -> bool:
    """A Poach in a game past LONG_GAME turns: two seekers tied on their Final Adventure can swap the same
    easy Adventure back and forth for ever (each Poach costs the Lead a turn brings), so the rule of thumb
    stops Poaching in a game that has gone on that long."""
    return s.turn > LONG_GAME and (action.kind == "poach" or (action.kind == "heroic-pick" and
                                                              action.args[0] == "Poach"))


# the greedy bot's rule of thumb, in words (it follows "Rule of thumb: ")
RULE_OF_THUMB = ("head for the Adventures nearest completion: pick the choice that, by the end of this turn, "
                 "leaves you the fewest emblems still to find for five archived Adventures (spare Leads and ActionX "
                 "cards count a little, each archived Adventure a bonus), compared with your nearest rival")


def world_for(match, seed: int = 0):
    """A determinised copy of the state as the seat to act sees it."""
    return determinize(match.state, match.to_act, Chance(seed * 7_919 + len(match.choices)))


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
    if s.over and s.result is not None:
        return 1.0 / len(s.result.winners) if seat in s.result.winners else 0.0
    sig = _signature(s)
    last, last_sig, end = _JUDGED[0]
    if last is not s or last_sig != sig:
        end = s.copy()
        finish_turn(RULES, end, Chance(s.rng.s))
        _JUDGED[0] = (s, sig, end)
    if end.over and end.result is not None:
        return 1.0 / len(end.result.winners) if seat in end.result.winners else 0.0
    lead = evaluate(end, seat)
    return 1.0 / (1.0 + math.exp(-lead / SCALE))

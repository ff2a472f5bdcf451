"""Xenofera's rule of thumb (the most points by the end of this turn, counting what cages, crew and
Collections promise for the turns left) and its play-out policy; why a choice is good is in xenofera.py."""
# Everything here works on a determinised copy of the match (a world in which every card the seat
# cannot see has been re-dealt at random), so no hidden card is ever read: a choice is played there,
# the rest of the turn is played out with the play-out policy, and the position is judged.
from __future__ import annotations

import math
from functools import lru_cache

from ..engine.actions import Action
from ..engine.chance import Chance
from ..engine.out import Out
from ..xenofera.battle import odds as exclusion_odds
from ..xenofera.hidden import determinize
from ..xenofera.powers import points as member_points
from ..xenofera.powers import action_effect, cage_fits, cage_room, item_total, seat_bonus_terms
from ..xenofera.draw import hand_size
from ..xenofera.steps import CAPTURE
from ..xenofera.state import MAX_CAGES, MAX_CREW, XenoferaState
from ..strategy import final_lead

WIN = 100.0            # points a won game is worth to the rule of thumb
MAX_STEPS = 60         # choices played while finishing a turn
DRAWS_PER_TURN = 3.0   # Utility cards a player draws in a typical turn (sets the turns left)
SLOT = 1.6             # points an empty cage place is judged to promise, while turns remain to fill it
TIE = 0.05             # a creature more breaks a tie (Scoring and Winning)
CATCHES_PER_TURN = 0.8 # creatures a player catches in a typical turn
MUSCLE = 0.12          # points a member's build or capture point promises for each turn left
AIM = 1.0              # how much more often than chance one catches creatures a Collection wants
HOPE = 0.7             # how much of a Collection's bonus a certain-looking completion is judged worth
RAID = 0.5             # how likely a rival holding a raiding Action is to use it on the richest cage
REACH = 0.7            # how sure a catch still in reach this turn is judged to be
LUCK = 2.5             # how far a lead may swing, by luck, in each square root of a turn left
MARGIN = 0.15          # part of the win chance that follows the size of the lead (keeps a lost cause trying)
LATER = (1.0, 0.6, 0.35, 0.2, 0.1)   # weights of the 1st, 2nd, ... most hopeful unfinished Collections

# Issue 26: more simulations win more often against greedy (seed 7, 200 games, loaded machine): 32 won 53.0 %
# at 15 ms a choice, 128 won 59.5 % at 51 ms; 160 keeps a margin under the 100 ms a choice. A strong prior
# (40, a quarter of the search, as helps Xeko) won 63.0 % of 100 games (seed 3) where prior 4 won 67.0 %.
# Later (seed 1, 200 games, two duels sharing the two cores): 320 simulations won 67.0 % at 94 ms a choice,
# 320 with three candidates 68.0 % at 108 ms; neither reaches 70 % and both crowd the 100 ms, so 160 stays.
SEARCH = {"simulations": 160, "horizon": 4, "candidates": 4}


# ----- what a position is worth ------------------------------------------------------------------
def turns_left(s: XenoferaState, seat: int) -> float:
    """How many more turns the seat will begin, judged from the Utility deck (or the last round)."""
    if s.over:
        return 0.0
    if s.final is not None:
        return float(s.final.count(seat))
    per_round = DRAWS_PER_TURN * s.table.players
    return 1.0 + len(s.util_deck) / per_round


@lru_cache(maxsize=None)
def _share(t, coll: int) -> float:
    """The part of the Xenofera deck that counts for a Collection."""
    c = t.defs[coll]
    hits = sum(1 for x in t.xenofera if (t.defs[x].planet == c.req if c.req_kind == "planet"
                                         else c.req in t.defs[x].traits))
    return hits / len(t.xenofera)


def towards(c, caught) -> int:
    """How many of the caught creatures count towards Collection card c."""
    if c.req_kind == "planet":
        return sum(1 for x in caught if x.planet == c.req)
    return sum(1 for x in caught if c.req in x.traits)


def collection_hope(s: XenoferaState, seat: int, coll: int, caught, turns: float) -> float:
    """Points a kept Collection is worth now: its bonus if done, else the bonus times a guess at the
    chance of completing it with the creatures one can still hope to catch."""
    c = s.table.defs[coll]
    have = towards(c, caught)
    if have >= c.count:
        return float(c.bonus)
    more = turns * CATCHES_PER_TURN * AIM * _share(s.table, coll)   # matching creatures, aiming for them
    return HOPE * c.bonus * min(1.0, (have + more) / c.count) ** 3


# Points a card in hand is judged to be worth early in the game: the first of its kind, and each further one.
FIRST = {"cage": 1.6, "crew": 0.7, "reaction": 0.9, "item": 0.5, "action": 0.6, "immediate": 0.0}
MORE = {"cage": 0.8, "crew": 0.3, "reaction": 0.4, "item": 0.3, "action": 0.4, "immediate": 0.0}
ATTACKS = ("release", "demolish")


@lru_cache(maxsize=None)
def _kinds(t) -> tuple:
    """The kind of each card instance, Actions that raid a cage counted apart ("attack")."""
    out = []
    for c in t.defs:
        if c.kind == "action" and c.powers and c.powers[0][0] in ATTACKS:
            out.append("attack")
        else:
            out.append(c.kind)
    return tuple(out)


def hand_worth(s: XenoferaState, seat: int, turns: float) -> float:
    """Points the cards in hand are judged to be worth: what they can still do in the turns left (a
    second card of a kind is worth less than the first)."""
    kinds = _kinds(s.table)
    later = min(1.0, turns / 3.0)
    seen: dict[str, int] = {}
    total = 0.0
    for i in s.hand[seat]:
        kind = kinds[i]
        k = "action" if kind == "attack" else kind
        n = seen.get(k, 0)
        seen[k] = n + 1
        v = FIRST[k] if n == 0 else MORE[k] / n
        if kind == "attack":
            v += 0.4
        if k in ("cage", "item", "crew"):
            if (k == "cage" and len(s.cages[seat]) >= MAX_CAGES) or (k == "crew" and len(s.crew[seat]) >= MAX_CREW):
                v = 0.0
            v *= later
        total += v
    return total


@lru_cache(maxsize=None)
def _attack_share(t) -> float:
    """The part of the Utility cards that can raid a cage (Open the Gates, Demolition Charge)."""
    kinds = _kinds(t)
    return sum(1 for i in t.utility if kinds[i] == "attack") / max(1, len(t.utility))


def exposure(s: XenoferaState, seat: int) -> float:
    """Points a rival's raid could take: the richest cage with no guarding item."""
    defs = s.table.defs
    worst = 0
    for _, items, xs in s.cages[seat]:
        if not xs or (items and item_total(s, items, "guard")):
            continue
        extra = item_total(s, items, "habitat") if items else 0
        worst = max(worst, sum(defs[x].value + extra for x in xs))
    return worst


def risk(s: XenoferaState, seat: int) -> float:
    """Points the seat may expect to lose to a raid before its next turn: the richest unguarded cage
    times the chance that a rival holds a raiding Action (less if the seat holds a Reaction)."""
    at_stake = exposure(s, seat)
    if not at_stake:
        return 0.0
    cards = sum(len(s.hand[p]) for p in range(s.table.players) if p != seat)
    chance = 1.0 - (1.0 - _attack_share(s.table)) ** cards
    kinds = _kinds(s.table)
    if any(kinds[i] == "reaction" for i in s.hand[seat]):
        chance *= 0.5
    return RAID * chance * at_stake


def tally(s: XenoferaState, seat: int) -> tuple[int, list, int]:
    """The seat's score if the game ended now (Scoring and Winning), its creatures, and its empty places."""
    defs = s.table.defs
    total, caught, room = 0, [], 0
    for cage, items, xs in s.cages[seat]:
        room += defs[cage].capacity - len(xs)
        extra = 0
        if items:
            room += item_total(s, items, "room")
            if xs:
                extra = item_total(s, items, "habitat")
        for x in xs:
            card = defs[x]
            total += card.value + extra
            caught.append(card)
    done = 0
    for c in s.collections[seat]:
        if towards(defs[c], caught) >= defs[c].count:
            done += 1
            total += defs[c].bonus
    if done:
        total += done * sum(v for _, v in seat_bonus_terms(s, seat, "collection"))
    for m in s.crew[seat]:
        total -= defs[m].cost
    return total, caught, room


def in_reach(s: XenoferaState, seat: int) -> float:
    """Mid-turn, before the seat's captures: the value of the best creature in view its ready members
    could still catch into an empty place that fits (a play-out cut short has not caught it yet)."""
    defs = s.table.defs
    ready = [defs[m] for m in s.members(seat) if m not in s.utilised]
    if not ready:
        return 0.0
    best = 0.0
    for x in s.sight:
        card = defs[x]
        if card.value <= best:
            continue
        if not any(cage_room(s, e) > 0 and cage_fits(s, e, card.size) for e in s.cages[seat]):
            continue
        if sum(member_points(m, "capture", card) for m in ready) >= card.capture_cost:
            best = float(card.value)
    return best


def worth(s: XenoferaState, seat: int) -> float:
    """Points now, plus what empty cage places, members, Collections in progress and the hand promise,
    less what a rival's raid may take (and, mid-turn, the catch still in reach)."""
    defs = s.table.defs
    turns = turns_left(s, seat)
    now, caught, room = tally(s, seat)
    value = now + TIE * len(caught)
    if s.active == seat and s.phase <= CAPTURE and not s.over:
        value += REACH * max(0.0, in_reach(s, seat) - SLOT)
    if turns <= 0:
        return value
    hopes = sorted((collection_hope(s, seat, c, caught, turns) for c in s.collections[seat]
                    if towards(defs[c], caught) < defs[c].count), reverse=True)
    for w, hope in zip(LATER, hopes):
        value += w * hope
    value += SLOT * min(room, turns * 1.2)
    h = s.huntsman[seat]
    muscle = defs[h].capture + 0.6 * defs[h].build if h >= 0 else 0.0
    for m in s.crew[seat]:
        muscle += defs[m].capture + 0.6 * defs[m].build
    value += MUSCLE * muscle * turns
    return value + hand_worth(s, seat, turns) - risk(s, seat)


def evaluate(s: XenoferaState, seat: int) -> float:
    """The seat's lead in worth over its best rival (a won or lost game counts WIN more)."""
    if s.over and s.result is not None:
        return final_lead(s.result, seat, WIN)
    mine = worth(s, seat)
    return mine - max(worth(s, p) for p in range(s.table.players) if p != seat)


def win_chance(s: XenoferaState, seat: int) -> float:
    """A guess at the seat's chance of winning from its lead: the fewer turns are left, the surer a lead
    (for play-outs cut short)."""
    if s.over and s.result is not None:
        return 1.0 / len(s.result.winners) if seat in s.result.winners else 0.0
    turns = sum(turns_left(s, p) for p in range(s.table.players)) / s.table.players
    lead = evaluate(s, seat)
    sure = 1.0 / (1.0 + math.exp(-lead / (LUCK * math.sqrt(turns + 0.5))))
    return (1.0 - MARGIN) * sure + MARGIN / (1.0 + math.exp(-lead / 25.0))


# ----- the play-out policy -----------------------------------------------------------------------
def _capture_value(s: XenoferaState, seat: int, x: int) -> float:
    """A creature's value to the seat: its points and a share of the Collections it helps."""
    defs = s.table.defs
    card = defs[x]
    v = float(card.value)
    for c in s.collections[seat]:
        cd = defs[c]
        if (card.planet == cd.req) if cd.req_kind == "planet" else (cd.req in card.traits):
            v += cd.bonus / cd.count
    return v


def _cage_waste(s: XenoferaState, seat: int, cage: int) -> int:
    """How much a cage could hold beyond a small creature: keep big cages for big creatures."""
    c = s.table.defs[cage]
    return len(c.sizes) + c.sizes[-1] + c.capacity


def best_capture(s: XenoferaState, acts):
    """The capture of the creature worth most to the seat, into the humblest cage that fits it."""
    seat = s.active
    best, key = None, None
    for a in acts:
        if a.kind != "capture":
            continue
        k = (_capture_value(s, seat, a.args[0]), -len(a.args), -_cage_waste(s, seat, a.args[1]))
        if key is None or k > key:
            best, key = a, k
    return best


def _room_for_sight(s: XenoferaState, seat: int) -> bool:
    """Whether some creature in view fits an empty place in the seat's cages."""
    defs = s.table.defs
    for e in s.cages[seat]:
        if cage_room(s, e) > 0 and any(cage_fits(s, e, defs[x].size) for x in s.sight):
            return True
    return False


def best_build(s: XenoferaState, acts):
    """The cage that fits most creatures in view, when none of them has an empty place to go (else None)."""
    seat = s.active
    defs = s.table.defs
    if not _room_for_sight(s, seat):
        best, key = None, None
        for a in acts:
            if a.kind == "build" and a.args[1] == -1:
                c = defs[a.args[0]]
                fits = sum(1 for x in s.sight if defs[x].size in c.sizes)
                k = (fits * c.capacity, -len(a.args), -c.build_cost)
                if key is None or k > key:
                    best, key = a, k
        if best is not None:
            return best
    return None


def best_defence(acts):
    """The Defender's pair with the highest total (the choices list pairs from lowest to highest)."""
    return acts[-1]


END_PHASE = {"action": Action("end-action", "End the Action Phase"),
             "build": Action("end-build", "End the Build Phase"),
             "capture": Action("end-capture", "End the Capture Phase")}


def keep_hand(s: XenoferaState, seat: int) -> Action:
    """The Draw Phase choice that discards nothing (always offered; made here without listing the rest)."""
    return Action("refill", f"Keep every card and draw back up to {hand_size(s, seat)} cards", ())


def rollout_action(rules, s: XenoferaState, chance: Chance):
    """A fast play-out choice: capture the most valuable creature, build a cage when nothing in view fits,
    recruit while Crew Quarters are thin, answer Actions aimed at one's own cages, keep the hand."""
    kind, seat = s.pending.kind, s.pending.seat
    if kind == "draw":
        return keep_hand(s, seat)
    if kind == "action":
        if len(s.crew[seat]) < 3 and turns_left(s, seat) > 3:
            crew = [a for a in rules.legal(s) if a.kind == "recruit"]
            if crew:
                defs = s.table.defs
                return max(crew, key=lambda a: defs[a.args[0]].capture + defs[a.args[0]].build - defs[a.args[0]].cost)
        return END_PHASE["action"]
    acts = rules.legal(s)
    if len(acts) == 1:
        return acts[0]
    if kind == "capture":
        return best_capture(s, acts) or acts[-1]
    if kind == "build":
        return best_build(s, acts) or acts[-1]
    if kind == "react":
        aimed = s.action_in_play.target
        if aimed and aimed[0] == seat and action_effect(s.table.defs[s.action_in_play.card]) in ("release", "demolish"):
            return acts[0]
        return acts[-1]
    if kind == "b-defend":
        return best_defence(acts)
    if kind == "b-attack":
        return acts[len(acts) - 1 - chance.below(6)]
    if kind == "b-exclude":
        return acts[chance.below(3)]
    if kind == "call":
        return acts[0] if evaluate(s, seat) > 0 else acts[1]
    if kind == "keep-collection":
        caught = [s.table.defs[x] for x in s.creatures_of(seat)]
        turns = turns_left(s, seat)
        return max(acts, key=lambda a: collection_hope(s, seat, a.args[0], caught, turns))
    return acts[0]


# ----- the rule of thumb -------------------------------------------------------------------------
def finish_turn(rules, s: XenoferaState, out: Out, chance: Chance, turn: int) -> None:
    """Play on to the end of turn number `turn` (or of the game) with the play-out policy."""
    for _ in range(MAX_STEPS):
        if s.over or s.turn != turn or s.pending is None:
            return
        rules.apply(s, rollout_action(rules, s, chance), out)


def world_for(match, seed: int = 0) -> XenoferaState:
    """A determinised copy of the state as the seat to act sees it."""
    return determinize(match.state, match.to_act, Chance(seed * 7_919 + len(match.choices)))


def after_turn(match, action, world) -> XenoferaState:
    """The state at the end of this turn if we choose `action` in `world`, the play-out policy doing the rest."""
    rules = match.rules
    s = rules.copy(world)
    out = Out(False)
    turn = s.turn
    rules.apply(s, action, out)
    finish_turn(rules, s, out, Chance(len(match.choices) + 1), turn)
    return s


def score(match, action, world) -> float:
    """The seat's lead in worth at the end of this turn if we choose `action` in `world`."""
    seat = match.to_act
    kind = action.kind
    if kind == "b-exclude":
        return float(exclusion_odds(world)[action.args[0]][1])
    return evaluate(after_turn(match, action, world), seat)

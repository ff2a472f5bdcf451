"""Xenofera's rule of thumb (the most points by the end of this turn, counting what cages, crew and
Collections promise for the turns left), its play-out policy, and why a choice is good."""
# Everything here works on a determinised copy of the match (a world in which every card the seat
# cannot see has been re-dealt at random), so no hidden card is ever read: a choice is played there,
# the rest of the turn is played out with the play-out policy, and the position is judged.
from __future__ import annotations

import math
import re
from functools import lru_cache

from ..engine.actions import Action
from ..engine.chance import Chance
from ..engine.out import Out
from ..xenofera.battle import odds as exclusion_odds
from ..xenofera.hidden import determinize
from ..xenofera.powers import points as member_points
from ..xenofera.powers import action_effect, cage_fits, cage_room, item_total, seat_bonus_terms
from ..xenofera.rulebook import RULEBOOK
from ..xenofera.draw import hand_size
from ..xenofera.phases import ACTION, CAPTURE
from ..xenofera.state import CALL_MINIMUM, MAX_CAGES, MAX_CREW, XenoferaState
from . import IDLE, USEFUL, Reason, final_lead, sentences

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

SEARCH = {"simulations": 32, "horizon": 4, "candidates": 4}


# ----- what a position is worth ------------------------------------------------------------------
def turns_left(s: XenoferaState, seat: int) -> float:
    """How many more turns the seat will begin, judged from the Utility deck (or the last round)."""
    if s.over:
        return 0.0
    if s.final is not None:
        return float(s.final.count(seat))
    per_round = DRAWS_PER_TURN * s.t.players
    return 1.0 + len(s.util_deck) / per_round


@lru_cache(maxsize=None)
def _share(t, coll: int) -> float:
    """The part of the Xenofera deck that counts for a Collection."""
    c = t.defs[coll]
    hits = sum(1 for x in t.xenofera if (t.defs[x].planet == c.req if c.req_kind == "planet"
                                         else c.req in t.defs[x].traits))
    return hits / len(t.xenofera)


def _counts(c, caught) -> int:
    """How many of the caught creatures count towards Collection card c."""
    if c.req_kind == "planet":
        return sum(1 for x in caught if x.planet == c.req)
    return sum(1 for x in caught if c.req in x.traits)


def collection_hope(s: XenoferaState, seat: int, coll: int, caught, turns: float) -> float:
    """Points a kept Collection is worth now: its bonus if done, else the bonus times a guess at the
    chance of completing it with the creatures one can still hope to catch."""
    c = s.t.defs[coll]
    have = _counts(c, caught)
    if have >= c.count:
        return float(c.bonus)
    more = turns * CATCHES_PER_TURN * AIM * _share(s.t, coll)   # matching creatures, aiming for them
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
    kinds = _kinds(s.t)
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
    defs = s.t.defs
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
    cards = sum(len(s.hand[p]) for p in range(s.t.players) if p != seat)
    chance = 1.0 - (1.0 - _attack_share(s.t)) ** cards
    kinds = _kinds(s.t)
    if any(kinds[i] == "reaction" for i in s.hand[seat]):
        chance *= 0.5
    return RAID * chance * at_stake


def tally(s: XenoferaState, seat: int) -> tuple[int, list, int]:
    """The seat's score if the game ended now (Scoring and Winning), its creatures, and its empty places."""
    defs = s.t.defs
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
    for c in s.colls[seat]:
        if _counts(defs[c], caught) >= defs[c].count:
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
    defs = s.t.defs
    ready = [defs[m] for m in s.members(seat) if m not in s.busy]
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
    defs = s.t.defs
    turns = turns_left(s, seat)
    now, caught, room = tally(s, seat)
    value = now + TIE * len(caught)
    if s.active == seat and s.phase <= CAPTURE and not s.over:
        value += REACH * max(0.0, in_reach(s, seat) - SLOT)
    if turns <= 0:
        return value
    hopes = sorted((collection_hope(s, seat, c, caught, turns) for c in s.colls[seat]
                    if _counts(defs[c], caught) < defs[c].count), reverse=True)
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
    if s.over and s.res is not None:
        return final_lead(s.res, seat, WIN)
    mine = worth(s, seat)
    return mine - max(worth(s, p) for p in range(s.t.players) if p != seat)


def win_chance(s: XenoferaState, seat: int) -> float:
    """A guess at the seat's chance of winning from its lead: the fewer turns are left, the surer a lead
    (for play-outs cut short)."""
    if s.over and s.res is not None:
        return 1.0 / len(s.res.winners) if seat in s.res.winners else 0.0
    turns = sum(turns_left(s, p) for p in range(s.t.players)) / s.t.players
    lead = evaluate(s, seat)
    sure = 1.0 / (1.0 + math.exp(-lead / (LUCK * math.sqrt(turns + 0.5))))
    return (1.0 - MARGIN) * sure + MARGIN / (1.0 + math.exp(-lead / 25.0))


# ----- the play-out policy -----------------------------------------------------------------------
def _capture_value(s: XenoferaState, seat: int, x: int) -> float:
    """A creature's value to the seat: its points and a share of the Collections it helps."""
    defs = s.t.defs
    card = defs[x]
    v = float(card.value)
    for c in s.colls[seat]:
        cd = defs[c]
        if (card.planet == cd.req) if cd.req_kind == "planet" else (cd.req in card.traits):
            v += cd.bonus / cd.count
    return v


def _cage_waste(s: XenoferaState, seat: int, cage: int) -> int:
    """How much a cage could hold beyond a small creature: keep big cages for big creatures."""
    c = s.t.defs[cage]
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
    defs = s.t.defs
    for e in s.cages[seat]:
        if cage_room(s, e) > 0 and any(cage_fits(s, e, defs[x].size) for x in s.sight):
            return True
    return False


def best_build(s: XenoferaState, acts):
    """The cage that fits most creatures in view, when none of them has an empty place to go (else None)."""
    seat = s.active
    defs = s.t.defs
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
    kind, seat = s.pending[0], s.pending[1]
    if kind == "draw":
        return keep_hand(s, seat)
    if kind == "action":
        if len(s.crew[seat]) < 3 and turns_left(s, seat) > 3:
            crew = [a for a in rules.legal(s) if a.kind == "recruit"]
            if crew:
                defs = s.t.defs
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
        aimed = s.ctx[1]
        if aimed and aimed[0] == seat and action_effect(s.t.defs[s.ctx[0]]) in ("release", "demolish"):
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
        caught = [s.t.defs[x] for x in s.creatures_of(seat)]
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


# ----- explaining a choice ----------------------------------------------------------------------
SIZE_NAMES = ("Small", "Medium", "Large", "Huge")


def cite(rule_id: str) -> str:
    """The rulebook section heading of one of our rule ids, in brackets."""
    return f"[{RULEBOOK[rule_id].section}]"


def _n(count: int, word: str) -> str:
    """"3 cards", "1 card": a count with its noun."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def _pool_points(s: XenoferaState, pool, purpose: str, target) -> int:
    """The points a group of members brings towards one cost."""
    return sum(member_points(s.card(m), purpose, target) for m in pool)


def _collection_progress(s: XenoferaState, seat: int, x: int) -> list[str]:
    """What catching creature x does for the seat's own kept Collections (the seat sees its own)."""
    defs = s.t.defs
    caught = [defs[i] for i in s.creatures_of(seat)]
    card = defs[x]
    out = []
    for c in s.colls[seat]:
        cd = defs[c]
        have = _counts(cd, caught)
        if have >= cd.count or _counts(cd, [card]) == 0:
            continue
        if have + 1 >= cd.count:
            out.append(f"it completes your Collection {cd.name} for {cd.bonus} more points {cite('scoring')}")
        else:
            out.append(f"it takes your Collection {cd.name} to {have + 1} of {cd.count} {cite('scoring')}")
    return out


def _why_capture(s: XenoferaState, seat: int, action, legal) -> list[str]:
    """A capture: the points it adds, who pays its cost, the Collections it helps."""
    x, cage, pool = action.args[0], action.args[1], action.args[2:]
    card = s.card(x)
    k = s.cage_of(seat, cage)
    paid = _pool_points(s, pool, "capture", card)
    parts = [f"{card.name} goes into Cage {k + 1} and counts {_n(card.value, 'point')} at the end "
             f"{cite('scoring')}",
             f"{' and '.join(s.member_name(m) for m in pool)} {'brings' if len(pool) == 1 else 'bring'} {paid} "
             f"capture points for {card.name}'s capture cost of "
             f"{card.capture_cost}, and cannot help again this turn {cite('capture-once')}"]
    parts += _collection_progress(s, seat, x)
    reachable = {a.args[0] for a in legal if a.kind == "capture"}
    others = [s.card(i) for i in s.sight if i not in reachable and s.card(i).value > card.value]
    if others:
        parts.append(f"{others[0].name} is worth more but is out of reach now (cost, or no empty cage of its "
                     f"size) {cite('cage-fits')}")
    return parts


def _why_build(s: XenoferaState, seat: int, action) -> list[str]:
    """A cage or item: the room or effect it gives, and who is used up building it."""
    inst, cage, pool = action.args[0], action.args[1], action.args[2:]
    card = s.card(inst)
    who = " and ".join(s.member_name(m) for m in pool)
    used = f"{who} {'is' if len(pool) == 1 else 'are'} then used up for this turn, so cannot capture {cite('build-once')}"
    if card.kind == "cage":
        sizes = "/".join(SIZE_NAMES[z] for z in card.sizes)
        fits = [s.card(x).name for x in s.sight if s.card(x).size in card.sizes]
        view = (f"; in view now it would fit {', '.join(fits[:3])}" if fits else "")
        return [f"a new cage for {sizes} creatures gives {_n(card.capacity, 'more place')} in your Cargo Bay "
                f"{cite('build-phase')}{view}", used]
    k = s.cage_of(seat, cage)
    effect = card.powers[0][0] if card.powers else ""
    what = {"habitat": f"each creature in Cage {k + 1} will score {card.powers[0][1]} more {cite('scoring')}",
            "guard": f"an Action aimed at Cage {k + 1} must now win a battle first {cite('battle')}",
            "widen": f"Cage {k + 1} will also take creatures one size larger {cite('cage-fits')}",
            "room": f"Cage {k + 1} will hold {card.powers[0][1]} more creature {cite('cage-fits')}"}
    return [f"{card.name} goes onto Cage {k + 1}: " + what.get(effect, f"it is built {cite('item-type')}"), used]


def _why_play(s: XenoferaState, seat: int, action) -> list[str]:
    """An Action card: what it does to whom, and the Reaction or battle it may meet."""
    inst, target = action.args[0], action.args[1:]
    card = s.card(inst)
    effect = action_effect(card)
    rivals = "a rival may answer with a Reaction, and then a battle decides " + cite("reaction")
    if effect == "draw":
        return [f"you draw {card.power('draw')[1]} more Utility cards now {cite('other-action')}",
                f"the Utility deck ({_n(len(s.util_deck), 'card')} left) runs out sooner, and its last card "
                f"starts the last round {cite('last-card')}"]
    if effect == "flush":
        x = s.card(target[0])
        return [f"{x.name} (worth {x.value}) leaves the Line of Sight, so nobody can catch it, and a new creature "
                f"is turned up {cite('other-action')}", rivals]
    if effect == "release":
        r, cage, x = target
        k = s.cage_of(r, cage)
        guard = guarded_by(s, r, cage)
        parts = [f"{s.name(r)} loses {s.card(x).name} and its {s.card(x).value} points {cite('other-action')}",
                 rivals]
        if guard is not None:
            parts.append(f"Cage {k + 1} is guarded by {s.card(guard).name}, so you must win a battle first "
                         f"{cite('battle')}")
        return parts
    if effect == "demolish":
        r, cage = target
        k = s.cage_of(r, cage)
        _, items, xs = s.cages[r][k]
        lost = sum(s.card(x).value for x in xs)
        parts = [f"{s.name(r)}'s Cage {k + 1} goes, with {_n(len(xs), 'creature')} worth {lost} points and "
                 f"{_n(len(items), 'item')} {cite('built-stays')}", rivals]
        guard = guarded_by(s, r, cage)
        if guard is not None:
            parts.append(f"it is guarded by {s.card(guard).name}, so a battle comes first {cite('battle')}")
        return parts
    if effect == "sabotage":
        r, cage, item = target
        return [f"{s.name(r)} loses {s.card(item).name} from a cage {cite('built-stays')}", rivals]
    if effect == "dismiss":
        r, m = target
        c = s.card(m)
        return [f"{s.name(r)} loses {c.name} and its {c.build} build and {c.capture} capture points, though they "
                f"no longer pay its cost of {c.cost} at the end {cite('recruit')}", rivals]
    if effect == "discharge":
        c = s.card(target[0])
        return [f"you no longer pay {c.name}'s cost of {c.cost} at the end, though you lose its {c.build} build "
                f"and {c.capture} capture points {cite('scoring')}"]
    return [f"it takes effect at once {cite('other-action')}"]


def guarded_by(s: XenoferaState, seat: int, cage: int):
    """The guarding item on a seat's cage, or None."""
    from ..xenofera.powers import guarded
    return guarded(s, seat, cage)


def _why_draw(s: XenoferaState, seat: int, action) -> list[str]:
    """A Draw Phase choice: what is discarded or drawn, and how near the last round comes."""
    if action.kind == "collections":
        held = len(s.colls[seat])
        return [f"you draw two Collections and keep the more promising one (you hold {held} now); your hand is "
                f"not refilled this turn {cite('draw-phase')}",
                f"the Utility deck is left alone, so the last round comes no closer {cite('last-card')}"]
    size = hand_size(s, seat)
    draws = max(0, size - len(s.hand[seat]) + len(action.args))
    parts = []
    if action.args:
        parts.append(f"{', '.join(s.card(i).name for i in action.args)} "
                     f"{'does' if len(action.args) == 1 else 'do'} least for you now {cite('draw-phase')}")
    parts.append(f"you draw {_n(draws, 'card')} to get back to {size} {cite('hand-size')}")
    if draws:
        parts.append(f"{_n(len(s.util_deck), 'card')} are left in the Utility deck; the last one drawn starts "
                     f"the last round {cite('last-card')}")
    return parts


def _why_battle(s: XenoferaState, seat: int, action) -> list[str]:
    """A battle choice: the totals, the Decoy and the tie rule."""
    defs = s.t.defs
    if action.kind == "b-defend":
        total = sum(defs[i].value for i in action.args) + sum(v for _, v in seat_bonus_terms(s, seat, "battle"))
        return [f"your total will be {total}; the Attacker wins ties, so you need more than their two cards "
                f"that stay in {cite('battle-defender')}",
                f"cards used go to your used pile until you are down to two {cite('battle-reset')}"]
    if action.kind == "b-attack":
        real = [defs[i].value for i in action.args if i not in s.t.decoys]
        where = next(k for k, i in enumerate(action.args) if i in s.t.decoys)
        return [f"your real cards total {sum(real)}; if the Defender leaves out the Decoy (now in place "
                f"{where + 1}) both count, else only one does {cite('battle-exclude')}",
                f"a tie goes to you as Attacker {cite('battle-total')}"]
    decoy, win = exclusion_odds(s)[action.args[0]]
    ways = win.denominator if decoy.denominator == 1 else max(win.denominator, decoy.denominator)
    return [f"leaving this card out wins you the battle in {win.numerator * ways // win.denominator} of the {ways} "
            f"ways the Attacker may have laid out their cards {cite('battle-exclude')}",
            f"it is the Decoy in {decoy.numerator * ways // decoy.denominator} of them"]


def _why_other(s: XenoferaState, seat: int, action, world: XenoferaState) -> list[str]:
    """Recruits, phase ends, Reactions, Set Up choices and the call of the last round."""
    kind = action.kind
    if kind == "recruit":
        c = s.card(action.args[0])
        return [f"{c.name} adds {c.build} build and {c.capture} capture points to your crew every turn "
                f"{cite('recruit')}" + (f"; {c.text[0].lower()}{c.text[1:].rstrip('.')}" if c.powers else ""),
                f"it costs {c.cost} at the end, with about {turns_left(s, seat):.0f} more turns to earn it back "
                f"{cite('scoring')}" if c.cost else f"it costs nothing at the end {cite('scoring')}",
                f"Crew Quarters will hold {len(s.crew[seat]) + 1} of {MAX_CREW} {cite('crew-limit')}"]
    if kind == "end-action":
        return [f"your cards stay in hand for later, and the turn moves on to building {cite('action-phase')}"]
    if kind == "end-build":
        return [f"members who have not built stay free to capture this turn {cite('capture-once')}"]
    if kind == "end-capture":
        return [f"no further creature is caught this turn; on to the Draw Phase {cite('capture-phase')}"]
    if kind == "react":
        return [f"a battle decides it: if you win, {s.card(s.ctx[0]).name} is cancelled {cite('reaction')}",
                f"you are the Defender and lay two Battle cards {cite('battle-defender')}"]
    if kind == "let":
        return [f"you keep your Reaction and Battle cards for a bigger threat, and {s.card(s.ctx[0]).name} works "
                f"{cite('reaction')}"]
    if kind == "keep-collection":
        c = s.card(action.args[0])
        caught = [s.t.defs[x] for x in s.creatures_of(seat)]
        return [f"{c.name} asks for {c.text}, worth {c.bonus} if done; you hold {_counts(c, caught)} already "
                f"{cite('scoring')}"]
    if kind == "keep-huntsman":
        c = s.card(action.args[0])
        return [f"{c.name} brings {c.build} build and {c.capture} capture points every turn, and costs nothing "
                f"{cite('huntsman-keep')}"]
    if kind == "battle-set":
        return [f"every colour holds the same Battle cards, so the colour does not matter {cite('battle-set')}"]
    if kind in ("call", "no-call"):
        need = CALL_MINIMUM[s.t.players]
        lead = evaluate(world, seat)          # judged in a determinised world: rivals' hands stay hidden
        if kind == "call":
            return [f"with {s.occupied(seat)} occupied cages (at least {need}) you may end the game: every rival "
                    f"has one more turn and you none {cite('call')}",
                    f"you are judged {abs(lead):.0f} points {'ahead' if lead >= 0 else 'behind'} {cite('scoring')}"]
        return [f"you could end the game, but more turns help you: you are judged {abs(lead):.0f} points "
                f"{'ahead' if lead >= 0 else 'behind'} {cite('call')}"]
    return [f"it is the choice the rules offer now {cite('turn')}"]


IDLE_KINDS = {"end-action", "end-build", "end-capture", "let", "no-call", "battle-set"}   # choices that do nothing
_CITED = re.compile(r"\s*\[([^\]]+)\]")


def _clause(part: str) -> tuple[str, str]:
    """One explained clause without its citations, and the first section it cites ('text [Section]')."""
    found = _CITED.search(part)
    return _CITED.sub("", part).strip(), (found.group(1) if found else "")


def reason(match, action, seed: int = 0) -> Reason:
    """What the choice does and why it is good now, in a sentence or two citing one rule; what is worked out
    on a determinised world (the call of the last round) never reads a hidden card."""
    s, seat = match.state, match.to_act
    kind = action.kind
    if kind == "capture":
        parts = _why_capture(s, seat, action, match.legal())
    elif kind == "build":
        parts = _why_build(s, seat, action)
    elif kind == "play":
        parts = _why_play(s, seat, action)
    elif kind in ("refill", "collections"):
        parts = _why_draw(s, seat, action)
    elif kind in ("b-defend", "b-attack", "b-exclude"):
        parts = _why_battle(s, seat, action)
    else:
        parts = _why_other(s, seat, action, world_for(match, seed))
    clauses = [_clause(p) for p in parts[:2]]
    rule = next((sec for _, sec in clauses if sec), "")
    return Reason(sentences(*(text for text, _ in clauses)), rule, IDLE if kind in IDLE_KINDS else USEFUL)


def explain(match, action, seed: int = 0) -> str:
    """Why this choice, as one line: 'label: a sentence or two [the rule it rests on]'."""
    return reason(match, action, seed).line(action.label)


def rule_of_thumb() -> str:
    """The greedy bot's rule, in words."""
    return ("take the choice that leaves you furthest ahead at the end of this turn: points from caught "
            "creatures and finished Collections minus crew costs, plus what empty cage places, your crew, "
            "Collections under way and the cards in your hand promise for the turns still to come")

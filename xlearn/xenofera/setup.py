"""Set Up, step by step (1 to 6), validated setup options, and Scenarios (a position to start from)."""
from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from ..engine.actions import Action
from ..engine.errors import DataError
from ..engine.validate import Problems, Title, player_names, validate
from ..engine.out import Out
from .cards import SIZES, teaching_set
from .explain import note, plural
from .powers import fits_size
from .state import (ACTION, BUILD, CAPTURE, DRAW, LINE_OF_SIGHT, MAX_CAGES, MAX_CREW, PHASE_NAMES, SET_BATTLE,
                    SET_COLLECTION, SET_HUNTSMAN, SET_START, SET_UTILITY, SET_XENOFERA, XenoferaState, new_state,
                    table_for)
from .zones import refill_sight

DEAL = 7


class CageSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    cage: str
    items: list[str] = Field(default_factory=list)
    creatures: list[str] = Field(default_factory=list)


class SeatSpec(BaseModel):
    """One player's side of a scenario."""

    model_config = ConfigDict(extra="forbid")
    battle_set: str | None = None
    huntsman: str
    crew: list[str] = Field(default_factory=list)
    cages: list[CageSpec] = Field(default_factory=list)
    hand: list[str] = Field(default_factory=list)
    collections: list[str] = Field(default_factory=list)
    used_battle: list[int] = Field(default_factory=list)


class Scenario(BaseModel):
    """A position to start from: every player's table, the Line of Sight, optionally the decks (top first),
    whose turn it is and which phase. Cards not named are shuffled into their decks."""

    model_config = ConfigDict(extra="forbid")
    title: Title = ""
    seats: list[SeatSpec] = Field(min_length=2, max_length=5)
    line_of_sight: list[str] = Field(default_factory=list, max_length=LINE_OF_SIGHT)
    utility_deck: list[str] | None = None
    xenofera_deck: list[str] | None = None
    active: int = Field(default=0, ge=0, le=4)
    phase: Literal["A. Action Phase",  # a scenario starts in one of the four phases with choices
                   "B. Build Phase",  # building
                   "C. Capture Phase",  # capturing
                   "D. Draw Phase"] = "A. Action Phase"
    turn: int = Field(default=1, ge=1)


SETUP_STEPS = {name: k for k, name in enumerate(PHASE_NAMES[:SET_START + 1])}


class Setup(BaseModel):
    """The options of a Xenofera match, as saved in a save file.

    `first` fixes the starting player (set-up step 6) instead of the seeded random source. `setup_step`
    starts at a set-up step: the steps before it are played with the first choice each time (each player
    takes the first free colour, keeps the first card dealt), and the match stops at the first choice of
    that step or after it."""

    model_config = ConfigDict(extra="forbid")
    players: int = Field(default=2, ge=2, le=5)
    names: list[str] | None = None
    scenario: Scenario | None = None
    first: int | None = Field(default=None, ge=0, le=4)
    setup_step: Literal[tuple(SETUP_STEPS)] | None = None  # type: ignore[valid-type]


def build_setup(players: int = 2, names=None, scenario=None, source: str = "new_match", first=None,
                setup_step=None) -> dict:
    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 5:
        raise DataError("Xenofera is for 2 to 5 players", file=source, field="players")
    if isinstance(scenario, BaseModel):
        scenario = scenario.model_dump()
    if scenario is not None and isinstance(scenario, dict) and "seats" in scenario and players == 2:
        players = len(scenario["seats"]) if isinstance(scenario["seats"], list) else players
    raw = {"players": players, "names": names, "scenario": scenario}
    raw.update({k: v for k, v in (("first", first), ("setup_step", setup_step)) if v is not None})
    return normalise(raw, source)


def normalise(raw: dict, source: str) -> dict:
    """Validate a setup (from new_match or a save file); errors name the file and the field."""
    setup = validate(Setup, raw, source)
    n = setup.players
    names = player_names(setup.names, n, source)
    out = {"players": n, "names": list(names)}
    if setup.first is not None:
        if setup.first >= n:
            raise DataError(f"seat {setup.first} does not exist with {n} players", file=source, field="first")
        if setup.scenario is not None:
            raise DataError("a scenario's turn is set by its own active seat; leave first out", file=source,
                            field="first")
        out["first"] = setup.first
    if setup.setup_step is not None:
        if setup.scenario is not None:
            raise DataError("a scenario starts after set-up; leave setup_step out", file=source, field="setup_step")
        out["setup_step"] = setup.setup_step
    if setup.scenario is not None:
        check_scenario(setup.scenario, n, source)
        out["scenario"] = setup.scenario.model_dump()
    return out


# ----- scenarios -----------------------------------------------------------------------------------
def check_scenario(sc: Scenario, players: int, source: str) -> None:
    """Known cards of the right kinds, no more copies than the set has, the limits of the rules; every problem
    is reported at once."""
    cards = teaching_set()
    bad = Problems(source)
    if len(sc.seats) != players:
        bad.add(f"{len(sc.seats)} seats for {players} players", field="scenario.seats")
    if sc.active >= players:
        bad.add(f"seat {sc.active} does not exist", field="scenario.active")
    copies = Counter({c.name: k for c, k, _ in cards.utility})
    for c in cards.huntsmen + cards.collections + cards.xenofera:
        copies[c.name] = 1
    used: Counter = Counter()
    colours = [c for c, _ in cards.battle_sets]

    def need(name: str, kinds: tuple, field: str) -> bool:
        """True if the card is of the set and of one of these kinds (and not one copy too many)."""
        if name not in cards:
            bad.add("no card of this name in the teaching set", card=name, field=field)
            return False
        if cards[name].kind not in kinds:
            bad.add(f"a {cards[name].kind} card cannot go here (expected {' or '.join(kinds)})", card=name,
                    field=field)
            return False
        used[name] += 1
        if used[name] > copies[name]:
            bad.add(f"the set has only {copies[name]} of this card", card=name, field=field)
        return True

    taken_sets = set()
    for i, seat in enumerate(sc.seats):
        f = f"scenario.seats[{i}]"
        colour = seat.battle_set or colours[i]
        if colour not in colours or colour in taken_sets:
            bad.add(f"choose a free colour from {colours}", field=f"{f}.battle_set")
        taken_sets.add(colour)
        need(seat.huntsman, ("huntsman",), f"{f}.huntsman")
        if len(seat.crew) > MAX_CREW:
            bad.add(f"{len(seat.crew)} crew members; Crew Quarters hold at most {MAX_CREW}", field=f"{f}.crew")
        for j, m in enumerate(seat.crew):
            need(m, ("crew", "starter-member"), f"{f}.crew[{j}]")
        if len(seat.cages) > MAX_CAGES:
            bad.add(f"{len(seat.cages)} cages; a Cargo Bay holds at most {MAX_CAGES}", field=f"{f}.cages")
        for j, cs in enumerate(seat.cages):
            cage_ok = need(cs.cage, ("cage", "starter-cage"), f"{f}.cages[{j}].cage")
            types, items = set(), []
            for k, it in enumerate(cs.items):
                if not need(it, ("item",), f"{f}.cages[{j}].items[{k}]"):
                    continue
                if cards[it].item_type in types:
                    bad.add(f"a second {cards[it].item_type} on one cage", card=it, field=f"{f}.cages[{j}].items[{k}]")
                types.add(cards[it].item_type)
                items.append(it)
            if not cage_ok:
                for k, x in enumerate(cs.creatures):
                    need(x, ("xenofera",), f"{f}.cages[{j}].creatures[{k}]")
                continue
            cap = cards[cs.cage].capacity + sum(p[1] for it in items for p in cards[it].powers if p[0] == "room")
            if len(cs.creatures) > cap:
                bad.add(f"the cage holds at most {cap} creatures", card=cs.cage, field=f"{f}.cages[{j}].creatures")
            for k, x in enumerate(cs.creatures):
                if need(x, ("xenofera",), f"{f}.cages[{j}].creatures[{k}]") and \
                        not fits_size(cards[cs.cage], [cards[it] for it in items], cards[x].size):
                    bad.add(_too_big(cards, cs.cage, items, x), card=x, field=f"{f}.cages[{j}].creatures[{k}]")
        for j, h in enumerate(seat.hand):
            need(h, ("crew", "cage", "item", "action", "reaction"), f"{f}.hand[{j}]")
        for j, c in enumerate(seat.collections):
            need(c, ("collection",), f"{f}.collections[{j}]")
        values = list(cards.battle_values)
        for j, v in enumerate(seat.used_battle):
            if v not in values:
                bad.add(f"no Battle card worth {v} (values are {list(cards.battle_values)})",
                        field=f"{f}.used_battle[{j}]")
                continue
            values.remove(v)
        if len(values) + 1 <= 2:
            bad.add("a player keeps at least three unused Battle cards (else the used ones come back)",
                    field=f"{f}.used_battle")
    for j, x in enumerate(sc.line_of_sight):
        need(x, ("xenofera",), f"scenario.line_of_sight[{j}]")
    for j, u in enumerate(sc.utility_deck or []):
        need(u, ("crew", "cage", "item", "action", "reaction", "immediate"), f"scenario.utility_deck[{j}]")
    for j, x in enumerate(sc.xenofera_deck or []):
        need(x, ("xenofera",), f"scenario.xenofera_deck[{j}]")
    bad.raise_any()


def _too_big(cards, cage: str, items: list[str], creature: str) -> str:
    """Why a creature does not fit its cage, in our words, citing Capture Creatures and ruling N-10."""
    holds = " or ".join(SIZES[k] for k in cards[cage].sizes)
    widen = [it for it in items if cards[it].has("widen")]
    also = (f", and {SIZES[cards[cage].sizes[-1] + 1]} with {' and '.join(widen)}"
            if widen and cards[cage].sizes[-1] + 1 < len(SIZES) else "")
    return (f"{creature} is {SIZES[cards[creature].size]}, but {cage} holds only {holds} creatures{also}; "
            "a creature goes only into a cage that holds its size (\u201cCapture Creatures\u201d, ruling N-10)")


def lay_out(s: XenoferaState, sc: Scenario, out: Out) -> None:
    """Put a scenario's cards where it says; the rest go into their shuffled decks (or aside)."""
    from .turn import start_turn
    t = s.t
    pool: dict[str, list[int]] = {}
    for i in t.huntsmen + t.collections + t.xenofera + t.utility:
        pool.setdefault(t.defs[i].name, []).append(i)
    for insts in pool.values():
        insts.reverse()  # take unmarked copies first

    def take(name: str) -> int:
        return pool[name].pop()

    s.box = []
    for seat, spec in enumerate(sc.seats):
        colour = spec.battle_set or t.sets[seat][0]
        n = next(k for k, st in enumerate(t.sets) if st[0] == colour)
        members, turn = t.sets[n][1], t.sets[n][2]
        s.put("turn_card", seat, turn)
        used = []
        left = list(spec.used_battle)
        for i in members:
            if i not in t.decoys and t.defs[i].value in left:
                left.remove(t.defs[i].value)
                used.append(i)
        s.put("used", seat, tuple(used))
        s.put("unused", seat, tuple(sorted(i for i in members if i not in used)))
        s.put("huntsman", seat, take(spec.huntsman))
        s.put("crew", seat, tuple(take(m) for m in spec.crew))
        s.put("cages", seat, tuple((take(c.cage), tuple(take(x) for x in c.items), tuple(take(x) for x in c.creatures))
                                   for c in sc.seats[seat].cages))
        s.hand[seat] = [take(h) for h in spec.hand]
        s.put("colls", seat, tuple(take(c) for c in spec.collections))
    chosen = {s.turn_card[seat] for seat in range(t.players)}
    for colour, members, turn in t.sets:
        if turn not in chosen:
            s.box.extend(members)
            s.box.append(turn)
    s.sight = [take(x) for x in sc.line_of_sight]
    xeno = [take(x) for x in reversed(sc.xenofera_deck)] if sc.xenofera_deck is not None else None
    util = [take(u) for u in reversed(sc.utility_deck)] if sc.utility_deck is not None else None
    rest = _flat(pool)
    s.hunt_deck = [i for i in t.huntsmen if i in rest]
    s.coll_deck = [i for i in t.collections if i in rest]
    s.rng.shuffle(s.hunt_deck)
    s.rng.shuffle(s.coll_deck)
    if xeno is not None:
        s.xeno_deck = xeno
        s.box.extend(i for i in t.xenofera if i in rest)
    else:
        s.xeno_deck = [i for i in t.xenofera if i in rest]
        s.rng.shuffle(s.xeno_deck)
    if util is not None:
        s.util_deck = util
        s.box.extend(i for i in t.utility if i in rest)
    else:
        s.util_deck = []
        for i in t.utility:
            if i not in rest:
                continue
            c = t.defs[i]
            if c.kind in ("starter-member", "starter-cage") or (t.players == 2 and t.plus3[i]):
                s.box.append(i)
            else:
                s.util_deck.append(i)
        s.rng.shuffle(s.util_deck)
    s.xeno_discard, s.util_discard = [], []
    if len(s.sight) < LINE_OF_SIGHT:
        refill_sight(s, Out(False))
    if out.on:
        note(out, "scenario", "turn", f"Scenario{': ' + sc.title if sc.title else ''}. {s.name(sc.active)} is to "
             f"play, at the {sc.phase}.", seat=sc.active)
    start_turn(s, sc.active, out)
    if not s.util_deck:  # the last card is already gone: this turn is the one that drew it (N-13)
        from .endgame import last_card_drawn
        last_card_drawn(s, sc.active, out, drawn=False)
    s.turn = sc.turn
    s.phase = {"A. Action Phase": ACTION, "B. Build Phase": BUILD, "C. Capture Phase": CAPTURE,
               "D. Draw Phase": DRAW}[sc.phase]


def _flat(pool: dict[str, list[int]]) -> set[int]:
    return {i for insts in pool.values() for i in insts}


# ----- Set Up ---------------------------------------------------------------------------------------
def start(setup: dict, seed: int, out: Out) -> XenoferaState:
    from .turn import advance
    table = table_for(teaching_set(), setup["players"], tuple(setup["names"]))
    s = new_state(table, seed)
    s.chosen_first = setup.get("first")
    sc = setup.get("scenario")
    if sc is not None:
        lay_out(s, Scenario.model_validate(sc), out)
    advance(s, out)
    if setup.get("setup_step") is not None:
        play_setup_to(s, SETUP_STEPS[setup["setup_step"]], out)
    return s


STEP_RULES = ("battle-set", "huntsman-deal", "line-of-sight", "collection-deal", "deal-hand", "first-player")


def play_setup_to(s: XenoferaState, step: int, out: Out) -> None:
    """Play the set-up steps before `step` with the first choice each time (a lesson starting later)."""
    from .rules import XenoferaRules
    rules = XenoferaRules()
    if out.on:
        note(out, "setup", STEP_RULES[step], f"Set-up is played up to step {PHASE_NAMES[step]}: each choice before it is "
             "the first one offered.")
    while not s.over and s.pending is not None and s.phase < step:
        rules.apply(s, rules.legal(s)[0], out)


def run_battle_sets(s: XenoferaState, out: Out) -> None:
    """1. Each player in seat order takes one colour of Battle cards with its Player Turn card (N-1)."""
    if s.setup_seat < s.t.players:
        s.pending = ("battle-set", s.setup_seat)
        return
    if out.on:
        left = [c for c, members, turn in s.t.sets if members[0] in s.box]
        if left:
            note(out, "setup", "battle-set", f"The unchosen colours ({', '.join(left)}) go back in the box.")
    s.setup_seat = 0
    s.phase = SET_HUNTSMAN


def set_options(s: XenoferaState) -> list[Action]:
    return [Action("battle-set", f"Take the {colour} Battle cards", (n,))
            for n, (colour, members, turn) in enumerate(s.t.sets) if members[0] in s.box]


def take_set(s: XenoferaState, seat: int, n: int, out: Out) -> None:
    colour, members, turn = s.t.sets[n]
    for i in members + (turn,):
        s.box.remove(i)
    s.put("unused", seat, tuple(sorted(members)))
    s.put("turn_card", seat, turn)
    s.setup_seat += 1
    if out.on:
        values = ", ".join(str(s.card(i).value) for i in members if i not in s.t.decoys)
        note(out, "battle-set", "battle-set", f"{s.name(seat)} takes the {colour} Battle cards (Decoy 0 and "
             f"{values}) and the {colour} Player Turn card.", seat=seat, cards=[turn])


def deal_two_each(s: XenoferaState, deck: list, rule: str, one: str, many: str, out: Out) -> None:
    """Shuffle a deck and deal each player two cards of it to choose from, once, before anyone keeps one."""
    if s.setup_seat != 0 or any(s.offer):
        return
    s.rng.shuffle(deck)
    for seat in range(s.t.players):
        s.put("offer", seat, (deck.pop(), deck.pop()))
    out.revealed = True
    if out.on:
        note(out, "shuffle", rule, f"The {one} deck is shuffled by the seeded random source.")
        for seat in range(s.t.players):
            a, b = (s.card(i).name for i in s.offer[seat])
            note(out, "deal", rule, f"You are dealt the {many} {a} and {b}.", seat=seat,
                 audience=frozenset((seat,)), public=f"{s.name(seat)} is dealt two {many}.", cards=list(s.offer[seat]))


def run_huntsmen(s: XenoferaState, out: Out) -> None:
    """2. Deal each player two Huntsmen; each keeps one, face up."""
    n = s.t.players
    deal_two_each(s, s.hunt_deck, "huntsman-deal", "Huntsman", "Huntsmen", out)
    if s.setup_seat < n:
        s.pending = ("keep-huntsman", s.setup_seat)
        return
    s.rng.shuffle(s.hunt_deck)
    if out.on:
        note(out, "shuffle", "huntsman-keep", "The Huntsmen not kept are back in the deck, which is shuffled and "
             "put aside.")
    s.setup_seat = 0
    s.phase = SET_XENOFERA


def keep_huntsman(s: XenoferaState, seat: int, inst: int, out: Out) -> None:
    other = [i for i in s.offer[seat] if i != inst]
    s.put("offer", seat, ())
    s.put("huntsman", seat, inst)
    s.hunt_deck.extend(other)
    s.setup_seat += 1
    out.revealed = True
    if out.on:
        c = s.card(inst)
        note(out, "keep-huntsman", "huntsman-keep", f"{s.name(seat)} keeps {c.name} face up as their Huntsman "
             f"({c.build} build, {c.capture} capture). {c.text}", seat=seat, reveals=True, cards=[inst])


def run_xenofera(s: XenoferaState, out: Out) -> None:
    """3. Shuffle the Xenofera and turn up five: the Line of Sight."""
    s.rng.shuffle(s.xeno_deck)
    if out.on:
        note(out, "shuffle", "line-of-sight", "The Xenofera deck is shuffled by the seeded random source.")
    refill_sight(s, out, rule="line-of-sight")
    s.phase = SET_COLLECTION


def run_collections(s: XenoferaState, out: Out) -> None:
    """4. Deal each player two Collections; each keeps one face down."""
    n = s.t.players
    deal_two_each(s, s.coll_deck, "collection-deal", "Collection", "Collections", out)
    if s.setup_seat < n:
        s.pending = ("keep-collection", s.setup_seat)
        return
    s.setup_seat = 0
    s.phase = SET_UTILITY


def run_utility(s: XenoferaState, out: Out) -> None:
    """5. Starter members and cages, the +3 Player cards, seven cards each (a Stampede is replaced)."""
    t, n = s.t, s.t.players
    starters_m = [i for i in s.util_deck if t.defs[i].kind == "starter-member"]
    starters_c = [i for i in s.util_deck if t.defs[i].kind == "starter-cage"]
    starters = set(starters_m + starters_c)
    removed = [i for i in s.util_deck if n == 2 and t.plus3[i] and i not in starters]
    gone = starters.union(removed)
    s.util_deck = [i for i in s.util_deck if i not in gone]
    s.box.extend(removed)
    if out.on:
        note(out, "setup", "starters", f"The starter cards are set apart: {plural(len(starters_m), 'starting member')} "
             f"and {plural(len(starters_c), 'starting cage')}.")
        if removed:
            note(out, "setup", "plus3", f"Two players: the {plural(len(removed), 'card')} marked +3 Player leave the "
                 "game.")
    s.rng.shuffle(starters_m)
    s.rng.shuffle(starters_c)
    for seat in range(n):
        s.put("crew", seat, s.crew[seat] + (starters_m.pop(),))
        s.put("cages", seat, s.cages[seat] + ((starters_c.pop(), (), ()),))
        if out.on:
            note(out, "starter", "starters", f"{s.name(seat)} gets {s.card(s.crew[seat][0]).name} in Crew Quarters "
                 f"and {s.card(s.cages[seat][0][0]).name} in the Cargo Bay.", seat=seat,
                 cards=[s.crew[seat][0], s.cages[seat][0][0]])
    s.box.extend(starters_m + starters_c)
    s.rng.shuffle(s.util_deck)
    for seat in range(n):
        deal_hand(s, seat, out)
    s.phase = SET_START


def deal_hand(s: XenoferaState, seat: int, out: Out) -> None:
    """Deal seven cards; a Stampede goes back into the deck, which is shuffled, and is replaced (N-4)."""
    from .powers import run_immediate
    from .zones import _draw_note, replacement_left, stampede_put_back
    got = []
    while len(got) < DEAL and s.util_deck:
        inst = s.util_deck.pop()
        out.revealed = True
        card = s.card(inst)
        if stampede_put_back(s, seat, inst, "is dealt", out):
            if not replacement_left(s):
                break
            continue
        if card.kind == "immediate":
            s.util_discard.append(inst)
            if out.on:
                note(out, "immediate", "immediate", f"{s.name(seat)} is dealt {card.name}, an Immediate card: it works "
                     f"at once (ruling N-4). {card.text}", seat=seat, reveals=True, cards=[inst])
            run_immediate(s, seat, inst, out)
            continue
        s.hand[seat].append(inst)
        got.append(inst)
        if not s.util_deck:
            from .endgame import last_card_drawn
            last_card_drawn(s, seat, out)
    if out.on and got:
        _draw_note(s, seat, got, "deal-hand", out)


def run_start(s: XenoferaState, out: Out) -> None:
    """6. The seeded random source picks the starting player (N-2); play goes clockwise."""
    from .turn import start_turn
    if s.chosen_first is None:
        first = s.rng.below(s.t.players)
        why = f"The seeded random source picks {s.name(first)} to start."
    else:
        first = s.chosen_first
        why = f"{s.name(first)} was chosen to start."
    s.first = first
    if out.on:
        note(out, "first-player", "first-player", f"{why} Play goes clockwise from there.", seat=first)
    if s.final == ():
        s.final = tuple(s.clockwise_from(first)[1:])
    start_turn(s, first, out)


SETUP_RUNNERS = {SET_BATTLE: run_battle_sets, SET_HUNTSMAN: run_huntsmen, SET_XENOFERA: run_xenofera,
                 SET_COLLECTION: run_collections, SET_UTILITY: run_utility, SET_START: run_start}

"""Scenarios: a position to start from, checked against the card set and the rules, and laid out on the table."""
from __future__ import annotations

from collections import Counter
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..engine.out import Out
from ..engine.validate import STRICT, Problems, Title, at_most
from .cards import SIZES, CardDef
from .endgame import last_card_drawn
from .explain import note
from .steps import ACTION, BUILD, CAPTURE, DRAW
from .powers import REGISTRY
from .state import LINE_OF_SIGHT, MAX_CAGES, MAX_CREW, XenoferaState
from .turn import start_turn
from .zones import refill_sight


UTILITY_CARDS, XENOFERA_CARDS, MAX_TURN = 148, 52, 1_000   # the teaching set's decks; a scenario's turn at most
Utility = Annotated[list[str], at_most(UTILITY_CARDS, f"the Utility deck holds {UTILITY_CARDS} cards")]
Creatures = Annotated[list[str], at_most(XENOFERA_CARDS, f"the Xenofera deck holds {XENOFERA_CARDS} cards")]


class CageSpec(BaseModel):
    model_config = STRICT
    cage: str
    items: Utility = Field(default_factory=list)
    creatures: Creatures = Field(default_factory=list)


class SeatSpec(BaseModel):
    """One player's side of a scenario."""

    model_config = STRICT
    battle_set: str | None = None
    huntsman: str
    crew: Utility = Field(default_factory=list)
    cages: Annotated[list[CageSpec], at_most(UTILITY_CARDS, "the Utility deck holds 148 cards")] = \
        Field(default_factory=list)
    hand: Utility = Field(default_factory=list)
    collections: Annotated[list[str], at_most(15, "the set has 15 Collections")] = Field(default_factory=list)
    used_battle: Annotated[list[int], at_most(6, "a Battle set has 6 cards")] = Field(default_factory=list)


class Scenario(BaseModel):
    """A position to start from: every player's table, the Line of Sight, optionally the decks (top first),
    whose turn it is and which phase. Cards not named are shuffled into their decks."""

    model_config = STRICT
    title: Title = ""
    seats: list[SeatSpec] = Field(min_length=2, max_length=5)
    line_of_sight: list[str] = Field(default_factory=list, max_length=LINE_OF_SIGHT)
    utility_deck: Utility | None = None
    xenofera_deck: Creatures | None = None
    active: int = Field(default=0, ge=0, le=4)
    phase: Literal["A. Action Phase",  # a scenario starts in one of the four phases with choices
                   "B. Build Phase",  # building
                   "C. Capture Phase",  # capturing
                   "D. Draw Phase"] = "A. Action Phase"
    turn: int = Field(default=1, ge=1, le=MAX_TURN)


class _Check:
    """A scenario's checks: every problem is collected, each naming the card and the field."""

    def __init__(self, cards, bad: Problems):
        self.cards = cards
        self.bad = bad
        self.copies = Counter({c.name: k for c, k, _ in cards.utility})
        for c in cards.huntsmen + cards.collections + cards.xenofera:
            self.copies[c.name] = 1
        self.used: Counter = Counter()

    def need(self, name: str, kinds: tuple, field: str) -> bool:
        """True if the card is of the set and of one of these kinds (and not one copy too many)."""
        cards, bad = self.cards, self.bad
        if name not in cards:
            bad.add("no card of this name in the teaching set", card=name, field=field)
            return False
        if cards[name].kind not in kinds:
            bad.add(f"a {cards[name].kind} card cannot go here (expected {' or '.join(kinds)})", card=name,
                    field=field)
            return False
        self.used[name] += 1
        if self.used[name] > self.copies[name]:
            bad.add(f"the set has only {self.copies[name]} of this card", card=name, field=field)
        return True

    def cage(self, cs: CageSpec, f: str) -> None:
        """Capture Creatures: a known cage, one item of each type on it, creatures that fit it and its room."""
        cards, bad = self.cards, self.bad
        cage_ok = self.need(cs.cage, ("cage", "starter-cage"), f"{f}.cage")
        types, items = set(), []
        for k, it in enumerate(cs.items):
            if not self.need(it, ("item",), f"{f}.items[{k}]"):
                continue
            if cards[it].item_type in types:
                bad.add(f"a second {cards[it].item_type} on one cage", card=it, field=f"{f}.items[{k}]")
            types.add(cards[it].item_type)
            items.append(it)
        if not cage_ok:
            for k, x in enumerate(cs.creatures):
                self.need(x, ("xenofera",), f"{f}.creatures[{k}]")
            return
        cap = cards[cs.cage].capacity + sum(p[1] for it in items for p in cards[it].powers if p[0] == "room")
        if len(cs.creatures) > cap:
            bad.add(f"the cage holds at most {cap} creatures", card=cs.cage, field=f"{f}.creatures")
        for k, x in enumerate(cs.creatures):
            if self.need(x, ("xenofera",), f"{f}.creatures[{k}]") and \
                    not fits_size(cards[cs.cage], [cards[it] for it in items], cards[x].size):
                bad.add(_too_big(cards, cs.cage, items, x), card=x, field=f"{f}.creatures[{k}]")

    def seat(self, seat: SeatSpec, f: str) -> None:
        """One player's table: Huntsman, Crew Quarters, Cargo Bay, hand, Collections and used Battle cards."""
        bad = self.bad
        self.need(seat.huntsman, ("huntsman",), f"{f}.huntsman")
        if len(seat.crew) > MAX_CREW:
            bad.add(f"{len(seat.crew)} crew members; Crew Quarters hold at most {MAX_CREW}", field=f"{f}.crew")
        for j, m in enumerate(seat.crew):
            self.need(m, ("crew", "starter-member"), f"{f}.crew[{j}]")
        if len(seat.cages) > MAX_CAGES:
            bad.add(f"{len(seat.cages)} cages; a Cargo Bay holds at most {MAX_CAGES}", field=f"{f}.cages")
        for j, cs in enumerate(seat.cages):
            self.cage(cs, f"{f}.cages[{j}]")
        for j, h in enumerate(seat.hand):
            self.need(h, ("crew", "cage", "item", "action", "reaction"), f"{f}.hand[{j}]")
        for j, c in enumerate(seat.collections):
            self.need(c, ("collection",), f"{f}.collections[{j}]")
        values = list(self.cards.battle_values)
        for j, v in enumerate(seat.used_battle):
            if v not in values:
                bad.add(f"no Battle card worth {v} (values are {list(self.cards.battle_values)})",
                        field=f"{f}.used_battle[{j}]")
                continue
            values.remove(v)
        if len(values) + 1 <= 2:
            bad.add("a player keeps at least three unused Battle cards (else the used ones come back)",
                    field=f"{f}.used_battle")


def check_scenario(sc: Scenario, players: int, cards, bad: Problems) -> None:
    """Known cards of the right kinds, no more copies than the set has, the limits of the rules: each problem
    goes into `bad`, naming the card and the field."""
    check = _Check(cards, bad)
    if len(sc.seats) != players:
        bad.add(f"{len(sc.seats)} seats for {players} players", field="scenario.seats")
    if sc.active >= players:
        bad.add(f"seat {sc.active} does not exist", field="scenario.active")
    colours = [c for c, _ in cards.battle_sets]
    taken_sets = set()
    for i, seat in enumerate(sc.seats):
        f = f"scenario.seats[{i}]"
        colour = seat.battle_set or colours[i]
        if colour not in colours or colour in taken_sets:
            bad.add(f"choose a free colour from {colours}", field=f"{f}.battle_set")
        taken_sets.add(colour)
        check.seat(seat, f)
    for j, x in enumerate(sc.line_of_sight):
        check.need(x, ("xenofera",), f"scenario.line_of_sight[{j}]")
    for j, u in enumerate(sc.utility_deck or []):
        check.need(u, ("crew", "cage", "item", "action", "reaction", "immediate"), f"scenario.utility_deck[{j}]")
    for j, x in enumerate(sc.xenofera_deck or []):
        check.need(x, ("xenofera",), f"scenario.xenofera_deck[{j}]")


def fits_size(cage: CardDef, items: list[CardDef], size: int) -> bool:
    """cage_fits for cards not yet in a match (a scenario being checked): the same test, on card
    definitions (Capture Creatures, ruling N-10)."""
    if size in cage.sizes:
        return True
    widen = sum(REGISTRY[e][1](v, "widen") for it in items for e, v, _ in it.powers if REGISTRY[e][0] == "item")
    return size == cage.sizes[-1] + 1 and widen > 0


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
    t = s.table
    pool: dict[str, list[int]] = {}
    for i in t.huntsmen + t.collections + t.xenofera + t.utility:
        pool.setdefault(t.defs[i].name, []).append(i)
    for insts in pool.values():
        insts.reverse()  # take unmarked copies first

    def take(name: str) -> int:
        """One card instance of this name out of the pool."""
        return pool[name].pop()

    s.box = []
    for seat, spec in enumerate(sc.seats):
        _lay_seat(s, seat, spec, take)
    chosen = {s.turn_card[seat] for seat in range(t.players)}
    for colour, members, turn in t.sets:
        if turn not in chosen:
            s.box.extend(members)
            s.box.append(turn)
    s.sight = [take(x) for x in sc.line_of_sight]
    xeno = [take(x) for x in reversed(sc.xenofera_deck)] if sc.xenofera_deck is not None else None
    util = [take(u) for u in reversed(sc.utility_deck)] if sc.utility_deck is not None else None
    _lay_decks(s, _flat(pool), xeno, util)
    if len(s.sight) < LINE_OF_SIGHT:
        refill_sight(s, Out(False))
    if out.on:
        note(out, "scenario", "turn", f"Scenario{': ' + sc.title if sc.title else ''}. {s.name(sc.active)} is to "
             f"play, at the {sc.phase}.", seat=sc.active)
    start_turn(s, sc.active, out)
    if not s.util_deck:  # the last card is already gone: this turn is the one that drew it (N-13)
        last_card_drawn(s, sc.active, out, drawn=False)
    s.turn = sc.turn
    s.phase = {"A. Action Phase": ACTION, "B. Build Phase": BUILD, "C. Capture Phase": CAPTURE,
               "D. Draw Phase": DRAW}[sc.phase]


def _lay_seat(s: XenoferaState, seat: int, spec: SeatSpec, take) -> None:
    """One player's table as the scenario says: Battle cards (used and unused), Huntsman, crew, cages, hand."""
    t = s.table
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
                               for c in spec.cages))
    s.hand[seat] = [take(h) for h in spec.hand]
    s.put("collections", seat, tuple(take(c) for c in spec.collections))


def _lay_decks(s: XenoferaState, rest: set[int], xeno: list | None, util: list | None) -> None:
    """The cards no one holds: shuffled into their decks, or the decks as the scenario gives them (the rest aside);
    the starter cards, and with two players the +3 Player cards, go back in the box."""
    t = s.table
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


def _flat(pool: dict[str, list[int]]) -> set[int]:
    """Every card instance still in the pool (not named by the scenario)."""
    return {i for insts in pool.values() for i in insts}

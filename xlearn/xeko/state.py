"""The plain-Python state of a Xeko match, and the static table it points to."""
from __future__ import annotations

from ..engine.chance import Chance
from ..engine.state import GameState, copy_plan, slots_of
from .cards import CardDef
from .field import ROTATION, fitting_spots, rotate, same_needs
from .steps import SETUP

HOTSPOT = 0  # the Hotspot is card instance 0 and belongs to nobody


class Table:
    """What never changes during a match: the card of each instance, its owner, its sides on the grid."""

    __slots__ = ("players", "names", "defs", "owner", "sides", "rotation", "decks", "hotspot", "holders", "actions")

    def __init__(self, players: int, names: list[str], hotspot: CardDef, decks: list[list[CardDef]],
                 deck_names: list[str]):
        """The table of a match: every card instance, its owner and its turned sides."""
        self.players = players
        self.names = tuple(names)
        self.rotation = ROTATION[players]
        defs, owner = [hotspot], [None]
        for seat, deck in enumerate(decks):
            defs += deck
            owner += [seat] * len(deck)
        self.defs = tuple(defs)
        self.owner = tuple(owner)
        self.sides = tuple(d.links if o is None else rotate(d.links, self.rotation[o])
                           for d, o in zip(defs, owner))
        self.decks = tuple(deck_names)
        self.hotspot = hotspot
        self.holders: dict = {}   # (powers, seat) -> that seat's card instances having any of them
        self.actions: dict = {}   # (kind, instance[, from]) -> {spot -> the Action (immutable)}, made once

    def holders_of(self, powers: frozenset, seat: int) -> tuple[int, ...]:
        """The seat's card instances that have any of these powers (worked out once a match)."""
        key = (powers, seat)
        found = self.holders.get(key)
        if found is None:
            found = self.holders[key] = tuple(i for i, (d, o) in enumerate(zip(self.defs, self.owner))
                                              if o == seat and not powers.isdisjoint(d.power_names))
        return found

    def made(self, key: tuple) -> dict:
        """The Actions of one kind for one card made so far, by spot (each is made once, then reused)."""
        found = self.actions.get(key)
        if found is None:
            found = self.actions[key] = {}
        return found

    def actions_at(self, key: tuple, spots, make) -> list:
        """The Actions of one kind for one card at each of these spots, in their order: each made once by
        make(spot), then reused."""
        made = self.made(key)
        acts = []
        for q in spots:
            a = made.get(q)
            if a is None:
                a = made[q] = make(q)
            acts.append(a)
        return acts

    def instances_of(self, seat: int) -> range:
        """The card instances of one seat's deck."""
        start = 1 + sum(1 for o in self.owner[1:] if o is not None and o < seat)
        count = sum(1 for o in self.owner if o == seat)
        return range(start, start + count)


_TABLES: dict = {}     # what a Table is made from -> the Table (its caches are functions of that alone)
_TABLES_LIMIT = 64


def table_for(players: int, names: list[str], hotspot: CardDef, decks: list[list[CardDef]],
              deck_names: list[str]) -> Table:
    """The Table of a match; matches set up alike share one, with the Actions and holders it has worked out."""
    key = (players, tuple(names), hotspot, tuple(map(tuple, decks)), tuple(deck_names))
    table = _TABLES.get(key)
    if table is None:
        if len(_TABLES) >= _TABLES_LIMIT:
            _TABLES.clear()
        table = _TABLES[key] = Table(players, names, hotspot, decks, deck_names)
    return table


_NOTHING = (None, None, None, None)   # no card on any side


class FieldMemo:
    """Answers worked out from one field, kept until it changes (a copy of the state shares them)."""

    __slots__ = ("listed", "fits", "moves", "placed")

    def __init__(self):
        """Nothing worked out yet."""
        self.listed = None    # the open spots with their neighbours' sides, in order (open_spots)
        self.fits: dict = {}      # grid sides -> the open spots where such a card fits (fitting)
        self.moves: dict = {}     # card in the field -> its move spots (moves.move_spots)
        self.placed: dict = {}    # Species -> the spots where it may be played (turn.placement_spots)


class XekoState(GameState):
    """Everything that changes during a Xeko match, in lists and dicts that copy cheaply."""

    COPY_PLAN = copy_plan(
        shared="table active turn step pending xeko_played species_played over result first "
               "spots_known species_allowed species_done sun_done resolving war_started xeko_card_played "
               "arowana_reflipped failed_species",   # spots_known, a FieldMemo, is a function of the field
        copied="rng field out gone bonus effects spots_cache where used wars onplay limbo played_via",
        per_seat="draw hand shed",
        copied_if_set="turf_war")   # the Turf War under way, None between wars
    __slots__ = slots_of(COPY_PLAN)

    def owner(self, inst: int) -> int | None:
        """The seat a card instance belongs to (None for the Hotspot)."""
        return self.table.owner[inst]

    def species_of(self, seat: int) -> list[int]:
        """The Species a seat controls in the field, west to east, south to north."""
        return [i for _, i in sorted(self.field.items()) if self.table.owner[i] == seat
                and self.table.defs[i].kind == "species"]

    def once(self, inst: int, power: str) -> bool:
        """Each card's power works once a turn: True (and remembered) the first time, then False."""
        key = (inst, power)
        if key in self.used:
            return False
        self.used.add(key)
        return True

    def in_game(self) -> list[int]:
        """The seats still in the game."""
        return [s for s in range(self.table.players) if s not in self.out]

    def next_seat(self, seat: int) -> int:
        """Clockwise: the next seat still in the game."""
        n = self.table.players
        for k in range(1, n + 1):
            s = (seat + k) % n
            if s not in self.out:
                return s
        return seat

    def put(self, pos: tuple[int, int], inst: int) -> None:
        """Place a card in the field (every change to the field goes through put/lift)."""
        self.field[pos] = inst
        self.where[inst] = pos
        self._touch(pos)

    def lift(self, pos: tuple[int, int]) -> int:
        """Take the card at pos out of the field."""
        inst = self.field.pop(pos)
        del self.where[inst]
        self._touch(pos)
        return inst

    def _touch(self, pos: tuple[int, int]) -> None:
        """Keep the open-spot table right after the field changed at pos: that spot itself, and for each
        empty neighbour the one side that faces pos (the card there, or nothing)."""
        field, cache = self.field, self.spots_cache
        self.spots_known = None
        here = field.get(pos)
        if here is None:
            self._work_out_spot(pos)
            turned = _NOTHING
        else:
            cache.pop(pos, None)
            turned = self.table.sides[here]
        x, y = pos
        for d, q in enumerate(((x, y + 1), (x + 1, y), (x, y - 1), (x - 1, y))):   # N, E, S, W of pos
            if q in field:
                continue
            k = (d + 2) % 4   # q's side looking back at pos
            needs = cache.get(q, _NOTHING)
            needs = needs[:k] + (turned[d],) + needs[k + 1:]
            if needs == _NOTHING:
                cache.pop(q, None)
            else:
                cache[q] = same_needs(needs)

    def _work_out_spot(self, p: tuple[int, int]) -> None:
        """An empty spot's entry in the open-spot table: the side each neighbour turns towards it."""
        field, sides = self.field, self.table.sides
        px, py = p
        n = field.get((px, py + 1))
        e = field.get((px + 1, py))
        so = field.get((px, py - 1))
        w = field.get((px - 1, py))
        if n is None and e is None and so is None and w is None:
            self.spots_cache.pop(p, None)
        else:   # N's south, E's west, S's north, W's east
            needs = (None if n is None else sides[n][2], None if e is None else sides[e][3],
                     None if so is None else sides[so][0], None if w is None else sides[w][1])
            self.spots_cache[p] = same_needs(needs)

    def known(self) -> "FieldMemo":
        """What has been worked out from the field as it is now; shared by copies until the field changes
        (put/lift start afresh)."""
        now = self.spots_known
        if now is None:
            now = self.spots_known = FieldMemo()
        return now

    def open_spots(self) -> list:
        """Empty spots next to the field with their neighbours' facing sides, in a stable order (west to
        east, south to north). The list is shared until the field changes: callers must not change it."""
        now = self.known()
        if now.listed is None:
            cache = self.spots_cache
            now.listed = [(p, cache[p]) for p in sorted(cache)]
        return now.listed

    def fitting(self, sides: tuple) -> list[tuple[int, int]]:
        """The open spots, in order, where a card with these grid sides fits by the link rule. Worked out
        once per field and card sides, and shared by copies until the field changes: do not change it."""
        fits = self.known().fits
        fit = fits.get(sides)
        if fit is None:
            fit = fits[sides] = fitting_spots(sides, self.spots_cache.items())
            fit.sort()   # the open spots' order (the fitting ones are fewer to sort)
        return fit

    def position(self, inst: int) -> tuple[int, int] | None:
        """Where a card instance is in the field, or None."""
        return self.where.get(inst)


def new_state(table: Table, seed: int) -> XekoState:
    """The state before How to Start the Game: every card in its owner's draw pile."""
    s = XekoState.__new__(XekoState)
    s.table = table
    s.rng = Chance(seed)
    n = table.players
    s.draw = [list(table.instances_of(seat)) for seat in range(n)]
    s.hand = [[] for _ in range(n)]
    s.shed = [[] for _ in range(n)]
    s.field = {(0, 0): HOTSPOT}
    s.out, s.gone = [], []
    s.active, s.turn, s.step, s.pending = 0, 0, SETUP, None
    s.xeko_played, s.species_played = False, 0
    s.bonus = {}
    s.effects = []
    s.turf_war = None
    s.over, s.result, s.first = False, None, 0
    s.spots_cache = {}
    s.spots_known = None
    s.where = {HOTSPOT: (0, 0)}
    s._touch((0, 0))
    s.used, s.wars, s.onplay = set(), [], []
    s.species_allowed, s.species_done, s.sun_done = 1, False, False
    s.limbo, s.resolving = [], None
    reset_turn_flags(s)
    return s


def reset_turn_flags(s: XekoState) -> None:
    """What happened this turn that limits the rest of it; a new turn starts with none of it."""
    s.war_started = False        # a Turf War has begun this turn
    s.xeko_card_played = False   # a Xeko card was played this turn, even one that was lost (Acropora)
    s.arowana_reflipped = False  # Golden Arowana's once-a-turn second coin flip is used
    s.failed_species = frozenset()   # names of Species that failed their coin flip (Pondicherry Shark)
    s.played_via = {}            # Species played by a power this turn -> (the card, its power) (ruling X-27)

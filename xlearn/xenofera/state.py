"""The plain-Python state of a Xenofera match, and the static table of card instances it points to."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..engine.chance import Chance
from ..engine.state import GameState, copy_plan, slots_of
from .cards import CardDef, TeachingSet
from .steps import SET_BATTLE

MAX_CREW = 5
MAX_CAGES = 10
MAX_ACTIONS = 2
LINE_OF_SIGHT = 5
CALL_MINIMUM = {2: 9, 3: 8, 4: 7, 5: 6}
NO_CARD = -1
# How many positions' choice lists are remembered. Each list is asked for twice in a row (the auto-advance
# checks that a phase offers a choice, then legal() lists them); keeping many more positions hardly ever
# helps and leaves Python's garbage collector tens of thousands of Actions to scan again and again.
REMEMBERED = 256


@dataclass(frozen=True, slots=True)
class ActionInPlay:
    """An Action card being played (Performing other Actions): who plays it at what, and how far it has got.

    ``stage`` is "react" (the other players are asked, clockwise, for a Reaction; ``asked`` of them so far),
    "reacting" (``reactor``'s Reaction ``reaction`` is being fought out in a battle), "guard" (a guarded cage
    may fight back) or "guarding" (the cage's guard is in a battle)."""

    card: int
    target: tuple
    actor: int
    stage: str
    asked: int = 0
    reaction: int = -1
    reactor: int = -1


@dataclass(frozen=True, slots=True)
class LastRound:
    """End Game: what began the last round ("last-card": the last Utility card was drawn; "call": a player
    called it) and the seat that drew that card or made the call."""

    cause: str
    seat: int


class Table:
    """What never changes during a match: the card behind each instance, and who sits where."""

    __slots__ = ("players", "names", "defs", "plus3", "huntsmen", "collections", "xenofera", "utility",
                 "sets", "decoys", "set_of", "turn_cards", "cards", "clockwise")

    def __init__(self, cards: TeachingSet, players: int, names: list[str]):
        self.players = players
        self.names = tuple(names)
        self.clockwise = tuple(tuple((seat + k) % players for k in range(players)) for seat in range(players))
        self.cards = cards
        defs: list[CardDef] = []
        plus3: list[bool] = []

        def add(card: CardDef, marked: bool = False) -> int:
            """Add one card instance to the table; its index."""
            defs.append(card)
            plus3.append(marked)
            return len(defs) - 1

        self.huntsmen = tuple(add(c) for c in cards.huntsmen)
        self.collections = tuple(add(c) for c in cards.collections)
        self.xenofera = tuple(add(c) for c in cards.xenofera)
        util = []
        for card, copies, marked in cards.utility:
            for k in range(copies):
                util.append(add(card, k >= copies - marked))
        self.utility = tuple(util)
        sets, decoys, set_of, turns = [], set(), {}, []
        for n, (colour, turn_name) in enumerate(cards.battle_sets):
            members = [add(CardDef("battle", f"{colour} Decoy", value=0, colour=colour,
                                   text="The Decoy: worth 0 in a battle."))]
            decoys.add(members[0])
            members += [add(CardDef("battle", f"{colour} {v}", value=v, colour=colour,
                                    text=f"Worth {v} in a battle.")) for v in cards.battle_values]
            for i in members:
                set_of[i] = n
            turn = add(CardDef("turn", turn_name, colour=colour, text=f"Marks the {colour} player."))
            sets.append((colour, tuple(members), turn))
            turns.append(turn)
        self.sets = tuple(sets)
        self.decoys = frozenset(decoys)
        self.set_of = set_of
        self.turn_cards = tuple(turns)
        self.defs = tuple(defs)
        self.plus3 = tuple(plus3)


class XenoferaState(GameState):
    """Everything that changes during a Xenofera match, in lists and tuples that copy cheaply.

    The per-seat zones (offers, Huntsmen, crew, Collections, Cargo Bays, unused and used Battle cards, Player
    Turn cards) are tuples with one entry per seat, each entry a card or a tuple; they are replaced (`put`)
    when they change, so a copy shares them. A cage is a tuple (cage card, items tuple, creatures tuple).
    """

    COPY_PLAN = copy_plan(
        shared="table offer huntsman crew collections cages unused used turn_card utilised active turn phase "
               "pending actions_played action_in_play battle setup_seat final caller last_round over result first "
               "chosen_first",   # the per-seat tuples, replaced (never changed in place), and the plain values
        copied="rng box hunt_deck coll_deck xeno_deck xeno_discard sight util_deck util_discard limbo",
        per_seat="hand")
    __slots__ = slots_of(COPY_PLAN)

    # ----- reading ------------------------------------------------------------------------------
    def members(self, seat: int) -> list[int]:
        """The Huntsman then the crew members, in Crew Quarters order."""
        h = self.huntsman[seat]
        return [h, *self.crew[seat]] if h != NO_CARD else list(self.crew[seat])

    def put(self, zone: str, seat: int, entry) -> None:
        """Replace one seat's entry of a per-seat zone ("crew", "cages", ...): a new tuple of the seats' entries."""
        per_seat = getattr(self, zone)
        setattr(self, zone, per_seat[:seat] + (entry,) + per_seat[seat + 1:])

    def set_cage(self, seat: int, k: int, entry: tuple) -> None:
        """Replace the k-th cage of a Cargo Bay (cages are tuples: cage card, items, creatures)."""
        bay = self.cages[seat]
        self.put("cages", seat, bay[:k] + (entry,) + bay[k + 1:])

    def member_name(self, inst: int) -> str:
        """How a member is named on the table: "Huntsman" or the crew member's name."""
        c = self.card(inst)
        return "Huntsman" if c.kind == "huntsman" else c.name

    def cage_of(self, seat: int, cage: int) -> int:
        """The index in the Cargo Bay of a cage card, or -1."""
        for k, entry in enumerate(self.cages[seat]):
            if entry[0] == cage:
                return k
        return -1

    def occupied(self, seat: int) -> int:
        """How many of the seat's cages hold at least one creature (End Game)."""
        return sum(1 for c in self.cages[seat] if c[2])

    def creatures_of(self, seat: int) -> list[int]:
        """Every creature in the seat's Cargo Bay."""
        return [x for c in self.cages[seat] for x in c[2]]

    def next_seat(self, seat: int) -> int:
        """The seat clockwise from this one."""
        return (seat + 1) % self.table.players

    def clockwise_from(self, seat: int) -> list[int]:
        """Every seat in turn order, starting with this one."""
        return list(self.table.clockwise[seat])


@lru_cache(maxsize=64)
def table_for(cards: TeachingSet, players: int, names: tuple[str, ...]) -> Table:
    """Tables never change, so matches with the same players share one."""
    return Table(cards, players, list(names))


def new_state(table: Table, seed: int) -> XenoferaState:
    """The state before Set Up: every card in its deck or in the box, nothing dealt."""
    s = XenoferaState.__new__(XenoferaState)
    s.table = table
    s.rng = Chance(seed)
    n = table.players
    s.box = []
    s.hunt_deck = list(table.huntsmen)
    s.coll_deck = list(table.collections)
    s.xeno_deck = list(table.xenofera)
    s.xeno_discard, s.sight = [], []
    s.util_deck = list(table.utility)
    s.util_discard, s.limbo = [], []
    s.offer = ((),) * n
    s.huntsman = (NO_CARD,) * n
    s.crew = ((),) * n
    s.collections = ((),) * n
    s.hand = [[] for _ in range(n)]
    s.cages = ((),) * n
    s.unused = ((),) * n
    s.used = ((),) * n
    s.turn_card = (NO_CARD,) * n
    for colour, members, turn in table.sets:
        s.box.extend(members)
        s.box.append(turn)
    s.utilised = frozenset()
    s.active, s.turn, s.phase, s.pending = 0, 0, SET_BATTLE, None
    s.actions_played, s.action_in_play, s.battle = 0, None, None
    s.setup_seat, s.final, s.caller, s.last_round = 0, None, None, None
    s.over, s.result, s.first = False, None, 0
    s.chosen_first = None   # the starting player fixed by the setup (set-up step 6), else None
    return s

"""The plain-Python state of a Seekers match, and the static table of card instances it points to."""
from __future__ import annotations

from ..engine.chance import Chance
from ..engine.state import GameState, copy_plan, slots_of
from .cards import CardDef

# Where in the turn we are, named as the rulebook names it.
(SETUP, DRAFT, RESTING, REVEAL, DRAW, ACTION, END, FINAL, OVER) = range(9)
PHASES = ("Game Set-Up", "Draft Mode", "Resting", "Reveal an Adventure", "Draw Leads", "Take Action",
          "End Turn", "The Final Adventure", "Game Over")

HEROIC = ("Barter", "Breakthrough", "Sabotage", "Thwart", "Negotiate", "Poach")
WIN_ADVENTURES = 5
FINAL_AT = 4
HAND_LIMIT = 7
ADVENTURE_LIMIT = 3
BREAKTHROUGH_CARDS = 7


class Table:
    """What never changes in a match: players, names, mode, and the card of each instance."""

    __slots__ = ("players", "names", "mode", "draft", "defs", "leads", "adventures", "actionx", "lead_types",
                 "seat_rivals")

    def __init__(self, players: int, names: list[str], mode: str, draft: bool, leads: list[CardDef],
                 adventures: list[CardDef], actionx: list[CardDef]):
        """The fixed facts of a match: seats and names, mode, Draft Mode, the cards and their types."""
        self.players = players
        self.names = tuple(names)
        self.mode = mode
        self.draft = draft
        self.defs = tuple(leads) + tuple(adventures) + tuple(actionx)
        a, b = len(leads), len(leads) + len(adventures)
        self.leads = range(0, a)
        self.adventures = range(a, b)
        self.actionx = range(b, len(self.defs))
        self.lead_types = tuple(d.lead_type for d in self.defs)  # each instance's Lead type (None off Leads)
        self.seat_rivals = tuple(tuple((seat + k) % players for k in range(1, players)) for seat in range(players))

    @property
    def heroic(self) -> bool:
        """Heroic Feats are played in Advanced and Full play, not in Beginner play."""
        return self.mode != "beginner"

    @property
    def with_actionx(self) -> bool:
        """ActionX cards are played in Advanced and Full play, not in Beginner play."""
        return self.mode != "beginner"


class SeekersState(GameState):
    """Everything that changes in a match, in lists, dicts and tuples that copy cheaply.

    Piles are lists with the top card at the end. `pending` is the open choice (a `pending.Pending` record);
    `todo` is a stack of steps still to run (the last item runs next); `chain` is the Thwart chain.
    """

    COPY_PLAN = copy_plan(
        shared="table turn cur phase pending over result first draft_round",
        copied="rng lead_deck lead_disc adv_deck adv_disc box adventures_archived modes bond entered leveraged todo "
               "chain feats_used final",
        per_seat="ax_deck ax_disc hand actionx_hand advs zone archive look")
    __slots__ = slots_of(COPY_PLAN)

    # ----- small helpers ----------------------------------------------------------------------
    def lead_type(self, inst: int) -> str:
        """The type of a Lead card."""
        return self.table.lead_types[inst]

    def rivals(self, seat: int) -> tuple[int, ...]:
        """The other seats, in turn order starting after `seat`."""
        return self.table.seat_rivals[seat]

    def next_seat(self, seat: int) -> int:
        """The seat whose turn comes next."""
        return (seat + 1) % self.table.players

    def ax_pile(self, seat: int) -> int:
        """Which ActionX deck and discard pile a seat uses: its own in Draft Mode, else the shared one."""
        return seat if self.table.draft else 0

    def counts(self, seat: int) -> dict[str, int]:
        """Leads in hand by type."""
        c: dict[str, int] = {}
        types = self.table.lead_types
        for i in self.hand[seat]:
            k = types[i]
            c[k] = c.get(k, 0) + 1
        return c

    def actionx_in_play(self, seat: int) -> int:
        """ActionX cards between the Active and Archive zones (the Breakthrough count)."""
        return len(self.zone[seat]) + sum(1 for i in self.archive[seat] if self.table.defs[i].kind == "actionx")


def new_state(table: Table, seed: int) -> SeekersState:
    """The state before Game Set-Up: every card in its deck, nothing dealt."""
    s = SeekersState.__new__(SeekersState)
    n = table.players
    s.table = table
    s.rng = Chance(seed)
    s.lead_deck, s.lead_disc = list(table.leads), []
    s.adv_deck, s.adv_disc = list(table.adventures), []
    s.ax_deck = [list(table.actionx)] + [[] for _ in range(n - 1)]
    s.ax_disc = [[] for _ in range(n)]
    s.box = []
    s.hand = [[] for _ in range(n)]
    s.actionx_hand = [[] for _ in range(n)]
    s.advs = [[] for _ in range(n)]
    s.zone = [[] for _ in range(n)]
    s.archive = [[] for _ in range(n)]
    s.adventures_archived = [0] * n
    s.look = [[] for _ in range(n)]
    s.modes, s.bond, s.leveraged, s.entered = {}, {}, set(), {}
    s.turn, s.cur, s.phase, s.pending = 0, 0, SETUP, None
    s.todo, s.chain, s.feats_used = [], [], set()
    s.final = [False] * n
    s.over, s.result, s.first, s.draft_round = False, None, 0, 0
    return s

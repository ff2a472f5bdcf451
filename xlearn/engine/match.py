"""Match: one game in progress, with history, undo/redo, save/load and replay. Game-agnostic."""
from __future__ import annotations

import json
from typing import Any, Callable

from .actions import Action, Refusal
from .errors import DataError, IllegalAction, UndoRefused, excerpt
from .events import EVERYONE, Event
from .game import Result, Rules
from .out import Out
from .reveals import can_see, newly_shown
from .vocabulary import refs, vocabulary_of

SAVE_FORMAT = "xlearn.match"
UNTRACKED = frozenset({-2})   # a play_fast step: what it showed was not worked out, so undo is refused
SAVE_VERSION = 1
MAX_SEED = 1 << 64  # seeds are whole numbers with -MAX_SEED < seed < MAX_SEED
MAX_LABEL = 300     # no choice's label is longer; a longer one is refused before any rule reads it



ONLOOKER = -1  # nobody's seat: what an onlooker sees (every seat's hidden cards stay hidden)

class Match:
    """A game being played: the public contract that lessons, boards, bots and tests use."""

    def __init__(self, rules: Rules, setup: dict, seed: int, *, explain: bool = True):
        self.rules = rules
        self.setup = setup
        self.seed = check_seed(seed)
        self.explain = explain
        self.choices: list[str] = []
        self._redo: list[str] = []
        self._revealed: list[frozenset[int]] = []  # per choice: the seats its step showed a hidden card
        self._before: list = []  # the state before each choice (None after play_fast), so undo is instant
        out = Out(explain)
        self.state = rules.start(setup, self.seed, out)
        self.log: list[list[Event]] = [out.events]
        self._legal_cache: list[Action] | None = None

    # ----- reading the position -------------------------------------------------------------
    @property
    def game(self) -> str:
        return self.rules.game

    @property
    def to_act(self) -> int | None:
        """The seat that must decide now; None once the game is over."""
        return self.rules.to_act(self.state)

    @property
    def phase(self) -> str:
        """Where in the turn sequence we are, named as the rulebook names it."""
        return self.rules.phase(self.state)

    @property
    def over(self) -> bool:
        return self.rules.to_act(self.state) is None

    @property
    def result(self) -> Result | None:
        """Winner(s) and one scoring Calculation per seat once the game has ended; None before."""
        return self.rules.result(self.state)

    @property
    def events(self) -> list[Event]:
        """Every event so far, in order."""
        return [e for step in self.log for e in step]

    @property
    def last_events(self) -> list[Event]:
        return self.log[-1]

    def legal(self) -> list[Action]:
        """Every legal choice for `to_act`, in a stable order, labels unique."""
        if self._legal_cache is None:
            self._legal_cache = self.rules.legal(self.state)
        return list(self._legal_cache)

    def _find(self, action: Action | str) -> Action | None:
        if not _well_formed(action):
            return None
        if self._legal_cache is None:
            self._legal_cache = self.rules.legal(self.state)
        label = action if isinstance(action, str) else action.label
        for a in self._legal_cache:
            if a.label == label and (isinstance(action, str) or _same(a, action)):
                return a
        return None

    def why_not(self, action: Action | str) -> Refusal | None:
        """None if the choice is legal now, else the rule it breaks and why, without raising."""
        if self._find(action) is not None:
            return None
        return self._refusal(action)

    def _refusal(self, action) -> Refusal:
        """Why `action` is not a legal choice now; whatever it is (None, a number, an Action whose args do not
        fit its kind), the answer is a Refusal naming a rule, never a crash."""
        rule = self.rules.rulebook[getattr(self.rules, "turn_rule", "undo")]
        if not _well_formed(action):
            return Refusal(rule, f"{excerpt(action)} is not a choice: play one of the Actions legal() lists, "
                           "or its label.")
        label = action if isinstance(action, str) else action.label
        if len(label) > MAX_LABEL:
            return Refusal(rule, f"{excerpt(label)} is not one of the choices offered now (no label is longer "
                           f"than {MAX_LABEL} characters).")
        offered = next((a for a in self.legal() if a.label == label), None)
        if offered is not None and not isinstance(action, str):
            return Refusal(rule, f"{excerpt(label)} is offered now, but not as this Action: its kind, args or spot "
                           f"({excerpt((action.kind, action.args, action.spot))}) differ from the offered one; play "
                           "the Action legal() lists, or its label.")
        try:
            return self.rules.why_not(self.state, action)
        except (IndexError, TypeError, ValueError, KeyError, AttributeError, AssertionError):
            pass
        try:
            return self.rules.why_not(self.state, label)
        except (IndexError, TypeError, ValueError, KeyError, AttributeError, AssertionError):
            return Refusal(rule, f"{excerpt(label)} is not one of the choices offered now.")

    # ----- changing the position -----------------------------------------------------------
    def play(self, action: Action | str) -> list[Event]:
        """Apply one legal choice (an Action or its label), auto-advance, and return the events."""
        found = self._find(action)
        if found is None:
            refusal = self._refusal(action)
            raise IllegalAction(refusal.reason, refusal.rule)
        events = self._apply(found)
        self._redo.clear()
        return events

    def _apply(self, action: Action) -> list[Event]:
        work = self.rules.copy(self.state)  # applied to a copy: an error part-way leaves us unchanged
        out = Out(self.explain)
        self.rules.apply(work, action, out)
        self._before.append(self.state)
        self.state = work
        self._legal_cache = None
        self.choices.append(action.label)
        self._revealed.append(out.shown_to | newly_shown(self.rules, self._before[-1], work))
        self.log.append(out.events)
        return out.events

    def undo(self, *, teacher: bool = False, seat: int | None = None, seats=None) -> None:
        """Take back the last choice; refused when its step showed a hidden card to `seat`, to any of `seats`
        (every human seat of a hot-seat game) or to everyone (to anyone when neither is given), unless teacher."""
        if not self.choices:
            raise IllegalAction("There is nothing to undo: no choice has been made yet.",
                                self.rules.rulebook["undo"])
        shown = self._revealed[-1]
        if not teacher and shown == UNTRACKED:
            raise UndoRefused("That choice was played on the fast path (play_fast), which does not work out what "
                              "it showed anyone, so it cannot be taken back outside teacher mode.",
                              self.rules.rulebook["undo"])
        guard = None if seat is None and seats is None else ({seat} if seat is not None else set()) | set(seats or ())
        if not teacher and shown and (guard is None or not guard.isdisjoint(shown) or not EVERYONE.isdisjoint(shown)):
            whom = "everyone" if not EVERYONE.isdisjoint(shown) else "you" if seat in shown and seats is None \
                else "a player"
            raise UndoRefused(f"That step showed {whom} a hidden card (a draw, a card played face up from a hand, "
                              "a shed or a reveal), so it cannot be taken back outside teacher mode.",
                              self.rules.rulebook["undo"])
        label = self.choices[-1]
        redo = self._redo + [label]
        before = self._before[-1] if len(self._before) == len(self.choices) else None
        if before is None:
            self._rebuild(self.choices[:-1])
        else:
            self.state = before
            for history in (self.choices, self._revealed, self._before, self.log):
                history.pop()
            self._legal_cache = None
        self._redo = redo

    def redo(self) -> list[Event]:
        """Play again the choice most recently undone."""
        if not self._redo:
            raise IllegalAction("There is nothing to redo.", self.rules.rulebook["undo"])
        label = self._redo.pop()
        rest = list(self._redo)
        events = self.play(label)
        self._redo = rest
        return events

    def _rebuild(self, choices: list[str]) -> None:
        fresh = Match(self.rules, self.setup, self.seed, explain=self.explain)
        for label in choices:
            fresh.play(label)
        self.__dict__.update(fresh.__dict__)

    def copy(self) -> "Match":
        """A cheap independent copy (for bots and what-ifs); history is shared until either plays."""
        m = type(self).__new__(type(self))
        m.rules, m.setup, m.seed, m.explain = self.rules, self.setup, self.seed, self.explain
        m.state = self.rules.copy(self.state)
        m.choices = self.choices.copy()
        m._redo = []
        m._revealed = self._revealed.copy()
        m._before = self._before.copy()
        m.log = self.log.copy()
        m._legal_cache = self._legal_cache
        return m

    # ----- fast path for bots and benchmarks ------------------------------------------------
    def play_fast(self, action: Action) -> None:
        """Apply an action already taken from legal(), in place, with explanations off. It does not work out
        which cards the step turned face up, so only a teacher may undo it."""
        out = Out(False)
        self.rules.apply(self.state, action, out)
        self._legal_cache = None
        self.choices.append(action.label)
        self._revealed.append(UNTRACKED if getattr(self.rules, "private_zones", None) else out.shown_to)
        self._before.append(None)

    # ----- views, saving --------------------------------------------------------------------
    def view(self, seat: int | None) -> dict:
        """What `seat` may see (None: the teacher's view of everything), with the offered choices.

        Only the teacher's view carries the seed: with it and the public set-up every hidden card could be
        worked out."""
        self.check_seat(seat)
        return self._view(seat)

    def onlooker_view(self) -> dict:
        """What someone watching the table sees (a static page of the board): no hand, no hidden card, no seed."""
        return self._view(ONLOOKER)

    def _view(self, seat: int | None) -> dict:
        """The view for a checked seat, the teacher (None) or an onlooker (ONLOOKER)."""
        v = self.rules.view(self.state, seat)
        v["game"] = self.rules.game
        v["seat"] = seat
        v["phase"] = self.phase
        v["to_act"] = self.to_act
        v["over"] = self.over
        mine = seat is None or seat == self.to_act
        if mine:
            see, kinds = can_see(self.rules, self.state, seat), vocabulary_of(self.rules).CHOICES
            v["choices"] = [dict(a.to_json(), **refs(kinds.get(a.kind), a.args, see), id=i)
                            for i, a in enumerate(self.legal())]
        else:
            v["choices"] = []
        res = self.result
        v["result"] = res.to_json() if res else None
        if seat is None:
            v["seed"] = self.seed
        return v

    def choice_json(self, action: Action, seat: int | None = None, **extra) -> dict:
        """One choice as JSON: kind, label, spot, and the cards, seats, spot (`at`) and values its args refer
        to, by the roles docs/reference/<game>.md lists; cards `seat` cannot see are only counted."""
        kinds = vocabulary_of(self.rules).CHOICES
        data = refs(kinds.get(action.kind), action.args, can_see(self.rules, self.state, seat))
        return dict(action.to_json(), **data, **extra)

    @property
    def players(self) -> int:
        """How many seats the match has."""
        return self.rules.players(self.state)

    def check_seat(self, seat) -> None:
        """Refuse anything but None (the teacher) or a seat number of this match, naming what was given."""
        if seat is None:
            return
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise IllegalAction(f"{excerpt(seat)} is not a seat of this match: give a seat number from 0 to "
                                f"{self.players - 1}, or None for the teacher's view.",
                                self.rules.rulebook[getattr(self.rules, "turn_rule", "undo")])

    def census(self) -> list[tuple[int, str]]:
        """(card instance, zone) for every card of the match: each card must appear exactly once."""
        return self.rules.census(self.state)

    def fingerprint(self) -> Any:
        """A canonical value of the whole state: equal fingerprints mean equal positions."""
        return self.rules.fingerprint(self.state)

    def save(self) -> str:
        """The match as versioned JSON: game, setup, seed and the choices made; load_match replays it."""
        return json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": self.rules.game,
                           "setup": self.setup, "seed": self.seed, "choices": self.choices}, indent=1)

    def __repr__(self) -> str:
        """One line without the seed: a notebook saves this text, and the seed rebuilds every hidden card."""
        state = "over" if self.over else f"seat {self.to_act} to act"
        return f"<{self.rules.game} Match: {len(self.choices)} choices, {self.phase}, {state}>"

    def _repr_html_(self) -> str | None:
        """The match as a static page an onlooker could see, by the renderer `show_html_with` set (None if none)."""
        return HTML_PAGE[0](self) if HTML_PAGE else None


HTML_PAGE: list[Callable[[Match], str]] = []   # the static page renderer; xlearn sets xlearn.ui.static's


def show_html_with(render: Callable[[Match], str]) -> None:
    """Draw a match in a notebook (its `_repr_html_`) with `render`: the static page, where widgets cannot run."""
    HTML_PAGE[:] = [render]


def _well_formed(action) -> bool:
    """A label, or an Action whose fields have the types an Action's fields have."""
    if isinstance(action, str):
        return True
    return (isinstance(action, Action) and isinstance(action.kind, str) and isinstance(action.label, str)
            and isinstance(action.args, tuple))


def _same(offered: Action, given: Action) -> bool:
    """An Action given for an offered one must be it: same kind, args and spot (forged args are refused)."""
    return offered == given or (offered.kind == given.kind and offered.args == given.args
                                and (given.spot is None or offered.spot == tuple(given.spot)))


def check_seed(seed) -> int:
    """A seed is a whole number (not a bool, a float or None) below 2**64 in size; anything else is refused."""
    if not isinstance(seed, int) or isinstance(seed, bool) or not -MAX_SEED < seed < MAX_SEED:
        raise DataError(f"expected a whole number below 2**64 in size, got {excerpt(seed)}", field="seed")
    return int(seed)

"""Match: one game in progress, with history, undo/redo, save/load and replay. Game-agnostic."""
from __future__ import annotations

import json
from typing import Any, Callable

from .actions import Action, Refusal
from .errors import DataError, IllegalAction, UndoRefused, excerpt
from .events import EVERYONE, Event
from .game import Result, Rules
from .out import Out
from .history import History
from .reveals import can_see, newly_shown
from .vocabulary import refs, vocabulary_of

SAVE_FORMAT = "xlearn.match"
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
        out = Out(explain)
        self.state = rules.start(setup, self.seed, out)
        self.log = History(rules, setup, self.seed, self.choices, self.state, out.events)
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
        offered = self._legal_cache
        if offered is None:
            offered = self._legal_cache = self.rules.legal(self.state)
        if not isinstance(action, str):
            try:   # an Action equal to an offered one (as legal() gave it), found by the list's own search
                return offered[offered.index(action)]
            except ValueError:   # not offered as it is: read the labels below
                pass
        label = action if isinstance(action, str) else action.label
        for a in offered:
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
        out = Out(self.explain)
        try:
            self.rules.apply(self.state, action, out)   # in place: an error part-way puts the state back
        except BaseException:
            self.state = self.log.state_at(len(self.choices))
            self._legal_cache = None
            raise
        self._legal_cache = None
        self.choices.append(action.label)
        self.log.record(self.state, out.events)
        return out.events

    def _replay(self, label: str) -> None:
        """Play a saved choice as `play` checks it, working out no explanation until a step is read."""
        found = self._find(label)
        if found is None:
            refusal = self._refusal(label)
            raise IllegalAction(refusal.reason, refusal.rule)
        self.rules.apply(self.state, found, Out(False))
        self._legal_cache = None
        self.choices.append(label)
        self.log.record(self.state, None if self.explain else [])

    def last_showed(self) -> frozenset[int]:
        """The seats the last choice's step showed a hidden card (EVERYONE for a public reveal): worked out
        now, by playing that choice again from the state before it and comparing where every card lies."""
        return self._last_step()[1]

    def _last_step(self):
        """(the state before the last choice, the seats its step showed a hidden card)."""
        before = self.log.state_at(len(self.choices) - 1)
        again, out = self.rules.copy(before), Out(True)
        self.log.replay(again, self.choices[-1], out)
        return before, out.shown_to | newly_shown(self.rules, before, again)

    def undo(self, *, teacher: bool = False, seat: int | None = None, seats=None) -> None:
        """Take back the last choice; refused when its step showed a hidden card to `seat`, to any of `seats`
        (every human seat of a hot-seat game) or to everyone (to anyone when neither is given), unless teacher."""
        if not self.choices:
            raise IllegalAction("There is nothing to undo: no choice has been made yet.",
                                self.rules.rulebook["undo"])
        before, shown = self._last_step()
        guard = None if seat is None and seats is None else ({seat} if seat is not None else set()) | set(seats or ())
        if not teacher and shown and (guard is None or not guard.isdisjoint(shown) or not EVERYONE.isdisjoint(shown)):
            whom = "everyone" if not EVERYONE.isdisjoint(shown) else "you" if seat in shown and seats is None \
                else "a player"
            raise UndoRefused(f"That step showed {whom} a hidden card (a draw, a card played face up from a hand, "
                              "a shed or a reveal), so it cannot be taken back outside teacher mode.",
                              self.rules.rulebook["undo"])
        self._redo.append(self.choices[-1])
        self.log.forget_last()
        self.state = before
        self._legal_cache = None

    def redo(self) -> list[Event]:
        """Play again the choice most recently undone."""
        if not self._redo:
            raise IllegalAction("There is nothing to redo.", self.rules.rulebook["undo"])
        label = self._redo.pop()
        rest = list(self._redo)
        events = self.play(label)
        self._redo = rest
        return events

    def copy(self) -> "Match":
        """A cheap independent copy (for bots and what-ifs); history is shared until either plays."""
        m = type(self).__new__(type(self))
        m.rules, m.setup, m.seed, m.explain = self.rules, self.setup, self.seed, self.explain
        m.state = self.rules.copy(self.state)
        m.choices = self.choices.copy()
        m._redo = []
        m.log = self.log.copy(m.choices)
        m._legal_cache = self._legal_cache
        return m

    # ----- fast path for bots and benchmarks ------------------------------------------------
    def play_fast(self, action: Action) -> None:
        """Apply an action already taken from legal(), unchecked, with explanations off and no copy of the state
        kept (undo replays from the last one kept), for bots' play-outs."""
        self.rules.apply(self.state, action, Out(False))
        self._legal_cache = None
        self.choices.append(action.label)
        self.log.steps.append([])

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

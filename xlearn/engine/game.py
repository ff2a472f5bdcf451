"""What each game's rules object provides to the shared Match (the contract behind the public API)."""
from __future__ import annotations

from typing import Any, Mapping, Protocol

from .actions import Action, Refusal
from .out import Out


class Result:
    """The end of a game: the winner(s), a scoring Calculation per seat, and why the game ended."""

    __slots__ = ("winners", "scores", "reason", "rule")

    def __init__(self, winners, scores, reason, rule):
        self.winners = tuple(winners)
        self.scores = dict(scores)
        self.reason = reason
        self.rule = rule

    def to_json(self) -> dict:
        return {"winners": list(self.winners), "reason": self.reason, "rule": self.rule.to_json(),
                "scores": {str(k): v.to_json() for k, v in self.scores.items()}}

    def __repr__(self) -> str:
        lines = [f"Result(winners={list(self.winners)}): {self.reason}"]
        lines += [f"  seat {s}: {c}" for s, c in self.scores.items()]
        return "\n".join(lines)


class Rules(Protocol):
    """A game's rules: pure functions of a plain-Python state. Only the Match calls these."""

    game: str

    def normalise_setup(self, setup: dict, source: str) -> dict: ...
    def start(self, setup: dict, seed: int, out: Out) -> Any: ...
    def copy(self, state: Any) -> Any: ...
    def to_act(self, state: Any) -> int | None: ...
    def phase(self, state: Any) -> str: ...
    def legal(self, state: Any) -> list[Action]: ...
    def why_not(self, state: Any, action: Action | str) -> Refusal: ...
    def apply(self, state: Any, action: Action, out: Out) -> None: ...
    def view(self, state: Any, seat: int | None) -> dict: ...
    def census(self, state: Any) -> list[tuple[int, str]]: ...
    def fingerprint(self, state: Any) -> Any: ...
    def result(self, state: Any) -> Result | None: ...
    def sample_illegal(self, state: Any, pick) -> Action | None: ...
    # optional: pick_legal(state, chance) -> Action, exactly legal(state)[chance.below(len(legal(state)))]
    # with the same draws from chance, built without listing every choice (the random bot's fast path)


class GameRules:
    """What every game's rules object does alike. A game's class names its set-up module (`normalise` and
    `start`), its declared turn flow, its table of kinds of decision and its view functions; it writes only
    what is its own."""

    game: str
    setup_module: Any            # the game's setup module: normalise(setup, source), start(setup, seed, out)
    flow: Any = None             # the game's engine.flow.Flow, run after set-up to the first choice
    kinds: Mapping[str, Any] = {}   # the game's kinds.KINDS: each kind of open decision's engine.kinds.Kind

    def players(self, state: Any) -> int:
        """How many seats the game has."""
        return state.table.players

    def legal(self, state: Any) -> list[Action]:
        """Every legal choice now, in a stable order, with unique labels: the open decision's options."""
        if state.over or state.pending is None:
            return []
        return self.kinds[state.pending.kind].options(state, state.pending)

    def apply(self, state: Any, action: Action, out: Out) -> None:
        """Apply a legal choice as its kind's record says (the open decision closed first, so a choice may
        open the next), then run the turn flow on to the next choice."""
        pending, state.pending = state.pending, None
        self.kinds[pending.kind].apply(state, pending, action, out)
        self.flow.run(state, out)

    def pick_legal(self, state: Any, chance) -> Action:
        """`legal(state)[chance.below(len(legal(state)))]` with the same draws; a kind with a fast `pick`
        (a long list, such as where a Species may go) finds the drawn choice without listing them all."""
        pick = self.kinds[state.pending.kind].pick if not state.over and state.pending is not None else None
        return pick(state, state.pending, chance) if pick is not None else chance.pick(self.legal(state))

    def normalise_setup(self, setup: dict, source: str) -> dict:
        """A set-up checked and completed with its defaults (errors name the file and field)."""
        return self.setup_module.normalise(setup, source)

    def start(self, setup: dict, seed: int, out: Out) -> Any:
        """The game set up as its rulebook says, then played on to the first choice."""
        state = self.setup_module.start(setup, seed, out)
        if self.flow is not None:
            self.flow.run(state, out)
        return state

    def copy(self, state: Any) -> Any:
        """An independent copy of the state."""
        return state.copy()

    def to_act(self, state: Any) -> int | None:
        """The seat that must choose now (None when nobody must)."""
        return None if state.over or state.pending is None else state.pending.seat

    def result(self, state: Any) -> Result | None:
        """The result, once the game is over."""
        return state.result

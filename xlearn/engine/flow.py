"""The shared flow runner: a game's turn flow declared as data, run until a seat must choose.

Each game declares its steps in one place (``<game>/flow.py``): the names of its steps in the rulebook's
order (``follows`` says which step comes after which), and the function that does each step. A step
function does its step and returns; it never calls the next step itself. It either moves the game on
(by naming the step that is due next, or pushing steps onto a stack) or opens a decision. The runner then
runs whatever is due, until a seat must choose or the game is over.

Keeping the names and order in a data module that the step modules import, and the name-to-function map in
a module nobody else imports, is what keeps a game's packages free of import circles.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Mapping, Protocol, TypeVar

from .out import Out


class FlowState(Protocol):
    """What the runner needs of a game's state: whether the game is over and whether a seat must choose."""

    over: bool
    pending: Any


S = TypeVar("S", bound=FlowState)


@dataclass(frozen=True)
class Flow(Generic[S]):
    """A game's declared turn flow: each step's function, the step that follows each, and what is due now."""

    steps: Mapping[str, Callable[[S, tuple, Out], None]]
    due: Callable[[S], tuple]
    follows: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = sorted({*self.follows, *self.follows.values()} - set(self.steps))
        if unknown:
            raise ValueError(f"flow names steps it has no function for: {', '.join(unknown)}")

    def after(self, name: str) -> str:
        """The step that follows ``name`` in the declared order."""
        return self.follows[name]

    def run(self, state: S, out: Out) -> None:
        """Run the steps that are due, one after another, until a seat must choose or the game is over."""
        while not state.over and state.pending is None:
            item = self.due(state)
            self.steps[item[0]](state, item, out)


def push(todo: list[tuple], *items: tuple) -> None:
    """Schedule steps on a step stack, to run in the order given (the first given runs first)."""
    todo.extend(reversed(items))

"""The step machine: a stack of steps that need no choice, run until a seat must choose.

Each module registers the steps it owns with `@step(name)`; a step is a tuple whose first item is its
name. A step may push further steps (the last pushed runs first) or open a choice (`s.pending`).
"""
from __future__ import annotations

from typing import Callable

from ..engine.out import Out
from .state import SeekersState

STEPS: dict[str, Callable[[SeekersState, tuple, Out], None]] = {}


def step(name: str):
    def wrap(fn):
        STEPS[name] = fn
        return fn
    return wrap


def push(s: SeekersState, *items: tuple) -> None:
    """Schedule steps to run in the order given (the first given runs first)."""
    s.todo.extend(reversed(items))


def advance(s: SeekersState, out: Out) -> None:
    """Run steps until a seat must choose or the game is over."""
    while not s.over and s.pending is None:
        item = s.todo.pop()
        STEPS[item[0]](s, item, out)

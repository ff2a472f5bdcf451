"""The games xlearn knows, found through the "xlearn.games" entry points each game's package registers.

A game is a package (such as ``xlearn.xeko``) with a ``RULES`` object; its optional parts are modules
inside it found by name (``hidden`` for determinizing, ``setup`` for its option and scenario models).
The engine names no game: adding a game adds its package and one entry point in ``pyproject.toml``.
"""
from __future__ import annotations

import importlib
from functools import cache
from importlib.metadata import entry_points
from types import ModuleType

GROUP = "xlearn.games"


@cache
def registered() -> dict[str, str]:
    """Each registered game's name and the dotted name of its package, in the order they are declared."""
    return {point.name: point.value for point in entry_points(group=GROUP)}


def names() -> list[str]:
    """The registered games' names, sorted."""
    return sorted(registered())


def package(game: str) -> ModuleType:
    """A registered game's package; KeyError for a game nobody registered."""
    return importlib.import_module(registered()[game])


def part(game: str, name: str) -> ModuleType | None:
    """A module of a game's package by name (such as "hidden"), or None when the game has no such part."""
    dotted = f"{registered()[game]}.{name}"
    try:
        return importlib.import_module(dotted)
    except ModuleNotFoundError as exc:
        if exc.name != dotted:
            raise
        return None


def strategy(game: str) -> ModuleType | None:
    """A game's rules of thumb for the bots and the coach (its package's `strategy`), or None if it has none."""
    return part(game, "strategy") if game in registered() else None


def board_on_demand(package: str, module: str, name: str):
    """A game package's `__getattr__`: `<package>.Board` loads the widget code (the board class `name` of
    `module`) only when a board is asked for, so the rules import without ipywidgets."""
    def __getattr__(attr: str):
        """The board class, imported at first use."""
        if attr == "Board":
            return getattr(importlib.import_module(module, package), name)
        raise AttributeError(attr)
    return __getattr__

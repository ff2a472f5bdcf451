"""The board frame every game's board is built on, the replay and the static HTML fallback.

Each game's board lives in its own package (``xlearn/<game>/board.py``, whose ``BOARD`` names the class) and is
found through the game registry; a board (and anywidget) is imported only when used, so the static renderer
stays light.
"""
from __future__ import annotations

import importlib

from ..engine import games

CLASSES = {"BoardWidget": ".board", "Replay": ".replay"}   # name -> module of the shared classes


def __getattr__(name: str):
    if name in CLASSES:
        return getattr(importlib.import_module(CLASSES[name], __name__), name)
    for game in games.names():       # XekoBoard, XenoferaBoard, SeekersBoard: each game's board by its name
        board = board_class(game)
        if board.__name__ == name:
            return board
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def board_class(game: str):
    """The board class of a game: the BOARD its package's board module names."""
    module = games.part(game, "board") if game in games.registered() else None
    if module is None:
        raise ValueError(f"no board for the game {game!r}")
    return module.BOARD


def Board(match, seat: int = 0, opponents="random", **kw):  # noqa: N802 - reads as a class
    """The board for a match of any game: `Board(match, seat=0, opponents="random")`."""
    return board_class(match.game)(match, seat, opponents, **kw)


def _editor(game: str, file=None, players: int | None = None, seed: int = 7):
    """The position editor of a game: `Board.editor("xeko")` (`file`: a scenario to open and save to)."""
    from .editor import editor
    return editor(game, file, players, seed)


Board.editor = _editor


__all__ = ["Board", "board_class", *CLASSES]

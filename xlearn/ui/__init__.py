"""The boards (anywidget classes, one per game) and the static HTML fallback; boards load when first asked for."""
from __future__ import annotations

import importlib

# name -> module; a board (and anywidget) is imported only when used, so the static renderer stays light
CLASSES = {"BoardWidget": ".board", "XekoBoard": ".xeko_board", "XenoferaBoard": ".xenofera_board",
           "SeekersBoard": ".seekers_board", "Replay": ".replay"}
BOARDS = {"xeko": "XekoBoard", "xenofera": "XenoferaBoard", "seekers": "SeekersBoard"}


def __getattr__(name: str):
    if name in CLASSES:
        return getattr(importlib.import_module(CLASSES[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def board_class(game: str):
    """The board class for a game."""
    if game not in BOARDS:
        raise ValueError(f"no board for the game {game!r}")
    return __getattr__(BOARDS[game])


def Board(match, seat: int = 0, opponents="random", **kw):  # noqa: N802 - reads as a class
    """The board for a match of any game: `Board(match, seat=0, opponents="random")`."""
    return board_class(match.game)(match, seat, opponents, **kw)


__all__ = ["Board", "board_class", *CLASSES]

"""A lesson's board made from its file alone: the guide block's position (a scenario, written in the block or in a
scenario file saved by `xlearn edit GAME`), its seed, its rivals, and its guide attached. A new lesson's board cell
is then one line, `board = lesson_board("xeko/13-my-lesson")`, and the file holds no other Python.

    ```{guide}
    game: xeko
    position: my-position.json      # or the scenario itself, as YAML (field:, hands:, draw:, active:, step:)
    seed: 1
    opponents: {1: [Pass (play no Boost)]}   # each rival seat: the choices it makes, in order (or random)
    steps: ...
    ```
"""
from __future__ import annotations

import importlib
import json

from .guide import ScriptBot
from .lesson_data import guide_of
from .lesson_file import LessonError, LessonFile, find, read


def _scenario(lf: LessonFile):
    """The position the block names: a scenario mapping, or a scenario file beside the lesson file (or None)."""
    given = lf.header.get("position")
    if given is None or isinstance(given, dict):
        return given
    if not isinstance(given, str):
        raise LessonError(lf.path, lf.header_lines["position"], "position: is a scenario (a mapping) or a file name")
    path = lf.path.parent / given
    if not path.exists():
        raise LessonError(lf.path, lf.header_lines["position"], f"no scenario file {path}")
    return json.loads(path.read_text(encoding="utf-8"))


def _opponents(lf: LessonFile, seat: int):
    """The rivals: `random`, or each rival seat with the choices it makes in order (ScriptBot)."""
    given = lf.header.get("opponents", {})
    if given == "random":
        return "random"
    if not isinstance(given, dict) or not all(isinstance(v, list) for v in given.values()):
        raise LessonError(lf.path, lf.header_lines.get("opponents", lf.block[0]),
                          "opponents: is `random` or each rival seat with its choices, e.g. {1: [Play no Xeko card]}")
    bots = {int(s): ScriptBot(*(str(label) for label in labels)) for s, labels in given.items()}
    return bots or {s: ScriptBot() for s in (1 - seat,) if s >= 0}


def board_of(lf: LessonFile):
    """The lesson's board, its guide attached (the learner's first choice still to make)."""
    guide = guide_of(lf)
    game = importlib.import_module(f"xlearn.{lf.header['game']}")
    options = {"seed": int(lf.header.get("seed", 1))}
    scenario = _scenario(lf)
    if scenario is not None:
        options["scenario"] = scenario
    elif "players" in lf.header:
        options["players"] = int(lf.header["players"])
    try:
        match = game.new_match(**options)
    except ValueError as e:
        raise LessonError(lf.path, lf.header_lines.get("position", lf.block[0]), f"the position is refused: {e}")
    return guide.attach(game.Board(match, seat=guide.seat, opponents=_opponents(lf, guide.seat)))


def lesson_board(name: str):
    """The board of a lesson whose file holds its position (a lesson name such as "xeko/13-my-lesson", or a path)."""
    return board_of(read(find(str(name))))

"""Mine drills from the lessons' own positions: each lesson source's code is run, every match it makes is kept,
and bot games are played on from its start and from where it stands."""
from __future__ import annotations

import contextlib
import io
import json
import random
import warnings
from pathlib import Path

from xlearn.engine.bots import make_bot
from xlearn.engine.match import Match
from xlearn.engine.saves import load_match

from .drills import Drill
from ..lessons.lesson_file import CHECKOUT, SHIPPED, LessonFile

LESSONS = CHECKOUT if CHECKOUT.is_dir() else SHIPPED


def code_cells(text: str) -> list[str]:
    """The code cells of a lesson file (MyST Markdown; markdown cells and the guide block left out)."""
    return LessonFile(Path("lesson.md"), text, {}, {}, [], None).code_cells()


def lesson_positions(game: str) -> list[str]:
    """Saved matches (as JSON text) of every match the game's lesson sources make, as each stands at the end
    (a match made inside a cell's expression is caught too, by watching Match being made)."""
    made: list[Match] = []
    original = Match.__init__

    def watch(self, *args, **kwargs):
        original(self, *args, **kwargs)
        made.append(self)

    saves: list[str] = []
    Match.__init__ = watch
    try:
        for source in sorted((LESSONS / game).glob("*.md")):
            ns: dict = {"__name__": "__lesson__"}
            for cell in code_cells(source.read_text(encoding="utf-8")):
                with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()), \
                        contextlib.redirect_stderr(io.StringIO()):
                    warnings.simplefilter("ignore")
                    try:
                        exec(compile(cell, str(source), "exec"), ns)  # noqa: S102 - our own lesson sources
                    except Exception:  # noqa: BLE001 - a cell that needs a live board or a learner's move
                        pass
    finally:
        Match.__init__ = original
    for match in made:
        if match.game == game:
            try:
                text = match.save()
            except (ValueError, TypeError):
                continue
            if text not in saves:
                saves.append(text)
    return saves


def starts(save: str) -> list[str]:
    """The lesson position as it stands, and its start (before any choice) when choices were made."""
    data = json.loads(save)
    out = [save]
    if data.get("choices"):
        out.append(json.dumps({**data, "choices": []}))
    return out


def mine_position(save: str, seed: int, steps: int = 60, seen: set | None = None) -> list[Drill]:
    """Drills from a lesson position and the bot game played on from it (`steps` choices at most)."""
    from .mine import drills_at
    try:
        match = load_match(save)
    except ValueError:
        return []
    rng = random.Random(seed)
    bots = [make_bot("greedy", seed), make_bot("random", seed)]
    out: list[Drill] = []
    for step in range(steps):
        if match.over:
            break
        action = bots[(step + seed) % 2].choose(match)
        out += [d.model_copy(update={"source": "lesson"}) for d in drills_at(match, rng, action.label)]
        match.play(action)
    if seen is not None:
        seen.update(e.rule.rule_id for step in match.log[1:] for e in step)
    return out


def mine_lessons(game: str, seen: set | None = None, *, seeds: int = 2, progress: bool = True) -> list[Drill]:
    """Drills from every lesson position of the game, played on by bots with `seeds` seeds each."""
    from tqdm.auto import tqdm
    out: list[Drill] = []
    positions = [s for p in lesson_positions(game) for s in starts(p)]
    for i, save in enumerate(tqdm(positions, desc=f"Lessons of {game}", unit="position", disable=not progress)):
        for seed in range(seeds):
            out += mine_position(save, 100 * i + seed, seen=seen)
    return out

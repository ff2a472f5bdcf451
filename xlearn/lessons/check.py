"""Check a lesson file before a learner sees it: every mistake comes back as `FILE:LINE: what is wrong`.

First what the file says (a malformed step, an unknown name, a rule id the game's rulebook does not have), then
what the engine says: the lesson's code cells are run up to its board, and the guide is walked to its recap as a
learner would walk it (Next, the asked choice, the rival's move, the answer), so a choice label that is not legal
at its step, a goal no legal choice meets, a wait with nobody to wait for, and an `answer:` the engine disagrees
with are each reported at their step's line. Run by tools/lessons/build.py, by `xlearn lesson check FILE` and by
tests/lessons/test_lesson_check.py."""
from __future__ import annotations

import contextlib
import importlib
import io
import os
import tempfile
from pathlib import Path

from .guide import ASK, CHOOSE, RECAP, WAIT
from .lesson_data import steps_of
from .lesson_file import OVERRIDES, LessonError, LessonFile, read


def _rule_ids(lf: LessonFile, steps) -> list[LessonError]:
    """The steps whose rule id the game's rulebook does not have."""
    rulebook = importlib.import_module(f"xlearn.{lf.header['game']}.rulebook").RULEBOOK
    out = []
    for step in steps:
        if step.rule is None:
            continue
        try:
            rulebook[step.rule]
        except KeyError:
            sd = next((s for s in lf.steps if s.line == step.line), None)
            out.append(LessonError(lf.path, sd.at("rule") if sd else step.line,
                                   f"unknown rule id {step.rule!r}: it is not in the {lf.header['game']} rulebook "
                                   "(docs/rules.md lists the ids)"))
    return out


def _board(lf: LessonFile):
    """Run the lesson's code cells up to the one that attaches its guide; the guide, on its board."""
    cells = lf.code_cells()
    at = next((k for k, c in enumerate(cells) if "guide.attach(" in c or "lesson_board(" in c), None)
    if at is None:
        return None
    ns = {"display": lambda *a, **k: None, "__name__": "__lesson__"}
    OVERRIDES[lf.name] = lf.path.resolve()
    here = os.getcwd()
    try:
        os.chdir(lf.path.parent)          # where the notebook built from it runs
        for k in range(at + 1):
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(cells[k], f"{lf.path}:cell{k}", "exec"), ns)
    finally:
        os.chdir(here)
        OVERRIDES.pop(lf.name, None)
    board = ns.get("board")
    return ns.get("guide") or getattr(board, "guide", None)


def _typed(task) -> str:
    """The right answer as a learner would type it."""
    right = task.solution()
    if isinstance(right, bool):
        return "yes" if right else "no"
    if isinstance(right, (set, frozenset, list, tuple)):
        return ", ".join(str(x) for x in sorted(right))
    return str(getattr(right, "total", right))


def _line(lf: LessonFile, step, key: str) -> int:
    sd = next((s for s in lf.steps if s.line == step.line), None)
    return sd.at(key) if sd else step.line


def _walk_step(lf: LessonFile, guide, board) -> LessonError | None:
    """Take the current step as a learner would; a mistake it shows, or None."""
    step = guide.step
    legal = board.match.legal()
    if step.kind == CHOOSE:
        if guide.match.to_act != guide.seat:
            return LessonError(lf.path, step.line, "the learner is asked for a choice, but another player is to act "
                                                   "here (a wait step before it?)")
        label = step.label if step.label is not None else next(
            (a.label for a in legal if step.goal(a, board.match)), None)
        if label is None or label not in [a.label for a in legal]:
            shown = ", ".join(a.label for a in legal[:6]) + (" ..." if len(legal) > 6 else "")
            what = f"the choice {step.label!r} is" if step.label is not None else "no choice meeting the goal is"
            return LessonError(lf.path, _line(lf, step, "label" if step.label is not None else "goal"),
                               f"{what} not legal at this step; the legal choices are: {shown}")
        if board.play(label) is None:
            return LessonError(lf.path, step.line, f"the board refused {label!r}: {board.notice.get('text')}")
    elif step.kind == WAIT:
        if not board.board.get("bot_to_act"):
            return LessonError(lf.path, step.line, "this wait step waits for a rival, but no rival is to move here")
        board.step()
    elif step.kind == ASK:
        task = guide.task
        if step.answer is not None:
            said = board.answer(str(step.answer))
            if said is None or not said.correct:
                return LessonError(lf.path, _line(lf, step, "answer"), f"the answer given is {step.answer!r}, but the "
                                   f"engine works out {_typed(task)!r} from the position reached")
        else:
            board.answer(_typed(task))
        if guide.task is task and guide.step is step:
            board.show_answer()
    else:
        guide.next()
    return None


@contextlib.contextmanager
def _own_record():
    """The walk's progress and practice record go to a folder of its own (the learner's stay untouched)."""
    before = os.environ.get("XLEARN_PROGRESS")
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["XLEARN_PROGRESS"] = str(Path(tmp) / "progress.json")
        try:
            yield
        finally:
            if before is None:
                os.environ.pop("XLEARN_PROGRESS", None)
            else:
                os.environ["XLEARN_PROGRESS"] = before


def walk(lf: LessonFile, max_steps: int = 80) -> list[LessonError]:
    """Walk the lesson on its board to its recap (its records kept apart); the first mistake met, if any."""
    with _own_record():
        return _walk(lf, max_steps)


def _walk(lf: LessonFile, max_steps: int) -> list[LessonError]:
    guide = _board(lf)
    if guide is None or guide.board is None:
        return []
    for _ in range(max_steps):
        if guide.step.kind == RECAP:
            return []
        before = (guide.current, len(guide.match.choices))
        try:
            mistake = _walk_step(lf, guide, guide.board)
        except Exception as e:  # noqa: BLE001 - whatever the engine raises is reported at the step's line
            mistake = LessonError(lf.path, guide.step.line, f"the step fails on the board: {type(e).__name__}: {e}")
        if mistake is not None:
            return [mistake]
        if (guide.current, len(guide.match.choices)) == before:
            return [LessonError(lf.path, guide.step.line, "the lesson is stuck at this step: nothing the learner "
                                                          "can do moves it on")]
    return [LessonError(lf.path, guide.step.line, f"the lesson does not reach its recap in {max_steps} steps")]


def check(path: Path | str, run: bool = True) -> list[LessonError]:
    """The mistakes in a lesson file, each with its file and line (none: the lesson is ready)."""
    try:
        lf = read(path)
        if lf.block is None:
            return []
        steps, _vocab = steps_of(lf)
    except LessonError as e:
        return [e]
    found = _rule_ids(lf, steps)
    if found or not run:
        return found
    try:
        return walk(lf)
    except LessonError as e:
        return [e]
    except Exception as e:  # noqa: BLE001 - a code cell that fails is a mistake of the file too
        return [LessonError(lf.path, lf.block[0], f"the lesson's cells fail before its board: {type(e).__name__}: {e}")]

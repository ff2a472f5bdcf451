"""Run a lesson's code cells in this process, and walk its guide as a learner would (for tests)."""
from __future__ import annotations

import contextlib
import io
from pathlib import Path

import jupytext

from xlearn.lessons.guide import ASK, CHOOSE, RECAP, WAIT
from xlearn.lessons.lesson_file import read
from xlearn.ui.board import BoardWidget

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "lessons"


def code_cells(source: Path) -> list[str]:
    """The lesson's code cells, in order (a lesson file: the notebook it builds, without its guide block)."""
    if source.suffix == ".md":
        nb = jupytext.reads(read(source).notebook_text(), fmt="md:myst")
    else:
        nb = jupytext.read(source, fmt="py:percent")
    return [c.source for c in nb.cells if c.cell_type == "code"]


class Lesson:
    """A lesson's namespace, the tasks its boards asked, and the printed output of each cell run."""

    def __init__(self, source: Path):
        self.source, self.cells, self.ns = source, code_cells(source), {"display": lambda *a, **k: None}
        self.tasks: list = []
        self.outputs: list[str] = []
        self.ran = 0

    def run(self, upto: int | None = None, start: int | None = None) -> None:
        """Run cells start..upto (default: the next ones to the end), recording tasks and printed text."""
        start = self.ran if start is None else start
        end = len(self.cells) if upto is None else upto
        original = BoardWidget.ask
        tasks = self.tasks

        def ask(board, task):
            tasks.append(task)
            original(board, task)

        BoardWidget.ask = ask
        try:
            for k in range(start, end):
                out = io.StringIO()
                with contextlib.redirect_stdout(out):
                    exec(compile(self.cells[k], f"{self.source.name}:cell{k}", "exec"), self.ns)
                self.outputs.append(out.getvalue())
                self.ran = max(self.ran, k + 1)
        finally:
            BoardWidget.ask = original

    @property
    def guide(self):
        return self.ns.get("guide")

    def board_cell(self) -> int:
        """The index of the cell that attaches the guide to the board."""
        return next(k for k, c in enumerate(self.cells) if "guide.attach(" in c or "lesson_board(" in c)


def wrong_answer(task) -> str:
    """An answer the task marks wrong (to walk the lesson as a learner who first gets it wrong)."""
    right = task.solution()
    if isinstance(right, bool):
        return "yes" if not right else "no"
    if isinstance(right, int):
        return str(right + 1)
    if right == "Attacker":
        return "Defender"
    return "something else"


def right_answer(task) -> str:
    """The right answer as a learner would type it."""
    right = task.solution()
    if isinstance(right, bool):
        return "yes" if right else "no"
    if isinstance(right, (set, frozenset, list, tuple)):
        return ", ".join(str(x) for x in sorted(right))
    return str(right)


def walk(lesson: Lesson, max_steps: int = 60) -> list[str]:
    """Walk the guide to its recap as a learner on the board: Next, the asked choice, the rival's move,
    one wrong answer then the right one. Returns what the lesson panel said to do at each step."""
    guide = lesson.guide
    board = guide.board
    said = []
    for _ in range(max_steps):
        step = guide.step
        said.append(board.lesson["todo"])
        if step.kind == RECAP:
            return said
        if step.kind == CHOOSE:
            label = step.label or next(a.label for a in board.match.legal() if step.goal(a, board.match))
            assert board.play(label) is not None, board.notice
        elif step.kind == WAIT:
            assert board.board["bot_to_act"], f"waiting ({step.todo}) but no rival is to move"
            board.step()
        elif step.kind == ASK:
            task = guide.task
            assert not board.answer(wrong_answer(task)).correct
            assert board.answer(right_answer(task)).correct
        else:
            assert guide.next()
    raise AssertionError(f"the lesson did not reach its recap in {max_steps} steps: {said[-3:]}")

"""What a lesson's guide does on its board, step by step, as data: recorded once from the guide scripts in Python
(tests/lessons/guide_behaviour.json, before they were turned into lesson files) and compared with what the lesson
files' guides do now (tests/lessons/test_lesson_files.py)."""
from __future__ import annotations

import json
from pathlib import Path

from lesson_runner import SOURCES, Lesson, right_answer, wrong_answer
from xlearn.lessons.guide import ASK, CHOOSE, RECAP, WAIT

RECORD = Path(__file__).with_name("guide_behaviour.json")
FIELDS = ("kind", "text", "todo", "rule", "label", "why", "kinds")


def steps(guide) -> list[dict]:
    """The script's steps as written (callables left out: their behaviour is in the walk)."""
    return [{k: list(v) if isinstance(v, tuple) else v for k, v in ((f, getattr(s, f)) for f in FIELDS)}
            | {"class": type(s).__name__} for s in guide.steps]


def hints(task) -> list[str]:
    out = []
    for level in (1, 2):
        try:
            out.append(task.hint(level))
        except Exception as e:  # noqa: BLE001 - a task with fewer hints: recorded as such
            out.append(type(e).__name__)
    return out


def walk_record(lesson: Lesson, max_steps: int = 60, pick: int = 0) -> list[dict]:
    """Walk the guide as tests/lessons/lesson_runner.walk does, recording at each step the lesson panel, the task
    asked (its question and answer), the refusal of a stray choice, and the choices made."""
    guide, board = lesson.guide, lesson.guide.board
    out = []
    for _ in range(max_steps):
        step = guide.step
        panel = {k: v for k, v in board.lesson.items() if k != "seq"}
        entry = {"panel": panel, "choices": list(board.match.choices), "bot_mode": guide.bot_mode()}
        legal = board.match.legal()
        stray = next((a for a in legal if guide.refuse(a) is not None), None)
        entry["stray"] = None if stray is None else [stray.label, guide.refuse(stray).reason]
        if step.kind == ASK:
            entry["task"] = {"question": guide.task.question, "answer": right_answer(guide.task),
                             "hints": hints(guide.task)}
        out.append(entry)
        if step.kind == RECAP:
            return out
        if step.kind == CHOOSE:
            label = step.label or [a.label for a in legal if step.goal(a, board.match)][pick]
            assert board.play(label) is not None, board.notice
        elif step.kind == WAIT:
            board.step()
        elif step.kind == ASK:
            board.answer(wrong_answer(guide.task))
            board.answer(right_answer(guide.task))
        else:
            guide.next()
    raise AssertionError("no recap")


def record(source: Path) -> dict:
    """A lesson's guide: its steps, its seat, its class and its walk."""
    lesson = Lesson(source)
    lesson.run(upto=lesson.board_cell() + 1)
    guide = lesson.guide
    return {"lesson": guide.lesson, "seat": guide.seat, "class": type(guide).__name__, "steps": steps(guide),
            "walk": walk_record(lesson)}


def name(source: Path) -> str:
    return f"{source.parent.name}/{source.stem}"


if __name__ == "__main__":
    import os
    import tempfile
    os.environ["XLEARN_PROGRESS"] = str(Path(tempfile.mkdtemp()) / "progress.json")
    guided = sorted(p for p in SOURCES.rglob("*.py") if "guide.attach(" in p.read_text())
    RECORD.write_text(json.dumps({name(p): record(p) for p in guided}, indent=1, ensure_ascii=False, default=str)
                      + "\n", encoding="utf-8")
    print(f"recorded {len(guided)} lessons in {RECORD}")

"""No stored output of any lesson contains the answer to one of its tasks (nor a checked answer's verdict)."""
from __future__ import annotations

import json

import pytest

from lesson_runner import ROOT, SOURCES, Lesson, walk
from xlearn.lessons import progress

LESSONS = sorted(p for p in SOURCES.rglob("*.md") if p.name != "index.md")


def stored_text(notebook) -> str:
    """Every text a reader of the saved notebook sees in its outputs."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    parts = []
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            parts.append("".join(out.get("text", "")))
            for kind, value in out.get("data", {}).items():
                if kind.startswith("text/"):
                    parts.append("".join(value) if isinstance(value, list) else str(value))
    return "\n".join(parts)


def giveaways(task) -> list[str]:
    """Texts that would tell the answer: the worked sum, the worked answer's own sentence."""
    found = [str(c) for c in (getattr(task, "calc", None),) if c is not None and getattr(c, "terms", None)]
    worked = task.check(task.solution()).message
    return found + [worked]


@pytest.mark.parametrize("source", LESSONS, ids=lambda p: str(p.relative_to(SOURCES)))
def test_no_stored_output_gives_a_task_answer_away(source, tmp_path, monkeypatch):
    """Run the lesson (and walk its guide, if it has one) to meet every task it asks; none is answered in the
    outputs stored in its notebook."""
    monkeypatch.setenv(progress.ENV, str(tmp_path / "progress.json"))
    lesson = Lesson(source)
    lesson.run()
    if lesson.guide is not None:
        walk(lesson)
    text = stored_text(ROOT / "notebooks" / source.relative_to(SOURCES).with_suffix(".ipynb"))
    assert "Right!" not in text and "Not quite." not in text, "a stored output shows an answer being checked"
    for task in lesson.tasks:
        for giveaway in giveaways(task):
            assert giveaway not in text, f"the stored outputs answer {task.question!r}: {giveaway!r}"

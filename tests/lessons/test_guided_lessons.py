"""Every guided lesson: Run All plays nothing for the learner; the script walks to its end on the board; the
cells after the board work before and after the learner plays (either order)."""
from __future__ import annotations

import pytest

from lesson_runner import SOURCES, Lesson, walk
from xlearn.lessons import progress

GUIDED = sorted(p for p in SOURCES.rglob("*.md") if "guide.attach(" in p.read_text())


@pytest.fixture(autouse=True)
def progress_file(tmp_path, monkeypatch):
    monkeypatch.setenv(progress.ENV, str(tmp_path / "progress.json"))


@pytest.mark.parametrize("source", GUIDED, ids=lambda p: p.stem)
def test_run_all_plays_nothing_for_the_learner_then_the_script_walks_to_its_end(source):
    """Run All first: no choice of the learner's seat is made by a cell; then the board walk, then the cells again."""
    lesson = Lesson(source)
    lesson.run()
    guide = lesson.guide
    assert len(guide.match.choices) == guide.start, "a cell played a move on the lesson's board"
    assert guide.current == 0
    walk(lesson)
    assert progress.finished() == {guide.lesson}
    lesson.run(start=lesson.board_cell() + 1)


@pytest.mark.parametrize("source", GUIDED, ids=lambda p: p.stem)
def test_play_first_then_run_the_cells(source):
    """The other order: play the lesson on the board, then run the cells after it; none raises."""
    lesson = Lesson(source)
    lesson.run(upto=lesson.board_cell() + 1)
    walk(lesson)
    lesson.run()
    assert not any("follow the lesson on the board" in out for out in lesson.outputs[lesson.board_cell() + 1:])


def test_at_least_the_three_key_lessons_are_guided():
    names = {p.stem for p in GUIDED}
    assert {"04-turf-war", "06-battles-and-the-decoy", "06-thwart-chains"} <= names

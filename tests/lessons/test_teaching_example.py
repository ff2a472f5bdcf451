"""docs/teaching.md's worked example (issue 31 item 6): the lesson written from scratch, one text file with no
Python of its own, checks clean, and its guide walks to the end as a learner would (Next, the asked-for choice on
the board, the question answered)."""
from __future__ import annotations

from lesson_runner import ROOT, Lesson

from xlearn.lessons.check import check
from xlearn.lessons.guide import ASK, RECAP

EXAMPLE = ROOT / "docs" / "examples" / "first-link.md"


def test_the_worked_example_has_no_mistake_and_no_python_beyond_its_one_line_board():
    assert check(EXAMPLE) == []
    lesson = Lesson(EXAMPLE)
    assert lesson.cells == ['from xlearn.lessons import lesson_board\n\nboard = lesson_board("first-link.md")\n'
                            'guide = board.guide\nboard']


def test_the_worked_example_lesson_walks_to_its_recap(monkeypatch, tmp_path):
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(EXAMPLE.parent)
    lesson = Lesson(EXAMPLE)
    lesson.run()
    guide, board = lesson.guide, lesson.ns["board"]
    assert guide.next()                                    # the explain step: Next
    assert board.play("Play Hawk Moth at (1, 0)") is None  # not the choice asked for: refused, nothing played
    assert not board.match.choices
    board.play("Play Brown Mouse Lemur at (0, 1)")
    assert guide.next()                                    # the show step: Next
    board.answer("3")                                      # a wrong count: the lesson stays on its question
    assert guide.step.kind == ASK
    board.answer("4")
    assert guide.step.kind == RECAP and guide.finished()


def test_the_example_cites_only_rule_ids_of_the_rulebook(monkeypatch):
    monkeypatch.chdir(EXAMPLE.parent)
    lesson = Lesson(EXAMPLE)
    lesson.run()
    guide = lesson.guide
    assert all(guide.rulebook_ref(step.rule) is not None for step in guide.steps)

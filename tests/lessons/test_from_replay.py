"""A lesson from a played game (issue 31 item 3): three moves marked on the game's replay become a lesson file
that starts at the first marked move and walks to its recap with the game's own moves."""
from __future__ import annotations

import pytest
from lesson_runner import Lesson

import xlearn.xeko as xeko
from xlearn.engine.bots import RandomBot
from xlearn.engine.saves import load_match
from xlearn.lessons.from_replay import Mark, lesson_source, position_at
from xlearn.lessons.guide import ASK, CHOOSE, RECAP, WAIT


def played_game(moves: int = 12) -> str:
    m, bot = xeko.new_match(seed=5), RandomBot(3)
    for _ in range(moves):
        m.play(bot.choose(m))
    return m.save()


def test_three_marked_moves_make_a_lesson_that_walks_to_its_end(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    saved = played_game()
    first = 4
    learner = position_at(saved, first).to_act
    mine = [i for i in range(first, 12) if position_at(saved, i).to_act == learner]
    marks = [Mark(mine[0], "explain", "Watch which spots light up.", rule="link-rule"),
             Mark(mine[0], "choose", "Make the move the game was played with."),
             Mark(mine[1], "ask", "How many players are in this game?", "2")]
    path = tmp_path / "from-replay.py"
    path.write_text(lesson_source(saved, marks))
    lesson = Lesson(path)
    lesson.run()
    guide, board = lesson.guide, lesson.ns["board"]
    assert len(board.match.choices) == first
    labels = load_match(saved).choices
    for _ in range(40):
        step = guide.step
        if step.kind == RECAP:
            break
        if step.kind == ASK:
            board.answer("3")
            assert guide.step.kind == ASK        # a wrong answer: still asked
            board.answer("2")
        elif step.kind == CHOOSE:
            board.play(labels[len(board.match.choices)])
        elif step.kind == WAIT:
            board.step()
        else:
            assert guide.next()
    assert guide.finished()
    assert list(board.match.choices) == labels[:len(board.match.choices)]


def test_a_bad_mark_is_refused_clearly():
    saved = played_game(4)
    with pytest.raises(ValueError, match="needs its answer"):
        lesson_source(saved, [Mark(1, "ask", "Who wins?")])
    with pytest.raises(ValueError, match="0 to 3"):
        lesson_source(saved, [Mark(9, "choose")])
    with pytest.raises(ValueError, match="mark at least one"):
        lesson_source(saved, [])

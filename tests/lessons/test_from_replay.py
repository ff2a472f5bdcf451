"""A lesson from a played game (issue 31 item 3): three moves marked on the game's replay become a lesson file
that starts at the first marked move and walks to its recap with the game's own moves."""
from __future__ import annotations


import pytest
from lesson_runner import Lesson

import xlearn.xeko as xeko
from xlearn.engine.bots import RandomBot
from xlearn.engine.saves import load_match
from xlearn.lessons.from_replay import Mark, lesson_source, position_at
from xlearn.lessons.check import check
from xlearn.lessons.guide import ASK, CHOOSE, RECAP, WAIT
from xlearn.lessons.lesson_file import read


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
    path = tmp_path / "from-replay.md"
    path.write_text(lesson_source(saved, marks, file_name=path.name))
    assert check(path) == []                          # the lesson file passes the check a built lesson passes
    monkeypatch.chdir(tmp_path)                       # where its notebook runs
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


def send(r, **msg) -> None:
    r._on_msg(r, msg, [])


def test_marks_are_made_and_exported_through_the_replays_checked_messages(tmp_path):
    from xlearn.ui import Replay
    r = Replay(played_game(6))
    r.lesson_file = str(tmp_path / "lesson.md")
    send(r, type="replay", to=2)
    send(r, type="mark", kind="ask", text="Who acts next?", answer="Seat 1")
    send(r, type="mark", kind="choose")
    assert [m["kind"] for m in r.board["replay"]["marks"]] == ["ask", "choose"]
    send(r, type="unmark", index=0)
    send(r, type="unmark", index=5)                  # no such mark: refused, nothing removed
    assert r.notice["kind"] == "refused" and [m.kind for m in r.marks] == ["choose"]
    send(r, type="mark", kind="ask", text="Who wins?", answer=7)   # not text: refused by the schema
    assert r.notice["kind"] == "refused" and len(r.marks) == 1
    send(r, type="export", path="/tmp/elsewhere.md")  # the front end cannot choose where the lesson goes
    assert r.notice["kind"] == "refused" and not (tmp_path / "lesson.md").exists()
    send(r, type="export")
    steps = read(tmp_path / "lesson.md").steps
    assert r.notice["kind"] == "info" and [s.data.get("label") for s in steps if "choose" in s.data] == [
        load_match(r._saved).choices[2]]
    assert [next(iter(s.data)) for s in steps] == ["choose", "show", "recap"]


def test_a_replay_locked_to_one_seat_neither_shows_nor_makes_marks(tmp_path, monkeypatch):
    """The teacher lock holds with marks: a learner's copy cannot mark, unmark or export (the lesson file holds the
    whole game, seed and all), and is sent no marks or file name."""
    from xlearn.ui import Replay
    monkeypatch.chdir(tmp_path)
    r = Replay(played_game(6), seat=0, allow_teacher=False)
    r.seek(2)
    for msg in ({"type": "mark", "kind": "choose"}, {"type": "mark", "kind": "explain", "text": "Look."},
                {"type": "unmark", "index": 0}, {"type": "export"}):
        send(r, **msg)
        assert r.notice["kind"] == "refused" and "locked off" in r.notice["text"], msg
    assert r.marks == [] and r.board["replay"]["marks"] == [] and r.board["replay"]["file"] is None
    assert list(tmp_path.iterdir()) == [] and not r.board["teacher"]
    with pytest.raises(ValueError, match="locked off"):
        r.mark("choose")


def test_mark_messages_on_a_board_that_is_no_replay_are_refused_and_change_nothing():
    from xlearn.ui import Board
    b = Board(xeko.new_match(seed=5), seat=0)
    before = list(b.match.choices)
    send(b, type="export")
    assert b.notice["kind"] == "refused" and list(b.match.choices) == before

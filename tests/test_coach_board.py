"""The board's Hint, as a learner meets it: a lesson can turn the coach off; the answer comes in stages (a
first answer from a small search at once, "thinking" while the full search runs in the background), and the
same position always gets the same figures."""
from __future__ import annotations

import time

import pytest

from xlearn.coach import suggest
from xlearn.ui import Board
from xlearn.xeko import new_match


def hinted(board) -> dict:
    board._on_msg(board, {"type": "hint"}, [])
    return board.hint


def test_a_lesson_can_turn_the_coach_off():
    m = new_match(seed=3)
    b = Board(m, seat=m.to_act, opponents=None, hints=False, hint_simulations=30)
    assert not hinted(b) and b.notice["kind"] == "refused" and "coach is off" in b.notice["text"]
    b.hints = True
    assert hinted(b)["items"]


def test_a_guide_can_turn_the_coach_off():
    class Guide:
        hints = False

    m = new_match(seed=3)
    b = Board(m, seat=m.to_act, opponents=None, hint_simulations=30)
    b.guide = Guide()
    assert not hinted(b) and "coach is off" in b.notice["text"]


def wait_for(board, seconds: float = 60.0) -> dict:
    deadline = time.monotonic() + seconds
    while board.hint.get("thinking") and time.monotonic() < deadline:
        time.sleep(0.05)
    return board.hint


def test_the_first_answer_comes_at_once_and_the_full_search_follows_in_the_background(monkeypatch):
    import xlearn.coach as coach
    monkeypatch.setattr(coach, "FIRST_SIMULATIONS", 40)
    m = new_match(seed=5)
    b = Board(m, seat=m.to_act, opponents=None, hint_simulations=160)
    first = hinted(b)
    assert first["thinking"] and first["items"]
    quick = [(t.title, t.won) for t in suggest(m, simulations=40, seed=len(m.choices))]
    assert [(t["title"], t["won"]) for t in first["items"]] == quick
    final = wait_for(b)
    assert not final["thinking"]
    full = [(t.title, t.won) for t in suggest(m, simulations=160, seed=len(m.choices))]
    assert [(t["title"], t["won"]) for t in final["items"]] == full


def test_a_hint_for_a_board_that_moved_on_is_dropped(monkeypatch):
    import xlearn.coach as coach
    monkeypatch.setattr(coach, "FIRST_SIMULATIONS", 20)
    m = new_match(seed=5)
    b = Board(m, seat=m.to_act, opponents=None, hint_simulations=400)
    first = hinted(b)
    b.choose(first["items"][0]["id"], b.version)         # the learner plays before the search is done
    time.sleep(0.5)
    assert b.hint.get("version") != b.version or not b.hint.get("thinking")
    assert b.hint["version"] == first["version"]           # nothing newer was sent for the old position

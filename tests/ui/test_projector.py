"""Projector mode (issue 31 item 4): a board option, on by `xlearn present --projector`, and the teacher view
locked off on a learner's copy."""
from __future__ import annotations

import pytest

import xlearn.xeko as xeko
from xlearn.present import present_env
from xlearn.ui import Board
from xlearn.ui.projector import LEARNER_ENV, PROJECTOR_ENV


def test_projector_is_a_board_option_sent_with_the_keys_it_answers():
    board = Board(xeko.new_match(seed=3), projector=True)
    keys = dict(board.board["projector"]["keys"])
    assert keys["T"] == "teacher view" and "next step" in keys.values()
    assert Board(xeko.new_match(seed=3)).board["projector"] is None


def test_present_projector_turns_every_board_to_projector_mode(monkeypatch):
    assert present_env(projector=True)[PROJECTOR_ENV] == "1"
    monkeypatch.setenv(PROJECTOR_ENV, "1")
    assert Board(xeko.new_match(seed=3)).projector
    assert not Board(xeko.new_match(seed=3), projector=False).projector


def test_a_bad_projector_value_is_refused():
    with pytest.raises(ValueError, match="projector must be"):
        Board(xeko.new_match(seed=3), projector="yes")


def test_the_teacher_view_is_locked_off_on_a_learners_copy(monkeypatch):
    monkeypatch.setenv(LEARNER_ENV, "1")
    board = Board(xeko.new_match(seed=3), projector=True)
    assert board.board["allow_teacher"] is False
    with pytest.raises(ValueError, match="locked off"):
        board.teacher = True
    monkeypatch.delenv(LEARNER_ENV)
    Board(xeko.new_match(seed=3)).teacher = True

"""Xenofera lesson scripts: what a learner relies on beyond the shared walk (the tie question's answers, the
full game's first turn followed phase by phase, a stray set-up choice refused with why)."""
from __future__ import annotations

import pytest

import xlearn.xenofera as xenofera
from xlearn.lessons import ScriptBot, progress
from xlearn.lessons import load_guide
from xlearn.engine.bots import RandomBot, play_out
from xlearn.xenofera.tasks import WinnerTask
from xlearn.ui import Board


@pytest.fixture(autouse=True)
def progress_file(tmp_path, monkeypatch):
    monkeypatch.setenv(progress.ENV, str(tmp_path / "progress.json"))


def finished_game():
    match = xenofera.new_match(players=2, seed=51)
    play_out(match, [RandomBot(1), RandomBot(2)])
    assert match.over
    return match


def test_scoring_who_wins_is_answered_with_you_your_rival_or_a_name():
    """Scoring and Winning: the winner may be named as "you", "your rival" or by name, in any case."""
    match = finished_game()
    winner = match.result.winners[0]
    task = WinnerTask(match, seat=winner)
    assert task.check("you").correct and task.check("YOU").correct
    assert task.check(f"  {task.names[winner].upper()} ").correct
    assert not task.check("your rival").correct
    other = WinnerTask(match, seat=1 - winner)
    assert other.check("your rival").correct and not other.check("me").correct


def test_scoring_an_unreadable_winner_gets_a_sentence_not_the_answer():
    task = WinnerTask(finished_game(), seat=0)
    said = task.respond("the blue one")
    assert not said.correct and task.expected not in said.message


def full_game_board():
    match = xenofera.new_match(players=2, seed=21)
    guide = load_guide("xenofera/10-full-game-against-bots")
    board = guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
    return guide, board


def set_up(guide, board):
    """Play the full game's set-up as the lesson asks (the first offered choice of each), and its question."""
    while guide.step.kind != "ask":
        step = guide.step
        if step.kind == "explain":
            guide.next()
        elif step.kind == "wait":
            board.step()
        else:
            board.play(next(a.label for a in board.match.legal() if step.goal(a, board.match)))
    board.answer(str(guide.task.solution()))


def test_full_game_a_phase_step_lasts_the_whole_phase():
    """Player Turn: hiring a crew member keeps the lesson at the Action Phase; ending it moves on to Build."""
    guide, board = full_game_board()
    set_up(guide, board)
    assert guide.step.kind == "explain" and "A. Action" in guide.step.text
    guide.next()
    recruit = next(a.label for a in board.match.legal() if a.label.startswith("Recruit"))
    board.play(recruit)
    assert board.match.phase.startswith("A.") and guide.step.kind == "choose"
    board.play("End the Action Phase")
    assert guide.step.kind == "explain" and guide.step.text.startswith("B. Build")


def test_full_game_refuses_a_choice_while_a_phase_is_being_explained():
    guide, board = full_game_board()
    set_up(guide, board)
    refusal = guide.refuse("End the Action Phase")
    assert refusal is not None and "press Next" in refusal.reason


def test_set_up_a_stray_choice_is_refused_with_why():
    """1. Battle Cards/Player Turn Cards: at the colour step, nothing else is asked for (after Next)."""
    match = xenofera.new_match(players=2, seed=3)
    guide = load_guide("xenofera/01-goal-and-set-up")
    guide.attach(Board(match, seat=0, opponents={1: ScriptBot()}))
    assert guide.refuse("Take the Crimson Battle cards") is not None  # the explain step comes first
    guide.next()
    assert guide.refuse("Take the Crimson Battle cards") is None

"""A guided lesson on its board: the learner's choices only, a stray one refused with why, undo steps back."""
from __future__ import annotations

import pytest

import xlearn.xeko as xeko
from xlearn.lessons import ScriptBot, progress
from xlearn.lessons import load_guide
from xlearn.xeko.lesson_positions import TANAGER


@pytest.fixture(autouse=True)
def progress_file(tmp_path, monkeypatch):
    monkeypatch.setenv(progress.ENV, str(tmp_path / "progress.json"))


def turf_war_board():
    match = xeko.new_match(scenario=TANAGER, seed=1)
    guide = load_guide("xeko/04-turf-war")
    return guide, guide.attach(xeko.Board(match, seat=0, opponents={1: ScriptBot("Pass (play no Boost)")}))


def test_the_lesson_plays_nothing_for_the_learner():
    """Attaching the guide plays no choice: the learner's first choice is still to be made."""
    guide, board = turf_war_board()
    assert not board.match.choices and board.match.to_act == 0
    assert board.lesson["step"] == 1 and board.lesson["next"] and board.lesson["heading"] == "5. Turf War"


def test_a_stray_choice_is_refused_with_why_and_changes_nothing():
    """5. Turf War: the lesson asks for Fossa at (2, 0); Indri elsewhere is refused, saying why."""
    guide, board = turf_war_board()
    guide.next()
    before = board.match.fingerprint()
    assert board.play("Play Indri at (1, 1)") is None
    assert "Indri at (1, 1) is allowed by the rules" in board.notice["text"]
    assert "Ant Tanager" in board.notice["text"] and board.match.fingerprint() == before


def test_the_rival_waits_for_the_answer_and_the_question_uses_the_position_reached():
    """d. Determine the winner: the Diff asked after the learner's own move; Player 2 is held until answered."""
    guide, board = turf_war_board()
    guide.next()
    board.play("Play Fossa at (2, 0)")
    assert board.lesson["kind"] == "show" and "Ferocity" in " ".join(i["text"] for i in board.lesson["items"])
    guide.next()
    assert board.lesson["kind"] == "ask" and board.task["question"].startswith("Player 2 may still")
    assert board.step() is None and "answer the question first" in board.notice["text"]
    board.answer("4")
    assert board.lesson["kind"] == "ask"
    board.answer("five")
    assert board.lesson["kind"] == "wait"
    board.step()
    assert board.lesson["kind"] == "show"
    sums = [c["text"] for i in board.lesson["items"] for c in i["calcs"]]
    assert any("= 16" in s for s in sums) and any(s.startswith("Diff") for s in sums)
    guide.next()
    assert board.lesson["done"] and board.lesson["links"][0]["href"] == "05-boosts-and-multi-link.ipynb"
    assert "xeko/04-turf-war.ipynb" in progress.finished()


def test_undo_within_the_lesson_goes_back_to_the_choice():
    """Turn Sequence (undo): taking back Fossa brings the lesson back to the step that asked for it."""
    guide, board = turf_war_board()
    guide.next()
    board.play("Play Fossa at (2, 0)")
    assert board.undo() and not board.match.choices
    assert board.lesson["kind"] == "choose" and board.lesson["step"] == 2
    board.play("Play Fossa at (2, 0)")
    assert board.lesson["step"] == 3

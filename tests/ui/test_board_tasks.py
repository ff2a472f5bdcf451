"""A lesson task shown on a board: the typed answer is parsed, checked by the engine, and fed back."""
from __future__ import annotations

import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, DiffTask, LegalSpotsTask

POSITION = {
    "field": [{"card": "Black-cheeked Ant Tanager", "owner": 1, "at": [1, 0]}],
    "hands": [["Indri", "Fossa", "Aye-aye"], ["Tsingy Shelter"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 3,
}


def board_and_match():
    match = xeko.new_match(scenario=POSITION, seed=1)
    return xeko.Board(match, seat=0, opponents=None), match


def test_a_wrong_then_right_answer_typed_on_the_board():
    """The Diff task: '2' is wrong (feedback names the sums and the rule), '5' is right; the match is untouched."""
    board, match = board_and_match()
    before = match.fingerprint()
    board.ask(DiffTask(match, "Play Fossa at (2, 0)"))
    assert board.task["question"].startswith("If the learner chooses")
    board._on_msg(board, {"type": "answer", "text": "2"}, [])
    assert board.task["feedback"]["correct"] is False and "Diff" in board.task["feedback"]["message"]
    assert "e. Losing player takes a penalty" in board.task["feedback"]["cite"]
    board._on_msg(board, {"type": "answer", "text": " 5 "}, [])
    assert board.task["feedback"]["correct"] is True
    assert match.fingerprint() == before


def test_spots_are_read_from_typed_text():
    """Legal-spot answers are typed as (x, y) pairs in any spacing."""
    board, match = board_and_match()
    board.ask(LegalSpotsTask(match, "Aye-aye"))
    assert board.answer("(0,1) ( 1 , 1 )").correct


def test_an_unreadable_answer_is_explained_not_crashed():
    """A word where a number is expected gets feedback asking for a number."""
    board, match = board_and_match()
    board.ask(AnswerTask("Which seat?", 1, "Seat 1 it is.", xeko.RULES.rulebook["elimination"]))
    assert board.answer("one").correct is False
    assert board.answer("1").correct is True


def test_answering_without_a_task_is_refused():
    board, _ = board_and_match()
    assert board.answer("5") is None
    assert board.notice["kind"] == "refused"

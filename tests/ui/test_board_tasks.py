"""A lesson task shown on a board teaches: hints before the answer, the worked sum once right or on Show me."""
from __future__ import annotations

import pytest

import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask
from xlearn.xeko.tasks import DiffTask, LegalSpotsTask
from xlearn.tasks.numbers import NotANumber, read_number
from xlearn.xeko.lesson_positions import TANAGER


def board_and_match():
    match = xeko.new_match(scenario=TANAGER, seed=1)
    return xeko.Board(match, seat=0, opponents=None), match


def test_wrong_answers_get_a_hint_then_a_stronger_one_and_never_the_answer():
    """e. Losing player takes a penalty: '2' gets a hint naming the totals; a second miss names each side's
    terms; neither says the Diff; ' 5 ' is right and shows the worked sum; the match is untouched."""
    board, match = board_and_match()
    before = match.fingerprint()
    board.ask(DiffTask(match, "Play Fossa at (2, 0)"))
    assert board.task["question"].startswith("If you choose Fossa at (2, 0)")
    board._on_msg(board, {"type": "answer", "text": "2"}, [])
    first = board.task["feedback"]
    assert first["correct"] is False and "Energy total" in first["message"] and first["worked"] is None
    assert "e. Losing player takes a penalty" in first["cite"]
    board._on_msg(board, {"type": "answer", "text": "3"}, [])
    second = board.task["feedback"]["message"]
    assert second != first["message"] and "Ferocity" in second
    assert "5" not in first["message"] + second and "16" not in second
    board._on_msg(board, {"type": "answer", "text": " 5 "}, [])
    right = board.task["feedback"]
    assert right["correct"] is True and "Fossa Energy 13 + Ferocity 3 = 16" in right["worked"]
    assert match.fingerprint() == before


def test_show_me_gives_the_worked_answer_and_ends_the_task():
    """Show me: the worked sum appears and listeners (a lesson guide) hear the task is done."""
    board, match = board_and_match()
    task = DiffTask(match, "Play Fossa at (2, 0)")
    heard = []
    task.listeners.append(heard.append)
    board.ask(task)
    board._on_msg(board, {"type": "answer", "show": True}, [])
    assert board.task["feedback"]["shown"] is True and "= 5" in board.task["feedback"]["worked"]
    assert heard == [task]


@pytest.mark.parametrize("typed, number", [("35", 35), ("+5", 5), (" 5 ", 5), ("thirty-five", 35),
                                           ("Thirty five", 35), ("minus two", -2), ("- 3", -3), ("five.", 5)])
def test_numbers_typed_with_words_spaces_or_a_sign(typed, number):
    assert read_number(typed) == number


def test_an_unreadable_number_gets_a_plain_sentence():
    """Typing a word that is no number gets a sentence saying how to type one; nothing is counted as wrong."""
    board, match = board_and_match()
    board.ask(DiffTask(match, "Play Fossa at (2, 0)"))
    assert board.answer("lots") is None
    shown = board.task["feedback"]
    assert shown["unreadable"] and "digits" in shown["message"] and "invalid literal" not in shown["message"]
    with pytest.raises(NotANumber):
        read_number("lots")


def test_spots_are_read_from_typed_text():
    """Legal-spot answers are typed as (x, y) pairs in any spacing."""
    board, match = board_and_match()
    board.ask(LegalSpotsTask(match, "Aye-aye"))
    assert board.answer("(0,1) ( 1 , 1 )").correct


def test_a_number_answer_typed_in_words():
    board, match = board_and_match()
    board.ask(AnswerTask("How many players are out?", 1, "One player is out.", xeko.RULES.rulebook["elimination"]))
    assert board.answer("two").correct is False
    assert board.answer("one").correct is True


def test_answering_without_a_task_is_refused():
    board, _ = board_and_match()
    assert board.answer("5") is None
    assert board.notice["kind"] == "refused"

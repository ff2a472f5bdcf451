"""Seekers lesson tasks: answers checked by the engine, with or without a board, and the match left untouched."""
from __future__ import annotations

from xlearn.seekers import RULES, new_match
from xlearn.seekers.tasks import MayTask, OutcomeTask, PayTask
from xlearn.ui import Board


def wild_position():
    return new_match(seed=4, scenario={
        "seats": [{"leads": ["Ruin", "Wild", "Glyph", "Myth"],
                   "adventures": ["The Forgotten Lagoon", "The Gilded Monastery"]},
                  {"leads": ["Myth", "Vision"], "adventures": ["The Jade Temple"]}]})


def test_pay_task_uses_the_engine_for_both_answers():
    """Completing Adventures: a wild Lead fills one gap (yes), but not two missing Myths (no)."""
    match = wild_position()
    before = match.fingerprint()
    lagoon, gilded = PayTask(match, "The Forgotten Lagoon"), PayTask(match, "The Gilded Monastery")
    assert lagoon.check("yes").correct and not lagoon.check(False).correct
    wrong = gilded.check("yes")
    assert not wrong.correct and "wild" in wrong.message and wrong.rule.section == "Completing Adventures"
    assert gilded.check("no").correct and gilded.check(False).correct
    assert match.fingerprint() == before and not match.choices


def test_may_task_follows_the_menu_and_cites_the_refusal():
    """Catch Up: with nobody's Adventure archived, Poach is refused and the feedback says why."""
    match = wild_position()
    task = MayTask(match, "Poach: swap The Forgotten Lagoon for Player 2's The Jade Temple", "May Player 1 Poach?",
                   via=["Perform a Heroic Feat", "Poach"])
    assert task.expected is False and task.answer_hint == "yes or no"
    assert task.rule.rule_id == "catch-up-first"
    assert not task.check("yes").correct and task.check("no").correct


def test_outcome_task_answered_on_a_board():
    """A number worked out by playing on a copy; typed answers are parsed by the board."""
    match = wild_position()
    task = OutcomeTask(match, ["Complete The Forgotten Lagoon"], "Adventures archived?",
                       lambda probe, events: probe.view(0)["players"][0]["archived_adventures"],
                       RULES.rulebook["complete"])
    board = Board(match, seat=0, opponents=None)
    board.ask(task)
    assert board.answer("2").correct is False
    assert board.answer(" 1 ").correct is True
    assert board.answer("maybe") is None and "digits" in board.task["feedback"]["message"]
    assert not match.choices

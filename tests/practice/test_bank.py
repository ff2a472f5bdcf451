"""The shipped drill banks: every drill replays to the engine's own answer, and every rule is covered or explained."""
from collections import Counter

import pytest

from xlearn import load_match
from xlearn.practice.bank import MIN_COVER, load, rule_ids, validated
from xlearn.practice.drills import Drill
from xlearn.practice.mine import merge
from xlearn.practice.solve import engine_answer, right_choices

GAMES = ["xeko", "xenofera", "seekers"]


@pytest.mark.parametrize("game", GAMES)
def test_a_shipped_bank_has_300_drills_each_replaying_to_the_engines_answer(game):
    bank = load(game)
    assert len(bank.drills) >= 300
    wrong = [d.id for d in bank.drills if engine_answer(d) != d.answer]
    assert wrong == []


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_has_three_drills_or_is_listed_as_unreachable_with_why(game):
    bank = load(game)
    count = Counter(d.theme for d in bank.drills)
    for rule in rule_ids(game):
        assert count[rule] >= MIN_COVER or len(bank.unreachable.get(rule, "")) > 20, rule


def test_a_drill_with_two_right_answers_is_refused():
    drill = next(d for d in load("xeko").drills if d.kind == "refusal")
    assert validated([drill]) == [drill]
    two = drill.model_copy(update={"choices": [*drill.choices, "Play a card that is not in any hand"]})
    assert len(right_choices(two, load_match(two.position))) == 2
    assert engine_answer(two) is None and validated([two]) == []


def test_near_identical_drills_are_merged():
    drill = load("seekers").drills[0]
    copy = drill.model_copy(update={"id": "other", "position": drill.position.replace("1", "1", 1)})
    assert merge([drill, copy]) == [drill]


def test_a_drill_whose_answer_is_not_a_choice_is_refused():
    drill = load("xenofera").drills[0]
    with pytest.raises(ValueError, match="is not one of its"):
        Drill(**{**drill.model_dump(), "answer": 9})

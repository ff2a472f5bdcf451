"""A learner reads each practised rule by a name no other rule of its game shares (the chart, Up next, the head)."""
import pytest

from xlearn.engine.games import package
from xlearn.practice.bank import load
from xlearn.practice.summary import rule_name


@pytest.mark.parametrize("game", ["xeko", "xenofera", "seekers"])
def test_every_practised_rule_has_a_name_of_its_own(game):
    book = package(game).RULES.rulebook
    themes = sorted({d.theme for d in load(game).drills})
    names = {t: rule_name(book, t) for t in themes}
    same = [(a, b) for a in themes for b in themes if a < b and names[a] == names[b]]
    assert not same, [(a, b, names[a]) for a, b in same]
    for t, name in names.items():   # it starts with the rulebook heading a learner can look up
        assert name.startswith(book[t].section), (t, name)


def test_a_heading_of_several_rules_is_told_apart_and_a_lone_heading_is_kept_as_it_is():
    book = package("xeko").RULES.rulebook
    assert rule_name(book, "link-rule") != rule_name(book, "blank-sides")
    assert rule_name(book, "link-rule").startswith("4. Play One Species Card: A new Species must link")
    lone = next(r for r in book if sum(o.section == r.section for o in book) == 1)
    assert rule_name(book, lone.rule_id) == lone.section

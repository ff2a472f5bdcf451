"""Bad input for the keyword powers and Boosts: each choice is refused (IllegalAction naming the rulebook
section it breaks) and the match is unchanged (fingerprint equal before and after).

Each case is tried twice: as the Action a board or bot would send (kind, label and arguments), and as
the label a learner would type; both cite the power's own section.
"""
from __future__ import annotations

import pytest

from power_helpers import (DRAW_STEP, boost_label, field_names, filler, labels, match_from, pass_until_done,
                           play_label, spots, war_layout, war_match)
from xlearn import IllegalAction
from xlearn.engine.actions import Action


def boost_not_linking():
    """A Boost on a spot where it obeys the link rule but does not link to its owner's war Species."""
    for boost in ("Tsingy Shelter", "Canopy Bridge", "Monsoon Surge", "Dipterocarp Canopy"):
        layout, dpos, ipos = war_layout("Hawk Moth", "Hawk Moth")
        after = {**layout, ipos: ("Hawk Moth", 0)}
        good = [p for p, lk in spots(after, boost, 0) if ipos in lk]
        bad = [p for p, lk in spots(after, boost, 0) if ipos not in lk]
        if good and bad:
            m = match_from(layout, [["Hawk Moth", boost], []])
            m.play(play_label("Hawk Moth", ipos))
            assert boost_label(boost, good[0]) in labels(m)
            inst = next(i for i in m.state.hand[0] if m.state.card(i).name == boost)
            p = bad[0]
            return m, Action("boost", boost_label(boost, p), (inst, p[0], p[1], None), spot=p), "4. Boost Cards"
    raise AssertionError("no layout")


def camouflage_after_the_war_began():
    layout, dpos, ipos = war_layout("Panther Chameleon", "Hawk Moth")
    after = {**layout, ipos: ("Panther Chameleon", 0)}
    boost = next(b for b in ("Tsingy Shelter", "Canopy Bridge", "Monsoon Surge", "Dipterocarp Canopy")
                 if any(ipos in lk for _, lk in spots(after, b, 0)))
    m = match_from(layout, [["Panther Chameleon", boost], []])
    m.play(play_label("Panther Chameleon", ipos))
    m.play("Let the Turf War begin")
    assert m.view(None)["turf_war"] is not None
    return m, Action("camouflage", "Decline: Panther Chameleon uses Camouflage", (True,)), "Camouflage"


def sacrifice_with_a_small_diff():
    m, layout, dpos, ipos = war_match("Tomato Frog", "Lowland Streaked Tenrec")     # 8 - 6 = 2 < 5
    m.play(play_label("Tomato Frog", ipos))
    pass_until_done(m)
    return m, Action("sacrifice", "Use Sacrifice 5: both Species go to their owners' shed piles", (True,)), \
        "Sacrifice"


def migrate_without_cards_to_shed():
    card = "Verreaux's Sifaka"
    pos = next(p for p, lk in spots({}, card, 0) if lk == [(0, 0)])
    m = match_from({pos: (card, 0)}, [["Hawk Moth"], []], [filler(2), filler(6, 4)], step=DRAW_STEP)
    to = next(p for p, _ in spots({}, card, 0) if p != pos)
    inst = next(i for i in m.state.field.values() if m.state.card(i).name == card)
    label = f"Migrate {card} from ({pos[0]}, {pos[1]}) to ({to[0]}, {to[1]}), shedding 2"
    return m, Action("migrate", label, (inst, to[0], to[1]), spot=to), "Migrate"


CASES = {"boost": boost_not_linking, "camouflage": camouflage_after_the_war_began,
         "sacrifice": sacrifice_with_a_small_diff, "migrate": migrate_without_cards_to_shed}


@pytest.mark.parametrize("case", CASES)
def test_refused_with_its_rule_and_nothing_changed(case):
    m, action, section = CASES[case]()
    assert action.label not in labels(m)
    before = m.fingerprint()
    field = field_names(m)
    with pytest.raises(IllegalAction) as exc:
        m.play(action)
    assert exc.value.rule.section == section
    assert m.why_not(action).rule.section == section
    assert m.fingerprint() == before and field_names(m) == field


@pytest.mark.parametrize("case", CASES)
def test_typed_label_refused_and_nothing_changed(case):
    m, action, section = CASES[case]()
    before = m.fingerprint()
    with pytest.raises(IllegalAction):
        m.play(action.label)
    assert m.fingerprint() == before


@pytest.mark.parametrize("case", CASES)
def test_typed_label_refusal_names_the_rule(case):
    m, action, section = CASES[case]()
    with pytest.raises(IllegalAction) as exc:
        m.play(action.label)
    assert exc.value.rule.section == section

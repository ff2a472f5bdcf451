"""Alternate Win Condition: Breakthrough on the Final Adventure with seven or more ActionX cards in play."""
from seekers_util import ARCHIVED4, EMBER, JADE, match, seat

SIX = ["Lucky Break", "Dig Permit", "Second Look", "Old Friends", "Scout the Ridge", "Rumour Mill"]


def _m(archived_ax, active=(), final=True):
    return match(seat(["Glyph"] * 3 + ["Myth"], adventures=[JADE], archived=ARCHIVED4 if final else ARCHIVED4[:3],
                      archived_actionx=archived_ax, active=active), seat(["Ruin"], adventures=[EMBER]))


def _breakthrough(m):
    m.play("Perform a Heroic Feat")
    m.play("Breakthrough")
    m.play("Breakthrough: discard 3 Glyph Leads")


def test_seven_actionx_cards_win():
    m = _m(SIX, active=["Base Camp"])
    _breakthrough(m)
    assert m.over and m.result.winners == (0,) and m.result.rule.rule_id == "breakthrough-win"
    assert m.result.scores[0].terms[1].value == 6


def test_alternate_win_condition_breakthrough_the_calculation_counts_actionx_cards_in_play():
    """The win compares one number with seven: ActionX cards in the Active zone plus those in the Archive
    zone. Archived Adventures are not part of it."""
    m = _m(SIX, active=["Base Camp"])
    _breakthrough(m)
    calc = m.result.scores[0]
    assert [(t.label, t.value) for t in calc.terms] == [("ActionX cards in the Active zone", 1),
                                                        ("ActionX cards in the Archive zone", 6)]
    assert calc.total == 7 and "7" in calc.title
    assert not any("Adventure" in t.label for t in calc.terms)
    rival = m.result.scores[1]
    assert [t.value for t in rival.terms] == [0, 0] and rival.total == 0
    win = [e for e in m.last_events if e.kind == "win"][0]
    assert win.rule.section == "Alternate Win Condition: Breakthrough"
    assert win.calcs[0] == calc and "7 ActionX cards" in win.text


def test_six_actionx_cards_do_not_win():
    m = _m(SIX)
    _breakthrough(m)
    assert not m.over
    ev = [e for e in m.last_events if e.rule.rule_id == "breakthrough-win"][0]
    assert ev.calc.total == 6
    assert [(t.label, t.value) for t in ev.calc.terms] == [("ActionX cards in the Active zone", 0),
                                                           ("ActionX cards in the Archive zone", 6)]


def test_not_on_the_final_adventure_no_win():
    m = _m(SIX, active=["Base Camp"], final=False)
    _breakthrough(m)
    assert not m.over

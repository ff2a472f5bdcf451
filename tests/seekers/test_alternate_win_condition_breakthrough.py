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
    assert m.result.scores[0].terms[1].value == 7


def test_six_actionx_cards_do_not_win():
    m = _m(SIX)
    _breakthrough(m)
    assert not m.over
    ev = [e for e in m.last_events if e.rule.rule_id == "breakthrough-win"][0]
    assert ev.calc.total == 6


def test_not_on_the_final_adventure_no_win():
    m = _m(SIX, active=["Base Camp"], final=False)
    _breakthrough(m)
    assert not m.over

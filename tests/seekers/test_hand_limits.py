"""Hand Limits: seven Leads at the end of the turn; ActionX cards have no limit."""
from seekers_util import EMBER, LAGOON, labels, match, seat


def test_the_limit_is_seven():
    m = match(seat(["Glyph"] * 8, adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]))
    m.play("End turn")
    ev = [e for e in m.last_events if e.rule.rule_id == "hand-limit"][0]
    assert ev.calc.total == 7 and labels(m) == ["Discard a Glyph Lead"]
    m.play("Discard a Glyph Lead")
    assert len(m.state.hand[0]) == 7 and m.state.cur == 1


def test_seven_needs_no_discard():
    m = match(seat(["Glyph"] * 7, adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]))
    m.play("End turn")
    assert m.state.cur == 1

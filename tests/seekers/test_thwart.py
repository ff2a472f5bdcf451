"""Heroic Feats, Disrupt Rivals: Thwart (bury two matching Leads to negate a rival's Feat)."""
from seekers_util import EMBER, LAGOON, labels, match, names, seat


def test_thwart_negates_a_feat_and_buries_the_leads():
    m = match(seat(["Ruin"], actionx=["Lucky Break"], adventures=[LAGOON]),
              seat(["Glyph", "Glyph", "Myth"], adventures=[EMBER]), lead_discard=["Vision"])
    before = len(m.state.hand[0])
    m.play("Play Lucky Break")
    assert m.to_act == 1
    assert labels(m) == ["Thwart Player 1's Lucky Break by burying 2 Glyph Leads",
                         "Let Player 1's Lucky Break take effect"]
    m.play("Thwart Player 1's Lucky Break by burying 2 Glyph Leads")
    s = m.state
    assert len(s.hand[0]) == before                          # no Leads drawn
    assert names(m, s.archive[0]) == ["Lucky Break"]         # archived anyway
    assert [s.lead_type(i) for i in s.lead_disc] == ["Glyph", "Glyph", "Vision"]   # buried at the bottom
    assert m.to_act == 0


def test_a_rival_who_cannot_pay_is_not_asked():
    m = match(seat(["Ruin"], actionx=["Lucky Break"], adventures=[LAGOON]),
              seat(["Glyph", "Myth"], adventures=[EMBER]))
    m.play("Play Lucky Break")
    assert m.to_act == 0 and len(m.state.hand[0]) == 3


def test_thwart_has_no_use_limit():
    m = match(seat(["Ruin"], actionx=["Lucky Break", "Dig Permit"], adventures=[LAGOON]),
              seat(["Glyph"] * 4, adventures=[EMBER]))
    m.play("Play Lucky Break")
    m.play("Thwart Player 1's Lucky Break by burying 2 Glyph Leads")
    m.play("Play Dig Permit")
    m.play("Thwart Player 1's Dig Permit by burying 2 Glyph Leads")
    assert names(m, m.state.archive[0]) == ["Lucky Break", "Dig Permit"] and not m.state.hand[1]

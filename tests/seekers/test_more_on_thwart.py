"""More on Thwart: a Thwart can be Thwarted, to any depth; a Thwarted ActionX Feat is still archived."""
from seekers_util import EMBER, LAGOON, hand, labels, match, names, seat


def _m():
    return match(seat(["Myth", "Myth", "Ruin", "Ruin"], actionx=["Lucky Break"], adventures=[LAGOON]),
                 seat(["Glyph"] * 4, adventures=[EMBER]), lead_deck_top=["Vision", "Vision"])


def test_thwart_thwart_thwart_negates_the_feat():
    m = _m()
    m.play("Play Lucky Break")
    m.play("Thwart Player 1's Lucky Break by burying 2 Glyph Leads")          # T1 by Player 2
    assert m.to_act == 0
    assert labels(m) == ["Thwart Player 2's Thwart", "Let Player 2's Thwart take effect"]
    m.play("Thwart Player 2's Thwart")                                         # T2 by Player 1
    assert labels(m) == ["Bury 2 Myth Leads", "Bury 2 Ruin Leads"]
    m.play("Bury 2 Myth Leads")
    assert m.to_act == 1
    m.play("Thwart Player 1's Thwart by burying 2 Glyph Leads")              # T3 by Player 2
    assert m.to_act == 0
    m.play("Thwart Player 2's Thwart by burying 2 Ruin Leads")               # T4: one way left
    # Player 2 has no Leads left: T4 stands, negating T3; T2 stands, negating T1; Lucky Break happens.
    s = m.state
    assert hand(m, 0) == ["Vision", "Vision"] and names(m, s.archive[0]) == ["Lucky Break"]
    depths = [e.data.get("depth") for e in m.last_events if e.kind == "thwarted"]
    assert depths == [5, 3]


def test_three_thwarts_stop_the_feat():
    m = _m()
    m.play("Play Lucky Break")
    m.play("Thwart Player 1's Lucky Break by burying 2 Glyph Leads")          # T1
    m.play("Thwart Player 2's Thwart")                                         # T2
    m.play("Bury 2 Myth Leads")
    m.play("Thwart Player 1's Thwart by burying 2 Glyph Leads")              # T3
    m.play("Let Player 2's Thwart take effect")
    # T3 negates T2; T1 stands and negates Lucky Break: no Leads drawn, the Feat is archived.
    s = m.state
    assert hand(m, 0) == ["Ruin", "Ruin"] and names(m, s.archive[0]) == ["Lucky Break"]
    assert [e.kind for e in m.last_events].count("thwarted") == 2
    assert s.actionx_in_play(0) == 1         # still counts toward Breakthrough
    assert not s.chain and m.to_act == 0 and m.phase == "Take Action"


def test_a_heroic_feat_can_be_thwarted():
    m = match(seat(["Myth", "Myth", "Myth", "Ruin"], adventures=[LAGOON]), seat(["Glyph"] * 2, adventures=[EMBER]),
              actionx_deck_top=["Dig Permit"])
    m.play("Perform a Heroic Feat")
    m.play("Breakthrough")
    m.play("Breakthrough: discard 3 Myth Leads")
    m.play("Thwart Player 1's Breakthrough by burying 2 Glyph Leads")
    assert m.state.actionx_hand[0] == [] and "Breakthrough" in m.state.feats_used

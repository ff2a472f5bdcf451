"""Heroic Feats, Gain Resources: Breakthrough (three matching Leads: draw an ActionX card)."""
from seekers_util import LAGOON, EMBER, labels, match, names, refused, seat


def test_breakthrough_draws_an_actionx_card_with_wild_filling_the_set():
    m = match(seat(["Glyph", "Glyph", "Wild", "Myth"], adventures=[LAGOON]), seat(["Ruin"], adventures=[EMBER]),
              actionx_deck_top=["Dig Permit"])
    m.play("Perform a Heroic Feat")
    m.play("Breakthrough")
    assert labels(m) == ["Breakthrough: discard 2 Glyph + 1 Wild Leads", "Back to the other actions"]
    m.play("Breakthrough: discard 2 Glyph + 1 Wild Leads")
    assert names(m, m.state.actionx_hand[0]) == ["Dig Permit"]
    assert sorted(m.state.lead_type(i) for i in m.state.hand[0]) == ["Myth"]


def test_breakthrough_needs_matching_leads():
    m = match(seat(["Glyph", "Myth", "Ruin"], adventures=[LAGOON]), seat(["Ruin"], adventures=[EMBER]))
    m.play("Perform a Heroic Feat")
    err = refused(m, "Breakthrough", "breakthrough")
    assert "three matching Leads" in str(err)

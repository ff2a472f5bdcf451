"""Resting: no Leads at the start of the turn -> reveal two, draw three, skip the turn."""
from seekers_util import EMBER, GROTTO, JADE, LAGOON, labels, match, refused, seat


def test_rest_reveals_two_draws_three_and_skips_the_turn():
    m = match(seat([], adventures=[LAGOON, GROTTO]), seat(["Myth"], adventures=[EMBER]), active=1,
              adventure_deck_top=[JADE, "The Crimson Citadel"])
    m.play("End turn")
    assert m.to_act == 0 and m.phase == "Resting" and labels(m) == ["Rest", "Take your turn"]
    m.play("Rest")
    s = m.state
    assert len(s.hand[0]) == 3
    # four Adventures: scrap down to three first
    assert m.to_act == 0 and all(lab.startswith("Scrap ") for lab in labels(m))
    m.play(f"Scrap {GROTTO}")
    assert m.state.cur == 1 and len(m.state.advs[0]) == 3
    assert any(e.rule.rule_id == "resting" for e in m.events)


def test_rest_refused_with_leads_in_hand():
    m = match(seat(["Glyph"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]), active=1)
    m.play("End turn")
    assert m.state.cur == 0 and "Rest" not in labels(m)
    err = refused(m, "Rest", "resting")
    assert "holds 1 Leads" in str(err)


def test_choosing_not_to_rest_plays_the_turn():
    m = match(seat([], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]), active=1)
    m.play("End turn")
    m.play("Take your turn")
    assert m.phase == "Reveal an Adventure"

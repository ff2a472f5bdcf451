"""Card Effects vs Standard Rules: a card's text wins over the standard rule it contradicts."""
from seekers_util import EMBER, JADE, LAGOON, labels, match, names, seat


def test_a_site_raises_the_hand_limit():
    m = match(seat(["Glyph"] * 9, adventures=[LAGOON], active=["Field Library"]), seat(["Myth"], adventures=[EMBER]))
    m.play("End turn")
    assert m.state.cur == 1 and len(m.state.hand[0]) == 9


def test_a_ruthless_relic_lowers_a_rivals_limit():
    m = match(seat(["Glyph"] * 7, adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER],
                                                         active=[{"card": "Tarnished Crown", "mode": "Ruthless"}]))
    m.play("End turn")
    ev = [e for e in m.last_events if e.rule.rule_id == "hand-limit"][0]
    assert str(ev.calc) == "Lead hand limit: Hand limit 7 - Player 2's Tarnished Crown 1 = 6"
    assert labels(m) == ["Discard a Glyph Lead"]


def test_outfox_swaps_without_the_catch_up_condition():
    m = match(seat(["Glyph"], actionx=["Outfox"], adventures=[LAGOON], archived=["The Iron Citadel"]),
              seat(["Myth"], adventures=[EMBER, JADE]))
    m.play(f"Play Outfox: swap {LAGOON} for Player 2's {JADE}")
    assert names(m, m.state.advs[0]) == [JADE]

"""Heroic Feats, Catch Up: Poach."""
from seekers_util import EMBER, GROTTO, JADE, LAGOON, labels, match, names, refused, seat


def test_poach_swaps_adventures_when_behind():
    m = match(seat(["Ruin", "Glyph"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER, JADE],
                                                             archived=["The Iron Citadel"]))
    m.play("Perform a Heroic Feat")
    m.play("Poach")
    assert labels(m) == [f"Poach: swap {LAGOON} for Player 2's {EMBER}", f"Poach: swap {LAGOON} for Player 2's {JADE}", "Back to the other actions"]
    m.play(f"Poach: swap {LAGOON} for Player 2's {JADE}")
    m.play("Discard a Glyph Lead for Poach")
    assert names(m, m.state.advs[0]) == [JADE] and names(m, m.state.advs[1]) == [EMBER, LAGOON]


def test_poach_while_ahead_is_refused():
    m = match(seat(["Ruin", "Glyph"], adventures=[LAGOON], archived=["The Iron Citadel", "The Ember Grotto"]),
              seat(["Myth"], adventures=[EMBER], archived=["The Sunken Sanctum"]))
    err = refused(m, f"Poach: swap {LAGOON} for Player 2's {EMBER}", "catch-up")
    assert "tied or behind" in str(err)


def test_poach_and_negotiate_never_both_in_one_turn():
    m = match(seat(["Ruin", "Glyph"], adventures=[LAGOON, GROTTO]), seat(["Myth"], adventures=[EMBER],
                                                                      archived=["The Iron Citadel"]),
              lead_deck_top=["Glyph", "Vision", "Wild"])
    m.play("Perform a Heroic Feat")
    m.play("Poach")
    m.play(f"Poach: swap {LAGOON} for Player 2's {EMBER}")
    m.play("Discard a Glyph Lead for Poach")
    err = refused(m, f"Negotiate: scrap {GROTTO}", "catch-up")
    assert "never both" in str(err)

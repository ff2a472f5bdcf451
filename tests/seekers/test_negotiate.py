"""Heroic Feats, Catch Up: Negotiate."""
from seekers_util import EMBER, JADE, LAGOON, hand, labels, match, names, refused, seat


def test_negotiate_scraps_an_adventure_keeps_two_leads_gives_one():
    m = match(seat(["Ruin"], adventures=[LAGOON, JADE]), seat(["Myth"], adventures=[EMBER], archived=["The Iron Citadel"]),
              lead_deck_top=["Glyph", "Vision", "Wild"])
    m.play("Perform a Heroic Feat")
    m.play("Negotiate")
    m.play(f"Negotiate: scrap {LAGOON}")
    assert names(m, m.state.adv_disc) == [LAGOON]
    assert labels(m) == ["Give a Glyph Lead to Player 2", "Give a Vision Lead to Player 2",
                         "Give a Wild Lead to Player 2"]
    assert m.view(1)["players"][0]["looking"] is None
    m.play("Give a Glyph Lead to Player 2")
    assert hand(m, 0) == ["Ruin", "Vision", "Wild"] and hand(m, 1) == ["Glyph", "Myth"]


def test_negotiate_refused_while_ahead():
    m = match(seat(["Ruin"], adventures=[LAGOON], archived=["The Iron Citadel", "The Ember Grotto"]),
              seat(["Myth"], adventures=[EMBER], archived=["The Sunken Sanctum"]))
    m.play("Perform a Heroic Feat") if "Perform a Heroic Feat" in labels(m) else None
    refused(m, f"Negotiate: scrap {LAGOON}", "catch-up")

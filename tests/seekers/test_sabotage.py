"""Heroic Feats, Disrupt Rivals: Sabotage."""
from seekers_util import EMBER, JADE, LAGOON, labels, match, names, seat


def test_sabotage_a_site_makes_the_rival_archive_it():
    m = match(seat(["Glyph", "Myth"], adventures=[LAGOON]), seat(["Ruin"], adventures=[EMBER], active=["Base Camp"]))
    m.play("Perform a Heroic Feat")
    m.play("Sabotage")
    assert labels(m) == ["Sabotage Player 2's Base Camp", f"Sabotage Player 2's {EMBER}", "Back to the other actions"]
    m.play("Sabotage Player 2's Base Camp")
    assert labels(m) == [f"Scrap {LAGOON} for Sabotage"]
    m.play(f"Scrap {LAGOON} for Sabotage")
    m.play("Discard a Glyph Lead for Sabotage")
    s = m.state
    assert names(m, s.archive[1]) == ["Base Camp"] and not s.zone[1]
    assert names(m, s.adv_disc) == [LAGOON]


def test_sabotage_an_adventure_buries_it():
    m = match(seat(["Glyph", "Myth"], adventures=[LAGOON], active=["Base Camp"]), seat(["Ruin"], adventures=[EMBER, JADE]),
              adventure_discard=["The Crimson Observatory"])
    m.play("Perform a Heroic Feat")
    m.play("Sabotage")
    m.play(f"Sabotage Player 2's {EMBER}")
    m.play("Scrap Base Camp for Sabotage")
    m.play("Discard a Myth Lead for Sabotage")
    s = m.state
    assert names(m, s.adv_disc[:1]) == [EMBER]          # buried: bottom of the discard pile
    assert names(m, s.archive[0]) == ["Base Camp"]     # a scrapped ActionX card is archived

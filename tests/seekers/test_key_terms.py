"""Key Terms: active resources, Archive, Bury, Reveal, Scrap, wild Leads."""
from seekers_util import EMBER, JADE, LAGOON, match, names, seat


def test_reveal_takes_the_top_of_the_adventure_deck():
    m = match(seat(["Glyph"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]), step="Reveal an Adventure",
              adventure_deck_top=[JADE])
    m.play("Reveal the top Adventure of the deck")
    assert names(m, m.state.advs[0]) == [LAGOON, JADE]


def test_scrap_discards_an_adventure_and_archives_an_actionx_card():
    m = match(seat(["Glyph", "Myth"], adventures=[LAGOON], active=["Base Camp"]),
              seat(["Ruin"], adventures=[EMBER], active=["Lookout Tower"]))
    m.play("Perform a Heroic Feat")
    m.play("Sabotage")
    m.play("Sabotage Player 2's Lookout Tower")
    m.play("Scrap Base Camp for Sabotage")
    m.play("Discard a Glyph Lead for Sabotage")
    assert names(m, m.state.archive[0]) == ["Base Camp"]
    assert names(m, m.state.archive[1]) == ["Lookout Tower"]


def test_bury_puts_a_card_at_the_bottom_of_its_discard_pile():
    m = match(seat(["Ruin"], actionx=["Lucky Break"], adventures=[LAGOON]),
              seat(["Glyph", "Glyph"], adventures=[EMBER]), lead_discard=["Myth", "Vision"])
    m.play("Play Lucky Break")
    m.play(m.legal()[0])
    assert [m.state.lead_type(i) for i in m.state.lead_disc] == ["Glyph", "Glyph", "Myth", "Vision"]


def test_active_resources_are_shown_to_everyone():
    m = match(seat(["Glyph"], adventures=[LAGOON], active=["Base Camp"]), seat(["Myth"], adventures=[EMBER]))
    v = m.view(1)["players"][0]
    assert [a["name"] for a in v["adventures"]] == [LAGOON] and [a["name"] for a in v["active"]] == ["Base Camp"]
    assert v["leads"] is None and v["lead_count"] == 1

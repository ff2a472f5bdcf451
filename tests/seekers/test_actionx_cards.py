"""ActionX Cards: Feats archived after use; Sites and Relics stay active; Relic modes; no cost, no hand limit."""
from seekers_util import EMBER, LAGOON, hand, labels, match, names, seat


def test_a_feat_is_archived_after_use():
    m = match(seat(["Ruin"], actionx=["Lucky Break"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]),
              lead_deck_top=["Glyph", "Vision"])
    m.play("Play Lucky Break")
    assert hand(m, 0) == ["Glyph", "Ruin", "Vision"] and names(m, m.state.archive[0]) == ["Lucky Break"]


def test_sites_and_relics_enter_the_active_zone_relics_in_a_mode():
    m = match(seat(["Ruin"], actionx=["Base Camp", "Tarnished Crown"], adventures=[LAGOON]),
              seat(["Myth"], adventures=[EMBER]))
    assert {"Play Base Camp", "Play Tarnished Crown in Noble mode", "Play Tarnished Crown in Ruthless mode"} <= set(labels(m))
    m.play("Play Base Camp")
    m.play("Play Tarnished Crown in Ruthless mode")
    s = m.state
    assert names(m, s.zone[0]) == ["Base Camp", "Tarnished Crown"]
    crown = s.zone[0][1]
    assert s.modes[crown] == "Ruthless" and m.view(1)["players"][0]["active"][1]["mode"] == "Ruthless"
    assert not s.actionx_hand[0] and hand(m, 0) == ["Ruin"]      # ActionX cards cost nothing


def test_feat_cards_never_enter_the_active_zone():
    m = match(seat(["Ruin"], actionx=["Lucky Break"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]))
    m.play("Play Lucky Break")
    assert m.state.zone[0] == []

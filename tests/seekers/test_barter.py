"""Heroic Feats, Gain Resources: Barter."""
from seekers_util import EMBER, JADE, LAGOON, OBSERVATORY, labels, match, names, refused, seat


def _m(**kw):
    return match(seat(["Glyph", "Myth", "Ruin", "Vision"], actionx=["Lucky Break"], adventures=[LAGOON]),
                 seat(["Glyph", "Myth"], adventures=[EMBER]), adventure_deck_top=[JADE, OBSERVATORY], **kw)


def test_barter_with_three_leads_looks_at_two_reveals_one_discards_the_other():
    m = _m()
    m.play("Perform a Heroic Feat")
    assert "Barter" in labels(m)
    m.play("Barter")
    assert labels(m) == ["Barter: discard three Leads", "Barter: discard Lucky Break", "Back to the other actions"]
    m.play("Barter: discard three Leads")
    for lab in ("Discard a Glyph Lead for Barter", "Discard a Myth Lead for Barter", "Discard a Ruin Lead for Barter"):
        m.play(lab)
    assert labels(m) == [f"Reveal {JADE}", f"Reveal {OBSERVATORY}"]
    assert m.view(1)["players"][0]["looking"] is None and len(m.view(0)["players"][0]["looking"]) == 2
    m.play(f"Reveal {OBSERVATORY}")
    assert names(m, m.state.advs[0]) == [LAGOON, OBSERVATORY]
    assert names(m, m.state.adv_disc[-1:]) == [JADE]


def test_barter_with_an_actionx_card():
    m = _m()
    m.play("Perform a Heroic Feat")
    m.play("Barter")
    m.play("Barter: discard Lucky Break")
    assert names(m, m.state.ax_disc[0]) == ["Lucky Break"]
    assert m.to_act == 0 and labels(m)[0].startswith("Reveal ")


def test_a_second_barter_in_one_turn_is_refused():
    m = _m()
    m.play("Perform a Heroic Feat")
    m.play("Barter")
    m.play("Barter: discard Lucky Break")
    m.play(f"Reveal {JADE}")
    assert "Barter" not in labels(m)
    refused(m, "Barter: discard three Leads", "heroic")
    m.play("Perform a Heroic Feat")
    err = refused(m, "Barter", "heroic")
    assert "already used Barter" in str(err)


def test_back_leaves_the_heroic_feats_unused():
    m = _m()
    m.play("Perform a Heroic Feat")
    m.play("Back to the other actions")
    assert m.phase == "Take Action" and not m.state.feats_used and "Perform a Heroic Feat" in labels(m)

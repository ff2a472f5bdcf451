"""Surviving the Final Adventure: a rival leaving you with no Adventure makes you reveal one; you alone don't."""
from seekers_util import ARCHIVED4, ARCHIVED4B, EMBER, JADE, LAGOON, labels, match, names, seat


def test_a_rivals_effect_makes_the_finalist_reveal():
    m = match(seat(["Ruin"], actionx=["Lost to History"], adventures=[LAGOON]),
              seat(["Myth"], adventures=[EMBER], archived=ARCHIVED4), adventure_deck_top=[JADE])
    m.play(f"Play Lost to History on Player 2's {EMBER}")
    assert names(m, m.state.advs[1]) == [JADE]
    assert any(e.rule.rule_id == "surviving" for e in m.last_events)


def test_your_own_action_earns_no_reveal():
    m = match(seat(["Ruin"], adventures=[LAGOON], archived=ARCHIVED4),
              seat(["Myth"], adventures=[EMBER], archived=ARCHIVED4B), lead_deck_top=["Glyph", "Myth", "Wild"])
    m.play("Perform a Heroic Feat")
    m.play("Negotiate")
    m.play(f"Negotiate: scrap {LAGOON}")
    assert m.state.advs[0] == []
    m.play(labels(m)[0])
    assert m.state.advs[0] == [] and any(e.rule.rule_id == "surviving" for e in m.events)


def test_barter_adds_adventures_on_the_final_adventure():
    m = match(seat(["Ruin", "Glyph", "Myth"], adventures=[LAGOON], archived=ARCHIVED4), seat(["Myth"], adventures=[EMBER]),
              adventure_deck_top=[JADE, "The Crimson Observatory"])
    m.play("Perform a Heroic Feat")
    m.play("Barter")
    m.play("Barter: discard three Leads")
    for _ in range(3):
        m.play(labels(m)[0])
    m.play(f"Reveal {JADE}")
    assert names(m, m.state.advs[0]) == [LAGOON, JADE]

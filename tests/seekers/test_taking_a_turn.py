"""Taking a Turn: reveal an Adventure, draw Leads, take actions, end the turn with the hand limit."""
from seekers_util import CITADEL, EMBER, GROTTO, JADE, LAGOON, hand, labels, match, names, seat


def _start(**kw):
    return match(seat(["Glyph", "Myth"], adventures=[LAGOON, GROTTO, CITADEL]), seat(["Myth"], adventures=[JADE]),
                 step="Reveal an Adventure", **kw)


def test_reveal_from_deck_or_discard_then_scrap_down_to_three():
    m = _start(adventure_discard=[EMBER], adventure_deck_top=["The Crimson Observatory"])
    assert labels(m) == ["Reveal the top Adventure of the deck", f"Take {EMBER} from the Adventure discard pile"]
    m.play(f"Take {EMBER} from the Adventure discard pile")
    assert m.phase == "Reveal an Adventure" and len(labels(m)) == 4
    m.play(f"Scrap {GROTTO}")
    assert names(m, m.state.advs[0]) == [LAGOON, CITADEL, EMBER]
    assert m.phase == "Draw Leads"


def test_draw_two_and_discard_one():
    m = _start(lead_deck_top=["Ruin", "Vision"])
    m.play("Reveal the top Adventure of the deck")
    m.play(labels(m)[0])     # scrap down to three
    assert labels(m)[0] == "Draw two Leads"
    m.play("Draw two Leads")
    assert hand(m, 0) == ["Glyph", "Myth", "Ruin", "Vision"]
    m.play("Discard a Glyph Lead")
    assert hand(m, 0) == ["Myth", "Ruin", "Vision"] and m.phase == "Take Action"


def test_take_the_top_discarded_lead_instead():
    m = _start(lead_discard=["Ruin", "Wild"])
    m.play("Reveal the top Adventure of the deck")
    m.play(labels(m)[0])
    m.play("Take the discarded Wild Lead")
    assert hand(m, 0) == ["Glyph", "Myth", "Wild"] and m.phase == "Take Action"


def test_end_turn_discards_down_to_seven_leads_but_keeps_actionx_cards():
    nine = ["Glyph"] * 5 + ["Myth"] * 4
    many = ["Lucky Break", "Dig Permit", "Second Look", "Old Friends", "Scout the Ridge", "Rumour Mill",
            "Back from the Brink", "Base Camp"]
    m = match(seat(nine, actionx=many, adventures=[LAGOON]), seat(["Myth"], adventures=[JADE]))
    m.play("End turn")
    assert m.phase == "End Turn" and labels(m) == ["Discard a Glyph Lead", "Discard a Myth Lead"]
    m.play("Discard a Glyph Lead")
    m.play("Discard a Myth Lead")
    assert len(m.state.hand[0]) == 7 and len(m.state.actionx_hand[0]) == 8
    assert m.state.cur == 1 and m.phase == "Reveal an Adventure"


def test_taking_a_turn_a_card_that_draws_draws_as_the_draw_leads_step_does():
    """A card that says "draw" is an ordinary draw from the top of the deck (ruling S-23), not a case of
    "Card Effects vs Standard Rules"; a card that reveals an Adventure reveals it as Key Terms defines."""
    m = match(seat(["Glyph", "Myth"], actionx=["Lucky Break", "Dig Permit", "Scout the Ridge"], adventures=[LAGOON],
                   active=["Base Camp"]), seat(["Myth"], adventures=[EMBER]),
              lead_deck_top=["Ruin", "Vision", "Wild"], actionx_deck_top=["Second Look"])
    events = []
    for label in ("Play Lucky Break", "Play Dig Permit", "Use Base Camp Aura", "Play Scout the Ridge"):
        events += m.play(label)
    draws = [e for e in events if e.kind in ("draw", "draw-actionx")]
    assert [e.kind for e in draws] == ["draw", "draw-actionx", "draw"]
    for e in draws:
        assert (e.rule.section, e.rule.rule_id, e.rule.ruling) == ("Taking a Turn", "draw", "S-23"), e.text
    assert hand(m, 0) == ["Glyph", "Myth", "Ruin", "Vision", "Wild"]
    assert names(m, m.state.actionx_hand[0]) == ["Second Look"]
    reveal = [e for e in events if e.kind == "reveal"]
    assert len(reveal) == 1 and reveal[0].rule.section == "Key Terms"
    assert not any(e.rule.section == "Card Effects vs Standard Rules" for e in draws + reveal)


def test_taking_a_turn_no_ordinary_draw_cites_card_effects_vs_standard_rules():
    from xlearn.engine.chance import Chance
    from xlearn.seekers import new_match
    for seed in range(4):
        m = new_match(2, seed, mode="full")
        pick = Chance(seed)
        while not m.over and len(m.choices) < 400:
            m.play(m.legal()[pick.below(len(m.legal()))])
        draws = [e for e in m.events if e.kind in ("draw", "draw-actionx", "reveal")]
        assert draws
        assert not [e.text for e in draws if e.rule.section == "Card Effects vs Standard Rules"]

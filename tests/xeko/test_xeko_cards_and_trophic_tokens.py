"""Rulebook "3. Xeko Cards" (Trophic Tokens) and "3. Play One Xeko Card" (one a turn, before the Species).

Seat 0's own Species in the field: a Hawk Moth (one level-1 token) at (0, -1) and a Javan Rhinoceros
(level 1) at (-1, 0). Seat 1 has a Hawk Moth (level 1) at (0, 1).
"""
import pytest

from xlearn import IllegalAction
from xeko_helpers import (XEKO_STEP, boosts, check_card_facts, labels, names, of_kind, one, put, terms,
                          xeko_match)

OWN_TWO = [put("Hawk Moth", 0, 0, -1), put("Javan Rhinoceros", 0, -1, 0)]
OWN_ONE = [put("Hawk Moth", 0, 0, -1)]
RIVAL = [put("Hawk Moth", 1, 0, 1)]
DRAW_0 = boosts(10)


def setup_module():
    check_card_facts()


def at_xeko_step(field, hand):
    return xeko_match(field, hands=(hand, ["Hawk Moth"]), draw=(DRAW_0, boosts(10, offset=10)), step=XEKO_STEP)


def test_play_one_xeko_card_is_offered_before_the_species_step_and_is_optional():
    """3. Play One Xeko Card: one optional Xeko card, before the Species card."""
    m = at_xeko_step(OWN_ONE + RIVAL, ["Sacred Forest Fady", "Black-cheeked Ant Tanager"])
    assert m.phase == "Play One Xeko Card"
    assert labels(m) == ["Play Xeko card Sacred Forest Fady", "Play no Xeko card"]
    m.play("Play no Xeko card")
    assert m.phase == "Play One Species Card"
    assert "Sacred Forest Fady" in names(m.view(0)["players"][0]["hand"])


def test_xeko_cards_with_the_trophic_tokens_shown_the_card_works_then_goes_to_the_shed_pile():
    """3. Xeko Cards: Sacred Forest Fady needs a level-1 token; the Hawk Moth shows it, so seat 0 draws."""
    m = at_xeko_step(OWN_ONE + RIVAL, ["Sacred Forest Fady", "Black-cheeked Ant Tanager"])
    events = m.play("Play Xeko card Sacred Forest Fady")
    shown = one(events, "xeko")
    assert shown.rule.section == "3. Xeko Cards"
    assert "Hawk Moth" in shown.text
    me = m.view(0)["players"][0]
    assert names(me["hand"]) == ["Black-cheeked Ant Tanager", DRAW_0[0]]
    assert me["draw_count"] == 9
    assert names(me["shed"]) == ["Sacred Forest Fady"]
    assert "Sacred Forest Fady" not in [f["card"]["name"] for f in m.view(None)["field"]]


def test_xeko_cards_without_the_trophic_tokens_the_card_is_lost():
    """3. Xeko Cards: with no Species of your own showing the token, the card goes to the shed pile and
    does nothing (the rival's level-1 Hawk Moth does not help)."""
    m = at_xeko_step(RIVAL, ["Sacred Forest Fady", "Black-cheeked Ant Tanager"])
    events = m.play("Play Xeko card Sacred Forest Fady")
    lost = one(events, "xeko-lost")
    assert lost.rule.section == "3. Xeko Cards"
    assert not of_kind(events, "draw")
    me = m.view(0)["players"][0]
    assert names(me["hand"]) == ["Black-cheeked Ant Tanager"]
    assert me["draw_count"] == 10
    assert names(me["shed"]) == ["Sacred Forest Fady"]
    assert m.phase == "Play One Species Card"


def test_xeko_cards_each_species_shows_one_token():
    """3. Xeko Cards / ruling X-4: Rainy Season Bloom needs two level-1 tokens, so one Hawk Moth is not enough."""
    m = at_xeko_step(OWN_ONE + RIVAL, ["Rainy Season Bloom", "Black-cheeked Ant Tanager"])
    events = m.play("Play Xeko card Rainy Season Bloom")
    assert one(events, "xeko-lost").rule.section == "3. Xeko Cards"
    assert not of_kind(events, "effect")
    m2 = at_xeko_step(OWN_TWO + RIVAL, ["Rainy Season Bloom", "Black-cheeked Ant Tanager"])
    events = m2.play("Play Xeko card Rainy Season Bloom")
    assert one(events, "xeko").rule.ruling == "X-4"


def test_xeko_cards_a_species_showing_two_levels_stands_for_only_one():
    """3. Xeko Cards / ruling X-4: Ranger Patrol needs levels 1 and 2. A Brown Mouse Lemur shows both levels
    but may stand for only one; with an Indri (level 1) beside it the card works and draws two."""
    lemur = [put("Brown Mouse Lemur", 0, 0, -1)]
    m = at_xeko_step(lemur + RIVAL, ["Ranger Patrol", "Black-cheeked Ant Tanager"])
    one(m.play("Play Xeko card Ranger Patrol"), "xeko-lost")
    assert m.view(0)["players"][0]["draw_count"] == 10
    m2 = at_xeko_step(lemur + [put("Indri", 0, 1, 0)] + RIVAL, ["Ranger Patrol", "Black-cheeked Ant Tanager"])
    one(m2.play("Play Xeko card Ranger Patrol"), "xeko")
    assert m2.view(0)["players"][0]["draw_count"] == 8
    assert names(m2.view(0)["players"][0]["hand"])[-2:] == DRAW_0[:2]


def test_xeko_cards_energy_effect_counts_in_the_turf_war_of_that_turn():
    """3. Xeko Cards: Rainy Season Bloom (+4 Energy until SUNSET) shows in the invader's Turf War sum."""
    m = at_xeko_step(OWN_TWO + RIVAL, ["Rainy Season Bloom", "Black-cheeked Ant Tanager"])
    m.play("Play Xeko card Rainy Season Bloom")
    events = m.play("Play Black-cheeked Ant Tanager at (0, 2)")
    invading, defending = one(events, "tw-winner").calcs
    assert terms(invading) == {"Black-cheeked Ant Tanager Energy": 11, "Rainy Season Bloom": 4}
    assert one(events, "diff").calc.total == 15 - 8


def test_play_one_xeko_card_only_one_a_turn():
    """3. Play One Xeko Card: after one Xeko card the step is over; a second is refused and nothing changes."""
    m = at_xeko_step(OWN_ONE + RIVAL, ["Sacred Forest Fady", "Ecotourism Lodge", "Black-cheeked Ant Tanager"])
    assert "Play Xeko card Ecotourism Lodge" in labels(m)
    m.play("Play Xeko card Sacred Forest Fady")
    before = m.fingerprint()
    with pytest.raises(IllegalAction) as info:
        m.play("Play Xeko card Ecotourism Lodge")
    assert info.value.rule is not None
    assert m.fingerprint() == before
    assert "Ecotourism Lodge" in names(m.view(0)["players"][0]["hand"])


def test_play_one_xeko_card_not_after_the_species_card():
    """3. Play One Xeko Card: the Xeko step comes before the Species step, never after it."""
    m = xeko_match(OWN_ONE + RIVAL, hands=(["Sacred Forest Fady", "Black-cheeked Ant Tanager"], ["Hawk Moth"]))
    assert m.phase == "Play One Species Card"
    assert not any(lab.startswith("Play Xeko card") for lab in labels(m))
    refusal = m.why_not("Play Xeko card Sacred Forest Fady")
    assert refusal is not None and refusal.rule is not None

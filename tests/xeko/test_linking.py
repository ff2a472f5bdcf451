"""Rulebook "4. Play One Species Card" (and the glossary's *linking*): where a new Species may go."""
import pytest

from xlearn import IllegalAction
from xeko_helpers import (check_card_facts, field_at, labels, of_kind, one, put, xeko_match)

SECTION = "4. Play One Species Card"


def setup_module():
    check_card_facts()


def refused(match, label):
    """Play an illegal label: it must raise, cite a rule, agree with why_not and change nothing."""
    before = match.fingerprint()
    assert label not in labels(match)
    with pytest.raises(IllegalAction) as info:
        match.play(label)
    assert match.fingerprint() == before
    why = match.why_not(label)
    assert why is not None and why.rule == info.value.rule
    return info.value


def test_play_one_species_card_two_colour_link_matches_one_colour_link():
    """4. Play One Species Card: one shared colour is enough (Javan's O+P link against Vanga's P link)."""
    m = xeko_match([put("Helmet Vanga", 0, 0, 1)], hands=(["Javan Rhinoceros"], ["Hawk Moth"]))
    assert m.why_not("Play Javan Rhinoceros at (0, 2)") is None
    events = m.play("Play Javan Rhinoceros at (0, 2)")
    assert field_at(m, 0, 2)["card"]["name"] == "Javan Rhinoceros"
    placed = one(events, "species")
    assert placed.rule.section == SECTION


def test_play_one_species_card_one_colour_link_matches_two_colour_link():
    """4. Play One Species Card: a Y link meets Javan Rhinoceros's Y+B link and the cards link."""
    m = xeko_match([put("Javan Rhinoceros", 0, 0, 1)], hands=(["Hawk Moth"], ["Hawk Moth"]))
    assert "Play Hawk Moth at (0, 2)" in labels(m)


def test_play_one_species_card_links_sharing_no_colour_are_refused():
    """4. Play One Species Card / ruling X-1: Hawk Moth's Y link cannot touch Helmet Vanga's P link."""
    m = xeko_match([put("Helmet Vanga", 0, 0, 1)], hands=(["Hawk Moth"], ["Hawk Moth"]))
    exc = refused(m, "Play Hawk Moth at (0, 2)")
    assert exc.rule.section == SECTION
    assert exc.rule.ruling == "X-1"
    assert "share no colour" in str(exc)


def test_play_one_species_card_blank_side_against_a_link_is_refused():
    """4. Play One Species Card: Tomato Frog's blank south side may not touch Helmet Vanga's P link."""
    m = xeko_match([put("Helmet Vanga", 0, 0, 1)], hands=(["Tomato Frog"], ["Hawk Moth"]))
    exc = refused(m, "Play Tomato Frog at (0, 2)")
    assert exc.rule.section == SECTION
    assert exc.rule.rule_id == "blank-sides"
    assert "blank" in exc.reason


def test_play_one_species_card_link_against_a_blank_side_is_refused():
    """4. Play One Species Card: Hawk Moth's west link may not touch Helmet Vanga's blank east side."""
    m = xeko_match([put("Helmet Vanga", 0, 0, 1)], hands=(["Hawk Moth"], ["Hawk Moth"]))
    exc = refused(m, "Play Hawk Moth at (1, 1)")
    assert exc.rule.rule_id == "blank-sides"


def test_play_one_species_card_blank_side_to_the_hotspot_link_is_refused():
    """4. Play One Species Card: the Tanager's blank north side may not touch the Hotspot's south link."""
    m = xeko_match(hands=(["Black-cheeked Ant Tanager"], ["Hawk Moth"]))
    exc = refused(m, "Play Black-cheeked Ant Tanager at (0, -1)")
    assert exc.rule.rule_id == "blank-sides"


def test_play_one_species_card_blank_to_blank_alone_is_not_a_link():
    """4. Play One Species Card: blank sides do not count as links, so blank against blank links nothing."""
    m = xeko_match([put("Helmet Vanga", 0, 0, 1)], hands=(["Helmet Vanga"], ["Hawk Moth"]))
    exc = refused(m, "Play Helmet Vanga at (1, 1)")
    assert exc.rule.section == SECTION
    assert exc.rule.rule_id == "link-rule"


def test_play_one_species_card_blank_beside_blank_is_fine_once_linked_and_starts_no_turf_war():
    """4. Play One Species Card: linked to the Hotspot, Vanga's blank east side may sit by a rival's blank side,
    and blank sides touching start no Turf War."""
    field = [put("Black-cheeked Ant Tanager", 1, 1, 0), put("Sumatran Elephant", 1, 1, 1)]
    m = xeko_match(field, hands=(["Helmet Vanga"], ["Hawk Moth"]))
    events = m.play("Play Helmet Vanga at (0, 1)")
    assert not of_kind(events, "turf-war")
    assert not of_kind(events, "shed")
    assert one(events, "no-war").rule.section == "5. Turf War"


def test_play_one_species_card_touching_no_card_is_refused():
    """4. Play One Species Card: a Species must go next to a card already in the field."""
    m = xeko_match(hands=(["Hawk Moth"], ["Hawk Moth"]))
    exc = refused(m, "Play Hawk Moth at (5, 5)")
    assert exc.rule.section == SECTION


def test_play_one_species_card_an_occupied_spot_is_refused():
    """4. Play One Species Card: the new card goes on an empty spot, never on the Hotspot or another card."""
    m = xeko_match([put("Helmet Vanga", 0, 0, 1)], hands=(["Hawk Moth"], ["Hawk Moth"]))
    refused(m, "Play Hawk Moth at (0, 0)")
    refused(m, "Play Hawk Moth at (0, 1)")


def test_play_one_species_card_a_rivals_card_faces_its_owner():
    """4. Play One Species Card / ruling X-9: seat 1's Indri is turned half round, so its printed south
    link (Y+O+R) points north and takes Hawk Moth's Y link; seat 0's own Indri shows its R link there."""
    rival = xeko_match([put("Indri", 1, 0, 1)], hands=(["Hawk Moth"], ["Hawk Moth"]))
    assert "Play Hawk Moth at (0, 2)" in labels(rival)
    assert field_at(rival, 0, 1)["sides"] == ["YOR", "O", "R", "R"]
    own = xeko_match([put("Indri", 0, 0, 1)], hands=(["Hawk Moth"], ["Hawk Moth"]))
    refused(own, "Play Hawk Moth at (0, 2)")


def test_play_one_species_card_linking_only_to_the_hotspot_starts_no_turf_war():
    """4. Play One Species Card: linking only to the Hotspot starts no Turf War."""
    m = xeko_match(hands=(["Hawk Moth"], ["Hawk Moth"]))
    events = m.play("Play Hawk Moth at (0, 1)")
    assert not of_kind(events, "turf-war")
    assert one(events, "no-war").rule.section == "5. Turf War"
    assert m.view(None)["players"][0]["shed"] == [] and m.view(None)["players"][1]["shed"] == []


def test_play_one_species_card_linking_only_to_your_own_cards_starts_no_turf_war():
    """4. Play One Species Card: linking only to Species you control starts no Turf War."""
    m = xeko_match([put("Helmet Vanga", 0, 0, 1)], hands=(["Javan Rhinoceros"], ["Hawk Moth"]))
    events = m.play("Play Javan Rhinoceros at (0, 2)")
    assert not of_kind(events, "turf-war")
    assert of_kind(events, "no-war")


def test_play_one_species_card_linking_to_a_rivals_species_starts_a_turf_war():
    """4. Play One Species Card: linking to a Species another player controls starts a Turf War."""
    m = xeko_match([put("Hawk Moth", 1, 0, 1)], hands=(["Black-cheeked Ant Tanager"], ["Hawk Moth"]))
    events = m.play("Play Black-cheeked Ant Tanager at (0, 2)")
    war = one(events, "turf-war")
    assert war.rule.section == "5. Turf War"
    assert (war.data["invader"], war.data["defender"]) == (0, 1)
    assert not of_kind(events, "no-war")


def test_play_one_species_card_is_optional():
    """4. Play One Species Card: you don't have to play a Species card."""
    m = xeko_match(hands=(["Hawk Moth"], ["Hawk Moth"]))
    assert "Play no Species card" in labels(m)
    m.play("Play no Species card")
    assert m.to_act == 1
    assert "Hawk Moth" in [c["name"] for c in m.view(0)["players"][0]["hand"]]


def test_play_one_species_card_only_one_per_turn():
    """4. Play One Species Card: after one Species the turn moves on; a second is refused."""
    m = xeko_match(hands=(["Hawk Moth", "Javan Rhinoceros"], ["Hawk Moth"]))
    m.play("Play Hawk Moth at (0, 1)")
    assert m.to_act == 1
    exc = refused(m, "Play Javan Rhinoceros at (1, 0)")
    assert exc.rule is not None

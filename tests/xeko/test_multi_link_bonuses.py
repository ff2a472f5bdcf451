"""Rulebook "Multi-Link Bonuses" (glossary: Double-, Triple- and Quad-link bonus).

Seat 0 plays a Javan Rhinoceros (Energy 12; links YB, BP, OP, OB) at (1, 0). Its west side links the
Hotspot's east side (OB); seat 1's Species at (1, 1), (2, 0) and (1, -1) can add the other three links.
"""
import pytest

from xlearn.xeko.field import multi_link_bonus
from xeko_helpers import boosts, check_card_facts, of_kind, one, put, terms, xeko_match

SUPPORT = [put("Sumatran Elephant", 1, 0, 1), put("Hawk Moth", 1, 2, 1), put("Black-cheeked Ant Tanager", 1, 0, -1)]
NORTH = put("Hawk Moth", 1, 1, 1)                 # grid south side YBP: links Javan's YB
EAST = put("Javan Rhinoceros", 1, 2, 0)           # grid west side BP: links Javan's BP
SOUTH = put("Grandidier's Baobab", 1, 1, -1)      # grid north side OR: links Javan's OP


def setup_module():
    check_card_facts()


def invade(field, defender_label=None):
    """Play the Javan Rhinoceros at (1, 0), pick the defender if asked, return all events of the war."""
    m = xeko_match(field, hands=(["Javan Rhinoceros"], ["Hawk Moth"]), draw=(boosts(10), boosts(30)))
    events = m.play("Play Javan Rhinoceros at (1, 0)")
    if defender_label is not None:
        assert m.phase == "Turf War" and m.to_act == 0
        events += m.play(defender_label)
    return m, events


@pytest.mark.parametrize("links, expected", [(0, None), (1, None), (2, ("Double-link bonus", 5)),
                                             (3, ("Triple-link bonus", 10)), (4, ("Quad-link bonus", 15))])
def test_multi_link_bonuses_table(links, expected):
    """Multi-Link Bonuses: +5 for two linked cards, +10 for three, +15 for four, nothing for one."""
    assert multi_link_bonus(links) == expected


def test_multi_link_bonuses_double_link_counts_the_hotspot():
    """Multi-Link Bonuses: the Hotspot counts, so the Hotspot plus one rival Species is a Double link."""
    _, events = invade([NORTH, SUPPORT[0]])
    ml = of_kind(events, "multi-link")
    assert ml and all(e.rule.section == "Multi-Link Bonuses" for e in ml)
    invading, defending = one(events, "tw-winner").calcs
    assert terms(invading) == {"Javan Rhinoceros Energy": 12, "Double-link bonus": 5}
    assert invading.total == 17
    assert one(events, "diff").calc.total == 17 - 8


def test_multi_link_bonuses_triple_link():
    """Multi-Link Bonuses: Hotspot + two rival Species = three links, +10."""
    _, events = invade([NORTH, EAST] + SUPPORT[:2], "Invade Hawk Moth at (1, 1)")
    invading, defending = one(events, "tw-winner").calcs
    assert terms(invading)["Triple-link bonus"] == 10
    assert invading.total == 22
    assert one(events, "diff").calc.total == 22 - 8


def test_multi_link_bonuses_quad_link():
    """Multi-Link Bonuses: all four sides linked (the Hotspot and three rivals), +15."""
    _, events = invade([NORTH, EAST, SOUTH] + SUPPORT, "Invade Javan Rhinoceros at (2, 0)")
    invading, defending = one(events, "tw-winner").calcs
    assert terms(invading)["Quad-link bonus"] == 15
    assert (invading.total, defending.total) == (27, 12)
    assert one(events, "diff").calc.total == 15


def test_multi_link_bonuses_own_cards_count_too():
    """Multi-Link Bonuses: it doesn't matter who owns the linked cards. The Javan links the Hotspot, seat 0's
    own Hawk Moth and seat 1's Javan Rhinoceros: a Triple link, +10, though only one rival is linked."""
    field = [put("Hawk Moth", 0, 0, 1), put("Hawk Moth", 0, 1, 1), put("Sumatran Elephant", 0, 2, 1), EAST]
    m, events = invade(field)
    assert not of_kind(events, "choose-defender")
    invading, defending = one(events, "tw-winner").calcs
    assert terms(invading) == {"Javan Rhinoceros Energy": 12, "Triple-link bonus": 10}
    assert defending.total == 12
    assert one(events, "diff").calc.total == 10


def test_multi_link_bonuses_are_announced_when_the_species_is_played():
    """Multi-Link Bonuses: linking to the Hotspot and an own card earns a Double-link bonus as it is played,
    even with no Turf War to use it in."""
    m = xeko_match([put("Hawk Moth", 0, 1, 1), put("Hawk Moth", 0, 0, 1)],
                   hands=(["Javan Rhinoceros"], ["Hawk Moth"]))
    events = m.play("Play Javan Rhinoceros at (1, 0)")
    assert "Double-link bonus of +5" in one(events, "species").text
    assert not of_kind(events, "turf-war")


def test_multi_link_bonuses_blank_sides_do_not_count():
    """Multi-Link Bonuses: blank sides don't count. Helmet Vanga at (0, 1) links the Hotspot and a Hawk Moth
    and touches a Sumatran Elephant blank to blank: a Double link (+5), not a Triple."""
    field = [put("Black-cheeked Ant Tanager", 1, 1, 0), put("Sumatran Elephant", 1, 1, 1),
             put("Javan Rhinoceros", 1, 1, 2), put("Hawk Moth", 1, 0, 2)]
    m = xeko_match(field, hands=(["Helmet Vanga"], ["Hawk Moth"]), draw=(boosts(10), boosts(20)))
    events = m.play("Play Helmet Vanga at (0, 1)")
    # only the Hawk Moth is linked, so the war starts at once with no choice of defender
    assert not of_kind(events, "choose-defender")
    invading, defending = one(events, "tw-winner").calcs
    assert terms(invading) == {"Helmet Vanga Energy": 9, "Double-link bonus": 5}
    assert defending.title.endswith("Hawk Moth (defending)")


def test_multi_link_bonuses_only_the_invading_species_gets_one():
    """Multi-Link Bonuses: only the invading Species gets a bonus. The defending Hawk Moth is linked to two
    of its owner's cards as well as the invader, yet counts only its printed Energy."""
    field = [NORTH, SUPPORT[0], put("Grandidier's Baobab", 1, 2, 1), put("Javan Rhinoceros", 1, 1, 2)]
    _, events = invade(field)
    invading, defending = one(events, "tw-winner").calcs
    assert "Double-link bonus" in terms(invading)
    assert terms(defending) == {"Hawk Moth Energy": 8}
    assert defending.total == 8


def test_multi_link_bonuses_single_link_gets_none():
    """Multi-Link Bonuses: a Species linked to one card only gets no bonus."""
    m = xeko_match([put("Hawk Moth", 1, 0, 1)], hands=(["Black-cheeked Ant Tanager"], ["Hawk Moth"]))
    events = m.play("Play Black-cheeked Ant Tanager at (0, 2)")
    invading, _ = one(events, "tw-winner").calcs
    assert invading.total == 11
    assert not any("link bonus" in label for label in terms(invading))


def test_multi_link_bonuses_end_with_the_turn():
    """Multi-Link Bonuses / 6. SUNSET Powers: the bonus lasts for the rest of the turn only."""
    m, _ = invade([NORTH, SUPPORT[0]])
    assert m.to_act == 1                      # seat 1's turn now
    assert m.view(None)["bonus"] == {}

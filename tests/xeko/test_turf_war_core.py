"""Rulebook "5. Turf War", phases "d. Determine the winner" and "e. Losing player takes a penalty"."""
from xeko_helpers import (boosts, check_card_facts, field_at, names, of_kind, one, put, terms,
                          xeko_match)

DRAW_0 = boosts(10)
DRAW_1 = boosts(10, offset=10)


def setup_module():
    check_card_facts()


def war(field, invader_card, spot):
    """Seat 0 plays `invader_card` at `spot` next to seat 1's Species; returns the match and the events."""
    m = xeko_match(field, hands=([invader_card], ["Hawk Moth"]), draw=(DRAW_0, DRAW_1))
    events = m.play(f"Play {invader_card} at ({spot[0]}, {spot[1]})")
    return m, events


def test_determine_the_winner_higher_energy_total_wins():
    """d. Determine the winner: Black-cheeked Ant Tanager (11) invades Hawk Moth (8) and wins."""
    m, events = war([put("Hawk Moth", 1, 0, 1)], "Black-cheeked Ant Tanager", (0, 2))
    won = one(events, "tw-winner")
    assert won.rule.section == "d. Determine the winner"
    invading, defending = won.calcs
    assert (invading.total, defending.total) == (11, 8)
    assert won.data["winner"] == 0


def test_losing_player_takes_a_penalty_defender_sheds_the_diff():
    """e. Losing player takes a penalty: 11 - 8 = 3, so seat 1 moves its top 3 draw cards to its shed pile."""
    m, events = war([put("Hawk Moth", 1, 0, 1)], "Black-cheeked Ant Tanager", (0, 2))
    diff = one(events, "diff")
    assert diff.rule.section == "e. Losing player takes a penalty"
    assert diff.calc.total == 3
    assert str(diff.calc).endswith("= 3")
    v = m.view(None)
    assert names(v["players"][1]["shed"]) == DRAW_1[:3]        # the top three, in order
    assert v["players"][0]["shed"] == []
    # seat 1 has since drawn for its own turn: 10 - 3 shed - 1 drawn
    assert v["players"][1]["draw_count"] == 6


def test_losing_player_takes_a_penalty_invader_can_lose_and_shed():
    """e. Losing player takes a penalty: Hawk Moth (8) invades the Tanager (11); the invader sheds 3."""
    m, events = war([put("Black-cheeked Ant Tanager", 1, 1, 0)], "Hawk Moth", (2, 0))
    won = one(events, "tw-winner")
    assert won.data["winner"] == 1
    assert one(events, "diff").calc.total == 3
    v = m.view(None)
    assert names(v["players"][0]["shed"]) == DRAW_0[:3]
    assert v["players"][1]["shed"] == []


def test_determine_the_winner_equal_totals_mean_no_shed():
    """d. Determine the winner: Javan Rhinoceros (12) against Sumatran Elephant (12) is a tie; skip to
    clean-up and nobody sheds."""
    m, events = war([put("Sumatran Elephant", 1, 0, 1)], "Javan Rhinoceros", (0, 2))
    tie = one(events, "tw-tie")
    assert tie.rule.section == "d. Determine the winner"
    assert [c.total for c in tie.calcs] == [12, 12]
    assert not of_kind(events, "diff") and not of_kind(events, "shed")
    v = m.view(None)
    assert v["players"][0]["shed"] == [] and v["players"][1]["shed"] == []
    assert v["players"][0]["draw_count"] == 10
    assert of_kind(events, "cleanup")


def test_losing_player_takes_a_penalty_the_losers_species_stays_in_the_field():
    """e. Losing player takes a penalty / ruling X-2: losing costs draw-pile cards, not the Species."""
    m, _ = war([put("Hawk Moth", 1, 0, 1)], "Black-cheeked Ant Tanager", (0, 2))
    assert field_at(m, 0, 1)["card"]["name"] == "Hawk Moth"
    assert field_at(m, 0, 1)["owner"] == 1
    assert field_at(m, 0, 2)["card"]["name"] == "Black-cheeked Ant Tanager"
    m2, _ = war([put("Black-cheeked Ant Tanager", 1, 1, 0)], "Hawk Moth", (2, 0))
    assert field_at(m2, 2, 0)["card"]["name"] == "Hawk Moth"     # the losing invader stays too
    assert "Hawk Moth" not in names(m2.view(None)["players"][0]["shed"])


def test_turf_war_energy_is_printed_energy_with_one_link():
    """5. Turf War: with a single link there is no Multi-link bonus; each side counts its printed Energy."""
    _, events = war([put("Hawk Moth", 1, 0, 1)], "Black-cheeked Ant Tanager", (0, 2))
    invading, defending = one(events, "tw-winner").calcs
    assert terms(invading) == {"Black-cheeked Ant Tanager Energy": 11}
    assert terms(defending) == {"Hawk Moth Energy": 8}


def test_turf_war_the_invader_picks_the_defender_when_several_rivals_link():
    """5. Turf War: linked to several rival Species, the invading player decides which one defends."""
    field = [put("Sumatran Elephant", 1, 0, 1), put("Hawk Moth", 1, 1, 1), put("Hawk Moth", 1, 2, 1),
             put("Javan Rhinoceros", 1, 2, 0)]
    m = xeko_match(field, hands=(["Javan Rhinoceros"], ["Hawk Moth"]), draw=(DRAW_0, boosts(25)))
    m.play("Play Javan Rhinoceros at (1, 0)")
    assert m.to_act == 0
    assert m.phase == "Turf War"
    assert [a.label for a in m.legal()] == ["Invade Hawk Moth at (1, 1)", "Invade Javan Rhinoceros at (2, 0)"]
    events = m.play("Invade Javan Rhinoceros at (2, 0)")
    war_event = one(events, "turf-war")
    assert "Javan Rhinoceros" in war_event.text
    assert one(events, "tw-winner").calcs[1].total == 12


def test_losing_player_takes_a_penalty_shed_cards_are_public():
    """e. Losing player takes a penalty / Shed Pile: shed cards are face up, so both seats see them."""
    m, _ = war([put("Hawk Moth", 1, 0, 1)], "Black-cheeked Ant Tanager", (0, 2))
    assert names(m.view(0)["players"][1]["shed"]) == DRAW_1[:3]
    assert names(m.view(1)["players"][1]["shed"]) == DRAW_1[:3]

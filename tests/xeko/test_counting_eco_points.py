"""Rulebook "Counting Eco-Points" and "Conservation Bonus" (with the tie-break and ruling X-5).

Each position ends as soon as it is set up: the seat whose turn it is must draw from an empty pile.
"""
import math

import pytest

from xlearn.xeko.ending import conservation_bonus
from xeko_helpers import DRAW_STEP, boosts, check_card_facts, names, of_kind, put, terms, xeko_match

SEAT0 = [put("Hawk Moth", 0, 0, -1), put("Javan Rhinoceros", 0, -1, 0)]     # 3 + 6 Eco-points
SEAT1 = [put("Black-cheeked Ant Tanager", 1, 1, 0)]                          # 6 Eco-points


def setup_module():
    check_card_facts()


def ended(field, hands=((), ()), draw=((), ()), active=1):
    m = xeko_match(field, hands=hands, draw=draw, active=active, step=DRAW_STEP)
    assert m.over, "the position should end at once"
    return m


def test_counting_eco_points_each_player_totals_their_own_species():
    """Counting Eco-Points: each player adds up the Eco-points of their own Species in the field."""
    m = ended(SEAT0 + SEAT1, draw=([], []))
    scores = m.result.scores
    assert terms(scores[0]) == {"Hawk Moth": 3, "Javan Rhinoceros": 6}
    assert scores[0].total == 9
    assert terms(scores[1]) == {"Black-cheeked Ant Tanager": 6}
    assert m.result.winners == (0,)
    assert m.result.rule.section == "Conservation Bonus"     # "the highest Eco-points total is the winner"


def test_counting_eco_points_hands_go_to_the_shed_pile_and_do_not_score():
    """Counting Eco-Points: the cards in hand go to the shed piles and score nothing."""
    m = ended(SEAT0 + SEAT1, hands=(["Indri", "Fossa"], ["Jaguar"]), draw=([], []))
    v = m.view(None)
    assert v["players"][0]["hand"] == [] and v["players"][1]["hand"] == []
    assert {"Indri", "Fossa"} <= set(names(v["players"][0]["shed"]))
    assert "Jaguar" in names(v["players"][1]["shed"])
    assert m.result.scores[0].total == 9 and m.result.scores[1].total == 6
    assert any(e.kind == "hand-to-shed" and e.rule.section == "Counting Eco-Points" for e in m.events)


def test_counting_eco_points_beginning_with_the_player_whose_turn_it_is():
    """Counting Eco-Points: counting begins with the player whose turn it is (here seat 1)."""
    m = ended(SEAT0 + SEAT1, draw=([], []), active=1)
    scored = [e.seat for e in of_kind(m.events, "score")]
    assert scored == [1, 0]


def test_counting_eco_points_the_calculation_reads_as_a_sum():
    """Counting Eco-Points: the score is a worked sum a learner can check."""
    m = ended(SEAT0 + SEAT1, draw=(boosts(3), []))
    text = str(m.result.scores[0])
    assert text.startswith("Player 1's Eco-points: ") and text.endswith(" = 11")
    for part in ("Hawk Moth 3", "Javan Rhinoceros 6", "Conservation bonus (3 cards left, half rounded up) 2"):
        assert part in text


@pytest.mark.parametrize("left, bonus", [(7, 4), (8, 4), (0, 0), (1, 1), (2, 1), (40, 20)])
def test_conservation_bonus_half_the_draw_pile_rounded_up(left, bonus):
    """Conservation Bonus: half the cards left in the draw pile, rounded up: 7 -> 4, 8 -> 4, 0 -> 0."""
    assert conservation_bonus(left) == bonus
    if left > 24:
        return
    m = ended(SEAT0 + SEAT1, draw=(boosts(left), []))
    score = m.result.scores[0]
    assert score.total == 9 + bonus
    conservation = [t for t in score.terms if t.label.startswith("Conservation bonus")]
    assert sum(t.value for t in conservation) == bonus
    if left == 0:
        assert conservation == []
    assert m.result.scores[1].total == 6                     # seat 1 had no cards left: no bonus


def test_conservation_bonus_formula_for_every_deck_size():
    """Conservation Bonus: half, rounded up, for every pile size a 40-card deck allows."""
    assert [conservation_bonus(n) for n in range(41)] == [math.ceil(n / 2) for n in range(41)]


def test_conservation_bonus_tie_break_the_player_with_cards_left_wins():
    """Conservation Bonus: equal totals go to whoever still held a draw pile at the end.
    Seat 0: Hawk Moth 3 + bonus 1 (2 cards left) = 4; seat 1: Grandidier's Baobab 4, no cards left."""
    field = [put("Hawk Moth", 0, 0, 1), put("Grandidier's Baobab", 1, 1, 0)]
    m = ended(field, draw=(boosts(2), []), active=1)
    assert m.result.scores[0].total == m.result.scores[1].total == 4
    assert m.result.winners == (0,)
    assert m.result.rule.rule_id == "tie-break"
    assert m.result.rule.section == "Conservation Bonus"


def test_conservation_bonus_tie_break_works_for_either_seat():
    """Conservation Bonus: the tie-break favours whoever had cards left, here seat 1."""
    field = [put("Grandidier's Baobab", 0, 0, 1), put("Hawk Moth", 1, 1, 0)]
    m = ended(field, draw=([], boosts(2)), active=0)
    assert m.result.scores[0].total == m.result.scores[1].total == 4
    assert m.result.winners == (1,)


def test_conservation_bonus_tie_with_no_cards_left_is_shared():
    """Conservation Bonus / ruling X-5: a tie the tie-break cannot split is a shared win."""
    field = [put("Grandidier's Baobab", 0, 0, 1), put("Grandidier's Baobab", 1, 1, 0)]
    m = ended(field, draw=([], []), active=0)
    assert m.result.scores[0].total == m.result.scores[1].total == 4
    assert m.result.winners == (0, 1)
    assert m.result.rule.ruling == "X-5"


def test_conservation_bonus_the_higher_total_wins_even_without_cards_left():
    """Conservation Bonus: the bonus is added to the total; the highest total wins, bonus or not."""
    field = [put("Hawk Moth", 0, 0, 1), put("Helmet Vanga", 1, 0, -1)]    # 3 against 7
    m = ended(field, draw=(boosts(6), []), active=1)                       # 3 + 3 = 6 < 7
    assert (m.result.scores[0].total, m.result.scores[1].total) == (6, 7)
    assert m.result.winners == (1,)

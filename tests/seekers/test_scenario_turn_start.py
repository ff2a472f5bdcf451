"""Scenarios at the start of a turn ("Taking a Turn": Leverage cards stand up, "Resting"), and scenarios that
could never be reached refused with every problem named at once."""
import pytest

from xlearn import DataError, load_match
from xlearn.seekers import new_match

from seekers_util import EMBER, GROTTO, JADE, LAGOON, labels, match, seat


def test_taking_a_turn_leveraged_cards_stand_up_at_the_start_of_the_turn():
    m = match(seat(["Ruin"], adventures=[LAGOON], active=[{"card": "Base Camp", "leveraged": True}]),
              seat(["Myth"], adventures=[EMBER]), step="Start of the turn")
    ups = [e for e in m.events if e.kind == "leverage"]
    assert ups and "Base Camp" in ups[0].text and ups[0].rule.section == "Leverage"
    assert not m.state.leveraged
    assert [e.text for e in m.events if e.kind == "turn"][0].startswith("Turn 1:")


def test_a_leveraged_card_stays_sideways_in_a_scenario_after_the_start_of_the_turn():
    m = match(seat(["Ruin"], adventures=[LAGOON], active=[{"card": "Base Camp", "leveraged": True}]),
              seat(["Myth"], adventures=[EMBER]), step="Take Action")
    assert len(m.state.leveraged) == 1 and not [e for e in m.events if e.kind == "leverage"]


def test_resting_is_offered_at_the_start_of_a_turn_with_no_leads():
    m = match(seat([], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]), step="Start of the turn")
    assert m.to_act == 0 and labels(m) == ["Rest", "Take your turn"]
    m.play("Rest")
    again = load_match(m.save())
    assert again.fingerprint() == m.fingerprint() and labels(again) == labels(m)


def test_taking_a_turn_more_than_three_adventures_is_refused():
    with pytest.raises(DataError) as exc:
        match(seat(["Ruin"], adventures=[LAGOON, EMBER, GROTTO, JADE]), seat(["Myth"]))
    assert exc.value.field == "scenario.seats[0].adventures" and exc.value.card == JADE
    assert "three" in str(exc.value)


def test_every_problem_of_a_scenario_is_reported_at_once():
    with pytest.raises(DataError) as exc:
        match(seat(["Ruin"], adventures=[LAGOON, EMBER, GROTTO, JADE, "Nowhere"],
                   active=[{"card": "Lucky Break"}]), seat(["Myth"]), active=3)
    fields = [p.field for p in exc.value.problems]
    assert fields == ["scenario.active", "scenario.seats[0].adventures[4]", "scenario.seats[0].adventures",
                      "scenario.seats[0].active[0]"]
    assert [p.card for p in exc.value.problems] == [None, "Nowhere", JADE, "Lucky Break"]
    assert all(f in str(exc.value) for f in fields) and str(exc.value).startswith("new_match: 4 problems")


def test_only_a_leverage_card_can_be_leveraged():
    with pytest.raises(DataError) as exc:
        match(seat(["Ruin"], active=[{"card": "Lookout Tower", "leveraged": True}]), seat(["Myth"]))
    assert (exc.value.field, exc.value.card) == ("scenario.seats[0].active[0].leveraged", "Lookout Tower")
    assert "Leverage" in str(exc.value)

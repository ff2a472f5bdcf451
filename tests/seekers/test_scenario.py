"""Scenarios: a validated position to start from."""
import pytest

from xlearn import DataError, load_match
from xlearn.seekers import Scenario, new_match

from seekers_util import EMBER, LAGOON, match, seat


def test_a_scenario_starts_where_it_says():
    m = match(seat(["Ruin", "Vision"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]), step="Take Action")
    assert m.phase == "Take Action" and m.to_act == 0
    again = load_match(m.save())
    assert again.fingerprint() == m.fingerprint()


def test_the_model_validates():
    sc = Scenario.model_validate({"seats": [seat(["Ruin"]), seat(["Myth"])]})
    assert new_match(scenario=sc).to_act is not None


@pytest.mark.parametrize("bad,field", [
    ({"seats": [seat(adventures=["Nowhere"]), seat()]}, "scenario.seats[0].adventures[0]"),
    ({"seats": [seat(active=["Lucky Break"]), seat()]}, "scenario.seats[0].active[0]"),
    ({"seats": [seat(archived=["The Iron Citadel"], final=True), seat()]}, "scenario.seats[0].final"),
    ({"seats": [seat(adventures=[LAGOON]), seat(adventures=[LAGOON])]}, "scenario"),
    ({"seats": [seat(["Wild"] * 9), seat()]}, "scenario"),
    ({"seats": [seat()]}, "scenario.seats"),
])
def test_bad_scenarios_are_refused(bad, field):
    with pytest.raises(DataError) as exc:
        new_match(scenario=bad)
    assert exc.value.field == field


def test_beginner_scenarios_have_no_actionx():
    with pytest.raises(DataError):
        new_match(mode="beginner", scenario={"seats": [seat(actionx=["Lucky Break"]), seat()]})

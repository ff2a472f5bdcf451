"""Scenarios: a validated position to start from."""
import pytest

from xlearn import DataError, load_match
from xlearn.xenofera import Scenario, new_match

from xeno_helpers import rival, scenario, seat, start


def test_a_scenario_starts_where_it_says():
    sc = scenario(seat(hand=["Iron Cage"]), rival(), phase="B. Build Phase", active=1, turn=9)
    m = start(sc)
    assert m.state.turn == 9
    # seat 2 (index 1) has nothing to build, so the phase passes on to capturing
    assert m.to_act == 1 and m.phase == "C. Capture Phase"
    assert len(m.census()) == len(m.state.table.defs)


def test_a_scenario_model_round_trips_through_a_save():
    model = Scenario.model_validate(scenario(seat(hand=["Iron Cage"]), rival()))
    m = new_match(2, 5, scenario=model)
    m.play(m.legal()[0])
    again = load_match(m.save())
    assert again.fingerprint() == m.fingerprint()


@pytest.mark.parametrize("change, field", [
    (lambda sc: sc["seats"][0].update(crew=["Recruit Tam", "Deckhand Mara", "Deckhand Oskar", "Tracker Ilo",
                                            "Guide Korr", "Wrangler Petra"]), "scenario.seats[0].crew"),
    (lambda sc: sc["seats"][0].update(cages=[{"cage": "Iron Cage", "items": ["Shock Lock", "Shock Lock"]}]),
     "scenario.seats[0].cages[0].items[1]"),
    (lambda sc: sc["seats"][0].update(hand=["Glimmerfox"]), "scenario.seats[0].hand[0]"),
    (lambda sc: sc["seats"][1].update(huntsman="Marek Dunmore"), "scenario.seats[1].huntsman"),
    (lambda sc: sc.update(line_of_sight=["Nobody"]), "scenario.line_of_sight[0]"),
    (lambda sc: sc["seats"][0].update(used_battle=[1, 2, 3, 4, 5]), "scenario.seats[0].used_battle"),
    (lambda sc: sc.update(phase="Z. Nap Phase"), "scenario.phase"),
])
def test_a_bad_scenario_names_the_field(change, field):
    sc = scenario()
    change(sc)
    with pytest.raises(DataError) as exc:
        start(sc)
    assert exc.value.field == field


@pytest.mark.parametrize("players", [1, 6, "two"])
def test_two_to_five_players(players):
    with pytest.raises(DataError) as exc:
        new_match(players)
    assert exc.value.field == "players"


def test_names_must_match_the_players():
    with pytest.raises(DataError) as exc:
        new_match(3, names=["Ann", "Bo"])
    assert exc.value.field == "names"
    with pytest.raises(DataError) as exc:
        new_match(2, names=["Ann", "Ann"])
    assert exc.value.field == "names"
    m = new_match(2, names=["Ann", "Bo"])
    assert m.view(0)["players"][1]["name"] == "Bo"

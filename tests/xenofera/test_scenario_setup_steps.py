"""Set Up started at any step ("2. Huntsman Deck" ... "6. Choose a Starting Player") and with the starting
player fixed; scenarios that could never be reached refused with every problem named at once."""
import pytest

from xlearn import DataError, load_match
from xlearn.xenofera import new_match

from xeno_helpers import labels, rival, scenario, seat, start


@pytest.mark.parametrize("step, phase, label", [
    ("2. Huntsman Deck", "2. Huntsman Deck", "Keep Huntsman"),
    ("3. Xenofera Deck", "4. Collection Deck", "Keep "),        # step 3 has no choice: the next one is step 4's
    ("4. Collection Deck", "4. Collection Deck", "Keep "),
])
def test_set_up_starts_at_a_step(step, phase, label):
    m = new_match(3, 5, setup_step=step)
    assert m.phase == phase and m.to_act == 0 and all(x.startswith(label) for x in labels(m))
    assert any(e.rule.section == step or e.kind == "setup" for e in m.events)
    again = load_match(m.save())
    assert again.fingerprint() == m.fingerprint() and labels(again) == labels(m)


@pytest.mark.parametrize("first", [0, 1, 2])
def test_choose_a_starting_player_fixed_by_the_setup(first):
    m = new_match(3, 5, first=first, setup_step="6. Choose a Starting Player")
    assert m.phase == "A. Action Phase" and m.to_act == first
    told = [e for e in m.events if e.kind == "first-player"]
    assert told[0].seat == first and told[0].rule.section == "6. Choose a Starting Player"
    again = load_match(m.save())
    assert again.fingerprint() == m.fingerprint()


def test_choose_a_starting_player_out_of_range_is_refused():
    with pytest.raises(DataError) as exc:
        new_match(2, first=2)
    assert exc.value.field == "first"
    with pytest.raises(DataError) as exc:
        start(scenario(), first=1)
    assert exc.value.field == "first"


def test_a_scenario_reports_every_problem_at_once():
    sc = scenario(seat(cages=[{"cage": "Starter Crate", "creatures": ["Cinder Newt"]}], hand=["Nobody"],
                       used_battle=[99]), rival(huntsman="Nobody Either"))
    with pytest.raises(DataError) as exc:
        start(sc)
    fields = [p.field for p in exc.value.problems]
    assert fields == ["scenario.seats[0].cages[0].creatures[0]", "scenario.seats[0].hand[0]",
                      "scenario.seats[0].used_battle[0]", "scenario.seats[1].huntsman"]
    assert [p.card for p in exc.value.problems][:2] == ["Cinder Newt", "Nobody"]
    assert all(f in str(exc.value) for f in fields)

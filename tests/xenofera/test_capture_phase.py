"""C. Capture Phase: ready members, a cage that fits, pooled capture points, refilling the Line of Sight."""
import copy
import json

import pytest

from xlearn import Action, DataError, load_match

from xeno_helpers import labels, play, refused, rival, scenario, seat, start

SIGHT = ["Duskcrawler", "Bramblehog", "Glimmerfox", "Mistwing", "Cinder Newt"]


def cap(**kw):
    me = seat(crew=["Recruit Tam", "Deckhand Mara"], **kw)
    return scenario(me, rival(), phase="C. Capture Phase", line_of_sight=SIGHT)


def test_capture_into_a_cage_that_fits_then_refill_the_line_of_sight():
    m = start(cap())
    assert m.phase == "C. Capture Phase"
    events = play(m, "Capture Duskcrawler into Cage 1 with Huntsman")
    s = m.state
    assert [s.card(x).name for x in s.cages[0][0][2]] == ["Duskcrawler"]
    assert len(s.sight) == 5
    assert events[0].calc.total == 3
    assert any(e.kind == "sight" and e.rule.rule_id == "refill" for e in events)
    assert s.huntsman[0] in s.utilised


def test_pooled_capture_points_for_one_creature():
    m = start(cap(cages=[{"cage": "Iron Cage"}]))
    ls = labels(m)
    assert "Capture Bramblehog into Cage 1 with Huntsman + Recruit Tam" in ls
    assert "Capture Bramblehog into Cage 1 with Huntsman + Recruit Tam + Deckhand Mara" not in ls
    events = play(m, "Capture Bramblehog into Cage 1 with Huntsman + Deckhand Mara")
    assert str(events[0].calc) == "Capture points for Bramblehog: Huntsman 3 + Deckhand Mara 1 = 4"
    # Tam alone (1 point) cannot take Glimmerfox (cost 2): the spare points of the others are lost.
    assert not any(label.startswith("Capture Glimmerfox") for label in labels(m))


def test_a_cage_too_small_is_refused():
    m = start(cap())
    s = m.state
    bramble = next(x for x in s.sight if s.card(x).name == "Bramblehog")
    exc = refused(m, Action("capture", "Capture Bramblehog into Cage 1 with Huntsman + Recruit Tam",
                            (bramble, s.cages[0][0][0], s.huntsman[0], s.crew[0][0])))
    assert exc.rule.rule_id == "cage-fits"


def test_a_widening_item_lets_the_cage_hold_the_next_size():
    m = start(cap(cages=[{"cage": "Starter Crate", "items": ["Expansion Frame"]}]))
    assert "Capture Bramblehog into Cage 1 with Huntsman + Recruit Tam" in labels(m)


def test_a_member_who_built_this_turn_cannot_capture():
    me = seat(crew=["Recruit Tam", "Deckhand Mara"], hand=["Wire Cage"])
    m = start(scenario(me, rival(), phase="B. Build Phase", line_of_sight=SIGHT))
    play(m, "Build Wire Cage with Deckhand Mara")  # nothing else to build: the phase moves on
    assert m.phase == "C. Capture Phase"
    s = m.state
    mara = s.crew[0][1]
    dusk = next(x for x in s.sight if s.card(x).name == "Duskcrawler")
    exc = refused(m, Action("capture", "Capture Duskcrawler into Cage 1 with Huntsman + Deckhand Mara",
                            (dusk, s.cages[0][0][0], s.huntsman[0], mara)))
    assert exc.rule.rule_id == "capture-once"
    assert "built or captured" in exc.reason
    assert not any("Deckhand Mara" in label for label in labels(m))


def test_each_member_captures_once_a_turn():
    m = start(cap(cages=[{"cage": "Starter Crate"}, {"cage": "Wire Cage"}]))
    play(m, "Capture Duskcrawler into Cage 1 with Huntsman")
    assert not any("Huntsman" in label for label in labels(m))
    s = m.state
    glimmer = next(x for x in s.sight if s.card(x).name == "Glimmerfox")
    exc = refused(m, Action("capture", "Capture Glimmerfox into Cage 2 with Huntsman",
                            (glimmer, s.cages[0][1][0], s.huntsman[0])))
    assert exc.rule.rule_id == "capture-once"


def test_a_full_cage_takes_no_more():
    m = start(cap(cages=[{"cage": "Starter Crate", "creatures": ["Stonejaw"]}]))
    assert m.phase != "C. Capture Phase"  # nothing can be captured, so the phase passes


# ----- Capture Creatures (ruling N-10) in a scenario: a caged creature must fit its cage -------------
def _save_with(cage: dict) -> str:
    """A save file whose scenario puts `cage` in the first seat's Cargo Bay (built from a good one)."""
    good = start(scenario(seat(), rival())).save()
    data = json.loads(good)
    data["setup"]["scenario"]["seats"][0]["cages"] = [cage]
    return json.dumps(data)


@pytest.mark.parametrize("cage, creature", [
    ({"cage": "Starter Crate", "creatures": ["Cinder Newt"]}, "Cinder Newt"),           # Huge in a Small cage
    ({"cage": "Titan Pen", "creatures": ["Duskcrawler"]}, "Duskcrawler"),                 # Small in a Large/Huge cage
    ({"cage": "Iron Cage", "items": ["Expansion Frame"], "creatures": ["Cinder Newt"]}, "Cinder Newt"),  # 2 above
    ({"cage": "Twin Hutch", "creatures": ["Shardbeetle", "Bramblehog"]}, "Bramblehog"),    # the second one is Medium
])
def test_capture_creatures_a_scenario_creature_must_fit_its_cage(cage, creature):
    sc = scenario(seat(cages=[cage]), rival())
    before = copy.deepcopy(sc)
    with pytest.raises(DataError) as exc:
        start(sc)
    err = exc.value
    k = cage["creatures"].index(creature)
    assert (err.file, err.card, err.field) == ("new_match", creature, f"scenario.seats[0].cages[0].creatures[{k}]")
    assert cage["cage"] in str(err) and "Capture Creatures" in str(err) and "N-10" in str(err)
    assert sc == before  # the caller's scenario is left as it was
    # the same position in a save file is refused naming the file
    with pytest.raises(DataError) as exc:
        load_match(_save_with(cage), source="lesson.json")
    assert (exc.value.file, exc.value.card) == ("lesson.json", creature)
    assert exc.value.field.endswith(f"seats[0].cages[0].creatures[{k}]")


def test_capture_creatures_a_scenario_creature_that_fits_is_accepted():
    for cage in ({"cage": "Iron Cage", "creatures": ["Bramblehog"]},                             # printed size
                 {"cage": "Iron Cage", "items": ["Expansion Frame"], "creatures": ["Mistwing"]},  # one above
                 {"cage": "Twin Hutch", "creatures": ["Shardbeetle", "Duskcrawler"]}):
        m = start(scenario(seat(cages=[cage]), rival()))
        s = m.state
        assert [s.card(x).name for x in s.cages[0][0][2]] == cage["creatures"]

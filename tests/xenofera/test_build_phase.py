"""B. Build Phase: building cages and items with pooled build points, and the limits."""
from xlearn import Action

from xeno_helpers import labels, play, refused, rival, scenario, seat, start

CREW = ["Recruit Tam", "Deckhand Mara"]


def build_scenario(**kw):
    me = seat(crew=CREW, phase=None) if False else seat(crew=CREW, **kw)
    return scenario(me, rival(), phase="B. Build Phase")


def test_build_a_cage_with_pooled_points_and_leftovers_lost():
    m = start(build_scenario(hand=["Steel Enclosure", "Wire Cage"]))
    assert m.phase == "B. Build Phase"
    # Steel Enclosure costs 4: Marek (3) + Tam (1) or Marek + Mara (2) or Mara + Tam... each group minimal
    ls = labels(m)
    assert "Build Steel Enclosure with Huntsman + Recruit Tam" in ls
    assert "Build Steel Enclosure with Huntsman + Deckhand Mara" in ls
    assert "Build Steel Enclosure with Huntsman + Recruit Tam + Deckhand Mara" not in ls  # Tam not needed
    events = play(m, "Build Steel Enclosure with Huntsman + Deckhand Mara")
    calc = events[0].calc
    assert calc.total == 5 and "1 spare point is lost" in events[0].text
    s = m.state
    assert [s.card(c[0]).name for c in s.cages[0]] == ["Starter Crate", "Steel Enclosure"]
    # Huntsman and Mara are utilised; their spare point cannot build the Wire Cage (cost 2); Tam alone has 1.
    assert not any(label.startswith("Build Wire Cage") for label in labels(m))


def test_each_member_builds_once_a_turn_used_huntsman_refused():
    m = start(build_scenario(hand=["Iron Cage", "Wire Cage"]))
    play(m, "Build Iron Cage with Huntsman")
    s = m.state
    wire = next(i for i in s.hand[0] if s.card(i).name == "Wire Cage")
    huntsman = s.huntsman[0]
    exc = refused(m, Action("build", "Build Wire Cage with Huntsman", (wire, -1, huntsman)))
    assert exc.rule.rule_id == "build-once"
    tam = s.crew[0][0]
    exc = refused(m, Action("build", "Build Wire Cage with Huntsman + Recruit Tam", (wire, -1, huntsman, tam)))
    assert exc.rule.rule_id == "build-once"


def test_an_eleventh_cage_is_refused():
    cages = [{"cage": "Starter Crate"}] + [{"cage": "Wire Cage"}] * 5 + [{"cage": "Iron Cage"}] * 4
    m = start(build_scenario(cages=cages, hand=["Iron Cage", "Divider Kit"]))
    assert m.phase == "B. Build Phase"
    assert len(m.state.cages[0]) == 10
    assert not any(label.startswith("Build Iron Cage") for label in labels(m))
    s = m.state
    cage = next(i for i in s.hand[0] if s.card(i).name == "Iron Cage")
    exc = refused(m, Action("build", "Build Iron Cage with Huntsman", (cage, -1, s.huntsman[0])))
    assert exc.rule.rule_id == "cage-limit"
    assert "eleventh" in exc.reason


def test_one_item_of_each_type_per_cage():
    m = start(build_scenario(cages=[{"cage": "Iron Cage", "items": ["Shock Lock"]}, {"cage": "Wire Cage"}],
                             hand=["Shock Lock", "Divider Kit"]))
    ls = labels(m)
    assert "Build Shock Lock on Cage 2 with Huntsman" in ls
    assert not any(label.startswith("Build Shock Lock on Cage 1") for label in ls)
    assert "Build Divider Kit on Cage 1 with Huntsman" in ls
    s = m.state
    lock = next(i for i in s.hand[0] if s.card(i).name == "Shock Lock")
    exc = refused(m, Action("build", "Build Shock Lock on Cage 1 with Huntsman", (lock, s.cages[0][0][0],
                                                                                   s.huntsman[0])))
    assert exc.rule.rule_id == "item-type"
    play(m, "Build Shock Lock on Cage 2 with Huntsman")
    assert [m.state.card(i).name for i in m.state.cages[0][1][1]] == ["Shock Lock"]


def test_a_group_with_an_unneeded_member_is_refused_by_ruling():
    m = start(build_scenario(hand=["Wire Cage"]))
    s = m.state
    wire = s.hand[0][0]
    exc = refused(m, Action("build", "Build Wire Cage with Huntsman + Recruit Tam",
                            (wire, -1, s.huntsman[0], s.crew[0][0])))
    assert exc.rule.rule_id == "pool" and exc.rule.ruling == "N-9"


def test_not_enough_build_points_is_refused():
    m = start(build_scenario(hand=["Titan Pen", "Wire Cage"]))
    s = m.state
    pen = next(i for i in s.hand[0] if s.card(i).name == "Titan Pen")
    exc = refused(m, Action("build", "Build Titan Pen with Huntsman", (pen, -1, s.huntsman[0])))
    assert exc.rule.rule_id == "build-points"


def test_ability_adds_build_points_for_its_purpose():
    me = seat(huntsman="Dace Hollowell", crew=["Recruit Tam"], hand=["Luxury Habitat"])  # item +2
    m = start(scenario(me, rival(), phase="B. Build Phase"))
    events = play(m, "Build Luxury Habitat on Cage 1 with Huntsman")
    assert events[0].calc.total == 5


def test_built_things_stay_after_the_turn():
    m = start(build_scenario(hand=["Iron Cage"]))
    play(m, "Build Iron Cage with Huntsman")
    from xeno_helpers import pass_turn
    pass_turn(m)
    assert [m.state.card(c[0]).name for c in m.state.cages[0]] == ["Starter Crate", "Iron Cage"]

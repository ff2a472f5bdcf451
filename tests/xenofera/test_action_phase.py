"""A. Action Phase: recruiting crew, other Actions, the two-card limit, Reactions first."""
from xlearn import Action

from xeno_helpers import events_of, find, labels, play, refused, rival, scenario, seat, start


def test_recruit_puts_crew_in_quarters_and_counts_as_an_action_card():
    m = start(scenario(seat(hand=["Deckhand Mara", "Wrangler Petra", "Engineer Brisa"]), rival()))
    assert m.phase == "A. Action Phase" and m.to_act == 0
    play(m, "Recruit Deckhand Mara")
    s = m.state
    assert [s.card(i).name for i in s.crew[0]] == ["Recruit Tam", "Deckhand Mara"]
    assert m.phase == "A. Action Phase"
    play(m, "Recruit Wrangler Petra")
    # two Action cards played: the phase is over although Brisa is still in hand
    assert m.phase != "A. Action Phase"
    assert any(m.state.card(i).name == "Engineer Brisa" for i in m.state.hand[0])


def test_a_sixth_crew_member_is_refused_naming_the_rule():
    full = ["Recruit Tam", "Deckhand Mara", "Deckhand Oskar", "Tracker Ilo", "Guide Korr"]
    m = start(scenario(seat(crew=full, hand=["Wrangler Petra", "Supply Run"]), rival()))
    assert not any(label.startswith("Recruit") for label in labels(m))
    petra = next(i for i in m.state.hand[0] if m.state.card(i).name == "Wrangler Petra")
    exc = refused(m, Action("recruit", "Recruit Wrangler Petra", (petra,)))
    assert exc.rule.rule_id == "crew-limit"
    assert "sixth" in exc.reason


def test_other_action_works_at_once_and_goes_to_the_discard_pile():
    m = start(scenario(seat(hand=["Supply Run"]), rival(), utility_deck=["Iron Cage", "Wire Cage", "Sabotage"]))
    play(m, "Play Supply Run")
    s = m.state
    names = sorted(s.card(i).name for i in s.hand[0])
    assert names == ["Iron Cage", "Wire Cage"]
    assert [s.card(i).name for i in s.util_discard] == ["Supply Run"]


def test_an_action_aimed_at_a_rival_cage_takes_effect():
    other = rival(cages=[{"cage": "Iron Cage", "creatures": ["Bramblehog"]}])
    m = start(scenario(seat(hand=["Open the Gates"]), other))
    play(m, "Play Open the Gates on Bramblehog in Player 2's Cage 1")
    s = m.state
    assert s.cages[1][0][2] == ()
    assert s.card(s.xeno_discard[-1]).name == "Bramblehog"


def test_pay_off_lets_your_own_crew_member_go():
    m = start(scenario(seat(crew=["Recruit Tam", "Wrangler Petra"], hand=["Pay Off"]), rival()))
    play(m, "Play Pay Off on Wrangler Petra")
    assert [m.state.card(i).name for i in m.state.crew[0]] == ["Recruit Tam"]


def test_a_reaction_is_resolved_before_the_action():
    m = start(scenario(seat(hand=["Supply Run"]), rival(hand=["Countermeasure"])))
    play(m, "Play Supply Run")
    assert m.to_act == 1
    assert labels(m) == ["React with Countermeasure", "Let Supply Run go ahead"]
    play(m, "React with Countermeasure")
    assert m.phase == "Battles"
    assert m.to_act == 1  # the reacting player defends first
    e = events_of(m, "react")[-1]
    assert e.rule.rule_id == "reaction" and e.rule.ruling == "N-6"


def test_letting_the_action_go_ahead():
    m = start(scenario(seat(hand=["Supply Run"]), rival(hand=["Countermeasure"]),
                       utility_deck=["Iron Cage", "Wire Cage"]))
    play(m, "Play Supply Run")
    play(m, "Let Supply Run go ahead")
    assert len(m.state.hand[0]) == 2
    assert m.to_act == 0


def test_no_more_than_two_action_cards():
    m = start(scenario(seat(hand=["Supply Run", "Beat the Bushes", "Deckhand Mara"]), rival(),
                       utility_deck=["Iron Cage", "Wire Cage", "Sabotage"]))
    play(m, "Play Supply Run")
    play(m, "Recruit Deckhand Mara")
    assert m.phase != "A. Action Phase"
    bushes = next(i for i in m.state.hand[0] if m.state.card(i).name == "Beat the Bushes")
    a = Action("play", "Play Beat the Bushes on Glimmerfox", (bushes, m.state.sight[0]))
    exc = refused(m, a)
    assert exc.rule.section in ("A. Action Phase", "B. Build Phase", "Player Turn")


def test_end_the_action_phase():
    m = start(scenario(seat(hand=["Deckhand Mara", "Iron Cage"]), rival()))
    play(m, "End the Action Phase")
    assert m.phase == "B. Build Phase"
    assert find(m, "Build Iron Cage")


def test_recruiting_cannot_be_answered_by_a_reaction():
    m = start(scenario(seat(hand=["Deckhand Mara", "Supply Run"]), rival(hand=["Countermeasure"]),
                       utility_deck=["Iron Cage", "Wire Cage"]))
    play(m, "Recruit Deckhand Mara")
    assert m.to_act == 0 and m.phase == "A. Action Phase"


def test_reactions_are_asked_clockwise_and_only_of_holders():
    third = seat(huntsman="Ysolde Marr", crew=["Recruit Pell"], cages=[{"cage": "Starter Hutch"}],
                 hand=["Turnabout"])
    m = start(scenario(seat(hand=["Supply Run"]), rival(), third, utility_deck=["Iron Cage", "Wire Cage"]))
    play(m, "Play Supply Run")
    assert m.to_act == 2  # seat 1 holds no Reaction, so it is not asked
    assert labels(m) == ["React with Turnabout", "Let Supply Run go ahead"]


def test_an_action_without_a_target_is_not_offered():
    m = start(scenario(seat(hand=["Open the Gates", "Sabotage", "Deckhand Mara"]), rival()))
    assert labels(m) == ["Recruit Deckhand Mara", "End the Action Phase"]

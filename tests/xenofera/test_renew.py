"""Renew: members utilised this turn are ready again for the next turn."""
from xeno_helpers import events_of, pass_turn, play, rival, scenario, seat, start


def test_utilised_members_are_ready_next_turn():
    me = seat(crew=["Recruit Tam", "Deckhand Mara"], hand=["Wire Cage", "Iron Cage"])
    m = start(scenario(me, rival(), phase="B. Build Phase"))
    play(m, "Build Iron Cage with Huntsman")
    assert m.state.huntsman[0] in m.state.utilised
    pass_turn(m)
    e = events_of(m, "renew")[-1]
    assert e.rule.section == "Renew" and "Huntsman" in e.text
    assert not m.state.utilised
    pass_turn(m)  # the rival's turn
    assert m.state.active == 0
    m.play("End the Action Phase") if m.phase == "A. Action Phase" else None
    assert any(a.label == "Build Wire Cage with Huntsman" for a in m.legal())

"""The Final Adventure: discard the hand, reveal (twice if alone), the rival's choice, draw three."""
from seekers_util import (ARCHIVED4, EMBER, GROTTO, JADE, LAGOON, OBSERVATORY, hand, labels, match, names,
                          refused, seat)


def _enter(adventures, top):
    m = match(seat(["Ruin", "Vision", "Glyph", "Myth"], adventures=adventures, archived=ARCHIVED4[:3]),
              seat(["Myth"]), adventure_deck_top=top, lead_deck_top=["Wild", "Glyph", "Glyph", "Myth", "Ruin"])
    m.play(f"Complete {LAGOON}")
    return m


def test_steps_of_the_final_adventure():
    m = _enter([LAGOON, GROTTO], [JADE, EMBER])
    s = m.state
    # 1. the whole hand (including the reward Lead, ruling S-5) is discarded
    assert s.final[0] and s.adventures_archived[0] == 4
    # 2. one Adventure revealed; GROTTO was still there, so no second reveal
    assert names(m, s.advs[0]) == [GROTTO, JADE]
    # 3. the rival's choice
    assert m.to_act == 1 and m.phase == "The Final Adventure"
    assert labels(m) == [f"Leave Player 1 with {GROTTO}", f"Leave Player 1 with {JADE}"]
    m.play(f"Leave Player 1 with {JADE}")
    assert names(m, m.state.advs[0]) == [JADE]
    assert m.state.adv_disc[-1] == next(i for i in m.state.table.adventures if m.state.card(i).name == GROTTO)
    # 4. three Leads drawn (the reward took the Wild Lead, then it was discarded), then the turn goes on
    assert hand(m, 0) == ["Glyph", "Glyph", "Myth"] and m.to_act == 0 and m.phase == "Take Action"
    rules = [e.rule.rule_id for e in m.events]
    assert "final" in rules and "final-choice" in rules


def test_a_lone_reveal_is_joined_by_a_second():
    m = _enter([LAGOON], [JADE, EMBER, OBSERVATORY])
    assert names(m, m.state.advs[0]) == [JADE, EMBER]
    assert m.to_act == 1


def test_no_reveal_step_on_the_final_adventure():
    m = _enter([LAGOON, GROTTO], [JADE, EMBER])
    m.play(f"Leave Player 1 with {JADE}")
    m.play("End turn")          # Player 2's turn
    while m.to_act == 1 and "End turn" not in labels(m):
        m.play(labels(m)[0])
    m.play("End turn")
    while m.to_act == 1:         # Player 2 may have to discard down to seven
        m.play(labels(m)[0])
    assert m.state.cur == 0 and m.phase == "Draw Leads"
    assert any(e.rule.rule_id == "final-no-reveal" for e in m.last_events)


def test_resting_is_refused_on_the_final_adventure():
    m = match(seat([], adventures=[JADE], archived=ARCHIVED4), seat(["Myth"], adventures=[EMBER]), active=1)
    m.play("End turn")
    assert m.state.cur == 0 and "Rest" not in labels(m)
    err = refused(m, "Rest", "resting")
    assert "Final Adventure" in str(err)

"""Battles: face-down cards, the Defender's exclusion, the reveal, ties, used piles and the reset."""
import re
from fractions import Fraction

from xeno_helpers import events_of, labels, play, rival, scenario, seat, start

GUARDED = {"cage": "Iron Cage", "items": ["Shock Lock"], "creatures": ["Bramblehog"]}


def battle(attacker=None, defender=None):
    """Player 1 aims Open the Gates at Player 2's cage guarded by a Shock Lock."""
    m = start(scenario(attacker or seat(hand=["Open the Gates"]), defender or rival(cages=[GUARDED])))
    events = play(m, "Play Open the Gates on Bramblehog in Player 2's Cage 1")
    assert m.phase == "Battles"
    assert any(e.kind == "battle" for e in events)
    return m


def value_of(m, inst):
    return m.state.card(inst).value


def test_defender_lays_two_cards_never_the_decoy():
    m = battle()
    assert m.to_act == 1
    ls = labels(m)
    assert len(ls) == 15 and not any("Decoy" in x for x in ls)
    events = play(m, "Place 3 and 4 face down")
    e = events[0]
    assert e.audience == frozenset({1})
    assert not re.search(r"\d", re.sub(r"Player \d", "", e.text_for(0)))
    v0 = m.view(0)["players"][1]
    assert v0["face_down"] is None and v0["face_down_count"] == 2
    assert len(m.view(1)["players"][1]["face_down"]) == 2


def test_attacker_lays_two_cards_and_the_decoy_in_any_order():
    m = battle()
    play(m, "Place 3 and 4 face down")
    assert m.to_act == 0
    ls = labels(m)
    assert len(ls) == 15 * 6
    assert "Place Decoy, 2, 5 face down" in ls and "Place 5, 2, Decoy face down" in ls
    play(m, "Place Decoy, 2, 5 face down")
    assert m.to_act == 1
    assert labels(m) == ["Exclude the attacker's first card", "Exclude the attacker's second card",
                         "Exclude the attacker's third card"]
    odds = events_of(m, "battle-odds")[-1]
    assert odds.audience == frozenset({1})
    assert [o["decoy"] for o in odds.data["odds"]] == ["1/3"] * 3
    assert odds.calc.total == 7
    assert Fraction(odds.data["odds"][0]["win"]) >= 0


def test_the_decoy_excluded_is_revealed_and_a_tie_goes_to_the_attacker():
    m = battle()
    play(m, "Place 3 and 4 face down")
    play(m, "Place Decoy, 2, 5 face down")
    events = play(m, "Exclude the attacker's first card")
    exclude = next(e for e in events if e.kind == "battle-exclude")
    assert exclude.audience is None and exclude.data["decoy"] is True and "Decoy" in exclude.text
    reveal = next(e for e in events if e.kind == "battle-reveal")
    a_calc, d_calc = reveal.calcs
    assert a_calc.total == 7 and d_calc.total == 7
    winner = next(e for e in events if e.kind == "battle-winner")
    assert winner.data["winner"] == 0 and "tie goes to the Attacker" in winner.text
    s = m.state
    assert s.cages[1][0][2] == ()  # the Action went ahead: Bramblehog is free
    assert sorted(value_of(m, i) for i in s.used[0]) == [2, 5]
    assert sorted(value_of(m, i) for i in s.used[1]) == [3, 4]
    assert any(i in s.table.decoys for i in s.unused[0])  # the Decoy is never used up


def test_a_real_card_excluded_goes_back_unseen_and_the_defender_can_win():
    m = battle()
    play(m, "Place 3 and 4 face down")
    play(m, "Place Decoy, 2, 5 face down")
    events = play(m, "Exclude the attacker's second card")
    exclude = next(e for e in events if e.kind == "battle-exclude")
    assert exclude.audience == frozenset({0}) and exclude.data["decoy"] is False
    public = re.sub(r"Player \d", "", exclude.text_for(1))
    assert not re.search(r"\d", public) and "not the Decoy" in public
    assert exclude.to_json(1)["data"] == {}
    assert "your 2" in exclude.text_for(0)
    s = m.state
    assert sorted(value_of(m, i) for i in s.unused[0]) == [0, 1, 2, 3, 4, 6]  # the 2 came back unused
    assert [value_of(m, i) for i in s.used[0]] == [5]
    reveal = next(e for e in events if e.kind == "battle-reveal")
    assert [c.total for c in reveal.calcs] == [5, 7]
    assert [x for x in s.cages[1][0][2]]  # the cage held: Bramblehog is still caught
    assert any(e.kind == "guard-holds" for e in events)
    assert m.view(1)["players"][0]["battle_unused"] is None  # rivals see a count only
    assert m.view(1)["players"][0]["battle_unused_count"] == 6


def test_two_or_fewer_unused_cards_bring_back_the_used_pile():
    m = battle(defender=rival(cages=[GUARDED], used_battle=[1, 2, 3]))
    play(m, "Place 4 and 5 face down")
    play(m, "Place Decoy, 1, 2 face down")
    events = play(m, "Exclude the attacker's third card")
    reset = [e for e in events if e.kind == "battle-reset"]
    assert len(reset) == 1 and reset[0].seat == 1
    s = m.state
    assert len(s.unused[1]) == 7 and s.used[1] == ()


def test_battles_a_guarded_cage_battle_is_announced_as_a_sentence():
    m = start(scenario(seat(hand=["Open the Gates"]), rival(cages=[GUARDED])))
    events = play(m, "Play Open the Gates on Bramblehog in Player 2's Cage 1")
    text = next(e for e in events if e.kind == "battle").text
    assert text.startswith("Battle! Player 2's cage is guarded by Shock Lock. Player 1 is the Attacker")


def test_resolution_battle_totals_name_each_card_once_with_its_value():
    m = battle()
    play(m, "Place 3 and 4 face down")
    play(m, "Place Decoy, 1, 2 face down")
    events = play(m, "Exclude the attacker's third card")
    reveal = next(e for e in events if e.kind == "battle-reveal")
    attacker, defender = reveal.calcs
    assert [(t.label, t.value) for t in attacker.terms] == [("Decoy", 0), ("Battle card", 1)]
    assert str(attacker) == "Player 1's battle total (Attacker): Decoy 0 + Battle card 1 = 1"
    assert str(defender) == "Player 2's battle total (Defender): Battle card 3 + Battle card 4 = 7"


def test_battle_ability_adds_to_the_total():
    m = battle(attacker=seat(huntsman="Oru Fenwick", hand=["Open the Gates"]))
    play(m, "Place 3 and 4 face down")
    play(m, "Place Decoy, 1, 2 face down")
    events = play(m, "Exclude the attacker's first card")
    reveal = next(e for e in events if e.kind == "battle-reveal")
    assert str(reveal.calcs[0]) == ("Player 1's battle total (Attacker): Battle card 1 + Battle card 2 + "
                                    "Oru Fenwick's ability 2 = 5")


def test_a_reaction_battle_won_by_the_reacting_player_cancels_the_action():
    m = start(scenario(seat(hand=["Supply Run"]), rival(hand=["Turnabout"]),
                       utility_deck=["Iron Cage", "Wire Cage", "Sabotage"]))
    play(m, "Play Supply Run")
    play(m, "React with Turnabout")
    play(m, "Place 5 and 6 face down")
    play(m, "Place 1, 2, Decoy face down")
    events = play(m, "Exclude the attacker's first card")
    assert any(e.kind == "cancelled" for e in events)
    s = m.state
    assert len(s.hand[0]) == 0  # Supply Run drew nothing
    assert len(s.hand[1]) == 1  # Turnabout: the winner draws one card
    names = sorted(s.card(i).name for i in s.util_discard)
    assert names == ["Supply Run", "Turnabout"]


def test_undo_cannot_cross_a_battle_step():
    m = battle()
    play(m, "Place 3 and 4 face down")
    import pytest
    from xlearn.engine.errors import UndoRefused
    with pytest.raises(UndoRefused):
        m.undo()

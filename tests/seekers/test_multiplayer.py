"""Multiplayer: up to four seekers; with four, a second Lead deck."""
import pytest

from xlearn import DataError
from xlearn.seekers import new_match


def test_four_players_use_two_lead_decks():
    m = new_match(4, seed=1)
    leads = [i for i, _ in m.census() if m.state.card(i).kind == "lead"]
    assert len(leads) == 144 and len(m.state.hand[3]) == 6
    assert any(e.rule.rule_id == "multiplayer" for e in m.events)


def test_three_players_use_one():
    m = new_match(3, seed=1)
    assert sum(1 for i, _ in m.census() if m.state.card(i).kind == "lead") == 72


def test_five_players_are_refused():
    with pytest.raises(DataError) as exc:
        new_match(5)
    assert exc.value.field == "players"


def test_play_goes_round_the_table():
    m = new_match(3, seed=2, mode="beginner")
    seen = []
    while len(seen) < 4:
        if m.state.cur not in seen[-1:]:
            seen.append(m.state.cur)
        m.play("End turn" if "End turn" in [a.label for a in m.legal()] else m.legal()[0])
    assert seen == [seen[0], (seen[0] + 1) % 3, (seen[0] + 2) % 3, seen[0]]

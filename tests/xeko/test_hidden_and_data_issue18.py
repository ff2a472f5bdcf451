"""Xeko hidden information and structured data (issue 18): the Ant Plant search is a look at hidden cards,
no seed reaches a seat, an eliminated seat is scored 0 with the reason, bonuses are kept per card."""
import json

import pytest

import xlearn.xeko as xeko
from power_helpers import filler, match_from, play_label, spots
from xlearn.engine.chance import Chance
from xlearn.engine.errors import UndoRefused


def test_card_guides_ant_plant_search_shows_the_draw_pile_to_its_seat_so_undo_is_refused():
    """Card Guides: Ant Plant (ruling X-8): the search lists the seat's own draw pile, hidden till then."""
    p = spots({}, "Ant Plant", 0)[0][0]
    m = match_from({}, [["Ant Plant"], []], [["Hawk Moth", *filler(5)], filler(8, 3)])
    m.play(play_label("Ant Plant", p))
    assert m.legal()[0].label.startswith("Take Hawk Moth")
    with pytest.raises(UndoRefused):
        m.copy().undo(seat=0)
    with pytest.raises(UndoRefused):
        m.copy().undo()


def test_how_to_start_the_game_shuffle_events_do_not_show_the_seed():
    """How to Start the Game: the seed (from which every hidden card follows) is only in the teacher's view."""
    m = xeko.new_match(seed=424_242)
    for seat in (0, 1):
        assert "424242" not in json.dumps([e.to_json(seat) for e in m.events])
        assert "seed" not in m.view(seat)
    assert all("seed" not in e.text.split("seeded")[-1] for e in m.events if e.kind == "shuffle")
    assert m.view(None)["seed"] == 424_242


def test_ending_a_multiplayer_game_an_eliminated_seat_is_scored_zero_with_the_reason():
    """Ending a Multiplayer Game: the seat that ran out is in result.scores with 0 and why."""
    m = xeko.new_match(3, seed=0, deck_size=10, explain=False)
    pick = Chance(0)
    while not m.over:
        m.play_fast(pick.pick(m.legal()))
    assert m.state.out == [0]
    score = m.result.scores[0]
    assert score.total == 0 and "Eliminated" in score.terms[0].label
    assert sorted(m.result.scores) == [0, 1, 2] and 0 not in m.result.winners
    assert m.result.to_json()["scores"]["0"]["total"] == 0


def test_multi_link_bonuses_are_kept_per_card_so_two_copies_do_not_overwrite():
    """Multi-link Bonuses: view()["bonus"] is keyed by card instance and names the card."""
    for seed in range(60):
        m = xeko.new_match(seed=seed)
        pick = Chance(seed)
        while not m.over:
            m.play(pick.pick(m.legal()))
            bonus = m.view(None)["bonus"]
            if bonus:
                for key, b in bonus.items():
                    assert key == str(b["card"]) and b["name"] == m.state.card(b["card"]).name
                return
    pytest.fail("no bonus in 60 games")

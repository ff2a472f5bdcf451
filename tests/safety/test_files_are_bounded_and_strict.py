"""Safe for a class (issue 29, findings 5-7 and 9): every loader stops after a bounded number of problems with a
bounded message, reads values of their own type only, refuses a key given twice, and checks a scenario as the
rulebooks check decks; Draft Mode positions can be set up."""
from __future__ import annotations

import json
import time

import pytest

import xlearn.seekers as seekers
import xlearn.xeko as xeko
import xlearn.xenofera as xenofera
from xlearn import load_match
from xlearn.engine.errors import DataError
from xlearn.seekers.cards import teaching_set as seekers_set
from xlearn.xeko.cards import parse_deck

MESSAGE = 6_000   # characters: the longest refusal a teacher is shown


def refused(call, *words) -> str:
    """The call raises a DataError naming every word, with a bounded message (timings go to make bench)."""
    with pytest.raises(DataError) as err:
        call()
    text = str(err.value)
    assert len(text) < MESSAGE, text[:300]
    for w in words:
        assert w in text, (w, text[:400])
    return text


XEKO_HAND = ["Indri", "Ring-tailed Lemur"]


def test_a_deck_of_a_hundred_thousand_unknown_cards_is_refused_in_one_short_message():
    """Finding 5: the deck is refused at its size (Deck Setup), before any card is looked up."""
    refused(lambda: parse_deck({"name": "d", "cards": [{"card": f"N{i}"} for i in range(100_000)]}, "big.json"),
            "big.json", "cards", "100,000", "40")


def test_a_long_list_of_problems_names_the_first_and_counts_the_rest():
    """Finding 5: past 50 problems the message says '… and N more' (bounded message, bounded work)."""
    text = refused(lambda: load_match(json.dumps({"format": "xlearn.match", "version": 1, "game": "xeko",
                                                  "setup": {"players": 2, "names": [f"n{i}" for i in range(2)]},
                                                  "seed": 1, "choices": [1] * 5000}), source="s.json"),
                   "s.json", "choices[0]", "4,999 more")
    assert len(text) < 300
    text = refused(lambda: xeko.new_match(scenario={"hands": [[f"N{i}" for i in range(40)], []], "draw": [[], []],
                                                    "shed": [[f"M{i}" for i in range(40)], []]}), "N0", "81 problems", "and 31 more")


def test_a_deck_file_bigger_than_a_deck_can_be_is_refused_before_parsing():
    refused(lambda: parse_deck("[" * 100_000, "huge.json"), "huge.json", "too long")


def test_a_key_given_twice_in_a_save_is_refused_naming_the_key():
    """Finding 7: {"seed": 1, "seed": 2} would silently keep one; it is refused instead."""
    text = '{"format": "xlearn.match", "version": 1, "game": "xeko", "setup": {}, "seed": 1, "seed": 2, ' \
           '"choices": []}'
    refused(lambda: load_match(text, source="twice.json"), "twice.json", "seed", "twice")


@pytest.mark.parametrize("copies", [True, "3", 2.0])
def test_deck_copies_must_be_a_whole_number_not_a_bool_or_text(copies):
    """Finding 7: "copies": true is not 1 and "3" is not 3."""
    refused(lambda: parse_deck({"name": "d", "cards": [{"card": "Indri", "copies": copies}]}, "d.json"),
            "d.json", "copies")


@pytest.mark.parametrize("owner", ["0", True, 0.0])
def test_a_scenario_seat_must_be_a_number(owner):
    """Finding 7: a field card's owner "0" or true is refused, naming the field."""
    sc = {"hands": [[], []], "draw": [[], []], "field": [{"card": "Indri", "owner": owner, "at": [0, 1]}]}
    refused(lambda: xeko.new_match(scenario=sc), "scenario.field[0].owner")


def test_a_xeko_seat_of_more_than_forty_cards_breaks_deck_setup():
    """Finding 6: Deck Setup gives a seat 40 cards; 54 in hand, draw and field together are refused."""
    names = sorted(c.name for c in xeko.teaching_set().cards if c.kind != "hotspot")[:18]
    sc = {"hands": [names * 2, []], "draw": [names, []]}
    refused(lambda: xeko.new_match(scenario=sc), "Deck Setup", "scenario.hands[0]", "54 cards")


def test_a_turf_war_step_needs_its_war():
    """Finding 6: step "Turf War" with no war described would start at another step; it is refused."""
    sc = {"hands": [XEKO_HAND, []], "draw": [[], []], "step": "Turf War"}
    refused(lambda: xeko.new_match(scenario=sc), "scenario.turf_war", "Turf War")


def test_fixed_coin_flips_are_bounded_so_the_match_can_be_saved_and_loaded():
    """Finding 6: 100,000 fixed coins are refused; 40 are kept and the match saves and loads again."""
    refused(lambda: xeko.new_match(scenario={"hands": [[], []], "draw": [[], []], "coins": ["heads"] * 100_000}),
            "scenario.coins", "100,000")
    m = xeko.new_match(scenario={"hands": [XEKO_HAND, []], "draw": [[], []], "coins": ["tails"] * 40})
    assert load_match(m.save()).fingerprint() == m.fingerprint()


def test_a_scenario_turn_is_bounded():
    refused(lambda: xeko.new_match(scenario={"hands": [[], []], "draw": [[], []], "turn": 10 ** 100}),
            "scenario.turn")
    refused(lambda: xenofera.new_match(scenario={"seats": [{"huntsman": "x"}, {"huntsman": "y"}],
                                                 "turn": 10 ** 100}), "scenario.turn")


@pytest.mark.parametrize("game, sc, field", [
    ("seekers", {"seats": [{"leads": ["Myth"] * 100_000}, {}]}, "scenario.seats[0].leads"),
    ("xenofera", {"seats": [{"huntsman": "x", "hand": ["n"] * 100_000}, {"huntsman": "y"}]},
     "scenario.seats[0].hand"),
    ("xenofera", {"seats": [{"huntsman": "x"}, {"huntsman": "y"}], "utility_deck": ["n"] * 149},
     "scenario.utility_deck"),
])
def test_scenario_piles_longer_than_the_sets_decks_are_refused(game, sc, field):
    """Finding 6 for Xenofera and Seekers: no pile is longer than the deck it comes from."""
    module = {"seekers": seekers, "xenofera": xenofera}[game]
    refused(lambda: module.new_match(scenario=sc), field)


AX = sorted({c.name for c in seekers_set().actionx})


def test_a_lesson_can_start_inside_the_draft():
    """Finding 9: a Draft Mode position in round 1 with packs of five: the learner drafts from their pack,
    and the draft, the deal and the first turn follow as in any Draft Mode game."""
    sc = {"seats": [{"actionx_deck": AX[:1], "draft_pack": AX[10:15]},
                    {"actionx_deck": AX[1:2], "draft_pack": AX[15:20]}], "draft_round": 1}
    m = seekers.new_match(2, seed=3, draft=True, scenario=sc)
    assert m.phase == "Draft Mode" and sorted(a.label for a in m.legal()) == [f"Draft {x}" for x in AX[10:15]]
    assert AX[0] not in str(m.view(1)) and AX[10] not in str(m.view(1))   # seat 0's pick and pack stay hidden
    assert load_match(m.save()).fingerprint() == m.fingerprint()


def test_a_seat_can_start_with_its_own_actionx_deck_empty():
    """Finding 9: in Draft Mode each seat's ActionX deck is its own; seat 0's may be empty."""
    m = seekers.new_match(2, seed=3, draft=True, scenario={"seats": [{"actionx_deck": []},
                                                                     {"actionx_deck": AX[:10]}]})
    assert [len(d) for d in m.state.ax_deck] == [0, 10]


@pytest.mark.parametrize("sc, draft, field", [
    ({"seats": [{"actionx_deck": AX[:3]}, {}]}, False, "scenario.seats[0].actionx_deck"),
    ({"seats": [{"actionx_deck": [], "draft_pack": AX[10:15]}, {"actionx_deck": AX[:1], "draft_pack": AX[15:20]}],
      "draft_round": 1}, True, "scenario.seats[0].actionx_deck"),
    ({"seats": [{"actionx_deck": AX[:1], "draft_pack": AX[10:15]}, {"actionx_deck": AX[1:3],
                                                                      "draft_pack": AX[15:19]}],
      "draft_round": 1}, True, "scenario.seats"),
    ({"seats": [{"actionx_deck": AX[:1]}, {"actionx_deck": AX[:1]}]}, True, "placed twice"),
])
def test_a_draft_position_must_be_one_the_draft_can_reach(sc, draft, field):
    """Own decks only in Draft Mode; picks that match the pack in hand; packs of one size; each card once."""
    refused(lambda: seekers.new_match(2, seed=3, draft=draft, scenario=sc), field)

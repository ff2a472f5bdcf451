"""Bad input is refused cleanly (DESIGN.md "Errors"): a DataError or an IllegalAction (both ValueErrors) that
names the file, field or card, quotes at most a short excerpt, comes before any large work, and changes no
match. Time bounds are loose (a shared machine is slow): each refusal must come well under LOOSE seconds,
where doing the work the input asks for takes many seconds or gigabytes."""
import json
import time

import pytest

import xlearn
import xlearn.seekers as seekers
import xlearn.xeko as xeko
import xlearn.xenofera as xenofera
from xlearn import DataError, IllegalAction
from xlearn.engine.actions import Action
from xlearn.xeko.cards import parse_deck

LOOSE = 2.0
HUGE = "x" * 5_000_000
MAKERS = {"xeko": xeko.new_match, "xenofera": xenofera.new_match, "seekers": seekers.new_match}


def refused(error, call, *words, bound=LOOSE):
    """Run call; it must raise `error` naming every word, with a message of at most a few hundred
    characters, within `bound` seconds."""
    start = time.perf_counter()
    with pytest.raises(error) as info:
        call()
    took = time.perf_counter() - start
    msg = str(info.value)
    assert isinstance(info.value, ValueError)
    assert len(msg) < 400, msg[:500]
    for w in words:
        assert w in msg, (w, msg)
    assert took < bound, took
    return msg


# ----- decks (Xeko "Deck Setup") ----------------------------------------------------------------
@pytest.mark.parametrize("copies", [10 ** 8, 10 ** 30])
def test_deck_setup_copies_are_counted_before_any_card_is_listed(copies):
    refused(DataError, lambda: parse_deck({"name": "x", "cards": [{"card": "Indri", "copies": copies}]}, "my.json"),
            "my.json", "Indri", "copies", "at most 3")


def test_a_deck_name_of_fifty_megabytes_is_refused_quoting_only_its_length():
    refused(DataError, lambda: parse_deck({"name": HUGE, "cards": [{"card": "Indri"}]}, "my.json"),
            "my.json", "name")


def test_an_unknown_card_name_is_quoted_short():
    msg = refused(DataError, lambda: parse_deck({"name": "x", "cards": [{"card": HUGE}]}, "my.json"),
                  "my.json", "cards[0].card")
    assert "characters" in msg


@pytest.mark.parametrize("text, words", [("[" * 100_000, ("too long",)), ("[" * 10_000, ("nested",)),
                                         ("1" * 5000, ("number",)),
                                         (b"\xff\xfe{}", ("UTF-8",)), (None, ("JSON text",))])
def test_deep_huge_or_unreadable_deck_text_is_a_data_error(text, words):
    refused(DataError, lambda: parse_deck(text, "deck.json"), "deck.json", *words)


def test_a_deck_file_that_is_not_utf8_names_the_file(tmp_path):
    p = tmp_path / "deck.json"
    p.write_bytes(b'{"name": "\xff"}')
    refused(DataError, lambda: xlearn.xeko.cards.load_deck_file(p), "deck.json", "UTF-8")


# ----- new_match options ----------------------------------------------------------------------------
@pytest.mark.parametrize("size", [-5, 0, 41, "30", 2.5, True])
def test_multiplayer_rules_agreed_deck_size_must_be_a_card_count(size):
    refused(DataError, lambda: xeko.new_match(3, deck_size=size), "deck_size")


@pytest.mark.parametrize("game", MAKERS)
@pytest.mark.parametrize("seed", [1.9, None, "7", True, 10 ** 30])
def test_a_seed_must_be_a_whole_number(game, seed):
    refused(DataError, lambda: MAKERS[game](2, seed=seed), "seed")


@pytest.mark.parametrize("game", MAKERS)
@pytest.mark.parametrize("names, field", [(["Ann", "Ann"], "names"), (["Ann", ""], "names[1]"),
                                          (["Ann", "   "], "names[1]"), (["Ann", HUGE], "names[1]"),
                                          (["Ann", 5], "names")])
def test_every_player_needs_a_short_name_of_their_own(game, names, field):
    refused(DataError, lambda: MAKERS[game](2, seed=1, names=names), field)


def test_a_scenario_card_far_outside_any_field_is_refused_before_drawing():
    sc = {"hands": [[], []], "draw": [["Indri"], ["Fossa"]],
          "field": [{"card": "Indri", "owner": 0, "at": [10 ** 9, 10 ** 9]}]}
    refused(DataError, lambda: xeko.new_match(scenario=sc), "scenario.field[0].at", "Indri")  # field and card


@pytest.mark.parametrize("game, sc", [
    ("xeko", {"hands": [[], []], "draw": [["Indri"], ["Fossa"]]}),
    ("xenofera", None), ("seekers", None)])
def test_a_scenario_title_is_bounded(game, sc):
    sc = dict(sc or {}, title=HUGE)   # the title is refused before the other fields are looked at
    refused(DataError, lambda: MAKERS[game](2, seed=1, scenario=sc), "scenario.title", "at most 120")


# ----- saves -------------------------------------------------------------------------------------
def save_of(game="seekers", **change):
    raw = json.loads(MAKERS[game](2, seed=3).save())
    raw.update(change)
    return json.dumps(raw)


@pytest.mark.parametrize("text, words", [
    (None, ("JSON text",)), (42, ("JSON text",)), ("[" * 100_000, ("nested",)), ("1" * 5000, ("number",)),
    (b"\xff", ("UTF-8",)), ("x" * 3_000_000, ("too long",))])
def test_load_match_refuses_what_is_no_save_before_reading_it(text, words):
    refused(DataError, lambda: xlearn.load_match(text), "<saved match>", *words)


def test_load_match_refuses_more_choices_than_a_game_takes_before_replaying_any():
    loop = ["Perform a Heroic Feat", "Back to the other actions"] * 15_000
    refused(DataError, lambda: xlearn.load_match(save_of(choices=loop)), "choices", "at most 20,000")


def test_a_short_save_whose_deck_asks_for_a_hundred_million_copies_is_refused_at_once():
    """Deck Setup: a 200-byte save cannot make the loader list 10**8 cards."""
    raw = json.loads(save_of("xeko"))
    raw["setup"]["decks"][0] = {"name": "x", "hotspot": None, "cards": [{"card": "Indri", "copies": 10 ** 8}]}
    refused(DataError, lambda: xlearn.load_match(json.dumps(raw)), "Indri", "at most 3")


def test_load_match_refuses_a_huge_seed_or_name_in_a_save():
    refused(DataError, lambda: xlearn.load_match(save_of(seed=10 ** 30)), "seed")
    raw = json.loads(save_of())
    raw["setup"]["names"] = ["Ann", "x" * 100_000]
    refused(DataError, lambda: xlearn.load_match(json.dumps(raw)), "names[1]")


def test_a_refused_choice_in_a_save_is_quoted_short():
    refused(DataError, lambda: xlearn.load_match(save_of(choices=["y" * 299])), "choices[0]")


# ----- play, why_not and view -----------------------------------------------------------------------
@pytest.mark.parametrize("game", MAKERS)
@pytest.mark.parametrize("bad", [None, 42, 4.5, ("Play",), Action("species", "Play X at (0, 1)", ("a",)),
                                 Action("complete", "Complete Nothing", (10 ** 9, None)),
                                 Action("build", "Build", ()), Action(None, None, None), "z" * 1_000_000])
def test_play_of_what_is_no_choice_is_an_illegal_action_and_changes_nothing(game, bad):
    m = MAKERS[game](2, seed=2)
    before, choices = m.fingerprint(), list(m.choices)
    refused(IllegalAction, lambda: m.play(bad))
    assert m.fingerprint() == before and m.choices == choices
    assert m.why_not(bad) is not None and m.why_not(bad).rule is not None
    assert m.fingerprint() == before


@pytest.mark.parametrize("game", MAKERS)
@pytest.mark.parametrize("seat", [5, -1, True, "0", 1.0])
def test_view_of_a_seat_the_match_does_not_have_is_refused(game, seat):
    m = MAKERS[game](2, seed=2)
    before = m.fingerprint()
    refused(IllegalAction, lambda: m.view(seat), "seat")
    assert m.fingerprint() == before

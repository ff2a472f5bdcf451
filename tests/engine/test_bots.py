"""Bots behind one interface (random, greedy, search) and no peeking at hidden cards, on Xeko (the win-rate
duels of all three games are `make bench`'s, in benchmarks/win_rates.py)."""
from __future__ import annotations


import pytest
from bot_checks import check_search_bot_reads_only_what_seat_0_sees, greedy_explanation_from_seat_0

from xlearn.engine.bots import RandomBot, make_bot
from xlearn.engine.greedy import GreedyBot
from xlearn.engine.search import DEFAULT_SIMULATIONS, GAME_DEFAULT, SearchBot
from xlearn.xeko import new_match

HOTSPOT = "Madagascar Hotspot"
FILLER = ["Hawk Moth", "Helmet Vanga", "Javan Rhinoceros", "Sumatran Elephant", "Grandidier's Baobab",
          "Black-cheeked Ant Tanager"]


def scenario_match(rival_hand, rival_draw, *, seed=7, explain=False):
    """Seat 0 to play a Species; seat 1's hand and pile are whatever the test says (seat 0 cannot see them)."""
    scenario = {"field": [], "hands": [["Hawk Moth", "Helmet Vanga", "Javan Rhinoceros"], list(rival_hand)],
                "draw": [FILLER * 2, list(rival_draw)], "active": 0, "step": "Play One Species Card"}
    return new_match(seed=seed, hotspot=HOTSPOT, scenario=scenario, explain=explain)


def twins():
    """Two matches that look the same from seat 0: seat 1's hidden cards are dealt differently."""
    pile = ["Indri", "Black-cheeked Ant Tanager", "Grandidier's Baobab", "Sumatran Elephant", "Hawk Moth",
            "Helmet Vanga", "Javan Rhinoceros", "Helmet Vanga", "Javan Rhinoceros"]
    a = scenario_match(["Sumatran Elephant", "Hawk Moth"], pile[:2] + pile[2:3] + pile[5:], seed=7)
    b = scenario_match(["Indri", "Grandidier's Baobab"], ["Sumatran Elephant", "Black-cheeked Ant Tanager",
                                                          "Hawk Moth"] + pile[5:], seed=8)
    return a, b


def test_twins_look_the_same_from_seat_0_but_differ_in_hidden_cards():
    a, b = twins()
    assert a.view(0) == b.view(0)
    assert a.view(1)["players"][1]["hand"] != b.view(1)["players"][1]["hand"]
    assert a.state.rng.s != b.state.rng.s


def test_make_bot_names_and_levels():
    assert isinstance(make_bot("random"), RandomBot)
    assert isinstance(make_bot("greedy"), GreedyBot)
    assert make_bot("search").simulations is GAME_DEFAULT
    assert make_bot("search:default").settings("xeko")["simulations"] >= DEFAULT_SIMULATIONS
    assert make_bot("search:40").simulations == 40
    assert make_bot("search:hard").simulations > DEFAULT_SIMULATIONS
    with pytest.raises(ValueError):
        make_bot("oracle")
    with pytest.raises(ValueError):
        make_bot("search:lots")


def test_search_is_reproducible_from_its_seed():
    m = new_match(seed=9, explain=False)
    first = [(c.action.label, c.visits, c.win_rate) for c in SearchBot(48, seed=2).search(m)]
    again = [(c.action.label, c.visits, c.win_rate) for c in SearchBot(48, seed=2).search(m)]
    assert first == again


def test_search_bot_does_not_peek_at_hidden_cards():
    check_search_bot_reads_only_what_seat_0_sees(*twins())


def test_greedy_bot_does_not_peek_and_explains_itself():
    greedy_explanation_from_seat_0(*twins())


def test_choosing_leaves_the_match_unchanged():
    m = new_match(seed=12, explain=False)
    before = m.fingerprint()
    for bot in (RandomBot(1), GreedyBot(1), SearchBot(24, seed=1)):
        bot.choose(m)
        assert m.fingerprint() == before


def test_search_bot_does_not_go_round_in_a_circle():
    """Taking a Turn (Seekers): opening the Heroic Feat list and going back leaves the position as it was;
    back there, the search bot takes its next best choice instead of opening the list again (a seeded
    400-game duel once went on for 20,000 choices that way)."""
    from xlearn.engine.search import Choice
    from xlearn.seekers import new_match as seekers_match

    opener, back = "Perform a Heroic Feat", "Back to the other actions"

    class Circling(SearchBot):
        """A search whose ranking always puts opening the list first, then going back."""

        def search(self, match, simulations=None, candidates=None, root=None):
            rank = {opener: 0, back: 1}
            return sorted((Choice(a, 0, 0.0) for a in match.legal()), key=lambda c: rank.get(c.action.label, 2))

    m = seekers_match(2, 1, explain=False)
    rival = RandomBot(3)
    while opener not in [a.label for a in m.legal()]:
        m.play(rival.choose(m))
    start = m.fingerprint()
    bot = Circling(seed=0)
    made = []
    for _ in range(3):
        made.append(bot.choose(m).label)
        m.play(made[-1])
    assert made[:2] == [opener, back] and m.fingerprint() != start
    assert made[2] not in (opener, back)

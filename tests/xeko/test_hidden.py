"""Determinising Xeko (xlearn.xeko.hidden): the seat's own view is kept, everything it cannot see
(rival hands, every draw pile's order, the random source) is re-dealt. Rules: "Hand", "Shed Pile"."""
from __future__ import annotations

from collections import Counter

from xlearn.engine.bots import RandomBot
from xlearn.engine.chance import Chance
from xlearn.engine.hidden import find_determinize
from xlearn.xeko import new_match
from xlearn.xeko.hidden import determinize


def mid_game(seed: int = 4, steps: int = 10):
    m = new_match(seed=seed, explain=False)
    bots = [RandomBot(1), RandomBot(2)]
    for _ in range(steps):
        if m.over:
            break
        m.play_fast(bots[m.to_act].choose(m))
    return m


def test_the_seat_sees_the_same_position_in_the_determinised_world():
    m = mid_game()
    seat = m.to_act
    world = determinize(m.state, seat, Chance(5))
    assert m.rules.view(world, seat) == m.rules.view(m.state, seat)


def test_every_card_stays_with_its_owner_and_every_pile_keeps_its_size():
    m = mid_game()
    s, seat = m.state, m.to_act
    world = determinize(s, seat, Chance(6))
    assert Counter(m.rules.census(world)) != Counter() and sorted(m.rules.census(world)) != []
    for p in range(s.table.players):
        assert len(world.hand[p]) == len(s.hand[p]) and len(world.draw[p]) == len(s.draw[p])
        assert sorted(world.hand[p] + world.draw[p]) == sorted(s.hand[p] + s.draw[p])
        assert world.shed[p] == s.shed[p]
    assert world.hand[seat] == s.hand[seat]
    assert world.field == s.field


def test_hidden_cards_and_the_random_source_are_re_dealt_and_the_original_is_untouched():
    m = mid_game()
    s, seat = m.state, m.to_act
    before = m.fingerprint()
    rival = 1 - seat
    deals = {tuple(determinize(s, seat, Chance(k)).hand[rival]) for k in range(20)}
    assert len(deals) > 1
    assert determinize(s, seat, Chance(7)).rng.s != s.rng.s
    assert m.fingerprint() == before


def test_the_deal_depends_only_on_what_the_seat_sees():
    m = mid_game()
    s, seat = m.state, m.to_act
    rival = 1 - seat
    other = s.copy()
    pool = other.hand[rival] + other.draw[rival]
    pool.reverse()
    other.hand[rival], other.draw[rival] = pool[:len(s.hand[rival])], pool[len(s.hand[rival]):]
    a, b = determinize(s, seat, Chance(8)), determinize(other, seat, Chance(8))
    assert a.hand == b.hand and a.draw == b.draw and a.rng.s == b.rng.s


def test_the_search_bot_finds_the_xeko_hook():
    m = mid_game()
    assert find_determinize(m) is determinize or find_determinize(m) == m.rules.determinize

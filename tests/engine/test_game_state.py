"""A state's copy plan: a copy made mid-game shares nothing the game changes in place, and a plan that leaves
an attribute out, or names one twice, is refused when the state class is made."""
import importlib

import pytest

from xlearn.engine.bots import RandomBot
from xlearn.engine.state import GameState, copy_plan, slots_of

GAMES = ("xeko", "xenofera", "seekers")


def _mid_game(game: str):
    """A match about twenty choices into a seeded random game."""
    m = importlib.import_module(f"xlearn.{game}").new_match(seed=5, explain=False)
    bots = [RandomBot(1), RandomBot(2)]
    for _ in range(20):
        m.play_fast(bots[m.to_act].choose(m))
    return m


@pytest.mark.parametrize("game", GAMES)
def test_a_copy_shares_no_list_dict_or_set_with_its_original(game):
    s = _mid_game(game).state
    c = s.copy()
    plan = type(s).COPY_PLAN
    for name in slots_of(plan):
        mine, theirs = getattr(s, name), getattr(c, name)
        assert mine == theirs or name == "rng", name
        if isinstance(mine, (list, dict, set)):
            assert mine is not theirs, f"{name} is shared by the copy"
    for name in plan["per_seat"]:
        for seat_pile, copied_pile in zip(getattr(s, name), getattr(c, name)):
            assert seat_pile is not copied_pile, f"a seat's {name} is shared by the copy"


@pytest.mark.parametrize("game", GAMES)
def test_playing_on_a_copy_leaves_the_match_as_it_was(game):
    m = _mid_game(game)
    before = m.fingerprint()
    probe = m.copy()
    bots = [RandomBot(3), RandomBot(4)]
    for _ in range(30):
        if probe.to_act is None:
            break
        probe.play_fast(bots[probe.to_act].choose(probe))
    assert m.fingerprint() == before


def test_a_plan_that_names_an_attribute_twice_is_refused():
    with pytest.raises(TypeError, match="hand more than once"):
        copy_plan("turn hand", "hand")


def test_a_state_whose_slots_the_plan_leaves_out_is_refused():
    with pytest.raises(TypeError, match="does not say how to copy score"):
        class Partial(GameState):
            COPY_PLAN = copy_plan("turn", "hand")
            __slots__ = ("turn", "hand", "score")

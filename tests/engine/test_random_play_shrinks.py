"""Random play with shrinking (DESIGN.md "Testing"; issue 19): the random-play checker's invariants, driven by a
hypothesis state machine over `legal()`. Hypothesis picks the set-up (game, player count, mode, seed) and each
choice; should an invariant break, it shrinks the game to the shortest sequence of choices that still breaks it
and prints that game, step by step, so the failure can be replayed from its save.

The long seeded runs stay in each game's test_random_play.py (and `make bench-random`); this one explores
choice orders a seeded random bot rarely takes, in a few seconds a game."""
from __future__ import annotations

import importlib

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from xlearn.engine.chance import Chance
from xlearn.engine.checker import CheckStats, check_replay, check_step, every_setup
from xlearn.engine.saves import load_match

GAMES = ("xeko", "xenofera", "seekers")


def machine_for(game: str):
    """A state machine that plays one game of `game` by hypothesis's choices, checking every invariant."""
    setups = every_setup(game)
    module = importlib.import_module(f"xlearn.{game}")

    class RandomPlay(RuleBasedStateMachine):
        @initialize(setup=st.sampled_from(setups), seed=st.integers(0, 10_000))
        def deal(self, setup, seed):
            """Set up a match as the rulebook's set-up says, for one player count and mode."""
            _, players, opts = setup
            self.seed = seed
            self.match = module.new_match(players, seed=seed, explain=False, **opts)
            self.shadow = load_match(self.match.save(), explain=False)
            self.expected = {card for card, _ in self.match.census()}
            self.stats, self.pick, self.step = CheckStats(), Chance(seed), 0

        @precondition(lambda self: hasattr(self, "match") and not self.match.over)
        @rule(data=st.data())
        def choose(self, data):
            """The seat to act makes one of its legal choices; the save, replayed, must agree."""
            legal = self.match.legal()
            action = data.draw(st.sampled_from(legal), label="choice")
            self.match.play(action)
            self.step += 1
            check_replay(self.match, self.shadow, self.seed, self.step)

        @precondition(lambda self: hasattr(self, "match") and self.match.over)
        @rule()
        def game_over(self):
            """The game has ended: nothing is left to choose (the machine waits out its remaining steps)."""
            assert self.match.result is not None and not self.match.legal()

        @invariant()
        def every_invariant_holds(self):
            """Cards in one place each, unique labels, illegal choices refused unchanged, the save replays."""
            if hasattr(self, "match"):
                check_step(self.match, self.seed, self.step, self.expected, self.stats, self.pick,
                           reload=self.match.over or self.step % 25 == 0)

    RandomPlay.__name__ = f"RandomPlay{game.title()}"
    return RandomPlay


@pytest.mark.parametrize("game", GAMES)
def test_random_choices_keep_every_invariant_and_shrink_to_a_minimal_game(game):
    machine = machine_for(game)
    machine.TestCase.settings = settings(max_examples=12, stateful_step_count=60, deadline=None,
                                         suppress_health_check=[HealthCheck.too_slow], derandomize=True)
    machine.TestCase().runTest()

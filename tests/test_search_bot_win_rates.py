"""The strategy lab's measure of the search bot: over 400 seeded two-player games per game, search at its
default level beats the random bot in at least 90 % and the greedy bot in at least 60 % of games.

A game stopped at the lab's choice cap counts against the search bot (it is nobody's win). Each case is
one 400-game duel on two processes; the table is printed (pytest -s shows it). Measured on the two-core
development machine with nothing else running (seed 1, wall time with two processes):

    xeko      against random 94.8 % (446 s)    against greedy 62.5 % (434 s)
    xenofera  against random 99.8 % (170 s)    against greedy 65.5 % (221 s)
    seekers   against random 98.2 % (179 s)    against greedy 65.5 % (173 s)

Xeko's default level is 384 simulations (xlearn/strategy/xeko.py says why): at 96 it won 58.0 % against
greedy, short of the target. A 400-game run moves by about 2.4 points (one standard error) from seed to
seed; with seed 2 Xeko's search won 61.5 % against greedy.
"""
from __future__ import annotations

import pytest

from xlearn.lab import duel

GAMES = 400
TARGET = {"random": 0.90, "greedy": 0.60}


@pytest.mark.slow
@pytest.mark.parametrize("opponent", sorted(TARGET))
@pytest.mark.parametrize("game", ["xeko", "xenofera", "seekers"])
def test_search_at_its_default_level_beats_the_opponent_over_400_games(game, opponent):
    result = duel(game, ["search", opponent], games=GAMES, jobs=2, seed=1)
    print(f"\n{result}")
    assert result.games == GAMES and sum(result.wins) + result.ties + result.unfinished == GAMES
    assert result.win_rate(0) >= TARGET[opponent], result

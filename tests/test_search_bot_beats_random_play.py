"""The search bot at its default level beats random play, in every game: a sequential test (Wald's sequential
probability ratio test) over seeded two-player games of search against the random bot, seats swapped each
game, that stops as soon as the games played so far decide.

The two hypotheses are "search wins half its games against random play" (no better than random, P_NOT_BETTER)
and "search wins nine in ten" (P_BETTER); each game adds log(P_BETTER / P_NOT_BETTER) for a win and
log((1 - P_BETTER) / (1 - P_NOT_BETTER)) for anything else (a loss, a shared win, a game stopped at the choice
cap), and the test stops when the sum leaves (log(BETA / (1 - ALPHA)), log((1 - BETA) / ALPHA)). With both error
rates at 1 % a bot that wins every game is judged better after 8 games, a bot that wins 95 % after about 10, and
one that wins only half its games is judged no better after about 9. The line between the two verdicts lies at
a win rate of about 73 %: a search that wins less than that against random play fails the test. The full 400-game
figures (with their intervals) are `make bench`'s, in benchmarks/win_rates.py.

The games are seeded, so a run is repeatable; the same sequence decides "no better" when the random bot plays
both seats (test_the_test_fails_when_the_search_bot_is_swapped_for_the_random_bot).
"""
from __future__ import annotations

import math

import pytest

from xlearn.lab import play_game

P_NOT_BETTER, P_BETTER = 0.5, 0.9
ALPHA = BETA = 0.01
MOST_GAMES = 40          # a truncated test: undecided after this many games counts as not better
SEED = 1
WIN_STEP = math.log(P_BETTER / P_NOT_BETTER)
OTHER_STEP = math.log((1 - P_BETTER) / (1 - P_NOT_BETTER))
UPPER = math.log((1 - BETA) / ALPHA)
LOWER = math.log(BETA / (1 - ALPHA))


def sequential_verdict(game: str, bot: str, opponent: str = "random") -> tuple[str, int, int]:
    """Play seeded games of `bot` against `opponent` until the ratio test decides: ("better" or "not better",
    games played, games `bot` won)."""
    total, won = 0.0, 0
    for index in range(MOST_GAMES):
        winners, _, _, _ = play_game((game, ((bot, None), (opponent, None)), SEED, index))
        win = winners == (0,)
        won += win
        total += WIN_STEP if win else OTHER_STEP
        if total >= UPPER:
            return "better", index + 1, won
        if total <= LOWER:
            return "not better", index + 1, won
    return "not better", MOST_GAMES, won


@pytest.mark.slow
@pytest.mark.parametrize("game", ["xeko", "xenofera", "seekers"])
def test_the_search_bot_beats_random_play(game):
    verdict, played, won = sequential_verdict(game, "search")
    print(f"\n{game}: search won {won} of {played} games against random play: {verdict}")
    assert verdict == "better", f"{game}: search won only {won} of {played} games against the random bot"


@pytest.mark.parametrize("game", ["xeko", "xenofera", "seekers"])
def test_the_test_fails_when_the_search_bot_is_swapped_for_the_random_bot(game):
    """The test can fail: with the random bot in the search bot's seat the same sequence of games says
    "not better"."""
    verdict, played, won = sequential_verdict(game, "random")
    assert verdict == "not better", (played, won)
    assert played < MOST_GAMES      # decided, not merely cut off

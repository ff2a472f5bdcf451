"""Random play (DESIGN.md "Testing"): 1,000 seeded two-player Xenofera games and 200 each of three, four
and five players, random legal choices until "Scoring and Winning", with the random-play checker's
invariants checked after every step: every card in exactly one place, unique labels, an illegal choice
refused with a rule and nothing changed, the save replayed (on the checker's shadow match) giving the same
state and choices, undo then redo, and a full save -> load_match after every step (reload_every=1).

The seeds are split into chunks of 50 (two-player) and 25 (more players) so that `pytest -n 2` spreads
them evenly over two cores. Measured on the 2-core development machine (CPU time, which does not depend
on how busy the machine is): about 5 s a chunk of 50 two-player games (about 100 choices a game), about
6.5-7 s a chunk of 25 games with three to five players (about 175 choices a game); about 265 s of CPU in
all, so a little over two minutes with -n 2 on two otherwise idle cores. The machine was shared while
measuring (load average 5-10), and the wall time was then up to 11 minutes. Each full reload replays the
game so far, so the cost grows with the square of a game's length: if the rules ever make games much
longer, raise RELOAD_EVERY (the shadow replay still checks every step) rather than drop seeds.
"""
import pytest

from xlearn.engine.checker import check_random_play
from xlearn.xenofera import new_match

RELOAD_EVERY = 1
CHUNKS = [(2, start, start + 50) for start in range(0, 1000, 50)] + \
    [(players, start, start + 25) for players in (3, 4, 5) for start in range(0, 200, 25)]


@pytest.mark.slow
@pytest.mark.parametrize("players, first, last", CHUNKS,
                         ids=[f"{p}p-seeds{a}-{b - 1}" for p, a, b in CHUNKS])
def test_random_play(players, first, last):
    stats = check_random_play(lambda seed: new_match(players, seed, explain=False), range(first, last),
                              reload_every=RELOAD_EVERY)
    assert stats.games == last - first
    assert stats.reloads >= stats.steps
    assert stats.illegal_refused > 0
    assert sum(stats.winners.values()) == stats.games


def test_random_play_explained_games_match_unexplained_ones():
    """Building every sentence (explain=True) never changes the game itself."""
    for seed in range(3):
        quiet = check_random_play(lambda s: new_match(3, s, explain=False), [seed], reload_every=10)
        loud = check_random_play(lambda s: new_match(3, s, explain=True), [seed], reload_every=10)
        assert (quiet.steps, quiet.winners) == (loud.steps, loud.winners)

"""Random play (DESIGN.md "Testing"): 1,000 seeded two-player Xeko games of random legal choices, each
played to "Ending the Game", with the random-play checker's invariants checked after every step.

Replay is checked after every single step: the checker's shadow match (the first save, loaded) plays
the choice each new save records and must reach the same state with the same legal choices. A full
save -> load_match (validate the JSON and replay every choice from nothing) runs every RELOAD_EVERY
steps and at the end of every game; running it after every step made the file quadratic in a game's
length for no extra coverage. The 1,000 seeds are split into 10 chunks of 100 so that `pytest -n 2`
spreads them over two cores.

Measured on the 2-core development machine with the complete Xeko rules (Boosts, keywords, card powers):
about 10.5 s of CPU per chunk of 100 games, about 105 s of CPU for all 1,000, so about 55 s with -n 2 on
two otherwise idle cores (about 50 s of CPU, 25 s with -n 2, before Boosts and powers were added). The
machine was shared while measuring (load average 7-11): the wall time was then 2.5-5 minutes. The
figures are CPU-bound and scale with the number of choices per game, since each reload replays the game
so far; if the rules grow much longer games, raise reload_every rather than drop seeds.
"""
import pytest

from xlearn.engine.checker import InvariantBroken, check_random_play
from xlearn.xeko import RULES, new_match
from xlearn.xeko.rules import XekoRules

GAMES = 1000
CHUNKS = 10
RELOAD_EVERY = 25
PER_CHUNK = GAMES // CHUNKS


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_play_ending_the_game_1000_seeded_games(chunk):
    """Ending the Game: every seeded random game ends with a result, and every invariant holds on the way."""
    seeds = range(chunk * PER_CHUNK, (chunk + 1) * PER_CHUNK)
    stats = check_random_play(lambda s: new_match(seed=s, explain=False), seeds, reload_every=RELOAD_EVERY)
    assert stats.games == PER_CHUNK
    assert stats.steps > 10 * PER_CHUNK
    assert stats.reloads >= stats.steps // RELOAD_EVERY + stats.games   # full reloads, and one at each end
    assert stats.illegal_refused > 0                    # illegal choices really were tried and refused
    assert sum(stats.winners.values()) == PER_CHUNK


def test_random_play_explained_games_match_unexplained_ones():
    """Turn Sequence: switching explanations off (as bots do) never changes the game itself."""
    for seed in range(5):
        quiet = check_random_play(lambda s: new_match(seed=s, explain=False), [seed], reload_every=5)
        loud = check_random_play(lambda s: new_match(seed=s, explain=True), [seed], reload_every=5)
        assert (quiet.steps, quiet.winners) == (loud.steps, loud.winners)


class LosesFieldCards(XekoRules):
    """Broken on purpose: the census forgets the Species in the field."""

    def census(self, s):
        return [(i, zone) for i, zone in super().census(s) if zone != "field" or i == 0]


def test_random_play_checker_catches_a_vanished_card():
    """The checker itself can fail: a census that loses the field's Species is reported with seed and step."""
    from xlearn.engine.match import Match

    def broken(seed):
        plain = new_match(seed=seed, explain=False)
        return Match(LosesFieldCards(), plain.setup, seed, explain=False)

    with pytest.raises(InvariantBroken, match=r"seed 0, step \d+: cards appeared"):
        check_random_play(broken, [0], reload_every=1)
    assert RULES.census is not LosesFieldCards.census

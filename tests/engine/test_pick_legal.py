"""The random bot's fast path (each game's optional `pick_legal` hook) draws exactly the choice, with exactly
the random draws, that picking from the full `legal()` list would, so seeded games are the same either way."""
import importlib

import pytest

from xlearn.engine import Chance
from xlearn.engine.bots import RandomBot, random_legal

GAMES = {"xeko": "xlearn.xeko", "xenofera": "xlearn.xenofera", "seekers": "xlearn.seekers"}
PLAYERS = {"xeko": (2, 3, 4), "xenofera": (2, 3, 5), "seekers": (2, 3, 4)}


def _agrees_at_every_step(new_match, players: int, seed: int) -> int:
    m = new_match(players=players, seed=seed, explain=False)
    rules = m.rules
    bot = RandomBot(seed)
    steps = 0
    while m.to_act is not None:
        before = m.fingerprint()
        fast, slow = bot.chance.copy(), bot.chance.copy()
        picked = rules.pick_legal(m.state, fast)
        options = rules.legal(m.state)
        expected = options[slow.below(len(options))]
        assert picked == expected, f"seed {seed}, step {steps}: {picked} != {expected}"
        assert fast.s == slow.s, f"seed {seed}, step {steps}: different random draws"
        assert m.fingerprint() == before, "pick_legal changed the position"
        m.play_fast(random_legal(m, bot.chance))
        steps += 1
    return steps


@pytest.mark.parametrize("game", sorted(GAMES))
def test_pick_legal_matches_legal_list(game):
    """Random bot (Speed): where a game decodes a random choice without listing all of them, it is the
    same choice and the same random draws as picking from the full list, in every position of many games."""
    mod = importlib.import_module(GAMES[game])
    if not hasattr(mod.RULES, "pick_legal"):
        pytest.skip(f"{game} has no pick_legal hook; the random bot lists every choice")
    total = sum(_agrees_at_every_step(mod.new_match, players, seed)
                for players in PLAYERS[game] for seed in range(12))
    assert total > 100


def test_random_bot_uses_the_built_list_when_there_is_one():
    """A list already built for this position is used as it is (no second listing)."""
    from xlearn.xeko import new_match
    m = new_match(seed=3)
    options = m.legal()
    c1, c2 = Chance(5), Chance(5)
    assert random_legal(m, c1) == options[c2.below(len(options))]

"""Every bot, in every game and at every table size it is tried at, only ever chooses a legal action."""
from __future__ import annotations

import pytest

from xlearn.engine import games
from xlearn.engine.bots import make_bot

# (game, players, choices played): far enough to pass each game's set-up into its turns
TABLES = [("xeko", 2, 6), ("xenofera", 2, 40), ("seekers", 2, 25), ("seekers", 3, 25)]


@pytest.mark.parametrize("spec", ["random", "greedy", "search:16"])
@pytest.mark.parametrize("game, players, choices", TABLES)
def test_every_bot_chooses_a_legal_action(game, players, choices, spec):
    """The bot's choice is always one of match.legal(), from the first choice of set-up into the turns."""
    m = games.package(game).new_match(players=players, seed=5, explain=False)
    bot = make_bot(spec, seed=1)
    for _ in range(choices):
        if m.over:
            break
        action = bot.choose(m)
        assert action in m.legal()
        m.play_fast(action)
    assert m.over or len(m.choices) == choices

"""No board ever offers more than 12 buttons at once (issue 12): compound choices are made by selecting cards, and
choices on a spot or card are drawn on the table. Every seat's choices are counted (the teacher view offers the
choices of whoever is to act), over 50 seeded games of random play per game, at every player count."""
from __future__ import annotations

import importlib

import pytest

from xlearn.engine.bots import RandomBot
from xlearn.ui import board_class

GAMES = 50
MAX_BUTTONS = 12
PLAYERS = {"xeko": (2, 3, 4), "xenofera": (2, 3, 4, 5), "seekers": (2, 3, 4)}
TABLES = pytest.mark.xfail(strict=False, reason="needs the xenofera/seekers tables")


def buttons_offered(board) -> list[str]:
    """The labels of the offered choices the board would draw as plain buttons now (as refresh sends them)."""
    board._offered = board.match.legal()
    choices, _ = board._choices(board.match.view(None))
    return [c["label"] for c in choices if c["place"] == "button"]


@pytest.mark.parametrize("game", ["xeko", pytest.param("xenofera", marks=TABLES), pytest.param("seekers", marks=TABLES)])
def test_no_step_offers_more_than_twelve_buttons(game):
    new_match = importlib.import_module(f"xlearn.{game}").new_match
    steps = 0
    for seed in range(GAMES):
        players = PLAYERS[game][seed % len(PLAYERS[game])]
        match = new_match(players=players, seed=seed)
        match.explain = False  # the bots' mode: no sentences are built, the choices are the same
        board = board_class(game)(match, seat=0, opponents=None, teacher=True)
        bot = RandomBot(seed)
        while not match.over:
            shown = buttons_offered(board)
            assert len(shown) <= MAX_BUTTONS, (
                f"{game}, {players} players, seed {seed}, choice {len(match.choices)} ({match.phase}): "
                f"{len(shown)} buttons, e.g. {shown[:3]}")
            match.play(bot.choose(match))
            steps += 1
    assert steps > GAMES * 10

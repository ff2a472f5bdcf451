"""JupyterLite's kernel (Pyodide) sends a None as nothing (a missing key, an undefined item), where JupyterLab sends
null: each game's board, drawn from positions of seeded random games with every None missing, draws its table and
its choices without a script error (issue 16: the Seekers lesson once showed an empty board in JupyterLite)."""
from __future__ import annotations

import pytest

from standalone import draw, open_page
from xlearn.engine.bots import RandomBot
from xlearn.seekers import new_match as seekers_match
from xlearn.ui import Board
from xlearn.xeko import new_match as xeko_match
from xlearn.xenofera import new_match as xenofera_match

GAMES = {"xeko": xeko_match, "xenofera": xenofera_match, "seekers": seekers_match}
STEPS, EVERY = 60, 6  # positions drawn: every sixth choice of a 60-choice stretch of one game


@pytest.mark.parametrize("game", list(GAMES))
def test_a_board_draws_every_position_with_nones_missing(page, game):
    m, bot = GAMES[game](3, 2), RandomBot(2)
    board = Board(m, seat=m.to_act, opponents=None, hotseat=False)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_page(page, board)
    drawn = 0
    for step in range(STEPS):
        if m.over:
            break
        if step % EVERY == 0:
            board.seat = m.to_act
            board.refresh()
            draw(page, board, lite=True)
            assert page.locator(".xl-board .xl-play").count() == 1, f"no table at choice {step}: {errors}"
            assert page.locator(".xl-board .xl-choices").count() == 1, f"no choices at choice {step}: {errors}"
            drawn += 1
        m.play(bot.choose(m))
    assert drawn >= 5 and errors == []

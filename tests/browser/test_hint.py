"""The Hint button on each game's board in real JupyterLab: the coach's suggestions appear with their win rates
and reasons, they are the engine's own (same labels, same order), and 'Play this' plays the first one."""
from __future__ import annotations

import contextlib
import importlib
import re

import pytest
from playwright.sync_api import Error as PlaywrightError, expect

from board_helpers import act, open_boards, tall_page
from xlearn.coach import suggest

GAMES = ["xeko", "xenofera", "seekers"]
SEED = 4
SIMULATIONS = 120   # few, so a loaded machine answers quickly; the engine check below uses the same
SLOW = 3000         # the board whose full search takes a while: its first answer shows "still thinking"

SETUP = f"""import importlib
from xlearn.ui import Board
def board(game):
    m = importlib.import_module(f"xlearn.{{game}}").new_match(seed={SEED})
    return Board(m, seat=m.to_act, opponents=None, hint_simulations={SIMULATIONS})
def slow_board():
    import xlearn.coach
    xlearn.coach.FIRST_SIMULATIONS = {SIMULATIONS}   # a quick first answer, then a long search behind it
    m = importlib.import_module("xlearn.xeko").new_match(seed={SEED})
    return Board(m, seat=m.to_act, opponents=None, hint_simulations={SLOW})"""

page = pytest.fixture(scope="module", name="page")(tall_page)


@pytest.fixture(scope="module")
def board_page(page, lab_server):
    """One notebook with a fresh board of each game, seen by the seat to choose, no bots."""
    cells = (SETUP,) + tuple(f"board({g!r})" for g in GAMES) + ("slow_board()",)
    return open_boards(page, lab_server, "hint_boards.ipynb", cells, boards=len(GAMES) + 1)


def engine_suggestions(game: str) -> list[str]:
    """What the coach suggests for the same position, computed here in the engine."""
    m = importlib.import_module(f"xlearn.{game}").new_match(seed=SEED)
    return [t.title for t in suggest(m, n=3, simulations=SIMULATIONS, seed=len(m.choices))]


@pytest.mark.parametrize("index, game", list(enumerate(GAMES)))
def test_hint_shows_the_coachs_choices_and_plays_one(board_page, artifacts, index, game):
    board = board_page.locator(".xl-board").nth(index)
    board.get_by_role("button", name="Hint: ask the coach for the best choices").click()
    panel = board.get_by_role("region", name="Coach's hint")
    expect(panel).to_be_visible(timeout=60_000)
    expected = engine_suggestions(game)
    labels = panel.locator(".xl-hint-label")
    expect(labels).to_have_count(len(expected))
    assert labels.all_text_contents() == expected
    for rate in panel.locator(".xl-hint-rate").all_text_contents():
        assert re.fullmatch(r"In \d{1,3} of 100 games played on from here, this won\.", rate), rate
    for why in panel.locator(".xl-hint-why").all_text_contents():
        assert why and "[" not in why                     # plain sentences; the rule is cited apart
    assert panel.locator(".xl-hint-rule").count() == len(expected)   # one rulebook section for each
    panel.screenshot(path=str(artifacts / f"hint-{game}.png"))
    first = expected[0].split(" → ")[0]
    act(board, lambda b: b.click(), panel.get_by_role("button", name=f"Play the coach's suggestion 1: {first}"))
    expect(board.locator(".xl-step-head").first).to_contain_text(first)
    expect(board.get_by_role("region", name="Coach's hint")).to_have_count(0)   # the hint was for the old board


def test_a_first_answer_shows_at_once_while_the_coach_goes_on_thinking(board_page, artifacts):
    """Hints in time: the first answer (a small search) appears with a "still thinking" note, and the full
    search's answer replaces it without another click."""
    board = board_page.locator(".xl-board").nth(len(GAMES))
    board.get_by_role("button", name="Hint: ask the coach for the best choices").click()
    panel = board.get_by_role("region", name="Coach's hint")
    expect(panel.locator(".xl-hint-label").first).to_be_visible(timeout=30_000)
    expect(panel.locator(".xl-hint-thinking")).to_contain_text("Still thinking")
    expect(panel).to_have_attribute("aria-busy", "true")
    with contextlib.suppress(PlaywrightError):  # the full answer may redraw the panel while the picture is taken
        panel.screenshot(path=str(artifacts / "hint-thinking.png"), timeout=5_000)
    expect(panel.locator(".xl-hint-thinking")).to_have_count(0, timeout=120_000)
    expect(panel).to_have_attribute("aria-busy", "false")
    m = importlib.import_module("xlearn.xeko").new_match(seed=SEED)
    full = [t.title for t in suggest(m, n=3, simulations=SLOW, seed=len(m.choices))]
    assert panel.locator(".xl-hint-label").all_text_contents() == full

"""Issue 12, one screen: at 1280x800 (and 1920 wide) the Xenofera table (the Line of Sight and every expedition),
the choices and the latest worked sum are in view without scrolling, and nothing sticks out of its panel.

Drawn by the real front end in a plain page (the board alone, as in a full-width notebook output or voila):
JupyterLab's own bars and file browser take space that is not the board's, so in JupyterLab with its side
panel open the lower part of the table needs a scroll."""
from __future__ import annotations

import pytest

from board_helpers import ONE_SCREEN, assert_one_screen
from standalone import draw, open_page
from xenofera_scenarios import near_the_end
from xlearn.ui.xenofera_board import XenoferaBoard
from xlearn.xenofera import new_match

PARTS = {"table": ".xl-play", "choices": ".xl-choices", "latest sum": ".xl-latest"}


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("width", [ONE_SCREEN["width"], 1920])
def test_the_table_choices_and_latest_sum_fit_one_screen(browser, players, width):
    """The Capture Phase near the end, just after a build (a full Cargo Bay, the build's worked sum)."""
    m = new_match(players, 3, scenario=dict(near_the_end(players), phase="B. Build Phase"))
    b = XenoferaBoard(m, seat=0, opponents=None, hotseat=False)
    b.play("Build Wire Cage with Recruit Tam + Recruit Rook")
    context = browser.new_context(viewport={"width": width, "height": ONE_SCREEN["height"]})
    page = context.new_page()
    try:
        open_page(page, b)
        draw(page, b)
        held = page.locator('.xl-choices [data-key="show-all"]')
        if held.count():  # a board first drawn shows every event already; reveal them if not
            held.click()
        assert_one_screen(page.locator(".xl-board"), PARTS)
    finally:
        context.close()

"""Issue 27, every card readable: a four-player Xeko field eight columns wide, in real JupyterLab at 1280×800 with
its file browser closed and open, shows every column with no sideways scroll and no word cut, broken or covered
(the side column narrows, then the field runs across the whole board)."""
from __future__ import annotations

import pytest
from board_helpers import module_page, notebook
from playwright.sync_api import expect

from jupyter_lab import open_notebook, run_all
from readable_text import unreadable
from test_xenofera_screen import file_browser

# Four players, seed 0, after 49 seeded random choices: the field spans x -2..4 with its edges, 8 columns.
WIDE = """import random
import xlearn.xeko as xeko
from xlearn.xeko.board import XekoBoard
m = xeko.new_match(players=4, seed=0)
rng = random.Random(0)
for _ in range(49):
    m.play(rng.choice(m.legal()))
XekoBoard(m, seat=0, opponents=None, hotseat=False)"""

page = module_page({"width": 1280, "height": 800})


@pytest.fixture(scope="module")
def board(page, lab_server):
    (lab_server.root / "xeko_wide.ipynb").write_text(notebook(WIDE))
    open_notebook(page, lab_server, "xeko_wide.ipynb")
    run_all(page)
    found = page.locator(".xl-board").first
    expect(found).to_be_visible(timeout=60_000)
    return found


@pytest.mark.parametrize("side", ["file browser closed", "file browser open"])
def test_an_eight_column_field_shows_whole_in_jupyterlab(board, page, artifacts, side):
    file_browser(page, side.endswith("open"))
    grid = board.locator(".xl-field .xl-grid")
    assert grid.evaluate("(g) => g.style.gridTemplateColumns.split(' ').length - 1") == 8
    board.scroll_into_view_if_needed()
    expect(board.locator(".xl-field .xl-axis").last).to_be_visible()
    assert unreadable(board) == {"broken": [], "clipped": [], "covered": []}
    assert grid.evaluate("(g) => g.scrollWidth <= g.clientWidth + 1 && !g.style.zoom"), "the field scrolls sideways"
    page.screenshot(path=str(artifacts / f"xeko-wide-field-{side.replace(' ', '-')}.png"))

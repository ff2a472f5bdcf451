"""Issue 12, one screen: at 1280x800 the Xenofera table (the Line of Sight and every expedition), the choices
and the latest worked sum are in view without scrolling, and no card sticks out of its player's area.

Drawn by the real front end in a plain page (the board alone, as in a full-width notebook output or voila);
JupyterLab's own bars and side panel take space that is not the board's."""
from __future__ import annotations

import pytest

from standalone import draw, open_page
from xenofera_scenarios import near_the_end
from xlearn.ui.xenofera_board import XenoferaBoard
from xlearn.xenofera import new_match

INSIDE = """() => {
  const box = (s) => { const n = document.querySelector(s); return n ? n.getBoundingClientRect() : null; };
  const out = [];
  for (const area of document.querySelectorAll(".xf-expedition, .xf-sight, .xl-section")) {
    const a = area.getBoundingClientRect();
    for (const c of area.querySelectorAll(".xl-cardface, .xf-cage")) {
      const r = c.getBoundingClientRect();
      if (r.right > a.right + 1 || r.left < a.left - 1) out.push(c.getAttribute("aria-label") || c.className);
    }
  }
  return { play: box(".xl-play").bottom, choices: box(".xl-choices").bottom, sum: box(".xl-latest") && box(".xl-latest").bottom,
           width: document.documentElement.scrollWidth, out };
}"""


@pytest.fixture(name="screen")
def screen_page(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    yield context.new_page()
    context.close()


@pytest.mark.parametrize("players", [2, 3])
def test_the_table_choices_and_latest_sum_fit_one_screen(screen, players):
    """The Build Phase near the end (a full Cargo Bay): table, choices and the latest sum inside 1280x800."""
    m = new_match(players, 3, scenario=dict(near_the_end(players), phase="B. Build Phase"))
    b = XenoferaBoard(m, seat=0, opponents=None, hotseat=False)
    open_page(screen, b)
    draw(screen, b)
    got = screen.evaluate(INSIDE)
    assert got["play"] <= 800 and got["choices"] <= 800, got
    assert got["sum"] is None or got["sum"] <= 800, got
    assert got["width"] <= 1280 and not got["out"], got

"""Issue 12, one screen: in real JupyterLab at 1280×800, with its file browser open (the notebook about 500 px
narrower) and closed, and with 2, 3 and 5 players, the learner's own expedition (Crew Quarters and Cargo Bay),
their hand, the choices and the latest worked sum are in view with the board scrolled to its top, and nothing
sticks out of its panel. The rivals are summary rows, each opened with a click."""
from __future__ import annotations

import json
import os

import pytest
from board_helpers import ONE_SCREEN, assert_one_screen, module_page, notebook, scroll_to_top_of
from playwright.sync_api import expect

from jupyter_lab import REPO, open_notebook, run_all
from xenofera_scenarios import near_the_end

PLAYERS = (2, 3, 5)
BUILD = "Build Wire Cage with Recruit Tam + Recruit Rook"
PARTS = {"your Crew Quarters": ".xf-expedition.mine .xf-crew", "your Cargo Bay": ".xf-expedition.mine .xf-bay",
         "your hand": ".xf-expedition.mine .xf-hand", "choices": ".xl-choices", "latest sum": ".xl-latest"}


def cell(players: int) -> str:
    """The Capture Phase near the end, just after a build (a full Cargo Bay, the build's worked sum)."""
    scenario = dict(near_the_end(players), phase="B. Build Phase")
    return f"""b = XenoferaBoard(new_match({players}, 3, scenario=json.loads({json.dumps(json.dumps(scenario))})),
                   seat=0, opponents=None, hotseat=False)
b.play({BUILD!r})
b"""


page = module_page(ONE_SCREEN)


@pytest.fixture(scope="module")
def boards(page, lab_server):
    setup = "import json\nfrom xlearn.xenofera import new_match\nfrom xlearn.xenofera.board import XenoferaBoard"
    (lab_server.root / "xenofera_screen.ipynb").write_text(notebook(setup, *(cell(n) for n in PLAYERS)))
    open_notebook(page, lab_server, "xenofera_screen.ipynb")
    run_all(page)
    expect(page.locator(".xl-board")).to_have_count(len(PLAYERS), timeout=30_000)
    return page.locator(".xl-board")


def file_browser(page, want_open: bool) -> None:
    """Open or close JupyterLab's file browser (its tab in the left side bar), as a learner clicks it."""
    tab = page.locator('.jp-SideBar.lm-TabBar .lm-TabBar-tab[data-id="filebrowser"]')
    if ("lm-mod-current" in (tab.get_attribute("class") or "")) != want_open:
        tab.click()
    panel = page.locator("#filebrowser")
    expect(panel).to_be_visible() if want_open else expect(panel).to_be_hidden()
    page.wait_for_timeout(300)  # the notebook's width settles after the side panel's animation


@pytest.mark.parametrize("side", ["file browser open", "file browser closed"])
@pytest.mark.parametrize("players", PLAYERS)
def test_your_expedition_hand_and_choices_fit_one_screen(boards, page, artifacts, players, side):
    """With the board scrolled to its top: your own zones, your hand, the choices and the build's worked sum lie
    inside the 1280×800 window; the rivals come after yours, one summary row each; nothing clips."""
    file_browser(page, side.endswith("open"))
    board = boards.nth(PLAYERS.index(players))
    expect(board.locator(".xf-rival")).to_have_count(players - 1)
    expect(board.locator(".xf-rival[open]")).to_have_count(0)  # rivals start folded to their summary row
    scroll_to_top_of(board)
    page.screenshot(path=str(artifacts / f"xenofera-lab-{players}p-{side.split()[-1]}.png"))
    if players == 3 and side.endswith("closed") and os.environ.get("XLEARN_README_SHOTS"):  # the README picture
        box = board.bounding_box()
        page.screenshot(path=str(REPO / "docs" / "img" / "xenofera-board.png"),
                        clip={**box, "height": min(box["height"], ONE_SCREEN["height"] - 26 - box["y"])})
    assert_one_screen(board, PARTS)


def test_a_rivals_row_opens_to_their_expedition(boards, page, artifacts):
    """A rival's summary row names them and their occupied cages; clicking it shows their Crew Quarters and Cargo
    Bay, stays open when the board is drawn again, and nothing sticks out of its panel."""
    file_browser(page, True)
    board = boards.nth(PLAYERS.index(3))
    rival = board.locator(".xf-rival").first
    summary = rival.locator("summary")
    expect(summary).to_contain_text("Player 2")
    expect(summary).to_contain_text("occupied")
    expect(rival.locator(".xf-bay")).to_be_hidden()
    summary.click()
    expect(rival.locator(".xf-bay")).to_be_visible()
    expect(rival.locator(".xf-crew")).to_contain_text("Castor Vale")
    board.locator(".xf-sight .xl-cardface", has_text="Glimmerfox").click()  # selecting redraws the board
    expect(board.locator(".xl-selection .xl-sel-cards li")).to_have_count(1)
    expect(rival.locator(".xf-bay")).to_be_visible()
    page.screenshot(path=str(artifacts / "xenofera-lab-rival-open.png"))
    assert_one_screen(board, {"your hand": ".xf-expedition.mine .xf-hand", "choices": ".xl-choices"})
    summary.click()
    expect(rival.locator(".xf-bay")).to_be_hidden()

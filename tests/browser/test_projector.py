"""Projector mode in real JupyterLab at 1920×1080 (issue 31 item 4): a game's steps played from the keyboard only
(↓ to a choice, Enter, → to reveal its events, Space for the bot's turn, T for the teacher view), with type large
enough to read from the back of a room."""
from __future__ import annotations

import pytest

import re

from board_helpers import module_page, open_boards
from playwright.sync_api import expect

PROJECTOR = {"width": 1920, "height": 1080}
page = module_page(PROJECTOR)
CELL = "from xlearn.ui import Board\nimport xlearn.xeko as xeko\nBoard(xeko.new_match(seed=3), projector=True)"


def keys_then_new_version(board, *keys: str) -> None:
    """Press keys on the board and wait until it shows Python's answer."""
    version = board.get_attribute("data-version")
    for key in keys:
        board.page.keyboard.press(key)
    expect(board).not_to_have_attribute("data-version", version)


def test_every_step_is_played_from_the_keyboard_in_projector_mode(page, lab_server, artifacts):
    """The presenter clicks once on the board, then plays from the keys the board lists: ↓ reaches a choice, Enter
    makes it, → shows its events at once, and T turns the teacher view on and off."""
    open_boards(page, lab_server, "projector.ipynb", (CELL,), boards=1)
    board = page.locator(".xl-board.xl-projector")
    expect(board.locator(".xl-keys")).to_contain_text("T teacher view")
    # the bot (Player 2 moves first here) plays on its own; then the presenter's choices are offered
    expect(board.locator(".xl-choices .xl-choice:not(.greyed)").first).to_be_visible(timeout=60_000)
    expect(board).to_have_attribute("data-playing", "false", timeout=60_000)
    board.locator(".xl-status").click()           # the presenter clicks once on the board; keys from then on
    page.keyboard.press("ArrowDown")
    focused = page.evaluate("""() => { const e = document.activeElement;
        return e && e.closest('.xl-board.xl-projector') && e.tagName === 'BUTTON' && e.getAttribute('aria-disabled') !== 'true'
          ? (e.getAttribute('aria-label') || e.textContent) : null; }""")
    assert focused, "↓ did not reach a choice on the board"
    status = board.locator(".xl-status").inner_text()
    steps = board.locator(".xl-log .xl-step-head").count()
    keys_then_new_version(board, "Enter")
    page.keyboard.press("ArrowRight")             # → shows the choice's events at once (and the bot's that follow)
    expect(board.locator(".xl-status")).not_to_have_text(status)
    expect(board.locator(".xl-log .xl-step-head")).not_to_have_count(steps)   # the choice is in the log
    expect(board.locator(".xl-title")).not_to_contain_text("teacher view")
    page.keyboard.press("t")
    expect(board.locator(".xl-title")).to_contain_text("teacher view")
    page.screenshot(path=str(artifacts / "projector-xeko.png"))
    name = board.locator(".xl-status")
    height = name.bounding_box()["height"]
    assert height >= 24, f"the status line is {height:.0f} px high at 1920×1080; a room cannot read it"
    page.keyboard.press("t")
    expect(board.locator(".xl-title")).to_have_text(re.compile(r"you are Player 1"))

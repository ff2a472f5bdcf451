"""The Xenofera and X: Seekers of Fortune boards in real JupyterLab: they draw, take clicks, show sums and rules."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from conftest import open_notebook, run_all

CLICKS = 8
CELLS = ["from xlearn.ui import Board\nimport xlearn.xenofera as xenofera\nimport xlearn.seekers as seekers",
         "Board(xenofera.new_match(seed=7), seat=0)",
         "Board(seekers.new_match(seed=7), seat=0)"]


@pytest.fixture(scope="module")
def page(browser):
    """One page for this module's tests (the notebook runs once)."""
    context = browser.new_context(viewport={"width": 1280, "height": 2600})
    yield context.new_page()
    context.close()


@pytest.fixture(scope="module")
def boards_page(page, lab_server):
    cells = [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": s} for s in CELLS]
    kernel = {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}}
    (lab_server.root / "other_boards.ipynb").write_text(
        json.dumps({"cells": cells, "metadata": kernel, "nbformat": 4, "nbformat_minor": 5}))
    open_notebook(page, lab_server, "other_boards.ipynb")
    run_all(page)
    expect(page.locator(".xl-board")).to_have_count(2, timeout=30_000)
    return page


@pytest.mark.parametrize("index, game", [(0, "xenofera"), (1, "seekers")])
def test_board_draws_and_plays(boards_page, artifacts, index, game):
    """Clicking offered choices and the opponent's move advances the view; events cite rules; controls are named."""
    board = boards_page.locator(".xl-board").nth(index)
    expect(board.locator(".xl-phases")).to_be_visible()
    for _ in range(CLICKS):
        version = board.get_attribute("data-version")
        target = board.locator(".xl-bot")
        if not target.count():
            target = board.locator(".xl-choices .xl-choice").first
        target.click()
        expect(board).not_to_have_attribute("data-version", version)
    show = board.get_by_role("button", name="Show all events of the last choice")
    if show.get_attribute("aria-disabled") != "true":
        show.click()
    expect(board.locator(".xl-event .xl-cite").first).to_contain_text("rulebook")
    unnamed = board.locator("button:not([aria-label]), input:not([aria-label]), summary:not([aria-label])")
    expect(unnamed).to_have_count(0)
    board.screenshot(path=str(artifacts / f"{game}-board.png"))

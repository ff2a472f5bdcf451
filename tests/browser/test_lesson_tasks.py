"""From the start page to a lesson's task: follow the index link, run the lesson, answer on the board."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from jupyter_lab import open_notebook, run_all, wait_for_kernel_idle

# One lesson per game with a task on its board after Run All (the guided lessons ask theirs only once the
# learner has played; tests/browser/test_guided_lessons.py walks those): (link text on the index, a wrong
# answer, the right answer, a word the wrong answer's hint must contain, or None).
LESSONS = [("01-goal-and-set-up", "36", "thirty-five", "Look again"),
           ("04-actionx-cards-and-icons", "yes", "no", None),
           ("03-crew-and-build-points", "5", "seven", None)]


@pytest.mark.parametrize("link, wrong, right, word", LESSONS)
def test_index_link_to_lesson_task_answered_on_the_board(page, lab_server, artifacts, link, wrong, right, word):
    """A learner follows the lesson map, runs the lesson, answers wrong then right, and reads the feedback."""
    open_notebook(page, lab_server, "index.ipynb")
    page.locator(".jp-RenderedMarkdown a", has_text=re.compile(f"^{re.escape(link)}$")).first.click()
    expect(page.locator(".jp-mod-current .lm-TabBar-tab.lm-mod-current, .lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current").first).to_contain_text(link, timeout=60_000)
    wait_for_kernel_idle(page)
    run_all(page)
    task = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .xl-task").first
    expect(task).to_be_visible(timeout=60_000)
    box = task.get_by_role("textbox")
    box.fill(wrong)
    task.get_by_role("button", name="Check answer").click()
    feedback = task.locator(".xl-feedback")
    expect(feedback).to_contain_text("Not quite.", timeout=30_000)
    if word:
        expect(feedback).to_contain_text(word)
    expect(feedback.locator("cite")).to_contain_text("rulebook")
    box.fill(right)
    box.press("Enter")
    expect(feedback).to_contain_text("Right!", timeout=30_000)
    expect(feedback.locator(".xl-worked")).to_be_visible()
    task.screenshot(path=str(artifacts / f"task-{link}.png"))

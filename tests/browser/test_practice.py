"""Each Practice notebook in real JupyterLab, on a 1280×800 screen: ten drills answered by clicking as a learner
would (the first choice first, then the others until one is right), each first answer moving the rule's mastery
the right way, the mastery chart drawn again after every answer, and after a miss the next drill coming from a
rule the learner is at least as weak at. Screenshots of a drill, its worked answer and the chart go to
test-artifacts/ (docs/img/practice/ holds small copies)."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from jupyter_lab import open_notebook, run_all

NOTEBOOKS = ["xeko", "xenofera", "seekers", "all"]
DRILLS = 10
MOVED = re.compile(r"Your mastery of \u201c([^\u201d]+)\u201d: ([\d.]+) % \u2192 ([\d.]+) %")
UPNEXT = re.compile(r"Up next: (?:[^\u201c]+, )?\u201c([^\u201d]+)\u201d \(mastery (\d+) %\)")   # "Xeko, " in all


@pytest.fixture(scope="module")
def page(browser):
    """A laptop-sized page (1280×800): the board must work, and be shot, at the size a learner has."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    yield context.new_page()
    context.close()


def answer_by_clicking(board):
    """Click the choices in order until one is right; return (first try right, rule practised, mastery moved)."""
    choices, feedback = board.locator(".xl-drill-choice"), board.locator(".xl-drill-feedback")
    missed_texts, moved = [], None
    for k in range(choices.count()):
        choice = choices.nth(k)
        label = choice.inner_text()
        choice.click()
        # the board has taken this click: it says so about this very choice, or shows the worked answer
        expect(feedback).to_contain_text(re.compile(f"Not \u201c{re.escape(label)}|How the engine works it out"))
        expect(choice).to_be_disabled()
        text = feedback.inner_text()
        moved = moved or MOVED.search(text)
        if "How the engine works it out" in text:
            break
        # a miss: the choice is greyed, a hint is given, never the answer
        assert text.startswith(f"Not \u201c{label}"), text
        expect(feedback).to_contain_text("Think of the rulebook section")
        missed_texts.append(text)
    right = feedback.locator(".xl-drill-right")
    expect(right).to_be_visible()
    answer = re.match(r"(?:Right|The answer): \u201c(.+)\u201d", right.inner_text(), re.S).group(1)
    assert all(answer not in t for t in missed_texts), (answer, missed_texts)   # a miss never told the answer
    for k in range(choices.count()):   # answered: no choice can be clicked again
        expect(choices.nth(k)).to_be_disabled()
    assert moved, text
    return right.inner_text().startswith("Right"), moved.group(1), float(moved.group(2)), float(moved.group(3))


@pytest.mark.parametrize("name", NOTEBOOKS)
def test_ten_drills_answered_by_clicking(page, lab_server, artifacts, name):
    open_notebook(page, lab_server, f"practice/{name}.ipynb")
    run_all(page)
    # the file browser folded away, as a learner with a laptop screen would, so the board has the width
    current = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if current.count():
        current.first.click()
    board = page.locator(".xl-drill-board")
    expect(board).to_have_count(1)
    chart = board.locator(".xl-drill-chart")
    first_right = misses = 0
    for n in range(DRILLS):
        practising = re.search(r"practising \u201c([^\u201d]+)\u201d", board.locator(".xl-drill-head").inner_text())
        before = chart.get_attribute("src")
        if n == 1:   # a drill as the learner first sees it
            board.locator(".xl-drill-head").scroll_into_view_if_needed()
            page.screenshot(path=str(artifacts / f"practice-{name}-drill.png"))
        right_first, rule, was, now = answer_by_clicking(board)
        assert rule == practising.group(1)
        # the first try is scored: mastery of the drill's rule goes up when right, down when wrong
        assert (now > was) if right_first else (now < was), (right_first, was, now)
        first_right += right_first
        expect(chart).not_to_have_attribute("src", before)   # the chart is drawn again with this answer
        expect(board.locator(".xl-drill-count")).to_have_text(f"Drills answered here: {n + 1}")
        if n == 1:   # its worked answer, with the chart and Up next drawn again
            board.locator(".xl-drill-feedback").evaluate("e => e.scrollIntoView({block: 'center'})")
            page.screenshot(path=str(artifacts / f"practice-{name}-answer.png"))
        coming, level = UPNEXT.search(board.locator(".xl-drill-upnext").inner_text()).groups()
        if not right_first:
            misses += 1
            # after a miss, the next drill is from the rule the learner is weakest at among those due: the one
            # just missed, or one weaker still (a rule got right once and then missed can stand at 50 % again)
            assert int(level) <= round(now), (coming, level, rule, now)
        if n == DRILLS - 1:
            chart.scroll_into_view_if_needed()
            page.screenshot(path=str(artifacts / f"practice-{name}-chart.png"))
            break
        board.get_by_role("button", name="Next drill").click()
        expect(board.locator(".xl-drill-feedback")).to_have_text("")   # the next drill is on the board
        expect(board.locator(".xl-drill-head")).to_contain_text(f"practising \u201c{coming}\u201d")
    assert first_right >= 1 and misses >= 1, (first_right, misses)

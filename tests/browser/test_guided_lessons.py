"""Guided lessons in real JupyterLab: Run All, then follow the lesson panel by clicking on the board only
(every asked choice made, every question answered: one wrong answer first, then the right one), then run the
cells below the board; and, for each game, the other order (play first, then run the cells).

The Xenofera and Seekers tables are being redrawn, so their choices are found by role and accessible name
(the engine's label), wherever the table draws them."""
from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from jupyter_lab import ARTIFACTS, open_notebook, run_all, wait_for_all_cells_run, wait_for_kernel_idle
import literal
import walks_seekers
import walks_xeko
import walks_xenofera
from walk_clicks import xeko_fossa

# lesson notebook: the clicks for each asked choice in order, (wrong, right) for each question, words the
# cell after the board prints once the lesson has been played, and which code cell shows the board
GAMES = (walks_xeko, walks_xenofera, walks_seekers)
LESSONS = {k: v for game in GAMES for k, v in game.WALKS.items()}
# walks not yet able to run on the board as drawn now (each game's module says which and why)
PENDING = {k for game in GAMES for k in game.PENDING}

NB = ".jp-NotebookPanel:not(.lm-mod-hidden)"
MAX_STEPS = 40
TRACEBACK = re.compile(r"Traceback|Error:|NameError|IllegalAction")


# one guided lesson per game also walked in the other order (play first, then run the cells)
OTHER_ORDER = ["xeko/04-turf-war.ipynb", "xenofera/06-battles-and-the-decoy.ipynb", "seekers/06-thwart-chains.ipynb"]
# The walks below click the engine's labels as buttons; the new Xenofera and Seekers tables make these choices
# by selecting cards (a build's crew, the Battle cards laid, the Leads paid) or on the cards themselves, so
# those walks must be rewritten for the tables before they can run (the Python walks in tests/lessons still
# play every guided lesson through its guide).
TABLE_WALK_PENDING = pytest.mark.skip(reason="walk clicks the old buttons; the new table chooses by selecting cards")


def walks(lessons):
    """The lessons as test parameters, the pending walks marked to skip."""
    return [pytest.param(k, marks=TABLE_WALK_PENDING) if k in PENDING else k for k in lessons]


SHOTS = {"xeko/04-turf-war.ipynb", "xenofera/06-battles-and-the-decoy.ipynb", "seekers/06-thwart-chains.ipynb"}


def lesson_panel(board):
    return board.locator(".xl-lesson")


STEP_JS = """(panel) => {
    const kinds = ["explain", "choose", "show", "ask", "wait", "recap"];
    const p = panel.querySelector(".xl-lesson-progress");
    return [p ? p.textContent : "", kinds.find((k) => panel.classList.contains(k)) || ""];
}"""


def step_of(board) -> tuple[int, str]:
    """The lesson panel's step number and kind (as the panel shows them now)."""
    text, kind = lesson_panel(board).evaluate(STEP_JS)
    found = re.search(r"Step (\d+)", text)
    return (int(found[1]) if found else 0), kind


def wait_for_step_change(board, before: tuple[int, str]) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        now = step_of(board)
        if now != before and now[1]:
            return
        time.sleep(0.1)
    board.page.screenshot(path=str(ARTIFACTS / "guided-stuck.png"))
    raise AssertionError(f"the lesson stayed at step {before} (see test-artifacts/guided-stuck.png)")


def answer_on_board(board, wrong: str, right: str) -> None:
    """Type a wrong answer (expect a hint, not the answer), then the right one (expect the worked answer)."""
    task = board.locator(".xl-task")
    box = task.get_by_role("textbox")
    box.fill(wrong)
    task.get_by_role("button", name="Check answer").click()
    feedback = task.locator(".xl-feedback")
    expect(feedback).to_contain_text("Not quite.")
    box.fill(right)
    box.press("Enter")
    expect(feedback).to_contain_text("Right!")
    expect(task.locator(".xl-worked")).to_be_visible()


def walk_on_board(page, board, lesson: str, shot: str | None = None, until: str | None = None) -> None:
    """Follow the lesson panel to its end (or to its first step of kind `until`) as a literal learner
    (tests/browser/literal.py): after each instruction, only what its words name is looked for and clicked."""
    clicks, answers = list(LESSONS[lesson][0]), list(LESSONS[lesson][1])
    expect(lesson_panel(board)).to_be_visible()
    for _ in range(MAX_STEPS):
        step = step_of(board)
        number, kind = step
        if kind == until:
            return
        todo, text = literal.instruction(board)
        if kind == "recap":
            expect(lesson_panel(board).get_by_role("link", name="Back to the index")).to_be_visible()
            assert not clicks and not answers, f"the lesson ended with choices or questions left: {clicks} {answers}"
            return
        if kind in ("explain", "show"):
            assert "Next" in literal.named(todo), f"step {number}: {todo!r} names no Next"
            literal.find(board, todo, "Next").click()
        elif kind == "wait":
            literal.follow_wait(board, todo, lambda: step_of(board) != step)
        elif kind == "ask":
            assert "Task box" in literal.named(todo), f"step {number}: {todo!r} does not point at the Task box"
            literal.find(board, todo, "Task box")
            if shot:  # the middle of the script: the question asked on the board, about the learner's own move
                board.locator(".xl-task").scroll_into_view_if_needed()
                page.screenshot(path=str(ARTIFACTS / shot))
                shot = None
            answer_on_board(board, *answers.pop(0))
        elif kind == "choose":
            click = clicks.pop(0)
            literal.check_choice_is_named(f"{todo} {text}", getattr(click, "names", []))
            literal.settle(board)  # the learner watches the bots and the events before choosing
            click(board)
        wait_for_step_change(board, step)
    raise AssertionError("the lesson did not reach its end")


def run_from_cell(page, index: int) -> None:
    """Select code cell number index and run it and every cell below (Run > Run Selected Cell and All Below)."""
    page.locator(f"{NB} .jp-CodeCell").nth(index).locator(".jp-InputPrompt").click()
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run Selected Cell and All Below$")).click()
    time.sleep(0.5)
    wait_for_all_cells_run(page)
    wait_for_kernel_idle(page)


def run_one_cell(page, index: int) -> None:
    """Select code cell number index and run it alone (Shift+Enter)."""
    page.locator(f"{NB} .jp-CodeCell").nth(index).locator(".jp-InputPrompt").click()
    page.keyboard.press("Shift+Enter")
    expect(page.locator(f"{NB} .xl-board").first).to_be_visible(timeout=60_000)
    wait_for_kernel_idle(page)


def assert_no_traceback(page) -> None:
    outputs = page.locator(f"{NB} .jp-OutputArea-output").all_inner_texts()
    bad = [o for o in outputs if TRACEBACK.search(o)]
    assert not bad, f"a cell failed: {bad[0][:400]}"


def open_lesson(page, lab_server, lesson: str):
    open_notebook(page, lab_server, lesson)
    return page.locator(f"{NB} .xl-board").first


@pytest.mark.parametrize("lesson", walks(LESSONS))
def test_run_all_then_the_guided_script_by_clicking_then_the_cells_below(page, lab_server, artifacts, lesson):
    """Run All plays nothing for the learner; the lesson is completed on the board; the cells below then
    report what the learner played, with no traceback."""
    open_lesson(page, lab_server, lesson)
    page.set_viewport_size({"width": 1280, "height": 800})
    run_all(page)
    board = page.locator(f"{NB} .xl-board").first
    assert step_of(board) == (1, "explain")
    expect(page.locator(f"{NB} .jp-OutputArea-output", has_text="follow the lesson on the board").first
           ).to_be_visible()
    board.scroll_into_view_if_needed()
    shot = f"guided-{lesson.split('/')[0]}.png" if lesson in SHOTS else None
    walk_on_board(page, board, lesson, shot=shot)
    run_from_cell(page, LESSONS[lesson][3] + 1)
    assert_no_traceback(page)
    expect(page.locator(f"{NB} .jp-OutputArea-output", has_text=LESSONS[lesson][2]).first).to_be_visible()


@pytest.mark.parametrize("lesson", walks(OTHER_ORDER))
def test_play_on_the_board_first_then_run_the_cells(page, lab_server, lesson):
    """The other order: run only the board's cell, complete the lesson, then run the cells below it."""
    open_lesson(page, lab_server, lesson)
    for k in range(LESSONS[lesson][3] + 1):
        run_one_cell(page, k)
    board = page.locator(f"{NB} .xl-board").first
    walk_on_board(page, board, lesson)
    run_from_cell(page, LESSONS[lesson][3] + 1)
    assert_no_traceback(page)
    expect(page.locator(f"{NB} .jp-OutputArea-output", has_text=LESSONS[lesson][2]).first).to_be_visible()


def test_a_stray_choice_is_refused_and_undo_steps_the_lesson_back(page, lab_server):
    """Xeko 4: Indri instead of Fossa is refused with why; after Fossa, Undo brings the lesson back."""
    board = open_lesson(page, lab_server, "xeko/04-turf-war.ipynb")
    run_one_cell(page, 0)
    board = page.locator(f"{NB} .xl-board").first
    lesson_panel(board).get_by_role("button", name="Next step of the lesson").click()
    expect(lesson_panel(board).locator(".xl-lesson-progress")).to_have_text("Step 2 of 7")
    board.get_by_role("button", name=re.compile(r"^Pick Indri")).click()
    board.get_by_role("button", name="Play Indri at (1, 1)", exact=True).click()
    expect(board.locator(".xl-notice")).to_contain_text("this lesson asks for another choice")
    xeko_fossa(board)
    expect(lesson_panel(board).locator(".xl-lesson-progress")).to_have_text("Step 3 of 7")
    board.get_by_role("button", name="Undo my last choice").click()
    expect(lesson_panel(board).locator(".xl-lesson-progress")).to_have_text("Step 2 of 7")


def test_every_lesson_in_the_index_has_a_browser_walk():
    """Issue 15: each lesson the index lists is walked on its board in the browser, none pending."""
    from xlearn.lessons.catalog import LESSONS as CATALOG
    listed = {lesson.path for lesson in CATALOG}
    assert listed - set(LESSONS) == set(), "lessons with no browser walk"
    assert set(LESSONS) - listed == set(), "walks of lessons the index does not list"
    assert PENDING == set()

"""Issue 27, the current step in view: at 1280×800 in JupyterLab, Run All leaves a lesson's board on screen, and
at every step of Xeko 4, Xenofera 6 and Seekers 6, with the board's top at the top of the notebook, the lesson's
instruction and the learner's choices lie inside the window (the side column stays put as the table scrolls,
and within it the instruction and choices stay at its top while a battle's cards or the log scroll beneath)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

import test_guided_lessons as guided
from board_helpers import scroll_to_top_of
from jupyter_lab import ARTIFACTS, run_all

LESSONS = ["xeko/04-turf-war.ipynb", "xenofera/06-battles-and-the-decoy.ipynb", "seekers/06-thwart-chains.ipynb"]
NB = guided.NB
PARTS = {"the lesson's instruction": ".xl-lesson", "your choices": ".xl-choices"}


def outside_window(board, choosing: bool = True) -> list[str]:
    """The parts (instruction, choices) not wholly inside the window, with where they lie. Outside a step that
    asks for a choice (a recap while the bots play on), choices not drawn at all are not looked for."""
    view = board.page.viewport_size
    out = []
    for name, selector in PARTS.items():
        box = board.locator(selector).first.bounding_box()
        if box is None and selector == ".xl-choices" and not choosing:
            continue
        if box is None or box["y"] < -1 or box["y"] + box["height"] > view["height"] + 1:
            out.append(f"{name} at {box}")
    return out


def board_on_screen(board) -> bool:
    box = board.bounding_box()
    return box is not None and box["y"] < board.page.viewport_size["height"] and box["y"] + box["height"] > 0


@pytest.mark.parametrize("lesson", LESSONS)
def test_run_all_leaves_the_board_and_its_first_step_in_view(page, lab_server, lesson):
    guided.open_lesson(page, lab_server, lesson)
    page.set_viewport_size({"width": 1280, "height": 800})
    run_all(page)
    board = page.locator(f"{NB} .xl-board").first
    page.wait_for_timeout(5000)  # Run All has moved the notebook to its last cell by now
    assert board_on_screen(board), "after Run All the board is off screen"
    assert outside_window(board) == []


@pytest.mark.parametrize("lesson", LESSONS)
def test_every_step_shows_its_instruction_and_choices_in_the_window(page, lab_server, lesson, monkeypatch):
    guided.open_lesson(page, lab_server, lesson)
    page.set_viewport_size({"width": 1280, "height": 800})
    run_all(page)
    board = page.locator(f"{NB} .xl-board").first
    expect(board.locator(".xl-lesson")).to_be_visible()
    seen, problems = set(), []
    step_of = guided.step_of

    def checked_step_of(b):
        """Each new step, as the learner reaches it: its instruction and the choices are in the window."""
        step = step_of(b)
        if step not in seen and step[1]:
            seen.add(step)
            page.wait_for_timeout(300)  # the step's redraw settles
            scroll_to_top_of(b)  # the learner looks at the board, its top at the top of the notebook
            problems.extend(f"step {step}: {p}" for p in outside_window(b, step[1] == "choose"))
            page.screenshot(path=str(ARTIFACTS / f"step-in-view-{lesson.split('/')[0]}-{step[0]}.png"))
        return step

    monkeypatch.setattr(guided, "step_of", checked_step_of)
    guided.walk_on_board(page, board, lesson)
    assert len(seen) >= 4
    assert problems == []

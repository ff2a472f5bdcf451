"""A lesson from a played game (issue 31 item 3) in real JupyterLab: a Xeko game played on a board by clicking, three
marks made in its replay (the learner makes this move, explain here, ask with its answer), the lesson exported,
built into a notebook, and walked to its end by clicking only what its words say."""
from __future__ import annotations

import re

from board_helpers import choice_label, click_and_wait, module_page, open_boards, reveal_all
from jupyter_lab import open_notebook, run_all
from playwright.sync_api import expect

from xlearn import cli

page = module_page({"width": 1280, "height": 1400})
PLAY = ("import xlearn.xeko as xeko\nfrom xlearn.ui import Board\n"
        "board = Board(xeko.new_match(seed=5))\nboard")
REPLAY = "from xlearn.ui import Replay\nreplay = Replay(board.match.save())\nreplay"
SIMPLE = re.compile(r"^(Play no |Let .* make its move$)")
MY_MOVES = 4


def click(board, target) -> None:
    """A learner's click: wait for the board to answer, then read every event it revealed."""
    click_and_wait(board, target)
    reveal_all(board, lambda b: b.click())


def test_a_played_game_marked_in_its_replay_becomes_a_lesson_walked_to_its_end(page, lab_server):
    open_boards(page, lab_server, "from-replay.ipynb", (PLAY, "# the replay comes here\n" + REPLAY), boards=2)
    board = page.locator(".xl-board").first
    mine = 0
    for _ in range(40):                                 # play a few moves: pass each step, step the bot's moves
        target = board.get_by_role("button", name=SIMPLE).first
        expect(target).to_be_visible()
        mine += (choice_label(target) or "").startswith("Play no ")
        click(board, target)
        if mine >= MY_MOVES:
            break
    cell = page.locator(".jp-Cell").nth(1)              # run the replay cell again on the game as played now
    cell.click()
    page.keyboard.press("Shift+Enter")
    replay = cell.locator(".xl-board")
    expect(replay.locator(".xl-replay-at")).to_contain_text("The set-up")
    expect(replay.locator(".xl-replay-at")).not_to_contain_text("(0 choices saved)")
    replay.get_by_role("button", name="Forward one choice").click()
    expect(replay.locator(".xl-replay-at")).to_contain_text("Step 1 of")
    replay.locator(".xl-replay-lesson summary").click()
    replay.get_by_role("button", name="The learner makes this move").click()
    expect(replay.locator(".xl-marks li")).to_have_count(1)
    replay.get_by_placeholder("Explain here: your words").fill("Watch what this move does.")
    replay.get_by_role("button", name="Add explanation").click()
    expect(replay.locator(".xl-marks li")).to_have_count(2)
    replay.get_by_role("button", name="Forward one choice").click()
    expect(replay.locator(".xl-replay-at")).to_contain_text("Step 2 of")
    replay.get_by_placeholder("Ask: the question").fill("How many players are in this game?")
    replay.get_by_placeholder("its answer").fill("2")
    replay.get_by_role("button", name="Add question").click()
    expect(replay.locator(".xl-marks li")).to_have_count(3)
    replay.get_by_role("button", name=re.compile("^Export lesson")).click()
    expect(replay).to_contain_text("Exported the lesson to lesson-from-replay.md")

    source = lab_server.root / "lesson-from-replay.md"     # built as a teacher builds it: `xlearn lesson build FILE`
    assert cli.main(["lesson", "build", str(source)]) == 0 and source.with_suffix(".ipynb").exists()
    open_notebook(page, lab_server, "lesson-from-replay.ipynb")
    run_all(page)
    lesson_board = page.locator(".xl-board").first
    panel = lesson_board.locator(".xl-lesson")
    for _ in range(30):                                  # do what the lesson's words say, nothing else
        todo = panel.locator(".xl-lesson-todo").inner_text()
        if "The lesson is done" in todo:
            break
        step = panel.locator(".xl-lesson-progress").inner_text()
        move = re.search(r"Play this move: (.*)\.$", todo)
        if panel.get_by_role("button", name="Next step of the lesson").count():
            panel.get_by_role("button", name="Next step of the lesson").click()
        elif "Answer the question" in todo:
            question = lesson_board.locator(".xl-task").inner_text()
            assert "How many players are in this game?" in question
            lesson_board.locator(".xl-task .xl-answer").fill("2")
            lesson_board.get_by_role("button", name="Check answer").click()
        elif move:
            exact = lesson_board.get_by_role("button", name=move[1], exact=True)
            card = re.match(r"Play (.*) at \(", move[1])
            if not exact.count() and card:             # a Xeko Species: pick it in the hand, then its spot
                lesson_board.get_by_role("button", name=re.compile(rf"^Pick {re.escape(card[1])}")).first.click()
            click(lesson_board, exact.first)
        elif "press Step" in todo:                       # the button whose words are "Step"
            reveal_all(lesson_board, lambda b: b.click())
            click(lesson_board, lesson_board.get_by_role("button").filter(has_text=re.compile(r"^Step$")).first)
        expect(panel.locator(".xl-lesson-progress")).not_to_have_text(step, timeout=30_000)
    expect(panel.locator(".xl-lesson-todo")).to_contain_text("The lesson is done")

"""The shared board frame on the Xeko board, in real JupyterLab at 1280×800 (issue 12's "Must show" for Xeko):
why-not on a forbidden card, a hot-seat hand-over that hides the last hand, a bot's whole turn with one click,
stepping through a Turf War with the table in step, the replay viewer, and everything on one screen."""
from __future__ import annotations

import json
import os
import re

import pytest
from board_helpers import (ONE_SCREEN, assert_one_screen, calc_numbers, click_and_wait, engine_numbers, module_page, notebook,
                           overflowing, scroll_to_top_of, shot, show_all)
from playwright.sync_api import expect

from jupyter_lab import REPO, open_notebook, run_all
from xlearn import load_match
from xlearn.engine.bots import RandomBot
from xlearn.xeko import new_match

SCENARIO = {"title": "Endgame", "field": [{"card": "Indri", "owner": 1, "at": [0, 1]}],
            "hands": [["Fossa", "Hawk Moth", "Tsingy Shelter"], ["Aye-aye", "Tomato Frog", "Swarm"]],
            "draw": [["Brown Mouse Lemur", "Lowland Streaked Tenrec"],
                     ["Panther Chameleon", "Comet Moth", "Hawk Moth", "Golden Mantella", "Giraffe Weevil"] * 3]}
TURF_WAR_MOVE = "Play Fossa at (0, 2)"
SEED = 3
THREE = 4  # new_match(players=3, seed=4): Player 3 acts first
REPLAYED = 14


def saved_game() -> str:
    m, bot = new_match(players=3, seed=THREE), RandomBot(5)
    for _ in range(REPLAYED):
        m.play(bot.choose(m))
    return m.save()


CELLS = (
    f"""from xlearn.xeko import new_match
from xlearn.ui import XekoBoard, Replay
SCENARIO = {json.dumps(SCENARIO)}""",
    f"XekoBoard(new_match(scenario=SCENARIO, seed={SEED}), seat=0)",
    f"XekoBoard(new_match(players=3, seed={THREE}), seat=0, opponents=None)",
    f"XekoBoard(new_match(players=3, seed={THREE}), seat=0)",
    f"Replay({saved_game()!r})",
    """from xlearn.engine.bots import RandomBot
trade, bot = new_match(players=3, seed=1), RandomBot(1)
while not any(a.kind == "trade-split" for a in trade.legal()):
    trade.play(bot.choose(trade))
XekoBoard(trade, seat=trade.to_act, opponents=None, hotseat=False)""",
    # the one-screen check's own board, in the Boost phase of Fossa's Turf War (whatever the other tests did)
    f"""war = new_match(scenario=SCENARIO, seed={SEED})
war.play({TURF_WAR_MOVE!r})
XekoBoard(war, seat=0)""",
)
IN_THE_WAR = 5


page = module_page(ONE_SCREEN)


@pytest.fixture(scope="module")
def boards(page, lab_server):
    (lab_server.root / "xeko_frame.ipynb").write_text(notebook(*CELLS))
    open_notebook(page, lab_server, "xeko_frame.ipynb")
    run_all(page)
    expect(page.locator(".xl-board")).to_have_count(6, timeout=30_000)
    return page.locator(".xl-board")


def test_why_not_on_a_forbidden_card_names_the_rule(boards, artifacts):
    """A Boost in the hand outside a Turf War cannot be played: clicking it says why, citing the heading."""
    board = boards.nth(0)
    card = board.get_by_role("button", name=re.compile(r"^Pick Tsingy Shelter"))
    expect(card).to_have_attribute("aria-disabled", "true")  # greyed, but a person can still click it
    card.click(force=True)
    notice = board.locator(".xl-notice.why, .xl-notice.refused")
    expect(notice).to_contain_text("Tsingy Shelter")
    expect(notice.locator(".xl-cite")).to_contain_text("rulebook, “")
    assert "docs/" not in notice.inner_text() and ".md" not in notice.inner_text()
    shot(board, artifacts / "xeko-your-turn-why-not.png")


# In the page: at the first render of the board's next version, what the learner sees (recorded before the events play on).
WATCH_NEXT_VERSION = """(board) => {
    const was = board.dataset.version;
    window.__xlFirstRender = null;
    const seen = new MutationObserver(() => {
        if (board.dataset.version === was || window.__xlFirstRender) return;
        window.__xlFirstRender = {
            fossa: (board.querySelector('.xl-cell[data-x="0"][data-y="2"] .xl-card') || {}).textContent || "",
            playing: board.dataset.playing,
            choices: board.querySelectorAll(".xl-choices .xl-choice").length,
            bar: (board.querySelector(".xl-pacebar .xl-bot-who") || {}).textContent || "",
            skip: board.querySelectorAll(".xl-pacebar .xl-skip").length,
        };
        seen.disconnect();
    });
    seen.observe(board, { attributes: true, childList: true, subtree: true });
}"""


def test_a_turf_war_answers_at_once_and_its_events_play_over_the_new_table(boards, artifacts):
    """The table answers the choice at once: at the first drawing after it, Fossa already lies at (0, 2) while
    the war's events play over it (the bar counts them, Skip offered, no choice until they have played); then the
    next choice comes back and the Turf War panel's sums are the engine's."""
    board = boards.nth(0)
    board.get_by_role("button", name=re.compile(r"^Pick Fossa")).click()
    board.evaluate(WATCH_NEXT_VERSION)
    click_and_wait(board, board.get_by_role("button", name=TURF_WAR_MOVE))
    first = board.page.evaluate("window.__xlFirstRender")
    assert first and "Fossa" in first["fossa"], first  # the new position at once, not the one before the move
    assert first["playing"] == "true" and first["choices"] == 0 and first["skip"] == 1, first
    assert re.match(r"What happened: event 1 of \d+", first["bar"]), first
    fossa = board.locator('.xl-cell[data-x="0"][data-y="2"] .xl-card')
    expect(board).to_have_attribute("data-playing", "false")
    expect(board.locator(".xl-turf-war .xl-tw-head")).to_contain_text("Turf War!")
    shot(board, artifacts / "xeko-turf-war-step.png")
    expect(fossa).to_contain_text("Fossa")
    m = new_match(scenario=SCENARIO, seed=SEED)
    events = m.play(TURF_WAR_MOVE)
    war = [e for e in events if e.kind in ("tw-winner", "tw-tie")]
    if war:
        for cls, calc in zip(("invading", "defending"), war[0].calcs):
            assert calc_numbers(board.locator(f".xl-turf-war .xl-tw-final .xl-calc.{cls}")) == engine_numbers(calc)


# The hand's first row of cards (a hand of six or more wraps; its first row shows where the hand is)
HAND_ROW = ".xl-player.me .xl-hand > .xl-card:first-child"


def test_one_screen_at_1280_by_800(boards, artifacts, page):
    """The table (field and own hand), the choices and the latest sum (the Turf War panel) are in view with the
    board scrolled to its top, and nothing sticks out of its panel at 1280 or 1920 wide."""
    board = boards.nth(IN_THE_WAR)
    show_all(board)
    parts = {"field": ".xl-field", "your hand": HAND_ROW, "choices": ".xl-choices",
             "latest sum": ".xl-turf-war .xl-calc"}
    scroll_to_top_of(board)
    page.screenshot(path=str(artifacts / "xeko-one-screen.png"))
    readme = REPO / "docs" / "img" / "xeko-board.png"
    if os.environ.get("XLEARN_README_SHOTS") or not readme.exists():  # the README picture: the board at 1280×800
        box = board.bounding_box()
        page.screenshot(path=str(readme), clip={**box, "height": min(box["height"], ONE_SCREEN["height"] - 26 - box["y"])})
    assert_one_screen(board, parts)
    page.set_viewport_size({"width": 1920, "height": 1080})
    try:
        assert_one_screen(board, parts)
    finally:
        page.set_viewport_size(ONE_SCREEN)


def test_hot_seat_hands_over_and_hides_the_last_hand(boards, artifacts):
    """Three people at one board: the cover names who is to take the screen and shows no card; after Player 3's
    move the board covers again for the next player, and Player 3's hand is gone from the page."""
    board = boards.nth(1)
    cover = board.locator(".xl-cover")
    expect(cover).to_contain_text("Player 3, your turn: take the screen")
    expect(board.locator(".xl-card")).to_have_count(0)
    full = new_match(players=3, seed=THREE).view(None)
    third = [c["name"] for c in full["players"][2]["hand"]]
    text = board.inner_text()
    assert not [n for n in third if n in text]
    click_and_wait(board, board.get_by_role("button", name="I am Player 3: show my cards"))
    expect(board.locator(".xl-player.owner-2 .xl-hand .xl-card")).to_have_count(len(third))
    shot(board, artifacts / "xeko-hot-seat-after.png")
    for _ in range(8):  # Player 3 plays no Xeko card and no Species: then the turn passes on
        if board.locator(".xl-cover").count():
            break
        show_all(board)
        button = board.locator(".xl-choices .xl-choice", has_text=re.compile(r"^Play no ")).first
        click_and_wait(board, button if button.count() else board.locator(".xl-choices .xl-choice").first)
    expect(cover).to_contain_text("your turn: take the screen")
    expect(board.locator(".xl-card")).to_have_count(0)
    assert not [n for n in third if n in board.inner_text()]
    shot(board, artifacts / "xeko-hand-over.png")


def test_the_bots_whole_turn_plays_with_no_click(boards, artifacts):
    """No click at all: the bots make every choice up to the learner's on their own, each in the log as it is made,
    and the learner's choices then come back."""
    board = boards.nth(2)
    expect(board.locator(".xl-pacebar .xl-bot-pause")).to_have_count(0, timeout=60_000)
    expect(board).to_have_attribute("data-playing", "false", timeout=60_000)
    expect(board.locator(".xl-choices .xl-choice").first).to_be_visible()
    heads = board.locator(".xl-log .xl-step-head").all_text_contents()
    made = [h for h in heads if h != "Setting up"]
    assert len(made) >= 2 and all(h.startswith("Player 3 (bot): ") for h in made)
    scroll_to_top_of(board)
    board.page.screenshot(path=str(artifacts / "xeko-bot-turn.png"))
    assert_one_screen(board, {"field": ".xl-field", "your hand": HAND_ROW, "choices": ".xl-choices"})


def test_the_replay_viewer_steps_back_and_forth(boards, artifacts):
    """A saved game opens at its set-up; Forward and Back move one choice at a time, the log's newest step is
    that choice, and the view can be switched to one player's (their hand only)."""
    board = boards.nth(3)
    saved = load_match(saved_game())
    at = board.locator(".xl-replay-at")
    expect(at).to_have_attribute("data-at", "0")
    for k in (1, 2, 3):
        board.get_by_role("button", name="Forward one choice").click()
        expect(at).to_have_attribute("data-at", str(k))
        show_all(board)
        expect(board.locator(".xl-log .xl-step-head").first).to_have_text(re.compile(re.escape(saved.choices[k - 1]) + "$"))
    board.get_by_role("button", name="Back one choice").click()
    expect(at).to_have_attribute("data-at", "2")
    expect(board.locator(".xl-log .xl-step-head").first).to_have_text(re.compile(re.escape(saved.choices[1]) + "$"))
    expect(board.locator(".xl-hand")).to_have_count(3)  # the teacher's view: every hand
    board.get_by_role("combobox", name="Whose view to watch").select_option(label="Player 2's view")
    expect(board.locator(".xl-hand")).to_have_count(1)
    expect(board.locator(".xl-player.owner-1 .xl-hand")).to_have_count(1)
    board.get_by_role("button", name="To the end of the game").click()
    expect(at).to_have_attribute("data-at", str(REPLAYED))
    show_all(board)
    assert overflowing(board) == []
    shot(board, artifacts / "xeko-replay.png")


def test_trade_winds_split_is_chosen_by_selecting_cards(boards, artifacts):
    """A compound choice by selection: the cards chosen are listed in order, Confirm waits until they make a whole
    choice, confirming a pile without its first card is refused with the reason, and the split is played."""
    board = boards.nth(4)
    cards = board.locator(".xl-trade button.in-hand")
    expect(cards).to_have_count(5)
    bar = board.locator(".xl-selection")
    expect(bar).to_contain_text("Trade Winds: choose the cards of pile A")
    first, second = cards.nth(0).get_attribute("aria-label"), cards.nth(1).get_attribute("aria-label")
    cards.nth(1).click()
    expect(bar.locator(".xl-sel-cards li")).to_have_count(1)
    confirm = bar.locator(".xl-confirm")
    expect(confirm).to_have_attribute("aria-disabled", "true")
    confirm.click(force=True)  # greyed, still clickable: the board says why
    notice = board.locator(".xl-notice.refused")
    expect(notice).to_contain_text("select it too")
    expect(notice.locator(".xl-cite")).to_contain_text("Trade Winds")
    board.locator(".xl-trade button.in-hand").nth(0).click()
    expect(bar.locator(".xl-sel-cards li")).to_have_count(2)
    expect(confirm).not_to_have_attribute("aria-disabled", "true")
    shot(board, artifacts / "xeko-trade-winds-selection.png")
    names = [n.split(": ", 1)[1].split(",")[0] for n in (first, second)]
    click_and_wait(board, bar.locator(".xl-confirm"))
    show_all(board)
    expect(board.locator(".xl-log .xl-step-head").first).to_contain_text(f"Split into [{names[0]}, {names[1]}]")

"""The Xeko board in real JupyterLab: a Turf War and a whole short game by mouse, one by keyboard, text stays text."""
from __future__ import annotations

import json
import re

import pytest
from board_helpers import module_page, tab_to
from playwright.sync_api import expect

from jupyter_lab import open_notebook, run_all
from xlearn.xeko import new_match

# Near the end of a game: small draw piles; Fossa at (0, 2) links to Player 2's Indri and starts a Turf War,
# in which Player 1 plays the Boost Tsingy Shelter and the bot may answer with Swarm.
RIVAL_DRAW = ["Panther Chameleon", "Comet Moth", "Hawk Moth", "Golden Mantella", "Giraffe Weevil",
              "Comet Orchid"] * 3 + ["Aye-aye", "Tomato Frog"]
SCENARIO = {"title": "Endgame", "field": [{"card": "Indri", "owner": 1, "at": [0, 1]}],
            "hands": [["Fossa", "Hawk Moth", "Tsingy Shelter"], ["Aye-aye", "Tomato Frog", "Swarm"]],
            "draw": [["Brown Mouse Lemur", "Lowland Streaked Tenrec"], RIVAL_DRAW]}
SEED = 3
EVIL = '<img src=x onerror="window.__xss=1">'
TURF_WAR_MOVE = "Play Fossa at (0, 2)"
BOOST_MOVE = "Boost: play Tsingy Shelter at (-1, 2)"
MAX_CLICKS = 60

SETUP = f"""from xlearn.xeko import new_match
from xlearn.xeko.board import XekoBoard
SCENARIO = {json.dumps(SCENARIO)}"""
MOUSE = f"mouse = XekoBoard(new_match(scenario=SCENARIO, seed={SEED}), seat=0)\nmouse"
KEYS = f"keys = XekoBoard(new_match(scenario=SCENARIO, seed={SEED}), seat=0)\nkeys"
XSS = f"""import dataclasses
EVIL = {EVIL!r}
evil = new_match(scenario=SCENARIO, seed={SEED}, names=[EVIL, "Bob"])
t = evil.state.table  # a card named like an HTML tag (the engine takes no custom card set)
t.defs = tuple(dataclasses.replace(d, name=EVIL) if d.name == "Fossa" else d for d in t.defs)
XekoBoard(evil, seat=0)"""
STATIC = "evil"
FOUR = "XekoBoard(new_match(players=4, seed=5), seat=0)"


def notebook(*sources: str) -> str:
    cells = [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": s}
             for s in sources]
    return json.dumps({"cells": cells, "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3",
                                                                   "language": "python"}},
                       "nbformat": 4, "nbformat_minor": 5})


@pytest.fixture(scope="module")
def board_page(page, lab_server):
    """One notebook with three boards (mouse, keyboard, hostile text) and a static render, all run."""
    (lab_server.root / "xeko_board.ipynb").write_text(notebook(SETUP, MOUSE, KEYS, XSS, STATIC, FOUR))
    open_notebook(page, lab_server, "xeko_board.ipynb")
    run_all(page)
    expect(page.locator(".xl-board")).to_have_count(4, timeout=30_000)
    return page


page = module_page({"width": 1280, "height": 2600})  # tall: a whole board in view


def show_all(board) -> None:
    """Wait until the events of the last choice have played over the table (no click: they play on their own)."""
    expect(board).to_have_attribute("data-playing", "false")


def logged_choices(board) -> list[str]:
    """The choices the board's log shows (oldest first), read from its step headings."""
    heads = board.locator(".xl-step-head").all_text_contents()[::-1]
    return [h.split(": ", 1)[1] for h in heads if h != "Setting up"]


def engine_turf_war(choices: list[str]):
    """Replay the choices in a fresh match; the last Turf War's two sides and its Diff, as the engine works them."""
    m = new_match(scenario=SCENARIO, seed=SEED)
    events = [e for label in choices for e in m.play(label)]
    start = max(i for i, e in enumerate(events) if e.kind == "turf-war")
    verdict = next(e for e in events[start:] if e.kind in ("tw-winner", "tw-tie"))
    diff = next((e for e in events[start:] if e.kind == "diff"), None)
    return verdict.calcs, diff.calc if diff else None


def calc_numbers(calc_locator) -> tuple[list[int], int]:
    values = [int(v) for v in calc_locator.locator(".xl-term").evaluate_all(
        "rows => rows.map(r => r.dataset.value)")]
    return values, int(calc_locator.locator(".xl-total").get_attribute("data-total"))


def play_to_end(board, press) -> int:
    """Make the first offered choice until the game is over (the bots move on their own); returns the choices."""
    made = 0
    for _ in range(MAX_CLICKS):
        show_all(board)
        expect(board.locator(".xl-pacebar .xl-bot-pause")).to_have_count(0, timeout=60_000)
        show_all(board)
        if board.get_attribute("data-over") == "true":
            return made
        target = board.locator(".xl-choices > .xl-choice").first
        if not target.count():
            continue
        version = board.get_attribute("data-version")
        press(target)
        made += 1
        expect(board).not_to_have_attribute("data-version", version)
    raise AssertionError("the game did not end")


def test_mouse_turf_war_and_game_to_the_end(board_page, artifacts):
    """Pick Fossa, see lit and refused spots, win a Turf War whose sums match the engine, play to the end."""
    page = board_page
    board = page.locator(".xl-board").nth(0)
    board.get_by_role("button", name=re.compile(r"^Pick Fossa")).click()
    expect(board.locator(".xl-spot.lit")).not_to_have_count(0)
    board.get_by_role("button", name=re.compile(r"^\(1, 1\): Fossa cannot go")).click()
    notice = board.locator(".xl-notice.why")
    expect(notice).to_contain_text("Fossa cannot go at (1, 1)")
    expect(notice.locator(".xl-cite")).to_contain_text("4. Play One Species Card")
    board.scroll_into_view_if_needed()
    board.screenshot(path=str(artifacts / "xeko-board-pick.png"))
    version = board.get_attribute("data-version")
    board.get_by_role("button", name=TURF_WAR_MOVE).click()
    expect(board).not_to_have_attribute("data-version", version)
    # the table moves at once: Fossa is on its spot, out of the hand, while the war's events play over it
    expect(board.locator('.xl-cell[data-x="0"][data-y="2"]')).to_contain_text("Fossa")
    expect(board.locator(".xl-turf-war .xl-tw-head")).to_contain_text("Turf War!")
    show_all(board)
    board.get_by_role("button", name=re.compile(r"^Pick Tsingy Shelter")).click()
    version = board.get_attribute("data-version")
    board.get_by_role("button", name=BOOST_MOVE).first.click()
    expect(board).not_to_have_attribute("data-version", version)
    expect(board.locator('.xl-cell[data-x="-1"][data-y="2"] .xl-card.kind-boost')).to_contain_text("Tsingy Shelter")
    board.screenshot(path=str(artifacts / "xeko-board-boost.png"))
    unnamed = board.locator("button:not([aria-label]), input:not([aria-label]), summary:not([aria-label])")
    expect(unnamed).to_have_count(0)
    for _ in range(6):  # the Boost turns go on until both pass; then the war is decided
        show_all(board)
        if board.locator('.xl-turf-war .xl-tw-verdict').count():  # decided (the live sums show before)
            break
        expect(board.locator(".xl-pacebar .xl-bot-pause")).to_have_count(0, timeout=60_000)  # the bot moves itself
        show_all(board)
        if board.locator('.xl-turf-war .xl-tw-verdict').count():
            break
        version = board.get_attribute("data-version")
        board.get_by_role("button", name="Pass (play no Boost)").click()
        expect(board).not_to_have_attribute("data-version", version)
    sides, diff = engine_turf_war(logged_choices(board))
    panel = board.locator(".xl-turf-war")
    for cls, calc in zip(("invading", "defending"), sides):
        values, total = calc_numbers(panel.locator(f".xl-tw-final .xl-calc.{cls}"))
        assert values == [t.value for t in calc.terms] and total == calc.total
    if diff is not None:
        values, total = calc_numbers(panel.locator(".xl-calc.diff"))
        assert values == [t.value for t in diff.terms] and total == diff.total
    board.get_by_role("button", name="Undo my last choice").click()
    expect(board.locator(".xl-notice.refused")).to_contain_text("outside teacher mode")
    rival = board.locator(".xl-player.owner-1")
    expect(rival.locator(".xl-hand .xl-card")).to_have_count(0)
    board.get_by_role("button", name="Teacher view (see every card)").click()
    expect(rival.locator(".xl-hand .xl-card")).not_to_have_count(0)
    board.get_by_role("button", name="Teacher view (see every card)").click()
    expect(rival.locator(".xl-hand .xl-card")).to_have_count(0)
    board.screenshot(path=str(artifacts / "xeko-board.png"))
    steps = play_to_end(board, lambda target: target.click())
    show_all(board)
    result = board.locator(".xl-result")
    expect(result).to_contain_text("Final score")
    assert steps >= 1
    board.screenshot(path=str(artifacts / "xeko-board-end.png"))


def test_keyboard_alone_plays_a_game(board_page):
    """From the board's status line, Tab and Enter pick a card, place it, and play the game to its end."""
    page = board_page
    board = page.locator(".xl-board").nth(1)
    board.locator(".xl-status").focus()  # a screen reader's cursor lands here; from now on only keys
    tab_to(page, "Pick Fossa")
    page.keyboard.press("Enter")
    expect(board.get_by_role("button", name="Pick Fossa", exact=False).first).to_have_attribute("aria-pressed", "true")
    tab_to(page, TURF_WAR_MOVE)
    version = board.get_attribute("data-version")
    page.keyboard.press("Enter")
    expect(board).not_to_have_attribute("data-version", version)
    show_all(board)
    tab_to(page, "Pick Tsingy Shelter")
    page.keyboard.press("Enter")
    tab_to(page, BOOST_MOVE)
    version = board.get_attribute("data-version")
    page.keyboard.press("Enter")
    expect(board).not_to_have_attribute("data-version", version)
    expect(board.locator('.xl-cell[data-x="-1"][data-y="2"] .xl-card.kind-boost')).to_have_count(1)

    def press(target):
        tab_to(page, target.get_attribute("aria-label"))
        page.keyboard.press("Enter")

    play_to_end(board, press)
    show_all(board)
    expect(board.locator(".xl-result")).to_contain_text("Final score")


def test_hostile_names_render_as_text(board_page, artifacts):
    """A player and a card named like an HTML tag show as text on the board and in the static render."""
    page = board_page
    board = page.locator(".xl-board").nth(2)
    shown = board.locator(".xl-name", has_text="<img").first  # a name too long for its card is cut at a word
    expect(shown).to_be_visible()
    assert shown.get_attribute("data-full") == EVIL
    expect(board.locator(".xl-player h4", has_text=EVIL)).to_have_count(1)
    board.get_by_role("button", name=re.compile(r"^Pick <img")).click()
    board.locator(".xl-spot.lit").first.click()
    expect(board.locator(".xl-step-head", has_text=EVIL).first).to_be_visible()
    static = page.locator(".xl-static")
    expect(static).to_contain_text(EVIL)
    assert page.evaluate("() => window.__xss") is None
    assert page.locator(".jp-OutputArea img[src='x']").count() == 0


def test_four_players_cards_face_their_controllers(board_page, artifacts):
    """With four players, each seat's cards face it (a quarter turn per seat round the table), shown by a mark:
    every card's text stays upright so it can be read."""
    board = board_page.locator(".xl-board").nth(3)
    for _ in range(12):
        show_all(board)
        expect(board.locator(".xl-pacebar .xl-bot-pause")).to_have_count(0, timeout=60_000)  # bots move themselves
        show_all(board)
        version = board.get_attribute("data-version")
        card = board.locator("button.in-hand:not(.greyed)[aria-pressed]").first
        if card.count():
            card.click()
        target = board.locator(".xl-spot.lit").first
        if not target.count():
            target = board.locator(".xl-choices > .xl-choice").first
        if not target.count():
            continue
        target.click()
        expect(board).not_to_have_attribute("data-version", version)
    facings = board.locator(".xl-cell .xl-card[data-facing]").evaluate_all("els => els.map(e => e.dataset.facing)")
    assert len(set(facings)) >= 2
    turned = board.locator(".xl-cell .xl-card *").evaluate_all(
        "els => els.filter(e => getComputedStyle(e).transform.startsWith('matrix') && "
        "!e.classList.contains('xl-link') && !e.closest('.xl-link')).length")
    assert turned == 0, "a card's text is turned"
    board.screenshot(path=str(artifacts / "xeko-board-4p.png"))

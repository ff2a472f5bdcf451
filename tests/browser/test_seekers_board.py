"""The X: Seekers of Fortune board in real JupyterLab: a Thwart chain and the winning Adventure by mouse, the
same game by keyboard, hostile names rendered as text; the numbers on the board are the engine's Calculations."""
from __future__ import annotations

import json
import os

import pytest
from playwright.sync_api import expect

from board_helpers import (EVIL, FIRST_CHOICE_BOT, FirstChoice, act, choice, engine_numbers, focus_in, no_xss,
                           open_boards, play_to_end, replay_against_bot, press_keys, show_all, shown_calcs, tab_to, tall_page)
from jupyter_lab import REPO
from xlearn.seekers import new_match

# Player 1 is on the Final Adventure (four archived) and holds the Leads for The Forgotten Lagoon; first they
# play the Feat Lucky Break, which Player 2's bot (always the first choice offered) Thwarts with two Glyphs;
# Player 1 may Thwart that Thwart with two Myths. Completing the Lagoon is the fifth Adventure: the game is won.
LAGOON = "The Forgotten Lagoon"
ARCHIVED = ["The Howling Sanctum", "The Forgotten Causeway", "The Silent Monastery", "The Iron Citadel"]
SCENARIO = {"title": "The last Adventure",
            "seats": [{"leads": ["Ruin", "Vision", "Myth", "Myth"], "actionx": ["Lucky Break"], "adventures": [LAGOON],
                       "archived": ARCHIVED, "final": True},
                      {"leads": ["Glyph", "Glyph", "Myth"], "adventures": ["The Ember Sanctum"]}],
            "active": 0, "step": "Take Action",
            "adventure_deck_top": ["The Jade Temple", "The Crimson Citadel"],
            "lead_deck_top": ["Ruin", "Vision", "Myth", "Myth", "Glyph", "Ruin", "Vision"]}
SEED = 3
FEAT = "Play Lucky Break"
COUNTER = "Thwart Player 2's Thwart by burying 2 Myth Leads"
COMPLETE = f"Complete {LAGOON}"
README_HEIGHT = 800

SETUP = f"""import dataclasses, json
from xlearn.seekers import new_match
from xlearn.ui.seekers_board import SeekersBoard
SCENARIO = json.loads({json.dumps(json.dumps(SCENARIO))})
{FIRST_CHOICE_BOT}"""
MOUSE = f"mouse = SeekersBoard(new_match(2, {SEED}, scenario=SCENARIO), seat=0, opponents={{1: FirstChoice()}})\nmouse"
KEYS = f"keys = SeekersBoard(new_match(2, {SEED}, scenario=SCENARIO), seat=0, opponents={{1: FirstChoice()}})\nkeys"
XSS = f"""EVIL = {EVIL!r}
evil = new_match(2, {SEED}, scenario=SCENARIO, names=[EVIL, "Bob"])
t = evil.state.t  # an Adventure named like an HTML tag (the engine takes no custom card set): a renamed copy
t.defs = tuple(dataclasses.replace(d, name=EVIL) if d.name == {LAGOON!r} else d for d in t.defs)
SeekersBoard(evil, seat=0, opponents={{1: FirstChoice()}})"""
STATIC = "evil"


page = pytest.fixture(scope="module", name="page")(tall_page)


@pytest.fixture(scope="module")
def board_page(page, lab_server):
    """One notebook with three Seekers boards (mouse, keyboard, hostile names) and a static render, all run."""
    return open_boards(page, lab_server, "seekers_board.ipynb", (SETUP, MOUSE, KEYS, XSS, STATIC))


def engine_game(mine: list[str], bot=FirstChoice()):
    """Replay the game in the engine: my choices in order, the bot's for Player 2 (also after mine)."""
    return replay_against_bot(lambda: new_match(2, SEED, scenario=SCENARIO), mine, bot)


def check_chain(board) -> None:
    """The Thwart chain in the log: Player 2 Thwarts the Feat, Player 1 Thwarts the Thwart, the Feat resolves."""
    heads = board.locator(".xl-step-head")
    expect(heads.filter(has_text="Player 2 (bot): Thwart Player 1's Lucky Break")).to_have_count(1)
    expect(heads.filter(has_text=COUNTER)).to_have_count(1)
    expect(board.locator(".xl-event.kind-thwarted").first).to_be_visible()
    expect(board.locator(".xl-event.kind-resolves").first).to_be_visible()


def check_numbers(board, m) -> None:
    """Completing the Adventure (archived count), the win and the final score show the engine's sums."""
    assert m.over and list(m.result.winners) == [0]
    complete = next(e for e in reversed(m.events) if e.kind == "complete")
    win = next(e for e in reversed(m.events) if e.kind == "win")
    assert shown_calcs(board.locator(".xl-event.kind-complete").first.locator(".xl-calc")) == \
        [engine_numbers(c) for c in complete.all_calcs()]
    assert shown_calcs(board.locator(".xl-event.kind-win").first.locator(".xl-calc")) == \
        [engine_numbers(c) for c in win.all_calcs()]
    for seat, calc in m.result.scores.items():
        shown = shown_calcs(board.locator(f'.xl-result .xl-score[data-seat="{seat}"] .xl-calc'))
        assert shown == [engine_numbers(calc)]
    expect(board.locator(".xl-result .xl-score.winner")).to_contain_text("Player 1 (wins)")


def test_mouse_thwart_chain_and_winning_adventure(board_page, artifacts):
    """Play a Feat, the bot Thwarts it, Thwart the Thwart, complete the fifth Adventure: sums match the engine."""
    page = board_page
    board = page.locator(".xl-board").nth(0)
    expect(board.locator(".xl-phases")).to_be_visible()
    act(board, lambda t: t.click(), choice(board, FEAT))
    act(board, lambda t: t.click(), board.locator(".xl-bot"))
    expect(choice(board, COUNTER)).to_be_visible()
    expect(board.locator('[data-field="waiting_for"]')).to_contain_text("thwart")
    board.screenshot(path=str(artifacts / "seekers-board-chain.png"))
    readme = REPO / "docs" / "img" / "seekers-board.png"
    if os.environ.get("XLEARN_README_SHOTS") or not readme.exists():  # the README picture (mid-chain), kept under 200 KB
        board.scroll_into_view_if_needed()
        box = board.bounding_box()
        page.screenshot(path=str(readme), clip={**box, "height": min(box["height"], README_HEIGHT)})
    act(board, lambda t: t.click(), choice(board, COUNTER))
    show_all(board)
    check_chain(board)
    unnamed = board.locator("button:not([aria-label]), input:not([aria-label]), summary:not([aria-label])")
    expect(unnamed).to_have_count(0)
    expect(board.locator(".xl-event .xl-cite").first).to_contain_text("rulebook")
    act(board, lambda t: t.click(), choice(board, COMPLETE))
    assert play_to_end(board, lambda t: t.click()) == []  # the fifth Adventure ends the game at once
    show_all(board)
    expect(board.locator(".xl-result")).to_contain_text("Final score")
    check_numbers(board, engine_game([FEAT, COUNTER, COMPLETE]))
    board.screenshot(path=str(artifacts / "seekers-board-end.png"))


def test_keyboard_alone_plays_a_game(board_page, artifacts):
    """From the status line, Tab and Enter play the Feat, let the bot Thwart, Thwart back and win."""
    page = board_page
    board = page.locator(".xl-board").nth(1)
    board.locator(".xl-status").focus()  # a screen reader's cursor lands here; from now on only keys
    press = press_keys(page, board)
    act(board, press, choice(board, FEAT))
    act(board, press, board.locator(".xl-bot"))
    act(board, press, choice(board, COUNTER))
    act(board, press, choice(board, COMPLETE))
    assert board.get_attribute("data-over") == "true"
    assert focus_in(board)
    tab_to(page, "Show all events")
    page.keyboard.press("Enter")
    expect(board.locator(".xl-result")).to_contain_text("Final score")
    check_chain(board)
    check_numbers(board, engine_game([FEAT, COUNTER, COMPLETE]))
    board.screenshot(path=str(artifacts / "seekers-board-keyboard.png"))


def test_hostile_names_render_as_text(board_page, artifacts):
    """A player and an Adventure named like an HTML tag show as text on the board, its log and the static render."""
    page = board_page
    board = page.locator(".xl-board").nth(2)
    expect(board.locator(".xl-player h4", has_text=EVIL)).to_have_count(1)
    expect(board.locator(".xl-player .xl-name", has_text=EVIL).first).to_be_visible()
    act(board, lambda t: t.click(), choice(board, f"Complete {EVIL}"))
    show_all(board)
    expect(board.locator(".xl-step-head", has_text=EVIL).first).to_be_visible()
    expect(board.locator(".xl-result")).to_contain_text(EVIL)
    expect(page.locator(".xl-static")).to_contain_text(EVIL)
    board.screenshot(path=str(artifacts / "seekers-board-hostile.png"))
    no_xss(page)

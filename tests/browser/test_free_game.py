"""A free game against a bot, one per game, in real JupyterLab: the learner makes 20 of their own choices and
clicks nothing else (no Next step, Show all, Play turn or Step): each choice's events play over the table on their
own and the bot moves on its own, so the learner's next choice appears without a click."""
from __future__ import annotations

import re
import time

import pytest
from board_helpers import module_page, open_boards
from playwright.sync_api import expect

GAMES = ("xeko", "xenofera", "seekers")
CHOICES = 20
WAIT_FOR_CHOICE_S = 60  # a loaded machine plays a bot's turn slowly; a choice that never comes fails the test
CELLS = ("from xlearn.ui import Board\nimport xlearn.xeko as xeko, xlearn.xenofera as xenofera, xlearn.seekers as seekers",
         "Board(xeko.new_match(players=2, seed=11), seat=0)",
         "Board(xenofera.new_match(players=2, seed=11), seat=0)",
         "Board(seekers.new_match(players=2, seed=11), seat=0)")
# What a learner's game choice is on each table: an offered choice (a button, a lit spot, a card on the table that
# acts), or picking a hand card to play it (half of a Xeko play); anything else clicked is not a choice.
CHOICE = (".xl-choices > .xl-choice:not(.greyed), .xl-spot.lit, .xl-target, .xl-menu .xl-choice, .xl-confirm, "
          ".xf-exclude, .xf-offer-cards [role=button]")
# A card on the table that is itself the choice: a Xenofera card to exclude, or a set-up card offered (a colour of
# Battle cards, a Huntsman, a Collection).
TABLE_CHOICE = ".xl-target, .xf-exclude, .xf-offer-cards [role=button]"
PICK = "button.in-hand:not(.greyed)[aria-pressed], .selectable[aria-pressed]"  # a card picked or selected
XEKO_PICK = "button.in-hand:not(.greyed)[aria-pressed]"
SELECTABLE = '.selectable[aria-pressed="false"]:not(.disabled)'
CONFIRM = ".xl-selection .xl-confirm"

page = module_page({"width": 1280, "height": 2600})


@pytest.fixture(scope="module")
def boards(page, lab_server):
    return open_boards(page, lab_server, "free_game.ipynb", CELLS, boards=3).locator(".xl-board")


def is_choice(target) -> bool:
    """Whether a clicked element is one of the learner's game choices (or a hand card picked to play)."""
    return target.evaluate(f"(e) => e.matches({CHOICE!r}) || e.matches({PICK!r})")


def next_choice(board):
    """The learner's next choice once it is offered (a Xeko Species: its hand card, then a lit spot), waiting
    without clicking while events play and the bot moves; None once the game is over."""
    deadline = time.monotonic() + WAIT_FOR_CHOICE_S
    while time.monotonic() < deadline:
        if board.get_attribute("data-over") == "true":
            return None
        if board.get_attribute("data-playing") == "false":
            lit = board.locator(".xl-spot.lit")
            if lit.count():
                return [lit.first]
            buttons = board.locator(".xl-choices > .xl-choice:not(.greyed)")
            if buttons.count():
                return [buttons.first]
            on_table = board.locator(TABLE_CHOICE)
            if on_table.count():
                return [on_table.first, "menu"]  # a card with several choices opens a menu of them: pick one
            if board.locator(CONFIRM).count():
                return ["select"]  # select cards on the table until Confirm is allowed, then Confirm
            pick = board.locator(XEKO_PICK)
            if pick.count() and board.locator(".xl-choices").is_visible():
                return [pick.first, None]  # pick, then the first lit spot it offers

        time.sleep(0.1)
    raise AssertionError(f"no choice of the learner's appeared within {WAIT_FOR_CHOICE_S} s without a click "
                         f"(board text: {board.inner_text()[:300]!r})")


def pick_from_menu(board, version) -> None:
    """After a click on a card on the table: if it had several choices, the choices panel now lists them under
    the card's name (a menu); the learner picks the first. A card with one choice has already played it."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if board.get_attribute("data-version") != version:
            return
        if board.locator(".xl-menu-title, .xl-menu").count():
            board.locator(".xl-menu .xl-choice, .xl-menu-title ~ .xl-choice:not(.greyed)").first.click()
            return
        time.sleep(0.1)


def confirm_allowed(board) -> bool:
    button = board.locator(CONFIRM).first
    return button.count() > 0 and button.get_attribute("aria-disabled") != "true" and button.is_enabled()


def select_and_confirm(board) -> int:
    """A compound choice made as a learner makes it: select cards on the table one by one until Confirm is
    allowed, then Confirm; a card the board refuses (its reason shown in red) is clicked again to take it back and
    another is tried. Returns how many clicks were not on a card to select or on Confirm (none)."""
    others, refused = 0, set()
    for _ in range(16):
        time.sleep(0.3)  # Python answers each selection (it says whether Confirm may play it)
        if confirm_allowed(board):
            break
        untried = [c for c in board.locator(SELECTABLE).all() if c.get_attribute("data-key") not in refused]
        if not untried:
            break
        card, key = untried[0], untried[0].get_attribute("data-key")
        others += 0 if is_choice(card) else 1
        card.click()
        time.sleep(0.3)
        if board.locator(".xl-selection.refused").count():
            refused.add(key)
            board.locator(f'[data-key="{key}"][aria-pressed="true"]').first.click()  # take it back
    assert confirm_allowed(board), ("Confirm stayed refused: " + board.locator(".xl-selection").inner_text()
                                    + f" | selectable now: {board.locator(SELECTABLE).count()}")
    board.locator(CONFIRM).first.click()
    return others


@pytest.mark.parametrize("game", GAMES)
def test_a_free_game_against_a_bot_needs_no_click_but_the_learners_choices(boards, artifacts, game):
    """20 choices of the learner's own: every click is on a choice, none on a control; the bot moved itself."""
    board = boards.nth(GAMES.index(game) + 0)
    board.scroll_into_view_if_needed()
    made, other_clicks = 0, 0
    while made < CHOICES:
        targets = next_choice(board)
        if targets is None:
            break
        version = board.get_attribute("data-version")
        for target in targets:
            if target == "select":
                other_clicks += select_and_confirm(board)
                continue
            if target == "menu":
                pick_from_menu(board, version)
                continue
            target = target or board.locator(".xl-spot.lit").first
            if not is_choice(target):
                other_clicks += 1
            target.click()
        expect(board).not_to_have_attribute("data-version", version or "", timeout=30_000)
        made += 1
    assert other_clicks == 0
    assert made == CHOICES or board.get_attribute("data-over") == "true"
    bot_moves = board.locator(".xl-log .xl-step-head", has_text=re.compile(r"\(bot\): ")).count()
    assert bot_moves >= 1, "the bot never moved"
    page = board.page
    page.set_viewport_size({"width": 1280, "height": 800})
    board.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"free-game-{game}.png"))
    page.set_viewport_size({"width": 1280, "height": 2600})

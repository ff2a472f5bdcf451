"""Every learner (issue 28): axe-core's WCAG 2.1 A/AA rules find nothing on any board, in its own page and in
JupyterLab, at the start and after 10 choices; 10 choices a game made with the keyboard alone, the key presses
counted and the live region read after each; no text under 12 px; the large and projector sizes drawn."""
from __future__ import annotations

import re

import pytest
from access_page import axe_violations, live_text, mount, new_board, small_text
from board_helpers import module_page, open_boards, wait_for_bots
from playwright.sync_api import expect

GAMES = ("xeko", "xenofera", "seekers")
CHOICES = 10
SCREEN = {"width": 1280, "height": 800}
# No rule is turned off. axe files "label-content-name-mismatch" (WCAG 2.5.3) as experimental; access_page turns it on.

page = module_page(SCREEN)


def report(violations) -> str:
    return "\n".join(f"{v['id']} ({v['impact']}): {n['target']}" for v in violations for n in v["nodes"])


def focused(page) -> dict:
    return page.evaluate("""() => { const a = document.activeElement;
      return { name: a.getAttribute('aria-label') || a.innerText || '', cls: a.className || '' }; }""")


def press(page, key: str, counter: list) -> None:
    page.keyboard.press(key)
    counter.append(key)


def wait_new_version(page, version: str) -> None:
    """The board moved on from version; then its events play and the bots move, until it is the learner's choice."""
    expect(page.locator(".xl-board")).not_to_have_attribute("data-version", version)
    wait_for_bots(page.locator(".xl-board"))


SPECIES = ".in-hand:not(.greyed)[aria-label*=Species]"


def xeko_species_to_spot(page, live_before: str) -> int:
    """Tab to a Species in the hand, pick it (Enter), place it (Enter): the presses from the hand card to the spot.
    Picking is only a selection, so the live region stays quiet until the card is placed."""
    wait_for_bots(page.locator(".xl-board"))
    page.locator(".xl-status").focus()
    for _ in range(80):
        if page.evaluate(f"() => document.activeElement.matches('{SPECIES}')"):
            break
        page.keyboard.press("Tab")
    else:
        raise AssertionError("no Species in the hand reached by Tab")
    version = page.locator(".xl-board").get_attribute("data-version")
    presses: list = []
    press(page, "Enter", presses)            # pick: the spots light, the focus moves to the first lit one
    assert "lit" in focused(page)["cls"], f"after picking, the focus is on {focused(page)} instead of a lit spot"
    assert live_text(page) == live_before, "the live region spoke while the learner only picked a card"
    press(page, "Enter", presses)            # place
    wait_new_version(page, version)
    return len(presses)


READY = """(b) => { const a = document.activeElement; return Boolean(a && b.contains(a) && a.matches(
  ".xl-choice:not(.greyed):not([aria-disabled='true']), .xl-confirm:not([aria-disabled='true']), .selectable[aria-pressed='false'], .lit:not([aria-pressed='true'])")); }"""


def keyboard_choice(page, board=None) -> int:
    """T to the choices, Enter on the first offered one; a choice made of selected cards takes T to the next card to
    select and Enter on it, for each card (the focus moves to Confirm once the selection is complete), then Enter
    on Confirm. The presses."""
    board = board or page.locator(".xl-board").first
    wait_for_bots(board)
    version = board.get_attribute("data-version")
    presses: list = []
    if not board.evaluate("b => b.contains(document.activeElement)"):
        board.locator(".xl-status").focus()  # the learner's first Tab into the board
        presses.append("Tab")
    for _ in range(8):
        if not board.evaluate(READY):
            press(page, "t", presses)
            assert focused(page)["name"], "T put the focus on nothing with a name"
        press(page, "Enter", presses)
        try:
            expect(board).not_to_have_attribute("data-version", version, timeout=2500)
            break
        except AssertionError:
            continue
    expect(board).not_to_have_attribute("data-version", version)
    wait_for_bots(board)
    return len(presses)


@pytest.mark.parametrize("game", GAMES)
def test_keyboard_alone_makes_ten_choices_and_each_is_read_out(page, game, artifacts):
    """10 choices with keys only, counted; after each the live region names the choice and says who is next; axe
    finds nothing at the start and after the 10; no text under 12 px."""
    board = new_board(game, seed=3)
    mount(page, board, game)
    violations = axe_violations(page)
    print(f"own page {game} at the start: axe violations {len(violations)}")
    assert violations == [], report(violations)
    assert small_text(page) == []
    counts, placed = [], 0
    for _ in range(CHOICES):
        before = live_text(page)
        if game == "xeko" and not placed and page.locator(SPECIES).count():
            n = placed = xeko_species_to_spot(page, before)
            assert n <= 5, f"a Species went from the hand to a lit spot in {n} presses"
        else:
            n = keyboard_choice(page)
        counts.append(n)
        step = board.board["log"][-1]
        said = live_text(page)
        assert step["choice"] in said, f"the live region read {said!r}, not the choice {step['choice']!r}"
        assert "Now:" in said or "Game over" in said
        if board.match.over:
            break
    print(f"{game}: key presses per choice {counts}")
    assert game != "xeko" or placed, "no Species was placed from the hand in the 10 choices"
    assert max(counts) <= 5
    violations = axe_violations(page)
    print(f"own page {game} after {len(counts)} choices: axe violations {len(violations)}")
    assert violations == [], report(violations)
    assert small_text(page) == []
    page.screenshot(path=str(artifacts / f"access-{game}-after-10.png"))


@pytest.mark.parametrize("size", ["large", "projector"])
def test_the_text_size_setting_scales_every_board(page, size, artifacts):
    """Text size Large or Projector: the whole board follows (its status line's text grows), nothing under 12 px,
    and axe still finds nothing."""
    for game in GAMES:
        mount(page, new_board(game, seed=3), game)
        wait_for_bots(page.locator(".xl-board"))  # the bots' first moves redraw the board
        status = page.locator(".xl-status")
        normal = status.bounding_box()["height"]
        page.get_by_label("Text size").select_option(size)
        expect(page.locator(".xl-board")).to_have_class(re.compile(f"xl-size-{size}"))
        wait_for_bots(page.locator(".xl-board"))
        assert status.bounding_box()["height"] > normal * 1.2
        assert small_text(page) == []
        assert axe_violations(page) == [], report(axe_violations(page))
        page.screenshot(path=str(artifacts / f"access-{game}-{size}.png"))
        page.get_by_label("Text size").select_option("normal")


def test_read_nothing_keeps_the_live_region_quiet(page):
    """"Read after a choice: Nothing" reads nothing after a choice; "Everything" reads it again."""
    board = new_board("seekers", seed=3)
    mount(page, board, "seekers")
    page.get_by_label("Read after a choice").select_option("nothing")
    keyboard_choice(page)
    assert live_text(page) == ""
    page.get_by_label("Read after a choice").select_option("everything")
    keyboard_choice(page)
    assert board.board["log"][-1]["choice"] in live_text(page)


def test_keys_help_lists_the_keys(page):
    """The Keys button and the ? key open the list of keys on the board."""
    mount(page, new_board("xenofera", seed=3), "xenofera")
    page.get_by_role("button", name="Keys").click()
    expect(page.locator(".xl-keys-list")).to_contain_text("go to your choices")
    page.locator(".xl-status").focus()
    page.keyboard.press("?")
    expect(page.locator(".xl-keys-list")).to_have_count(0)


# ----- inside JupyterLab: the three boards in one notebook ------------------------------------------------------
SETUP = """from xlearn.engine.bots import RandomBot
from xlearn.xeko.board import XekoBoard
from xlearn.xenofera.board import XenoferaBoard
from xlearn.seekers.board import SeekersBoard
import xlearn.xeko, xlearn.xenofera, xlearn.seekers"""
CELLS = tuple(f"{cls}(xlearn.{g}.new_match(players=2, seed=3), seat=0, opponents={{1: RandomBot(3)}})"
              for g, cls in (("xeko", "XekoBoard"), ("xenofera", "XenoferaBoard"), ("seekers", "SeekersBoard")))


def test_axe_finds_nothing_in_jupyterlab_at_the_start_and_after_ten_choices(page, lab_server):
    """The three boards in JupyterLab: no axe violation at the start, nor after 10 choices each made by keys (T to
    the choices, Enter; the cards of a compound choice selected the same way, then Confirm)."""
    open_boards(page, lab_server, "access.ipynb", (SETUP, *CELLS))
    for game in GAMES:
        violations = axe_violations(page, f".xl-board.xl-{game}")
        print(f"JupyterLab {game} at the start: axe violations {len(violations)}")
        assert violations == [], report(violations)
    for i, game in enumerate(GAMES):
        board = page.locator(".xl-board").nth(i)
        board.scroll_into_view_if_needed()
        made = 0
        while made < CHOICES and board.get_attribute("data-over") != "true":
            board.locator(".xl-status").focus()
            keyboard_choice(page, board)
            made += 1
        assert made == CHOICES or board.get_attribute("data-over") == "true", f"{game}: {made} choices"
        violations = axe_violations(page, f".xl-board.xl-{game}")
        print(f"JupyterLab {game}: {made} choices, axe violations {len(violations)}")
        assert violations == [], report(violations)
    violations = axe_violations(page, ".xl-board")
    assert violations == [], report(violations)


def test_arrow_keys_move_within_the_hand_and_the_field_grid(page):
    """In Xeko, an arrow key moves from a hand card to the next one in the hand, and after a pick from a lit spot to
    another place in the field grid, never out of the zone."""
    board = new_board("xeko", seed=3)
    mount(page, board, "xeko")
    while board.match.to_act != 0 or not page.locator(SPECIES).count():
        keyboard_choice(page)
    hand = page.locator(".xl-hand").first
    hand.locator(".in-hand").first.focus()
    first = focused(page)["name"]
    page.keyboard.press("ArrowRight")
    assert hand.evaluate("h => h.contains(document.activeElement)") and focused(page)["name"] != first
    page.locator(SPECIES).first.focus()
    page.keyboard.press("Enter")
    assert "lit" in focused(page)["cls"]
    at = focused(page)["name"]
    grid = page.locator(".xl-grid")
    for key in ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"):
        page.keyboard.press(key)
        if focused(page)["name"] != at:
            break
    assert grid.evaluate("g => g.contains(document.activeElement)"), "the arrow key left the field grid"
    assert focused(page)["name"] != at, "no arrow key moved within the field grid"


ZONES = {"xeko": ".xl-hand", "xenofera": ".xf-sight .xf-row", "seekers": ".xl-adventures"}
NAME = "() => document.activeElement.getAttribute('aria-label') || document.activeElement.textContent"


@pytest.mark.parametrize("game", GAMES)
def test_a_zone_is_one_tab_stop_and_the_arrow_keys_move_within_it(page, game):
    """Xeko's hand, Xenofera's Line of Sight, a Seekers row of Adventures: one stop in the Tab order (a roving
    tab stop); the arrow keys move from card to card inside it and never out; the stop follows the focus, so Tab
    leaves the zone and Shift+Tab comes back to the card last reached."""
    board = new_board(game, seed=3)
    mount(page, board, game)
    zone = page.locator(ZONES[game]).first
    for _ in range(12):
        wait_for_bots(page.locator(".xl-board"))
        if zone.locator("[data-rove]").count() >= 2:
            break
        keyboard_choice(page)
    wait_for_bots(page.locator(".xl-board"))
    zone = page.locator(ZONES[game]).first
    expect(zone.locator("[data-rove][tabindex='0']")).to_have_count(1)
    zone.locator("[data-rove][tabindex='0']").focus()
    first = page.evaluate(NAME)
    for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
        page.keyboard.press(key)
        assert zone.evaluate("z => z.contains(document.activeElement)"), f"{key} left the zone"
        if page.evaluate(NAME) != first:
            break
    reached = page.evaluate(NAME)
    assert reached != first, "no arrow key moved within the zone"
    expect(zone.locator("[data-rove][tabindex='0']")).to_have_count(1)
    assert page.evaluate("() => document.activeElement.getAttribute('tabindex')") == "0", "the tab stop did not follow the focus"
    page.keyboard.press("Tab")
    assert not zone.evaluate("z => z.contains(document.activeElement)"), "Tab went on to another card of the same zone"
    page.keyboard.press("Shift+Tab")
    assert page.evaluate(NAME) == reached, "Shift+Tab did not come back to the card last reached in the zone"

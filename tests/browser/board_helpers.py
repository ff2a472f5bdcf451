"""Helpers shared by the browser tests of the Xenofera and Seekers boards: a notebook, clicks, keys, sums."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

EVIL = '<img src=x onerror="window.__xss=1">'
MAX_STEPS = 60
TAB_LIMIT = 120

# A bot that always takes the first offered choice, so the tests know what the opponent does.
FIRST_CHOICE_BOT = '''class FirstChoice:
    """Always the first offered choice."""
    def choose(self, match):
        return match.legal()[0]'''


class FirstChoice:
    """The same bot, for replaying a game in the engine."""

    def choose(self, match):
        return match.legal()[0]


def notebook(*sources: str) -> str:
    """A notebook (JSON text) with one code cell per source, for the Python 3 kernel."""
    cells = [{"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": s}
             for s in sources]
    kernel = {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}}
    return json.dumps({"cells": cells, "metadata": kernel, "nbformat": 4, "nbformat_minor": 5})


def settled(board) -> None:
    """Wait until the newest step's events have played over the table (at the tests' fast pace) and no bot is
    moving, as a learner waits before choosing again."""
    expect(board).to_have_attribute("data-playing", "false")


show_all = settled  # (the events play on their own now: nothing to press)


def reveal_all(board, press) -> None:
    """Wait for the events of the last step to play (nothing is pressed: the table is already at the new position)."""
    settled(board)


def act(board, press, target) -> None:
    """Press target (a click or keys), wait for the board to show a new version, and for its events to play."""
    settled(board)
    version = board.get_attribute("data-version")
    press(target)
    expect(board).not_to_have_attribute("data-version", version)
    settled(board)


def choice(board, name: str):
    """The offered choice button whose accessible name is exactly name."""
    return board.locator(".xl-choices").get_by_role("button", name=name, exact=True)


# What a learner can choose: a choice button, or a card offered at set-up (Xenofera draws those as the cards)
OFFERED = ".xl-choices > .xl-choice, .xf-offer-cards [role=button]"


def next_target(board):
    """The first offered choice (bots move on their own), or None while a bot is to move."""
    if board.locator(".xl-pacebar .xl-bot-pause").count():
        return None
    return board.locator(OFFERED).first


def wait_for_bots(board) -> None:
    """Wait while the bots play on their own until a choice is offered again (or the game ends)."""
    expect(board.locator(".xl-pacebar .xl-bot-pause")).to_have_count(0, timeout=60_000)
    settled(board)


def choice_label(target) -> str:
    """The engine's label of an offered choice: its spoken name before the visible words were added to it
    (widgets/shared/names.js keeps it as data-choice), else the spoken name itself."""
    return target.get_attribute("data-choice") or target.get_attribute("aria-label")


def play_to_end(board, press) -> list[str]:
    """Take the first offered choice until the game is over (the bots move on their own between); the labels
    pressed. Each time, the last step's events have played first."""
    pressed = []
    for _ in range(MAX_STEPS):
        settled(board)
        if board.get_attribute("data-over") == "true":
            return pressed
        target = next_target(board)
        if target is None:
            wait_for_bots(board)
            continue
        pressed.append(choice_label(target))
        act(board, press, target)
    raise AssertionError("the game did not end")


def calc_numbers(figure) -> tuple[str, list[int], int]:
    """A worked sum's title, its terms' values and its total, as the DOM shows them (data attributes)."""
    values = [int(v) for v in figure.locator(".xl-term").evaluate_all("rows => rows.map(r => r.dataset.value)")]
    return figure.get_attribute("data-title"), values, int(figure.locator(".xl-total").get_attribute("data-total"))


def engine_numbers(calc) -> tuple[str, list[int], int]:
    return calc.title, [t.value for t in calc.terms], calc.total


def shown_calcs(locator) -> list[tuple[str, list[int], int]]:
    return [calc_numbers(locator.nth(i)) for i in range(locator.count())]


def focused_name(page) -> str:
    return page.evaluate("() => (document.activeElement && document.activeElement.getAttribute('aria-label')) || ''")


WHERE = """() => { const a = document.activeElement; const r = a.getBoundingClientRect();
  return `${a.dataset.key || ""}|${a.getAttribute("aria-label") || ""}|${Math.round(r.left)},${Math.round(r.top)}`; }"""


def _moved(page, key: str) -> bool:
    before = page.evaluate(WHERE)
    page.keyboard.press(key)
    return page.evaluate(WHERE) != before


def walk_zone(page, there) -> bool:
    """In a zone of cards that is one tab stop (a hand, the Xeko field grid, a row of Adventures), the arrow keys:
    up to its top, then each row from its left end to its right, as a learner scans it. Whether there() was met."""
    if there():
        return True
    if not page.evaluate("() => document.activeElement.hasAttribute('data-rove')"):
        return False
    for _ in range(12):
        if not _moved(page, "ArrowUp"):
            break
    for _ in range(12):
        for _ in range(12):
            if not _moved(page, "ArrowLeft"):
                break
        for _ in range(12):
            if there():
                return True
            if not _moved(page, "ArrowRight"):
                break
        if not _moved(page, "ArrowDown"):
            return there()
    return there()


def tab_to(page, name: str, exact: bool = False, limit: int = TAB_LIMIT) -> None:
    """Press Tab (then Shift+Tab) from zone to zone, and the arrow keys within a zone of cards (one tab stop),
    until the focused control's accessible name is (or starts with) name."""
    def there() -> bool:
        got = focused_name(page)
        return got == name if exact else got.startswith(name)
    for key in ("Tab", "Shift+Tab"):
        for _ in range(limit if key == "Tab" else 2 * limit):
            if there() or walk_zone(page, there):
                return
            page.keyboard.press(key)
    raise AssertionError(f"no control named {name!r} reached by Tab, Shift+Tab and the arrow keys")


def focus_in(board) -> bool:
    """Whether the keyboard focus is inside the board (a re-render must not drop it on the page)."""
    return board.evaluate("b => b.contains(document.activeElement)")


def press_keys(page, board):
    """A press function for play_to_end: Tab to the target's control, then Enter; the focus stays on the board."""
    def press(target):
        assert focus_in(board), "the keyboard focus left the board"
        tab_to(page, target.get_attribute("aria-label"), exact=True)
        page.keyboard.press("Enter")
    return press


def no_xss(page) -> None:
    """The hostile text set nothing and made no image."""
    assert page.evaluate("() => window.__xss") is None
    assert page.locator(".jp-OutputArea img[src='x']").count() == 0


def tall_page(browser):
    """One tall page for a module's tests, so a whole board is in view (the notebook runs once)."""
    context = browser.new_context(viewport={"width": 1280, "height": 2600})
    yield context.new_page()
    context.close()


def open_boards(page, lab_server, name: str, cells: tuple[str, ...], boards: int = 3):
    """Write a notebook of these cells into the served folder, open it, run it, and wait for its boards."""
    from jupyter_lab import open_notebook, run_all

    (lab_server.root / name).write_text(notebook(*cells))
    open_notebook(page, lab_server, name)
    run_all(page)
    expect(page.locator(".xl-board")).to_have_count(boards, timeout=30_000)
    return page


def replay_against_bot(start, mine: list[str], bot) -> object:
    """Replay a game in the engine: `start()` makes the match; my choices in order, the bot's for Player 2."""
    m = start()
    mine = list(mine)
    while (mine or m.to_act == 1) and not m.over:
        m.play(bot.choose(m) if m.to_act == 1 else mine.pop(0))
    return m


# ----- one screen (issue 12): at 1280×800 the table, the choices and the latest sum are in view ------------------
ONE_SCREEN = {"width": 1280, "height": 800}

OVERFLOWING = """(board) => {
  // Elements whose box sticks out of the panel (.xl-section) holding them, unless a scrolling box between
  // them clips it on purpose (the field scrolls inside its box). Each: what it is, and by how many pixels.
  const out = [];
  const scrolls = (e) => ['auto', 'scroll', 'hidden'].includes(getComputedStyle(e).overflowX);
  for (const e of board.querySelectorAll('.xl-section *')) {
    const r = e.getBoundingClientRect();
    if (!r.width || !r.height || getComputedStyle(e).position === 'fixed') continue;
    let p = e.parentElement, clipped = false;
    while (p && !p.classList.contains('xl-section')) { if (scrolls(p)) { clipped = true; break; } p = p.parentElement; }
    if (clipped || !p) continue;
    const q = p.getBoundingClientRect();
    const by = Math.max(r.right - q.right, q.left - r.left);
    if (by > 1) out.push(`${e.tagName.toLowerCase()}.${[...e.classList].join('.')} (${e.textContent.slice(0, 30)}) by ${Math.round(by)}px in ${p.getAttribute('aria-label')}`);
  }
  // a board wider than its output area, or a side column pushed out of the board, clips too
  const b = board.getBoundingClientRect();
  for (const e of board.querySelectorAll('.xl-play, .xl-side')) {
    const r = e.getBoundingClientRect();
    if (r.right > b.right + 1) out.push(`${e.className} sticks out of the board by ${Math.round(r.right - b.right)}px`);
  }
  return out;
}"""


def overflowing(board) -> list[str]:
    """Every element that sticks out of its panel (empty when nothing clips or overlaps the panel's edge)."""
    return board.evaluate(OVERFLOWING)


def scroll_to_top_of(board) -> None:
    """Scroll the notebook so the board's top is at the top of the notebook's view, as a learner would, and
    wait until it stays there: after a resize JupyterLab lays the notebook out again for a moment, and a
    scroll made before that settles is undone by it."""
    last = None
    for _ in range(30):
        board.evaluate("b => b.scrollIntoView({block: 'start'})")
        board.page.wait_for_timeout(100)
        box = board.bounding_box()
        top = None if box is None else round(box["y"])
        if top is not None and top == last:
            return
        last = top


def shot(board, path) -> None:
    """What the learner sees at 1280×800 with the board scrolled to its top."""
    scroll_to_top_of(board)
    board.page.screenshot(path=str(path))


def click_and_wait(board, target) -> None:
    """Click as a learner would, then wait until the board has redrawn."""
    version = board.get_attribute("data-version")
    target.click()
    expect(board).not_to_have_attribute("data-version", version)


def assert_one_screen(board, parts: dict[str, str]) -> None:
    """With the board scrolled to its top, each part (name -> CSS selector inside the board) lies wholly inside
    the viewport, and no element overflows its panel. Call it at 1280×800 (ONE_SCREEN) and at 1920 wide."""
    scroll_to_top_of(board)
    view = board.page.viewport_size
    outside = []
    for name, selector in parts.items():
        part = board.locator(selector).first
        try:  # a board drawn again after a change may need a moment
            expect(part).to_be_attached(timeout=10_000)
        except AssertionError:
            raise AssertionError(f"the board shows no {name} ({selector}); it reads: {board.inner_text()[:1500]}") from None
        box = part.bounding_box()
        if box is None or box["y"] < 0 or box["y"] + box["height"] > view["height"] + 1 \
                or box["x"] < 0 or box["x"] + box["width"] > view["width"] + 1:
            outside.append(f"{name} {box}")
    assert not outside, f"not inside the {view['width']}×{view['height']} viewport: {outside}"
    assert overflowing(board) == []


def module_page(viewport: dict):
    """A module-scoped `page` fixture: one page of this size for all of a module's tests, so its notebook runs once
    (in a module: `page = module_page(ONE_SCREEN)`)."""
    @pytest.fixture(scope="module")
    def page(browser):
        context = browser.new_context(viewport=viewport)
        yield context.new_page()
        context.close()
    return page

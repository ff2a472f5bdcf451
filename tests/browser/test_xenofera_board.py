"""The Xenofera table in real JupyterLab, played by clicking cards as a person would: a 2-player and a
3-player game from near the end (an Action card and its target, a battle with the Decoy stepped through event
by event, a build paid by two crew after a refused partial selection, a capture, the Draw Phase, the
last-round call, the final score), a battle played by keyboard alone, why-not on a forbidden card, and hostile
names drawn as text. Every number the board shows is checked against the engine's Calculations."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from board_helpers import EVIL, FIRST_CHOICE_BOT, FirstChoice, focus_in, no_xss, open_boards
from xenofera_scenarios import near_the_end
from xlearn.xenofera import new_match

SEED = 3
BOT_STEPS = 80

SETUP = f"""import copy, json
from xlearn.xenofera import new_match
from xlearn.xenofera.board import XenoferaBoard
TWO, THREE = json.loads({json.dumps(json.dumps(near_the_end(2)))}), json.loads({json.dumps(json.dumps(near_the_end(3)))})
{FIRST_CHOICE_BOT}"""
TWO = f"two = XenoferaBoard(new_match(2, {SEED}, scenario=TWO), seat=0, opponents={{1: FirstChoice()}})\ntwo"
THREE = (f"three = XenoferaBoard(new_match(3, {SEED}, scenario=THREE), seat=0, "
         "opponents={1: FirstChoice(), 2: FirstChoice()})\nthree")
KEYS = f"keys = XenoferaBoard(new_match(2, {SEED}, scenario=TWO), seat=0, opponents={{1: FirstChoice()}})\nkeys"
RENAMED = "Glimmerfox"  # a creature in the Line of Sight, renamed to hostile text on the last board
XSS = f"""EVIL = {EVIL!r}
evil = new_match(2, {SEED}, scenario=TWO, names=[EVIL, "Bob"])
t = evil.state.table  # a card named like an HTML tag (the engine takes no custom card set): a renamed copy
t.defs = tuple((lambda c: (setattr(c, "name", EVIL), c)[1])(copy.copy(d)) if d.name == {RENAMED!r} else d
               for d in t.defs)
XenoferaBoard(evil, seat=0, opponents={{1: FirstChoice()}})"""
STATIC = "evil"


@pytest.fixture(scope="module", name="page")
def screen_page(browser):
    """One 1280x800 page for the module's tests (the notebook runs once)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    yield context.new_page()
    context.close()


@pytest.fixture(scope="module")
def board_page(page, lab_server):
    """One notebook with four Xenofera boards (2 players, 3 players, keyboard, hostile names), all run."""
    return open_boards(page, lab_server, "xenofera_board.ipynb", (SETUP, TWO, THREE, KEYS, XSS, STATIC), boards=4)


# ----- what the engine says, for the same game -------------------------------------------------------------
class Game:
    """The same game in the engine, for the ids of the cards to click and the numbers the board must show."""

    def __init__(self, players: int):
        self.match = new_match(players, SEED, scenario=near_the_end(players))
        self.players = players

    def view(self):
        return self.match.view(0)

    def card(self, name: str, where) -> int:
        """The id of the card called name in a zone of Player 1's view (where: view -> list of cards)."""
        return next(c["id"] for c in where(self.view()) if c["name"] == name)

    def play(self, label: str) -> None:
        """Play label for Player 1, then every bot's choice (the first offered) until Player 1 is to choose."""
        self.match.play(label)
        self.bots()

    def bots(self) -> None:
        while not self.match.over and self.match.to_act != 0:
            self.match.play(FirstChoice().choose(self.match))

    def last(self, kind: str):
        return next(e for e in reversed(self.match.events) if e.kind == kind)


def me(v):
    return v["players"][0]


def hand(v):
    return me(v)["hand"]


def crew(v):
    return [me(v)["huntsman"], *me(v)["crew"]]


def battle_cards(v):
    return me(v)["battle_unused"]


# ----- clicking ---------------------------------------------------------------------------------------
def card_on(board, card_id: int):
    return board.locator(f'.xl-play [data-card="{card_id}"], .xf-battle [data-card="{card_id}"]').first


def reveal(board) -> None:
    """Wait until the events of the last choice have played over the table (they play on their own)."""
    expect(board).to_have_attribute("data-playing", "false")


def after(board, press) -> None:
    """Press something that plays a choice; wait for the new board and reveal its events."""
    version = board.get_attribute("data-version")
    press()
    expect(board).not_to_have_attribute("data-version", version)
    reveal(board)


def confirm(board, words: str):
    return board.locator(".xl-selection .xl-confirm", has_text=words)


def pick(board, *card_ids: int) -> None:
    """Click cards on the table, one by one, waiting for each to show as selected."""
    for i in card_ids:
        target = card_on(board, i)
        target.click()
        expect(board.locator(f'[data-card="{i}"].selected')).to_have_count(1)


def bots_move(board) -> None:
    """Wait while the bots play on their own (nothing pressed) until it is Player 1's choice or the game is over."""
    expect(board.locator(".xl-pacebar .xl-bot-pause")).to_have_count(0, timeout=60_000)
    reveal(board)


def numbers(figure) -> tuple[str, list[int], int]:
    values = [int(v) for v in figure.locator(".xl-term").evaluate_all("rows => rows.map(r => r.dataset.value)")]
    return figure.get_attribute("data-title"), values, int(figure.locator(".xl-total").get_attribute("data-total"))


def calc_numbers(calc) -> tuple[str, list[int], int]:
    return calc.title, [t.value for t in calc.terms], calc.total


# ----- the game ---------------------------------------------------------------------------------------
def play_to_the_end(page, board, game: Game, artifacts, tag: str) -> None:
    """Battle with the Decoy (stepped through), a build by two crew, a capture, the call, the final score."""
    g = game
    gates = g.card("Open the Gates", hand)
    bram = g.card("Bramblehog", lambda v: v["players"][1]["cages"][1]["creatures"])
    glim = g.card("Glimmerfox", lambda v: v["line_of_sight"])
    board.scroll_into_view_if_needed()
    reveal(board)   # the set-up's events have played over the table, as a learner waits for them to
    # why-not: a creature cannot be captured in the Action Phase
    card_on(board, glim).click(force=True)  # greyed (aria-disabled) yet clickable, for the reason
    expect(board.locator(".xl-notice")).to_contain_text("Capture Phase of their own turn")
    expect(board.locator(".xl-notice .xl-cite")).to_contain_text("C. Capture Phase")
    page.screenshot(path=str(artifacts / f"xenofera-{tag}-action.png"))
    # the Action card, then its target: one selection, confirmed
    pick(board, gates, bram)
    after(board, confirm(board, "Play this card").click)
    g.play(g.match.legal()[0].label)  # the only Open the Gates choice; then Player 2 lays its cards
    bots_move(board)
    expect(board.locator(".xf-battle")).to_contain_text("guarded by Shock Lock")
    # the Attacker lays the Decoy first, then 1 and 2: an ordered selection
    unused = battle_cards(g.view())
    decoy = next(c["id"] for c in unused if c["decoy"])
    one, two = (next(c["id"] for c in unused if c["value"] == v) for v in (1, 2))
    pick(board, decoy, one, two)
    expect(board.locator(f'[data-card="{decoy}"] .xl-badge', has_text="First laid")).to_have_count(1)
    after(board, confirm(board, "Lay them face down").click)
    g.match.play("Place Decoy, 1, 2 face down")
    page.screenshot(path=str(artifacts / f"xenofera-{tag}-battle.png"))
    # the Defender excludes a card on its own (the bot needs no click), and the battle's events play over the table
    g.bots()
    bots_move(board)
    log = board.locator(".xl-log")
    for kind in ("battle-exclude", "battle-reveal", "battle-winner"):  # the exclusion, the reveal, the winner
        assert g.last(kind).text, kind
        expect(log).to_contain_text(g.last(kind).text)
    reveal_calcs = g.last("battle-winner").calcs
    last = board.locator(".xf-battle.done")
    expect(last).to_contain_text("The Defender excluded the Decoy")
    assert [numbers(last.locator(".xl-calc").nth(k)) for k in range(2)] == [calc_numbers(c) for c in reveal_calcs]
    if reveal_calcs[0].total == reveal_calcs[1].total:
        expect(last).to_contain_text("a tie goes to the Attacker")
    page.screenshot(path=str(artifacts / f"xenofera-{tag}-battle-done.png"))
    # Build: the Wire Cage, then the Huntsman and a Recruit (refused: ruling N-9), then two Recruits
    wire = g.card("Wire Cage", hand)
    hunt, tam, rook = (c["id"] for c in crew(g.view()))
    pick(board, wire, hunt)
    card_on(board, tam).click()
    why = board.locator(".xl-selection .xl-sel-why")
    expect(why).to_contain_text("not needed")
    expect(why.locator(".xl-cite")).to_contain_text("B. Build Phase")
    expect(confirm(board, "Build it")).to_have_attribute("aria-disabled", "true")
    card_on(board, hunt).click()  # unselect the Huntsman
    pick(board, rook)
    expect(board.locator(".xl-selection .xl-preview")).to_be_visible()
    assert numbers(board.locator(".xl-selection .xl-preview")) == (
        "Wire Cage: build points given, less its cost (points lost)", [1, 1, -2], 0)
    page.screenshot(path=str(artifacts / f"xenofera-{tag}-build.png"))
    after(board, confirm(board, "Build it").click)
    g.play("Build Wire Cage with Recruit Tam + Recruit Rook")
    build = g.last("build").calc
    assert numbers(board.locator(".xl-latest .xl-calc").first) == calc_numbers(build)
    expect(board.locator(f'[data-card="{tam}"] .xl-badge')).to_contain_text("Gave 1 build")
    # Capture: the lit creature, the new cage, the Huntsman
    expect(board.locator(f'.xf-sighted.lit [data-card="{glim}"]')).to_have_count(1)
    expect(board.locator(".xf-sighted.unlit .xf-why").first).not_to_be_empty()
    cage = me(g.view())["cages"][-1]["cage"]["id"]
    pick(board, glim, cage, hunt)
    label = f"Capture Glimmerfox into Cage {len(me(g.view())['cages'])} with Huntsman"
    page.screenshot(path=str(artifacts / f"xenofera-{tag}-capture.png"))
    board.screenshot(path=str(artifacts / f"xenofera-{tag}-capture-board.png"))  # the README's picture (3p)
    after(board, confirm(board, "Capture it").click)
    g.play(label)
    assert numbers(board.locator(".xl-latest .xl-calc").first) == calc_numbers(g.last("capture").calc)
    # Draw Phase: keep every card (the empty selection) and refill
    after(board, confirm(board, "Discard these and refill").click)
    g.play(next(a.label for a in g.match.legal() if a.kind == "refill" and not a.args))
    # the occupied cages reach the threshold: call the last round
    need = {2: 9, 3: 8}[g.players]
    expect(board.locator('.xf-expedition.mine .xf-threshold')).to_have_attribute("data-occupied", str(need))
    after(board, board.locator(".xl-choices").get_by_role("button", name="Call the last round", exact=True).click)
    g.play("Call the last round")
    banner = board.locator(".xf-banner")
    expect(banner).to_contain_text(f"Player 1 called the last round with {need} occupied cages")
    page.screenshot(path=str(artifacts / f"xenofera-{tag}-last-round.png"))
    bots_move(board)
    assert g.match.over
    expect(board).to_have_attribute("data-over", "true")
    for seat, calc in g.match.result.scores.items():
        shown = board.locator(f'.xl-result .xl-score[data-seat="{seat}"] .xl-calc')
        assert numbers(shown) == calc_numbers(calc)
    expect(board.locator(".xl-result")).to_contain_text(g.match.result.reason)
    board.scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / f"xenofera-{tag}-end.png"))


def test_two_players_play_to_the_end_by_clicking(board_page, artifacts):
    """2 players: a battle with the Decoy, a build with two crew, a capture, the last-round call, the score."""
    play_to_the_end(board_page, board_page.locator(".xl-board").nth(0), Game(2), artifacts, "2p")


def test_three_players_play_to_the_end_by_clicking(board_page, artifacts):
    """3 players: the same turn; the last-round banner names who still plays; the score for all three."""
    play_to_the_end(board_page, board_page.locator(".xl-board").nth(1), Game(3), artifacts, "3p")


WHERE = """(node) => {
  const at = document.activeElement;
  if (node === at) return 0;
  return at && (at.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) ? 1 : -1;
}"""


def key_press(page, board, target, limit: int = 150) -> None:
    """Tab towards target (Shift+Tab when it lies above the focus) until it has the focus, then press Enter:
    the keyboard only. The focus must stay on this board (other boards have controls of the same names)."""
    for _ in range(limit):
        assert focus_in(board), "the keyboard focus left the board"
        where = target.evaluate(WHERE)
        if where == 0:
            page.keyboard.press("Enter")
            return
        page.keyboard.press("Tab" if where > 0 else "Shift+Tab")
    raise AssertionError(f"{target.get_attribute('aria-label')!r} not reached by Tab or Shift+Tab")


def keys_through_the_rivals_turn(page, board) -> None:
    """The rival's turn needs no key: wait while the bot plays on its own and its events play."""
    bots_move(board)


def test_keyboard_alone_plays_a_battle(board_page, artifacts):
    """From the status line, Tab and Enter select Open the Gates and its target, lay the Decoy first, let the
    Defender exclude it, and the revealed totals are the engine's."""
    page = board_page
    board = page.locator(".xl-board").nth(2)
    g = Game(2)
    board.locator(".xl-status").focus()
    gates = g.card("Open the Gates", hand)
    bram = g.card("Bramblehog", lambda v: v["players"][1]["cages"][1]["creatures"])
    for i in (gates, bram):
        key_press(page, board, card_on(board, i))
        expect(board.locator(f'[data-card="{i}"].selected')).to_have_count(1)
    version = board.get_attribute("data-version")
    key_press(page, board, confirm(board, "Play this card"))
    expect(board).not_to_have_attribute("data-version", version)
    g.play(g.match.legal()[0].label)
    keys_through_the_rivals_turn(page, board)
    unused = battle_cards(g.view())
    order = [next(c["id"] for c in unused if c["decoy"])] + [next(c["id"] for c in unused if c["value"] == v)
                                                              for v in (1, 2)]
    for i in order:
        key_press(page, board, card_on(board, i))
        expect(board.locator(f'[data-card="{i}"].selected')).to_have_count(1)
    version = board.get_attribute("data-version")
    key_press(page, board, confirm(board, "Lay them face down"))
    expect(board).not_to_have_attribute("data-version", version)
    g.match.play("Place Decoy, 1, 2 face down")
    g.bots()
    keys_through_the_rivals_turn(page, board)
    last = board.locator(".xf-battle.done")
    expect(last).to_contain_text("The Defender excluded the Decoy")
    calcs = g.last("battle-winner").calcs
    assert [numbers(last.locator(".xl-calc").nth(k)) for k in range(2)] == [calc_numbers(c) for c in calcs]
    assert focus_in(board)
    page.screenshot(path=str(artifacts / "xenofera-keyboard-battle.png"))


def test_hostile_names_render_as_text(board_page, artifacts):
    """A player and a creature named like an HTML tag show as text on the board and in the static render."""
    page = board_page
    board = page.locator(".xl-board").nth(3)
    expect(board.locator(".xf-who", has_text=EVIL).first).to_be_visible()
    expect(board.locator(".xf-sight .xl-card-title", has_text=EVIL)).to_have_count(1)
    expect(page.locator(".xl-static-board", has_text=EVIL)).to_have_count(1)  # the board's static copy, as text
    no_xss(page)

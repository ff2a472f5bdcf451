"""The shared board frame on the Xenofera and Seekers tables, in real JupyterLab at 1280×800 (issue 12's "Must
show" for these two games, as test_xeko_frame.py shows it for Xeko): a 3-player hot-seat hand-over that hides the
last hand, a bot's whole turn with one click, and the replay viewer stepping back and forth through a saved game.
(Stepping through a Xenofera battle with the table in step is test_xenofera_board.py's battle test.)"""
from __future__ import annotations

import json
import re

import pytest
from board_helpers import (FIRST_CHOICE_BOT, OFFERED, ONE_SCREEN, FirstChoice, choice_label, click_and_wait, module_page,
                           open_boards, reveal_all, shot, show_all)
from playwright.sync_api import expect

from xlearn.engine.bots import RandomBot
from xlearn.seekers import new_match as seekers_match
from xlearn.xenofera import new_match as xenofera_match

# game -> (its new_match, seed, first choices played before the board opens, the hand zones in a view)
# Xenofera's first nine choices are the set-up (Battle cards, Huntsman, a card kept); Player 1 then has a turn.
# A Seekers Lead shows only its type (Ruin, Vision...), a word on every table: the hands compared are Action X cards.
GAMES = {"xenofera": (xenofera_match, 1, 9, ("hand",)), "seekers": (seekers_match, 3, 0, ("actionx",))}
ORDER = tuple(GAMES)
REPLAYED = 10
ENDS_A_TURN = re.compile(r"^(End turn|End the \w+ Phase|Play no )")


def start(game: str):
    """The 3-player match of the game as the board opens it: the set-up choices made by always taking the first."""
    new, seed, setup, _ = GAMES[game]
    m = new(3, seed)
    for _ in range(setup):
        m.play(FirstChoice().choose(m))
    return m


def next_seat(game: str) -> int:
    """The seat after the player to act: the board opens there, so the first player's turn is someone else's (a
    bot's whole turn, or a hand-over to the first player at a hot-seat board)."""
    return (start(game).to_act + 1) % 3


def saved_game(game: str) -> str:
    m, bot = start(game), RandomBot(5)
    for _ in range(REPLAYED):
        m.play(bot.choose(m))
    return m.save()


def cells() -> tuple[str, ...]:
    setup = f"""import json
from xlearn.seekers import new_match as seekers_match
from xlearn.xenofera import new_match as xenofera_match
from xlearn.ui import Board, Replay
GAMES = {json.dumps({g: [s, k] for g, (_, s, k, _) in GAMES.items()})}
def start(game):
    m = {{"xenofera": xenofera_match, "seekers": seekers_match}}[game](3, GAMES[game][0])
    for _ in range(GAMES[game][1]):
        m.play(FirstChoice().choose(m))
    return m
{FIRST_CHOICE_BOT}"""
    out = [setup]
    for g in ORDER:
        out += [f"Board(start({g!r}), seat={next_seat(g)}, opponents=None)", f"Board(start({g!r}), seat={next_seat(g)})",
                f"Replay({saved_game(g)!r})"]
    return tuple(out)


page = module_page(ONE_SCREEN)


@pytest.fixture(scope="module")
def boards(page, lab_server):
    return open_boards(page, lab_server, "frame_other_games.ipynb", cells(), boards=3 * len(ORDER)).locator(".xl-board")


def board_of(boards, game: str, k: int):
    """The game's k-th board: 0 the hot-seat one, 1 the one against bots, 2 the replay."""
    return boards.nth(3 * ORDER.index(game) + k)


def hand_names(view: dict, seat: int, zones) -> set[str]:
    return {c["name"] for z in zones for c in (view["players"][seat][z] or [])}


@pytest.mark.parametrize("game", ORDER)
def test_hot_seat_hands_over_and_hides_the_last_hand(boards, artifacts, game):
    """Three people at one board: the cover names who takes the screen and shows no card; after that player's
    turn the board covers again for the next player, and the last player's hand is gone from the page."""
    board, zones = board_of(boards, game, 0), GAMES[game][3]
    m = start(game)
    first = m.to_act
    name = f"Player {first + 1}"
    cover = board.locator(".xl-cover")
    expect(cover).to_contain_text(f"{name}, your turn: take the screen")
    held = hand_names(m.view(None), first, zones)
    assert held and not [n for n in held if n in board.inner_text()]
    click_and_wait(board, board.get_by_role("button", name=f"I am {name}: show my cards"))
    text = board.inner_text()
    assert all(n in text for n in held), "the player who took the screen does not see their hand"
    shot(board, artifacts / f"{game}-hot-seat-after.png")
    for _ in range(30):  # the player ends the turn as soon as it is offered, else takes the first choice
        if board.locator(".xl-cover").count():
            break
        reveal_all(board, lambda b: b.click())
        offered = board.locator(OFFERED)
        ending = offered.filter(has_text=ENDS_A_TURN)
        target = ending.first if ending.count() else offered.first
        label = choice_label(target)
        click_and_wait(board, target)
        m.play(label)
    assert m.to_act != first
    expect(cover).to_contain_text(f"Player {m.to_act + 1}, your turn: take the screen")
    public = json.dumps(m.view(m.to_act))  # a card the next player may see anyway (in the log, on the table)
    hidden = {n for n in hand_names(m.view(None), first, zones) if n not in public}
    assert hidden, "the test needs a card only the last player knows"
    assert not [n for n in hidden if n in board.inner_text()]
    expect(board.locator(f".xl-player.owner-{first} .xl-hand .xl-card")).to_have_count(0)
    shot(board, artifacts / f"{game}-hand-over.png")


@pytest.mark.parametrize("game", ORDER)
def test_a_bots_whole_turn_plays_on_its_own(boards, artifacts, game):
    """With no click, the bot makes every choice up to the learner's at the board's pace, each in the log, and
    the choices offered are the learner's again; the choices are the ones the same bot makes in the engine."""
    board, seat = board_of(boards, game, 1), next_seat(game)
    m = start(game)
    first = m.to_act
    bots = {s: RandomBot(1000 + s) for s in range(3) if s != seat}  # the board's "random" opponents
    made = []
    while m.to_act != seat:
        who, choice = m.to_act, bots[m.to_act].choose(m)
        made.append(f"Player {who + 1} (bot): {choice}")
        m.play(choice)
    assert len(made) >= 2
    expect(board.locator(".xl-botbar")).to_have_count(0, timeout=60_000)  # nothing pressed: the bots moved
    expect(board.locator(".xl-choices .xl-choice").first).to_be_visible()
    heads = board.locator(".xl-log .xl-step-head").all_text_contents()
    shown = [h for h in reversed(heads) if "(bot)" in h]
    assert len(shown) == len(made) and all(h.startswith(f"Player {first + 1} (bot): ") for h in shown)
    # a choice that would tell a hidden card ("Keep a Glyph Lead") shows its public text instead
    assert sum(h == w for h, w in zip(shown, made)) > len(made) / 2
    shot(board, artifacts / f"{game}-bot-turn.png")


@pytest.mark.parametrize("game", ORDER)
def test_the_replay_viewer_steps_back_and_forth(boards, artifacts, game):
    """A saved game opens at its set-up; Forward shows each later choice as the log's newest step, Back shows the
    earlier position again exactly as it was, and Forward the later one again; in the teacher's view every hand
    shows, each under its owner's name."""
    from xlearn import load_match

    board = board_of(boards, game, 2)
    saved = load_match(saved_game(game))
    at = board.locator(".xl-replay-at")
    newest = board.locator(".xl-log .xl-step-head").first
    expect(at).to_have_attribute("data-at", "0")
    seen = {}
    for k in (1, 2, 3):
        board.get_by_role("button", name="Forward one choice").click()
        expect(at).to_have_attribute("data-at", str(k))
        show_all(board)
        expect(newest).to_have_text(re.compile(re.escape(saved.choices[k - 1]) + "$"))
        seen[k] = board.locator(".xl-play").inner_text()
    assert seen[2] != seen[3]
    board.get_by_role("button", name="Back one choice").click()
    expect(at).to_have_attribute("data-at", "2")
    show_all(board)
    expect(newest).to_have_text(re.compile(re.escape(saved.choices[1]) + "$"))
    assert board.locator(".xl-play").inner_text() == seen[2]
    assert board.inner_text().lower().count("your hand") <= 1  # the teacher's view names each other hand's owner
    assert "(you)" not in board.locator(".xl-play").inner_text()  # the teacher is none of the players
    shot(board, artifacts / f"{game}-replay-back.png")
    board.get_by_role("button", name="Forward one choice").click()
    expect(at).to_have_attribute("data-at", "3")
    show_all(board)
    assert board.locator(".xl-play").inner_text() == seen[3]

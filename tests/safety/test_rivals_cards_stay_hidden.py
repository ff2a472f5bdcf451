"""Safe for a class (issue 29): a locked replay keeps rivals' hands hidden, no display names the seed, hot-seat
Undo never takes back a card a player has seen, and forged board messages or Actions change nothing."""
from __future__ import annotations

import pytest

from xlearn.engine.actions import Action
from xlearn.engine.bots import RandomBot
from xlearn.engine.errors import IllegalAction
from xlearn.ui import Board, Replay
import xlearn.seekers as seekers
import xlearn.xeko as xeko
import xlearn.xenofera as xenofera

GAMES = {"xeko": xeko, "xenofera": xenofera, "seekers": seekers}
SEED = 987654321


def send(b, **msg) -> None:
    b._on_msg(b, msg, [])


def saved(game: str, choices: int = 25) -> str:
    m = GAMES[game].new_match(players=2, seed=SEED)
    bot = RandomBot(4)
    for _ in range(choices):
        if m.over:
            break
        m.play(bot.choose(m))
    return m.save()


def hands(view: dict) -> list:
    return [p.get("hand") for p in view["players"]]


@pytest.mark.parametrize("game", GAMES)
def test_a_locked_replay_cannot_be_switched_to_the_teacher_view(game):
    """Finding 1: {"type": "replay-seat", "seat": null} on Replay(seat=0, allow_teacher=False) is refused and the
    board keeps showing seat 0's view, without the seed."""
    r = Replay(saved(game), seat=0, allow_teacher=False)
    send(r, type="replay", to=10)
    before = r.board["view"]
    send(r, type="replay-seat", seat=None)
    assert not r.board["teacher"] and r.board["view"] == before and "seed" not in r.board["view"]
    assert r.notice["kind"] == "refused" and "locked" in r.notice["text"]


@pytest.mark.parametrize("game", GAMES)
def test_a_locked_replay_cannot_show_a_rivals_hand(game):
    """Finding 1: {"seat": 1} on a replay locked to seat 0 is refused; the seat menu offers only seat 0."""
    r = Replay(saved(game), seat=0, allow_teacher=False)
    send(r, type="replay", to=10)
    send(r, type="replay-seat", seat=1)
    assert r.seat == 0 and r.notice["kind"] == "refused"
    assert [s["seat"] for s in r.board["replay"]["seats"]] == [0] and r.board["replay"]["teacher_ok"] is False


def test_an_open_replay_still_lets_the_teacher_watch_any_seat():
    """The lock is the only thing that closes the teacher view: an unlocked replay switches freely."""
    r = Replay(saved("xeko"), seat=0)
    send(r, type="replay-seat", seat=1)
    assert r.seat == 1 and not r.board["teacher"]
    send(r, type="replay-seat", seat=None)
    assert r.board["teacher"] and len(r.board["replay"]["seats"]) == 2


@pytest.mark.parametrize("game", GAMES)
def test_the_seed_is_in_no_plain_text_or_html_display(game):
    """Finding 2: the seed rebuilds every hidden card, so no repr, board state or static page of a seat names it;
    only match.save() (the teacher's file) keeps it."""
    m = GAMES[game].new_match(players=2, seed=SEED)
    b = Board(m, seat=0, allow_teacher=False)
    r = Replay(m.save(), seat=0, allow_teacher=False)
    shown = [repr(m), repr(b), repr(r), str(b.board), str(r.board), m._repr_html_() or ""]
    assert all(str(SEED) not in text for text in shown)
    assert str(SEED) in m.save()


def seen_by_another_seat(game: str):
    """A hot-seat board (both seats human) just after a choice showed a card to one seat only, while another
    seat holds the screen, and the seat that saw it."""
    for seed in range(40):
        m = GAMES[game].new_match(players=2, seed=seed)
        bot = RandomBot(seed)
        for _ in range(80):
            if m.over:
                break
            m.play(bot.choose(m))
            shown = m._revealed[-1]
            if len(shown) == 1 and min(shown) >= 0 and m.to_act is not None and m.to_act not in shown:
                return Board(m, seat=m.to_act, opponents=None), min(shown)
    pytest.skip(f"no {game} step showed a card to one seat while another was to act")


@pytest.mark.parametrize("game", ["seekers", "xenofera", "xeko"])
def test_hot_seat_undo_never_takes_back_a_card_another_player_has_seen(game):
    """Finding 3: a choice showed seat A a card; seat B holds the screen and presses Undo: refused, the match
    unchanged (A could otherwise choose again knowing that card)."""
    b, saw = seen_by_another_seat(game)
    assert b.hotseat and b.seat != saw
    choices, fingerprint = list(b.match.choices), b.match.fingerprint()
    send(b, type="undo")
    assert b.notice["kind"] == "refused" and "hidden card" in b.notice["text"]
    assert b.match.choices == choices and b.match.fingerprint() == fingerprint


def test_undo_against_bots_still_crosses_a_card_only_a_bot_saw():
    """The guard protects human seats: a learner playing bots may still undo a step that showed a bot a card."""
    m = seekers.new_match(players=2, seed=1)
    bot = RandomBot(1)
    while True:
        m.play(bot.choose(m))
        if m._revealed[-1] == frozenset({1}) and m.to_act == 0:
            break
    b = Board(m, seat=0, opponents={1: bot})
    send(b, type="undo")
    assert b.notice["kind"] == "info" and "Took back" in b.notice["text"]


@pytest.mark.parametrize("msg", [
    {"type": "select", "group": "complete", "cards": "LEADS"},
    {"type": "confirm", "group": "complete", "cards": "LEADS"},
    {"type": "heroic", "feat": [1]},
    {"type": "heroic", "feat": {"a": 1}},
    {"type": "choose", "id": "0"},
    {"type": "choose", "id": True},
    {"type": "teacher", "on": "yes"},
    {"type": "take-seat", "seat": "1"},
    {"type": "select", "group": ["x"], "cards": []},
    {"type": "nonsense"},
    {"type": "undo", "extra": 1},
])
def test_seekers_board_messages_never_crash_the_kernel(msg):
    """Finding 4: malformed messages (the same Lead ten times, an unhashable Feat, wrong types, unknown kinds or
    fields) are refused with a notice, and nothing changes."""
    m = seekers.new_match(players=2, seed=3)
    b = Board(m, seat=0)
    bot = RandomBot(1)
    while not any(a.kind == "complete" for a in b.match.legal()) and len(b.match.choices) < 200:
        b.match.play(bot.choose(b.match))
    b.sync()
    seat = b.match.to_act
    lead = b.match.state.hand[seat][0] if b.match.state.hand[seat] else 0
    msg = {"version": b.version, **msg}
    if msg.get("cards") == "LEADS":
        msg["cards"] = [lead] * 10
    choices, fingerprint = list(b.match.choices), b.match.fingerprint()
    send(b, **msg)
    assert b.match.choices == choices and b.match.fingerprint() == fingerprint
    assert b.notice.get("kind") == "refused" or b.selection.get("ok") is False


@pytest.mark.parametrize("game", GAMES)
def test_an_action_with_forged_args_is_refused_with_a_rule(game):
    """Finding 7: an Action whose label and kind are offered but whose args are not is refused, naming a rule;
    the match is unchanged. The offered Action itself is still played."""
    m = GAMES[game].new_match(players=2, seed=5)
    bot = RandomBot(2)
    while not any(a.args and isinstance(a.args[0], int) for a in m.legal()):
        m.play(bot.choose(m))
    offered = next(a for a in m.legal() if a.args and isinstance(a.args[0], int))
    forged = offered._replace(args=(10_000,) + tuple(offered.args[1:]))
    fingerprint = m.fingerprint()
    with pytest.raises(IllegalAction) as err:
        m.play(forged)
    assert err.value.rule is not None and "not as this Action" in err.value.reason
    assert m.fingerprint() == fingerprint and m.why_not(forged) is not None
    m.play(Action(offered.kind, offered.label, offered.args, offered.spot))
    assert m.choices[-1] == offered.label

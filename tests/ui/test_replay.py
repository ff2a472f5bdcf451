"""The replay viewer: a saved game opens on its board as a timeline, stepped forward and back, from any seat."""
from __future__ import annotations

import pytest

from xlearn import load_match
from xlearn.engine.bots import RandomBot, play_out
from xlearn.ui import Replay, XekoBoard
from xlearn.xeko import new_match


def saved_game(choices: int = 30) -> str:
    m = new_match(players=3, seed=21)
    bots = {s: RandomBot(s) for s in range(3)}
    for _ in range(choices):
        m.play(bots[m.to_act].choose(m))
    return m.save()


def send(b, **msg) -> None:
    b._on_msg(b, msg, [])


def test_a_saved_game_opens_at_its_set_up_on_the_games_board():
    """Replay(text) is the game's own board (its table and styles), showing step 0 and offering no choice."""
    text = saved_game()
    r = Replay(text)
    assert isinstance(r, XekoBoard) and r.at == 0 and r.total == 30
    assert r.board["replay"]["at"] == 0 and r.board["replay"]["total"] == 30 and r.board["view"]["choices"] == []
    assert r.board["teacher"] and all(p["hand"] is not None for p in r.board["view"]["players"])
    assert repr(r) == "<Replay of xeko: step 0 of 30>"


def test_stepping_forward_and_back_shows_each_position_with_its_events():
    """Each step forward plays the next saved choice (its events in the log, who chose it); back takes it away."""
    text = saved_game()
    whole = load_match(text)
    r = Replay(text)
    for k in range(1, 6):
        send(r, type="replay", to=k)
        assert r.match.choices == whole.choices[:k] and r.board["log"][-1]["choice"] == whole.choices[k - 1]
        assert r.board["log"][-1]["events"] == [r.event_json(e, None) for e in whole.log[k]]
        assert r.board["replay"]["by"] == r.board["log"][-1]["by"] is not None
    fingerprint = r.match.fingerprint()
    send(r, type="replay", to=2)
    assert r.match.choices == whole.choices[:2]
    send(r, type="replay", to=5)
    assert r.match.fingerprint() == fingerprint
    send(r, type="replay", to=10**9)
    assert r.at == 30 and r.match.fingerprint() == whole.fingerprint()
    send(r, type="replay", to=-4)
    assert r.at == 0 and r.match.choices == []


def test_a_replay_watched_from_a_seat_shows_only_that_seats_cards():
    """seat=1 shows Player 2's hand and no other; switching to the teacher's view shows every hand."""
    r = Replay(saved_game(), seat=1)
    r.seek(12)
    hands = [p["hand"] is not None for p in r.board["view"]["players"]]
    assert hands == [False, True, False] and not r.teacher
    send(r, type="replay-seat", seat=None)
    assert r.teacher and all(p["hand"] is not None for p in r.board["view"]["players"])
    send(r, type="replay-seat", seat=2)
    assert [p["hand"] is not None for p in r.board["view"]["players"]] == [False, False, True]


def test_a_replay_plays_nothing_and_refuses_bad_steps_clearly():
    """Choices, bots and undo are refused with a notice; a step that is not a number changes nothing."""
    r = Replay(saved_game())
    r.seek(3)
    before = r.match.fingerprint()
    for msg in ({"type": "choose", "id": 0, "version": r.version}, {"type": "bot", "version": r.version},
                {"type": "undo"}, {"type": "replay", "to": "3"}, {"type": "replay", "to": True},
                {"type": "replay-seat", "seat": 7}):
        send(r, **msg)
        assert r.notice["kind"] == "refused" and r.match.fingerprint() == before and r.at == 3
    with pytest.raises(ValueError, match="Replay takes a Match"):
        Replay(42)
    with pytest.raises(ValueError, match="seat must be None"):
        Replay(saved_game(3), seat=3)


def test_a_finished_match_replays_to_its_result():
    """A whole game played by bots replays to the same end and result."""
    m = new_match(players=2, seed=5)
    play_out(m, {0: RandomBot(1), 1: RandomBot(2)})
    r = Replay(m)
    r.seek(r.total)
    assert r.match.over and r.board["view"]["result"] == m.view(None)["result"]

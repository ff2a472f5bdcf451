"""Property (issue 29): random and mutated front-end messages of every kind, sent to every board and replay in
every seat mode, never raise, never show a seat a hidden card or the seed, and a refused one changes nothing."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import xlearn.seekers as seekers
import xlearn.xeko as xeko
import xlearn.xenofera as xenofera
from xlearn.engine.bots import RandomBot
from xlearn.ui import Board, Replay
from xlearn.ui.message_schema import KINDS, BadMessage, read_message

SEED = 987654321
GAMES = {"xeko": xeko, "xenofera": xenofera, "seekers": seekers}
MODES = ("against-bots", "hot-seat", "replay-locked")
FIELDS = ("id", "version", "label", "card", "spot", "feat", "on", "text", "show", "group", "cards", "seat", "to",
          "do", "extra")

values = st.recursive(st.none() | st.booleans() | st.integers(-10, 10 ** 6) | st.floats(allow_nan=True)
                      | st.text(max_size=30), lambda inner: st.lists(inner, max_size=12)
                      | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=20)
messages = st.fixed_dictionaries({"type": st.sampled_from(KINDS) | st.text(max_size=8) | values},
                                 optional={f: values for f in FIELDS})


def position(game: str, mode: str):
    """A board part-way through a seeded game, in one seat mode."""
    m = GAMES[game].new_match(players=2, seed=SEED)
    bot = RandomBot(3)
    for _ in range(12):
        if m.over:
            break
        m.play(bot.choose(m))
    if mode == "replay-locked":
        r = Replay(m.save(), seat=0, allow_teacher=False)
        r.seek(6)
        return r
    if mode == "hot-seat":
        return Board(m, seat=m.to_act or 0, opponents=None, allow_teacher=False)
    return Board(m, seat=0, allow_teacher=False)


def fill(b, msg: dict) -> dict:
    """Half the time, aim at the live board: its version, an offered choice, a real card of a hand."""
    msg = dict(msg)
    if msg.get("version") == 7:
        msg["version"] = b.version
    if isinstance(msg.get("id"), int) and not isinstance(msg["id"], bool):
        msg["id"] = msg["id"] % max(1, len(b.board["view"]["choices"]) + 1)
    return msg


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(msgs=st.lists(messages, min_size=1, max_size=4))
def test_no_front_end_message_breaks_the_board_or_shows_a_hidden_card(game, mode, msgs):
    b = position(game, mode)
    for raw in msgs:
        msg = fill(b, raw)
        try:
            read_message(msg)
            bad = False
        except BadMessage:
            bad = True
        choices, fingerprint, seat = list(b.match.choices), b.match.fingerprint(), b.seat
        b._on_msg(b, msg, [])   # nothing may escape
        if bad:
            assert (b.match.choices, b.match.fingerprint(), b.seat) == (choices, fingerprint, seat)
            assert b.notice["kind"] == "refused"
        assert not b.board["teacher"] and str(SEED) not in str(b.board) and str(SEED) not in repr(b)
        view = b.board["view"]
        if not view.get("cover"):
            assert view["players"] == b.match.view(b.seat)["players"]   # exactly one seat's view, no more

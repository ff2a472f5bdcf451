"""The Xenofera and Seekers boards share the Xeko board's Python side: sync, ids with versions, bots, the factory."""
from __future__ import annotations

import importlib

import pytest

from xlearn.ui import Board, board_class
from xlearn.ui.static import match_html

GAMES = ["xenofera", "seekers"]


def start(game: str):
    return importlib.import_module(f"xlearn.{game}").new_match(seed=7)


@pytest.mark.parametrize("game", GAMES)
def test_factory_picks_the_games_board_and_it_syncs(game):
    """Board(match) is the game's board; it carries the seat's view and the offered choices with ids."""
    b = Board(start(game), seat=0)
    assert isinstance(b, board_class(game))
    view = b.board["view"]
    assert view["game"] == game and view["players"] == b.match.view(0)["players"]
    assert [c["label"] for c in view["choices"]] == [a.label for a in b.match.legal()]
    assert b.board["phases"] and all(isinstance(p, str) for p in b.board["phases"])
    assert repr(b).startswith(f"<{type(b).__name__} seat=0 opponents=random: {game} seed=7, 0 choices")


@pytest.mark.parametrize("game", GAMES)
def test_choices_bots_and_refusals(game):
    """A current choice is played, a stale or forged one refused with nothing changed, the bot steps on request."""
    b = Board(start(game), seat=0)
    b._on_msg(b, {"type": "choose", "id": 0, "version": b.version}, [])
    assert len(b.match.choices) == 1
    before = (b.version, b.match.fingerprint())
    for msg in ({"id": 0, "version": b.version - 1}, {"id": 10_000, "version": b.version}):
        b._on_msg(b, {"type": "choose", **msg}, [])
        assert (b.version, b.match.fingerprint()) == before and b.notice["kind"] == "refused"
    for _ in range(30):
        if b.board["bot_to_act"]:
            b._on_msg(b, {"type": "bot", "version": b.version}, [])
            assert b.board["log"][-1]["bot"]
            break
        b.choose(0, b.version)
    else:
        pytest.fail("the bot never had to move")


@pytest.mark.parametrize("game", GAMES)
def test_static_render(game):
    m = start(game)
    for _ in range(5):
        m.play(m.legal()[0])
    html = match_html(m)
    assert html == m._repr_html_() and "rulebook" in html and "<script" not in html

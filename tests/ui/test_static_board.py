"""Every board's output carries a static copy of the position for places widgets cannot run (issue 16)."""
from __future__ import annotations

import importlib
import json
import re
from unittest import mock

import pytest
from html import escape

from xlearn.engine.bots import RandomBot
from xlearn.ui import Board
from xlearn.ui.static import STATIC_CLASS

GAMES = ["xeko", "xenofera", "seekers"]
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def played(game: str, n: int = 12):
    """A board whose match has had n random choices (both seats), seat 0's view."""
    m = importlib.import_module(f"xlearn.{game}").new_match(seed=5)
    bot = RandomBot(3)
    for _ in range(n):
        if m.over:
            break
        m.play(bot.choose(m))
    return Board(m, seat=0, opponents=None, hotseat=False)  # a fixed seat: its own view, never a hand-over cover


def outputs(board) -> list[dict]:
    """The display outputs the board publishes when a notebook shows it."""
    shown = []
    with mock.patch("IPython.display.display", lambda data, **kw: shown.append(data)):
        board._ipython_display_()
    return shown


@pytest.mark.parametrize("game", GAMES)
def test_the_output_is_the_live_board_then_its_static_copy(game):
    """First the widget view (which wins where widgets run), then the static board, which hides where live."""
    b = played(game)
    live, static = outputs(b)
    assert WIDGET_VIEW in live and live[WIDGET_VIEW]["model_id"] == b.model_id
    assert list(static) == ["text/html"]
    html = static["text/html"]
    assert STATIC_CLASS in html and ":root:has(.xl-board)" in html and "<script" not in html
    assert html.count("<table") >= 1 or "xl-static-zone" in html


@pytest.mark.parametrize("game", GAMES)
def test_the_static_board_shows_the_seats_view_and_no_seed(game):
    """Seat 0's own hand is listed, the rival's hidden cards only counted; the seed never appears."""
    b = played(game)
    html = b.static_html()
    text = re.sub(r"<[^>]+>", " ", html).replace("&#x27;", "'")
    mine = b.match.view(0)
    for card in mine["players"][0].get("hand") or []:
        assert card["name"] in text
    rival = b.match.view(None)["players"][1]
    secret = {c["name"] for c in (rival.get("hand") or rival.get("actionx") or []) if "name" in c}
    secret = {name for name in secret if name not in json.dumps(mine)}  # not also face up somewhere
    for name in secret:
        assert name not in text, f"{name} is in the rival's hand and must not show"
    count = mine["players"][1].get("hand_count", mine["players"][1].get("lead_count"))
    assert count and f"{count} card{'s' if count > 1 else ''}, face down" in text
    assert secret or game == "seekers", "the rival holds no named card seat 0 cannot see; pick another seed"
    assert "seed" not in text.lower()


def test_card_and_player_text_is_escaped():
    """A player named like an HTML tag shows as text in the static board."""
    from xlearn.xeko import new_match
    evil = '<img src=x onerror="window.__xss=1">'
    b = Board(new_match(seed=3, names=[evil, "Bob"]), seat=0, opponents=None)
    html = b.static_html()
    assert "<img" not in html and "&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;" in html


def test_the_static_board_follows_the_board():
    """A choice made on the board shows in the static copy published after it."""
    b = played("xeko", 0)
    before = b.static_html()
    b.play(b.match.legal()[0])
    after = b.static_html()
    assert before != after and escape(b.match.choices[-1]) in after

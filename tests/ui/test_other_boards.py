"""The Xenofera and Seekers boards share the Xeko board's Python side: sync, ids with versions, bots, the factory."""
from __future__ import annotations

import importlib
from html import escape

import pytest

from xlearn.engine.bots import RandomBot
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
    assert repr(b).startswith(f"<{type(b).__name__} seat=0 opponents=random: {game}, 0 choices")


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


@pytest.mark.parametrize("game", GAMES + ["xeko"])
def test_static_render_shows_an_onlooker_no_hidden_card(game):
    """A static page (GitHub, nbviewer) is read by anyone: a drawn card shows only as 'draws 1 card'."""
    m = start(game)
    bot, private = RandomBot(1), []
    for _ in range(60):
        if m.over:
            break
        m.play(bot.choose(m))
        private += [e for e in m.log[-1] if e.audience is not None and e.text != (e.public_text or "")]
        if private and private[-1] in m.log[-1]:
            break
    assert private, "the game made no private event to hide"
    html = match_html(m)
    for e in private:
        assert escape(e.text) not in html
        if e.public_text:
            assert escape(e.public_text) in html


def test_a_rivals_hidden_battle_choice_and_sums_stay_hidden():
    """Seat 0 reads neither which Battle cards the Defender laid (the log's heading) nor the Defender's total."""
    from xlearn.xenofera import new_match
    from xlearn.xenofera.board import XenoferaBoard

    rival_cage = {"cage": "Iron Cage", "items": ["Shock Lock"], "creatures": ["Bramblehog"]}
    scenario = {"seats": [{"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
                           "hand": ["Open the Gates"]},
                          {"huntsman": "Castor Vale", "crew": ["Recruit Rook"],
                           "cages": [{"cage": "Starter Pen"}, rival_cage]}]}

    class First:
        def choose(self, match):
            return match.legal()[0]

    b = XenoferaBoard(new_match(2, 3, scenario=scenario), seat=0, opponents={1: First()})
    b.play("Play Open the Gates on Bramblehog in Player 2's Cage 2")
    b.step()
    step = b.board["log"][-1]
    assert step["secret"] and step["choice"] == "Player 2 lays two Battle cards face down."
    assert step["choice"] != b.match.choices[-1]
    decoy = next(a.label for a in b.match.legal() if a.label.startswith("Place Decoy"))
    b.play(decoy)
    step = b.board["log"][-1]
    assert not step["secret"] and step["choice"] == decoy  # my own choice: shown
    odds = [e for e in step["events"] if e["kind"] == "battle-odds"]
    assert odds and odds[0]["calcs"] == [] and odds[0]["data"] == {}
    b.teacher = True  # the teacher reads everything
    step = b.board["log"][-1]
    assert [e for e in step["events"] if e["kind"] == "battle-odds"][0]["calcs"]
    assert b.board["log"][-2]["choice"] == b.match.choices[-2] and not b.board["log"][-2]["secret"]


@pytest.mark.parametrize("game", GAMES + ["xeko"])
def test_hint_button_shows_the_coachs_best_choices_with_win_rates_and_why(game):
    """The board's Hint asks the coach for the seat to act: a few offered choices, best first, each with its
    win rate in search and a sentence citing the rules; 'Play this' plays it by its offered id."""
    m = start(game)
    b = Board(m, seat=m.to_act, opponents=None, hint_simulations=60)
    b._on_msg(b, {"type": "hint"}, [])
    items = b.hint["items"]
    offered = [a.label for a in m.legal()]
    assert b.hint["version"] == b.version and 1 <= len(items) <= 3
    for tip in items:
        assert tip["label"] in offered and offered[tip["id"]] == tip["label"]
        assert 0.0 <= tip["win_rate"] <= 1.0 and not tip["why"].startswith(tip["label"]) and tip["why"]
        assert tip["rule"] and "[" not in tip["why"]              # it cites one rulebook section, apart
    assert [t["win_rate"] for t in items] == sorted((t["win_rate"] for t in items), reverse=True)
    b.choose(items[0]["id"], b.version)
    assert m.choices[-1] == items[0]["label"]


def test_hint_is_refused_when_the_learner_has_no_choice():
    """No hint for a bot's move: the board says it is not the learner's choice, and nothing changes."""
    m = start("xenofera")
    b = Board(m, seat=1 - m.to_act, opponents=None, hint_simulations=30)
    before = m.fingerprint()
    b._on_msg(b, {"type": "hint"}, [])
    assert b.notice["kind"] == "refused" and not b.hint and m.fingerprint() == before

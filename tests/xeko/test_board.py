"""The Xeko board's Python side: what it syncs, and how it answers each message from the front end."""
from __future__ import annotations

import dataclasses
import re

import pytest

from xlearn import IllegalAction
from xlearn.ui import Board, XekoBoard
from xlearn.ui.static import match_html
from xlearn.xeko import new_match

SCENARIO = {"title": "Endgame", "field": [{"card": "Indri", "owner": 1, "at": [0, 1]}],
            "hands": [["Fossa", "Hawk Moth", "Comet Moth"], ["Aye-aye", "Tomato Frog"]],
            "draw": [["Brown Mouse Lemur", "Lowland Streaked Tenrec"],
                     ["Panther Chameleon", "Comet Moth", "Hawk Moth", "Indri", "Aye-aye", "Golden Mantella",
                      "Tomato Frog", "Giraffe Weevil", "Comet Orchid"]]}
TURF_WAR_MOVE = "Play Fossa at (0, 2)"


def board(**kw) -> XekoBoard:
    return XekoBoard(new_match(scenario=SCENARIO, seed=3), seat=0, **kw)


def send(b: XekoBoard, **msg) -> None:
    b._on_msg(b, msg, [])


def offered(b: XekoBoard, label: str) -> int:
    return next(c["id"] for c in b.board["view"]["choices"] if c["label"] == label)


def test_syncs_the_seats_view_choices_and_events():
    """The board carries match.view(seat), the legal choices with ids, and the events with their rules."""
    b = board()
    m = b.match
    view = b.board["view"]
    expected = m.view(0)
    assert {k: v for k, v in view.items() if k not in ("choices", "table")} == {k: v for k, v in expected.items() if k != "choices"}
    assert [c["label"] for c in view["choices"]] == [a.label for a in m.legal()]
    assert [c["id"] for c in view["choices"]] == list(range(len(m.legal())))
    assert {c["card_name"] for c in view["choices"] if c["kind"] == "species"} == {"Fossa", "Hawk Moth", "Comet Moth",
                                                                                   "Brown Mouse Lemur"}
    assert view["players"][1]["hand"] is None and view["players"][1]["hand_count"] == 2
    assert b.board["log"][-1]["events"] == [e.to_json(0) for e in m.last_events]
    assert b.board["phases"][3] == "Play One Species Card" and len(b.board["phases"]) == 6


def test_a_choice_by_id_and_version_is_played():
    """The id of an offered choice with the current version goes into match.play; a new version follows."""
    b = board()
    before = b.version
    send(b, type="choose", id=offered(b, TURF_WAR_MOVE), version=before)
    assert b.match.choices == [TURF_WAR_MOVE]
    assert b.version == before + 1 == b.board["version"]
    assert any(e["kind"] == "turf-war" for e in b.board["log"][-1]["events"])
    assert b.board["log"][-1]["choice"] == TURF_WAR_MOVE and b.board["log"][-1]["by"] == 0


@pytest.mark.parametrize("msg", [
    {"id": 0, "version": 0},                    # stale: offered on an older view
    {"id": 0, "version": 99},                   # a version that never existed
    {"id": 999, "version": None},               # forged: no such choice
    {"id": -1, "version": None},
    {"id": "0", "version": None},
    {"id": True, "version": None},
    {"id": 0.5, "version": None},
])
def test_a_stale_or_forged_choice_is_refused_and_changes_nothing(msg):
    """Nothing is played, the version stays, and the notice says why."""
    b = board()
    send(b, type="choose", id=0, version=b.version)  # now version 2, so version 0 and 1 are stale
    msg = {**msg, "version": b.version if msg["version"] is None else msg["version"]}
    before, fingerprint, choices = b.version, b.match.fingerprint(), list(b.match.choices)
    send(b, type="choose", **msg)
    assert (b.version, b.match.fingerprint(), b.match.choices) == (before, fingerprint, choices)
    assert b.notice["kind"] == "refused" and "nothing was played" in b.notice["text"]
    assert b.notice["rule"]["section"] == "Turn Sequence"


def test_why_not_explains_an_unlit_spot_with_its_rule():
    """An unlit spot for a picked hand card is explained by match.why_not: the rule and the reason."""
    b = board()
    fossa = next(c["id"] for c in b.board["view"]["players"][0]["hand"] if c["name"] == "Fossa")
    before = b.version
    send(b, type="why", card=fossa, spot=[2, 0], version=before)
    reason = b.match.why_not("Play Fossa at (2, 0)")
    assert b.notice["text"] == reason.reason and b.notice["rule"]["rule_id"] == reason.rule.rule_id
    assert b.version == before and not b.match.choices


def test_why_not_for_cards_not_in_the_hand_or_out_of_turn():
    """A forged card id is answered without touching the match; on the bot's turn the board says so."""
    b = board()
    send(b, type="why", card=12345, spot=[0, 1])
    assert b.notice["text"] == "That card is not in your hand."
    send(b, type="choose", id=offered(b, "Play no Species card"), version=b.version)
    assert b.board["bot_to_act"]
    mine = b.board["view"]["players"][0]["hand"][0]["id"]
    send(b, type="why", card=mine, spot=[0, 1])
    assert "Player 2's choice now" in b.notice["text"]


def test_the_bot_moves_only_when_asked_with_the_current_version():
    """The opponent's move is one visible step: a message with the current version plays one bot choice."""
    b = board()
    send(b, type="choose", id=offered(b, "Play no Species card"), version=b.version)
    assert b.match.to_act == 1 and b.board["bot_to_act"] and b.board["view"]["choices"] == []
    send(b, type="bot", version=b.version - 1)
    assert len(b.match.choices) == 1 and b.notice["kind"] == "refused"
    send(b, type="bot", version=b.version)
    assert len(b.match.choices) == 2 and b.board["log"][-1]["bot"] is True


def test_play_from_code_and_refusal():
    """board.play(label) plays like a click; an illegal label raises and the board shows why."""
    b = board()
    events = b.play(TURF_WAR_MOVE)
    assert any(e.kind == "turf-war" for e in events)
    with pytest.raises(IllegalAction):
        b.play("Play Fossa at (9, 9)")
    assert b.notice["kind"] == "refused"


def test_undo_is_refused_across_a_revealed_card_unless_teacher():
    """Undo shows the engine's refusal; in teacher view it takes back the learner's choice and the bot's."""
    b = board()
    b.play(TURF_WAR_MOVE)
    b.step()
    fingerprint = b.match.fingerprint()
    send(b, type="undo")
    assert b.notice["kind"] == "refused" and b.notice["rule"]["rule_id"] == "undo"
    assert b.match.fingerprint() == fingerprint
    send(b, type="teacher", on=True)
    assert b.board["teacher"] and b.board["view"]["players"][1]["hand"] is not None
    send(b, type="undo")
    assert b.match.choices == [] and b.match.to_act == 0
    send(b, type="redo")
    assert len(b.match.choices) == 2 and b.match.fingerprint() == fingerprint


def test_repr_is_deterministic():
    """No memory address: nbval compares text/plain."""
    assert repr(board()) == "<XekoBoard seat=0 opponents=random: xeko, 0 choices, seat 0 to act>"
    assert not re.search(r"0x[0-9a-f]+", repr(board()))
    assert repr(Board(new_match(seed=7), opponents=None)).startswith("<XekoBoard seat=0 opponents=none")


def test_static_html_escapes_names_and_is_deterministic():
    """Player and card text is escaped; two renders of the same match are equal."""
    evil = '<img src=x onerror="window.__xss=1">'
    m = new_match(scenario=SCENARIO, seed=3, names=[evil, "Bob"])
    t = m.state.table
    t.defs = tuple(dataclasses.replace(d, name=evil) if d.name == "Indri" else d for d in t.defs)
    m.play(TURF_WAR_MOVE.replace("Fossa", "Fossa"))
    html = match_html(m)
    assert "<img" not in html and "&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;" in html
    assert html == match_html(m) == m._repr_html_()
    assert "Turf War" in html and "Xeko rulebook" in html and "<table" in html


def test_a_match_changed_by_code_makes_older_choices_stale():
    """Notebook code that plays on the match directly: the next message refreshes the board and refuses the old id."""
    b = board()
    old = b.version
    b.match.play(TURF_WAR_MOVE)
    send(b, type="choose", id=0, version=old)
    assert b.version == old + 1 and b.match.choices == [TURF_WAR_MOVE]
    assert b.notice["kind"] == "refused" and "older board" in b.notice["text"]
    assert b.board["bot_to_act"] and b.board["choices_made"] == 1


def test_the_board_follows_cells_that_play_on_the_match(monkeypatch):
    """In a notebook, a later cell's match.play shows on the board when the cell ends."""
    from IPython.core.events import EventManager

    class Shell:
        events = EventManager(None, ["post_run_cell"])

    monkeypatch.setattr("IPython.get_ipython", lambda: Shell)
    b = board()
    before = b.version
    b.match.play(TURF_WAR_MOVE)
    Shell.events.trigger("post_run_cell", None)
    assert b.version == before + 1 and b.board["choices_made"] == 1
    Shell.events.trigger("post_run_cell", None)
    assert b.version == before + 1  # nothing changed, nothing sent


def trade_winds_board() -> XekoBoard:
    """A 3-player game (seed 1) whose Player 3 must split the five cards Trade Winds revealed."""
    from xlearn.engine.bots import RandomBot
    m, bot = new_match(players=3, seed=1), RandomBot(1)
    while not any(a.kind == "trade-split" for a in m.legal()):
        m.play(bot.choose(m))
    return XekoBoard(m, seat=m.to_act, opponents=None, hotseat=False)


def test_trade_winds_split_is_made_by_selecting_pile_a():
    """Card Guides: Trade Winds. The five revealed cards are on the table; selecting pile A and confirming plays
    the split the engine offers; copies of one card are interchangeable; a pile A without the first card is
    refused with the reason."""
    b = trade_winds_board()
    [group] = b.board["selections"]
    revealed = [c["id"] for c in b.board["view"]["table"]["trade"]["cards"]]
    assert group["group"] == "trade-split" and sorted(group["cards"]) == sorted(revealed)
    assert not [c for c in b.board["view"]["choices"] if c["place"] == "button"]
    names = {c["id"]: c["name"] for c in b.board["view"]["table"]["trade"]["cards"]}
    send(b, type="select", group="trade-split", cards=[revealed[1]], version=b.version)
    assert b.selection["ok"] and not b.selection["complete"]
    twin = next(i for i in revealed[2:] if names[i] == names[revealed[1]])  # seed 1 reveals two Hornbills
    send(b, type="select", group="trade-split", cards=[revealed[0], twin], version=b.version)
    assert b.selection["complete"]
    label = b.board["view"]["choices"][b.selection["id"]]["label"]
    assert label.startswith(f"Split into [{names[revealed[0]]}, {names[twin]}] and")
    send(b, type="confirm", group="trade-split", cards=[revealed[0], twin], version=b.version)
    assert b.match.choices[-1] == label


def test_a_choice_about_a_field_card_is_drawn_on_it():
    """Deforestation, SUNRISE powers and the like name a card in the field: the table draws them on that card."""
    from xlearn.engine.bots import RandomBot
    m, bot = new_match(players=3, seed=16), RandomBot(16)
    while not any(a.kind == "deforest" for a in m.legal()):
        m.play(bot.choose(m))
    b = XekoBoard(m, seat=m.to_act, opponents=None, hotseat=False)
    field = {f["card"]["id"]: [f["x"], f["y"]] for f in b.board["view"]["field"]}
    deforest = [c for c in b.board["view"]["choices"] if c["kind"] == "deforest"]
    assert deforest and all(c["place"] == "table" for c in deforest)
    assert {tuple(c["spot"]) for c in deforest} <= {tuple(v) for v in field.values()}


def test_a_migrate_move_is_drawn_on_the_card_it_moves():
    """Migrate: the Species moves to an empty spot, where the grid has no control, so each move is drawn on the
    Species that moves (a click there lists its moves); its label names the card and both spots."""
    position = {"field": [{"card": "Verreaux's Sifaka", "owner": 0, "at": [0, 1]}], "hands": [[], []],
                "draw": [["Comet Moth", "Giraffe Weevil"] * 2, ["Comet Moth", "Giraffe Weevil"] * 2],
                "active": 0, "step": "Draw One Card", "turn": 3}
    b = XekoBoard(new_match(scenario=position, seed=6), seat=0, opponents=None, hotseat=False)
    moves = [c for c in b.board["view"]["choices"] if c["kind"] == "migrate"]
    assert moves and all(c["place"] == "table" and c["spot"] == [0, 1] for c in moves)
    assert all(c["label"].startswith("Migrate Verreaux's Sifaka from (0, 1) to") for c in moves)


def test_the_turf_war_panel_keeps_the_last_war(monkeypatch):
    """The last Turf War (from its start to its Diff) stays in view.table until the next one begins, even when
    the log no longer holds it."""
    import xlearn.ui.board_log as board_module
    b = board()
    b.play(TURF_WAR_MOVE)
    while b.match.phase == "Turf War":
        if b.match.to_act in b.bots:
            b.step()
        else:
            b.play("Pass (play no Boost)")
    kept = b.board["view"]["table"]["last_turf_war"]
    assert kept[0]["kind"] == "turf-war" and any(e["kind"] in ("tw-winner", "tw-tie") for e in kept)
    assert kept[0]["text"] == next(e for e in b.match.events if e.kind == "turf-war").text_for(0)
    b.step() if b.match.to_act in b.bots else b.choose(0, b.version)  # one more step, after the war
    monkeypatch.setattr(board_module, "LOG_BATCHES", 1)  # the log's window moves past the war
    b.refresh()
    assert not any(e["kind"] == "turf-war" for step in b.board["log"] for e in step["events"])
    assert b.board["view"]["table"]["last_turf_war"] == kept


def test_confirming_a_trade_winds_pile_without_its_first_card_says_why():
    """Confirm with pile A lacking the first revealed card: refused, naming Trade Winds and what to select."""
    b = trade_winds_board()
    revealed = [c["id"] for c in b.board["view"]["table"]["trade"]["cards"]]
    before = b.match.fingerprint()
    send(b, type="confirm", group="trade-split", cards=[revealed[2]], version=b.version)
    assert b.notice["kind"] == "refused" and "select it too" in b.notice["text"]
    assert b.notice["rule"]["section"] == "Trade Winds" and b.match.fingerprint() == before


def test_why_not_a_boost_outside_a_turf_war_names_the_boost_rule():
    """4. Boost Cards: a Boost picked in the hand before any Turf War is explained by the Boost rule."""
    b = XekoBoard(new_match(scenario={**SCENARIO, "hands": [["Tsingy Shelter", "Fossa"], ["Aye-aye"]]}, seed=3), seat=0)
    boost = next(c["id"] for c in b.board["view"]["players"][0]["hand"] if c["name"] == "Tsingy Shelter")
    send(b, type="why", card=boost, version=b.version)
    assert b.notice["rule"]["section"] == "4. Boost Cards" and "only during a Turf War" in b.notice["text"]

"""The position editor (issue 31): cards placed where a teacher clicks, the engine's scenario checks shown on
the card or zone they concern, refused placements changing nothing, Undo, Save and Play from here."""
from __future__ import annotations

import json

import pytest

from xlearn.ui import Board
from xlearn.ui.editor_cards import search
from xlearn.ui.editor_position import Position
from xlearn.ui.editor_zones import EDITORS, editor_for


@pytest.mark.parametrize("game", sorted(EDITORS))
def test_a_new_position_has_no_problems_and_starts_a_match(game):
    pos = Position(editor_for(game))
    assert pos.found == []
    assert pos.match().game == game


def test_card_search_finds_names_holding_every_word_typed():
    names = [c.name for c in search(editor_for("xeko"), "lemur golden")]
    assert names == ["Golden Bamboo Lemur"]
    assert len(search(editor_for("xenofera"), "")) == 12


def test_a_species_whose_links_do_not_agree_is_refused_with_the_link_rule_and_changes_nothing():
    ed = Board.editor("xeko")
    before = json.dumps(ed.position.scenario)
    assert not ed.place("field", "Brown Mouse Lemur", at=[-1, 0])
    assert "shares no colour" in ed.ui["notice"]["text"] and "4. Play One Species Card" in ed.ui["notice"]["text"]
    assert json.dumps(ed.position.scenario) == before


def test_a_creature_too_big_for_its_cage_is_refused_naming_capture_creatures():
    ed = Board.editor("xenofera")
    assert ed.place("seats[0].cages", "Starter Crate")
    assert not ed.place("seats[0].cages[0].creatures", "Cinder Newt")
    assert "Capture Creatures" in ed.ui["notice"]["text"]
    assert ed.position.get("seats[0].cages[0].creatures") == []


def test_a_problem_that_appears_later_is_shown_on_the_card_it_concerns():
    pos = Position(editor_for("xenofera"))
    second = pos.get("seats[1].huntsman")
    assert pos.place("seats[0].huntsman", second) == []
    own, on_cards = pos.problems_at("seats[1].huntsman")
    assert any("only 1" in p for p in own + on_cards.get(0, []))


def test_a_problem_of_the_whole_position_is_listed_apart():
    pos = Position(editor_for("seekers"))
    pos.set("final", True, seat=0)
    assert any("Final Adventure" in p for p in pos.problems_at("seats[0].final")[0] + pos.general())


def test_undo_takes_back_the_last_placement():
    pos = Position(editor_for("seekers"))
    assert pos.place("seats[0].leads", "Glyph") == []
    assert pos.undo()
    assert pos.get("seats[0].leads") == []
    assert not pos.undo()


def test_changing_the_players_adds_empty_seats_and_drops_a_removed_seats_cards():
    pos = Position(editor_for("xeko"))
    pos.set_players(3)
    assert len(pos.scenario["hands"]) == 3 and pos.found == []
    pos.place("hands[2]", "Indri")
    pos.set_players(2)
    assert pos.scenario["hands"] == [[], []]
    with pytest.raises(ValueError, match="2 to 4 players"):
        pos.set_players(5)


def test_save_writes_a_scenario_that_new_match_loads(tmp_path):
    import xlearn.seekers as seekers
    ed = Board.editor("seekers", tmp_path / "pos.json")
    ed.position.set_players(3)
    assert ed.place("seats[2].adventures", "The Forgotten Lagoon")
    assert ed.save()
    match = seekers.new_match(scenario=json.loads((tmp_path / "pos.json").read_text()))
    assert len(match.view(None)["players"]) == 3


def test_save_and_play_are_refused_while_problems_remain(tmp_path):
    ed = Board.editor("seekers", tmp_path / "pos.json")
    ed.set("final", True, seat=0)
    assert not ed.save() and not (tmp_path / "pos.json").exists()
    assert "1 problem" in ed.ui["notice"]["text"]
    assert ed.play() is None


def test_play_from_here_shows_a_board_of_the_position_below_the_editor():
    ed = Board.editor("xeko")
    ed.place("hands[0]", "Indri")
    ed.place("draw[0]", "Fossa")
    ed.place("draw[1]", "Aye-aye")
    board = ed.play()
    assert ed.children == (ed.widget, board)
    assert any(c["label"].startswith("Play Indri") for c in board.board["view"]["choices"])


def test_an_existing_file_opens_in_the_editor(tmp_path):
    path = tmp_path / "pos.json"
    path.write_text(json.dumps({"seats": [{"huntsman": "Quilla Sorn"}, {"huntsman": "Ysolde Marr"},
                                          {"huntsman": "Brannoc Teague"}]}))
    ed = Board.editor("xenofera", path)
    assert ed.position.players == 3 and ed.position.get("seats[0].huntsman") == "Quilla Sorn"


def test_xlearn_edit_writes_a_notebook_that_opens_the_editor_on_the_file(tmp_path):
    from xlearn.edit import write_notebook
    nb = json.loads(write_notebook("xeko", str(tmp_path / "x.json")).read_text())
    assert "Board.editor('xeko'" in nb["cells"][0]["source"] and str(tmp_path / "x.json") in nb["cells"][0]["source"]
    with pytest.raises(ValueError, match="no game"):
        write_notebook("chess", None)


def send(ed, **msg) -> None:
    ed._on_msg(ed.widget, msg, [])


@pytest.mark.parametrize("msg", [
    {"type": "place", "path": "field", "at": ["0", 0]},          # a number sent as text
    {"type": "remove", "path": "hands[0]", "index": True},  # true is not 1
    {"type": "players", "value": 3, "extra": 1},                 # a field the message does not have
    {"type": "hold", "name": ["Brown Mouse Lemur"]},             # a list for a name
    {"type": "set", "key": "turn", "value": {"x": 1}},
    {"type": "teleport"}, "not an object", {"type": "search", "text": "x" * 5000},
])
def test_a_malformed_editor_message_is_refused_and_changes_nothing(msg):
    ed = Board.editor("xeko")
    ed.place("hands[0]", "Brown Mouse Lemur")
    before, held = json.dumps(ed.position.scenario), ed.ui["held"]
    ed._on_msg(ed.widget, msg, [])
    notice = ed.ui["notice"]
    assert notice["kind"] == "refused" and ("could not be read" in notice["text"] or "does not know" in notice["text"])
    assert json.dumps(ed.position.scenario) == before and ed.ui["held"] == held


def test_the_editors_own_messages_place_set_and_undo():
    ed = Board.editor("xeko")
    send(ed, type="search", text="lemur golden")
    send(ed, type="hold", name=ed.ui["results"][0]["name"])
    send(ed, type="place", path="hands[0]")
    assert ed.ui["notice"]["kind"] == "placed"
    send(ed, type="set", key="turn", value=3)
    assert ed.ui["notice"] is None
    send(ed, type="undo")
    send(ed, type="undo")
    assert ed.ui["notice"]["kind"] == "undone" and "Golden" not in json.dumps(ed.position.scenario)


def test_play_from_here_on_a_learners_copy_keeps_the_teacher_view_locked(monkeypatch):
    monkeypatch.setenv("XLEARN_LEARNER", "1")
    ed = Board.editor("xeko")
    board = ed.play()
    assert board is not None and not board.board["teacher"] and not board.allow_teacher and board.hotseat

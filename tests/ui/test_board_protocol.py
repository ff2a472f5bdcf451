"""The board protocol (docs/board-protocol.md) driven by messages, as the front end sends them: where choices
are drawn, selecting cards for a compound choice, table facts, hot-seat hand-over, bots, the view before a step."""
from __future__ import annotations

import json

import pytest

from xlearn.engine.actions import Refusal
from xlearn.engine.bots import RandomBot
from xlearn.ui import XekoBoard, board_class
from xlearn.ui.selection import Pick
from xlearn.xeko import new_match


def send(b, **msg) -> None:
    b._on_msg(b, msg, [])


def hidden_cards(view: dict) -> list:
    """Every hand (or other hidden card list) a view carries."""
    return [p["hand"] for p in view.get("players", []) if p.get("hand") is not None]


class SpotPicks(XekoBoard):
    """A board whose Species plays are made by selecting the card, then its spot (an ordered selection)."""

    def selection_of(self, action):
        if action.kind != "species":
            return None
        return Pick("species", (action.args[0], f"{action.args[1]},{action.args[2]}"), ordered=True)

    def group_info(self, group, view):
        return {"prompt": "Choose a Species, then its spot", "confirm": "Play it",
                "rule": self.match.rules.rulebook["species-step"]}

    def why_selection(self, group, cards):
        return Refusal(self.match.rules.rulebook["species-step"], "That Species cannot go there.")

    def table_facts(self, view):
        return {"choices_made": len(self.as_of.choices)}


def species_board() -> SpotPicks:
    m = new_match(players=2, seed=4)
    while m.phase != "Play One Species Card":
        m.play(m.legal()[-1])
    return SpotPicks(m, seat=m.to_act)


def test_every_offered_choice_says_where_it_is_drawn():
    """Plain choices are buttons; choices made by selecting cards are 'select', grouped, and not buttons."""
    b = species_board()
    choices = b.board["view"]["choices"]
    assert {c["place"] for c in choices if c["kind"] == "species"} == {"select"}
    assert {c["place"] for c in choices if c["kind"] != "species"} == {"button"}
    assert all(c["group"] == "species" for c in choices if c["place"] == "select")
    [group] = b.board["selections"]
    assert group["prompt"] == "Choose a Species, then its spot" and group["confirm"] == "Play it"
    assert group["ordered"] is True and group["empty_ok"] is False
    assert group["rule"]["section"] == b.match.rules.rulebook["species-step"].section
    species = {a.args[0] for a in b.match.legal() if a.kind == "species"}
    assert species <= set(group["cards"])


def test_a_selection_is_answered_as_it_is_made_and_confirm_plays_it():
    """Part of a choice is 'ok' but not complete; the whole choice names its id; Confirm plays exactly it."""
    b = species_board()
    action = next(a for a in b.match.legal() if a.kind == "species")
    card, spot = action.args[0], f"{action.args[1]},{action.args[2]}"
    send(b, type="select", group="species", cards=[card], version=b.version)
    assert b.selection["ok"] and not b.selection["complete"] and b.selection["id"] is None
    send(b, type="select", group="species", cards=[card, spot], version=b.version)
    assert b.selection["complete"] and b.board["view"]["choices"][b.selection["id"]]["label"] == action.label
    send(b, type="confirm", group="species", cards=[card, spot], version=b.version)
    assert b.match.choices[-1] == action.label


def test_a_selection_that_leads_nowhere_is_refused_with_its_rule_and_changes_nothing():
    """The spot first (order matters here), a spot no Species may take, or a stale board: refused with why."""
    b = species_board()
    action = next(a for a in b.match.legal() if a.kind == "species")
    card = action.args[0]
    before = (b.version, b.match.fingerprint())
    send(b, type="select", group="species", cards=[card, "99,99"], version=b.version)
    assert not b.selection["ok"] and b.selection["reason"] == "That Species cannot go there."
    assert b.selection["rule"]["rule_id"] == "species-step"
    send(b, type="confirm", group="species", cards=[card], version=b.version)
    assert b.notice["kind"] == "refused" and "select the rest" in b.notice["text"]
    send(b, type="select", group="species", cards=[card], version=b.version - 1)
    assert not b.selection["ok"] and "changed" in b.selection["reason"]
    for forged in ({"group": "nope", "cards": [card]}, {"group": "species", "cards": [{"x": 1}]},
                   {"group": "species", "cards": "abc"}, {"group": ["species"], "cards": []}):
        send(b, type="select", version=b.version, **forged)
        assert not b.selection["ok"] and b.selection["reason"]
        send(b, type="confirm", version=b.version, **forged)
    assert (b.version, b.match.fingerprint()) == before


def test_table_facts_reach_the_view_of_the_new_position_at_once():
    """`table_facts` fills view['table']; after a choice the board sends the new position straight away (no
    older position is held back for the front end to draw while the events play)."""
    b = species_board()
    made = len(b.match.choices)
    assert b.board["view"]["table"] == {"choices_made": made}
    b.choose(next(c["id"] for c in b.board["view"]["choices"] if c["place"] == "button"), b.version)
    assert b.board["view"]["table"] == {"choices_made": made + 1}
    assert "before" not in b.board


def test_a_free_board_lets_its_bots_play_on_their_own_at_the_paced_speed(monkeypatch):
    """Without a lesson the bots move on their own ("auto"); XLEARN_PACE_MS sets the pace the front end uses."""
    monkeypatch.setenv("XLEARN_PACE_MS", "40")
    m = new_match(players=2, seed=4)
    b = XekoBoard(m, seat=0)
    assert b.board["bot_mode"] == "auto" and b.board["pace"] == 40
    monkeypatch.setenv("XLEARN_PACE_MS", "fast")
    b.refresh()
    assert b.board["pace"] is None


def test_hot_seat_hands_over_and_the_cover_hides_every_card():
    """A 3-player board without bots hands the screen to whoever must act; the cover shows nobody's cards."""
    m = new_match(players=3, seed=4)
    assert m.to_act == 2
    b = XekoBoard(m, seat=0, opponents=None)
    assert b.hotseat and b.board["handover"] == {"seat": 2, "name": "Player 3",
                                                 "text": "Player 3, your turn: take the screen"}
    sent = json.dumps(b.board)
    assert not hidden_cards(b.board["view"])
    public = [e.text_for(-2) for step in m.log for e in step]  # what an onlooker may read
    assert [e["text"] for step in b.board["log"] for e in step["events"]] == public
    for p in m.view(None)["players"]:
        for card in p["hand"]:
            assert f'"{card["name"]}"' not in sent
    assert b.board["view"]["choices"] == [] and b.board["view"]["cover"] is True
    send(b, type="choose", id=0, version=b.version)
    assert not m.choices and b.notice["kind"] == "refused"
    send(b, type="take-seat", seat=1, version=b.version)
    assert b.seat == 0 and b.notice["kind"] == "refused"
    send(b, type="take-seat", seat=2, version=b.version)
    assert b.seat == 2 and b.board["handover"] is None
    hands = b.board["view"]["players"]
    assert hands[2]["hand"] is not None and hands[0]["hand"] is None and b.board["view"]["choices"]


def test_a_fixed_seat_says_who_is_to_choose_instead_of_handing_over():
    """hotseat=False: a lesson's board stays on its seat and says how the other seat's move is made."""
    m = new_match(players=3, seed=4)
    b = XekoBoard(m, seat=0, opponents=None, hotseat=False)
    assert b.board["handover"] is None and b.board["view"]["choices"] == []
    assert b.board["wait"] == "Player 3 is to choose: a lesson plays their moves, or switch to the teacher view."
    locked = XekoBoard(m, seat=0, opponents=None, hotseat=False, allow_teacher=False)
    assert locked.board["wait"] == "Player 3 is to choose: a lesson plays their moves."


def test_play_bots_plays_until_a_human_is_to_act():
    """From Python, play_bots() lets every bot move in turn until the board's own seat must choose."""
    m = new_match(players=3, seed=4)
    b = XekoBoard(m, seat=0, opponents="random")
    assert not b.hotseat and b.board["bot_to_act"] and b.board["bot_name"] == "Player 3"
    events = b.play_bots()
    assert events and m.to_act == 0 and not b.board["bot_to_act"] and b.board["view"]["choices"]
    assert all(step["bot"] for step in b.board["log"][1:])


@pytest.mark.parametrize("seat", [5, -1, True, "0", 1.0, None])
def test_a_seat_the_match_does_not_have_is_refused(seat):
    """Board(match, seat=5) or seat=True is a clear ValueError, not a board that shows a seat nobody has."""
    with pytest.raises(ValueError, match="seat must be a seat number from 0 to 1"):
        XekoBoard(new_match(players=2, seed=4), seat=seat)


def test_an_opponent_that_is_not_a_bot_is_refused_at_construction():
    with pytest.raises(ValueError, match=r"opponents\[1\] is not a bot"):
        XekoBoard(new_match(players=2, seed=4), seat=0, opponents={1: "greedy"})
    with pytest.raises(ValueError, match="seat must be"):
        XekoBoard(new_match(players=2, seed=4), seat=0, opponents={3: RandomBot(1)})


def test_teacher_view_can_be_locked_off():
    """allow_teacher=False: the front end's switch is refused, said so, and no hidden card is sent."""
    b = XekoBoard(new_match(players=2, seed=4), seat=0, allow_teacher=False)
    send(b, type="teacher", on=True)
    assert not b.teacher and b.notice["kind"] == "refused" and "locked" in b.notice["text"]
    assert b.board["view"]["players"][1]["hand"] is None and b.board["allow_teacher"] is False
    with pytest.raises(ValueError, match="locked"):
        b.teacher = True
    with pytest.raises(ValueError, match="allow_teacher=False"):
        XekoBoard(new_match(players=2, seed=4), teacher=True, allow_teacher=False)


def test_notebook_code_playing_after_an_undo_drops_the_redo_list():
    """Redo never replays an undone choice on top of a move the notebook made since."""
    m = new_match(players=2, seed=4)
    b = XekoBoard(m, seat=m.to_act, opponents=None, hotseat=False, teacher=True)
    b.choose(len(b.board["view"]["choices"]) - 1, b.version)
    send(b, type="undo")
    assert b._redo_stack
    m.play(m.legal()[0])
    send(b, type="redo")
    assert b.notice["text"].startswith("There is nothing to redo") and b.notice["rule"] is None and len(m.choices) == 1


def test_hint_requests_are_rate_limited(monkeypatch):
    """A second Hint message within a second of the last one is ignored (a flood cannot block the kernel)."""
    b = XekoBoard(new_match(players=2, seed=4), seat=0, hint_simulations=4)
    asked = []
    monkeypatch.setattr(b, "give_hint", lambda: asked.append(1) or ["an answer"])
    for _ in range(20):
        send(b, type="hint")
    assert asked == [1]
    b._hint_at -= 2
    send(b, type="hint")
    assert asked == [1, 1]


@pytest.mark.parametrize("game", ["xeko", "xenofera", "seekers"])
def test_citations_name_the_heading_and_ruling_never_a_file(game):
    """Words: a rule is cited by its rulebook heading and ruling id ("… · ruling X-6"), with the ruling's own
    sentence as its tooltip; no repository path is ever shown."""
    import importlib
    rulebook = importlib.import_module(f"xlearn.{game}").new_match().rules.rulebook
    rulings = [r for r in rulebook if r.ruling]
    assert rulings
    for ref in rulebook:
        cite = ref.to_json()["cite"]
        assert ref.section in cite and ".md" not in cite and "docs/" not in cite
    for ref in rulings:
        data = ref.to_json()
        assert data["cite"].endswith(f" · ruling {ref.ruling}") and data["ruling_text"]


def test_undo_refusal_uses_the_games_own_words():
    """Xenofera has no shed pile: its board's Undo refusal speaks of a draw, a discard or a reveal."""
    import xlearn.xenofera as xenofera
    m = xenofera.new_match(players=2, seed=3)
    b = board_class("xenofera")(m, seat=0, opponents=None, hotseat=False)
    bot = RandomBot(3)
    for _ in range(200):
        b.seat = m.to_act
        b.play(bot.choose(m))
        trial = m.copy()
        try:
            trial.undo(seat=b.seat)
        except ValueError:
            break
    send(b, type="undo")
    assert b.notice["kind"] == "refused" and "cannot be taken back" in b.notice["text"]
    assert "shed" not in b.notice["text"] and "a draw, a discard or a reveal" in b.notice["text"]


def test_counted_species_read_as_a_person_writes_them():
    """Words: "2 rival Species", never "Speciess"; other words take an s."""
    from xlearn.engine.explain import plural
    assert (plural(2, "rival Species"), plural(1, "card"), plural(3, "card")) == ("2 rival Species", "1 card", "3 cards")

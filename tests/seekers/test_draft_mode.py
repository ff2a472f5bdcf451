"""Draft Mode: each of up to three seekers drafts a ten-card ActionX deck with its own discard pile."""
import pytest

from xlearn import DataError
from xlearn.engine import UndoRefused
from xlearn.seekers import new_match


def test_draft_builds_ten_card_decks():
    m = new_match(3, seed=4, draft=True)
    assert m.phase == "Draft Mode" and m.to_act == 0 and len(m.legal()) == 6
    assert m.view(1)["players"][0]["looking"] is None and len(m.view(0)["players"][0]["looking"]) == 6
    with pytest.raises(UndoRefused):
        m.play(m.legal()[0])
        m.undo()
    while m.phase == "Draft Mode":
        m.play(m.legal()[0])
    s = m.state
    for p in range(3):
        assert len(s.ax_deck[p]) + len(s.actionx_hand[p]) == 10 and len(s.actionx_hand[p]) == 1
    assert len(s.box) == 6     # the last card of each pack, two rounds
    assert m.view(0)["players"][1]["actionx_deck_count"] == 9


def test_draft_draws_from_your_own_deck():
    m = new_match(2, seed=4, draft=True)
    while m.phase == "Draft Mode":
        m.play(m.legal()[-1])
    mine = set(m.state.ax_deck[0]) | set(m.state.actionx_hand[0])
    theirs = set(m.state.ax_deck[1]) | set(m.state.actionx_hand[1])
    assert not mine & theirs and len(m.state.box) == 36 - 20


def test_draft_limits():
    with pytest.raises(DataError) as exc:
        new_match(4, draft=True)
    assert exc.value.field == "draft"
    with pytest.raises(DataError):
        new_match(2, draft=True, mode="advanced")

"""Hidden information: a seat's view never holds another seat's hand, face-down Battle cards, unused
Battle cards or kept Collections; undo never crosses a step that showed a hidden card."""
import json

import pytest

from xlearn.engine.chance import Chance
from xlearn.engine.errors import UndoRefused
from xlearn.xenofera import new_match

from xeno_helpers import play, rival, scenario, seat, setup_through, start


def hidden_from(s, seat: int) -> set[int]:
    """Card instances that `seat` must not see."""
    out = set()
    for p in range(s.table.players):
        if p == seat:
            continue
        out.update(s.hand[p], s.collections[p], s.offer[p], s.unused[p])
    b = s.battle
    if b is not None:
        if b.defender != seat:
            out.update(b.dcards)
        if b.attacker != seat:
            out.update(b.acards)
    return out


def ids_in(obj, found: set) -> set:
    if isinstance(obj, dict):
        if "id" in obj and "name" in obj:
            found.add(obj["id"])
        for v in obj.values():
            ids_in(v, found)
    elif isinstance(obj, list):
        for v in obj:
            ids_in(v, found)
    return found


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_views_never_show_another_seats_hidden_cards(players):
    for seed in range(4):
        m = new_match(players, seed, explain=False)
        pick = Chance(seed + 100)
        while True:
            s = m.state
            if not m.over:
                for seat_ in range(players):
                    v = m.view(seat_)
                    json.dumps(v)  # what a board is sent must be plain JSON
                    leaked = ids_in(v, set()) & hidden_from(s, seat_)
                    assert not leaked, f"seed {seed}: seat {seat_} sees {leaked}"
                    if seat_ != m.to_act:
                        assert v["choices"] == []
            else:
                break
            legal = m.legal()
            m.play(legal[pick.below(len(legal))])


def test_the_teacher_sees_everything():
    m = new_match(3, seed=2)
    setup_through(m)
    v = m.view(None)
    assert all(p["hand"] is not None and p["collections"] is not None for p in v["players"])


def test_undo_refused_after_a_draw_but_allowed_after_a_build():
    """Ruling N-16: a cage built from the hand is turned face up for the rival, so only its builder (who
    knew the card) may take the build back."""
    m = start(scenario(seat(hand=["Wire Cage", "Iron Cage"]), rival(), phase="B. Build Phase"))
    before = m.fingerprint()
    play(m, "Build Iron Cage with Huntsman")
    for who in (1, None):
        with pytest.raises(UndoRefused):
            m.undo(seat=who)
    m.undo(seat=0)
    assert m.fingerprint() == before
    m.redo()
    assert m.phase == "D. Draw Phase"  # Tam alone cannot build the Wire Cage; nothing to capture
    play(m, "Keep every card")
    with pytest.raises(UndoRefused) as exc:
        m.undo()
    assert exc.value.rule.rule_id == "undo"


def test_kept_collection_step_cannot_be_undone():
    m = new_match(2, seed=3)
    while m.phase != "4. Collection Deck":
        m.play(m.legal()[0])
    m.play(m.legal()[0])
    with pytest.raises(UndoRefused):
        m.undo()

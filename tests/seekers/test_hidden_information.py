"""Hidden information: a seat's view never shows another seat's hand or the cards only they looked at."""
import pytest

from xlearn.engine.chance import Chance
from xlearn.seekers import new_match


def _ids(obj, out):
    if isinstance(obj, dict):
        for k, v in obj.items():
            if k == "choices":      # offered choices are numbered 0, 1, ... (not card ids)
                continue
            if k in ("id", "bond_id") and isinstance(v, int):
                out.add(v)
            else:
                _ids(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _ids(v, out)
    return out


@pytest.mark.parametrize("players,mode,draft", [(2, "full", False), (3, "advanced", False), (4, "full", False),
                                                (3, "full", True), (2, "beginner", False)])
def test_views_hide_hands_and_looked_at_cards(players, mode, draft):
    for seed in range(3):
        m = new_match(players, seed, mode=mode, draft=draft, explain=False)
        pick = Chance(seed + 100)
        steps = 0
        while not m.over and steps < 400:
            s = m.state
            secret = [set(s.hand[p]) | set(s.actionx_hand[p]) | set(s.look[p]) for p in range(players)]
            for seat in range(players):
                seen = _ids(m.view(seat), set())
                others = set().union(*(secret[p] for p in range(players) if p != seat))
                assert not seen & others, (seed, steps, seat)
                assert secret[seat] <= seen
            legal = m.legal()
            m.play(legal[pick.below(len(legal))])
            steps += 1


def test_undo_never_crosses_a_reveal():
    from xlearn.engine import UndoRefused
    m = new_match(2, seed=1)
    m.play("Reveal the top Adventure of the deck")
    with pytest.raises(UndoRefused) as exc:
        m.undo()
    assert exc.value.rule.rule_id == "undo"
    m.undo(teacher=True)
    assert len(m.choices) == 0


def test_undo_of_a_choice_that_showed_nothing():
    m = new_match(2, seed=1)
    m.play("Reveal the top Adventure of the deck")
    while m.phase != "Take Action":
        m.play(m.legal()[0])
    before = m.fingerprint()
    m.play("End turn")
    if not m.last_showed():
        m.undo()
        assert m.fingerprint() == before


@pytest.mark.parametrize("draft", [False, True])
def test_determinize_redeals_only_what_the_seat_cannot_see(draft):
    from xlearn.seekers.hidden import determinize
    m = new_match(3, 4, draft=draft, explain=False)
    pick = Chance(1)
    for _ in range(40 if draft else 250):
        if m.over:
            break
        m.play(m.legal()[pick.below(len(m.legal()))])
    s = m.state
    d = determinize(s, 0, Chance(9))
    assert sorted(i for i, _ in m.rules.census(d)) == sorted(i for i, _ in m.census())
    assert (d.hand[0], d.actionx_hand[0], d.look[0]) == (s.hand[0], s.actionx_hand[0], s.look[0])
    assert sorted(d.ax_deck[0]) == sorted(s.ax_deck[0])
    assert [len(x) for x in d.hand] == [len(x) for x in s.hand] and d.advs == s.advs and d.archive == s.archive
    assert m.view(0)["players"][0] == m.rules.view(d, 0)["players"][0]

"""Hidden information for bots: determinize re-deals only what a seat cannot see."""
import pytest

from xlearn.engine.chance import Chance
from xlearn.engine.hidden import find_determinize
from xlearn.xenofera import new_match


@pytest.mark.parametrize("players", [2, 4])
def test_determinize_keeps_the_seats_view_and_every_card(players):
    m = new_match(players, seed=3, explain=False)
    hook = find_determinize(m)
    pick = Chance(9)
    changed = 0
    for step in range(400):
        if m.over:
            break
        s = m.state
        for seat in range(players):
            d = hook(s, seat, Chance(step * 10 + seat))
            assert sorted(m.rules.census(d)) != [] and \
                sorted(i for i, _ in m.rules.census(d)) == sorted(i for i, _ in m.census())
            view = m.rules.view(d, seat)
            assert view == m.rules.view(s, seat)
            if m.rules.fingerprint(d) != m.fingerprint():
                changed += 1
        legal = m.legal()
        m.play(legal[pick.below(len(legal))])
    assert changed > 0

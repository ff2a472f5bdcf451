"""The cheap checks the rules use instead of listing choices agree with the full lists (Speed)."""
import pytest

from xlearn.engine.bots import RandomBot
from xlearn.seekers import new_match
from xlearn.seekers import actionx
from xlearn.seekers import heroic
from xlearn.seekers.adventures import plan_payment
from xlearn.seekers.ongoing import hand_limit, lead_limit


def _positions(players: int, seed: int):
    m = new_match(players=players, seed=seed, explain=False)
    bot = RandomBot(seed)
    while m.to_act is not None:
        yield m.state, m.to_act
        m.play_fast(bot.choose(m))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_shortcuts_agree_with_the_lists(players):
    """Heroic Feats on offer, whether a seat may Twist, the hand limit and payment plans, at every step."""
    checked = 0
    for seed in range(4):
        for s, seat in _positions(players, seed):
            names = []
            for a in heroic.heroic_choices(s, seat):
                if a.kind.capitalize() not in names:
                    names.append(a.kind.capitalize())
            assert heroic.open_feats(s, seat) == names
            assert heroic.any_heroic(s, seat) == bool(names)
            for r in range(players):
                assert actionx.may_twist(s, r) or not actionx.twist_choices(s, r)
                assert lead_limit(s, r) == hand_limit(s, r)[0]
            have = s.counts(seat)
            for adv in s.advs[seat]:
                assert plan_payment(s, seat, adv, have) == plan_payment(s, seat, adv)
            checked += 1
    assert checked > 100

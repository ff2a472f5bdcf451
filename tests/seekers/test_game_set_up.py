"""Game Set-Up: six Leads and one ActionX card each, three Adventures revealed, who goes first."""
from xlearn.seekers import new_match


def test_opening_hands_and_adventures():
    m = new_match(3, seed=11)
    s = m.state
    for p in range(3):
        assert len(s.hand[p]) == 6 and len(s.actionx_hand[p]) == 1 and len(s.advs[p]) in (3, 4)
    assert m.phase == "Reveal an Adventure"


def test_the_loser_of_the_last_game_goes_first():
    m = new_match(2, seed=11, first=1)
    assert m.state.cur == 1 and m.to_act == 1


def test_a_coin_decides_the_first_game():
    firsts = {new_match(2, seed=k, mode="beginner").state.first for k in range(12)}
    assert firsts == {0, 1}
    ev = [e for e in new_match(2, seed=3).events if e.rule.rule_id == "going-first"][0]
    assert "coin" in ev.text and ev.rule.ruling == "S-1"


def test_same_seed_same_game():
    a, b = new_match(2, seed=9), new_match(2, seed=9)
    assert a.fingerprint() == b.fingerprint()

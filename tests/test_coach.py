"""The coach (xlearn.coach.suggest): the best few choices for the seat to act, with win rates and a
sentence citing the rules involved ("Multi-Link Bonuses", "d. Determine the winner", ...)."""
from __future__ import annotations

from xlearn.coach import suggest, why
from xlearn.engine.bots import RandomBot
from xlearn.xeko import new_match
from xlearn.xeko import field as F


def test_suggest_returns_legal_choices_with_win_rates_and_reasons():
    m = new_match(seed=3)
    tips = suggest(m, n=3, simulations=120, seed=0)
    assert 1 <= len(tips) <= 3
    legal = {a.label for a in m.legal()}
    for tip in tips:
        assert tip.label in legal
        assert 0.0 <= tip.win_rate <= 1.0 and tip.simulations > 0
        assert tip.why.startswith(tip.label)
    assert tips[0].win_rate >= tips[-1].win_rate
    assert "simulated games" in repr(tips)


def test_suggest_is_reproducible_and_leaves_the_match_alone():
    m = new_match(seed=11)
    before = m.fingerprint()
    first = [(t.label, t.win_rate, t.why) for t in suggest(m, simulations=60, seed=2)]
    assert [(t.label, t.win_rate, t.why) for t in suggest(m, simulations=60, seed=2)] == first
    assert m.fingerprint() == before


def find_multi_link_war():
    """A seeded position where a Species placement links to two or more cards and starts a Turf War."""
    for seed in range(60):
        m = new_match(seed=seed)
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        while not m.over:
            s = m.state
            for a in m.legal():
                if a.kind != "species":
                    continue
                inst, x, y = a.args[:3]
                _, linked, _, _ = F.check_spot(s.field, s.t.sides, s.t.sides[inst], x, y)
                rivals = [i for i in linked if s.t.owner[i] not in (None, s.active)]
                if len(linked) >= 2 and rivals:
                    return m, a
            m.play(bots[m.to_act].choose(m))
    raise AssertionError("no multi-link Turf War in 60 seeded games")


def test_why_works_the_turf_war_out_from_the_engine_and_cites_the_rules():
    m, action = find_multi_link_war()
    text = why(m, action)
    assert "Energy from the" in text and "[Multi-Link Bonuses]" in text
    assert "Turf War" in text and "[" in text


def test_nothing_to_suggest_once_the_game_is_over():
    m = new_match(seed=1, explain=False)
    bots = [RandomBot(1), RandomBot(2)]
    while not m.over:
        m.play_fast(bots[m.to_act].choose(m))
    assert list(suggest(m)) == []

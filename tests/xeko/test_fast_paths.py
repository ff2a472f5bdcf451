"""The speed-ups of the Xeko rules keep their meaning: copies are complete, shared caches stay right."""
from xlearn.engine.bots import RandomBot
from xlearn.xeko import new_match
from xlearn.xeko.choices import species_action
from xlearn.xeko.field import fitting_spots
from xlearn.xeko.turf_war import TurfWar


def positions(seeds):
    """(match, state) at every step of random explanation-off games, one game a seed."""
    for seed in seeds:
        m = new_match(seed=seed, explain=False)
        bots = [RandomBot(seed), RandomBot(seed + 50)]
        while m.to_act is not None:
            yield m, m.state
            m.play_fast(bots[m.to_act].choose(m))


def test_turf_war_copy_copies_every_slot():
    tw = TurfWar(0, 3, 1, 7)
    for k, v in zip(TurfWar.__slots__, range(100, 200)):
        if not isinstance(getattr(tw, k), list):
            setattr(tw, k, v)
    tw.boosts.append((9, 0, 2, ""))
    tw.zero.append((1, "x"))
    tw.extra.append(("Nest", 1, 3))
    c = tw.copy()
    assert c.key() == tw.key()
    for k in TurfWar.__slots__:
        v = getattr(tw, k)
        if isinstance(v, list):
            assert getattr(c, k) is not v


def test_fits_and_species_choices_match_a_fresh_look_at_the_field():
    for m, s in positions(range(6)):
        for inst in set(s.hand[m.to_act]):
            sides = s.table.sides[inst]
            assert s.fitting(sides) == fitting_spots(sides, sorted(s.spots_cache.items()))
        if s.pending.kind == "species":
            for a in m.legal():
                if a.kind == "species":
                    assert species_action(s, a.args[0], a.spot) == a


def test_matches_set_up_alike_share_their_table():
    a, b = new_match(seed=1), new_match(seed=2)
    assert a.state.table is b.state.table
    assert new_match(players=3, seed=1).state.table is not a.state.table


def test_move_spots_are_the_spots_of_the_field_without_the_card():
    from xlearn.xeko.field import fits
    from xlearn.xeko.moves import move_spots
    for _, s in positions(range(4)):
        for inst, pos in list(s.where.items()):
            if inst == 0 or s.table.defs[inst].kind != "species":
                continue
            c = s.copy()
            c.lift(pos)
            sides = s.table.sides[inst]
            assert move_spots(s, inst) == [p for p, needs in c.open_spots() if p != pos and fits(sides, needs)]


def test_open_spot_table_is_right_after_every_change():
    from xlearn.xeko.field import open_spots
    for _, s in positions(range(8)):
        assert s.spots_cache == dict(open_spots(s.field, s.table.sides))

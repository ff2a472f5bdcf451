"""Scenarios as positions a game can reach, starting at the step a lesson needs.

Rulebook sections: "4. Play One Species Card" (the link rule a scenario's field must obey), "2. SUNRISE
Powers", "5. Turf War" and its phases a to f, "6. SUNSET Powers", "Pondicherry Shark" (fixed coin flips).
"""
from __future__ import annotations

import time

import pytest

from power_helpers import (HOTSPOT, PLAIN_BOOSTS, SPECIES_STEP, as_field, boost_war, build, field_names, filler,
                           labels, pile, play_label, pos_of, spots, war_layout)
from xlearn import DataError, load_match
from xlearn.xeko import new_match


def scenario(layout, hands=([], []), *, step=SPECIES_STEP, **extra):
    return {"field": as_field(layout), "hands": [list(h) for h in hands], "draw": [filler(12), filler(12, 3)],
            "step": step, **extra}


def start(sc):
    return new_match(2, seed=7, hotspot=HOTSPOT, scenario=sc)


def refused(sc) -> DataError:
    with pytest.raises(DataError) as info:
        start(sc)
    return info.value


# ----- the field must obey the link rule and be linked to the Hotspot ------------------------------
def test_scenario_field_card_clashing_with_its_neighbour_is_refused():
    """4. Play One Species Card: a card whose sides clash with the Hotspot could never have been played."""
    layout = build([("Hawk Moth", 0)])
    p = pos_of(layout, "Hawk Moth")
    # the same spot for a card whose sides do not agree with the Hotspot's
    for name in ("Javan Rhinoceros", "Indri", "Komodo Dragon", "Fossa", "Tomato Frog"):
        sc = scenario({p: (name, 0)})
        try:
            start(sc)
        except DataError as err:
            assert "scenario.field[0].at" in str(err) and name in str(err)
            assert "4. Play One Species Card" in str(err)
            return
    raise AssertionError("every card fitted there")


def test_scenario_field_card_not_linked_to_the_hotspot_is_refused():
    err = refused(scenario({(5, 5): ("Hawk Moth", 0)}))
    assert "scenario.field[0].at" in str(err) and "Hawk Moth" in str(err) and "not linked to the Hotspot" in str(err)


def test_scenario_card_a_billion_spots_away_is_refused_at_once():
    t0 = time.perf_counter()
    err = refused(scenario({(10**9, 10**9): ("Hawk Moth", 0)}))
    assert time.perf_counter() - t0 < 1.0
    assert "scenario.field[0].at" in str(err) and "Hawk Moth" in str(err)


def test_scenario_every_problem_is_reported_at_once():
    sc = scenario({(5, 5): ("Hawk Moth", 0), (7, 7): ("Indri", 1)}, hands=(["Dodo"], []), active=3)
    err = refused(sc)
    fields = [p.field for p in err.problems]
    assert fields == ["scenario.hands[0][0]", "scenario.field[0].at", "scenario.field[1].at", "scenario.active"]
    assert [p.card for p in err.problems][:3] == ["Dodo", "Hawk Moth", "Indri"]
    assert str(err).count("problems") == 1 and all(f in str(err) for f in fields)
    assert isinstance(err, ValueError)


def test_scenario_a_field_the_link_rule_reaches_is_accepted():
    layout = build([("Hawk Moth", 0), ("Indri", 1), ("Black-cheeked Ant Tanager", 0)])
    m = start(scenario(layout, (["Helmet Vanga"], [])))
    assert {p: v for p, v in field_names(m).items() if p != (0, 0)} == layout


# ----- starting at SUNRISE, SUNSET and in a Turf War -----------------------------------------------
def test_scenario_starts_at_sunrise_with_its_powers_offered():
    layout = build([("Verreaux's Sifaka", 0)])
    m = start(scenario(layout, step="SUNRISE Powers"))
    assert m.phase == "SUNRISE Powers" and "End the SUNRISE step" in labels(m)
    assert [x for x in labels(m) if "Verreaux's Sifaka" in x]


def test_scenario_starts_at_sunset_with_its_powers_offered():
    layout = build([("Acropora", 0)])
    m = start(scenario(layout, step="SUNSET Powers"))
    assert m.phase == "SUNSET Powers" and f"Acropora at ({pos_of(layout, 'Acropora')[0]}, " \
        f"{pos_of(layout, 'Acropora')[1]}): draw a card" in labels(m)


def war_scenario(phase, invader="Hawk Moth", defender="Helmet Vanga", hands=([], []), found=None, **extra):
    layout, dpos, ipos = found or war_layout(invader, defender)
    layout[ipos] = (invader, 0)
    sc = scenario(layout, hands, step="Turf War", turf_war={"invader": list(ipos), "defender": list(dpos),
                                                            "phase": phase}, **extra)
    return start(sc), ipos, dpos


def test_scenario_starts_before_a_turf_war_with_camouflage_offered():
    m, _, _ = war_scenario("Camouflage", invader="Hawk Moth", defender="Panther Chameleon")
    assert m.phase == "Turf War" and m.to_act == 1 and "Decline: Panther Chameleon uses Camouflage" in labels(m)


def boost_scenario(**extra):
    for boost in PLAIN_BOOSTS:
        try:
            layout, defender, dpos, ipos, _ = boost_war("Hawk Moth", ["Helmet Vanga", "Javan Rhinoceros"], boost, 0)
        except AssertionError:
            continue
        return war_scenario("b. Play Boost cards", defender=defender, hands=([boost], []),
                            found=(layout, dpos, ipos), **extra)
    raise AssertionError("no Boost links")


def test_scenario_starts_at_phase_b_with_the_boosts_offered():
    m, _, _ = boost_scenario()
    assert m.phase == "Turf War" and m.to_act == 0 and "Pass (play no Boost)" in labels(m)
    assert [x for x in labels(m) if x.startswith("Boost: play")]


@pytest.mark.parametrize("phase, kinds", [
    ("c. Apply Multi-link bonuses", ["multi-link", "tw-winner", "diff", "cleanup"]),
    ("d. Determine the winner", ["tw-winner", "diff", "cleanup"]),
    ("e. Losing player takes a penalty", ["diff", "cleanup"]),
    ("f. Clean up", ["cleanup"]),
])
def test_scenario_starts_at_a_later_turf_war_phase(phase, kinds):
    m, _, _ = war_scenario(phase)
    events = m.events
    war_kinds = [e.kind for e in events if e.kind in ("multi-link", "tw-winner", "diff", "cleanup")]
    assert war_kinds == kinds
    assert phase in next(e.text for e in events if e.kind == "scenario")
    assert m.phase != "Turf War" and not [x for x in labels(m) if x.startswith("Play Helmet Vanga")]


def test_scenario_turf_war_needs_two_rival_species_side_by_side():
    layout = build([("Hawk Moth", 0), ("Black-cheeked Ant Tanager", 0)])
    a, b = pos_of(layout, "Hawk Moth"), pos_of(layout, "Black-cheeked Ant Tanager")
    err = refused(scenario(layout, step="Turf War", turf_war={"invader": list(a), "defender": [9, 9]}))
    assert "scenario.turf_war.defender" in str(err)
    err = refused(scenario(layout, step="Turf War", turf_war={"invader": list(a), "defender": list(b)}))
    assert "scenario.turf_war.defender" in str(err) and "rival" in str(err)


# ----- chance fixed: the next coin flips ------------------------------------------------------------
@pytest.mark.parametrize("coin", ["heads", "tails"])
def test_scenario_fixes_the_pondicherry_shark_coin_flip(coin):
    layout = {}
    p = next(q for q, _ in spots(layout, "Pondicherry Shark", 0))
    for seed in (1, 2, 3, 4):
        m = new_match(2, seed=seed, hotspot=HOTSPOT, scenario=scenario(layout, (["Pondicherry Shark"], []),
                                                                          coins=[coin]))
        events = m.play(play_label("Pondicherry Shark", p))
        assert [e.data["coin"] for e in events if "coin" in e.data] == [coin]
        assert ("Pondicherry Shark" in pile(m, 0, "hand")) == (coin == "tails")


def test_scenario_starting_in_a_turf_war_saves_loads_and_replays():
    m, _, _ = boost_scenario(coins=["tails"])
    m.play("Pass (play no Boost)")
    again = load_match(m.save())
    assert again.fingerprint() == m.fingerprint() and [a.label for a in again.legal()] == labels(m)
    assert [e.text for e in again.events] == [e.text for e in m.events]


def test_scenario_with_a_bad_coin_is_refused():
    err = refused(scenario({}, coins=["edge"]))
    assert "scenario.coins" in str(err)

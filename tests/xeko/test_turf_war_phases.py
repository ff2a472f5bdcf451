"""Rulebook "5. Turf War", phases a to f, with Boosts; "6. SUNSET Powers" (effects end); the decisions
of the player whose turn it is not, which arrive through match.to_act."""
from __future__ import annotations

import re

import pytest

from power_helpers import (CARDS, XEKO_STEP, boost_label, build, field_names, filler, labels, match_from,
                           of_kind, one, pass_until_done, pile, play_label, spot_linking, spots, term, values,
                           war_layouts, war_match)
from xlearn import IllegalAction
from xlearn.engine.actions import Action

HAND_0 = ["Tsingy Shelter", "Canopy Bridge", "Monsoon Surge", "Dipterocarp Canopy"]
HAND_1 = ["Tortuguero Beach", "Mangrove Nursery", "Limestone Karst", "Seagrass Meadow"]
SPOT = re.compile(r"^Boost: play (?P<name>.+) at \((?P<x>-?\d+), (?P<y>-?\d+)\)")


def boost_labels(m):
    return [x for x in labels(m) if x.startswith("Boost:")]


def duel(invader="Hawk Moth", defender="Hawk Moth"):
    """A Turf War where the invader has Boosts to play, and the defender can answer the first one."""
    for layout, dpos, ipos in war_layouts(invader, defender):
        m = match_from(layout, [[invader, *HAND_0], list(HAND_1)])
        m.play(play_label(invader, ipos))
        first = boost_labels(m)
        if not first:
            continue
        trial = match_from(layout, [[invader, *HAND_0], list(HAND_1)])
        trial.play(play_label(invader, ipos))
        trial.play(first[0])
        if trial.to_act == 1 and boost_labels(trial):
            return m, layout, dpos, ipos
    raise AssertionError("no duel layout")


def parse(label):
    g = SPOT.match(label)
    return g["name"], (int(g["x"]), int(g["y"]))


def result(events):
    return (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0]


# ----- a. Activate card powers --------------------------------------------------------------------
def test_a_invaders_powers_first_then_defenders():
    m, _, _, ipos = war_match("Madagascar Harrier-Hawk", "Giraffe Weevil")
    events = m.play(play_label("Madagascar Harrier-Hawk", ipos))
    kinds = [e.kind for e in events]
    assert kinds.index("ferocity") < kinds.index("nest")
    inv, dfn = result(events).calcs
    assert (inv.total, dfn.total) == (13, 9)


# ----- b. Play Boost cards ------------------------------------------------------------------------
def test_b_boosts_alternate_invader_first_until_both_pass_in_a_row():
    m, layout, dpos, ipos = duel()
    assert m.to_act == 0 and "Pass (play no Boost)" in labels(m)       # the invader goes first
    m.play(boost_labels(m)[0])
    assert m.to_act == 1                                               # then the defender
    m.play(boost_labels(m)[0])
    assert m.to_act == 0
    events = m.play("Pass (play no Boost)")
    assert m.to_act == 1 and not of_kind(events, "boosts-done")        # one pass is not enough
    events = m.play("Pass (play no Boost)")
    done = one(events, "boosts-done")
    assert done.rule.section == "b. Play Boost cards"
    assert of_kind(events, "tw-winner") or of_kind(events, "tw-tie")


def test_b_a_boost_after_a_pass_gives_the_other_player_another_turn():
    m, layout, dpos, ipos = duel()
    m.play("Pass (play no Boost)")                                     # invader passes
    assert m.to_act == 1
    m.play(boost_labels(m)[0])                                         # defender plays: passes reset
    assert m.to_act == 0 and boost_labels(m)                           # the invader may play again
    m.play(boost_labels(m)[0])
    assert m.to_act in (0, 1)
    events = pass_until_done(m)
    assert of_kind(events, "boosts-done")


def test_b_every_offered_boost_links_to_its_owners_war_species_or_earlier_boost():
    m, layout, dpos, ipos = duel()
    field = {**layout, ipos: ("Hawk Moth", 0)}
    anchors = {0: {ipos}, 1: {dpos}}
    for _ in range(6):
        seat = m.to_act
        if m.view(None)["turf_war"] is None or not boost_labels(m):
            break
        for label in boost_labels(m):
            name, p = parse(label)
            linked = dict(spots(field, name, seat))[p]        # the link rule holds on that grid spot
            assert anchors[seat] & set(linked), label       # and it links to an anchor of its owner
        name, p = parse(boost_labels(m)[-1])
        m.play(boost_labels(m)[-1])
        assert field_names(m)[p] == (name, seat)             # a real spot on the grid
        field[p] = (name, seat)
        anchors[seat].add(p)


def test_b_a_boost_may_link_to_an_earlier_boost_only():
    """Find a second Boost of the invader that links only to the first Boost, not the Species."""
    for layout, dpos, ipos in war_layouts("Hawk Moth", "Hawk Moth"):
        field = dict(layout)
        field[ipos] = ("Hawk Moth", 0)
        for first in HAND_0:
            for p, lk in spots(field, first, 0):
                if ipos not in lk:
                    continue
                f2 = dict(field)
                f2[p] = (first, 0)
                for second in HAND_0:
                    if second == first:
                        continue
                    for q, lk2 in spots(f2, second, 0):
                        if lk2 == [p]:
                            m = match_from(layout, [["Hawk Moth", first, second], []])
                            m.play(play_label("Hawk Moth", ipos))
                            assert boost_label(second, q) not in labels(m)     # not yet: nothing to link
                            m.play(boost_label(first, p))
                            assert m.to_act == 0                     # the defender had nothing: passed
                            assert boost_label(second, q) in labels(m)
                            events = m.play(boost_label(second, q)) + pass_until_done(m)
                            inv, _ = result(events).calcs
                            assert values(inv) == [8, CARDS.by_name[first].boost, CARDS.by_name[second].boost]
                            return
    raise AssertionError("no chained Boost layout")


def test_b_a_boost_that_does_not_link_is_refused_and_nothing_changes():
    m, layout, dpos, ipos = duel()
    field = dict(layout)
    field[ipos] = ("Hawk Moth", 0)
    offered = {parse(x) for x in boost_labels(m)}
    s = m.state
    for name in HAND_0:
        inst = next(i for i in s.hand[0] if s.card(i).name == name)
        for p, lk in spots(field, name, 0):
            if ipos not in lk and (name, p) not in offered:
                bad = Action("boost", boost_label(name, p), (inst, p[0], p[1], None), spot=p)
                before = m.fingerprint()
                with pytest.raises(IllegalAction) as exc:
                    m.play(bad)
                assert exc.value.rule.section == "4. Boost Cards"
                assert m.fingerprint() == before
                return
    raise AssertionError("no unlinked Boost spot")


def test_b_a_boost_refused_when_it_is_not_your_boost_turn():
    m, layout, dpos, ipos = duel()
    s = m.state
    inst = next(i for i in s.hand[1] if s.card(i).kind == "boost")
    name = s.card(inst).name
    p = next(p for p, _ in spots({**layout, ipos: ("Hawk Moth", 0)}, name, 1))
    before = m.fingerprint()
    with pytest.raises(IllegalAction) as exc:
        m.play(Action("boost", boost_label(name, p), (inst, p[0], p[1], None), spot=p))
    assert exc.value.rule.section == "4. Boost Cards"
    assert m.fingerprint() == before


def test_b_boost_values_add_to_the_owners_side():
    m, layout, dpos, ipos = duel()
    n0, _ = parse(boost_labels(m)[0])
    m.play(boost_labels(m)[0])
    n1, _ = parse(boost_labels(m)[0])
    m.play(boost_labels(m)[0])
    events = pass_until_done(m)
    inv, dfn = result(events).calcs
    assert values(inv) == [8, CARDS.by_name[n0].boost]
    assert values(dfn) == [8, CARDS.by_name[n1].boost]


# ----- c. Multi-link bonus (only the invader) -----------------------------------------------------
def test_c_multi_link_applies_after_the_boosts():
    m, layout, dpos, ipos = duel()
    events = pass_until_done(m)
    kinds = [e.kind for e in events]
    assert kinds.index("boosts-done") < kinds.index("multi-link") < kinds.index("tw-tie")


# ----- d. / e. Equal totals -----------------------------------------------------------------------
def test_d_equal_totals_nobody_sheds():
    m, _, _, ipos = war_match("Javan Rhinoceros", "Sumatran Elephant")
    events = m.play(play_label("Javan Rhinoceros", ipos)) + pass_until_done(m)
    tie = one(events, "tw-tie")
    assert tie.rule.section == "d. Determine the winner"
    assert [c.total for c in tie.calcs] == [12, 12]
    assert not of_kind(events, "diff") and not of_kind(events, "shed")
    assert pile(m, 0, "shed") == [] and pile(m, 1, "shed") == []


# ----- f. Clean up --------------------------------------------------------------------------------
def test_f_boosts_go_to_their_owners_shed_piles():
    m, layout, dpos, ipos = duel()
    n0, p0 = parse(boost_labels(m)[0])
    m.play(boost_labels(m)[0])
    n1, p1 = parse(boost_labels(m)[0])
    m.play(boost_labels(m)[0])
    events = pass_until_done(m)
    clean = one(events, "cleanup")
    assert clean.rule.section == "f. Clean up"
    kinds = [e.kind for e in events]
    assert kinds.index("cleanup") > max(i for i, k in enumerate(kinds) if k in ("tw-winner", "tw-tie", "shed",
                                                                                "diff"))
    f = field_names(m)
    assert p0 not in f and p1 not in f
    assert n0 in pile(m, 0, "shed") and n1 in pile(m, 1, "shed")
    assert n0 not in pile(m, 1, "shed") and n1 not in pile(m, 0, "shed")


# ----- choosing the defender ----------------------------------------------------------------------
def test_the_invader_picks_the_defender_among_several():
    for a in ("Hawk Moth", "Javan Rhinoceros", "Helmet Vanga"):
        for b in ("Sumatran Elephant", "Hawk Moth", "Javan Rhinoceros", "Black-cheeked Ant Tanager"):
            for apos, _ in spots({}, a, 1):
                layout = {apos: (a, 1)}
                for bpos, _ in spots(layout, b, 1):
                    lay2 = {apos: (a, 1), bpos: (b, 1)}
                    ipos = spot_linking(lay2, "Hawk Moth", 0, [apos, bpos])
                    if ipos is None or a == b:
                        continue
                    m = match_from(lay2, [["Hawk Moth"], []])
                    events = m.play(play_label("Hawk Moth", ipos))
                    assert one(events, "choose-defender").rule.section == "5. Turf War"
                    assert m.to_act == 0
                    assert sorted(labels(m)) == sorted([f"Invade {a} at ({apos[0]}, {apos[1]})",
                                                        f"Invade {b} at ({bpos[0]}, {bpos[1]})"])
                    events = m.play(f"Invade {b} at ({bpos[0]}, {bpos[1]})") + pass_until_done(m)
                    war = one(events, "turf-war")
                    assert war.data["defender"] == 1 and f"{b} (defending)" in war.text
                    inv, dfn = result(events).calcs
                    assert term(inv, "Double-link bonus") == 5          # linked to two cards
                    assert values(dfn) == [CARDS.by_name[b].energy]
                    return
    raise AssertionError("no layout with two rival Species")


# ----- effects end at SUNSET ----------------------------------------------------------------------
def test_effects_end_at_sunset():
    """A Xeko card's +4 Energy and the Multi-link bonus count in this turn's war, not in the next turn's."""
    own = build([("Hawk Moth", 0), ("Javan Rhinoceros", 0)])
    for layout, dpos, ipos in war_layouts("Helmet Vanga", "Sumatran Elephant"):
        if set(layout) & set(own):
            continue
        full = {**own, **layout}
        if spot_linking(full, "Helmet Vanga", 0, [dpos]) != ipos:
            continue
        m = match_from(full, [["Rainy Season Bloom", "Helmet Vanga"], ["Rhinoceros Hornbill"]], step=XEKO_STEP)
        m.play("Play Xeko card Rainy Season Bloom")
        events = m.play(play_label("Helmet Vanga", ipos)) + pass_until_done(m)
        inv, dfn = result(events).calcs
        assert values(inv) == [9, 4] and term(inv, "Rainy Season Bloom") == 4
        assert [e for e in events if e.kind == "step" and e.rule.section == "6. SUNSET Powers"]
        # the next turn: seat 1 invades one of seat 0's Species; seat 0's +4 is gone
        assert m.to_act == 1
        m.play("Play no Xeko card")
        for label in [x for x in labels(m) if x.startswith("Play Rhinoceros Hornbill")]:
            trial = match_from(full, [["Rainy Season Bloom", "Helmet Vanga"], ["Rhinoceros Hornbill"]],
                               step=XEKO_STEP)
            for c in m.choices:
                trial.play(c)
            ev = trial.play(label)
            if trial.to_act == 1 and labels(trial)[0].startswith("Invade"):
                ev += trial.play(labels(trial)[0])
            ev += pass_until_done(trial)
            wars = of_kind(ev, "turf-war")
            if wars and wars[0].data["defender"] == 0:
                calcs = result(ev).calcs
                assert not any(t.label.startswith("Rainy Season Bloom") for c in calcs for t in c.terms)
                assert "Helmet Vanga" not in [b["name"] for b in trial.view(None)["bonus"].values()]
                return
        pytest.skip("seat 1 could not invade seat 0 next turn")
    raise AssertionError("no layout")


def test_multi_link_bonus_ends_at_sunset():
    """The invading Species keeps its Multi-link bonus while its turn lasts; SUNSET ends it."""
    m, layout, dpos, ipos = war_match("Hawk Moth", "Hawk Moth", links=2, bridge_seat=0,
                                      hands=[["Hawk Moth", *HAND_0], []])
    m.play(play_label("Hawk Moth", ipos))
    if m.to_act == 0 and labels(m)[0].startswith("Invade"):
        m.play(labels(m)[0])
    assert m.view(None)["bonus"]                                      # during the turn
    events = pass_until_done(m)
    ends = [e for e in events if e.kind == "step" and e.rule.section == "6. SUNSET Powers"]
    assert ends and "Multi-link" in ends[0].text
    assert m.view(None)["bonus"] == {}                                # the next turn: gone


# ----- the other player's decisions arrive through match.to_act -----------------------------------
def test_defenders_boosts_come_through_to_act():
    m, layout, dpos, ipos = duel()
    m.play(boost_labels(m)[0])
    assert m.to_act == 1 and m.view(None)["active"] == 0             # seat 1 decides on seat 0's turn
    assert all(parse(x)[0] in HAND_1 for x in boost_labels(m))


def test_camouflage_on_defence_comes_through_to_act():
    m, _, _, ipos = war_match("Hawk Moth", "Orchid Mantis")
    m.play(play_label("Hawk Moth", ipos))
    assert m.to_act == 1 and m.view(None)["active"] == 0
    assert "Decline: Orchid Mantis uses Camouflage" in labels(m)


def test_trade_winds_opponents_pile_comes_through_to_act():
    layout = build([("Hawk Moth", 0), ("Javan Rhinoceros", 0), ("Black-cheeked Ant Tanager", 0)])
    m = match_from(layout, [["Trade Winds"], []], [["Indri", "Toxic", *filler(8)], filler(8, 4)], step=XEKO_STEP)
    m.play("Play Xeko card Trade Winds")
    assert m.to_act == 0
    m.play(labels(m)[0])
    assert m.to_act == 1 and m.view(None)["active"] == 0
    assert all(x.startswith("Give Player 1 the pile") for x in labels(m))

"""Rulebook "Species-card Power Keywords": one group of tests per keyword, named after its entry.

Every Turf War here is one-link (the invader links to the defender only) unless a test says otherwise,
so no Multi-link bonus changes the numbers. Positions come from power_helpers (the engine's link rule
over the cards' grid sides), hands and draw piles from Scenarios.
"""
from __future__ import annotations

import pytest

from power_helpers import (CARDS, DRAW_STEP, XEKO_STEP, boost_fitting, boost_label, build, draw_count, field_names,
                           filler, has_term, labels, match_from, of_kind, one, pass_until_done, pile, play_label,
                           spot_linking, spots, term, values, war_layout, war_match)
from xlearn import IllegalAction
from xlearn.engine.actions import Action


def war_events(m, label):
    """Play the invading Species; pass every Boost choice; return all the events."""
    events = m.play(label)
    return events + pass_until_done(m)


# ----- Camouflage ---------------------------------------------------------------------------------
def test_camouflage_invader_may_decline_the_turf_war():
    m, _, dpos, ipos = war_match("Panther Chameleon", "Hawk Moth")
    events = m.play(play_label("Panther Chameleon", ipos))
    assert one(events, "turf-war").rule.section == "5. Turf War"
    assert m.to_act == 0
    assert labels(m) == ["Let the Turf War begin", "Decline: Panther Chameleon uses Camouflage"]
    events = m.play("Decline: Panther Chameleon uses Camouflage")
    assert one(events, "camouflage").rule.section == "Camouflage"
    assert not of_kind(events, "tw-winner") and not of_kind(events, "shed")
    assert pile(m, 0, "shed") == [] and pile(m, 1, "shed") == []
    assert field_names(m)[ipos] == ("Panther Chameleon", 0)      # it stays where it was played


def test_camouflage_defender_may_decline_and_decides_through_to_act():
    m, _, dpos, ipos = war_match("Hawk Moth", "Red-eyed Tree Frog")
    m.play(play_label("Hawk Moth", ipos))
    assert m.to_act == 1                                          # the defending player decides
    assert "Decline: Red-eyed Tree Frog uses Camouflage" in labels(m)
    events = m.play("Decline: Red-eyed Tree Frog uses Camouflage")
    assert one(events, "camouflage").rule.section == "Camouflage"
    assert not of_kind(events, "tw-winner")
    assert pile(m, 0, "shed") == [] and pile(m, 1, "shed") == []


def test_camouflage_accepted_war_is_fought_normally():
    m, _, dpos, ipos = war_match("Hawk Moth", "Red-eyed Tree Frog")
    m.play(play_label("Hawk Moth", ipos))
    events = m.play("Let the Turf War begin")
    events += pass_until_done(m)
    won = one(events, "tw-winner")
    assert [c.total for c in won.calcs] == [8, 6]                  # Hawk Moth 8 against the frog 6
    assert one(events, "diff").calc.total == 2


def _war_began_with_a_boost_choice():
    """Panther Chameleon invades and lets the war begin; the invader then holds a Boost it may play."""
    layout, dpos, ipos = war_layout("Panther Chameleon", "Hawk Moth")
    after = dict(layout)
    after[ipos] = ("Panther Chameleon", 0)
    boost, bpos = boost_fitting(after, 0, ipos)
    m = match_from(layout, [["Panther Chameleon", boost], []])
    m.play(play_label("Panther Chameleon", ipos))
    m.play("Let the Turf War begin")
    assert boost_label(boost, bpos) in labels(m)
    return m


def test_camouflage_refused_after_the_war_began():
    m = _war_began_with_a_boost_choice()
    decline = Action("camouflage", "Decline: Panther Chameleon uses Camouflage", (True,))
    before = m.fingerprint()
    with pytest.raises(IllegalAction) as exc:
        m.play(decline)
    assert exc.value.rule.section == "Camouflage"
    assert m.fingerprint() == before


# ----- Ferocity -----------------------------------------------------------------------------------
def test_ferocity_adds_energy_when_invading():
    m, _, _, ipos = war_match("Madagascar Harrier-Hawk", "Hawk Moth")
    events = war_events(m, play_label("Madagascar Harrier-Hawk", ipos))
    assert one(events, "ferocity").rule.section == "Ferocity"
    inv, dfn = one(events, "tw-winner").calcs
    assert values(inv) == [11, 2] and term(inv, "Ferocity") == 2
    assert (inv.total, dfn.total) == (13, 8)
    assert one(events, "diff").calc.total == 5


def test_ferocity_does_nothing_when_defending():
    m, _, _, ipos = war_match("Hawk Moth", "Madagascar Harrier-Hawk")
    events = war_events(m, play_label("Hawk Moth", ipos))
    assert not of_kind(events, "ferocity")
    inv, dfn = one(events, "tw-winner").calcs
    assert values(dfn) == [11] and not has_term(dfn, "Ferocity")


# ----- Migrate ------------------------------------------------------------------------------------
def _sunrise_with(card: str, draw_pile: list[str], rival: str | None = "Hawk Moth"):
    """Seat 0 has `card` next to the Hotspot (and seat 1 a rival next to it); the turn starts at Draw."""
    layout = {}
    if rival:
        rpos = spots({}, rival, 1)[0][0]
        layout[rpos] = (rival, 1)
    pos = next(p for p, linked in spots(layout, card, 0) if linked == [(0, 0)])
    layout[pos] = (card, 0)
    m = match_from(layout, [[], []], [draw_pile, filler(12, 5)], step=DRAW_STEP)
    return m, layout, pos


def _migrate_labels(m, card):
    return [x for x in labels(m) if x.startswith(f"Migrate {card} ")]


@pytest.mark.parametrize("card, mission", [("Verreaux's Sifaka", "Madagascar"), ("Madagascar Flying Fox", "Madagascar"),
                                           ("Resplendent Quetzal", "Costa Rica")])
def test_migrate_madagascar_and_costa_rica_wording_sheds_two(card, mission):
    assert CARDS.by_name[card].mission == mission and CARDS.by_name[card].value("migrate") == 2
    m, layout, pos = _sunrise_with(card, filler(6))
    moves = _migrate_labels(m, card)
    assert moves and all(x.endswith("shedding 2") for x in moves)
    events = m.play(moves[0])
    assert one(events, "migrate").rule.section == "Migrate"
    assert len(pile(m, 0, "shed")) == 2
    assert draw_count(m, 0) == 6 - 1 - 2                          # drew one, shed two


def test_every_madagascar_and_costa_rica_migrate_is_two():
    for c in CARDS.cards:
        if c.has("migrate") and c.mission in ("Madagascar", "Costa Rica"):
            assert c.value("migrate") == 2, c.name


@pytest.mark.parametrize("card, n", [("Rajah Brooke's Birdwing", 1), ("Whale Shark", 3)])
def test_migrate_indonesia_wording_sheds_the_number_shown(card, n):
    assert CARDS.by_name[card].mission == "Indonesia"
    m, layout, pos = _sunrise_with(card, filler(6))
    moves = _migrate_labels(m, card)
    assert moves and all(x.endswith(f"shedding {n}") for x in moves)
    m.play(moves[0])
    assert len(pile(m, 0, "shed")) == n
    assert draw_count(m, 0) == 6 - 1 - n


def test_migrate_not_offered_without_enough_cards_to_shed():
    m, layout, pos = _sunrise_with("Whale Shark", filler(3))         # 2 left after the draw; Migrate 3
    assert not _migrate_labels(m, "Whale Shark")


def test_migrate_refused_without_enough_cards_to_shed():
    m, layout, pos = _sunrise_with("Verreaux's Sifaka", filler(2))   # 1 left after the draw; Migrate 2
    assert not _migrate_labels(m, "Verreaux's Sifaka")
    rest = {p: v for p, v in layout.items() if p != pos}
    to = next(p for p, _ in spots(rest, "Verreaux's Sifaka", 0) if p != pos)
    bad = Action("migrate", f"Migrate Verreaux's Sifaka from ({pos[0]}, {pos[1]}) to ({to[0]}, {to[1]}), "
                 "shedding 2", (None, to[0], to[1]))
    before = m.fingerprint()
    with pytest.raises(IllegalAction) as exc:
        m.play(bad)
    assert exc.value.rule.section == "Migrate"
    assert m.fingerprint() == before


def test_migrate_move_starts_no_turf_war():
    card = "Verreaux's Sifaka"
    m, layout, pos = _sunrise_with(card, filler(6))
    rpos = next(p for p, (c, o) in layout.items() if o == 1)
    rest = {p: v for p, v in layout.items() if p != pos}
    beside_rival = [p for p, linked in spots(rest, card, 0) if rpos in linked and p != pos]
    label = next(x for x in _migrate_labels(m, card) for p in beside_rival if x.split(" to ")[1].startswith(
        f"({p[0]}, {p[1]})"))
    events = m.play(label)
    moved = [e for e in events if e.kind == "move"]
    assert moved and moved[0].rule.section == "Migrate"
    assert not of_kind(events, "turf-war")
    assert m.view(None)["turf_war"] is None


def test_migrate_is_optional_and_once_a_turn():
    card = "Verreaux's Sifaka"
    m, layout, pos = _sunrise_with(card, filler(8))
    assert "End the SUNRISE step" in labels(m)                       # "you may": a choice
    m.play(_migrate_labels(m, card)[0])
    assert not _migrate_labels(m, card)                              # once a turn


# ----- Morph --------------------------------------------------------------------------------------
def test_morph_draws_before_boosts_are_played():
    """Morph 1 on the invading Comet Moth draws a Boost, which the invader may then play in this war."""
    layout, dpos, ipos = war_layout("Comet Moth", "Hawk Moth")
    after = dict(layout)
    after[ipos] = ("Comet Moth", 0)
    boost, bpos = boost_fitting(after, 0, ipos)
    m = match_from(layout, [["Comet Moth"], []], [[boost, *filler(6)], filler(6, 4)])
    events = m.play(play_label("Comet Moth", ipos))
    morph = one(events, "morph")
    assert morph.rule.section == "Morph"
    kinds = [e.kind for e in events]
    assert kinds.index("morph") < kinds.index("draw") and "pass" not in kinds[:kinds.index("draw")]
    assert boost in pile(m, 0, "hand")
    assert m.to_act == 0 and boost_label(boost, bpos) in labels(m)


def test_morph_works_for_the_defender_too():
    m, _, _, ipos = war_match("Hawk Moth", "Atlas Moth")
    events = war_events(m, play_label("Hawk Moth", ipos))
    assert one(events, "morph").rule.section == "Morph"
    draws = of_kind(events, "draw")
    assert draws[0].rule.section == "Morph" and len(draws[0].data["cards"]) == 2
    kinds = [e.kind for e in events]
    assert kinds.index("draw") < kinds.index("multi-link")


def _two_wars_against_a_morph_defender():
    """New Reserve: seat 0 plays two Species in one turn, each invading seat 1's Atlas Moth (Morph 2)."""
    invaders = ("Javan Rhinoceros", "Hawk Moth", "Rhinoceros Hornbill", "Indri", "Helmet Vanga")
    for apos, _ in spots({}, "Atlas Moth", 1):
        base = {apos: ("Atlas Moth", 1)}
        try:
            full = build([("Javan Rhinoceros", 0), ("Black-cheeked Ant Tanager", 0)], layout=base)
        except AssertionError:
            continue
        for a in invaders:
            for b in invaders:
                s1 = next((p for p, lk in spots(full, a, 0) if apos in lk), None)
                if a == b or s1 is None:
                    continue
                s2 = next((p for p, lk in spots({**full, s1: (a, 0)}, b, 0) if apos in lk), None)
                if s2 is None:
                    continue
                m = match_from(full, [["New Reserve", a, b], []], [filler(20), filler(24, 4)], step=XEKO_STEP)
                m.play("Play Xeko card New Reserve")
                first = m.play(play_label(a, s1)) + pass_until_done(m)
                if play_label(b, s2) not in labels(m):
                    continue
                second = m.play(play_label(b, s2)) + pass_until_done(m)
                return first, second
    raise AssertionError("no layout")


def test_morph_draws_in_every_turf_war_of_the_turn():
    first, second = _two_wars_against_a_morph_defender()
    assert len(of_kind(first, "morph")) == 1
    assert "Atlas Moth (defending)" in one(second, "turf-war").text      # a second war, same defender
    assert len(of_kind(second, "morph")) == 1


# ----- Nest ---------------------------------------------------------------------------------------
def test_nest_adds_energy_when_defending():
    m, _, _, ipos = war_match("Hawk Moth", "Giraffe Weevil")
    events = war_events(m, play_label("Hawk Moth", ipos))
    assert one(events, "nest").rule.section == "Nest"
    inv, dfn = one(events, "tw-winner").calcs
    assert values(dfn) == [7, 2] and term(dfn, "Nest") == 2
    assert (inv.total, dfn.total) == (8, 9)


def test_nest_does_nothing_when_invading():
    m, _, _, ipos = war_match("Giraffe Weevil", "Hawk Moth")
    events = war_events(m, play_label("Giraffe Weevil", ipos))
    assert not of_kind(events, "nest")
    inv, _ = one(events, "tw-winner").calcs
    assert values(inv) == [7] and not has_term(inv, "Nest")


# ----- Predator -----------------------------------------------------------------------------------
def _predator_layout(boa="Madagascar Tree Boa", rival="Hawk Moth"):
    """A rival next to the Hotspot, and a spot for the Predator that touches it only at a corner."""
    for rpos, _ in spots({}, rival, 1):
        layout = {rpos: (rival, 1)}
        for q, linked in spots(layout, boa, 0):
            if abs(q[0] - rpos[0]) == 1 and abs(q[1] - rpos[1]) == 1 and linked == [(0, 0)]:
                return layout, rpos, q
    raise AssertionError("no Predator layout")


def test_predator_diagonal_rival_may_be_chosen():
    layout, rpos, q = _predator_layout()
    m = match_from(layout, [["Madagascar Tree Boa"], []])
    events = m.play(play_label("Madagascar Tree Boa", q))
    assert one(events, "choose-defender").rule.section == "Predator"
    assert labels(m) == [f"Invade Hawk Moth at ({rpos[0]}, {rpos[1]})", "Start no Turf War"]
    events = m.play(f"Invade Hawk Moth at ({rpos[0]}, {rpos[1]})")
    events += pass_until_done(m)
    assert [c.total for c in one(events, "tw-winner").calcs] == [10, 8]


def test_predator_is_optional_when_no_rival_is_linked():
    layout, rpos, q = _predator_layout()
    m = match_from(layout, [["Madagascar Tree Boa"], []])
    m.play(play_label("Madagascar Tree Boa", q))
    events = m.play("Start no Turf War")
    assert one(events, "no-war").rule.section == "Predator"
    assert not of_kind(events, "tw-winner")


def test_predator_with_a_linked_rival_offers_both_and_the_war_is_not_optional():
    layout, rpos, q = _predator_layout()
    second = spot_linking(layout, "Hawk Moth", 1, [(0, 0)], exclude=())
    for p, linked in spots(layout, "Javan Rhinoceros", 1):
        trial = dict(layout)
        trial[p] = ("Javan Rhinoceros", 1)
        for s, lk in spots(trial, "Madagascar Tree Boa", 0):
            if p in lk and abs(s[0] - rpos[0]) == 1 and abs(s[1] - rpos[1]) == 1:
                m = match_from(trial, [["Madagascar Tree Boa"], []])
                m.play(play_label("Madagascar Tree Boa", s))
                got = labels(m)
                assert f"Invade Javan Rhinoceros at ({p[0]}, {p[1]})" in got
                assert f"Invade Hawk Moth at ({rpos[0]}, {rpos[1]})" in got
                assert "Start no Turf War" not in got
                return
    pytest.skip(f"no layout with both a linked and a diagonal rival ({second})")


def test_predator_works_only_when_played():
    """A Predator already in the field does not start a Turf War on a later turn with the rival at its
    corner: another Species played elsewhere starts nothing."""
    layout, rpos, q = _predator_layout()
    layout[q] = ("Madagascar Tree Boa", 0)
    m = match_from(layout, [["Hawk Moth"], []])                    # the Boa is already in the field
    free = next(p for p, linked in spots(layout, "Hawk Moth", 0) if all(
        layout.get(x, ("", 0))[1] != 1 for x in linked))
    events = m.play(play_label("Hawk Moth", free))
    assert not of_kind(events, "turf-war") and not of_kind(events, "choose-defender")


# ----- Provoke ------------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["Rhinoceros Hornbill", "Mantled Howler Monkey"])
def test_provoke_only_where_it_links_to_a_rivals_species(card):
    for rival in ("Hawk Moth", "Javan Rhinoceros", "Helmet Vanga", "Sumatran Elephant"):
        for rpos, _ in spots({}, rival, 1):
            layout = {rpos: (rival, 1)}
            ok = [p for p, linked in spots(layout, card, 0) if rpos in linked]
            hot = [p for p, linked in spots(layout, card, 0) if rpos not in linked]
            if ok and hot:
                m = match_from(layout, [[card], []])
                offered = {x for x in labels(m) if x.startswith(f"Play {card} ")}
                assert offered == {play_label(card, p) for p in ok}
                before = m.fingerprint()
                with pytest.raises(IllegalAction) as exc:
                    m.play(play_label(card, hot[0]))
                assert exc.value.rule.section == "Provoke"
                assert m.fingerprint() == before
                events = m.play(play_label(card, ok[0]))
                assert of_kind(events, "turf-war")
                return
    raise AssertionError("no Provoke layout found")


def test_provoke_may_link_to_own_species_as_well():
    """Provoke is satisfied when the spot links to a rival's Species, even if it links to your own too."""
    card = "Madagascar Hissing Cockroach"
    for rival in ("Hawk Moth", "Javan Rhinoceros", "Helmet Vanga"):
        for own in ("Hawk Moth", "Javan Rhinoceros", "Sumatran Elephant"):
            for rpos, _ in spots({}, rival, 1):
                for opos, _ in spots({rpos: (rival, 1)}, own, 0):
                    layout = {rpos: (rival, 1), opos: (own, 0)}
                    both = [p for p, lk in spots(layout, card, 0) if rpos in lk and opos in lk]
                    if both:
                        m = match_from(layout, [[card], []])
                        assert play_label(card, both[0]) in labels(m)
                        return
    raise AssertionError("no layout")


def test_provoke_no_spot_without_a_rival_species():
    m = match_from({}, [["Golden Mantella"], []])
    assert not [x for x in labels(m) if x.startswith("Play Golden Mantella")]


# ----- Sacrifice ----------------------------------------------------------------------------------
ZERO_ENERGY = ("Grandidier's Baobab", "Traveller's Tree", "Comet Orchid", "Rafflesia", "Almendro",
               "Plantation Bananas", "Guaria Morada")


def _sacrifice_war(defenders):
    for defender in defenders:
        try:
            m, layout, dpos, ipos = war_match("Tomato Frog", defender)
        except AssertionError:
            continue
        break
    events = m.play(play_label("Tomato Frog", ipos))
    events += pass_until_done(m)
    return m, events, dpos, ipos


def test_sacrifice_allowed_when_diff_reaches_n():
    m, events, dpos, ipos = _sacrifice_war(ZERO_ENERGY)     # 8 against 0: Diff 8 >= 5
    assert one(events, "diff").calc.total == 8
    assert m.to_act == 0
    assert labels(m) == ["Use Sacrifice 5: both Species go to their owners' shed piles", "Do not use Sacrifice"]
    events = m.play("Use Sacrifice 5: both Species go to their owners' shed piles")
    assert one(events, "sacrifice").rule.section == "Sacrifice"
    f = field_names(m)
    assert ipos not in f and dpos not in f
    assert "Tomato Frog" in pile(m, 0, "shed") and pile(m, 1, "shed")[-1] in ZERO_ENERGY


def test_sacrifice_allowed_when_diff_equals_n():
    """Fer-de-lance (12, Sacrifice 5) against Brown Mouse Lemur (7): Diff 5 = 5, so it may be used."""
    m, layout, dpos, ipos = war_match("Fer-de-lance", "Brown Mouse Lemur")
    events = war_events(m, play_label("Fer-de-lance", ipos))
    assert one(events, "diff").calc.total == 5
    assert "Use Sacrifice 5: both Species go to their owners' shed piles" in labels(m)


def test_sacrifice_refused_when_diff_is_one_short():
    """Fer-de-lance (12) against Hawk Moth (8): Diff 4 < 5."""
    m, layout, dpos, ipos = war_match("Fer-de-lance", "Hawk Moth")
    events = war_events(m, play_label("Fer-de-lance", ipos))
    assert one(events, "diff").calc.total == 4
    assert not [x for x in labels(m) if "Sacrifice" in x]


def test_sacrifice_not_offered_when_diff_is_smaller():
    m, events, dpos, ipos = _sacrifice_war(["Lowland Streaked Tenrec"])  # 8 against 6: Diff 2 < 5
    assert one(events, "diff").calc.total == 2
    note = one(events, "sacrifice")
    assert note.rule.section == "Sacrifice"
    assert not [x for x in labels(m) if "Sacrifice" in x]
    assert field_names(m)[ipos] == ("Tomato Frog", 0) and field_names(m)[dpos] == ("Lowland Streaked Tenrec", 1)
    bad = Action("sacrifice", "Use Sacrifice 5: both Species go to their owners' shed piles", (True,))
    before = m.fingerprint()
    with pytest.raises(IllegalAction) as exc:
        m.play(bad)
    assert exc.value.rule.section == "Sacrifice"
    assert m.fingerprint() == before


def test_sacrifice_may_be_declined():
    m, events, dpos, ipos = _sacrifice_war(ZERO_ENERGY)
    m.play("Do not use Sacrifice")
    f = field_names(m)
    assert f[ipos] == ("Tomato Frog", 0) and f[dpos][0] in ZERO_ENERGY


# ----- Sneak --------------------------------------------------------------------------------------
def test_sneak_is_added_to_the_multi_link_bonus():
    m, layout, dpos, ipos = war_match("Aye-aye", "Hawk Moth", links=2, bridge_seat=0)
    events = war_events(m, play_label("Aye-aye", ipos))
    ml = one(events, "multi-link")
    assert ml.rule.section == "Sneak"
    inv, dfn = one(events, "tw-winner").calcs if of_kind(events, "tw-winner") else one(events, "tw-tie").calcs
    assert values(inv) == [7, 5, 3]
    assert term(inv, "Double-link bonus") == 5 and term(inv, "Sneak") == 3
    assert inv.total == 15


def test_sneak_without_a_multi_link_bonus_adds_nothing():
    m, _, _, ipos = war_match("Aye-aye", "Hawk Moth")
    events = war_events(m, play_label("Aye-aye", ipos))
    inv, _ = one(events, "tw-winner").calcs
    assert values(inv) == [7] and not has_term(inv, "Sneak")


def test_sneak_counts_for_the_invader_only():
    m, _, _, ipos = war_match("Hawk Moth", "Aye-aye")
    events = war_events(m, play_label("Hawk Moth", ipos))
    calcs = (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0].calcs
    assert values(calcs[1]) == [7] and not has_term(calcs[1], "Sneak")


# ----- SUNRISE and SUNSET -------------------------------------------------------------------------
def _two_sunrise_powers():
    """Seat 0 holds Traveller's Tree (SUNRISE: draw) and Verreaux's Sifaka (SUNRISE: Migrate 2)."""
    tree = next(p for p, lk in spots({}, "Traveller's Tree", 0) if lk == [(0, 0)])
    layout = {tree: ("Traveller's Tree", 0)}
    sif = next(p for p, lk in spots(layout, "Verreaux's Sifaka", 0))
    layout[sif] = ("Verreaux's Sifaka", 0)
    m = match_from(layout, [[], []], [filler(10), filler(10, 4)], step=DRAW_STEP)
    return m, tree, sif


def test_sunrise_player_orders_their_own_powers():
    for first in ("draw", "migrate"):
        m, tree, sif = _two_sunrise_powers()
        draw = f"Traveller's Tree at ({tree[0]}, {tree[1]}): draw a card"
        assert m.to_act == 0 and draw in labels(m) and _migrate_labels(m, "Verreaux's Sifaka")
        if first == "draw":
            m.play(draw)
            assert _migrate_labels(m, "Verreaux's Sifaka")
        else:
            m.play(_migrate_labels(m, "Verreaux's Sifaka")[0])
            assert draw in labels(m)


def test_sunrise_each_cards_power_once_a_turn_but_same_power_on_other_cards():
    layout = {}
    trees = []
    for _ in range(2):
        p = next(p for p, lk in spots(layout, "Traveller's Tree", 0))
        layout[p] = ("Traveller's Tree", 0)
        trees.append(p)
    m = match_from(layout, [[], []], [filler(10), filler(10, 4)], step=DRAW_STEP)
    a, b = (f"Traveller's Tree at ({p[0]}, {p[1]}): draw a card" for p in trees)
    assert a in labels(m) and b in labels(m)
    events = m.play(a)
    assert of_kind(events, "draw")[0].rule.section == "SUNRISE"
    assert a not in labels(m) and b in labels(m)
    m.play(b)
    assert a not in labels(m) and b not in labels(m)


def test_sunrise_you_may_powers_are_choices():
    m, tree, sif = _two_sunrise_powers()
    hand = len(pile(m, 0, "hand"))
    events = m.play("End the SUNRISE step")
    assert len(pile(m, 0, "hand")) == hand and pile(m, 0, "shed") == []
    assert m.phase != "SUNRISE Powers"


def test_sunrise_powers_only_on_your_own_turn():
    """Seat 1's Traveller's Tree is not offered on seat 0's turn."""
    p = next(p for p, lk in spots({}, "Traveller's Tree", 1))
    m = match_from({p: ("Traveller's Tree", 1)}, [["Hawk Moth"], []], step=DRAW_STEP)
    assert m.to_act == 0 and not [x for x in labels(m) if "Traveller" in x]


def test_sunset_player_orders_their_own_powers_once_per_card():
    layout = {}
    acro = []
    for _ in range(2):
        p = next(p for p, lk in spots(layout, "Acropora", 0))
        layout[p] = ("Acropora", 0)
        acro.append(p)
    m = match_from(layout, [[], []], [filler(10), filler(10, 4)], step="Play One Species Card")
    a, b = (f"Acropora at ({p[0]}, {p[1]}): draw a card" for p in acro)
    assert m.phase == "SUNSET Powers" and set(labels(m)) == {a, b, "End the SUNSET step"}
    events = m.play(b)                                        # the player picks the order
    assert of_kind(events, "draw")[0].rule.section == "Acropora"
    assert labels(m) == [a, "End the SUNSET step"]
    m.play(a)
    assert m.phase != "SUNSET Powers" or m.to_act != 0


# ----- Warning Call -------------------------------------------------------------------------------
def _warning_call_layout(caller="Ring-tailed Lemur", friend="Hawk Moth", rival="Javan Rhinoceros"):
    for cpos, lk in spots({}, caller, 0):
        layout = {cpos: (caller, 0)}
        for fpos, flk in spots(layout, friend, 0):
            if cpos in flk:
                layout2 = dict(layout)
                layout2[fpos] = (friend, 0)
                for rpos, rlk in spots(layout2, rival, 1):
                    if fpos in rlk:
                        continue
                    layout3 = dict(layout2)
                    layout3[rpos] = (rival, 1)
                    rest = {p: v for p, v in layout3.items() if p != fpos}
                    near = [p for p, l2 in spots(rest, friend, 0) if rpos in l2 and p != fpos]
                    if near:
                        return layout3, cpos, fpos, rpos, near
    raise AssertionError("no Warning Call layout")


def test_warning_call_moves_a_linked_species_of_yours_and_starts_no_turf_war():
    layout, cpos, fpos, rpos, near = _warning_call_layout()
    m = match_from(layout, [[], []], [filler(10), filler(10, 4)], step=DRAW_STEP)
    to = near[0]
    label = (f"Warning Call from Ring-tailed Lemur at ({cpos[0]}, {cpos[1]}): move Hawk Moth at "
             f"({fpos[0]}, {fpos[1]}) to ({to[0]}, {to[1]})")
    assert label in labels(m)
    assert not [x for x in labels(m) if "move Javan Rhinoceros" in x]      # not a rival's card
    events = m.play(label)
    moved = one(events, "move")
    assert moved.rule.section == "Warning Call"
    assert not of_kind(events, "turf-war")
    assert field_names(m)[to] == ("Hawk Moth", 0) and fpos not in field_names(m)
    assert pile(m, 0, "shed") == []                                      # Warning Call sheds nothing
    assert not [x for x in labels(m) if x.startswith("Warning Call")]     # once a turn


def test_warning_call_is_optional():
    layout, cpos, fpos, rpos, near = _warning_call_layout()
    m = match_from(layout, [[], []], [filler(10), filler(10, 4)], step=DRAW_STEP)
    assert "End the SUNRISE step" in labels(m)
    m.play("End the SUNRISE step")
    assert field_names(m)[fpos] == ("Hawk Moth", 0)

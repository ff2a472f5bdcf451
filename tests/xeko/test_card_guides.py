"""Rulebook "Card Guides" (and the cards of the "Multiplayer FAQ"): one test or more per named card.

Each test builds the position from a Scenario, makes the card's power happen, and checks the result and
the rule the events cite (the card's own guide entry, "card:<power>").
"""
from __future__ import annotations

import pytest

from power_helpers import (CARDS, DRAW_STEP, PLAIN_BOOSTS, SPECIES_STEP, XEKO_STEP, at, boost_label, boost_war,
                           build, draw_count, field_names, filler, has_term, labels, match_from, of_kind, one,
                           pass_until_done, pile, play_label, pos_of, power_term, spots, term, values, war_match)

ZERO_ENERGY = ("Grandidier's Baobab", "Traveller's Tree", "Comet Orchid", "Rafflesia", "Almendro",
               "Plantation Bananas", "Guaria Morada", "Ant Plant", "Bromeliad")


def sections(events) -> set[str]:
    return {e.rule.section for e in events}


def war_any(invader, defenders, **kw):
    """war_match against the first of `defenders` that has a one-link layout."""
    for d in defenders:
        try:
            return (*war_match(invader, d, **kw), d)
        except AssertionError:
            continue
    raise AssertionError(f"no layout for {invader}")


def fight(m, label):
    events = m.play(label)
    return events + pass_until_done(m)


def final_score(layout, seat=0, draw=((), ())):
    """End the game at once: the active seat 0 must draw from an empty draw pile. Returns the match."""
    m = match_from(layout, [[], []], [list(d) for d in draw], step=DRAW_STEP)
    assert m.over
    return m


# ================================ Mission: Indonesia ===============================================
def test_acropora_draws_at_sunset_when_no_xeko_card_was_played():
    layout = build([("Acropora", 0)])
    p = pos_of(layout, "Acropora")
    m = match_from(layout, [["Sacred Forest Fady"], []], step=XEKO_STEP)
    m.play("Play no Xeko card")
    assert f"Acropora at {at(p)}: draw a card" in labels(m) and "End the SUNSET step" in labels(m)
    events = m.play(f"Acropora at {at(p)}: draw a card")
    assert "Acropora" in sections(events)
    assert draw_count(m, 0) == 11                                  # 12 filler cards, one drawn


def test_acropora_not_offered_after_a_xeko_card():
    layout = build([("Acropora", 0)])
    m = match_from(layout, [["Sacred Forest Fady"], []], step=XEKO_STEP)
    m.play("Play Xeko card Sacred Forest Fady")                   # Acropora shows the 1-dot token
    assert not [x for x in labels(m) if x.startswith("Acropora")]
    assert m.to_act == 1                                           # seat 0's turn has ended


def test_acropora_not_offered_after_a_xeko_card_that_was_lost():
    layout = build([("Acropora", 0)])
    m = match_from(layout, [["Field Research Station"], []], step=XEKO_STEP)
    events = m.play("Play Xeko card Field Research Station")         # needs 1-, 2- and 3-dot tokens
    assert one(events, "xeko-lost").rule.section == "3. Xeko Cards"
    assert not [x for x in labels(m) if x.startswith("Acropora")]


def test_ant_plant_may_take_an_insect_from_the_draw_pile():
    layout = {}
    p = spots(layout, "Ant Plant", 0)[0][0]
    draw = ["Javan Rhinoceros", "Hawk Moth", "Atlas Moth", *filler(5)]
    m = match_from(layout, [["Ant Plant"], []], [draw, filler(8, 3)])
    m.play(play_label("Ant Plant", p))
    assert sorted(labels(m)) == ["Take Atlas Moth from the draw pile", "Take Hawk Moth from the draw pile",
                                 "Take nothing"]                   # Insects only, not the Rhinoceros
    events = m.play("Take Atlas Moth from the draw pile")
    assert "Ant Plant" in sections(events)
    assert of_kind(events, "shuffle")                              # the pile is shuffled afterwards
    assert "Atlas Moth" in pile(m, 0, "hand")


def test_ant_plant_search_is_optional():
    p = spots({}, "Ant Plant", 0)[0][0]
    m = match_from({}, [["Ant Plant"], []], [["Hawk Moth", *filler(5)], filler(8, 3)])
    m.play(play_label("Ant Plant", p))
    events = m.play("Take nothing")
    assert not of_kind(events, "shuffle")
    assert "Hawk Moth" not in pile(m, 0, "hand")


def test_bornean_flat_headed_frog_goes_on_top_of_the_draw_pile_after_its_own_sacrifice():
    m, layout, dpos, ipos, d = war_any("Bornean Flat-headed Frog", ZERO_ENERGY)
    events = fight(m, play_label("Bornean Flat-headed Frog", ipos))
    assert one(events, "diff").calc.total == 7                     # 7 against 0: Diff 7 >= Sacrifice 4
    before = draw_count(m, 0)
    events = m.play("Use Sacrifice 4: both Species go to their owners' shed piles")
    frog = one(events, "frog")
    assert frog.rule.section == "Bornean Flat-headed Frog"
    assert "Bornean Flat-headed Frog" not in pile(m, 0, "shed")
    assert d in pile(m, 1, "shed")
    s = m.state
    assert s.card(s.draw[0][-1]).name == "Bornean Flat-headed Frog"    # top of the pile
    assert draw_count(m, 0) == before + 1


def _shark_match(seed, arowana=False):
    layout = build([("Golden Arowana", 0)]) if arowana else {}
    p = next(p for p, _ in spots(layout, "Pondicherry Shark", 0))
    m = match_from(layout, [["Pondicherry Shark", "Hawk Moth"], []], seed=seed)
    return m, p


def _coin(events):
    return [e.data["coin"] for e in events if e.kind == "coin" and "coin" in e.data]


def _seed_for(result, arowana=False):
    for seed in range(1, 200):
        m, p = _shark_match(seed, arowana)
        if _coin(m.play(play_label("Pondicherry Shark", p)))[0] == result:
            return seed
    raise AssertionError(result)


def test_golden_arowana_may_reflip_once():
    seed = _seed_for("tails", arowana=True)
    m, p = _shark_match(seed, arowana=True)
    events = m.play(play_label("Pondicherry Shark", p))
    assert _coin(events) == ["tails"]
    assert labels(m) == ["Keep the result (tails)", "Flip again with Golden Arowana"]
    events = m.play("Flip again with Golden Arowana")
    again = [e for e in events if e.kind == "coin" and "coin" in e.data]
    assert again[0].rule.section == "Golden Arowana"
    assert not [x for x in labels(m) if "Golden Arowana" in x]


def test_golden_arowana_result_may_be_kept():
    seed = _seed_for("tails", arowana=True)
    m, p = _shark_match(seed, arowana=True)
    m.play(play_label("Pondicherry Shark", p))
    m.play("Keep the result (tails)")
    assert "Pondicherry Shark" in pile(m, 0, "hand")


def test_golden_arowana_not_offered_without_it():
    seed = _seed_for("tails")
    m, p = _shark_match(seed)
    m.play(play_label("Pondicherry Shark", p))
    assert not [x for x in labels(m) if "Golden Arowana" in x]


def test_pondicherry_shark_heads_comes_into_play():
    seed = _seed_for("heads")
    m, p = _shark_match(seed)
    events = m.play(play_label("Pondicherry Shark", p))
    assert [e for e in events if e.kind == "coin"][0].rule.section == "Pondicherry Shark"
    assert field_names(m)[p] == ("Pondicherry Shark", 0)


def test_pondicherry_shark_tails_back_to_hand_and_another_species_may_be_played():
    seed = _seed_for("tails")
    m, p = _shark_match(seed)
    events = m.play(play_label("Pondicherry Shark", p))
    assert p not in field_names(m)
    assert "Pondicherry Shark" in pile(m, 0, "hand")
    assert m.to_act == 0 and m.phase == "Play One Species Card"
    got = labels(m)
    assert [x for x in got if x.startswith("Play Hawk Moth")]
    assert not [x for x in got if x.startswith("Play Pondicherry Shark")]


def _tiger_layout(rival="Helmet Vanga"):
    for tpos, _ in spots({}, "Sumatran Tiger", 0):
        layout = {tpos: ("Sumatran Tiger", 0)}
        for rpos, linked in spots(layout, rival, 1):
            if tpos in linked:
                layout[rpos] = (rival, 1)
                return layout, tpos, rpos
    raise AssertionError("no Tiger layout")


def test_sumatran_tiger_sheds_five_at_sunset_to_start_a_second_turf_war():
    layout, tpos, rpos = _tiger_layout()
    m = match_from(layout, [[], []], [filler(8), filler(14, 4)], step=SPECIES_STEP)
    label = f"Sumatran Tiger at {at(tpos)}: shed five and invade Helmet Vanga at {at(rpos)}"
    assert m.phase == "SUNSET Powers" and label in labels(m) and "End the SUNSET step" in labels(m)
    events = m.play(label)
    events += pass_until_done(m)
    assert "Sumatran Tiger" in sections(events)
    assert of_kind(events, "turf-war")
    won = one(events, "tw-winner")
    inv, dfn = won.calcs
    # "as if you had just played it": it links to the Hotspot and the Vanga, so a Double-link bonus
    assert values(inv) == [14, 5] and term(inv, "Double-link bonus") == 5 and dfn.total == 9
    assert len(pile(m, 0, "shed")) == 5 and draw_count(m, 0) == 3
    assert len(pile(m, 1, "shed")) == 10                              # the Diff


def test_sumatran_tiger_needs_five_cards_to_shed():
    layout, tpos, rpos = _tiger_layout()
    m = match_from(layout, [[], []], [filler(4), filler(8, 4)], step=SPECIES_STEP)
    assert not [x for x in labels(m) if x.startswith("Sumatran Tiger")]


def _tiger_beside_a_blank_side():
    """The Tiger (blank east and west sides) with a rival touching one of those blank sides."""
    from power_helpers import BRIDGES
    rivals = ("Golden Bamboo Lemur", "Madagascar Fish Eagle", "Helmet Vanga", "Satanic Leaf-tailed Gecko")
    for tpos, _ in spots({}, "Sumatran Tiger", 0):
        for bridge in BRIDGES:
            for bpos, _ in spots({tpos: ("Sumatran Tiger", 0)}, bridge, 0):
                layout = {tpos: ("Sumatran Tiger", 0), bpos: (bridge, 0)}
                for rival in rivals:
                    for rpos, linked in spots(layout, rival, 1):
                        if abs(rpos[0] - tpos[0]) + abs(rpos[1] - tpos[1]) == 1 and tpos not in linked:
                            return {**layout, rpos: (rival, 1)}, tpos, rpos, rival
    raise AssertionError("no layout")


def test_sumatran_tiger_no_turf_war_through_blank_sides():
    layout, tpos, rpos, rival = _tiger_beside_a_blank_side()
    m = match_from(layout, [[], []], [filler(8), filler(14, 4)], step=SPECIES_STEP)
    assert m.phase == "SUNSET Powers" or m.to_act == 1
    assert not [x for x in labels(m) if x.startswith("Sumatran Tiger")]


def _trade_winds_match():
    layout = build([("Hawk Moth", 0), ("Javan Rhinoceros", 0), ("Black-cheeked Ant Tanager", 0)])
    top = ["Helmet Vanga", "Indri", "Toxic", "Fossa", "Aye-aye"]
    m = match_from(layout, [["Trade Winds"], []], [top + filler(5), filler(8, 4)], step=XEKO_STEP)
    return m, top


def test_trade_winds_two_unequal_piles_opponent_picks():
    m, top = _trade_winds_match()
    events = m.play("Play Xeko card Trade Winds")
    assert "Trade Winds" in sections(events)
    splits = labels(m)
    assert len(splits) == 16                                      # every split of five into two piles
    for x in splits:
        a, b = x[len("Split into "):].split("] and [")
        assert len(a.split(", ")) + len(b.split(", ")) in (5, 6)    # [] counts as one empty name
    label = "Split into [Helmet Vanga] and [Indri, Toxic, Fossa, Aye-aye]"
    assert label in splits
    m.play(label)
    assert m.to_act == 1                                          # the opponent picks, through to_act
    assert labels(m) == ["Give Player 1 the pile [Helmet Vanga]",
                         "Give Player 1 the pile [Indri, Toxic, Fossa, Aye-aye]"]
    m.play("Give Player 1 the pile [Helmet Vanga]")
    hand = pile(m, 0, "hand")
    assert "Helmet Vanga" in hand and not {"Indri", "Toxic", "Fossa", "Aye-aye"} & set(hand)
    assert draw_count(m, 0) == 9                                   # 10 - 5 + 4 shuffled back


def test_trade_winds_five_and_zero_split():
    m, top = _trade_winds_match()
    m.play("Play Xeko card Trade Winds")
    five = [x for x in labels(m) if x.endswith("and []")]
    assert len(five) == 1
    m.play(five[0])
    m.play("Give Player 1 the pile []")
    assert not {"Helmet Vanga", "Indri", "Toxic", "Fossa", "Aye-aye"} & set(pile(m, 0, "hand"))
    assert draw_count(m, 0) == 10


# ================================ Mission: Costa Rica ==============================================
def test_africanized_bee_takes_a_card_not_from_costa_rica():
    p = spots({}, "Africanized Bee", 0)[0][0]
    draw = ["Jaguar", "Hawk Moth", "Toxic", "Swipe", *filler(4)]
    m = match_from({}, [["Africanized Bee"], []], [draw, filler(8, 3)])
    m.play(play_label("Africanized Bee", p))
    got = labels(m)
    assert "Take Hawk Moth from the draw pile" in got and "Take Toxic from the draw pile" in got
    assert "Take Jaguar from the draw pile" not in got and "Take Swipe from the draw pile" not in got
    assert "Take nothing" in got
    events = m.play("Take Toxic from the draw pile")
    assert "Africanized Bee" in sections(events) and of_kind(events, "shuffle")
    assert "Toxic" in pile(m, 0, "hand")


def test_africanized_bee_with_only_costa_rica_cards_is_shed_and_the_pile_shuffled():
    p = spots({}, "Africanized Bee", 0)[0][0]
    draw = ["Jaguar", "Swipe", "Chase Off", "Ocelot"]
    m = match_from({}, [["Africanized Bee"], []], [draw, filler(8, 3)])
    events = m.play(play_label("Africanized Bee", p))
    assert "Africanized Bee" in sections(events)
    assert of_kind(events, "shuffle")
    assert "Africanized Bee" in pile(m, 0, "shed") and p not in field_names(m)


def test_almendro_swaps_for_a_species_in_the_shed_pile_and_every_great_green_macaw():
    layout = build([("Almendro", 0)])
    p = pos_of(layout, "Almendro")
    m = match_from(layout, [[], []], [filler(6), filler(6, 4)],
                   shed=[["Great Green Macaw", "Hawk Moth", "Great Green Macaw", "Toxic"], []], step=DRAW_STEP)
    got = labels(m)
    assert f"Almendro at {at(p)}: swap it for Great Green Macaw from the shed pile" in got
    assert f"Almendro at {at(p)}: swap it for Hawk Moth from the shed pile" in got
    assert not [x for x in got if "for Toxic" in x]                  # Species only
    events = m.play(f"Almendro at {at(p)}: swap it for Great Green Macaw from the shed pile")
    assert "Almendro" in sections(events)
    assert pile(m, 0, "hand").count("Great Green Macaw") == 2
    assert sorted(pile(m, 0, "shed")) == sorted(["Hawk Moth", "Toxic", "Almendro"])
    assert p not in field_names(m)


def test_almendro_single_species_returns_just_that_card():
    layout = build([("Almendro", 0)])
    p = pos_of(layout, "Almendro")
    m = match_from(layout, [[], []], [filler(6), filler(6, 4)], shed=[["Hawk Moth", "Hawk Moth"], []],
                   step=DRAW_STEP)
    m.play(f"Almendro at {at(p)}: swap it for Hawk Moth from the shed pile")
    assert pile(m, 0, "hand").count("Hawk Moth") == 1


def test_bromeliad_one_dot_species_score_one_more():
    layout = build([("Bromeliad", 0), ("Hawk Moth", 0), ("Javan Rhinoceros", 0), ("Helmet Vanga", 0)])
    m = final_score(layout)
    calc = m.result.scores[0]
    assert power_term(calc, "Bromeliad") == 2                             # Hawk Moth and Javan Rhinoceros
    assert calc.total == 2 + 3 + 6 + 7 + 2
    assert m.result.rule.section in ("Conservation Bonus", "Counting Eco-Points")


def test_brown_throated_three_toed_sloth_worked_example():
    """Card guide: the Sloth (8) invades the Black-cheeked Ant Tanager (11); the defender sheds 3."""
    m, layout, dpos, ipos = war_match("Brown-throated Three-toed Sloth", "Black-cheeked Ant Tanager")
    events = fight(m, play_label("Brown-throated Three-toed Sloth", ipos))
    assert not has_term(one(events, "tw-winner").calcs[0], "Double")
    won = one(events, "tw-winner")
    inv, dfn = won.calcs
    assert (inv.total, dfn.total) == (8, 11)
    assert values(inv) == [8]                                        # one link: no Multi-link bonus
    assert won.data["winner"] == 0
    override = [e for e in events if e.kind == "override"]
    assert override and override[0].rule.section == "Brown-throated Three-toed Sloth"
    assert one(events, "diff").calc.total == 3
    assert len(pile(m, 1, "shed")) == 3 and pile(m, 0, "shed") == []


def test_bullseye_electric_ray_sends_the_loser_back_to_its_owners_hand():
    m, layout, dpos, ipos = war_match("Bullseye Electric Ray", "Hawk Moth")
    events = fight(m, play_label("Bullseye Electric Ray", ipos))
    assert one(events, "tw-winner").data["winner"] == 0
    back = one(events, "to-hand")
    assert back.rule.section == "Bullseye Electric Ray"
    assert dpos not in field_names(m) and "Hawk Moth" in pile(m, 1, "hand")


def test_bullseye_electric_ray_losing_does_nothing():
    m, layout, dpos, ipos = war_match("Bullseye Electric Ray", "Javan Rhinoceros")
    events = fight(m, play_label("Bullseye Electric Ray", ipos))
    assert not of_kind(events, "to-hand")
    assert field_names(m)[dpos] == ("Javan Rhinoceros", 1)


def _chase_off(rivals, mine=()):
    cards = [("Helmet Vanga", 0), ("Black-cheeked Ant Tanager", 0)] + [(c, 0) for c in mine] + \
        [(c, 1) for c in rivals]
    layout = build(cards)
    return match_from(layout, [["Chase Off"], []], step=XEKO_STEP), layout


def test_chase_off_returns_an_opponents_ten_point_species():
    m, layout = _chase_off(["Javan Rhinoceros", "Madagascar Fish Eagle"], mine=["Jaguar"])
    m.play("Play Xeko card Chase Off")
    fe = pos_of(layout, "Madagascar Fish Eagle")
    assert labels(m) == [f"Chase Madagascar Fish Eagle at {at(fe)} back to Player 2's hand"]
    events = m.play(labels(m)[0])
    assert "Chase Off" in sections(events)
    assert "Madagascar Fish Eagle" in pile(m, 1, "hand")


def test_chase_off_must_take_your_own_when_the_opponent_has_none():
    m, layout = _chase_off(["Javan Rhinoceros"], mine=["Jaguar"])
    m.play("Play Xeko card Chase Off")
    kd = pos_of(layout, "Jaguar")
    assert labels(m) == [f"Chase Jaguar at {at(kd)} back to Player 1's hand"]


def test_chase_off_with_no_ten_point_species_does_nothing():
    m, layout = _chase_off(["Javan Rhinoceros"])
    events = m.play("Play Xeko card Chase Off")
    assert "Chase Off" in sections(events)
    assert "Chase Off" in pile(m, 0, "shed")
    assert len(field_names(m)) == len(layout) + 1


def test_deforestation_moves_exactly_two_cards_to_their_owners_hands():
    layout = build([("Hawk Moth", 0), ("Black-cheeked Ant Tanager", 0), ("Javan Rhinoceros", 1)])
    m = match_from(layout, [["Deforestation"], []], step=XEKO_STEP)
    m.play("Play Xeko card Deforestation")
    hm, jr = pos_of(layout, "Hawk Moth"), pos_of(layout, "Javan Rhinoceros")
    m.play(f"Deforestation (first): Javan Rhinoceros at {at(jr)}")
    second = labels(m)
    assert all(x.startswith("Deforestation (second)") for x in second)   # no stopping after one
    assert len(second) == 2
    events = m.play(f"Deforestation (second): Hawk Moth at {at(hm)}")
    assert "Deforestation" in sections(events)
    assert "Javan Rhinoceros" in pile(m, 1, "hand") and "Hawk Moth" in pile(m, 0, "hand")


def test_deforestation_may_take_two_of_your_own_cards():
    layout = build([("Hawk Moth", 0), ("Black-cheeked Ant Tanager", 0)])
    m = match_from(layout, [["Deforestation"], []], step=XEKO_STEP)
    m.play("Play Xeko card Deforestation")
    assert len(labels(m)) == 2
    m.play(labels(m)[0])
    m.play(labels(m)[0])
    assert sorted(pile(m, 0, "hand")) == ["Black-cheeked Ant Tanager", "Hawk Moth"]


AFTER_WIN = ["Dice's Cottontail", "Green Turtle", "Brown Mouse Lemur", "Indri"]


@pytest.mark.parametrize("card", AFTER_WIN)
def test_after_a_win_play_a_species_that_starts_no_turf_war(card):
    """Dice's Cottontail, Green Turtle, Brown Mouse Lemur, Indri: after winning, one more Species."""
    m, layout, dpos, ipos, d = war_any(card, ZERO_ENERGY, extra_hand=("Hawk Moth",))
    events = fight(m, play_label(card, ipos))
    assert one(events, "tw-winner").data["winner"] == 0
    extra = [x for x in labels(m) if x.endswith("(no Turf War)")]
    assert extra and "Play no extra Species" in labels(m)
    after = dict(layout)
    after[ipos] = (card, 0)
    rival_spots = [p for p, lk in spots(after, "Hawk Moth", 0) if dpos in lk]
    pick = next((x for x in extra for p in rival_spots if x.startswith(play_label("Hawk Moth", p) + " ")),
                extra[0])
    events = m.play(pick)
    assert not of_kind(events, "turf-war")
    assert "Hawk Moth" not in pile(m, 0, "hand")


@pytest.mark.parametrize("card", ["Dice's Cottontail", "Indri"])
def test_after_a_win_nothing_when_losing(card):
    m, layout, dpos, ipos, d = war_any(card, ["Komodo Dragon", "Javan Rhinoceros", "Sumatran Elephant"],
                                       extra_hand=("Hawk Moth",))
    fight(m, play_label(card, ipos))
    assert not [x for x in labels(m) if x.endswith("(no Turf War)")]


def test_indri_defending_and_winning_decides_through_to_act():
    m, layout, dpos, ipos = war_match("Hawk Moth", "Indri", hands=[["Hawk Moth"], ["Javan Rhinoceros"]])
    events = fight(m, play_label("Hawk Moth", ipos))
    assert one(events, "tw-winner").data["winner"] == 1
    assert m.to_act == 1 and "Play no extra Species" in labels(m)


def test_great_green_macaw_sheds_your_one_dot_species():
    layout = build([("Hawk Moth", 0), ("Black-cheeked Ant Tanager", 0)])
    p = next(p for p, lk in spots(layout, "Great Green Macaw", 0) if all(layout.get(x, ("", 0))[1] == 0
                                                                        for x in lk))
    m = match_from(layout, [["Great Green Macaw"], []])
    events = m.play(play_label("Great Green Macaw", p))
    assert "Hawk Moth" in pile(m, 0, "shed")                        # the only 1-dot: automatic
    assert field_names(m)[p] == ("Great Green Macaw", 0)
    assert "Great Green Macaw" in sections(events) or "Shed Pile" in sections(events)


def test_great_green_macaw_choice_among_several_one_dot_species():
    layout = build([("Hawk Moth", 0), ("Javan Rhinoceros", 0)])
    p = next(p for p, lk in spots(layout, "Great Green Macaw", 0))
    m = match_from(layout, [["Great Green Macaw"], []])
    m.play(play_label("Great Green Macaw", p))
    assert sorted(labels(m)) == sorted([f"Shed Hawk Moth at {at(pos_of(layout, 'Hawk Moth'))}",
                                        f"Shed Javan Rhinoceros at {at(pos_of(layout, 'Javan Rhinoceros'))}"])


def test_great_green_macaw_without_a_one_dot_species_is_shed():
    layout = build([("Black-cheeked Ant Tanager", 0)])
    p = next(p for p, lk in spots(layout, "Great Green Macaw", 0))
    m = match_from(layout, [["Great Green Macaw"], []])
    events = m.play(play_label("Great Green Macaw", p))
    assert "Great Green Macaw" in sections(events)
    assert "Great Green Macaw" in pile(m, 0, "shed") and p not in field_names(m)


def test_green_turtle_wins_then_plays_a_species():
    m, layout, dpos, ipos, d = war_any("Green Turtle", ZERO_ENERGY + ("Hawk Moth",), extra_hand=("Hawk Moth",))
    fight(m, play_label("Green Turtle", ipos))
    assert [x for x in labels(m) if x.endswith("(no Turf War)")]


def test_guanacaste_tree_adds_on_top_of_the_conservation_bonus():
    layout = build([("Guanacaste Tree", 0)])
    m = final_score(layout, draw=((), filler(5)))
    # seat 0 could not draw; seat 1 keeps 5 cards: Conservation bonus 3
    assert values(m.result.scores[0]) == [3, 3]                    # the card's 3 Eco-points and its power
    layout = build([("Guanacaste Tree", 1)])
    m = match_from(layout, [[], []], [[], filler(5)], step=DRAW_STEP)
    calc = m.result.scores[1]
    assert values(calc) == [3, 3, 3] and term(calc, "Conservation bonus") == 3
    assert calc.total == 3 + 3 + 3


def test_guaria_morada_non_costa_rica_species_score_one_more():
    layout = build([("Guaria Morada", 0), ("Hawk Moth", 0), ("Jaguar", 0), ("Javan Rhinoceros", 0)])
    m = final_score(layout)
    calc = m.result.scores[0]
    assert power_term(calc, "Guaria Morada") == 2                        # Hawk Moth (MM), Javan Rhinoceros (IN)
    assert calc.total == 3 + 3 + 15 + 6 + 2


def test_hawksbill_hatchlings_worked_example():
    """Card guide: the Hatchlings (9) invade the Humpback Whale (15); the defender sheds 6."""
    m, layout, dpos, ipos = war_match("Hawksbill Hatchlings", "Humpback Whale")
    events = fight(m, play_label("Hawksbill Hatchlings", ipos))
    won = one(events, "tw-winner")
    inv, dfn = won.calcs
    assert (inv.total, dfn.total) == (9, 15)
    assert values(inv) == [9]                                        # one link: no Multi-link bonus
    assert won.data["winner"] == 0
    assert [e for e in events if e.kind == "override"][0].rule.section == "Hawksbill Hatchlings"
    assert one(events, "diff").calc.total == 6
    assert len(pile(m, 1, "shed")) == 6 and pile(m, 0, "shed") == []


def test_humpback_whale_sheds_another_of_your_species():
    layout = build([("Hawk Moth", 0)])
    p = next(p for p, lk in spots(layout, "Humpback Whale", 0))
    m = match_from(layout, [["Humpback Whale"], []])
    m.play(play_label("Humpback Whale", p))
    assert "Hawk Moth" in pile(m, 0, "shed")
    assert field_names(m)[p] == ("Humpback Whale", 0)


def test_humpback_whale_with_no_other_species_is_shed():
    p = spots({}, "Humpback Whale", 0)[0][0]
    m = match_from({}, [["Humpback Whale"], []])
    events = m.play(play_label("Humpback Whale", p))
    assert "Humpback Whale" in sections(events)
    assert "Humpback Whale" in pile(m, 0, "shed") and p not in field_names(m)


def test_plantation_bananas_cut_every_four_dot_species_not_below_zero():
    layout = build([("Plantation Bananas", 0), ("Fossa", 0), ("Komodo Dragon", 1)])
    m = final_score(layout, draw=((), ()))
    mine, theirs = m.result.scores[0], m.result.scores[1]
    assert power_term(mine, "Plantation Bananas") == -2                   # Fossa 12 -> 10
    assert mine.total == 1 + 12 - 2
    assert power_term(theirs, "Plantation Bananas") == -2                 # the rival's 4-dot too
    assert theirs.total == 14 - 2


def _boost_fight(invader, defenders, boost, boost_seat, hands_extra=((), ())):
    layout, d, dpos, ipos, bpos = boost_war(invader, defenders, boost, boost_seat)
    hands = [[invader, *hands_extra[0]], list(hands_extra[1])]
    hands[boost_seat].append(boost)
    m = match_from(layout, hands)
    events = m.play(play_label(invader, ipos))
    return m, events, layout, d, dpos, ipos, bpos


def test_rana_de_hojarasca_makes_the_other_players_boosts_worth_zero():
    m, events, layout, d, dpos, ipos, bpos = _boost_fight("Hawk Moth", ["Rana de Hojarasca"], "Tsingy Shelter", 0)
    assert [e for e in events if e.kind == "override"][0].rule.section == "Rana de Hojarasca"
    events = m.play(boost_label("Tsingy Shelter", bpos))
    events += pass_until_done(m)
    inv, dfn = (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0].calcs
    assert values(inv) == [8, 0] and inv.total == 8
    assert dfn.total == 7


def test_rana_de_hojarasca_owners_boosts_count():
    layout, d, dpos, ipos, bpos = boost_war("Rana de Hojarasca", ["Hawk Moth", "Javan Rhinoceros"],
                                           "Tsingy Shelter", 0)
    m = match_from(layout, [["Rana de Hojarasca", "Tsingy Shelter"], []])
    m.play(play_label("Rana de Hojarasca", ipos))
    events = m.play(boost_label("Tsingy Shelter", bpos)) + pass_until_done(m)
    inv, _ = (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0].calcs
    assert values(inv) == [7, 8]


# ================================ Mission: Madagascar ==============================================
def test_brown_mouse_lemur_wins_then_plays_a_species():
    m, layout, dpos, ipos, d = war_any("Brown Mouse Lemur", ZERO_ENERGY, extra_hand=("Hawk Moth",))
    events = fight(m, play_label("Brown Mouse Lemur", ipos))
    assert [x for x in labels(m) if x.endswith("(no Turf War)")]
    events = m.play("Play no extra Species")
    assert "Brown Mouse Lemur" in sections(events)


def _orchid_layout():
    for opos, _ in spots({}, "Comet Orchid", 0):
        layout = {opos: ("Comet Orchid", 0)}
        moth = [p for p, lk in spots(layout, "Hawk Moth", 0) if opos in lk]
        if moth:
            return opos, moth
    raise AssertionError


def test_comet_orchid_plays_a_hawk_moth_linked_to_it():
    opos, moth = _orchid_layout()
    m = match_from({}, [["Comet Orchid", "Hawk Moth"], []])
    m.play(play_label("Comet Orchid", opos))
    got = labels(m)
    assert got[-1] == "Play no Hawk Moth"
    assert set(got[:-1]) == {f"Play Hawk Moth at {at(p)}, linked to the Comet Orchid" for p in moth}
    events = m.play(got[0])
    assert "Comet Orchid" in sections(events)
    assert sum(1 for v in field_names(m).values() if v[1] == 0) == 2


def test_comet_orchid_hawk_moth_that_links_to_a_rival_fights():
    for rival in ("Helmet Vanga", "Javan Rhinoceros", "Sumatran Elephant", "Grandidier's Baobab"):
        for opos, _ in spots({}, "Comet Orchid", 0):
            for rpos, _ in spots({}, rival, 1):
                if rpos == opos:
                    continue
                layout = {rpos: (rival, 1)}
                if opos not in dict(spots(layout, "Comet Orchid", 0)):
                    continue
                after = dict(layout)
                after[opos] = ("Comet Orchid", 0)
                both = [p for p, lk in spots(after, "Hawk Moth", 0) if opos in lk and rpos in lk]
                if not both:
                    continue
                m = match_from(layout, [["Comet Orchid", "Hawk Moth"], []])
                events = m.play(play_label("Comet Orchid", opos))
                if of_kind(events, "turf-war"):
                    continue                                            # the Orchid itself invaded
                events = m.play(f"Play Hawk Moth at {at(both[0])}, linked to the Comet Orchid")
                events += pass_until_done(m)
                assert of_kind(events, "turf-war")
                assert one(events, "turf-war").text.startswith("Turf War! Player 1's Hawk Moth")
                return
    pytest.skip("no layout")


def test_golden_bamboo_lemur_skips_the_boost_phase():
    layout, d, dpos, ipos, bpos = boost_war("Golden Bamboo Lemur", ["Hawk Moth", "Javan Rhinoceros"] + list(
        ZERO_ENERGY), "Tsingy Shelter", 0)
    m = match_from(layout, [["Golden Bamboo Lemur", "Tsingy Shelter"], []])
    events = m.play(play_label("Golden Bamboo Lemur", ipos))
    assert [e for e in events if e.kind == "override"][0].rule.section == "Golden Bamboo Lemur"
    assert not [x for x in labels(m) if x.startswith("Boost:")]
    assert of_kind(events, "tw-winner") or of_kind(events, "tw-tie")
    assert "Tsingy Shelter" in pile(m, 0, "hand")


def test_golden_bamboo_lemur_defending_also_skips_boosts():
    layout, d, dpos, ipos, bpos = boost_war("Hawk Moth", ["Golden Bamboo Lemur"], "Tsingy Shelter", 0)
    m = match_from(layout, [["Hawk Moth", "Tsingy Shelter"], []])
    events = m.play(play_label("Hawk Moth", ipos))
    assert not [x for x in labels(m) if x.startswith("Boost:")]
    assert of_kind(events, "tw-winner") or of_kind(events, "tw-tie")


def test_heavy_storm_ends_the_war_with_equal_totals():
    m, events, layout, d, dpos, ipos, bpos = _boost_fight("Javan Rhinoceros", ["Hawk Moth", "Helmet Vanga"],
                                                          "Heavy Storm", 1)
    assert m.to_act == 1 or "Pass (play no Boost)" in labels(m)
    if m.to_act == 0:
        m.play("Pass (play no Boost)")
    assert m.to_act == 1
    events = m.play(boost_label("Heavy Storm", bpos))
    tie = one(events, "tw-tie")
    assert tie.rule.section == "Heavy Storm"
    assert not of_kind(events, "diff") and not of_kind(events, "shed")
    assert "Heavy Storm" in pile(m, 1, "shed")                    # clean-up still happens
    assert len(of_kind(events, "boost")) == 1                      # no more cards after the storm
    assert not [x for x in labels(m) if x.startswith("Boost:")]


def test_indri_wins_then_plays_a_species():
    m, layout, dpos, ipos, d = war_any("Indri", ZERO_ENERGY, extra_hand=("Hawk Moth",))
    fight(m, play_label("Indri", ipos))
    assert [x for x in labels(m) if x.endswith("(no Turf War)")]


def test_new_reserve_two_species_each_with_its_own_turf_war():
    layout = build([("Hawk Moth", 0), ("Black-cheeked Ant Tanager", 0)])
    rival = build([("Javan Rhinoceros", 1)], layout=layout)
    m = match_from(rival, [["New Reserve", "Helmet Vanga", "Hawk Moth"], []], step=XEKO_STEP)
    events = m.play("Play Xeko card New Reserve")
    assert "New Reserve" in sections(events)
    first = [x for x in labels(m) if x.startswith("Play Helmet Vanga")][0]
    m.play(first)
    pass_until_done(m)
    assert m.to_act == 0 and [x for x in labels(m) if x.startswith("Play Hawk Moth")]
    assert "Play no more Species cards" in labels(m)                # the second is optional


def test_new_reserve_not_played_means_one_species():
    layout = build([("Hawk Moth", 0), ("Black-cheeked Ant Tanager", 0)])
    m = match_from(layout, [["New Reserve", "Helmet Vanga", "Hawk Moth"], []], step=XEKO_STEP)
    m.play("Play no Xeko card")
    m.play([x for x in labels(m) if x.startswith("Play Helmet Vanga")][0])
    assert m.to_act == 1                                               # one Species, then the turn ends


def test_peace_offering_plays_a_species_in_the_xeko_step_without_a_turf_war():
    layout = build([("Black-cheeked Ant Tanager", 0), ("Hawk Moth", 1)])
    hm = pos_of(layout, "Hawk Moth")
    m = match_from(layout, [["Peace Offering", "Javan Rhinoceros"], []], step=XEKO_STEP)
    m.play("Play Xeko card Peace Offering")
    extra = [x for x in labels(m) if x.endswith("(no Turf War)")]
    assert extra and "Play no extra Species" in labels(m)
    beside = [p for p, lk in spots(layout, "Javan Rhinoceros", 0) if hm in lk]
    pick = next((x for x in extra for p in beside if x.startswith(play_label("Javan Rhinoceros", p) + " ")),
                extra[0])
    events = m.play(pick)
    assert not of_kind(events, "turf-war")
    assert "Javan Rhinoceros" not in pile(m, 0, "hand")


def test_sticky_web_trap_zeroes_the_opponents_boosts_even_those_already_played():
    layout, d, dpos, ipos, _ = boost_war("Javan Rhinoceros", ["Hawk Moth", "Helmet Vanga"], "Sticky Web Trap", 1)
    after = dict(layout)
    after[ipos] = ("Javan Rhinoceros", 0)
    for plain in PLAIN_BOOSTS:
        mine = [p for p, lk in spots(after, plain, 0) if ipos in lk]
        for p in mine:
            after2 = dict(after)
            after2[p] = (plain, 0)
            trap = [q for q, lk in spots(after2, "Sticky Web Trap", 1) if dpos in lk]
            if trap:
                m = match_from(layout, [["Javan Rhinoceros", plain], ["Sticky Web Trap"]])
                m.play(play_label("Javan Rhinoceros", ipos))
                m.play(boost_label(plain, p))
                assert m.to_act == 1
                events = m.play(boost_label("Sticky Web Trap", trap[0]))
                assert [e for e in events if e.kind == "override"][0].rule.section == "Sticky Web Trap"
                events += pass_until_done(m)
                inv, dfn = (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0].calcs
                assert values(inv) == [12, 0]
                assert inv.total == 12
                return
    pytest.skip("no layout")


def test_swarm_boosts_twice_the_one_dot_species_in_the_field():
    m, events, layout, d, dpos, ipos, bpos = _boost_fight("Hawk Moth", ["Javan Rhinoceros", "Helmet Vanga",
                                                                       "Black-cheeked Ant Tanager"], "Swarm", 0)
    ones = sum(1 for c, o in layout.values() if 1 in CARDS.by_name[c].tokens) + 1     # + the Hawk Moth
    events = m.play(boost_label("Swarm", bpos)) + pass_until_done(m)
    assert one(events, "boost").rule.section == "Swarm"
    inv, _ = (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0].calcs
    assert values(inv) == [8, 2 * ones]


@pytest.mark.parametrize("invader", ["Hawk Moth", "Indri"])
def test_toxic_boosts_by_the_printed_energy(invader):
    m, events, layout, d, dpos, ipos, bpos = _boost_fight(invader, ["Hawk Moth", "Helmet Vanga",
                                                                   "Sumatran Elephant", "Javan Rhinoceros"],
                                                          "Toxic", 0)
    events = m.play(boost_label("Toxic", bpos)) + pass_until_done(m)
    assert one(events, "boost").rule.section == "Toxic"
    inv, _ = (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0].calcs
    energy = CARDS.by_name[invader].energy
    assert values(inv) == [energy, energy]


# ================================ Multiplayer FAQ ==================================================
def _three_player_boost(boost, counted_hand=(), counted_field=()):
    """Seat 0 invades seat 1 in a three-player game; seat 2 is outside the war."""
    sp = spots
    for defender in ("Hawk Moth", "Javan Rhinoceros", "Helmet Vanga", "Sumatran Elephant"):
        for dpos, _ in sp({}, defender, 1, 3):
            layout = {dpos: (defender, 1)}
            for c in counted_field:
                layout = build([(c, 2)], players=3, layout=layout)
            for ipos, lk in sp(layout, "Hawk Moth", 0, 3):
                if lk != [dpos]:
                    continue
                after = dict(layout)
                after[ipos] = ("Hawk Moth", 0)
                b = [p for p, l2 in sp(after, boost, 0, 3) if ipos in l2]
                if b:
                    m = match_from(layout, [["Hawk Moth", boost], [], list(counted_hand)], players=3)
                    m.play(play_label("Hawk Moth", ipos))
                    return m, b[0], layout
    raise AssertionError(boost)


def test_warning_sign_counts_the_hand_of_one_chosen_player():
    m, bpos, layout = _three_player_boost("Warning Sign", counted_hand=["Toxic", "Swarm", "Swipe", "Indri"])
    base = f"Boost: play Warning Sign at {at(bpos)}, counting "
    got = [x for x in labels(m) if x.startswith(base)]
    assert sorted(got) == sorted(base + f"Player {k}" for k in (1, 2, 3))
    events = m.play(base + "Player 3") + pass_until_done(m)
    assert one(events, "boost").rule.section == "Multiplayer FAQ"
    inv, _ = (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0].calcs
    assert values(inv) == [8, 4]


def test_treetop_scout_counts_the_species_of_one_chosen_player():
    m, bpos, layout = _three_player_boost("Treetop Scout", counted_field=["Hawk Moth", "Javan Rhinoceros"])
    base = f"Boost: play Treetop Scout at {at(bpos)}, counting "
    events = m.play(base + "Player 3") + pass_until_done(m)
    assert one(events, "boost").rule.section == "Multiplayer FAQ"
    inv, _ = (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0].calcs
    assert values(inv) == [8, 2]


def test_swipe_may_make_any_player_discard_even_outside_the_turf_war():
    m, bpos, layout = _three_player_boost("Swipe", counted_hand=["Toxic", "Indri"])
    label = f"Boost: play Swipe at {at(bpos)}, making Player 3 discard"
    assert label in labels(m)
    assert f"Boost: play Swipe at {at(bpos)}, making no one discard" in labels(m)
    events = m.play(label)
    assert one(events, "swipe").rule.section == "Multiplayer FAQ"
    assert m.to_act == 2                                              # seat 2 chooses what to discard
    assert sorted(labels(m)) == ["Discard Indri", "Discard Toxic"]
    events = m.play("Discard Indri")
    assert pile(m, 2, "shed") == ["Indri"]
    events += pass_until_done(m)
    inv, _ = (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0].calcs
    assert values(inv) == [8, 4]


def test_dices_cottontail_wins_then_plays_a_species_without_a_turf_war():
    m, layout, dpos, ipos, d = war_any("Dice's Cottontail", ZERO_ENERGY, extra_hand=("Hawk Moth",))
    events = fight(m, play_label("Dice's Cottontail", ipos))
    assert one(events, "tw-winner").data["winner"] == 0
    extra = [x for x in labels(m) if x.endswith("(no Turf War)")]
    assert extra
    events = m.play(extra[0])
    assert not of_kind(events, "turf-war")
    assert "Hawk Moth" not in pile(m, 0, "hand")

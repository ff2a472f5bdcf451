"""Rulebook "Multiplayer Rules" (three or four players): order, facing, opponents, Turf Wars, elimination,
deck size."""
from __future__ import annotations

import pytest

from power_helpers import (CARDS, DRAW_STEP, XEKO_STEP, build, field_names, filler, labels, match_from,
                           of_kind, one, pass_until_done, pile, play_label, spot_linking, spots, term,
                           war_layouts)
from xlearn.engine.errors import DataError
from xlearn.xeko import new_match


def turn_seats(m, turns):
    """Play the first legal choice until `turns` turns have begun; the seats whose turns began."""
    seats = [e.seat for e in m.events if e.kind == "turn"]
    while len(seats) < turns and not m.over:
        for e in m.play(m.legal()[0]):
            if e.kind == "turn":
                seats.append(e.seat)
    return seats


@pytest.mark.parametrize("players", [3, 4])
def test_play_proceeds_clockwise_from_the_starting_player(players):
    for seed in range(4):
        m = new_match(players, seed=seed)
        first = one(m.events, "first-player")
        assert first.rule.section == "How to Start the Game"
        seats = turn_seats(m, 2 * players + 1)
        assert seats[0] == first.seat
        assert seats == [(first.seat + k) % players for k in range(len(seats))]


@pytest.mark.parametrize("players, rotations", [(2, [0, 2]), (3, [0, 1, 2]), (4, [0, 1, 2, 3])])
def test_seat_rotations(players, rotations):
    m = new_match(players, seed=1)
    assert [p["rotation"] for p in m.view(None)["players"]] == rotations


@pytest.mark.parametrize("players", [3, 4])
def test_species_face_their_player_quarter_turns_clockwise_by_seat(players):
    """Seat k's cards are turned k quarter turns clockwise: the printed side that lands on grid north is
    printed N, W, S, E for seats 0, 1, 2, 3 (ruling X-9)."""
    card = "Rhinoceros Hornbill"                      # YR / YO / YP / YRB: four different sides
    printed = CARDS.by_name[card].link_text
    layout = {}
    for seat in range(players):
        p = next(p for p, _ in spots(layout, card, seat, players))
        layout[p] = (card, seat)
    m = match_from(layout, [[] for _ in range(players)], [filler(6, k) for k in range(players)], players=players,
                   step=XEKO_STEP)
    north_from = {0: 0, 1: 3, 2: 2, 3: 1}             # index into printed (N, E, S, W)
    for entry in m.view(None)["field"]:
        if entry["hotspot"]:
            continue
        seat = entry["owner"]
        assert entry["rotation"] == seat
        sides = entry["sides"]
        for d in range(4):                             # grid side d shows printed side (d - seat) mod 4
            assert sides[d] == printed[(d - seat) % 4]
        assert sides[0] == printed[north_from[seat]]


def _haze_layout(players, seat):
    """`seat` controls a 1-dot and a 2-dot Species (to show Haze Season's tokens)."""
    return build([("Hawk Moth", seat), ("Black-cheeked Ant Tanager", seat)], players=players)


def test_an_opponent_is_any_other_player_still_in():
    layout = _haze_layout(3, 0)
    m = match_from(layout, [["Haze Season"], [], []], [filler(6), filler(6, 3), filler(6, 6)], players=3,
                   step=XEKO_STEP)
    m.play("Play Xeko card Haze Season")
    assert labels(m) == ["Player 2 sheds", "Player 3 sheds"]
    events = m.play("Player 3 sheds")
    assert one(events, "effect").rule.section == "Multiplayer Rules for Three Or Four players"
    assert len(pile(m, 2, "shed")) == 1 and pile(m, 1, "shed") == []


def test_an_eliminated_player_is_no_longer_an_opponent():
    """Seat 0's Haze Season makes seat 3 shed from an empty pile: seat 3 is out; seat 1's Haze Season then
    offers only seats 0 and 2."""
    layout = _haze_layout(4, 0)
    layout = build([("Hawk Moth", 1), ("Black-cheeked Ant Tanager", 1), ("Javan Rhinoceros", 3)], players=4,
                   layout=layout)
    m = match_from(layout, [["Haze Season"], ["Haze Season"], [], []],
                   [filler(6), filler(6, 3), filler(6, 6), []], players=4, step=XEKO_STEP)
    m.play("Play Xeko card Haze Season")
    assert labels(m) == ["Player 2 sheds", "Player 3 sheds", "Player 4 sheds"]
    events = m.play("Player 4 sheds")
    out = one(events, "eliminated")
    assert out.rule.section == "Ending a Multiplayer Game"
    assert m.view(None)["players"][3]["out"]
    assert all(owner != 3 for _, owner in field_names(m).values())
    # seat 1's turn (clockwise after seat 0)
    while m.to_act == 0:
        m.play(m.legal()[0])
    assert m.to_act == 1
    m.play("Play Xeko card Haze Season")
    assert labels(m) == ["Player 1 sheds", "Player 3 sheds"]


def test_only_the_two_players_in_a_turf_war_play_boosts():
    boosts = ["Tsingy Shelter", "Canopy Bridge", "Monsoon Surge", "Tortuguero Beach", "Mangrove Nursery"]
    for layout, dpos, ipos in war_layouts("Hawk Moth", "Hawk Moth", 0, 1, players=3):
        m = match_from(layout, [["Hawk Moth", *boosts[:3]], list(boosts[3:]), list(boosts)], players=3)
        m.play(play_label("Hawk Moth", ipos))
        if not [x for x in labels(m) if x.startswith("Boost:")]:
            continue
        seen = set()
        hand_2 = list(pile(m, 2, "hand"))
        while m.view(None)["turf_war"] is not None and m.to_act is not None:
            seen.add(m.to_act)
            boost = [x for x in labels(m) if x.startswith("Boost:")]
            m.play(boost[0] if boost else "Pass (play no Boost)")
        assert seen <= {0, 1} and 0 in seen
        assert set(hand_2) <= set(pile(m, 2, "hand"))          # seat 2 played no Boost
        assert not [c for c in pile(m, 2, "shed") if c in boosts]
        return
    raise AssertionError("no layout")


def test_turf_war_multi_link_counts_cards_of_different_players_and_any_rival_may_defend():
    for a in ("Hawk Moth", "Javan Rhinoceros", "Helmet Vanga", "Sumatran Elephant"):
        for apos, _ in spots({}, a, 1, 3):
            for bpos, _ in spots({apos: (a, 1)}, "Javan Rhinoceros", 2, 3):
                lay = {apos: (a, 1), bpos: ("Javan Rhinoceros", 2)}
                ipos = spot_linking(lay, "Hawk Moth", 0, [apos, bpos], players=3)
                if ipos is None:
                    continue
                m = match_from(lay, [["Hawk Moth"], [], []], players=3)
                m.play(play_label("Hawk Moth", ipos))
                assert sorted(labels(m)) == sorted([f"Invade {a} at ({apos[0]}, {apos[1]})",
                                                    f"Invade Javan Rhinoceros at ({bpos[0]}, {bpos[1]})"])
                events = m.play(f"Invade Javan Rhinoceros at ({bpos[0]}, {bpos[1]})") + pass_until_done(m)
                assert one(events, "turf-war").data["defender"] == 2
                inv, dfn = (of_kind(events, "tw-winner") or of_kind(events, "tw-tie"))[0].calcs
                assert term(inv, "Double-link bonus") == 5
                assert (inv.total, dfn.total) == (13, 12)
                return
    raise AssertionError("no layout")


def test_three_players_first_to_run_out_is_eliminated_and_the_game_goes_on():
    layout = build([("Hawk Moth", 1)], players=3)
    hm = next(iter(layout))
    ride = next(p for p, lk in spots(layout, "Javan Rhinoceros", 0, 3) if lk == [hm])  # linked only to seat 1
    layout[ride] = ("Javan Rhinoceros", 0)
    m = match_from(layout, [["Hawk Moth"], ["Indri"], ["Hawk Moth"]], [filler(6), [], filler(6, 6)],
                   players=3, active=1, step=DRAW_STEP)
    out = one(m.events, "eliminated")
    assert out.seat == 1 and out.rule.section == "Ending a Multiplayer Game"
    assert not m.over
    f = field_names(m)
    assert hm not in f                                  # the eliminated player's cards leave the field
    assert f[ride] == ("Javan Rhinoceros", 0)          # the others' stay, even unlinked
    assert m.view(None)["players"][1]["draw_count"] == 0 and m.view(None)["players"][1]["hand_count"] == 0
    assert m.to_act == 2                                # play goes on with seat 2
    # the hole can be filled again by a remaining player
    m.play("Play no Xeko card") if "Play no Xeko card" in labels(m) else None
    refill = [p for p, _ in spots({ride: ("Javan Rhinoceros", 0)}, "Hawk Moth", 2, 3) if p == hm]
    if refill:
        assert play_label("Hawk Moth", hm) in labels(m)


def test_three_players_second_to_run_out_ends_the_game_and_the_eliminated_scores_nothing():
    layout = build([("Hawk Moth", 0), ("Indri", 1), ("Javan Rhinoceros", 2)], players=3)
    m = match_from(layout, [[], [], []], [filler(4), [], []], players=3, active=1, step=DRAW_STEP)
    assert of_kind(m.events, "eliminated")[0].seat == 1
    assert m.over
    res = m.result
    assert set(res.scores) == {0, 1, 2}                 # the eliminated player scores nothing, and says why
    assert res.scores[1].total == 0 and "Eliminated" in res.scores[1].terms[0].label
    assert 1 not in res.winners
    assert res.scores[0].total == 3 + 2                  # Hawk Moth 3 + Conservation bonus (4 cards: 2)
    assert res.scores[2].total == 6


def test_four_players_two_are_eliminated_before_the_game_ends():
    layout = build([("Hawk Moth", 0), ("Indri", 1), ("Javan Rhinoceros", 2), ("Helmet Vanga", 3)], players=4)
    m = match_from(layout, [[], [], [], []], [filler(4), [], [], []], players=4, active=1, step=DRAW_STEP)
    gone = [e.seat for e in of_kind(m.events, "eliminated")]
    assert gone == [1, 2]
    assert m.over                                        # seat 3 cannot draw with two players left
    assert of_kind(m.events, "game-end")[0].rule.section == "Ending the Game"
    assert set(m.result.scores) == {0, 1, 2, 3}
    assert m.result.scores[1].total == m.result.scores[2].total == 0
    assert m.result.scores[0].total == 3 + 2 and m.result.scores[3].total == 7
    assert m.result.winners == (3,)


def test_decks_hold_forty_cards_by_default():
    for players in (3, 4):
        m = new_match(players, seed=3)
        for p in m.view(None)["players"]:
            assert p["draw_count"] + p["hand_count"] == 40


def test_deck_size_thirty_is_the_quick_option():
    for players in (3, 4):
        m = new_match(players, seed=3, deck_size=30)
        for p in m.view(None)["players"]:
            assert p["draw_count"] + p["hand_count"] == 30


def test_smaller_decks_need_the_players_agreement():
    from xlearn.xeko.setup import cut_deck
    from xlearn.xeko import ready_made
    decks = [cut_deck(ready_made()[d], 30) for d in ("Madagascar A", "Costa Rica A", "Indonesia A")]
    with pytest.raises(DataError):
        new_match(3, seed=1, decks=decks)
    m = new_match(2, seed=1, decks=decks[:2])            # two players may use smaller decks
    assert m.view(None)["players"][0]["draw_count"] + m.view(None)["players"][0]["hand_count"] == 30

"""Set Up, steps 1 to 6 (Xenofera rulebook, "Set Up")."""
from collections import Counter

from xlearn.xenofera import new_match

from xeno_helpers import TURN_PHASES, events_of, setup_through


def test_step_1_each_player_takes_a_battle_set_and_its_player_turn_card():
    m = new_match(3, seed=4)
    assert m.phase == "1. Battle Cards/Player Turn Cards"
    assert m.to_act == 0
    assert len(m.legal()) == 5
    m.play("Take the Jade Battle cards")
    assert m.to_act == 1
    assert "Take the Jade Battle cards" not in [a.label for a in m.legal()]
    assert len(m.legal()) == 4
    m.play(m.legal()[0])
    m.play(m.legal()[0])
    s = m.state
    for seat in range(3):
        assert len(s.unused[seat]) == 7
        assert sum(1 for i in s.unused[seat] if i in s.table.decoys) == 1
        assert s.card(s.turn_card[seat]).kind == "turn"
    zones = dict(m.census())
    boxed_turn_cards = [i for i in s.table.turn_cards if zones[i] == "box"]
    assert len(boxed_turn_cards) == 2


def test_step_2_two_huntsmen_dealt_one_kept_face_up_other_shuffled_back():
    m = new_match(2, seed=5)
    m.play(m.legal()[0])
    m.play(m.legal()[0])
    assert m.phase == "2. Huntsman Deck"
    s = m.state
    assert all(len(s.offer[seat]) == 2 for seat in range(2))
    assert len(s.hunt_deck) == 12 - 4
    assert m.view(0)["players"][1]["offer"] is None     # the other seat's offer is hidden
    assert len(m.view(0)["players"][0]["offer"]) == 2
    choice = m.legal()[1]
    assert choice.label.startswith("Keep Huntsman ")
    m.play(choice)
    assert m.state.huntsman[0] == choice.args[0]
    m.play(m.legal()[0])
    assert len(m.state.hunt_deck) == 12 - 2
    assert m.view(1)["players"][0]["huntsman"]["name"]  # kept Huntsmen are face up


def test_step_3_five_xenofera_form_the_line_of_sight():
    m = new_match(2, seed=6)
    for _ in range(4):
        m.play(m.legal()[0])
    assert m.phase == "4. Collection Deck"
    assert len(m.state.sight) == 5
    assert len(m.view(0)["line_of_sight"]) == 5
    assert events_of(m, "sight")[0].rule.section == "3. Xenofera Deck"


def test_step_4_two_collections_dealt_one_kept_face_down():
    m = new_match(2, seed=6)
    for _ in range(4):
        m.play(m.legal()[0])
    s = m.state
    assert all(len(s.offer[seat]) == 2 for seat in range(2))
    m.play(m.legal()[1])
    kept = m.state.collections[0]
    assert len(kept) == 1
    assert m.view(1)["players"][0]["collections"] is None
    assert m.view(0)["players"][0]["collections"][0]["id"] == kept[0]
    m.play(m.legal()[0])
    assert len(m.state.coll_deck) == 15 - 2


def test_step_5_starters_plus3_cards_and_seven_card_hands():
    m = new_match(2, seed=8)
    setup_through(m)
    s = m.state
    zones = dict(m.census())
    for seat in range(2):
        assert [s.card(i).kind for i in s.crew[seat]] == ["starter-member"]
        assert [s.card(c[0]).kind for c in s.cages[seat]] == ["starter-cage"]
    marked = [i for i in s.table.utility if s.table.plus3[i]]
    assert marked and all(zones[i] == "box" for i in marked)
    # Nobody holds a Stampede after the deal.
    assert not any(s.card(i).name == "Stampede" for seat in range(2) for i in s.hand[seat])
    # Three players keep the +3 Player cards in the game.
    m3 = new_match(3, seed=8)
    setup_through(m3)
    z3 = dict(m3.census())
    assert not any(z3[i] == "box" for i in m3.state.table.utility if m3.state.table.plus3[i])


def test_step_5_a_dealt_stampede_is_shuffled_back_and_replaced():
    for seed in range(200):
        m = new_match(5, seed=seed)
        setup_through(m)
        hits = events_of(m, "stampede-setup")
        if hits:
            break
    else:  # pragma: no cover
        raise AssertionError("no seed dealt a Stampede")
    assert hits[0].rule.section == "5. Utility Deck"
    deal_events = [e for e in events_of(m, "draw") if e.rule.rule_id == "deal-hand"]
    s = m.state
    stampedes = [i for i in s.util_deck if s.card(i).name == "Stampede"]
    assert len(stampedes) == 4
    # every hand is full anyway (an Immediate dealt in set-up works and is replaced too)
    assert all(len(s.hand[p]) >= 7 for p in range(5) if p != s.first) or deal_events


def test_step_5_a_stampede_drawn_by_an_immediate_in_set_up_is_put_back_too():
    """Seed 7: Player 2 is dealt Lucky Find, whose draw turns up a Stampede. Ruling N-4: while setting up,
    that Stampede goes back into the shuffled deck and another card is drawn; the Line of Sight stays."""
    m = new_match(2, seed=7)
    while m.phase != "4. Collection Deck":
        m.play(m.legal()[0])
    sight = list(m.state.sight)  # step 3 has turned up the Line of Sight
    setup_through(m)
    s = m.state
    kinds = [e.kind for e in m.events]
    lucky = kinds.index("immediate")
    assert "Lucky Find" in m.events[lucky].text
    back = events_of(m, "stampede-setup")
    assert back and kinds.index("stampede-setup") > lucky
    assert back[0].rule.section == "5. Utility Deck" and back[0].rule.ruling == "N-4"
    assert "draws Stampede" in back[0].text and "N-4" in back[0].text
    assert not events_of(m, "stampede")                       # no Stampede went off
    assert s.sight == sight and not s.xeno_discard             # the Line of Sight of step 3 is untouched
    stampedes = [i for i in s.table.utility if s.card(i).name == "Stampede" and not s.table.plus3[i]]
    assert stampedes and all(i in s.util_deck for i in stampedes)
    # Lucky Find's two cards reach the hand on top of the seven dealt (it is not counted as dealt)
    assert len(s.hand[1]) == 9 and len(s.hand[0]) == 7
    assert [s.card(i).name for i in s.util_discard] == ["Lucky Find"]


def test_step_5_no_stampede_goes_off_while_setting_up():
    for players, seeds in ((2, range(60)), (5, range(20))):
        for seed in seeds:
            m = new_match(players, seed=seed)
            setup_through(m)
            s = m.state
            assert not events_of(m, "stampede"), (players, seed)
            assert not any(s.card(i).name == "Stampede" for i in s.util_discard), (players, seed)
            assert not any(s.card(i).name == "Stampede" for p in range(players) for i in s.hand[p])


def test_step_6_starting_player_then_clockwise():
    firsts = Counter()
    for seed in range(12):
        m = new_match(3, seed=seed)
        setup_through(m)
        assert m.phase in TURN_PHASES
        firsts[m.state.first] += 1
        e = events_of(m, "first-player")[0]
        assert e.rule.section == "6. Choose a Starting Player" and e.rule.ruling == "N-2"
        assert m.state.active == m.state.first
    assert len(firsts) > 1  # the seed decides
    m = new_match(3, seed=3)
    setup_through(m)
    first = m.state.first
    from xeno_helpers import pass_turn
    pass_turn(m)
    assert m.state.active == (first + 1) % 3


def test_same_seed_same_setup():
    a, b = new_match(4, seed=11), new_match(4, seed=11)
    setup_through(a)
    setup_through(b)
    assert a.fingerprint() == b.fingerprint()

"""D. Draw Phase: discard any cards and refill to seven, or two Collections; Immediates as drawn."""
from xeno_helpers import events_of, labels, play, rival, scenario, seat, start

DECK = ["Iron Cage", "Wire Cage", "Supply Run", "Sabotage", "Deckhand Mara", "Pay Off", "Divider Kit",
        "Countermeasure", "Turnabout", "Shock Lock"]


def draw(me=None, **kw):
    return start(scenario(me or seat(hand=["Titan Pen", "Pay Off", "Sabotage"]), rival(), phase="D. Draw Phase",
                          utility_deck=DECK, **kw))


def test_discard_any_cards_then_draw_back_up_to_seven():
    m = draw()
    assert m.phase == "D. Draw Phase"
    ls = labels(m)
    assert ls[0] == "Keep every card and draw back up to 7 cards"
    assert "Discard Titan Pen and Sabotage, then draw back up to 7 cards" in ls
    assert ls[-1] == "Draw two Collections"
    assert len(ls) == 2 ** 3 + 1
    play(m, "Discard Titan Pen and Sabotage, then draw back up to 7 cards")
    s = m.state
    assert sorted(s.card(i).name for i in s.util_discard) == ["Sabotage", "Titan Pen"]
    assert len(s.hand[0]) == 7
    assert s.active == 1  # the turn has ended


def test_copies_in_hand_are_counted_not_repeated():
    m = draw(seat(hand=["Pay Off", "Pay Off"]))
    assert labels(m) == ["Keep every card and draw back up to 7 cards",
                         "Discard Pay Off, then draw back up to 7 cards",
                         "Discard Pay Off \u00d72, then draw back up to 7 cards", "Draw two Collections"]


def test_a_hand_size_ability_refills_to_eight():
    m = draw(seat(huntsman="Wren Halloway", hand=[]))
    play(m, "Keep every card and draw back up to 8 cards")
    assert len(m.state.hand[0]) == 8


def test_draw_two_collections_keep_one_shuffle_the_other_back():
    m = draw(seat(hand=[], collections=["Night Shift"]))
    before = len(m.state.coll_deck)
    play(m, "Draw two Collections")
    assert m.to_act == 0 and len(labels(m)) == 2
    assert all(label.startswith("Keep ") for label in labels(m))
    kept = m.legal()[1].args[0]
    m.play(m.legal()[1])
    s = m.state
    assert kept in s.collections[0] and len(s.collections[0]) == 2
    assert len(s.coll_deck) == before - 1
    assert len(s.hand[0]) == 0  # no refill this turn
    assert m.view(1)["players"][0]["collections"] is None


def test_an_immediate_drawn_works_at_once_and_the_draw_goes_on():
    m = start(scenario(seat(hand=[]), rival(), phase="D. Draw Phase",
                       utility_deck=["Stampede"] + DECK))
    old_sight = list(m.state.sight)
    play(m, "Keep every card and draw back up to 7 cards")
    s = m.state
    assert not set(old_sight) & set(s.sight)
    assert len(s.sight) == 5
    assert len(s.hand[0]) == 7
    assert "Stampede" not in [s.card(i).name for i in s.hand[0]]
    assert events_of(m, "immediate")[-1].rule.rule_id == "immediate"


def test_lucky_find_draws_two_more():
    six = ["Titan Pen", "Wire Cage", "Wire Cage", "Field Net Cage", "Divider Kit", "Paddock"]
    m = start(scenario(seat(hand=six), rival(), phase="D. Draw Phase",
                       utility_deck=["Lucky Find"] + DECK))
    play(m, "Keep every card and draw back up to 7 cards")
    assert len(m.state.hand[0]) == 8  # one card short of seven: Lucky Find brings two


def test_the_last_collection_is_simply_kept():
    m = draw(seat(hand=[]))
    m.state.coll_deck = m.state.coll_deck[:1]
    m._legal_cache = None
    assert "Draw the last Collection" in labels(m)

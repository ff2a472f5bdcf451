"""Rulebook "How to Start the Game" (rulings X-6 and X-7)."""
from xlearn.xeko import new_match

SECTION = "How to Start the Game"
SEEDS = range(30)


def test_how_to_start_the_game_the_hotspot_goes_in_the_middle_of_the_field():
    """How to Start the Game: the Hotspot is placed in the middle of the field, before any Species."""
    m = new_match(seed=1)
    field = m.view(None)["field"]
    assert len(field) == 1
    (hot,) = field
    assert (hot["x"], hot["y"], hot["hotspot"], hot["owner"]) == (0, 0, True, None)
    assert hot["card"]["kind"] == "hotspot"
    first = m.events[0]
    assert first.rule.section == SECTION and "Hotspot" in first.text


def test_how_to_start_the_game_the_hotspot_belongs_to_no_deck():
    """How to Start the Game / 1. Hotspot Cards: each player has exactly their 40 deck cards; the Hotspot is extra."""
    m = new_match(seed=2)
    v = m.view(None)
    for p in v["players"]:
        assert p["draw_count"] + p["hand_count"] == 40
    assert len(m.census()) == 1 + 40 + 40


def test_how_to_start_the_game_the_first_seats_hotspot_is_used():
    """How to Start the Game / ruling X-6: decks from two missions use the first seat's Hotspot unless told."""
    m = new_match(decks=["Costa Rica A", "Madagascar A"])
    assert m.view(None)["field"][0]["card"]["name"] == "Costa Rica Hotspot"
    assert m.events[0].rule.ruling == "X-6"
    m2 = new_match(decks=["Costa Rica A", "Madagascar A"], hotspot="Indonesia Hotspot")
    assert m2.view(None)["field"][0]["card"]["name"] == "Indonesia Hotspot"


def test_how_to_start_the_game_each_player_shuffles_their_own_deck():
    """How to Start the Game: each player shuffles their own deck (the seeded source stands in, X-7)."""
    m = new_match(seed=4)
    shuffles = [e for e in m.events if e.kind == "shuffle"]
    assert [e.seat for e in shuffles] == [0, 1]
    assert all(e.rule.section == SECTION for e in shuffles)
    hands = {tuple(c["name"] for c in new_match(seed=s).view(None)["players"][0]["hand"]) for s in range(8)}
    assert len(hands) > 1, "different seeds should shuffle differently"


def test_how_to_start_the_game_each_player_draws_five_cards():
    """How to Start the Game: five-card opening hands; the first player then draws for their first turn."""
    for seed in SEEDS:
        m = new_match(seed=seed)
        opening = [e for e in m.events if e.kind == "draw" and e.rule.section == SECTION]
        assert [(e.seat, len(e.data["names"])) for e in opening] == [(0, 5), (1, 5)]
        v = m.view(None)
        first = v["active"]
        assert m.to_act == first
        assert v["players"][first]["hand_count"] == 6
        assert v["players"][1 - first]["hand_count"] == 5


def test_how_to_start_the_game_opening_hands_are_hidden_from_the_other_player():
    """How to Start the Game / Hand: a player's opening draw is told only to that player."""
    m = new_match(seed=5)
    for e in (e for e in m.events if e.kind == "draw" and e.rule.section == SECTION):
        other = 1 - e.seat
        assert e.audience == frozenset({e.seat})
        assert not any(name in e.text_for(other) for name in e.data["names"])
        assert e.to_json(other)["data"] == {}
        assert e.data["names"][0] in e.text_for(e.seat)


def test_how_to_start_the_game_rock_paper_scissors_picks_the_first_player():
    """How to Start the Game / ruling X-7: the seeded source picks who goes first, the same for the same seed."""
    firsts = []
    for seed in SEEDS:
        m = new_match(seed=seed)
        (rps,) = [e for e in m.events if e.kind == "first-player"]
        assert rps.rule.section == SECTION and rps.rule.ruling == "X-7"
        assert rps.seat == m.view(None)["active"]
        assert new_match(seed=seed).view(None)["active"] == rps.seat
        firsts.append(rps.seat)
    assert set(firsts) == {0, 1}

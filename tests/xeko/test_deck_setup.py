"""Rulebook "Deck Setup" (glossary: deck): 40 cards or fewer, at most three copies, equal sizes."""
import json
from collections import Counter

import pytest

from xlearn import DataError
from xlearn.xeko import load_deck_file, new_match, parse_deck, ready_made, teaching_set

SECTION = "Deck Setup"


def pool() -> list[str]:
    """Every card a deck may hold (the Hotspot is not a deck card)."""
    return [c.name for c in teaching_set().cards if c.kind != "hotspot"]


def deck(size: int, name: str = "Test deck", copies: int = 3, hotspot: str | None = None) -> dict:
    """A deck dict of `size` cards, `copies` of each name (the last entry takes the remainder)."""
    entries, left, names = [], size, iter(pool())
    while left:
        k = min(copies, left)
        entries.append({"card": next(names), "copies": k})
        left -= k
    out = {"name": name, "cards": entries}
    if hotspot:
        out["hotspot"] = hotspot
    return out


def test_deck_setup_ready_made_decks_follow_the_rules():
    """Deck Setup: every ready-made deck has 40 cards or fewer, at most three of a card, all the same size."""
    decks = ready_made()
    assert len(decks) == 6
    sizes = {len(d.cards) for d in decks.values()}
    assert sizes == {40}
    for d in decks.values():
        assert max(Counter(d.cards).values()) <= 3
        assert all(teaching_set()[c].kind != "hotspot" for c in d.cards)


def test_deck_setup_forty_cards_with_three_copies_is_accepted():
    """Deck Setup: exactly 40 cards, three copies of a card, is allowed."""
    d = parse_deck(deck(40))
    assert len(d.cards) == 40 and max(Counter(d.cards).values()) == 3


def test_deck_setup_fewer_than_forty_cards_is_fine_when_both_decks_match():
    """Deck Setup: "40 or less" - two 30-card decks make a game of 30-card draw piles."""
    m = new_match(decks=[deck(30, "A"), deck(30, "B", copies=2)], seed=1)
    v = m.view(None)
    for p in v["players"]:
        assert p["draw_count"] + p["hand_count"] == 30


def test_deck_setup_forty_one_cards_is_refused():
    """Deck Setup: a deck of 41 cards is refused, naming the rule's limit and the field."""
    with pytest.raises(DataError) as info:
        parse_deck(deck(41), "my-deck.json")
    msg = str(info.value)
    assert "my-deck.json" in msg and "41" in msg and "40" in msg and SECTION in msg
    assert info.value.field == "cards"


@pytest.mark.parametrize("entries", [
    [{"card": "Indri", "copies": 4}],
    [{"card": "Indri", "copies": 2}, {"card": "Fossa"}, {"card": "Indri", "copies": 2}],
])
def test_deck_setup_four_copies_of_a_card_is_refused(entries):
    """Deck Setup: no more than three copies of the same card, even when split over several entries."""
    with pytest.raises(DataError) as info:
        parse_deck({"name": "Four Indri", "cards": entries}, "four.json")
    assert info.value.card == "Indri"
    assert info.value.field.startswith("cards[0]")
    msg = str(info.value)
    assert "four.json" in msg and "Indri" in msg and "4 copies" in msg and SECTION in msg


def test_deck_setup_decks_of_different_sizes_are_refused():
    """Deck Setup: the two decks must be equal in size; a 40 against a 39 is refused."""
    with pytest.raises(DataError) as info:
        new_match(decks=[deck(40, "Big"), deck(39, "Small")])
    msg = str(info.value)
    assert SECTION in msg and "Big 40" in msg and "Small 39" in msg
    assert info.value.field == "decks"


def test_deck_setup_ready_made_and_own_deck_of_different_sizes_are_refused():
    """Deck Setup: a 40-card ready-made deck cannot meet a 30-card deck of your own."""
    with pytest.raises(DataError, match="same number of cards"):
        new_match(decks=["Madagascar A", deck(30)])


def test_deck_setup_the_hotspot_is_not_a_deck_card():
    """Deck Setup / 1. Hotspot Cards: the Hotspot doesn't count as a card in a deck, so it may not be listed."""
    bad = deck(10)
    bad["cards"].append({"card": "Madagascar Hotspot"})
    with pytest.raises(DataError) as info:
        parse_deck(bad, "hot.json")
    assert info.value.card == "Madagascar Hotspot"
    assert info.value.field == f"cards[{len(bad['cards']) - 1}].card"


def test_deck_setup_a_deck_file_is_validated_like_a_dict(tmp_path):
    """Deck Setup: a deck file on disk is read and checked by the same rules."""
    good = tmp_path / "good.json"
    good.write_text(json.dumps(deck(40, "From a file")), encoding="utf-8")
    d = load_deck_file(good)
    assert d.name == "From a file" and len(d.cards) == 40
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(deck(41)), encoding="utf-8")
    with pytest.raises(DataError, match="41 cards"):
        load_deck_file(bad)

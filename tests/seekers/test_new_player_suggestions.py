"""New Player Suggestions: Beginner (no Heroic Feats, no ActionX), Advanced (no Challenging/Expert cards)."""
import pytest

from xlearn import DataError
from xlearn.seekers import new_match
from xlearn.seekers.cards import teaching_set

# listed in reverse order of the rulebook's lists
CHALLENGING = ["The Thirsting Stone", "Outfox", "Lost to History", "Jewel of the Mirror Pool", "Cryptic Compass",
               "Cavern of the Mirror Pool", "Callous Repossession", "Birthright"]
EXPERT = ["Shrine of the Wild Tongues", "Sacrificial Altar", "Seal of the Eri Kai", "Labyrinth of the Eri Kai",
          "Guardian Stave", "Cartographer's Cache", "Break the Seal"]


def test_beginner_has_no_actionx_and_no_heroic_feats():
    m = new_match(2, seed=5, mode="beginner")
    s = m.state
    assert not any(s.actionx_hand) and len(s.box) == 36
    while m.phase != "Take Action":
        m.play(m.legal()[0])
    assert "Perform a Heroic Feat" not in [a.label for a in m.legal()]
    assert m.why_not("Perform a Heroic Feat").rule.rule_id == "beginner"


def test_advanced_sets_the_listed_cards_aside():
    m = new_match(2, seed=5, mode="advanced")
    aside = {m.state.card(i).name for i in m.state.box}
    assert aside == set(CHALLENGING + EXPERT)


def test_full_uses_every_card():
    m = new_match(2, seed=5)
    assert not m.state.box


def test_the_named_cards_are_marked():
    cards = teaching_set()
    assert all(cards[n].level == "Challenging" for n in CHALLENGING)
    assert all(cards[n].level == "Expert" for n in EXPERT)


def test_unknown_mode_refused():
    with pytest.raises(DataError) as exc:
        new_match(mode="heroic")
    assert exc.value.field == "mode"

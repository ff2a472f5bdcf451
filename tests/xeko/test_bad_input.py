"""Bad input is refused with a message naming the file, card and field (or the rule broken); nothing is
half-loaded and no match changes. Rulebook sections: "Deck Setup", "Turn Sequence", "4. Play One Species Card"."""
import copy
import json

import pytest

from xlearn import DataError, IllegalAction, load_match
from xlearn.xeko import load_deck_file, new_match, parse_deck, ready_made, teaching_set
from xlearn.xeko.cards import parse_mission
from xeko_helpers import boosts, put, xeko_match


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def deck_dict(size=40, name="Mine"):
    names = [c.name for c in teaching_set().cards if c.kind != "hotspot"]
    cards, left, i = [], size, 0
    while left:
        k = min(3, left)
        cards.append({"card": names[i], "copies": k})
        left, i = left - k, i + 1
    return {"name": name, "cards": cards}


# ----- deck files ---------------------------------------------------------------------------------
def test_bad_input_deck_setup_deck_file_of_41_cards(tmp_path):
    """Deck Setup: a 41-card deck file is refused; the message names the file and the field."""
    path = write(tmp_path, "forty-one.json", json.dumps(deck_dict(41)))
    with pytest.raises(DataError) as info:
        load_deck_file(path)
    msg = str(info.value)
    assert str(path) in msg and "field 'cards'" in msg and "41 cards" in msg and "Deck Setup" in msg
    assert isinstance(info.value, ValueError)


def test_bad_input_deck_setup_deck_file_with_four_copies(tmp_path):
    """Deck Setup: four copies of a card are refused, naming the file, the card and the field."""
    d = deck_dict(30)
    d["cards"].append({"card": "Komodo Dragon", "copies": 4})
    path = write(tmp_path, "four.json", json.dumps(d))
    with pytest.raises(DataError) as info:
        load_deck_file(path)
    msg = str(info.value)
    assert str(path) in msg and "card 'Komodo Dragon'" in msg and "4 copies" in msg
    assert f"cards[{len(d['cards']) - 1}].copies" in msg


def test_bad_input_deck_setup_decks_of_different_sizes():
    """Deck Setup: decks of different sizes are refused, naming the decks and their sizes."""
    with pytest.raises(DataError) as info:
        new_match(decks=[deck_dict(40, "Forty"), deck_dict(36, "Thirty-six")])
    msg = str(info.value)
    assert "Deck Setup" in msg and "Forty 40" in msg and "Thirty-six 36" in msg and "decks" in msg


def test_bad_input_unknown_card_name_in_a_deck_file(tmp_path):
    """Deck Setup: a card that is not in the set is named, with its file and field."""
    d = deck_dict(12)
    d["cards"][2]["card"] = "Dodo"
    path = write(tmp_path, "dodo.json", json.dumps(d))
    with pytest.raises(DataError) as info:
        load_deck_file(path)
    msg = str(info.value)
    assert str(path) in msg and "card 'Dodo'" in msg and "cards[2].card" in msg


def test_bad_input_unknown_card_name_in_new_match_decks():
    """Deck Setup: an unknown card in a deck given to new_match names the deck and the card."""
    d = deck_dict(40)
    d["cards"][0]["card"] = "Dodo"
    with pytest.raises(DataError) as info:
        new_match(decks=[d, "Madagascar A"])
    assert info.value.card == "Dodo" and info.value.field == "cards[0].card"
    assert "deck 1" in str(info.value)


def test_bad_input_unknown_field_in_a_deck_file(tmp_path):
    """Deck files reject fields they do not know, naming the field."""
    d = deck_dict(12)
    d["cards"][1]["copeis"] = 2
    path = write(tmp_path, "typo.json", json.dumps(d))
    with pytest.raises(DataError) as info:
        load_deck_file(path)
    assert "cards[1].copeis" in str(info.value) and str(path) in str(info.value)


def test_bad_input_malformed_json_deck_file(tmp_path):
    """A deck file that is not JSON is refused, naming the file, line and column."""
    path = write(tmp_path, "broken.json", '{"name": "Broken",\n "cards": [ {"card": "Indri" ]}')
    with pytest.raises(DataError) as info:
        load_deck_file(path)
    msg = str(info.value)
    assert str(path) in msg and "not valid JSON" in msg and "line 2" in msg


def test_bad_input_missing_deck_file(tmp_path):
    """A deck file that cannot be read is a DataError naming the file, not an OSError."""
    with pytest.raises(DataError) as info:
        load_deck_file(tmp_path / "nowhere.json")
    assert "nowhere.json" in str(info.value)


def test_bad_input_a_failed_deck_leaves_the_card_set_and_ready_made_decks_intact(tmp_path):
    """Nothing half-loaded: after refusals, the teaching set and the ready-made decks are as before."""
    before = (len(teaching_set().cards), {k: d.cards for k, d in ready_made().items()})
    for text in (json.dumps(deck_dict(41)), "{", json.dumps({"name": "x", "cards": [{"card": "Dodo"}]})):
        with pytest.raises(DataError):
            parse_deck(text, "x.json")
    assert (len(teaching_set().cards), {k: d.cards for k, d in ready_made().items()}) == before


# ----- card set files -----------------------------------------------------------------------------
def test_bad_input_card_set_file_names_file_card_and_field():
    """Card data is validated on load: a Species without Energy names the file, the card and the problem."""
    raw = {"mission": "Madagascar", "set_size": 115, "cards": [
        {"number": 1, "name": "Good Lemur", "kind": "species", "type": "Mammal", "tokens": [1], "energy": 5,
         "eco_points": 3, "links": {"N": "R", "E": "", "S": "", "W": ""}},
        {"number": 2, "name": "Lost Lemur", "kind": "species", "type": "Mammal", "tokens": [1],
         "eco_points": 3, "links": {"N": "R", "E": "", "S": "", "W": ""}}]}
    with pytest.raises(DataError) as info:
        parse_mission(json.dumps(raw), "my-set.json")
    msg = str(info.value)
    assert "my-set.json" in msg and "Lost Lemur" in msg and "energy" in msg
    raw["cards"][1]["energy"] = 5
    raw["cards"][1]["links"]["N"] = "RRX"
    with pytest.raises(DataError) as info:
        parse_mission(json.dumps(raw), "my-set.json")
    assert info.value.card == "Lost Lemur" and info.value.field == "links"


# ----- scenarios ----------------------------------------------------------------------------------
@pytest.mark.parametrize("change, field", [
    (lambda sc: sc["hands"][0].append("Dodo"), "scenario.hands[0][1]"),
    (lambda sc: sc["field"].append(put("Dodo", 1, 0, 1)), "scenario.field[0].card"),
    (lambda sc: sc["field"].extend([put("Indri", 1, 0, 1), put("Fossa", 0, 0, 1)]), "scenario.field[1].at"),
    (lambda sc: sc["field"].append(put("Indri", 2, 0, 1)), "scenario.field[0].owner"),
    (lambda sc: sc["draw"][1].extend(["Indri"] * 4), "scenario"),
    (lambda sc: sc["draw"].pop(), "scenario.draw"),
])
def test_bad_input_scenarios_are_validated(change, field):
    """Scenarios are validated: unknown cards, taken spots, missing seats and four copies are refused."""
    sc = {"field": [], "hands": [["Hawk Moth"], ["Hawk Moth"]], "draw": [boosts(5), boosts(5)], "active": 0}
    change(sc)
    with pytest.raises(DataError) as info:
        new_match(scenario=sc, hotspot="Madagascar Hotspot")
    assert info.value.field == field


def test_bad_input_scenario_where_seat_0_has_no_cards_is_handled():
    """How to Start the Game / ruling X-6: a scenario in which seat 0 holds nothing (its draw pile empty:
    the game ends at once) must either start or be refused as a DataError - never crash."""
    sc = {"field": [put("Hawk Moth", 1, 0, 1)], "hands": [[], ["Indri"]], "draw": [[], boosts(3)], "active": 0}
    try:
        m = new_match(scenario=sc)
    except DataError:
        return
    assert m.over


# ----- saved matches ------------------------------------------------------------------------------
def saved():
    m = new_match(seed=3, explain=False)
    for _ in range(4):
        m.play(m.legal()[0])
    return m, json.loads(m.save())


def edit_choice(s):
    s["choices"][2] = "Play Fossa at (40, 40)"


def append_choice(s):
    s["choices"].append("Shuffle my hand")


def string_seed(s):
    s["seed"] = "3"


def new_version(s):
    s["version"] = 2


def extra_key(s):
    s["cheat"] = True


def four_copies(s):
    s["setup"]["decks"][0]["cards"][0]["copies"] = 4


def shrink_deck(s):
    s["setup"]["decks"][1]["cards"][0]["copies"] -= 1


def other_game(s):
    s["game"] = "chess"


def unknown_setup_key(s):
    s["setup"]["house_rules"] = "yes"


@pytest.mark.parametrize("edit, field", [
    (edit_choice, "choices[2]"), (append_choice, "choices[4]"), (string_seed, "seed"), (new_version, "version"),
    (extra_key, "cheat"), (four_copies, "cards[0].copies"), (shrink_deck, "decks"), (other_game, "game"),
    (unknown_setup_key, "house_rules"),
])
def test_bad_input_save_file_edited_by_hand(edit, field):
    """A save file edited by hand is refused naming the file and the field; the original match is untouched."""
    m, raw = saved()
    before = m.fingerprint()
    edited = copy.deepcopy(raw)
    edit(edited)
    with pytest.raises(DataError) as info:
        load_match(json.dumps(edited), source="edited-save.json")
    msg = str(info.value)
    assert "edited-save.json" in msg
    assert field in msg
    assert m.fingerprint() == before
    again = load_match(json.dumps(raw), source="original.json")     # the untouched save still loads
    assert again.fingerprint() == before


def test_bad_input_save_file_with_an_illegal_choice_names_the_rule():
    """Turn Sequence: a hand-edited choice that is not legal names the rule it breaks."""
    m, raw = saved()
    raw["choices"][0] = "Play no Xeko card twice"
    with pytest.raises(DataError) as info:
        load_match(json.dumps(raw), source="edited.json")
    assert "Xeko rulebook" in str(info.value)
    assert "choices[0]" in str(info.value)


@pytest.mark.parametrize("text", ["", "{", '{"format": "xlearn.match", ', "[1, 2, 3]", "null"])
def test_bad_input_malformed_json_save(text):
    """A save that is not JSON (or not an object) is a DataError naming the source, never a crash."""
    with pytest.raises(DataError) as info:
        load_match(text, source="broken-save.json")
    assert "broken-save.json" in str(info.value)


# ----- illegal actions ----------------------------------------------------------------------------
def test_bad_input_an_action_that_is_not_legal_names_the_rule_and_changes_nothing():
    """4. Play One Species Card: a refused Species placement names its rule; the match is unchanged."""
    m = xeko_match([put("Helmet Vanga", 0, 0, 1)], hands=(["Hawk Moth"], ["Hawk Moth"]))
    before, choices = m.fingerprint(), list(m.choices)
    with pytest.raises(IllegalAction) as info:
        m.play("Play Hawk Moth at (0, 2)")
    assert info.value.rule.section == "4. Play One Species Card"
    assert "Hawk Moth" in str(info.value) and "4. Play One Species Card" in str(info.value)
    assert m.fingerprint() == before and m.choices == choices


@pytest.mark.parametrize("label", ["Shuffle my hand", "Play Indri at (0, 1)", "Invade Hawk Moth at (0, 1)",
                                   "Play Xeko card Sacred Forest Fady", ""])
def test_bad_input_labels_that_are_not_offered_are_refused_with_a_rule(label):
    """Turn Sequence: anything not among the offered choices is refused, citing a rule, changing nothing."""
    m = xeko_match(hands=(["Hawk Moth"], ["Indri"]))
    before = m.fingerprint()
    with pytest.raises(IllegalAction) as info:
        m.play(label)
    assert info.value.rule is not None and info.value.rule.section
    assert m.why_not(label) is not None
    assert m.fingerprint() == before


@pytest.mark.parametrize("label", ["Play Hawk Moth at (01, 0)", "Play Hawk Moth at (-0, 1)"])
def test_bad_input_a_misspelt_legal_label_is_refused_not_crashed(label):
    """Turn Sequence: a label that is not offered - even one naming a legal spot oddly - is refused cleanly."""
    m = xeko_match(hands=(["Hawk Moth"], ["Hawk Moth"]))
    assert "Play Hawk Moth at (1, 0)" in [a.label for a in m.legal()]
    before = m.fingerprint()
    refusal = m.why_not(label)
    assert refusal is not None and refusal.rule is not None
    with pytest.raises(IllegalAction):
        m.play(label)
    assert m.fingerprint() == before

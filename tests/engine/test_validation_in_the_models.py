"""Scenario, deck and save checks live in the pydantic models (their validators, the card set given as the
validation context), so a teacher fixing a file meets every problem at once, each naming the file, the card
and the field."""
import json

import pytest
from pydantic import ValidationError

import xlearn
import xlearn.seekers as seekers
import xlearn.xenofera as xenofera
from xlearn import DataError
from xlearn.engine.validate import validate
from xlearn.xeko.cards import DeckFile, parse_deck, teaching_set as xeko_cards
from xlearn.xenofera.setup import Setup as XenoferaSetup


def problems(err: DataError) -> list[tuple]:
    return [(p.field, p.card) for p in err.problems]


def test_deck_setup_every_broken_rule_of_a_deck_is_named_at_once():
    deck = {"name": "Mixed up", "hotspot": "Indri",
            "cards": [{"card": "Dodo"}, {"card": "Indri", "copies": 4}, {"card": "Madagascar Hotspot"}]}
    with pytest.raises(DataError) as info:
        parse_deck(deck, "mixed.json")
    err = info.value
    assert err.file == "mixed.json"
    assert problems(err) == [("cards[0].card", "Dodo"), ("cards[2].card", "Madagascar Hotspot"),
                             ("cards[1].copies", "Indri"), ("hotspot", "Indri")]
    assert "at most 3" in str(err) and "no card of this name" in str(err)


def test_deck_a_misspelt_field_names_the_card_of_its_entry():
    with pytest.raises(DataError) as info:
        parse_deck({"name": "d", "cards": [{"card": "Indri"}, {"card": "Fossa", "copeis": 2}]}, "typo.json")
    err = info.value
    assert (err.file, err.field, err.card) == ("typo.json", "cards[1].copeis", "Fossa")


def test_a_scenario_s_shape_and_its_rules_are_checked_by_one_model_with_the_card_set_as_context():
    raw = {"players": 2, "names": ["Ana", "Ana"],
           "scenario": {"seats": [{"huntsman": "Nobody"}, {"huntsman": "Nobody either"}], "active": 1}}
    with pytest.raises(ValidationError) as info:   # the rule checks read the card set from the context
        XenoferaSetup.model_validate(raw, context={"cards": xenofera.teaching_set()})
    fields = [e["loc"] for e in info.value.errors()]
    assert ("names",) in fields and ("scenario", "seats", 0, "huntsman") in fields
    cards = {e["ctx"]["card"] for e in info.value.errors() if e.get("ctx")}
    assert {"Nobody", "Nobody either"} <= cards
    with pytest.raises(TypeError, match="card set"):
        XenoferaSetup.model_validate(raw)


def test_a_scenario_with_bad_names_and_unknown_cards_lists_them_all():
    sc = {"seats": [{"actionx": ["No Such Card"]}, {"adventures": ["Nowhere"]}]}
    with pytest.raises(DataError) as info:
        seekers.new_match(2, names=["Ana", ""], scenario=sc)
    assert problems(info.value) == [("names[1]", None), ("scenario.seats[0].actionx[0]", "No Such Card"),
                                    ("scenario.seats[1].adventures[0]", "Nowhere")]


def test_a_save_file_names_every_problem_of_its_setup_under_setup():
    save = json.loads(xenofera.new_match(2, seed=1).save())
    save["setup"]["names"] = ["Ana", "Ana"]
    save["setup"]["first"] = 3
    with pytest.raises(DataError) as info:
        xlearn.load_match(json.dumps(save), source="class.json")
    err = info.value
    assert err.file == "class.json"
    assert problems(err) == [("setup.names", None), ("setup.first", None)]


def test_a_save_file_of_another_version_is_refused_naming_the_field():
    save = json.loads(xenofera.new_match(2, seed=1).save())
    save["version"], save["game"] = 99, "chess"
    with pytest.raises(DataError) as info:
        xlearn.load_match(json.dumps(save), source="old.json")
    assert problems(info.value) == [("version", None), ("game", None)]
    assert "version 99 is not supported" in str(info.value) and "'chess'" in str(info.value)


def test_the_deck_model_takes_its_card_set_from_the_context():
    model = validate(DeckFile, {"name": "d", "cards": [{"card": "Indri", "copies": 3}]}, "d.json",
                     context={"cards": xeko_cards()})
    assert [(e.card, e.copies) for e in model.cards] == [("Indri", 3)]

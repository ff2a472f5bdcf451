"""`xlearn schema deck|scenario|save`: JSON Schemas an editor checks a teacher's file with, as it is typed."""
from __future__ import annotations

import copy
import importlib
import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from xlearn import cli

DATA = Path(__file__).resolve().parents[1] / "xlearn"
GAMES = ["xeko", "xenofera", "seekers"]


def printed(*args: str) -> dict:
    """The schema `xlearn schema ...` prints, as an editor would read it."""
    out = subprocess.run([sys.executable, "-m", "xlearn", "schema", *args], check=True, capture_output=True,
                         text=True, timeout=60).stdout
    return json.loads(out)


@pytest.fixture(scope="module")
def deck_schema() -> dict:
    found = printed("deck")
    jsonschema.Draft202012Validator.check_schema(found)
    return found


def shipped_decks() -> list[dict]:
    """Every deck file shipped with xlearn (the ready-made decks' file holds six)."""
    decks = []
    for path in sorted(DATA.rglob("decks.json")):
        decks += json.loads(path.read_text())["decks"]
    return decks


def test_every_shipped_deck_validates(deck_schema):
    decks = shipped_decks()
    assert len(decks) >= 6
    for deck in decks:
        jsonschema.validate(deck, deck_schema)


@pytest.mark.parametrize("broken, why", [
    ({"name": "Mine", "cards": [{"card": "Indri", "copies": 0}]}, "minimum"),
    ({"name": "Mine", "cards": [{"card": "Indri", "count": 2}]}, "Additional properties"),
    ({"cards": [{"card": "Indri"}]}, "'name' is a required property"),
    ({"name": "Mine", "cards": "Indri"}, "is not of type 'array'"),
])
def test_a_broken_deck_is_refused(deck_schema, broken, why):
    with pytest.raises(jsonschema.ValidationError, match=why):
        jsonschema.validate(broken, deck_schema)


def test_the_schema_agrees_with_the_loader_on_a_wrong_field():
    """What the schema refuses, loading refuses too (the loader also checks Deck Setup's limits)."""
    from xlearn import DataError
    from xlearn.xeko.cards import parse_deck
    deck = copy.deepcopy(shipped_decks()[0])
    deck["cards"][0]["count"] = 2
    with pytest.raises(DataError):
        parse_deck(deck)


@pytest.mark.parametrize("game", GAMES)
def test_a_saved_match_validates_and_a_broken_one_is_refused(game):
    """match.save() output fits the save schema of its game and of any game; a wrong field type does not."""
    m = importlib.import_module(f"xlearn.{game}").new_match(seed=4)
    for _ in range(3):
        m.play(m.legal()[0])
    save = json.loads(m.save())
    for found in (printed("save", "--game", game), printed("save")):
        jsonschema.Draft202012Validator.check_schema(found)
        jsonschema.validate(save, found)
        broken = dict(save, seed="four")
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate(broken, found)


def test_a_lesson_scenario_validates():
    """A scenario as a lesson writes it fits the scenario schema; an unknown field is refused."""
    found = printed("scenario", "--game", "xeko")
    scenario = {"field": [{"card": "Fossa", "owner": 1, "at": [1, 0]}], "hands": [["Indri"], []],
                "draw": [["Fossa"], ["Indri"]], "step": "Play One Species Card"}
    jsonschema.validate(scenario, found)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(dict(scenario, colour="red"), found)
    jsonschema.validate(scenario, printed("scenario"))


def test_a_game_without_deck_files_is_told_so(capsys):
    assert cli.main(["schema", "deck", "--game", "seekers"]) == 2
    assert "no deck files" in capsys.readouterr().err

"""Each game's rulebook file (xlearn/<game>/rulebook.toml): every rule has a section heading and a sentence,
every ruling it names is in the game's rulings document, and a broken file names the file and the field."""
import importlib
from pathlib import Path

import pytest

from xlearn.engine import games
from xlearn.engine.errors import DataError
from xlearn.engine.rulebook_file import load_rulebook
from xlearn.engine.rules import rulings

GAMES = games.names()


@pytest.mark.parametrize("game", GAMES)
def test_every_ruling_a_rule_names_is_in_the_rulings_document(game):
    rulebook = importlib.import_module(f"xlearn.{game}.rulebook").RULEBOOK
    named = {ref.ruling for ref in rulebook if ref.ruling}
    assert named, "a rulebook with no rulings at all is not what the games have"
    assert named <= set(rulings(rulebook.rulings_doc)), sorted(named - set(rulings(rulebook.rulings_doc)))


def test_a_misspelt_field_and_a_missing_sentence_are_named_with_the_file(tmp_path: Path):
    broken = tmp_path / "xeko" / "rulebook.toml"
    broken.parent.mkdir()
    broken.write_text('game = "Xeko"\nrulings = "docs/rulings/xeko.md"\n\n'
                      '[rules.draw]\nsection = "1. Draw One Card"\nsay = "A turn starts with a draw."\n',
                      encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_rulebook(broken)
    said = str(caught.value)
    assert "xeko/rulebook.toml" in said
    assert "rules.draw.says" in said and "rules.draw.say" in said


def test_a_file_that_is_not_toml_is_named(tmp_path: Path):
    broken = tmp_path / "seekers" / "rulebook.toml"
    broken.parent.mkdir()
    broken.write_text('game = "X: Seekers of Fortune"\n[rules.win\n', encoding="utf-8")
    with pytest.raises(DataError, match="seekers/rulebook.toml: not a TOML file"):
        load_rulebook(broken)

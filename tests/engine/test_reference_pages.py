"""The documented vocabulary (docs/reference/<game>.md): every kind of choice and event the code can produce is
listed, the pages are what the code generates, the README links them, and each offered choice's structured
data names the cards, seats and spot its label names."""
import importlib
import re
from pathlib import Path

import pytest

from tools.reference_pages import GAMES, page, path
from xlearn.engine.chance import Chance
from xlearn.engine.vocabulary import kinds_in_source

ROOT = Path(__file__).resolve().parents[2]


def vocabulary(game):
    return importlib.import_module(f"xlearn.{game}.vocabulary")


@pytest.mark.parametrize("game", GAMES)
def test_the_reference_page_is_what_the_code_generates(game):
    assert path(game).read_text(encoding="utf-8") == page(game), "run: python -m tools.reference_pages"


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_written_in_the_code_is_documented(game):
    choices, events = kinds_in_source(ROOT / "xlearn" / game)
    v = vocabulary(game)
    assert choices - set(v.CHOICES) == set()
    assert events - set(v.EVENTS) == set()
    text = path(game).read_text(encoding="utf-8")
    for kind in set(v.CHOICES) | set(v.EVENTS):
        assert f"| `{kind}` |" in text


def random_games(game):
    mod = importlib.import_module(f"xlearn.{game}")
    for seed in range(2):
        for n in (2, 3):
            m = mod.new_match(n, seed=seed)
            pick = Chance(seed)
            yield m
            while not m.over:
                m.play(pick.pick(m.legal()))
                yield m


@pytest.mark.parametrize("game", GAMES)
def test_every_kind_a_game_produces_is_documented_and_choices_name_their_cards(game):
    v = vocabulary(game)
    seen_choices, seen_events = set(), set()
    for m in random_games(game):
        for e in m.last_events:
            seen_events.add(e.kind)
            if e.kind in v.EVENTS:                              # its data keys are the ones the page lists
                data, listed = e.to_json(None)["data"], set(v.EVENTS[e.kind].args.split())
                assert set(data) - {"cards", "seats"} <= listed, (e.kind, e.data)
                assert not data["cards"] or "cards" in listed, (e.kind, e.data)     # every event has both
                assert isinstance(data["seats"], list)
        view = m.view(m.to_act) if not m.over else None
        for c in (view or {}).get("choices", []):
            seen_choices.add(c["kind"])
            names = {m.state.card(i).name for i in c["cards"]}
            if names and c["kind"] not in ("b-defend", "b-attack"):   # those name Battle cards by value
                assert any(name in c["label"] for name in names), c   # the cards it refers to are named
            for key in ("cards", "seats", "values"):
                assert key in c
    assert seen_choices - set(v.CHOICES) == set()
    assert seen_events - set(v.EVENTS) == set()
    assert len(seen_choices) > 5 and len(seen_events) > 10


def test_the_readme_links_every_reference_page():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for game in GAMES:
        assert f"(docs/reference/{game}.md)" in readme


def test_a_turf_war_result_carries_both_sides_as_data():
    """Turf War phase d: the invading and defending totals are data, not only event titles."""
    import xlearn.xeko as xeko
    for seed in range(40):
        m = xeko.new_match(seed=seed)
        pick = Chance(seed)
        while not m.over:
            for e in m.play(pick.pick(m.legal())):
                if e.kind in ("tw-winner", "tw-tie"):
                    sides = e.to_json(0)["data"]["sides"]
                    assert set(sides) == {"invading", "defending"}
                    for side in sides.values():
                        assert e.all_calcs()[side["calc"]].total == side["total"]
                    return
    pytest.fail("no Turf War in 40 games")

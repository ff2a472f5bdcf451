"""Components and Card Types: the teaching set, validated on load; a malformed file is refused by name."""
import json

import pytest

from xlearn import DataError
from xlearn.xenofera.card_data import data_texts, parse_set, teaching_set
from xlearn.xenofera.cards import EFFECTS
from xlearn.xenofera.powers import REGISTRY


def test_the_set_has_every_component():
    t = teaching_set()
    assert len(t.huntsmen) == 12
    assert len(t.collections) == 15
    assert len(t.xenofera) == 52
    assert t.utility_count() == 148
    assert len(t.battle_sets) == 5 and len(t.battle_values) == 6 and 0 not in t.battle_values


def test_utility_card_kinds():
    t = teaching_set()
    kinds = {}
    for card, copies, marked in t.utility:
        kinds[card.kind] = kinds.get(card.kind, 0) + copies
    assert kinds["starter-member"] == 5 and kinds["starter-cage"] == 5
    assert {"crew", "cage", "item", "action", "reaction", "immediate"} <= set(kinds)
    assert any(c.name == "Stampede" and c.kind == "immediate" for c, _, _ in t.utility)
    assert any(m for _, _, m in t.utility)  # cards marked +3 Player
    crew = [c for c, _, _ in t.utility if c.kind == "crew"]
    assert all(c.role and c.cost is not None for c in crew)
    items = [c for c, _, _ in t.utility if c.kind == "item"]
    assert any(c.has("guard") for c in items)
    assert all(c.item_type and c.build_cost for c in items)
    assert all(c.sizes and c.build_cost for c, _, _ in t.utility if c.kind == "cage")
    for x in t.xenofera:
        assert x.scientific_name and x.planet and x.traits and x.capture_cost and x.value
    for c in t.collections:
        assert c.req_kind in ("characteristic", "planet") and c.icon and c.bonus


def test_every_effect_is_implemented_and_every_card_ability_uses_one():
    assert set(REGISTRY) == set(EFFECTS)
    t = teaching_set()
    used = set()
    for card in t.huntsmen + [c for c, _, _ in t.utility]:
        for effect, _, _ in card.powers:
            assert effect in REGISTRY
            used.add(effect)
    assert used == set(EFFECTS)  # no effect id is defined and never used


def broken(file: str, change) -> DataError:
    texts = data_texts()
    raw = json.loads(texts[file])
    change(raw)
    texts[file] = json.dumps(raw)
    with pytest.raises(DataError) as exc:
        parse_set(texts)
    return exc.value


def test_a_bad_size_names_file_card_and_field():
    err = broken("xenofera.json", lambda raw: raw["xenofera"][0].update(size="Gigantic"))
    assert err.file.endswith("xenofera.json") and err.card == "Glimmerfox" and err.field == "size"


def test_an_unknown_field_is_refused():
    err = broken("huntsmen.json", lambda raw: raw["huntsmen"][2].update(speed=4))
    assert err.card == "Quilla Sorn" and err.field == "speed"


def test_an_unknown_effect_is_refused():
    def change(raw):
        raw["utility"][10]["powers"] = [{"effect": "teleport"}]
    err = broken("utility.json", change)
    assert err.field == "powers[0].effect" and "teleport" in str(err)


def test_a_cage_without_sizes_is_refused():
    def change(raw):
        cage = next(u for u in raw["utility"] if u["kind"] == "cage")
        del cage["sizes"]
    err = broken("utility.json", change)
    assert err.card == "Wire Cage" and "sizes" in str(err)


def test_an_action_without_an_ability_is_refused():
    def change(raw):
        act = next(u for u in raw["utility"] if u["kind"] == "action")
        act["powers"] = []
    err = broken("utility.json", change)
    assert err.card == "Supply Run" and "must do something" in str(err)


def test_not_json_at_all():
    texts = data_texts()
    texts["collections.json"] = "{ nope"
    with pytest.raises(DataError) as exc:
        parse_set(texts)
    assert exc.value.file.endswith("collections.json")


def test_a_collection_icon_must_match_its_requirement():
    err = broken("collections.json", lambda raw: raw["collections"][1].update(icon="wave"))
    assert err.card == "Night Shift" and err.field == "icon"


def test_a_collection_needs_exactly_one_requirement():
    err = broken("collections.json", lambda raw: raw["collections"][0].update(planet="Korrun"))
    assert err.card == "Fang and Sting"

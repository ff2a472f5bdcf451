"""Components and Card Types: 72 Leads, 54 Adventures, 36 ActionX cards, validated on load."""
import json

import pytest

from xlearn import DataError
from xlearn.seekers.cards import _data, parse_actionx, parse_adventures, parse_leads, teaching_set
from xlearn.seekers.powers import EFFECTS


def test_deck_sizes_and_types():
    cs = teaching_set()
    assert len(cs.leads) == 72 and len(cs.adventures) == 54 and len(cs.actionx) == 36
    types = {c.lead_type for c in cs.leads}
    assert types == {"Glyph", "Myth", "Ruin", "Vision", "Wild"}
    assert {c.ax_type for c in cs.actionx} == {"Feat", "Site", "Relic"}


def test_icons_all_appear():
    abilities = [a for c in teaching_set().actionx for a in c.abilities]
    assert any(a.leverage for a in abilities) and any(a.twist for a in abilities) and any(a.delay for a in abilities)
    assert any(c.bond for c in teaching_set().actionx)


def test_every_effect_is_implemented():
    for c in teaching_set().actionx:
        for a in c.abilities:
            for eid, _ in a.effects:
                assert eid in EFFECTS


def test_rewards_grow_with_difficulty():
    worth = {}
    for c in teaching_set().adventures:
        worth.setdefault(len(c.cost), set()).add(c.reward_leads + 2 * c.reward_actionx)
    sizes = sorted(worth)
    for a, b in zip(sizes, sizes[1:]):
        assert max(worth[a]) <= min(worth[b])


def _edit(name, fn):
    raw = json.loads(_data(name))
    fn(raw)
    return json.dumps(raw)


def test_malformed_files_name_file_card_and_field():
    with pytest.raises(DataError) as exc:
        parse_actionx(_edit("actionx.json", lambda r: r["cards"][0]["abilities"][0]["effects"][0].update(effect="fly")),
                      "actionx.json")
    assert (exc.value.file, exc.value.card, exc.value.field) == ("actionx.json", "Lucky Break",
                                                                  "abilities[0].effects[0].effect")
    with pytest.raises(DataError) as exc:
        parse_adventures(_edit("adventures.json", lambda r: r["cards"][3].update(cost=["Glyph", "Dragon"])),
                         "adventures.json")
    assert exc.value.card == "The Crimson Citadel" and exc.value.field == "cost[1]"
    with pytest.raises(DataError) as exc:
        parse_adventures(_edit("adventures.json", lambda r: r["cards"][3].update(colour="red")), "adventures.json")
    assert exc.value.field == "colour"
    with pytest.raises(DataError) as exc:
        parse_leads(_edit("leads.json", lambda r: r["cards"][0].update(copies=15)), "leads.json")
    assert "72" in str(exc.value)
    with pytest.raises(DataError) as exc:
        parse_actionx(_edit("actionx.json", lambda r: r["cards"][9]["abilities"].pop()), "actionx.json")
    assert exc.value.card == "Base Camp"
    with pytest.raises(DataError) as exc:
        parse_leads("{not json", "leads.json")
    assert "not valid JSON" in str(exc.value)

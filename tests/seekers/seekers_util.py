"""Helpers for the Seekers rule tests: scenarios in a line, labels, and the refusal check."""
from __future__ import annotations

import pytest

from xlearn import IllegalAction
from xlearn.seekers import new_match

# Adventures of the teaching set used by the tests (name: emblems)
LAGOON = "The Forgotten Lagoon"        # Ruin, Vision; reward 1 Lead
GROTTO = "The Howling Grotto"          # Ruin, Ruin
MONASTERY = "The Howling Monastery"    # Ruin, Ruin
CITADEL = "The Crimson Citadel"        # Ruin, Vision
JADE = "The Jade Temple"               # Myth, Vision
ZIGGURAT = "The Howling Ziggurat"      # Ruin, Ruin
EMBER = "The Ember Sanctum"            # Myth, Myth
OBSERVATORY = "The Crimson Observatory"  # Myth, Ruin
GILDED = "The Gilded Monastery"        # Myth, Myth, Myth; reward 2 Leads
ARCHIVED4 = ["The Howling Sanctum", "The Forgotten Causeway", "The Silent Monastery", "The Iron Citadel"]
ARCHIVED4B = ["The Ember Grotto", "The Sunken Sanctum", "The Forgotten Archive", "The Ember Citadel"]


def seat(leads=(), actionx=(), adventures=(), active=(), archived=(), archived_actionx=(), final=None):
    return {"leads": list(leads), "actionx": list(actionx), "adventures": list(adventures),
            "active": [a if isinstance(a, dict) else {"card": a} for a in active],
            "archived": list(archived), "archived_actionx": list(archived_actionx),
            "final": (len(archived) == 4) if final is None else final}


def match(*seats, active=0, step="Take Action", mode="full", players=None, explain=True, seed=3, **piles):
    sc = {"seats": list(seats), "active": active, "step": step, **piles}
    return new_match(players or len(seats), seed, mode=mode, scenario=sc, explain=explain)


def labels(m) -> list[str]:
    return [a.label for a in m.legal()]


def refused(m, label, rule_id: str):
    """The choice is refused citing `rule_id`, why_not agrees, and nothing changes."""
    before = m.fingerprint()
    n = len(m.choices)
    with pytest.raises(IllegalAction) as exc:
        m.play(label)
    assert exc.value.rule is not None and exc.value.rule.rule_id == rule_id, (exc.value.rule, str(exc.value))
    assert m.why_not(label) is not None and m.why_not(label).rule.rule_id == rule_id
    assert m.fingerprint() == before and len(m.choices) == n
    return exc.value


def hand(m, s):
    return sorted(m.state.lead_type(i) for i in m.state.hand[s])


def names(m, insts):
    return [m.state.card(i).name for i in insts]


def play_all(m, *labels_):
    for lab in labels_:
        m.play(lab)
    return m

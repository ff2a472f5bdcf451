"""The ActionX effect ids as data: which ids exist, which need Bond, which are ongoing, what each targets.

Card data (`cards.parse_actionx`) checks its effect ids against these names; `powers` says what each
effect does and checks it gives every id here a meaning.
"""
from __future__ import annotations

# effects that pick a target, and what kind of target (`powers.targets` lists the choices)
TARGETS: dict[str, str] = {
    "rival-discards": "rival",
    "rival-archives": "rival-card",
    "rival-buries": "rival-adventure",
    "steal-adventure": "rival-adventure",
    "swap-adventure": "swap",
}
# effects that work with the card's bonded Lead (the card needs Bond)
BOND = frozenset({"bonded-draw", "rivals-bury-bonded", "take-bonded-lead", "bonded-wild"})
# effects of ongoing abilities: the rules ask for them, nothing runs them
ONGOING = frozenset({"hand-limit", "rivals-hand-limit", "bonded-wild", "thwart-cost"})
# effects with no function: ongoing ones and the free Thwart (read by the Thwart rules)
WITHOUT_FUNCTION = ONGOING | {"free-thwart"}
# effects a card's ability runs when it resolves
RUN = frozenset({
    "draw-leads", "draw-actionx", "reveal-adventures", "take-discarded-leads", "recover-adventure",
    *TARGETS, "look-leads", "barter", "bonded-draw", "rivals-bury-bonded", "take-bonded-lead",
})
EFFECT_IDS = RUN | WITHOUT_FUNCTION


def needs_bond(eid: str) -> bool:
    """Whether the effect works with the card's bonded Lead (Bond)."""
    return eid in BOND


def ongoing_only(eid: str) -> bool:
    """Whether the effect belongs to an ongoing ability."""
    return eid in ONGOING


def targets_of(eid: str) -> str | None:
    """The kind of target the effect picks, if any."""
    return TARGETS.get(eid)

"""The registry of card powers: data says which card has which power, this code says what it does.

Each power cites the rulebook section it implements. Powers of the Card Guides' named cards and the
Species keywords are registered here as they are implemented; a card whose power is not registered
says so in its event rather than silently doing nothing.
"""
from __future__ import annotations

from typing import Callable

from ..engine.out import Out
from .explain import note, plural
from .state import XekoState
from .zones import draw_cards, shed_cards

XekoEffect = Callable[[XekoState, int, int | None, Out], None]
XEKO_EFFECTS: dict[str, XekoEffect] = {}


def xeko_effect(power: str):
    """Register what a Xeko card power does when the card is played with its Trophic Tokens."""
    def wrap(fn: XekoEffect) -> XekoEffect:
        XEKO_EFFECTS[power] = fn
        return fn
    return wrap


@xeko_effect("draw")
def draw_power(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """Xeko card text: draw that many cards (Golden Rule: the card adds draws to the turn)."""
    n = value or 1
    got = draw_cards(s, s.active, n, out, rule="golden-rule")
    if got < n:
        from .ending import cannot_continue
        cannot_continue(s, s.active, "draw a card", out)


@xeko_effect("energy-this-turn")
def energy_power(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """Xeko card text: your Species get extra Energy in Turf Wars until SUNSET (effects end then)."""
    s.effects.append(("energy", s.active, value or 0, s.card(inst).name))
    if out.on:
        note(out, "effect", "effects-end", f"Until SUNSET, {s.name(s.active)}'s Species get +{value} Energy "
             "in Turf Wars.", seat=s.active)


@xeko_effect("opponent-sheds")
def opponent_sheds_power(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """Xeko card text: the next opponent still in the game sheds that many cards."""
    victim = s.next_seat(s.active)
    n = value or 1
    if out.on:
        note(out, "effect", "golden-rule", f"{s.card(inst).name} makes {s.name(victim)} shed "
             f"{plural(n, 'card')}.", seat=victim)
    if shed_cards(s, victim, n, out, rule="golden-rule") < n:
        from .ending import cannot_continue
        cannot_continue(s, victim, "shed a card", out)


def run_xeko_card(s: XekoState, inst: int, out: Out) -> None:
    """Apply each power of a Xeko card whose tokens were shown."""
    card = s.card(inst)
    for power, value in card.powers:
        fn = XEKO_EFFECTS.get(power)
        if fn is None:
            if out.on:
                note(out, "effect", "golden-rule", f"{card.name}'s own power ({power}) is not yet taught by "
                     "this version of xlearn, so it has no effect here.", seat=s.active)
            continue
        fn(s, inst, value, out)
        if s.over:
            return

"""The decisions of a Turf War, one section per kind: what is offered, what choosing it does, and why a
choice of that kind is refused."""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..engine.out import Out
from . import turf_war
from .boosts import boost_options, play_boost
from .decisions import Decision
from .explain import note
from .rulebook import RULEBOOK
from .state import XekoState

PASS_BOOST = Action("pass", "Pass (play no Boost)")


# ----- Camouflage: decline the Turf War about to begin -------------------------------------------
def camouflage_options(s: XekoState, p: Decision) -> list[Action]:
    """Let the Turf War begin, or decline it with Camouflage."""
    return [Action("camouflage", "Let the Turf War begin", (False,)),
            Action("camouflage", f"Decline: {s.card(p.card).name} uses Camouflage", (True,))]


def apply_camouflage(s: XekoState, p: Decision, a: Action, out: Out) -> None:
    """Camouflage used: the Turf War does not happen; else it begins and can no longer be called off."""
    seat = p.seat
    if a.args[0]:
        if out.on:
            note(out, "camouflage", "camouflage", f"{s.name(seat)}'s {s.card(p.card).name} uses Camouflage: the "
                 "Turf War does not happen.", seat=seat, cards=[p.card])
        s.turf_war = None
    elif out.on:
        note(out, "camouflage", "camouflage", f"{s.name(seat)} lets the Turf War begin; Camouflage can no "
             "longer call it off.", seat=seat)


# Camouflage only declines a Turf War as it is about to begin.
CAMOUFLAGE_REFUSAL = Refusal(RULEBOOK["camouflage"], "Camouflage may only decline a Turf War at the moment "
                             "it is about to begin; once it has begun it cannot be called off.")


# ----- b. Play Boost cards -----------------------------------------------------------------------
def boost_choice_options(s: XekoState, p: Decision) -> list[Action]:
    """Each Boost this seat may play now, then passing."""
    return boost_options(s, p.seat) + [PASS_BOOST]


def apply_boost(s: XekoState, p: Decision, a: Action, out: Out) -> None:
    """Play the chosen Boost, or pass (the Boost turn goes to the other player)."""
    seat = p.seat
    if a.kind == "pass":
        s.turf_war.passes += 1
        s.turf_war.turn_seat = s.turf_war.other(seat)
        if out.on:
            note(out, "pass", "tw-boosts", f"{s.name(seat)} passes.", seat=seat)
    else:
        play_boost(s, seat, a, out)


# A Boost is played only in a Turf War, on its player's Boost turn, where it links.
BOOST_REFUSAL = Refusal(RULEBOOK["boost-cards"], "A Boost may only be played in a Turf War, by one of its "
                        "two players on their Boost turn, on a spot where it links (by the link rule) to their "
                        "own Species in the war or to a Boost they played earlier in it.")


# ----- Sacrifice ---------------------------------------------------------------------------------
def sacrifice_options(s: XekoState, p: Decision) -> list[Action]:
    """Use Sacrifice (both Species to their owners' shed piles), or not."""
    n = s.card(s.turf_war.side_of(p.seat)).value("sacrifice")
    return [Action("sacrifice", f"Use Sacrifice {n}: both Species go to their owners' shed piles", (True,)),
            Action("sacrifice", "Do not use Sacrifice", (False,))]


def apply_sacrifice(s: XekoState, p: Decision, a: Action, out: Out) -> None:
    """Sacrifice used: both Species of the war go to their owners' shed piles."""
    if a.args[0]:
        turf_war.sacrifice(s, out)


# Sacrifice needs the winner's Species to have it and the Diff to reach its number.
SACRIFICE_REFUSAL = Refusal(RULEBOOK["sacrifice"], "Sacrifice needs the winner's Species to have it and the "
                            "Diff to be at least its number.")

"""The Seekers guides' shared parts: the script class, its choose goals, and what a step reads off the board."""
from __future__ import annotations

from ..lessons.guide import CHOOSE, Guide

LET_STAND = "Let Player 2's Thwart take effect"
MENU = "Perform a Heroic Feat"


class SeekersGuide(Guide):
    """A Seekers script: a choice on the way to the asked one (the Heroic Feats menu, the Feat picked in its row,
    a Sabotage's target) is let through without moving the script on."""

    def after(self, action, events) -> None:
        """A choice on the way to the asked one keeps the step; any other choice is heard as usual."""
        label = action if isinstance(action, str) else action.label
        if (self.current < len(self.steps) and self.step.kind == CHOOSE
                and label in getattr(self.step.goal, "passes", ())):
            self.publish()
            return
        super().after(action, events)


class Via:
    """A choose goal: the choice whose label starts with `final`, or one of the choices on the way to it."""

    def __init__(self, final: str, *passes: str):
        """The final choice's label start and the labels of the choices on the way to it."""
        self.final, self.passes = final, tuple(passes)

    def __call__(self, action, match) -> bool:
        """Whether this choice is the final one or one on the way to it."""
        return action.label.startswith(self.final) or action.label in self.passes


def leads_in_hand(match, seat: int = 0) -> int:
    """How many Leads this seeker holds now (as the seeker sees it)."""
    return match.view(seat)["players"][seat]["lead_count"]


def you(match, seat: int = 0) -> str:
    """This seeker's name, as the table shows it."""
    return match.view(None)["players"][seat]["name"]


def rival_thwarted(guide: Guide) -> bool:
    """Whether the rival has played a Thwart since the learner's latest choice."""
    return any(e.seat == 1 for e in guide.heard("thwart"))


def draws_leads(probe, events) -> bool:
    """Whether Lucky Break's draw happened in these events."""
    return any(e.kind == "draw" for e in events)

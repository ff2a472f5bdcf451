"""SeekersRules: the choices of each moment, why a choice is refused, and applying a choice."""
from __future__ import annotations

import re

from ..engine.game import GameRules
from ..engine.actions import Action, Refusal
from ..engine.out import Out
from ..engine.reveals import ALL, OWNER
from . import actionx
from . import setup as setup_mod
from .flow import FLOW
from .kinds import KINDS, REFUSALS, step_refusal
from .rulebook import RULEBOOK
from .state import PHASES, SeekersState
from .view import census, fingerprint, view

TYPES = ("Glyph", "Myth", "Ruin", "Vision", "Wild")
_COMPLETE = re.compile(r"^Complete (?P<name>.+?)(?: paying (?P<pay>.+))?$")


class SeekersRules(GameRules):
    """The rules of X: Seekers of Fortune over a plain-Python SeekersState."""

    game = "seekers"
    rulebook = RULEBOOK
    turn_rule = "turn"   # cited when something that is no choice at all is played
    setup_module = setup_mod   # Game Set-Up
    flow = FLOW
    kinds = KINDS

    # ----- reading ------------------------------------------------------------------------
    def phase(self, s: SeekersState) -> str:
        """The phase of the turn, as the rulebook names it."""
        return PHASES[s.phase]

    view = staticmethod(view)
    census = staticmethod(census)
    # census zones hidden from some seats: where a card moving out of one shows it (engine.reveals)
    private_zones = {"lead deck": ALL, "adventure deck": ALL, "set aside": ALL, "actionx deck": ALL,
                     "hand": OWNER, "actionx hand": OWNER, "looking": OWNER}

    fingerprint = staticmethod(fingerprint)

    # ----- the choices --------------------------------------------------------------------
    def apply(self, s: SeekersState, a: Action, out: Out) -> None:
        """Apply a legal choice (its kind's record says how), then run every step that needs no choice. Unlike
        GameRules.apply, the open decision stays open while its choice is applied: Seekers' steps read it
        (what a payment is for, how many Leads a Thwart buries), and each record closes it."""
        KINDS[s.pending.kind].apply(s, s.pending, a, out)
        FLOW.run(s, out)

    # ----- refusals -----------------------------------------------------------------------
    def why_not(self, s: SeekersState, a: Action | str) -> Refusal:
        """Why a choice is refused now, naming the rule it breaks (each kind's refusal lives by its options)."""
        if isinstance(a, str):
            a = parse_label(s, a)
        if s.over:
            return Refusal(RULEBOOK["game-over"], "The game is over: no more choices can be made.")
        seat, pk = s.pending.seat, s.pending.kind
        refuse = REFUSALS.get(a.kind)
        r = step_refusal(s, seat, pk, a)
        if r is None and refuse is not None:
            r = refuse(s, s.pending, a)
        if r is not None:
            return r
        return Refusal(RULEBOOK["turn"], f"{a.label!r} is not one of the choices now ({PHASES[s.phase]}, "
                       f"{s.name(seat)} to choose).")

    def sample_illegal(self, s: SeekersState, pick) -> Action | None:
        """A plausible but illegal choice, for the random-play checker (never one on offer now)."""
        if s.over or s.pending is None:
            return None
        pk, seat = s.pending.kind, s.pending.seat
        detail = s.pending.feat if pk == "heroic-detail" else None
        kinds = ["rest"] if pk != "rest" else []
        if pk != "actions":
            kinds.append("end")
        if s.advs[seat]:
            kinds.append("complete")
        if detail != "Barter":
            kinds.append("barter")
        if detail != "Poach" and s.advs[seat] and any(s.advs[r] for r in s.rivals(seat)):
            kinds.append("poach")
        kind = kinds[pick(len(kinds))]
        if kind == "rest":
            return Action("rest", "Rest")
        if kind == "end":
            return Action("end", "End turn")
        if kind == "barter":
            return Action("barter", "Barter: discard three Leads", ("leads",))
        if kind == "complete":       # a typed payment with the wrong Leads is never on offer
            adv = s.advs[seat][pick(len(s.advs[seat]))]
            c = s.card(adv)
            wrong = tuple("Vision" if t == "Glyph" else "Glyph" for t in c.cost)
            return Action("complete", f"Complete {c.name} paying {', '.join(wrong)}", (adv, wrong))
        m = s.advs[seat][pick(len(s.advs[seat]))]
        r = next(r for r in s.rivals(seat) if s.advs[r])
        t = s.advs[r][pick(len(s.advs[r]))]
        return Action("poach", f"Poach: swap {s.card(m).name} for {s.name(r)}'s {s.card(t).name}", (m, r, t))


def parse_label(s: SeekersState, label: str) -> Action:
    """Read a typed label that is not on offer, so the refusal can name the rule it breaks."""
    if label == "Rest":
        return Action("rest", label)
    if label == "End turn":
        return Action("end", label)
    if label == "Perform a Heroic Feat":
        return Action("heroic", label)
    m = _COMPLETE.match(label)
    if m:
        name = m["name"]
        adv = next((i for i in s.table.adventures if s.card(i).name == name), None)
        if adv is not None:
            pay = tuple(x.strip() for x in m["pay"].split(",")) if m["pay"] else None
            if pay is None or all(x in TYPES for x in pay):
                return Action("complete", label, (adv, pay))
    for kind in ("Barter", "Breakthrough", "Sabotage", "Negotiate", "Poach"):
        if label.startswith(kind):
            return Action(kind.lower(), label)
    if label.startswith("Thwart"):
        return Action("thwart", label)
    ax = actionx.parse_label(s, label)  # "Play <ActionX card> ..." or "Use <card> <ability> ..."
    if ax is not None:
        return ax
    return Action("unknown", label)

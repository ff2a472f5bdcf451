"""XenoferaRules: the choices of each moment, why a choice is refused, and applying a choice."""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..engine.game import GameRules
from ..engine.out import Out
from ..engine.reveals import ALL, OWNER
from . import setup as setup_mod
from .card_data import teaching_set
from .explain import note
from .flow import FLOW
from .kinds import KINDS, REFUSALS
from .steps import BATTLES, PHASE_NAMES
from .rulebook import RULEBOOK
from .scenario import Scenario, lay_out
from .state import XenoferaState, new_state, table_for
from .view import census, fingerprint, view

# The rule each set-up step's first event cites, when a match starts at that step.
STEP_RULES = ("battle-set", "huntsman-deal", "line-of-sight", "collection-deal", "deal-hand", "first-player")


class XenoferaRules(GameRules):
    """The rules of Xenofera over a plain-Python XenoferaState."""

    game = "xenofera"
    rulebook = RULEBOOK
    turn_rule = "turn"   # cited when something that is no choice at all is played
    setup_module = setup_mod   # Set Up
    flow = FLOW
    kinds = KINDS

    # ----- setup --------------------------------------------------------------------------
    def start(self, setup: dict, seed: int, out: Out) -> XenoferaState:
        """Set Up: a new match (or a scenario's position), run until the first choice or the asked set-up step."""
        table = table_for(teaching_set(), setup["players"], tuple(setup["names"]))
        s = new_state(table, seed)
        s.chosen_first = setup.get("first")
        sc = setup.get("scenario")
        if sc is not None:
            lay_out(s, Scenario.model_validate(sc), out)
        self.flow.run(s, out)
        if setup.get("setup_step") is not None:
            self.play_setup_to(s, setup_mod.SETUP_STEPS[setup["setup_step"]], out)
        return s

    def play_setup_to(self, s: XenoferaState, step: int, out: Out) -> None:
        """Play the set-up steps before `step` with the first choice each time (a lesson starting later)."""
        if out.on:
            note(out, "setup", STEP_RULES[step], f"Set-up is played up to step {PHASE_NAMES[step]}: each choice "
                 "before it is the first one offered.")
        while not s.over and s.pending is not None and s.phase < step:
            self.apply(s, self.legal(s)[0], out)

    # ----- reading ------------------------------------------------------------------------
    def phase(self, s: XenoferaState) -> str:
        """The name of the phase or set-up step now (Battles while a battle is fought)."""
        return BATTLES if s.battle is not None else PHASE_NAMES[s.phase]

    view = staticmethod(view)
    census = staticmethod(census)
    # census zones hidden from some seats: where a card moving out of one shows it (engine.reveals)
    private_zones = {"box": ALL, "hunt_deck": ALL, "coll_deck": ALL, "xeno_deck": ALL, "util_deck": ALL,
                     "offer": OWNER, "collections": OWNER, "hand": OWNER, "unused": OWNER, "face down": OWNER}

    fingerprint = staticmethod(fingerprint)

    # ----- refusals -----------------------------------------------------------------------
    def why_not(self, s: XenoferaState, a: Action | str) -> Refusal:
        """The rule a choice breaks now, and why, in plain words."""
        if s.over:
            return Refusal(RULEBOOK["game-over"], "The game is over: no more choices can be made.")
        if isinstance(a, str):
            return _not_offered(s, a)
        refuse = REFUSALS.get(a.kind)
        try:
            ref = refuse(s, s.pending, a) if refuse is not None else None
        except (IndexError, TypeError, ValueError):
            ref = None
        return ref or _not_offered(s, a.label)

    def sample_illegal(self, s: XenoferaState, pick) -> Action | None:
        """A plausible but illegal choice, for the random-play checker."""
        if s.over or s.pending is None:
            return None
        kind, seat = s.pending
        cands: list[Action] = []
        hand = s.hand[s.active]
        mine = s.members(s.active)
        if kind == "action":
            crew = [i for i in hand if s.card(i).kind == "crew"]
            if crew and len(s.crew[seat]) >= 5:
                cands.append(Action("recruit", f"Recruit {s.card(crew[0]).name}", (crew[0],)))
            cages = [i for i in hand if s.card(i).kind == "cage"]
            if cages and mine:
                cands.append(Action("build", f"Build {s.card(cages[0]).name} with Huntsman", (cages[0], -1, mine[0])))
        elif kind == "build":
            busy = [m for m in mine if m in s.utilised]
            cages = [i for i in hand if s.card(i).kind == "cage"]
            items = [i for i in hand if s.card(i).kind == "item"]
            if busy and cages:
                m = busy[pick(len(busy))]
                cands.append(Action("build", f"Build {s.card(cages[0]).name} with {s.member_name(m)} (again)",
                                    (cages[0], -1, m)))
            if cages and len(s.cages[seat]) >= 10:
                cands.append(Action("build", f"Build {s.card(cages[0]).name} as an eleventh cage",
                                    (cages[0], -1) + tuple(mine)))
            for i in items:
                for c, its, _ in s.cages[seat]:
                    if any(s.card(j).item_type == s.card(i).item_type for j in its):
                        cands.append(Action("build", f"Build {s.card(i).name} as a second "
                                            f"{s.card(i).item_type} on cage {c}", (i, c) + tuple(mine)))
            if s.sight and s.cages[seat] and mine:
                cands.append(Action("capture", f"Capture {s.card(s.sight[0]).name} during the Build Phase",
                                    (s.sight[0], s.cages[seat][0][0], mine[0])))
        elif kind == "capture":
            busy = [m for m in mine if m in s.utilised]
            if busy and s.sight and s.cages[seat]:
                m = busy[pick(len(busy))]
                x = s.sight[pick(len(s.sight))]
                cands.append(Action("capture", f"Capture {s.card(x).name} with {s.member_name(m)}, already utilised",
                                    (x, s.cages[seat][0][0], m)))
        if not cands:
            crew = [i for i in s.hand[seat] if s.card(i).kind == "crew"]
            if crew and kind != "action":
                cands.append(Action("recruit", f"Recruit {s.card(crew[0]).name} out of turn", (crew[0],)))
            else:
                cands.append(Action("pass-turn", "Skip straight to the next player"))
        return cands[pick(len(cands))]  # every candidate's wording differs from any legal label


def _not_offered(s: XenoferaState, label: str) -> Refusal:
    """A choice that is not offered at this point of the game (the turn's rule)."""
    if s.over:
        return Refusal(RULEBOOK["game-over"], "The game is over: no more choices can be made.")
    phase = BATTLES if s.battle is not None else PHASE_NAMES[s.phase]
    return Refusal(RULEBOOK["turn"], f"{label!r} is not one of the choices at this point ({phase}, "
                   f"{s.name(s.pending.seat)} to choose).")

"""Every kind of decision of a Xenofera match in one table (KINDS): what it offers, what choosing each of its
choices does, and why such a choice is refused; what each choice means is said in vocabulary.py.
``rules.py`` looks kinds up here, so `legal`, `play` and `why_not`, and the boards and bots that call them,
read one record a kind."""
from __future__ import annotations

from typing import Callable

from ..engine.actions import Action, Refusal
from ..engine.kinds import Kind, by_choice, refusals_of
from ..engine.out import Out
from . import battle, build, capture, draw, endgame
from . import setup as setup_mod
from . import turn as T
from .decisions import Pending
from .explain import note
from .rulebook import RULEBOOK
from .state import MAX_ACTIONS, XenoferaState
from .steps import BUILD, CAPTURE, DRAW, RENEW, SET_COLLECTION

# The choices that end a phase (immutable, so made once).
END_ACTION = Action("end-action", "End the Action Phase")
END_BUILD = Action("end-build", "End the Build Phase")
END_CAPTURE = Action("end-capture", "End the Capture Phase")
BATTLE_CHOICES = ("b-defend", "b-attack", "b-exclude")


# ----- the Action Phase ---------------------------------------------------------------------------------
def action_options(s: XenoferaState, p: Pending) -> list[Action]:
    """Action Phase: recruit crew, play Action cards, or end the phase."""
    return T.action_options(s, p.seat) + [END_ACTION]


def end_action(s: XenoferaState, p: Pending, a: Action, out: Out) -> None:
    """Ending the Action Phase moves the turn on to the Build Phase."""
    if out.on:
        note(out, "phase", "action-phase", f"{s.name(p.seat)} ends the Action Phase.", seat=p.seat)
    s.phase = BUILD


def refuse_recruit(s: XenoferaState, p: Pending, a: Action) -> Refusal | None:
    """Recruiting is done in the Action Phase, into Crew Quarters with room."""
    return T.phase_refusal(s, "recruit") if p.kind != "action" else T.crew_refusal(s, p.seat, a.args[0])


def refuse_play(s: XenoferaState, p: Pending, a: Action) -> Refusal:
    """Action cards are played in the Action Phase, at most MAX_ACTIONS a turn, from the hand."""
    seat = p.seat
    if p.kind != "action":
        return T.phase_refusal(s, "play")
    if s.actions_played >= MAX_ACTIONS:
        return Refusal(RULEBOOK["action-phase"], f"{s.name(seat)} has already played {MAX_ACTIONS} Action cards "
                       "this turn.")
    if a.args[0] not in s.hand[seat]:
        return Refusal(RULEBOOK["other-action"], f"{s.card(a.args[0]).name} is not in {s.name(seat)}'s hand.")
    return Refusal(RULEBOOK["other-action"], f"{s.card(a.args[0]).name} cannot be aimed at that now.")


def react_options(s: XenoferaState, p: Pending) -> list[Action]:
    """Reactions: answer the card being played with a Reaction card of the hand, or let it go ahead."""
    acts = [Action("react", f"React with {s.card(i).name}", (i,)) for i in T._reactions(s, p.seat)]
    return acts + [Action("let", f"Let {s.card(s.action_in_play.card).name} go ahead")]


# ----- the Build and Capture Phases ----------------------------------------------------------------------
def build_options(s: XenoferaState, p: Pending) -> list[Action]:
    """Build Phase: build cages and items, or end the phase."""
    return build.options(s, p.seat) + [END_BUILD]


def capture_options(s: XenoferaState, p: Pending) -> list[Action]:
    """Capture Phase: capture creatures of the Line of Sight, or end the phase."""
    return capture.options(s, p.seat) + [END_CAPTURE]


def phase_to(phase: int) -> Callable[[XenoferaState, Pending, Action, Out], None]:
    """Ending a phase of the turn: the next phase begins."""
    def end(s: XenoferaState, p: Pending, a: Action, out: Out) -> None:
        """The next phase begins."""
        s.phase = phase
    return end


# ----- the Draw Phase, Battles, Set Up and the end of the game --------------------------------------------
def keep_options(kind: str, label: str) -> Callable[[XenoferaState, Pending], list[Action]]:
    """Keeping one card of those offered (a Huntsman dealt at set-up, a Collection card drawn)."""
    def options(s: XenoferaState, p: Pending) -> list[Action]:
        """Keep one of the cards offered to this seat."""
        return [Action(kind, f"{label}{s.card(i).name}", (i,)) for i in s.offer[p.seat]]
    return options


def keep_collection(s: XenoferaState, p: Pending, a: Action, out: Out) -> None:
    """A Collection card kept: at set-up the next seat chooses; in the Draw Phase the turn goes on to Renew."""
    if s.phase == SET_COLLECTION:
        draw.keep_collection(s, p.seat, a.args[0], out, rule="collection-keep")
        s.setup_seat += 1
    else:
        draw.keep_collection(s, p.seat, a.args[0], out)
        s.phase = RENEW


def refuse_battle_cards(s: XenoferaState, p: Pending, a: Action) -> Refusal:
    """Battles: the Defender lays two unused cards but never the Decoy; the Attacker two and the Decoy."""
    rule = {"b-defend": "battle-defender", "b-attack": "battle-attacker"}.get(a.kind, "battle-exclude")
    return Refusal(RULEBOOK[rule], "Those Battle cards cannot be laid now: the Defender lays two of their unused "
                   "cards but never the Decoy; the Attacker lays two and the Decoy.")


def call_options(s: XenoferaState, p: Pending) -> list[Action]:
    """The end of the game: the player may call the last round, or play on."""
    return [Action("call", "Call the last round"), Action("no-call", "Play on without calling the last round")]


BATTLE = Kind(lambda s, p: battle.options(s), lambda s, p, a, out: battle.apply(s, a, out, T.after_battle),
              refusals={kind: refuse_battle_cards for kind in BATTLE_CHOICES})

KINDS: dict[str, Kind] = {
    "action": Kind(action_options, by_choice({
        "recruit": lambda s, p, a, out: T.recruit(s, p.seat, a.args[0], out),
        "play": lambda s, p, a, out: T.play_action(s, p.seat, a, out),
        "end-action": end_action}),
        refusals={"recruit": refuse_recruit, "play": refuse_play}),
    "react": Kind(react_options, by_choice({
        "react": lambda s, p, a, out: T.react(s, p.seat, a.args[0], out),
        "let": lambda s, p, a, out: T.let_it_be(s, p.seat, out)})),
    "build": Kind(build_options, by_choice({
        "build": lambda s, p, a, out: build.build(s, p.seat, a, out),
        "end-build": phase_to(CAPTURE)}),
        refusals={"build": lambda s, p, a: build.refusal(s, p.seat, a)}),
    "capture": Kind(capture_options, by_choice({
        "capture": lambda s, p, a, out: capture.capture(s, p.seat, a, out),
        "end-capture": phase_to(DRAW)}),
        refusals={"capture": lambda s, p, a: capture.refusal(s, p.seat, a)}),
    "draw": Kind(lambda s, p: draw.draw_options(s, p.seat), by_choice({
        "refill": lambda s, p, a, out: draw.refill(s, p.seat, a.args, out),
        "collections": lambda s, p, a, out: draw.draw_collections(s, p.seat, out)}),
        pick=lambda s, p, chance: draw.pick_draw_option(s, p.seat, chance)),
    "keep-collection": Kind(keep_options("keep-collection", "Keep "), keep_collection),
    **{kind: BATTLE for kind in BATTLE_CHOICES},
    "keep-huntsman": Kind(keep_options("keep-huntsman", "Keep Huntsman "),
                          lambda s, p, a, out: setup_mod.keep_huntsman(s, p.seat, a.args[0], out)),
    "battle-set": Kind(lambda s, p: setup_mod.set_options(s),
                       lambda s, p, a, out: setup_mod.take_set(s, p.seat, a.args[0], out)),
    endgame.CALL: Kind(call_options, by_choice({
        "call": lambda s, p, a, out: endgame.call_last_round(s, p.seat, out),
        "no-call": lambda s, p, a, out: endgame.decline_call(s, p.seat, out)})),
}

# the refusal of each kind of choice, whatever decision is waiting now
REFUSALS: dict[str, Callable[[XenoferaState, Pending, Action], Refusal | None]] = refusals_of(KINDS)

"""Every kind of decision of a Xenofera match in one table: what each open decision offers (DECISIONS), and
for each kind of choice what choosing it does and why it is refused (CHOICES), beside the sentence that
explains it (vocabulary.py). ``rules.py`` looks kinds up here, so `legal`, `play` and `why_not`, and the
boards and the bots that call them, read one record a kind."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..engine.actions import Action, Refusal
from ..engine.out import Out
from . import battle, build, capture, draw, endgame
from . import setup as setup_mod
from . import turn as T
from .explain import note
from .rulebook import RULEBOOK
from .state import MAX_ACTIONS, XenoferaState
from .steps import BUILD, CAPTURE, DRAW, RENEW, SET_COLLECTION
from .vocabulary import CHOICES as SENTENCES

# The choices that end a phase (immutable, so made once).
END_ACTION = Action("end-action", "End the Action Phase")
END_BUILD = Action("end-build", "End the Build Phase")
END_CAPTURE = Action("end-capture", "End the Capture Phase")
BATTLE_CHOICES = ("b-defend", "b-attack", "b-exclude")


@dataclass(frozen=True, slots=True)
class Choice:
    """One kind of choice, side by side: what choosing it does, why it is refused, and what it means."""

    apply: Callable[[XenoferaState, int, Action, Out], None]
    refusal: Callable[[XenoferaState, str, int, Action], Refusal | None] | None = None

    def explained(self, kind: str) -> str:
        """The sentence that says what a choice of this kind means (the reference page's)."""
        return SENTENCES[kind].what


# ----- what each open decision offers ----------------------------------------------------------------
def react_options(s: XenoferaState, seat: int) -> list[Action]:
    """Reactions: answer the card being played with a Reaction card of the hand, or let it go ahead."""
    acts = [Action("react", f"React with {s.card(i).name}", (i,)) for i in T._reactions(s, seat)]
    return acts + [Action("let", f"Let {s.card(s.action_in_play.card).name} go ahead")]


def keep_options(kind: str, label: str) -> Callable[[XenoferaState, int], list[Action]]:
    """Keeping one card of those offered (a Huntsman dealt at set-up, a Collection card drawn)."""
    def options(s: XenoferaState, seat: int) -> list[Action]:
        """Keep one of the cards offered to this seat."""
        return [Action(kind, f"{label}{s.card(i).name}", (i,)) for i in s.offer[seat]]
    return options


def call_options(s: XenoferaState, seat: int) -> list[Action]:
    """The end of the game: the player may call the last round, or play on."""
    return [Action("call", "Call the last round"), Action("no-call", "Play on without calling the last round")]


DECISIONS: dict[str, Callable[[XenoferaState, int], list[Action]]] = {
    "action": lambda s, seat: T.action_options(s, seat) + [END_ACTION],
    "build": lambda s, seat: build.options(s, seat) + [END_BUILD],
    "capture": lambda s, seat: capture.options(s, seat) + [END_CAPTURE],
    "draw": draw.draw_options,
    **{kind: (lambda s, seat: battle.options(s)) for kind in BATTLE_CHOICES},
    "react": react_options,
    "keep-collection": keep_options("keep-collection", "Keep "),
    "keep-huntsman": keep_options("keep-huntsman", "Keep Huntsman "),
    "battle-set": lambda s, seat: setup_mod.set_options(s),
    endgame.CALL: call_options,
}


# ----- what choosing does -----------------------------------------------------------------------------
def end_action(s: XenoferaState, seat: int, a: Action, out: Out) -> None:
    """Ending the Action Phase moves the turn on to the Build Phase."""
    if out.on:
        note(out, "phase", "action-phase", f"{s.name(seat)} ends the Action Phase.", seat=seat)
    s.phase = BUILD


def keep_collection(s: XenoferaState, seat: int, a: Action, out: Out) -> None:
    """A Collection card kept: at set-up the next seat chooses; in the Draw Phase the turn goes on to Renew."""
    if s.phase == SET_COLLECTION:
        draw.keep_collection(s, seat, a.args[0], out, rule="collection-keep")
        s.setup_seat += 1
    else:
        draw.keep_collection(s, seat, a.args[0], out)
        s.phase = RENEW


def phase_to(phase: int) -> Callable[[XenoferaState, int, Action, Out], None]:
    """Ending a phase of the turn: the next phase begins."""
    def end(s: XenoferaState, seat: int, a: Action, out: Out) -> None:
        """The next phase begins."""
        s.phase = phase
    return end


# ----- why a choice is refused --------------------------------------------------------------------------
def refuse_recruit(s: XenoferaState, pending: str, seat: int, a: Action) -> Refusal | None:
    """Recruiting is done in the Action Phase, into Crew Quarters with room."""
    return T.phase_refusal(s, "recruit") if pending != "action" else T.crew_refusal(s, seat, a.args[0])


def refuse_play(s: XenoferaState, pending: str, seat: int, a: Action) -> Refusal:
    """Action cards are played in the Action Phase, at most MAX_ACTIONS a turn, from the hand."""
    if pending != "action":
        return T.phase_refusal(s, "play")
    if s.actions_played >= MAX_ACTIONS:
        return Refusal(RULEBOOK["action-phase"], f"{s.name(seat)} has already played {MAX_ACTIONS} Action cards "
                       "this turn.")
    if a.args[0] not in s.hand[seat]:
        return Refusal(RULEBOOK["other-action"], f"{s.card(a.args[0]).name} is not in {s.name(seat)}'s hand.")
    return Refusal(RULEBOOK["other-action"], f"{s.card(a.args[0]).name} cannot be aimed at that now.")


def refuse_battle_cards(s: XenoferaState, pending: str, seat: int, a: Action) -> Refusal:
    """Battles: the Defender lays two unused cards but never the Decoy; the Attacker two and the Decoy."""
    rule = {"b-defend": "battle-defender", "b-attack": "battle-attacker"}.get(a.kind, "battle-exclude")
    return Refusal(RULEBOOK[rule], "Those Battle cards cannot be laid now: the Defender lays two of their unused "
                   "cards but never the Decoy; the Attacker lays two and the Decoy.")


CHOICES: dict[str, Choice] = {
    "recruit": Choice(lambda s, seat, a, out: T.recruit(s, seat, a.args[0], out), refuse_recruit),
    "play": Choice(T.play_action, refuse_play),
    "end-action": Choice(end_action),
    "build": Choice(build.build, lambda s, pending, seat, a: build.refusal(s, seat, a)),
    "end-build": Choice(phase_to(CAPTURE)),
    "capture": Choice(capture.capture, lambda s, pending, seat, a: capture.refusal(s, seat, a)),
    "end-capture": Choice(phase_to(DRAW)),
    "refill": Choice(lambda s, seat, a, out: draw.refill(s, seat, a.args, out)),
    "collections": Choice(lambda s, seat, a, out: draw.draw_collections(s, seat, out)),
    "keep-collection": Choice(keep_collection),
    "keep-huntsman": Choice(lambda s, seat, a, out: setup_mod.keep_huntsman(s, seat, a.args[0], out)),
    "battle-set": Choice(lambda s, seat, a, out: setup_mod.take_set(s, seat, a.args[0], out)),
    **{kind: Choice(lambda s, seat, a, out: battle.apply(s, a, out, T.after_battle), refuse_battle_cards)
       for kind in BATTLE_CHOICES},
    "react": Choice(lambda s, seat, a, out: T.react(s, seat, a.args[0], out)),
    "let": Choice(lambda s, seat, a, out: T.let_it_be(s, seat, out)),
    "call": Choice(lambda s, seat, a, out: endgame.call_last_round(s, seat, out)),
    "no-call": Choice(lambda s, seat, a, out: endgame.decline_call(s, seat, out)),
}

"""The start of a Player Turn and A. Action Phase: recruiting, Action cards, Reactions and guarded cages."""
from __future__ import annotations

from ..engine.actions import Action, Refusal, action_row
from ..engine.out import Out
from . import battle
from .build import distinct
from .decisions import Pending
from .cards import CAGE_TARGETED
from .explain import note
from .steps import ACTION, BUILD, PHASE_NAMES
from .powers import action_effect, action_parts, guarded, run_card
from .rulebook import RULEBOOK
from .state import MAX_ACTIONS, MAX_CREW, REMEMBERED, ActionInPlay, XenoferaState


def start_turn(s: XenoferaState, seat: int, out: Out) -> None:
    """A Player Turn begins: the seat's Action Phase, no Action cards played, nobody utilised."""
    s.active, s.phase = seat, ACTION
    s.actions_played, s.utilised, s.action_in_play = 0, frozenset(), None
    s.turn += 1
    if out.on:
        last = " This is their last turn." if s.final is not None else ""
        note(out, "turn", "turn", f"Turn {s.turn}: {s.name(seat)}'s turn begins.{last}", seat=seat, turn=s.turn)


# ----- A. Action Phase ----------------------------------------------------------------------------
_ACTION_OPTIONS: dict = {}


def action_options(s: XenoferaState, seat: int) -> list[Action]:
    """Recruits and Action cards with every target they can take (remembered by position)."""
    if s.actions_played >= MAX_ACTIONS:
        return []
    key = (s.table, seat, tuple(s.hand[seat]), tuple(s.sight), tuple(s.cages), tuple(s.crew))
    hit = _ACTION_OPTIONS.get(key)
    if hit is None:
        if len(_ACTION_OPTIONS) > REMEMBERED:
            _ACTION_OPTIONS.clear()
        hit = _ACTION_OPTIONS[key] = tuple(_action_options(s, seat))
    return list(hit)


def _action_options(s: XenoferaState, seat: int) -> list[Action]:
    """A. Action Phase: recruit a crew member (room in Crew Quarters) or play an Action card at a target."""
    acts = []
    hand = s.hand[seat]
    if len(s.crew[seat]) < MAX_CREW:
        for i in distinct(s, hand, ("crew",)):
            acts.append(cached("recruit", i, s))
    for i in distinct(s, hand, ("action",)):
        card = s.card(i)
        targets, _ = action_parts(action_effect(card))
        for target, suffix in targets(s, seat):
            acts.append(action_row(("play", f"Play {card.name}{suffix}", (i,) + target, None)))
    return acts


_CACHE: dict = {}
_VERB = {"recruit": "Recruit"}


def cached(kind: str, inst: int, s: XenoferaState) -> Action:
    """Choices whose label depends only on the card are made once and shared (Actions are immutable)."""
    key = (kind, inst, s.card(inst).name)
    a = _CACHE.get(key)
    if a is None:
        a = _CACHE[key] = Action(kind, f"{_VERB[kind]} {s.card(inst).name}", (inst,))
    return a


def run_action(s: XenoferaState, out: Out) -> None:
    """A. Action Phase: settle an Action being played, else offer the choices, else on to the Build Phase."""
    seat = s.active
    if s.action_in_play is not None:
        continue_action(s, out)
        return
    if action_options(s, seat):
        s.pending = Pending("action", seat)
        return
    if out.on:
        why = ("has played two Action cards" if s.actions_played >= MAX_ACTIONS else "has no Action card that can be "
               "played now")
        note(out, "phase", "action-phase", f"{s.name(seat)} {why}; on to the Build Phase.", seat=seat)
    s.phase = BUILD


def recruit(s: XenoferaState, seat: int, inst: int, out: Out) -> None:
    """Recruiting: a crew member from the hand joins Crew Quarters (one of the two Action cards of a turn)."""
    s.hand[seat].remove(inst)
    s.put("crew", seat, s.crew[seat] + (inst,))
    s.actions_played += 1
    if out.on:
        c = s.card(inst)
        note(out, "recruit", "recruit", f"{s.name(seat)} recruits {c.name} ({c.build} build, {c.capture} capture, "
             f"costs {c.cost} at the end). Crew Quarters: {len(s.crew[seat])} of {MAX_CREW}.", seat=seat,
             card=c.name, cards=[inst])


def play_action(s: XenoferaState, seat: int, a: Action, out: Out) -> None:
    """Performing other Actions: the card is played at its target; the others may answer with a Reaction."""
    inst, target = a.args[0], tuple(a.args[1:])
    s.hand[seat].remove(inst)
    s.limbo.append(inst)
    s.actions_played += 1
    s.action_in_play = ActionInPlay(inst, target, seat, "react")
    if out.on:
        text = f"{s.name(seat)} plays {a.label[5:]}. {s.card(inst).text}"
        named = [i for i in (target[1:] if len(target) > 1 else target) if s.card(i).name in a.label]
        note(out, "play", "other-action", text, seat=seat, card=s.card(inst).name, cards=[inst, *named],
             seats=[seat, target[0]] if len(target) > 1 else [seat])
    continue_action(s, out)


def _reactions(s: XenoferaState, seat: int) -> list[int]:
    """The Reactions a seat could answer with (one per card name)."""
    return distinct(s, s.hand[seat], ("reaction",))


def continue_action(s: XenoferaState, out: Out) -> None:
    """Settle the Action being played: ask for Reactions, fight a guarded cage, then let it work."""
    play = s.action_in_play
    card, target, actor, stage, idx = play.card, play.target, play.actor, play.stage, play.asked
    if stage == "react":
        order = s.clockwise_from(actor)[1:]
        while idx < len(order):
            seat = order[idx]
            idx += 1
            if _reactions(s, seat):
                s.action_in_play = ActionInPlay(card, target, actor, "react", idx)
                s.pending = Pending("react", seat)
                return
        stage = "guard"
    if stage == "guard":
        if action_effect(s.card(card)) in CAGE_TARGETED:
            victim, cage = target[0], target[1]
            item = guarded(s, victim, cage)
            if item is not None:
                s.action_in_play = ActionInPlay(card, target, actor, "guarding", idx)
                battle.begin(s, actor, victim, "guard", item, out)
                return
    resolve_action(s, out)


def resolve_action(s: XenoferaState, out: Out) -> None:
    """Performing other Actions: the Action card works, then goes to the Utility discard pile."""
    play = s.action_in_play
    card, target, actor = play.card, play.target, play.actor
    _, resolve = action_parts(action_effect(s.card(card)))
    s.action_in_play = None
    resolve(s, actor, card, target, out)
    s.limbo.remove(card)
    s.util_discard.append(card)


def react(s: XenoferaState, seat: int, inst: int, out: Out) -> None:
    """Reaction: a player answers the Action, and a battle decides which goes ahead."""
    play = s.action_in_play
    card, target, actor, idx = play.card, play.target, play.actor, play.asked
    s.hand[seat].remove(inst)
    s.limbo.append(inst)
    s.action_in_play = ActionInPlay(card, target, actor, "reacting", idx, inst, seat)
    out.revealed = True
    if out.on:
        note(out, "react", "reaction", f"{s.name(seat)} answers {s.card(card).name} with the Reaction "
             f"{s.card(inst).name}: it is settled first. {s.card(inst).text}", seat=seat, reveals=True,
                 cards=[card, inst])
    battle.begin(s, actor, seat, "reaction", inst, out)


def let_it_be(s: XenoferaState, seat: int, out: Out) -> None:
    """Reaction: the player asked lets the Action go ahead; the next player is asked."""
    if out.on:
        note(out, "no-reaction", "reaction", f"{s.name(seat)} lets {s.card(s.action_in_play.card).name} go ahead.",
             seat=seat, cards=[s.action_in_play.card])
    continue_action(s, out)


def after_battle(s: XenoferaState, attacker_won: bool, out: Out) -> None:
    """A battle is over: the Reaction or the guarded cage has won or lost, and the Action goes on or stops."""
    play = s.action_in_play
    card, target, actor, stage, idx = play.card, play.target, play.actor, play.stage, play.asked
    reaction, reactor = play.reaction, play.reactor
    name = s.card(card).name
    if stage == "reacting":
        s.limbo.remove(reaction)
        s.util_discard.append(reaction)
        if not attacker_won:
            if out.on:
                note(out, "cancelled", "reaction", f"{s.name(reactor)}'s {s.card(reaction).name} wins: "
                     f"{name} is cancelled and goes to the discard pile with no effect.", seat=reactor,
                     cards=[reaction, card])
            s.action_in_play = None
            s.limbo.remove(card)
            s.util_discard.append(card)
            run_card(s, reactor, reaction, out)
            return
        if out.on:
            note(out, "reaction-fails", "reaction", f"{s.card(reaction).name} fails; {name} goes ahead.", seat=actor,
                     cards=[reaction, card])
        s.action_in_play = ActionInPlay(card, target, actor, "guard", idx)
        continue_action(s, out)
        return
    if not attacker_won:
        if out.on:
            note(out, "guard-holds", "battle", f"The cage holds: {name} fails and goes to the discard pile.",
                 seat=target[0], cards=[card])
        s.action_in_play = None
        s.limbo.remove(card)
        s.util_discard.append(card)
        return
    resolve_action(s, out)


def phase_refusal(s: XenoferaState, kind: str) -> Refusal:
    """A choice made in the wrong phase."""
    rule = {"recruit": "action-phase", "play": "action-phase", "react": "reaction", "let": "reaction",
            "build": "build-phase", "capture": "capture-phase", "refill": "draw-phase",
            "collections": "draw-phase"}.get(kind, "turn")
    return Refusal(RULEBOOK[rule], f"That choice does not belong to this moment ({PHASE_NAMES[s.phase]}).")


def crew_refusal(s: XenoferaState, seat: int, inst: int) -> Refusal:
    """Why a crew member cannot be recruited now: two Action cards played, Crew Quarters full, not in hand."""
    R = RULEBOOK
    if s.actions_played >= MAX_ACTIONS:
        return Refusal(R["action-phase"], f"{s.name(seat)} has already played {MAX_ACTIONS} Action cards this turn.")
    if len(s.crew[seat]) >= MAX_CREW:
        return Refusal(R["crew-limit"], f"{s.name(seat)}'s Crew Quarters already hold {MAX_CREW} crew members, "
                       f"the most allowed; a sixth cannot be recruited.")
    if inst not in s.hand[seat]:
        return Refusal(R["recruit"], f"{s.card(inst).name} is not in {s.name(seat)}'s hand.")
    return Refusal(R["recruit"], f"{s.card(inst).name} cannot be recruited now.")

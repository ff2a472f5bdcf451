"""Taking a Turn: Resting, the reveal step, the draw step, the action step and ending the turn."""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..engine.events import Calculation
from ..engine.flow import push
from ..engine.out import Out
from .actionx import open_twist_window
from .explain import note
from .ongoing import hand_limit, lead_limit
from .decisions import Pending
from .zones import discard_lead, draw_leads, reveal
from .rulebook import RULEBOOK
from .steps import (ACTION_STEP, DRAW_DISCARD_STEP, DRAW_STEP, END_STEP, HAND_LIMIT_STEP, MENU_STEP, REVEAL_STEP,
                    SCRAP_DOWN_STEP, TURN_STEP)
from .state import ACTION, DRAW, END, PHASES, RESTING, REVEAL, SeekersState


def turn_step(s: SeekersState, item: tuple, out: Out) -> None:
    """The start of a turn: Leveraged cards stand up again; then Resting may be offered."""
    p = item[1]
    s.cur = p
    s.turn += 1
    s.feats_used = set()
    s.chain.clear()
    upright = [i for i in s.zone[p] if i in s.leveraged]
    s.leveraged.difference_update(upright)
    if out.on:
        note(out, "turn", "turn", f"Turn {s.turn}: {s.name(p)}'s turn begins.", seat=p)
        if upright:
            note(out, "leverage", "leverage", f"{s.name(p)} turns {', '.join(s.card(i).name for i in upright)} "
                 "upright again.", seat=p, cards=upright)
    if not s.hand[p] and not s.final[p]:
        s.phase = RESTING
        s.pending = Pending("rest", p)
        return
    push(s.todo, (REVEAL_STEP, p))


def rest(s: SeekersState, p: int, out: Out) -> None:
    """Resting: reveal two Adventures, draw three Leads, skip the turn (scrapping down to three)."""
    if out.on:
        note(out, "rest", "resting", f"{s.name(p)} has no Leads and rests: two Adventures are revealed, three "
             "Leads drawn, and the rest of the turn is skipped.", seat=p)
    reveal(s, p, out, "resting")
    reveal(s, p, out, "resting")
    draw_leads(s, p, 3, out, "resting")
    push(s.todo, (SCRAP_DOWN_STEP, p), (TURN_STEP, s.next_seat(p)))


def reveal_possible(s: SeekersState) -> tuple[bool, bool]:
    """Whether an Adventure can come from the deck (or a rebuilt one), and from the discard pile."""
    return bool(s.adv_deck) or len(s.adv_disc) >= 2, bool(s.adv_disc)


def reveal_step(s: SeekersState, item: tuple, out: Out) -> None:
    """The reveal step: a new Adventure from the deck or the discard pile (skipped on the Final Adventure)."""
    p = item[1]
    s.phase = REVEAL
    if s.final[p]:
        if out.on:
            note(out, "skip", "final-no-reveal", f"{s.name(p)} is on the Final Adventure and skips the reveal "
                 "step.", seat=p)
        push(s.todo, (DRAW_STEP, p))
        return
    deck, disc = reveal_possible(s)
    if not deck and not disc:
        if out.on:
            note(out, "skip", "deck-runs-out", "No Adventure can be revealed: the deck and discard pile are "
                 "both exhausted.", seat=p)
        push(s.todo, (DRAW_STEP, p))
        return
    s.pending = Pending("reveal", p)


def reveal_choices(s: SeekersState, p: int) -> list[Action]:
    """The reveal step: the deck's top Adventure or the top of the discard pile."""
    deck, disc = reveal_possible(s)
    acts = [Action("reveal-deck", "Reveal the top Adventure of the deck")] if deck else []
    if disc:
        top = s.adv_disc[-1]
        acts.append(Action("reveal-discard", f"Take {s.card(top).name} from the Adventure discard pile", (top,)))
    return acts


def apply_reveal(s: SeekersState, p: int, a: Action, out: Out) -> None:
    """Reveal the Adventure chosen, then keep to the limit and go on to the draw step."""
    if a.kind == "reveal-deck":
        reveal(s, p, out, "reveal-step")
    else:
        s.advs[p].append(s.adv_disc.pop())
        if out.on:
            note(out, "reveal", "reveal-step", f"{s.name(p)} takes {s.card(s.advs[p][-1]).name} from the top of "
                 "the Adventure discard pile.", seat=p, cards=[s.advs[p][-1]])
    push(s.todo, (SCRAP_DOWN_STEP, p), (DRAW_STEP, p))


def draw_step(s: SeekersState, item: tuple, out: Out) -> None:
    """The draw step: draw two Leads, or take the discarded one (skipped when none is left)."""
    p = item[1]
    s.phase = DRAW
    if s.lead_deck or s.lead_disc:     # some Lead can be drawn or taken (draw_choices offers it)
        s.pending = Pending("draw", p)
    else:
        if out.on:
            note(out, "skip", "deck-runs-out", "No Lead can be drawn or taken: the deck and discard pile are "
                 "both exhausted.", seat=p)
        push(s.todo, (ACTION_STEP, p))


def draw_choices(s: SeekersState, p: int) -> list[Action]:
    """The draw step: draw two Leads, or take the discarded one."""
    acts = []
    if s.lead_deck or len(s.lead_disc) >= 2:
        acts.append(Action("draw-two", "Draw two Leads"))
    if s.lead_disc:
        acts.append(Action("take-lead", f"Take the discarded {s.lead_type(s.lead_disc[-1])} Lead"))
    return acts


def apply_draw(s: SeekersState, p: int, a: Action, out: Out) -> None:
    """Draw two (then discard one), or take the top discarded Lead."""
    if a.kind == "draw-two":
        draw_leads(s, p, 2, out, "draw-step")
        push(s.todo, (DRAW_DISCARD_STEP, p), (ACTION_STEP, p))
    else:
        s.hand[p].append(s.lead_disc.pop())
        if out.on:
            note(out, "take", "draw-step", f"{s.name(p)} takes the top Lead of the discard pile, a "
                 f"{s.lead_type(s.hand[p][-1])} Lead.", seat=p, leads=[s.lead_type(s.hand[p][-1])])
        push(s.todo, (ACTION_STEP, p))


def draw_discard_step(s: SeekersState, item: tuple, out: Out) -> None:
    """The draw step: after drawing two, discard a Lead."""
    if s.hand[item[1]]:
        s.pending = Pending("draw-discard", item[1])


def type_choices(s: SeekersState, p: int, kind: str, words: str = "Discard") -> list[Action]:
    """One choice per Lead type in hand (to discard)."""
    seen = sorted({s.lead_type(i) for i in s.hand[p]})
    return [Action(kind, f"{words} a {t} Lead", (t,)) for t in seen]


def apply_discard(s: SeekersState, p: int, a: Action, out: Out) -> None:
    """Discard a Lead of the type chosen (after drawing, or down to the hand limit)."""
    discard_lead(s, p, a.args[0])
    if out.on:
        rule = "draw-step" if a.kind == "draw-discard" else "hand-limit"
        note(out, "discard", rule, f"{s.name(p)} discards a {a.args[0]} Lead.", seat=p, leads=[a.args[0]])
    if a.kind == "limit":
        push(s.todo, (HAND_LIMIT_STEP, p))


def action_step(s: SeekersState, item: tuple, out: Out) -> None:
    """The action step begins: rivals may Twist, then the seeker takes actions."""
    p = item[1]
    s.phase = ACTION
    if out.on:
        note(out, "step", "take-action", f"{s.name(p)}'s action step begins.", seat=p)
    if s.table.with_actionx:        # rivals may Twist as the action step begins
        push(s.todo, open_twist_window(s, p), (MENU_STEP, p))
    else:
        push(s.todo, (MENU_STEP, p))


def menu_step(s: SeekersState, item: tuple, out: Out) -> None:
    """The action step: offer the seeker's actions."""
    s.phase = ACTION
    s.pending = Pending("actions", item[1])


def after_action(s: SeekersState, p: int) -> None:
    """Once an action is done, rivals may answer with a Twist, then the action step goes on."""
    if s.table.with_actionx:
        push(s.todo, open_twist_window(s, p), (MENU_STEP, p))
    else:
        push(s.todo, (MENU_STEP, p))


def end_turn(s: SeekersState, p: int, out: Out) -> None:
    """End the action step: rivals may Twist, then the end step."""
    if out.on:
        note(out, "step", "end-turn", f"{s.name(p)} ends their action step.", seat=p)
    if s.table.with_actionx:
        push(s.todo, open_twist_window(s, p), (END_STEP, p))
    else:
        push(s.todo, (END_STEP, p))


def end_step(s: SeekersState, item: tuple, out: Out) -> None:
    """Ending the turn: note a hand over its limit, then the hand limit is checked."""
    p = item[1]
    s.phase = END
    if out.on:
        limit, terms = hand_limit(s, p)
        if len(s.hand[p]) > limit:
            note(out, "hand-limit", "hand-limit", f"{s.name(p)} holds {len(s.hand[p])} Leads, more than their "
                 f"limit of {limit}: they discard down to {limit}.", seat=p,
                 calc=Calculation.of("Lead hand limit", terms))
    push(s.todo, (HAND_LIMIT_STEP, p))


def hand_limit_step(s: SeekersState, item: tuple, out: Out) -> None:
    """Hand Limits: discard down to the limit, then the next seeker's turn begins."""
    p = item[1]
    s.phase = END
    if len(s.hand[p]) > lead_limit(s, p):
        s.pending = Pending("limit", p)
    else:
        push(s.todo, (TURN_STEP, s.next_seat(p)))


def rest_refusal(s: SeekersState, pending_kind: str) -> Refusal | None:
    """Resting: why a seeker may not rest now (none when Rest is the open choice)."""
    if pending_kind == "rest":
        return None
    if s.final[s.cur]:
        return Refusal(RULEBOOK["resting"], f"{s.name(s.cur)} is on the Final Adventure, and nobody "
                       "may rest on the Final Adventure.")
    if s.hand[s.cur]:
        return Refusal(RULEBOOK["resting"], f"{s.name(s.cur)} holds {len(s.hand[s.cur])} Leads; only "
                       "a seeker with no Leads in hand at the start of the turn may rest.")
    return Refusal(RULEBOOK["resting"], "Resting is declared at the start of your turn, before the "
                   f"reveal step; now it is {PHASES[s.phase]}.")

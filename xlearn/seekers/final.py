"""The Final Adventure: the procedure after a fourth archived Adventure."""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.flow import push
from ..engine.out import Out
from .explain import card_list, note
from .decisions import FinalPick
from .zones import draw_leads, reveal, scrap_adventure
from .steps import FINAL_DRAW_STEP
from .state import ACTION, FINAL, SeekersState


def final_step(s: SeekersState, item: tuple, out: Out) -> None:
    """1. discard every Lead; 2. reveal (twice if alone); 3. the rival's choice; 4. draw three."""
    p = item[1]
    s.phase = FINAL
    s.final[p] = True
    gone = list(s.hand[p])
    s.lead_disc.extend(gone)
    s.hand[p].clear()
    if out.on:
        note(out, "final", "final", f"{s.name(p)} has archived four Adventures and enters the Final Adventure. "
             f"They discard every Lead in hand ({card_list([s.lead_type(i) for i in gone])}).", seat=p,
             leads=[s.lead_type(i) for i in gone])
    reveal(s, p, out, "final")
    if len(s.advs[p]) == 1:
        reveal(s, p, out, "final")
    if len(s.advs[p]) >= 2:
        s.pending = FinalPick(s.next_seat(p), p)
    else:
        push(s.todo, (FINAL_DRAW_STEP, p))


def final_choices(s: SeekersState, chooser: int, p: int) -> list[Action]:
    """Rival's Choice: one choice per Adventure the finalist may be left with."""
    return [Action("final-pick", f"Leave {s.name(p)} with {s.card(i).name}", (i,)) for i in s.advs[p]]


def apply_final_pick(s: SeekersState, chooser: int, a: Action, out: Out) -> None:
    """The Final Adventure: keep the Adventure the rival chose, scrap the others, then draw three."""
    p = s.pending.finalist
    keep = a.args[0]
    others = [i for i in s.advs[p] if i != keep]
    for i in others:
        scrap_adventure(s, p, i)
    if out.on:
        note(out, "final-choice", "final-choice", f"Rival's choice: {s.name(chooser)} leaves {s.name(p)} with "
             f"{s.card(keep).name}; {card_list([s.card(i).name for i in others])} "
             f"{'is' if len(others) == 1 else 'are'} scrapped.", seat=chooser, cards=[keep, *others], seats=[chooser, p])
    push(s.todo, (FINAL_DRAW_STEP, p))


def final_draw_step(s: SeekersState, item: tuple, out: Out) -> None:
    """The Final Adventure: the finalist draws three new Leads and goes on with the turn."""
    p = item[1]
    draw_leads(s, p, 3, out, "final")
    s.phase = ACTION
    if out.on:
        note(out, "final", "final", f"{s.name(p)} goes on with the turn; from now on they skip the reveal step.",
             seat=p)

"""Draft Mode: each seeker drafts their own ActionX deck from packs of six, passing the packs on."""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.flow import push
from .explain import card_list, note
from .decisions import Pending
from .state import DRAFT
from .steps import DEAL_STEP, DRAFT_DEAL_STEP, DRAFT_PICK_STEP

DRAFT_PACK = 6
DRAFT_PICKS = 5


def draft_deal_step(s, item, out):
    """Deal six ActionX cards to each drafter; picks go face down into their own deck."""
    s.draft_round = item[1]
    s.phase = DRAFT
    for p in range(s.table.players):
        pack = [s.box.pop() for _ in range(DRAFT_PACK)]
        s.look[p].extend(pack)
        note(out, "draft-deal", "draft", f"Draft round {item[1]}: {s.name(p)} is dealt "
             f"{card_list([s.card(i).name for i in pack])}.", seat=p, audience=frozenset((p,)),
             public=f"Draft round {item[1]}: {s.name(p)} is dealt {DRAFT_PACK} ActionX cards.", cards=list(pack))
    push(s.todo, (DRAFT_PICK_STEP, 0))


def draft_pick_step(s, item, out):
    """Draft Mode: the next drafter picks a card from their pack."""
    s.phase = DRAFT
    s.pending = Pending("draft", item[1])


def draft_choices(s, p) -> list[Action]:
    """Draft Mode: one choice per card name in the pack."""
    seen, acts = set(), []
    for i in s.look[p]:
        if s.card(i).name not in seen:
            seen.add(s.card(i).name)
            acts.append(Action("draft", f"Draft {s.card(i).name}", (i,)))
    return acts


def apply_draft(s, p, a, out):
    """Draft Mode: the card drafted goes face down into the drafter's deck; the packs move on."""
    inst = a.args[0]
    s.look[p].remove(inst)
    s.ax_deck[p].append(inst)
    note(out, "draft", "draft", f"{s.name(p)} drafts {s.card(inst).name}, face down.", seat=p,
         audience=frozenset((p,)), public=f"{s.name(p)} drafts a card, face down.", cards=[inst])
    n = s.table.players
    if p + 1 < n:
        push(s.todo, (DRAFT_PICK_STEP, p + 1))
        return
    if len(s.look[0]) == 1:
        for q in range(n):
            s.box.insert(0, s.look[q].pop())
        if out.on:
            note(out, "draft", "draft", "Each drafter's last card of the pack is set aside.")
        if s.draft_round == 1:
            push(s.todo, (DRAFT_DEAL_STEP, 2))
        else:
            _finish_draft(s, out)
        return
    packs = [list(x) for x in s.look]
    for q in range(n):
        s.look[(q + 1) % n] = packs[q]
    if out.on:
        note(out, "draft", "draft", "The packs pass to the left.")
    push(s.todo, (DRAFT_PICK_STEP, 0))


def _finish_draft(s, out):
    """Each drafter shuffles a ten-card ActionX deck; the rest of the shared deck is set aside."""
    n = s.table.players
    for q in range(n):
        s.rng.shuffle(s.ax_deck[q])
    if out.on:
        note(out, "draft", "draft", f"Each seeker shuffles their own {2 * DRAFT_PICKS}-card ActionX deck; the "
             f"{len(s.box)} undealt and last-pick cards stay set aside.")
    push(s.todo, (DEAL_STEP,))

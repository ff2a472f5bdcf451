"""Draft Mode scenarios: each seeker's own ActionX deck, and a position inside the draft (the packs in hand)."""
from __future__ import annotations

from ..engine.flow import push
from .draft import DRAFT_PACK, DRAFT_PICKS
from .explain import note
from .state import DRAFT
from .steps import DRAFT_PICK_STEP

OWN_DECK = 2 * DRAFT_PICKS   # the cards each drafter keeps: five from each of the two packs


def picks_by(round_: int, pack: int) -> int:
    """How many cards a drafter has picked in round `round_` holding a pack of `pack` cards."""
    return (round_ - 1) * DRAFT_PICKS + DRAFT_PACK - pack


def check_draft(sc, players: int, draft: bool, bad) -> None:
    """A scenario's draft fields fit Draft Mode (\u201cDraft Mode\u201d): own decks only with draft on, no
    shared ActionX deck then, and mid-draft packs of one size that match the picks each seat has made."""
    own = [seat.actionx_deck for seat in sc.seats]
    if not draft:
        for i, deck in enumerate(own):
            if deck is not None:
                bad.add("only Draft Mode gives a seeker an ActionX deck of their own; set draft=True",
                        field=f"scenario.seats[{i}].actionx_deck")
        if sc.draft_round is not None:
            bad.add("a position inside the draft needs draft=True", field="scenario.draft_round")
        return
    if sc.actionx_deck_top:
        bad.add("in Draft Mode there is no shared ActionX deck: give each seat its own actionx_deck",
                field="scenario.actionx_deck_top")
    for i, seat in enumerate(sc.seats):
        f = f"scenario.seats[{i}]"
        if sc.draft_round is None:
            if seat.draft_pack is not None:
                bad.add("a pack in hand needs draft_round (1 or 2)", field=f"{f}.draft_pack")
            if seat.actionx_deck is not None and len(seat.actionx_deck) > OWN_DECK:
                bad.add(f"{len(seat.actionx_deck)} cards; a drafted ActionX deck holds at most {OWN_DECK}",
                        card=seat.actionx_deck[OWN_DECK], field=f"{f}.actionx_deck")
            continue
        if seat.actionx or seat.active or seat.adventures or seat.archived or seat.leads:
            bad.add("inside the draft nothing is dealt yet: a seat holds only its pack and its picks",
                    field=f)
        pack, picked = seat.draft_pack or [], seat.actionx_deck or []
        if not 2 <= len(pack) <= DRAFT_PACK:
            bad.add(f"a pack in hand holds 2 to {DRAFT_PACK} cards (the last one is set aside)", field=f"{f}.draft_pack")
        elif len(picked) != picks_by(sc.draft_round, len(pack)):
            bad.add(f"with a pack of {len(pack)} in round {sc.draft_round} a drafter has picked "
                    f"{picks_by(sc.draft_round, len(pack))} cards, not {len(picked)}", field=f"{f}.actionx_deck")
    sizes = {len(seat.draft_pack or []) for seat in sc.seats}
    if sc.draft_round is not None and len(sizes) > 1:
        bad.add("every drafter holds a pack of the same size (the packs pass together)", field="scenario.seats")


def lay_draft(s, sc, card) -> bool:
    """Put each seat's own deck (top first) and pack in place; True if the match starts inside the draft."""
    s.box = s.box + s.ax_deck[0]   # the shared deck is dealt out in packs (ruling S-11)
    s.ax_deck[0] = []
    for p, seat in enumerate(sc.seats):
        s.ax_deck[p] = [card(x) for x in reversed(seat.actionx_deck or [])]
        s.look[p] = [card(x) for x in seat.draft_pack or []]
    taken = {i for p in range(s.table.players) for i in s.ax_deck[p] + s.look[p]}
    s.box = [i for i in s.box if i not in taken]
    s.rng.shuffle(s.box)
    if sc.draft_round is None:
        return False
    s.phase, s.draft_round = DRAFT, sc.draft_round
    push(s.todo, (DRAFT_PICK_STEP, 0))
    return True


def draft_note(s, sc, out) -> None:
    """The event that opens a scenario inside the draft: the round and the packs' size."""
    if out.on:
        note(out, "scenario", "draft", f"Scenario{': ' + sc.title if sc.title else ''}. Round {sc.draft_round} "
             f"of the draft: each seeker holds a pack of {len(s.look[0])} ActionX cards.")

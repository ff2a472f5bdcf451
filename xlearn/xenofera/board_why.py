"""Why a card, or a selection of cards, on the Xenofera board cannot be chosen now: the rule each part breaks."""
from __future__ import annotations

from ..engine.actions import Refusal
from ..xenofera import table_facts as F
from ..xenofera.build import pool_name
from ..xenofera.cards import SIZES
from ..xenofera.steps import ACTION, CAPTURE, PHASE_NAMES
from ..xenofera.powers import cage_fits, cage_room, points
from ..xenofera.rulebook import RULEBOOK
from ..xenofera.state import XenoferaState
from ..xenofera.turn import crew_refusal

R = RULEBOOK
# the words of a build's or capture's refusals when its selection has a stray card or two where one belongs
PIECES = {
    "build": {"phase": "build-phase", "stray": "{} is not yours to build with.",
              "two": "Build one cage or item at a time.", "cage_rule": "item-type",
              "two_cages": "An item goes onto one cage only."},
    "capture": {"phase": "capture-phase", "stray": "{} is neither a creature in view nor your cage.",
                "two": "Capture one creature at a time.", "cage_rule": "cage-fits",
                "two_cages": "A creature goes into one cage."},
}


def card_name(s: XenoferaState, inst) -> str:
    """A card's name, or "?" for something that is no card of this table."""
    return s.card(inst).name if isinstance(inst, int) and 0 <= inst < len(s.table.defs) else "?"


# ----- why a selection cannot lead to a legal choice -----------------------------------------------
def why_action(s, seat, cards):
    """A. Action Phase: one card from the hand, and only what it acts on."""
    hand = [c for c in cards if c in s.hand[seat]]
    if len(hand) > 1:
        return Refusal(R["action-phase"], "Play one card at a time: choose a single card from your hand.")
    if not hand:
        return Refusal(R["action-phase"], "First choose the card from your hand; then what it acts on.")
    card = s.card(hand[0])
    rest = [c for c in cards if c != hand[0]]
    if card.kind == "crew" and rest:
        return Refusal(R["recruit"], f"Recruiting {card.name} needs nothing else: choose only the card.")
    if rest:
        return Refusal(R["other-action"], f"{card.name} cannot act on {card_name(s, rest[0])}: "
                       f"{card.text}")
    return card_refusal(s, seat, hand[0])


def split_members(s, seat, cards):
    """The selected cards split into the seat's Huntsman and crew, and the rest."""
    mine = set(s.members(seat))
    return [c for c in cards if c in mine], [c for c in cards if c not in mine]


def pool_check(s, seat, members, purpose, target, cost, what, once, pts_rule):
    """Pooling: members not yet utilised, each bringing points, none of them not needed (ruling N-9)."""
    for m in members:
        if m in s.utilised:
            extra = " (who built this turn cannot capture either)" if purpose == "capture" else ""
            return Refusal(R[once], f"{s.member_name(m)} has already been utilised this turn{extra}.")
    pts = [points(s.card(m), purpose, target) for m in members]
    for m, p in zip(members, pts):
        if p <= 0:
            return Refusal(R[pts_rule], f"{s.member_name(m)} brings no points to {what}.")
    if cost is not None and pts and sum(pts) - min(pts) >= cost:
        return Refusal(R["pool"], f"{pool_name(s, members)} bring {sum(pts)} points for a cost of {cost}: one "
                       "of them is not needed, and a member is utilised only when their points are needed "
                       "(ruling N-9).")
    return None


def pieces(s, seat, cards, group):
    """A build's or capture's selection sorted into crew members, the card from the hand (a build) or the Line
    of Sight (a capture) and the seat's cages, with the refusal when a card is none of these or two are chosen
    where one is needed (one build or capture at a time, into or onto one cage)."""
    words = PIECES[group]
    members, things = split_members(s, seat, cards)
    pool = s.hand[seat] if group == "build" else s.sight
    chosen = [c for c in things if c in pool]
    cages = [c for c in things if s.cage_of(seat, c) >= 0]
    other = [c for c in things if c not in chosen and c not in cages]
    refusal = None
    if other:
        refusal = Refusal(R[words["phase"]], words["stray"].format(card_name(s, other[0])))
    elif len(chosen) > 1:
        refusal = Refusal(R[words["phase"]], words["two"])
    elif len(cages) > 1:
        refusal = Refusal(R[words["cage_rule"]], words["two_cages"])
    return members, chosen, cages, refusal


def why_build(s, seat, cards):
    """B. Build Phase: why a selection of a cage or item, a cage and crew makes no build."""
    members, hand, cages, refusal = pieces(s, seat, cards, "build")
    if refusal:
        return refusal
    card = s.card(hand[0]) if hand else None
    if card is not None:
        found = F.build_refusal(s, seat, hand[0])
        if found:
            return found
        if card.kind == "cage" and cages:
            return Refusal(R["build-phase"], f"{card.name} is a cage: it goes into the Cargo Bay, not onto "
                           "another cage.")
        if card.kind == "item" and cages:
            k = s.cage_of(seat, cages[0])
            clash = [j for j in s.cages[seat][k][1] if s.card(j).item_type == card.item_type]
            if clash:
                return Refusal(R["item-type"], f"Cage {k + 1} already carries {s.card(clash[0]).name}, a "
                               f"{card.item_type}; a cage takes one item of each type.")
        purpose = "cage" if card.kind == "cage" else "item"
        return pool_check(s, seat, members, purpose, None, card.build_cost, f"build {card.name}",
                          "build-once", "build-points")
    if cages and not hand:
        return Refusal(R["build-phase"], "Choose the item from your hand first.")
    return pool_check(s, seat, members, "cage", None, None, "build", "build-once", "build-points")


def why_capture(s, seat, cards):
    """C. Capture Phase: why a selection of a creature, a cage and crew makes no capture."""
    members, seen, cages, refusal = pieces(s, seat, cards, "capture")
    if refusal:
        return refusal
    if cages:
        k = s.cage_of(seat, cages[0])
        entry = s.cages[seat][k]
        if cage_room(s, entry) <= 0:
            return Refusal(R["cage-fits"], f"Cage {k + 1} ({s.card(entry[0]).name}) is full.")
        if seen and not cage_fits(s, entry, s.card(seen[0]).size):
            sizes = ", ".join(SIZES[z] for z in s.card(entry[0]).sizes)
            return Refusal(R["cage-fits"], f"Cage {k + 1} ({s.card(entry[0]).name}) holds {sizes} creatures; "
                           f"{s.card(seen[0]).name} is {SIZES[s.card(seen[0]).size]}.")
    if seen:
        found = F.capture_refusal(s, seat, seen[0])
        if found:
            return found
        card = s.card(seen[0])
        return pool_check(s, seat, members, "capture", card, card.capture_cost, f"capture {card.name}",
                          "capture-once", "capture-points")
    return pool_check(s, seat, members, "capture", None, None, "capture", "capture-once",
                      "capture-points")


def why_discard(s, seat, cards):
    """D. Draw Phase: only cards in the hand are discarded."""
    for c in cards:
        if c not in s.hand[seat]:
            return Refusal(R["draw-phase"], f"{card_name(s, c)} is not in your hand.")
    return None


def battle_cards(s, seat, cards, rule):
    """Battles: only the seat's unused Battle cards are laid."""
    for c in cards:
        if c not in s.unused[seat]:
            where = "used pile" if c in s.used[seat] else "table"
            return Refusal(R["battle-reset"] if where == "used pile" else R[rule],
                           f"{card_name(s, c)} is in your {where}, not among your unused Battle cards.")
    return None


def why_defend(s, seat, cards):
    """Battles: the Defender lays two numbered cards, never the Decoy."""
    found = battle_cards(s, seat, cards, "battle-defender")
    if found:
        return found
    if any(c in s.table.decoys for c in cards):
        return Refusal(R["battle-defender"], "The Defender never lays the Decoy: choose two numbered cards.")
    if len(cards) > 2:
        return Refusal(R["battle-defender"], "The Defender lays exactly two Battle cards.")
    return None


def why_attack(s, seat, cards):
    """Battles: the Attacker lays two numbered cards and the Decoy."""
    found = battle_cards(s, seat, cards, "battle-attacker")
    if found:
        return found
    if len(cards) > 3:
        return Refusal(R["battle-attacker"], "The Attacker lays exactly three cards: two numbered cards and "
                       "the Decoy.")
    if len([c for c in cards if c not in s.table.decoys]) > 2:
        return Refusal(R["battle-attacker"], "Only two numbered cards: the third card laid must be the Decoy.")
    return None

# ----- why a card cannot be chosen -------------------------------------------------------------------
def card_refusal(s: XenoferaState, seat: int, inst: int) -> Refusal | str:
    """Why the card picked (in the Line of Sight, a hand, the Battle cards, Crew Quarters, the Collections or a
    Cargo Bay) cannot be chosen now, or how it can be."""
    card = s.card(inst)
    pending = s.pending.kind if s.pending else None
    phase = PHASE_NAMES[s.phase]
    if inst in s.sight:
        return F.capture_refusal(s, seat, inst) or "You can capture it: select it, a cage and your crew."
    if inst in s.hand[seat]:
        found = _hand_card(s, seat, inst, pending, phase)
        if found is not None:
            return found
    if inst in s.unused[seat] or inst in s.used[seat]:
        found = _battle_card(s, seat, inst, pending)
        if found is not None:
            return found
    if inst in s.members(seat):
        return _member(s, inst, pending, phase)
    if inst in s.collections[seat]:
        return Refusal(R["scoring"], f"{card.name} stays face down until the end, when it scores if completed.")
    found = _own_cage_card(s, seat, inst, pending)
    return found if found is not None else Refusal(R["turn"], f"{card.name} cannot be chosen now ({phase}).")


def _hand_card(s: XenoferaState, seat: int, inst: int, pending, phase: str) -> Refusal | str | None:
    """A card in the hand: built in the Build Phase, recruited or played in the Action Phase, a Reaction only in
    answer, or discarded in the Draw Phase."""
    card = s.card(inst)
    if card.kind in ("cage", "item"):
        return F.build_refusal(s, seat, inst) or "You can build it: select it, then the crew who pay."
    if card.kind == "crew":
        if s.phase != ACTION or pending != "action":
            return Refusal(R["recruit"], f"Crew members are recruited in the Action Phase; it is now {phase}.")
        return crew_refusal(s, seat, inst)
    if card.kind == "action":
        if s.phase != ACTION or pending != "action":
            return Refusal(R["action-phase"], f"{card.name} is played in the Action Phase; it is now {phase}.")
        if s.actions_played >= 2:
            return Refusal(R["action-phase"], "You have already played two Action cards this turn.")
        return Refusal(R["other-action"], f"{card.name} has nothing to act on now: {card.text}")
    if card.kind == "reaction":
        if pending == "react":
            return "You can play it now: choose it from the choices."
        return Refusal(R["reaction"], f"{card.name} is a Reaction: it is played only in answer to another "
                       "player's Action card.")
    if pending == "draw":
        return "Select it to discard it, or leave it to keep it."
    return None


def _battle_card(s: XenoferaState, seat: int, inst: int, pending) -> Refusal | None:
    """A Battle card: laid only in a battle, never from the used pile, the Decoy never by the Defender."""
    card = s.card(inst)
    if inst in s.used[seat]:
        return Refusal(R["battle-reset"], f"{card.name} was used in an earlier battle; used cards come back "
                       "when two or fewer unused ones are left.")
    if s.battle is None:
        return Refusal(R["battle"], "Battle cards are laid only when a battle begins.")
    if pending == "b-defend" and inst in s.table.decoys:
        return Refusal(R["battle-defender"], "The Defender never lays the Decoy: choose two numbered cards.")
    if pending not in ("b-defend", "b-attack"):
        return Refusal(R["battle-exclude"], "Your cards for this battle are already laid.")
    return None


def _member(s: XenoferaState, inst: int, pending, phase: str) -> Refusal | str:
    """The Huntsman or a crew member: gives points in the Build and Capture Phases, once a turn."""
    card = s.card(inst)
    if inst in s.utilised:
        return Refusal(R["build-once" if s.phase != CAPTURE else "capture-once"],
                       f"{s.member_name(inst)} has already been utilised this turn; they slide back at Renew.")
    if pending not in ("build", "capture"):
        return Refusal(R["build-phase"], f"Members give their points in the Build and Capture Phases; it is "
                       f"now {phase}.")
    purpose = "capture" if pending == "capture" else "cage"
    if points(card, purpose, None) <= 0 and purpose == "capture":
        return Refusal(R["capture-points"], f"{s.member_name(inst)} has no capture points.")
    return "Select what they pay for first, then select them."


def _own_cage_card(s: XenoferaState, seat: int, inst: int, pending) -> Refusal | str | None:
    """A cage of the Cargo Bay, or an item or creature in one: what is built or captured stays there."""
    for k, (c, items, caught) in enumerate(s.cages[seat]):
        if inst == c:
            if pending == "capture" and cage_room(s, (c, items, caught)) <= 0:
                return Refusal(R["cage-fits"], f"Cage {k + 1} is full.")
            if pending in ("build", "capture"):
                return "Select the item or creature first, then this cage."
            return Refusal(R["built-stays"], f"Cage {k + 1} stays in your Cargo Bay; it is chosen when an item "
                           "is built onto it or a creature captured into it.")
        if inst in items or inst in caught:
            return Refusal(R["built-stays"], f"{s.card(inst).name} stays where it is once built or captured.")
    return None

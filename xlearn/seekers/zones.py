"""Moving cards between decks, discard piles, hands and zones, with the deck-runs-out procedure."""
from __future__ import annotations

from ..engine.out import Out
from .explain import card_list, note, plural
from .state import SeekersState


def replenish(s: SeekersState, which: str, out: Out) -> bool:
    """If a Card Deck Runs Out: keep the top discard aside, shuffle the rest into a new deck."""
    deck, disc = (s.lead_deck, s.lead_disc) if which == "lead" else (s.adv_deck, s.adv_disc)
    if deck:
        return True
    if len(disc) < 2:
        if out.on:
            note(out, "deck-empty", "deck-runs-out", f"The {which.replace('adventure', 'Adventure').replace('lead', 'Lead')} "
                 f"deck is empty and its discard pile holds {plural(len(disc), 'card')}, too few to build a new "
                 "deck, so nothing more comes from it for now.")
        return False
    top = disc.pop()
    deck.extend(disc)
    disc.clear()
    disc.append(top)
    s.rng.shuffle(deck)
    if out.on:
        word = "Lead" if which == "lead" else "Adventure"
        note(out, "replenish", "deck-runs-out", f"The {word} deck has run out: the top {word} of the discard "
             f"pile ({s.card(top).name}) is set aside, the other {len(deck)} are shuffled into a new deck, and "
             f"the set-aside card starts the new discard pile.", count=len(deck),
             cards=[] if which == "lead" else [top], leads=[s.lead_type(top)] if which == "lead" else [])
    return True


def take_top(s: SeekersState, which: str, n: int, out: Out) -> list[int]:
    """Take up to n cards off the top of the Lead or Adventure deck (to look at), rebuilding an empty deck from
    its discard pile (If a Card Deck Runs Out); fewer come when too few are left."""
    deck = s.lead_deck if which == "lead" else s.adv_deck
    got = []
    for _ in range(n):
        if not deck and not replenish(s, which, out):
            break
        got.append(deck.pop())
    return got


def draw_leads(s: SeekersState, seat: int, n: int, out: Out, rule: str) -> list[int]:
    """Draw up to n Leads into a hand; the drawer alone sees what they are."""
    got = []
    for _ in range(n):
        if not s.lead_deck and not replenish(s, "lead", out):
            break
        got.append(s.lead_deck.pop())
    s.hand[seat].extend(got)
    if got and out.on:
        types = card_list([s.lead_type(i) for i in got])
        note(out, "draw", rule, f"{s.name(seat)} draws {plural(len(got), 'Lead')}: {types}.", seat=seat,
             audience=frozenset((seat,)), public=f"{s.name(seat)} draws {plural(len(got), 'Lead')}.",
             leads=[s.lead_type(i) for i in got])
    elif got:
        out.show((seat,))           # no sentence, but the drawer saw hidden cards
    return got


def draw_actionx(s: SeekersState, seat: int, n: int, out: Out, rule: str) -> list[int]:
    """Draw up to n ActionX cards from the seat's ActionX deck (never rebuilt: ruling S-6)."""
    deck = s.ax_deck[s.ax_pile(seat)]
    got = [deck.pop() for _ in range(min(n, len(deck)))]
    s.actionx_hand[seat].extend(got)
    if got and out.on:
        names = card_list([s.card(i).name for i in got])
        note(out, "draw-actionx", rule, f"{s.name(seat)} draws {plural(len(got), 'ActionX card')}: {names}.",
             seat=seat, audience=frozenset((seat,)),
             public=f"{s.name(seat)} draws {plural(len(got), 'ActionX card')}.", cards=list(got))
    elif got:
        out.show((seat,))           # no sentence, but the drawer saw hidden cards
    if len(got) < n and out.on:
        note(out, "deck-empty", "breakthrough", f"{s.name(seat)}'s ActionX deck is empty, so "
             f"{plural(n - len(got), 'card')} cannot be drawn.", seat=seat)
    return got


def reveal(s: SeekersState, seat: int, out: Out, rule: str = "reveal") -> int | None:
    """Reveal: the top Adventure of the deck goes face up into the seat's Adventure zone."""
    if not s.adv_deck and not replenish(s, "adventure", out):
        return None
    inst = s.adv_deck.pop()
    s.advs[seat].append(inst)
    c = s.card(inst)
    note(out, "reveal", rule, f"{s.name(seat)} reveals {c.name} (needs {', '.join(c.cost)})." if out.on else "",
         seat=seat, card=c.name, reveals=True, cards=[inst])
    return inst


def take_lead(s: SeekersState, seat: int, lead_type: str) -> int:
    """Remove one Lead of this type from the seat's hand (the most recently gained)."""
    hand = s.hand[seat]
    for k in range(len(hand) - 1, -1, -1):
        if s.table.defs[hand[k]].lead_type == lead_type:
            return hand.pop(k)
    raise AssertionError(lead_type)


def discard_lead(s: SeekersState, seat: int, lead_type: str) -> int:
    """Discard a Lead of this type from the hand to the top of the Lead discard pile."""
    inst = take_lead(s, seat, lead_type)
    s.lead_disc.append(inst)
    return inst


def bury_lead(s: SeekersState, seat: int, lead_type: str) -> int:
    """Bury a Lead of this type from the hand at the bottom of the Lead discard pile."""
    inst = take_lead(s, seat, lead_type)
    s.lead_disc.insert(0, inst)
    return inst


def pay_matching(s: SeekersState, seat: int, lead_type: str, n: int, bury: bool = False) -> list[int]:
    """Pay n matching Leads of a type, wild Leads filling any gap (ruling S-3)."""
    c = s.counts(seat)
    own = min(c.get(lead_type, 0), n)
    mover = bury_lead if bury else discard_lead
    return [mover(s, seat, lead_type) for _ in range(own)] + [mover(s, seat, "Wild") for _ in range(n - own)]


def matching_options(counts: dict[str, int], n: int) -> list[tuple[str, str]]:
    """(lead type, words) for each way to pay n matching Leads: a type topped up with wilds, or all wild."""
    wild = counts.get("Wild", 0)
    opts = []
    for t in ("Glyph", "Myth", "Ruin", "Vision"):
        have = counts.get(t, 0)
        if have and have + wild >= n:
            own = min(have, n)
            opts.append((t, f"{n} {t} Leads" if own == n else f"{own} {t} + {n - own} Wild Leads"))
    if wild >= n:
        opts.append(("Wild", f"{n} Wild Leads"))
    return opts


def scrap_adventure(s: SeekersState, seat: int, inst: int) -> None:
    """Scrap: an Adventure leaves the Active zone for the top of the Adventure discard pile."""
    s.advs[seat].remove(inst)
    s.adv_disc.append(inst)


def bury_adventure(s: SeekersState, seat: int, inst: int) -> None:
    """Bury an active Adventure at the bottom of the Adventure discard pile."""
    s.advs[seat].remove(inst)
    s.adv_disc.insert(0, inst)


def archive_actionx(s: SeekersState, seat: int, inst: int, out: Out) -> None:
    """An active Site or Relic goes to its owner's Archive; a bonded Lead goes to the discard pile."""
    s.zone[seat].remove(inst)
    s.archive[seat].append(inst)
    s.modes.pop(inst, None)
    s.entered.pop(inst, None)
    s.leveraged.discard(inst)
    lead = s.bond.pop(inst, None)
    if lead is not None:
        s.lead_disc.append(lead)
        if out.on:
            note(out, "bond-discard", "bond", f"The {s.lead_type(lead)} Lead bonded to {s.card(inst).name} is "
                 "discarded as the card is archived.", seat=seat, cards=[inst], leads=[s.lead_type(lead)])


def swap_adventures(s: SeekersState, seat: int, mine: int, victim: int, theirs: int, out: Out, rule: str) -> None:
    """Swap one of the seat's active Adventures for one of a rival's (Swap, or the swap-adventure effect)."""
    if mine in s.advs[seat] and theirs in s.advs[victim]:
        a, b = s.advs[seat], s.advs[victim]
        a[a.index(mine)] = theirs
        b[b.index(theirs)] = mine
        if out.on:
            note(out, "swap", rule, f"{s.name(seat)} swaps {s.card(mine).name} for {s.name(victim)}'s "
                 f"{s.card(theirs).name}.", seat=seat, cards=[mine, theirs], seats=[seat, victim])

"""Xeko card powers: data says which card has which power, this registry says what each one does.

Keyword powers of Species live where they act (turf_war, sun, on_play, turn, ending); this module holds
the Xeko cards' effects and their follow-up choices. Each effect cites its rulebook section.
"""
from __future__ import annotations

from itertools import combinations
from typing import Callable

from ..engine.actions import Action
from ..engine.out import Out
from .decisions import ChaseOff, Deforest, ExtraSpecies, PickOpponent, TradePick, TradeSplit
from .ending import cannot_continue
from .explain import card_list, note, plural
from .moves import field_to_hand
from .state import XekoState
from .zones import draw_cards, shed_cards

XekoEffect = Callable[[XekoState, int, int | None, Out], None]
XEKO_EFFECTS: dict[str, XekoEffect] = {}


def xeko_effect(power: str):
    """Register what a Xeko card power does when the card is played with its Trophic Tokens."""
    def wrap(fn: XekoEffect) -> XekoEffect:
        """Register the effect under its power name."""
        XEKO_EFFECTS[power] = fn
        return fn
    return wrap


def _end_if_short(s: XekoState, seat: int, got: int, wanted: int, what: str, out: Out) -> None:
    """A draw or shed the rules require that could not be done in full ends the game."""
    if got < wanted:
        cannot_continue(s, seat, what, out)


@xeko_effect("draw")
def draw_power(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """Card text: draw that many cards (a draw the rules require, so an empty pile ends the game)."""
    n = value or 1
    _end_if_short(s, s.active, draw_cards(s, s.active, n, out, rule="golden-rule"), n, "draw a card", out)


@xeko_effect("energy-this-turn")
def energy_power(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """Card text: your Species get extra Energy in Turf Wars until SUNSET, when effects end."""
    s.effects.append(("energy", s.active, value or 0, s.card(inst).name))
    if out.on:
        note(out, "effect", "effects-end", f"Until SUNSET, {s.name(s.active)}'s Species get +{value} Energy "
             "in Turf Wars.", seat=s.active)


@xeko_effect("opponent-sheds")
def opponent_sheds_power(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """Card text: an opponent of your choice sheds that many cards."""
    rivals = [x for x in s.in_game() if x != s.active]
    if len(rivals) == 1:
        make_shed(s, inst, rivals[0], value or 1, out)
    else:
        s.pending = PickOpponent(s.active, inst, value or 1)


def make_shed(s: XekoState, inst: int, victim: int, n: int, out: Out) -> None:
    """The victim sheds n cards for this Xeko card (an empty draw pile ends the game)."""
    if out.on:
        note(out, "effect", "opponent", f"{s.card(inst).name} makes {s.name(victim)} shed {plural(n, 'card')}.",
             seat=victim, cards=[inst])
    _end_if_short(s, victim, shed_cards(s, victim, n, out, rule="golden-rule"), n, "shed a card", out)


@xeko_effect("new-reserve")
def new_reserve(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """New Reserve: a second Species may be played in step 4 this turn."""
    s.species_allowed = 2
    if out.on:
        note(out, "override", "card:new-reserve", f"{s.name(s.active)} may play two Species cards this turn (New "
             "Reserve overrides the one-Species limit of step 4: the Golden Rule).", seat=s.active, cards=[inst])


@xeko_effect("peace-offering")
def peace_offering(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """Peace Offering: a Species may be played now, in the Xeko card step, starting no Turf War."""
    s.pending = ExtraSpecies(s.active, inst, "peace-offering")


@xeko_effect("chase-off")
def chase_off(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """Chase Off: a rival Species worth 10+ Eco-points back to its owner's hand; else one of yours; else lost."""
    targets = chase_targets(s)
    if not targets:
        if out.on:
            note(out, "effect", "card:chase-off", "No Species in the field is worth 10 or more Eco-points, so Chase "
                 "Off does nothing and goes to the shed pile.", seat=s.active, cards=[inst])
        return
    s.pending = ChaseOff(s.active, inst)


def chase_targets(s: XekoState) -> list[int]:
    """Chase Off's targets: rivals' Species worth 10+ Eco-points, else your own."""
    theirs = [i for x in s.in_game() if x != s.active for i in s.species_of(x) if s.card(i).eco_points >= 10]
    return theirs or [i for i in s.species_of(s.active) if s.card(i).eco_points >= 10]


@xeko_effect("deforestation")
def deforestation(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """Deforestation: exactly two Species of the field go back to their owners' hands."""
    if len([i for i in s.field.values() if s.card(i).kind == "species"]) < 2:
        if out.on:
            note(out, "effect", "card:deforestation", "There are not two Species in the field to move, so "
                 "Deforestation does nothing and goes to the shed pile.", seat=s.active, cards=[inst])
        return
    s.pending = Deforest(s.active, inst)


@xeko_effect("trade-winds")
def trade_winds(s: XekoState, inst: int, value: int | None, out: Out) -> None:
    """Trade Winds: reveal the top five cards; split them into two unequal piles; an opponent picks yours."""
    seat = s.active
    if len(s.draw[seat]) < 5:
        if out.on:
            note(out, "effect", "card:trade-winds", "Trade Winds needs five cards on the draw pile, so it cannot "
                 "do what it says and is lost (Xeko card rules: a card whose text cannot be fulfilled is lost).",
                 seat=seat, cards=[inst])
        return
    revealed = [s.draw[seat].pop() for _ in range(5)]
    s.limbo.extend(revealed)
    out.revealed = True
    if out.on:
        note(out, "effect", "card:trade-winds", f"Trade Winds: {s.name(seat)} reveals the top five cards of their "
             f"draw pile: {card_list([s.card(i).name for i in revealed])}.", seat=seat, reveals=True,
             cards=[inst, *revealed])
    s.pending = TradeSplit(seat, inst, tuple(revealed))


def run_xeko_card(s: XekoState, inst: int, out: Out) -> None:
    """Apply each power of a Xeko card whose tokens were shown (stops if one asks for a choice)."""
    card = s.card(inst)
    for power, value in card.powers:
        fn = XEKO_EFFECTS.get(power)
        if fn is None:
            raise AssertionError(f"{card.name}: no effect registered for power {power!r}")
        fn(s, inst, value, out)
        if s.over or s.pending is not None:
            return


# ----- the follow-up choices of Xeko card powers ----------------------------------------------------
def at(s: XekoState, i: int) -> str:
    """Where a card is in the field, written (x, y)."""
    p = s.position(i)
    return f"({p[0]}, {p[1]})"


def splits(cards: tuple[int, ...]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every way to split five cards into two piles (the first card always in pile A, so no pair twice)."""
    out = []
    rest = cards[1:]
    for k in range(0, len(rest) + 1):
        for extra in combinations(range(len(rest)), k):
            a = (cards[0],) + tuple(rest[j] for j in extra)
            b = tuple(rest[j] for j in range(len(rest)) if j not in extra)
            out.append((a, b))
    return out


def names(s: XekoState, pile) -> str:
    """A pile of cards as a list of names."""
    return "[" + ", ".join(s.card(i).name for i in pile) + "]"


# ----- the decisions a Xeko card's power waits for: each kind's options, then what choosing does -----
def opponent_options(s: XekoState, pending: PickOpponent) -> list[Action]:
    """A power that makes an opponent shed: which opponent."""
    return [Action("opponent", f"{s.name(x)} sheds", (x,)) for x in s.in_game() if x != pending.seat]


def apply_opponent(s: XekoState, pending: PickOpponent, a: Action, out: Out) -> None:
    """The opponent chosen sheds the cards the power says."""
    make_shed(s, pending.card, a.args[0], pending.count, out)


def chase_off_options(s: XekoState, pending: ChaseOff) -> list[Action]:
    """Chase Off: which Species goes back to its owner's hand."""
    return [Action("chase-off", f"Chase {s.card(i).name} at {at(s, i)} back to {s.name(s.owner(i))}'s hand", (i,))
            for i in chase_targets(s)]


def apply_chase_off(s: XekoState, pending: ChaseOff, a: Action, out: Out) -> None:
    """Chase Off: the Species chosen goes back to its owner's hand."""
    field_to_hand(s, a.args[0], out, "card:chase-off", "Chase Off", by=pending.card)


def deforest_options(s: XekoState, pending: Deforest) -> list[Action]:
    """Deforestation: the first, then the second Species to go back to its owner's hand."""
    firsts = [i for _, i in sorted(s.field.items()) if s.card(i).kind == "species"]
    if pending.first is not None:
        firsts = [i for i in firsts if i != pending.first]
        verb = "second"
    else:
        verb = "first"
    return [Action("deforest", f"Deforestation ({verb}): {s.card(i).name} at {at(s, i)}", (i,)) for i in firsts]


def apply_deforest(s: XekoState, pending: Deforest, a: Action, out: Out) -> None:
    """Deforestation: the Species chosen goes back to its owner's hand; after the first, the second is chosen."""
    field_to_hand(s, a.args[0], out, "card:deforestation", "Deforestation", by=pending.card)
    if pending.first is None:
        s.pending = Deforest(pending.seat, pending.card, a.args[0])


def trade_split_options(s: XekoState, pending: TradeSplit) -> list[Action]:
    """Trade Winds: how to split the cards revealed into two piles (and, with more rivals, who picks)."""
    acts, seen = [], set()
    rivals = [x for x in s.in_game() if x != pending.seat]
    for a, b in splits(pending.revealed):
        base = f"Split into {names(s, a)} and {names(s, b)}"
        for r in rivals:
            label = base if len(rivals) == 1 else f"{base}; {s.name(r)} picks"
            if label not in seen:
                seen.add(label)
                acts.append(Action("trade-split", label, (a, b, r)))
    return acts


def apply_trade_split(s: XekoState, pending: TradeSplit, a: Action, out: Out) -> None:
    """Trade Winds: the cards are split; the rival chosen picks the pile the player keeps."""
    seat = pending.seat
    pile_a, pile_b, rival = a.args
    if out.on:
        note(out, "effect", "card:trade-winds", f"{s.name(seat)} splits the cards into {names(s, pile_a)} and "
             f"{names(s, pile_b)}; {s.name(rival)} picks the pile {s.name(seat)} keeps.", seat=seat,
             cards=[*pile_a, *pile_b], seats=[seat, rival])
    s.pending = TradePick(rival, pending.card, pile_a, pile_b, seat)


def trade_pick_options(s: XekoState, pending: TradePick) -> list[Action]:
    """Trade Winds: which pile the rival gives the player."""
    a, b = pending.pile_a, pending.pile_b
    giver = s.name(pending.giver)
    return [Action("trade-pick", f"Give {giver} the pile {names(s, a)}", (0,)),
            Action("trade-pick", f"Give {giver} the pile {names(s, b)}", (1,))]


def apply_trade_pick(s: XekoState, pending: TradePick, a: Action, out: Out) -> None:
    """Trade Winds: the pile given goes to the player's hand; the other is shuffled into their draw pile."""
    seat, giver = pending.seat, pending.giver
    keep, back = (pending.pile_a, pending.pile_b) if a.args[0] == 0 else (pending.pile_b, pending.pile_a)
    for i in keep + back:
        s.limbo.remove(i)
    s.hand[giver].extend(keep)
    s.draw[giver].extend(back)
    s.rng.shuffle(s.draw[giver])
    if out.on:
        note(out, "effect", "card:trade-winds", f"{s.name(seat)} gives {s.name(giver)} the pile {names(s, keep)}; "
             f"the other pile is shuffled back into the draw pile.", seat=seat,
             cards=list(keep), seats=[seat, giver])

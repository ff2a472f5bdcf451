"""Powers that work the moment a Species is played, before the Turf War step."""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.out import Out
from . import field as F
from .decisions import CometOrchid, ExtraSpecies, OwnLoss, Reflip, Search
from .explain import note
from .moves import field_to_shed, shuffle_draw
from .placing import place_species
from .state import XekoState
from .steps import ON_PLAY


def run_next(s: XekoState, due: tuple, out: Out) -> None:
    """Work through the on-play powers of the first card waiting; stop when a player must choose."""
    inst = s.onplay[0]
    card = s.card(inst)
    for power in ON_PLAY:
        if not card.has(power) or (inst, "play:" + power) in s.used:
            continue
        s.used.add((inst, "play:" + power))
        if s.position(inst) is None:
            break
        HANDLERS[power](s, inst, out)
        if s.pending is not None or s.over:
            return
    s.onplay.pop(0)


def coin_flip(s: XekoState, inst: int, out: Out) -> None:
    """Pondicherry Shark: a coin flip after its spot is chosen; Golden Arowana may flip again once a turn."""
    seat = s.owner(inst)
    result = s.rng.coin()
    if out.on:
        note(out, "coin", "card:pondicherry-shark", f"{s.name(seat)} flips a coin for {s.card(inst).name} (seeded "
             f"random source): {result}.", seat=seat, coin=result, cards=[inst])
    arowana = any(s.card(i).has("golden-arowana") for i in s.species_of(seat))
    if arowana and not s.arowana_reflipped:
        s.pending = Reflip(seat, inst, result)
        return
    shark_result(s, inst, result, out)


def shark_result(s: XekoState, inst: int, result: str, out: Out) -> None:
    """Heads: the Shark stays. Tails: back to the hand, and the play it used is open again for a different
    Species: the turn's Species step if it used that, else the power that let it be played (ruling X-27)."""
    if result == "heads":
        return
    seat = s.owner(inst)
    s.lift(s.position(inst))
    s.hand[seat].append(inst)
    s.bonus.pop(inst, None)
    s.wars = [w for w in s.wars if w[0] != inst]
    s.failed_species = s.failed_species | {s.card(inst).name}
    via = s.played_via.pop(inst, None)
    if via is None:
        s.species_played -= 1
        again = "another Species may be played instead"
    else:
        s.pending = ExtraSpecies(seat, via[0], via[1])
        again = f"{s.card(via[0]).name} still lets them play a different Species instead"
    if out.on:
        note(out, "coin", "shark-tails", f"Tails: {s.card(inst).name} fails to come into play and goes "
             f"back to {s.name(seat)}'s hand; {again}.", seat=seat,
             cards=[inst] + ([via[0]] if via is not None else []))


def own_loss(s: XekoState, inst: int, power: str, out: Out) -> None:
    """Great Green Macaw / Humpback Whale: shed one of your Species from the field, or lose the new card."""
    seat = s.owner(inst)
    if power == "great-green-macaw":
        pool = [i for i in s.species_of(seat) if i != inst and 1 in s.card(i).tokens]
    else:
        pool = [i for i in s.species_of(seat) if i != inst]
    if not pool:
        if out.on:
            note(out, "power", f"card:{power}", f"{s.name(seat)} has no Species that {s.card(inst).name} can "
                 "send to the shed pile, so it goes there itself.", seat=seat, cards=[inst])
        s.wars = [w for w in s.wars if w[0] != inst]
        field_to_shed(s, inst, out, f"{s.card(inst).name}'s own power")
    elif len(pool) == 1:
        field_to_shed(s, pool[0], out, f"{s.card(inst).name}'s power", by=inst)
    else:
        s.pending = OwnLoss(seat, inst, power)


def search(s: XekoState, inst: int, power: str, out: Out) -> None:
    """Ant Plant / Africanized Bee: the owner may take a matching card from the draw pile."""
    seat = s.owner(inst)
    if power == "africanized-bee" and all(s.card(i).mission == "Costa Rica" for i in s.draw[seat]):
        if out.on:
            note(out, "power", "card:africanized-bee", f"Every card in {s.name(seat)}'s draw pile is from Costa "
                 f"Rica, so {s.card(inst).name} goes to the shed pile and the pile is shuffled.", seat=seat,
                 cards=[inst])
        s.wars = [w for w in s.wars if w[0] != inst]
        field_to_shed(s, inst, out, "Africanized Bee found nothing to take")
        shuffle_draw(s, seat, out, "card:africanized-bee")
        return
    if search_options(s, seat, power):
        s.pending = Search(seat, inst, power)
        out.show((seat,))   # the search lists the seat's own draw pile: a look at hidden cards (ruling X-8)
    elif out.on:
        note(out, "power", f"card:{power}", f"{s.card(inst).name}: nothing in the draw pile fits, so there is "
             "nothing to take.", seat=seat, cards=[inst])


def search_options(s: XekoState, seat: int, power: str) -> list[int]:
    """One card of each name in the draw pile that the search may take."""
    seen, out = set(), []
    for i in s.draw[seat]:
        c = s.card(i)
        ok = (c.kind == "species" and c.type == "Insect") if power == "ant-plant" else c.mission != "Costa Rica"
        if ok and c.name not in seen:
            seen.add(c.name)
            out.append(i)
    return out


def orchid(s: XekoState, inst: int, out: Out) -> None:
    """Comet Orchid: its owner may at once play a Hawk Moth from hand, linked to the Orchid."""
    seat = s.owner(inst)
    if orchid_spots(s, seat, inst):
        s.pending = CometOrchid(seat, inst)


def orchid_spots(s: XekoState, seat: int, inst: int) -> list[tuple[int, tuple[int, int]]]:
    """(Hawk Moth in hand, spot) pairs where the Moth links to the Comet Orchid by the link rule."""
    moth = next((i for i in s.hand[seat] if s.card(i).name == "Hawk Moth"), None)
    if moth is None:
        return []
    out = []
    for p, needs in s.open_spots():
        if F.fits(s.table.sides[moth], needs):
            _, linked, _, _ = F.check_spot(s.field, s.table.sides, s.table.sides[moth], *p)
            if inst in linked:
                out.append((moth, p))
    return out


HANDLERS = {
    "pondicherry-shark": coin_flip,
    "great-green-macaw": lambda s, i, o: own_loss(s, i, "great-green-macaw", o),
    "humpback-whale": lambda s, i, o: own_loss(s, i, "humpback-whale", o),
    "ant-plant": lambda s, i, o: search(s, i, "ant-plant", o),
    "africanized-bee": lambda s, i, o: search(s, i, "africanized-bee", o),
    "comet-orchid": orchid,
}


# ----- the decisions an on-play power waits for: each kind's options, then what choosing does -----
def reflip_options(s: XekoState, pending: Reflip) -> list[Action]:
    """Golden Arowana: keep the Pondicherry Shark's coin, or flip it again."""
    return [Action("reflip", f"Keep the result ({pending.result})", (False,)),
            Action("reflip", "Flip again with Golden Arowana", (True,))]


def apply_reflip(s: XekoState, pending: Reflip, a: Action, out: Out) -> None:
    """Golden Arowana: the coin flipped again (once), or the first result kept; the shark's power follows."""
    result = pending.result
    if a.args[0]:
        s.arowana_reflipped = True
        result = s.rng.coin()
        if out.on:
            note(out, "coin", "card:golden-arowana", f"Golden Arowana: {s.name(pending.seat)} flips the coin again: "
                 f"{result}.", seat=pending.seat, coin=result)
    shark_result(s, pending.shark, result, out)


def own_loss_options(s: XekoState, pending: OwnLoss) -> list[Action]:
    """A power that costs the player one of their own Species: which one to shed."""
    inst, power = pending.card, pending.power
    pool = [i for i in s.species_of(pending.seat) if i != inst and (power != "great-green-macaw"
                                                                     or 1 in s.card(i).tokens)]
    return [Action("own-loss", f"Shed {s.card(i).name} at ({s.position(i)[0]}, {s.position(i)[1]})", (i,))
            for i in pool]


def apply_own_loss(s: XekoState, pending: OwnLoss, a: Action, out: Out) -> None:
    """The Species chosen goes from the field to its owner's shed pile."""
    field_to_shed(s, a.args[0], out, f"{s.card(pending.card).name}'s power", by=pending.card)


def search_choice_options(s: XekoState, pending: Search) -> list[Action]:
    """A search of the draw pile: take one card the power allows, or nothing."""
    return ([Action("search", f"Take {s.card(i).name} from the draw pile", (i,))
             for i in search_options(s, pending.seat, pending.power)] + [Action("search", "Take nothing", (None,))])


def apply_search(s: XekoState, pending: Search, a: Action, out: Out) -> None:
    """The card found is shown to everyone and taken into the hand; the draw pile is shuffled."""
    seat, inst, power = pending.seat, pending.card, pending.power
    if a.args[0] is None:
        if out.on:
            note(out, "power", f"card:{power}", f"{s.name(seat)} takes nothing.", seat=seat)
        return
    card = s.card(a.args[0])
    s.draw[seat].remove(a.args[0])
    s.hand[seat].append(a.args[0])
    if out.on:
        note(out, "power", f"card:{power}", f"{s.card(inst).name}: {s.name(seat)} takes {card.name} from the draw "
             "pile and shows it to everyone.", seat=seat, reveals=True, cards=[inst, a.args[0]])
    out.revealed = True
    shuffle_draw(s, seat, out, f"card:{power}")


def orchid_options(s: XekoState, pending: CometOrchid) -> list[Action]:
    """Comet Orchid: play a Hawk Moth at once, linked to it, or none."""
    return ([Action("orchid", f"Play Hawk Moth at ({p[0]}, {p[1]}), linked to the Comet Orchid", (m, p[0], p[1]),
                    spot=p) for m, p in orchid_spots(s, pending.seat, pending.orchid)]
            + [Action("orchid", "Play no Hawk Moth", (None,))])


def apply_orchid(s: XekoState, pending: CometOrchid, a: Action, out: Out) -> None:
    """Comet Orchid: the Hawk Moth chosen is played at once, linked to it (it does not count as the turn's)."""
    if a.args[0] is None:
        return
    moth, x, y = a.args
    if out.on:
        note(out, "power", "card:comet-orchid", f"Comet Orchid: {s.name(pending.seat)} plays Hawk Moth at once, "
             "linked to it.", seat=pending.seat, cards=[pending.orchid, moth])
    place_species(s, moth, (x, y), out, counts=False)

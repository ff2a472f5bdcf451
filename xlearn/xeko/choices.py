"""The choices of each kind of decision: what is offered (legal) and what choosing it does (apply)."""
from __future__ import annotations

from ..engine.actions import Action
from ..engine.out import Out
from . import on_play, powers, sun, turf_war
from .boosts import boost_options, play_boost
from .explain import note
from .state import HOTSPOT, SPECIES, TURF_WAR, XekoState
from .trophic import match_tokens, tokens_text
from .turn import place_species, placement_spots, playable_species
from .zones import discard


def species_label(name: str, pos: tuple[int, int]) -> str:
    return f"Play {name} at ({pos[0]}, {pos[1]})"


SKIP_XEKO = Action("skip-xeko", "Play no Xeko card")
PASS_BOOST = Action("pass", "Pass (play no Boost)")
SKIP_SPECIES = (Action("skip-species", "Play no Species card"), Action("skip-species", "Play no more Species cards"))


def xeko_options(s: XekoState, p: tuple) -> list[Action]:
    seen, acts = set(), []
    for i in s.hand[p[1]]:
        c = s.card(i)
        if c.kind == "xeko" and c.name not in seen:
            seen.add(c.name)
            acts.append(Action("xeko", f"Play Xeko card {c.name}", (i,)))
    return acts + [SKIP_XEKO]


def species_action(s: XekoState, inst: int, q: tuple[int, int]) -> Action:
    """The choice of playing this Species at q (as species_options lists it)."""
    return species_actions(s, inst, (q,))[0]


def species_actions(s: XekoState, inst: int, spots) -> list[Action]:
    """The choices of playing this Species at each of these spots, in their order."""
    name = s.t.defs[inst].name
    return s.t.actions_at(("species", inst), spots,
                          lambda q: Action("species", species_label(name, q), (inst, q[0], q[1]), spot=q))


def skip_species(s: XekoState) -> Action:
    """The last choice of the Species step: playing no (more) Species."""
    return SKIP_SPECIES[1 if s.species_played else 0]


def species_options(s: XekoState, p: tuple) -> list[Action]:
    acts = []
    for i in playable_species(s, p[1]):
        acts += species_actions(s, i, placement_spots(s, i))
    acts.append(skip_species(s))
    return acts


def pick_species(s: XekoState, p: tuple, chance) -> Action:
    """species_options(s, p)[chance.below(its length)], the same draw, without making every choice."""
    spots = [(i, placement_spots(s, i)) for i in playable_species(s, p[1])]
    k = chance.below(sum(len(fit) for _, fit in spots) + 1)
    for i, fit in spots:
        if k < len(fit):
            return species_action(s, i, fit[k])
        k -= len(fit)
    return skip_species(s)


def defender_options(s: XekoState, p: tuple) -> list[Action]:
    acts = []
    for i in p[3]:
        q = s.position(i)
        acts.append(Action("defender", f"Invade {s.card(i).name} at ({q[0]}, {q[1]})", (i,), spot=q))
    if p[4]:
        acts.append(Action("defender", "Start no Turf War", (None,)))
    return acts


def camouflage_options(s: XekoState, p: tuple) -> list[Action]:
    return [Action("camouflage", "Let the Turf War begin", (False,)),
            Action("camouflage", f"Decline: {s.card(p[2]).name} uses Camouflage", (True,))]


def boost_choice_options(s: XekoState, p: tuple) -> list[Action]:
    return boost_options(s, p[1]) + [PASS_BOOST]


def sacrifice_options(s: XekoState, p: tuple) -> list[Action]:
    n = s.card(s.tw.side_of(p[1])).value("sacrifice")
    return [Action("sacrifice", f"Use Sacrifice {n}: both Species go to their owners' shed piles", (True,)),
            Action("sacrifice", "Do not use Sacrifice", (False,))]


def extra_species_action(s: XekoState, inst: int, q: tuple[int, int]) -> Action:
    """The choice of playing this extra Species at q (as extra_species_options lists it)."""
    return extra_species_actions(s, inst, (q,))[0]


def extra_species_actions(s: XekoState, inst: int, spots) -> list[Action]:
    """The choices of playing this extra Species (no Turf War) at each of these spots, in their order."""
    name = s.t.defs[inst].name
    return s.t.actions_at(("extra-species", inst), spots,
                          lambda q: Action("extra-species", species_label(name, q) + " (no Turf War)",
                                           (inst, q[0], q[1]), spot=q))


def extra_species_options(s: XekoState, p: tuple) -> list[Action]:
    acts = []
    for i in playable_species(s, p[1]):
        acts += extra_species_actions(s, i, placement_spots(s, i))
    return acts + [Action("extra-species", "Play no extra Species", (None,))]


def discard_options(s: XekoState, p: tuple) -> list[Action]:
    seen, acts = set(), []
    for i in s.hand[p[1]]:
        if s.card(i).name not in seen:
            seen.add(s.card(i).name)
            acts.append(Action("discard", f"Discard {s.card(i).name}", (i,)))
    return acts


def sunrise_choice_options(s: XekoState, p: tuple) -> list[Action]:
    return sun.sunrise_options(s, p[1]) + [Action("end-sun", "End the SUNRISE step")]


def sunset_choice_options(s: XekoState, p: tuple) -> list[Action]:
    return sun.sunset_options(s, p[1]) + [Action("end-sun", "End the SUNSET step")]


OPTIONS = {
    "xeko": xeko_options, "species": species_options, "defender": defender_options,
    "camouflage": camouflage_options, "boost": boost_choice_options, "sacrifice": sacrifice_options,
    "extra-species": extra_species_options, "discard": discard_options, "sunrise": sunrise_choice_options,
    "sunset": sunset_choice_options,
    "reflip": on_play.options, "own-loss": on_play.options, "search": on_play.options, "orchid": on_play.options,
    "opponent": powers.options, "chase-off": powers.options, "deforest": powers.options,
    "trade-split": powers.options, "trade-pick": powers.options,
}


PICKERS = {"species": pick_species}   # kinds of decision whose random choice is found without the full list


def apply_choice(s: XekoState, a: Action, p: tuple, out: Out) -> None:
    """Carry out one chosen action of a pending decision `p` (already removed from s.pending)."""
    kind, seat = p[0], p[1]
    if kind == "xeko":
        if a.kind == "xeko":
            play_xeko_card(s, seat, a.args[0], out)
        else:
            s.xeko_played = True
            if out.on:
                note(out, "step", "xeko-step", f"{s.name(seat)} plays no Xeko card this turn.", seat=seat)
            s.step = SPECIES
    elif kind == "species":
        if a.kind == "species":
            inst, x, y = a.args
            place_species(s, inst, (x, y), out)
            s.step = TURF_WAR
        else:
            s.species_done = True
            if out.on:
                note(out, "step", "species-step", f"{s.name(seat)} plays no {'more ' if s.species_played else ''}"
                     "Species cards this turn.", seat=seat)
            s.step = TURF_WAR
    elif kind == "defender":
        if a.args[0] is None:
            if out.on:
                note(out, "no-war", "predator", f"{s.name(seat)} starts no Turf War with {s.card(p[2]).name}.",
                     seat=seat, cards=[p[2]])
        else:
            turf_war.begin(s, p[2], a.args[0], out)
    elif kind == "camouflage":
        if a.args[0]:
            if out.on:
                note(out, "camouflage", "camouflage", f"{s.name(seat)}'s {s.card(p[2]).name} uses Camouflage: the "
                     "Turf War does not happen.", seat=seat, cards=[p[2]])
            s.tw = None
        elif out.on:
            note(out, "camouflage", "camouflage", f"{s.name(seat)} lets the Turf War begin; Camouflage can no "
                 "longer call it off.", seat=seat)
    elif kind == "boost":
        if a.kind == "pass":
            s.tw.passes += 1
            s.tw.turn_seat = s.tw.other(seat)
            if out.on:
                note(out, "pass", "tw-boosts", f"{s.name(seat)} passes.", seat=seat)
        else:
            play_boost(s, seat, a, out)
    elif kind == "sacrifice":
        if a.args[0]:
            turf_war.sacrifice(s, out)
    elif kind == "extra-species":
        if a.args[0] is not None:
            inst, x, y = a.args
            place_species(s, inst, (x, y), out, war=False, counts=False, via=(p[2], p[3]))
        elif out.on:
            note(out, "power", f"card:{p[3]}", f"{s.name(seat)} plays no extra Species.", seat=seat)
    elif kind == "discard":
        discard(s, seat, a.args[0])
        out.revealed = True
        if out.on:
            note(out, "discard", p[2], f"{s.name(seat)} discards {s.card(a.args[0]).name} to their face-up shed pile.",
                 seat=seat, reveals=True, cards=[a.args[0]])
    elif kind in ("sunrise", "sunset"):
        if a.kind == "end-sun":
            s.sun_done = True
        else:
            sun.use_power(s, seat, a, out)
    elif kind in ("reflip", "own-loss", "search", "orchid"):
        on_play.choose(s, a, p, out)
    else:
        powers.choose(s, a, p, out)


def play_xeko_card(s: XekoState, seat: int, inst: int, out: Out) -> None:
    """3. Play One Xeko Card: show the Trophic Tokens and apply the card; without them the card is lost."""
    card = s.card(inst)
    s.hand[seat].remove(inst)
    s.xeko_played = True
    s.resolving = inst
    s.used.add((-1, "xeko-card-played"))  # played, even if it turns out to be lost (Acropora)
    defs, owner = s.t.defs, s.t.owner
    mine = [(defs[i].name, defs[i].tokens) for _, i in sorted(s.field.items())
            if i != HOTSPOT and owner[i] == seat and defs[i].kind == "species"]
    shown = match_tokens(card.tokens, mine)
    if shown is None:
        if out.on:
            note(out, "xeko-lost", "xeko-lost", f"{s.name(seat)} plays {card.name}, which needs Trophic Tokens "
                 f"{tokens_text(card.tokens)}, but their Species in the field cannot show them all: the card "
                 "is lost and does nothing.", seat=seat, card=card.name, cards=[inst])
        return
    if out.on:
        shows = ", ".join(f"{name} ({lvl}-dot)" if lvl else f"{name} (plant)" for lvl, name in shown)
        mine_ids = [i for _, i in sorted(s.field.items())
                    if i != HOTSPOT and owner[i] == seat and defs[i].kind == "species"]
        note(out, "xeko", "trophic", f"{s.name(seat)} plays {card.name} and shows its Trophic Tokens on {shows}.",
             seat=seat, card=card.name, cards=[inst, *showing(s, mine_ids, [name for _, name in shown])])
    powers.run_xeko_card(s, inst, out)


def showing(s: XekoState, ids: list[int], names: list[str]) -> list[int]:
    """The instances of `ids` that carry these names, one each in order (two copies: either shows the same)."""
    left, out = list(ids), []
    for name in names:
        i = next((i for i in left if s.card(i).name == name), None)
        if i is not None:
            left.remove(i)
            out.append(i)
    return out

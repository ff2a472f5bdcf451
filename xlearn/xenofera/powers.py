"""The registry of card abilities: data says which card has which effect id, this code says what it does.

Every effect id listed in cards.EFFECTS is registered here under one hook:
- "member": a Huntsman's or crew member's standing ability, asked for a bonus for a purpose
  ("cage", "item", "capture", "battle", "collection", "hand") and a target card;
- "item": what an item does for its cage ("guard", "widen", "room", "habitat");
- "action": a regular Action card: which targets it may take now, and what it does;
- "reaction": what a Reaction does when its player wins the battle against the Action;
- "immediate": what an Immediate card does the moment it is drawn.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from ..engine.out import Out
from .cards import SIZES, CardDef
from .explain import note, plural
from .state import XenoferaState
from .zones import discard_cage, draw_utility, refill_sight

REGISTRY: dict[str, tuple[str, object]] = {}


def power(effect: str, hook: str):
    """Register an effect id's function under its hook."""
    def wrap(fn):
        """Register the decorated function."""
        REGISTRY[effect] = (hook, fn)
        return fn
    return wrap


# ----- standing abilities of Huntsmen and crew members -------------------------------------------
def _standing_ability(effect: str, purpose: str, fits: Callable[[object, object], bool] | None = None) -> None:
    """Register a standing ability: its value counts towards one purpose, for the targets `fits(arg, target)`
    accepts (every target when None)."""
    def bonus(value: int, arg, wanted: str, target) -> int:
        return value if wanted == purpose and (fits is None or fits(arg, target)) else 0
    power(effect, "member")(bonus)


# effect id, the purpose its points count towards, which targets it counts for (the section that says so)
STANDING_ABILITIES = (
    ("build-cage", "cage", None),                                                      # B. Build Phase
    ("build-item", "item", None),                                                      # B. Build Phase
    ("capture-size", "capture", lambda arg, target: SIZES[target.size] == arg),        # C. Capture Phase
    ("capture-trait", "capture", lambda arg, target: arg in target.traits),            # C. Capture Phase
    ("capture-planet", "capture", lambda arg, target: target.planet == arg),           # C. Capture Phase
    ("battle", "battle", None),                           # Battles: added to its owner's total in every battle
    ("collector", "collection", None),                    # Scoring and Winning: added to each Collection bonus
    ("hand-size", "hand", None),                          # D. Draw Phase: the hand is refilled to more than 7
)
for _effect, _purpose, _fits in STANDING_ABILITIES:
    _standing_ability(_effect, _purpose, _fits)


def member_bonus(card: CardDef, purpose: str, target) -> int:
    """A member's bonus from its standing abilities towards one purpose and target."""
    total = 0
    for effect, value, arg in card.powers:
        hook, fn = REGISTRY[effect]
        if hook == "member":
            total += fn(value, arg, purpose, target)
    return total


@lru_cache(maxsize=16384)
def points(card: CardDef, purpose: str, target) -> int:
    """A member's points towards one cost: printed build or capture points plus any matching ability.
    (Remembered: cards never change.)"""
    base = card.capture if purpose == "capture" else card.build
    return base + member_bonus(card, purpose, target) if card.powers else base


def seat_bonus_terms(s: XenoferaState, seat: int, purpose: str) -> list[tuple[str, int]]:
    """Every standing bonus a seat's Huntsman and crew give for a purpose, as Calculation terms."""
    terms = []
    for inst in s.members(seat):
        card = s.card(inst)
        if card.powers:
            b = member_bonus(card, purpose, None)
            if b:
                terms.append((f"{card.name}'s ability", b))
    return terms


# ----- items on cages -----------------------------------------------------------------------------
def _cage_item(effect: str, counts_value: bool) -> None:
    """Register what an item does for its cage: asked for its own effect id, it answers its value (or 1 for an
    item that only switches something on); asked for anything else, 0."""
    def amount(value, query: str) -> int:
        return (value if counts_value else 1) if query == effect else 0
    power(effect, "item")(amount)


# effect id, whether its value counts (the section that says what it does)
CAGE_ITEMS = (
    ("guard", False),     # Battles: an Action aimed at this cage makes it defend itself with a battle
    ("widen", False),     # C. Capture Phase: the cage also fits creatures one size above its largest size
    ("room", True),       # C. Capture Phase: the cage holds more creatures
    ("habitat", True),    # Scoring and Winning: each creature in the cage scores more
)
for _effect, _counts in CAGE_ITEMS:
    _cage_item(_effect, _counts)


def item_total(s: XenoferaState, items: tuple, query: str) -> int:
    """What a cage's items add up to for one query ("guard", "widen", "room", "habitat")."""
    total = 0
    for i in items:
        for effect, value, _ in s.card(i).powers:
            hook, fn = REGISTRY[effect]
            if hook == "item":
                total += fn(value, query)
    return total


def guarded(s: XenoferaState, seat: int, cage: int) -> int | None:
    """The guarding item on a cage, if it has one."""
    k = s.cage_of(seat, cage)
    if k < 0:
        return None
    for i in s.cages[seat][k][1]:
        if item_total(s, (i,), "guard"):
            return i
    return None


def cage_room(s: XenoferaState, entry: tuple) -> int:
    """How many more creatures a cage can take."""
    cage, items, caught = entry
    return s.card(cage).capacity + (item_total(s, items, "room") if items else 0) - len(caught)


def cage_fits(s: XenoferaState, entry: tuple, size: int) -> bool:
    """A cage fits a creature when the size is printed on it, or one above its largest with a widening item."""
    sizes = s.card(entry[0]).sizes
    if size in sizes:
        return True
    return bool(entry[1]) and size == sizes[-1] + 1 and item_total(s, entry[1], "widen") > 0


# ----- regular Action cards -----------------------------------------------------------------------
Targets = Callable[[XenoferaState, int], list]
Resolve = Callable[[XenoferaState, int, int, tuple, Out], None]


def cage_name(s: XenoferaState, seat: int, k: int) -> str:
    """How a cage is named: its owner and its place in the Cargo Bay."""
    return f"{s.name(seat)}'s Cage {k + 1}"


def _rivals(s: XenoferaState, seat: int) -> list[int]:
    """The other seats, clockwise from this one."""
    return s.clockwise_from(seat)[1:]


def _draw_targets(s, seat):
    """A drawing Action aims at nothing."""
    return [((), "")]


@power("draw", "action")
def _draw_action():
    """Performing other Actions: draw Utility cards."""
    def resolve(s: XenoferaState, seat: int, card: int, target: tuple, out: Out) -> None:
        n = s.card(card).power("draw")[1]
        draw(s, seat, n, out, rule="other-action")
    return _draw_targets, resolve


@power("flush", "action")
def _flush_action():
    """Performing other Actions: scare one creature out of the Line of Sight; it is replaced."""
    def targets(s, seat):
        return [((x,), f" on {s.card(x).name}") for x in s.sight]

    def resolve(s, seat, card, target, out):
        x = target[0]
        s.sight.remove(x)
        s.xeno_discard.append(x)
        if out.on:
            note(out, "flush", "other-action", f"{s.card(x).name} is driven off into the Xenofera discard pile.",
                 seat=seat, cards=[x])
        refill_sight(s, out)
    return targets, resolve


def _in_rival_cages(s: XenoferaState, seat: int, part: int, word: str) -> list:
    """A cage-aimed Action's targets: each item (part 1) or creature (part 2) in a rival's cage."""
    found = []
    for r in _rivals(s, seat):
        for k, entry in enumerate(s.cages[r]):
            for x in entry[part]:
                found.append(((r, entry[0], x), f" on {s.card(x).name} {word} {cage_name(s, r, k)}"))
    return found


def _take_out_of_cage(s: XenoferaState, target: tuple, part: int) -> int:
    """Take one item (part 1) or creature (part 2) out of a rival's cage; the cage's place in the Cargo Bay."""
    r, cage, x = target
    k = s.cage_of(r, cage)
    s.set_cage(r, k, tuple(tuple(i for i in p if i != x) if j == part else p for j, p in enumerate(s.cages[r][k])))
    return k


def _out_of_rival_cage(part: int, word: str, pile: str, event: str, rule: str, words: str):
    """A cage-aimed Action that takes one item (part 1) or creature (part 2) out of a rival's cage and puts it
    on a discard pile (``pile``, a state attribute); ``words`` tell it, naming the card and the cage."""
    def targets(s, seat):
        return _in_rival_cages(s, seat, part, word)

    def resolve(s, seat, card, target, out):
        r, x = target[0], target[2]
        k = _take_out_of_cage(s, target, part)
        getattr(s, pile).append(x)
        if out.on:
            note(out, event, rule, words.format(card=s.card(x).name, cage=cage_name(s, r, k)), seat=r, cards=[x])
    return targets, resolve


@power("release", "action")
def _release_action():
    """Performing other Actions: set free a creature from a rival's cage (a cage-aimed Action)."""
    return _out_of_rival_cage(2, "in", "xeno_discard", "release", "other-action",
                              "{card} escapes from {cage} into the Xenofera discard pile.")


@power("sabotage", "action")
def _sabotage_action():
    """Performing other Actions: wreck one item on a rival's cage (a cage-aimed Action)."""
    return _out_of_rival_cage(1, "of", "util_discard", "sabotage", "built-stays",
                              "{card} is wrecked and leaves {cage} for the Utility discard pile.")


@power("demolish", "action")
def _demolish_action():
    """Performing other Actions: destroy a rival's cage with what is on and in it (a cage-aimed Action)."""
    def targets(s, seat):
        return [((r, cage), f" on {cage_name(s, r, k)} ({s.card(cage).name})")
                for r in _rivals(s, seat) for k, (cage, _, _) in enumerate(s.cages[r])]

    def resolve(s, seat, card, target, out):
        r, cage = target
        k = s.cage_of(r, cage)
        c, items, caught = discard_cage(s, r, k)
        if out.on:
            parts = [f"{s.name(r)}'s {s.card(c).name} is destroyed"]
            if items:
                parts.append(f"{plural(len(items), 'item')} on it {'goes' if len(items) == 1 else 'go'} to the "
                             "Utility discard pile")
            if caught:
                parts.append(f"{plural(len(caught), 'creature')} in it {'goes' if len(caught) == 1 else 'go'} to "
                             "the Xenofera discard pile")
            note(out, "demolish", "built-stays", "; ".join(parts) + ".", seat=r, cards=[c])
    return targets, resolve


def _leaves_crew(s: XenoferaState, seat: int, member: int) -> None:
    """A crew member leaves Crew Quarters for the Utility discard pile (its cost no longer counts)."""
    s.put("crew", seat, tuple(x for x in s.crew[seat] if x != member))
    s.util_discard.append(member)


@power("dismiss", "action")
def _dismiss_action():
    """Performing other Actions: lure a crew member away from a rival (never a Huntsman)."""
    def targets(s, seat):
        return [((r, m), f" on {s.name(r)}'s {s.card(m).name}") for r in _rivals(s, seat) for m in s.crew[r]]

    def resolve(s, seat, card, target, out):
        r, m = target
        _leaves_crew(s, r, m)
        if out.on:
            note(out, "dismiss", "recruit", f"{s.card(m).name} leaves {s.name(r)}'s Crew Quarters for the Utility "
                 "discard pile.", seat=r, cards=[m])
    return targets, resolve


@power("discharge", "action")
def _discharge_action():
    """Performing other Actions: let one of your own crew members go (its cost no longer counts)."""
    def targets(s, seat):
        return [((m,), f" on {s.card(m).name}") for m in s.crew[seat]]

    def resolve(s, seat, card, target, out):
        m = target[0]
        _leaves_crew(s, seat, m)
        if out.on:
            note(out, "discharge", "recruit", f"{s.name(seat)} pays off {s.card(m).name}, who leaves Crew "
                 "Quarters for the Utility discard pile.", seat=seat, cards=[m])
    return targets, resolve


_ACTIONS: dict[str, tuple[Targets, Resolve]] = {}


def action_parts(effect: str) -> tuple[Targets, Resolve]:
    """An Action effect's (targets, resolve) pair, made once."""
    parts = _ACTIONS.get(effect)
    if parts is None:
        parts = _ACTIONS[effect] = REGISTRY[effect][1]()
    return parts


@lru_cache(maxsize=1024)
def action_effect(card: CardDef) -> str:
    """The effect id of an Action card's action (remembered: cards never change)."""
    return next(e for e, _, _ in card.powers if REGISTRY[e][0] == "action")


# ----- Reactions ----------------------------------------------------------------------------------
@power("cancel", "reaction")
def _cancel(s: XenoferaState, seat: int, value, out: Out) -> None:
    """Battles: the reacting player won, so the Action is cancelled."""


@power("cancel-draw", "reaction")
def _cancel_draw(s: XenoferaState, seat: int, value, out: Out) -> None:
    """Battles: the reacting player won: the Action is cancelled and they draw."""
    draw(s, seat, value, out, rule="reaction")


# ----- Immediates ---------------------------------------------------------------------------------
@power("stampede", "immediate")
def _stampede(s: XenoferaState, seat: int, value, out: Out) -> None:
    """Card Types, Immediate: the whole Line of Sight runs off and five new creatures appear."""
    gone = list(s.sight)
    s.xeno_discard.extend(gone)
    s.sight = []
    if out.on:
        note(out, "stampede", "immediate", f"Stampede! {plural(len(gone), 'creature')} leave the Line of Sight for "
             "the Xenofera discard pile.", seat=seat,
             cards=[next(i for i in reversed(s.util_discard) if s.card(i).has("stampede"))])
    refill_sight(s, out, rule="immediate")


@power("windfall", "immediate")
def _windfall(s: XenoferaState, seat: int, value, out: Out) -> None:
    """Card Types, Immediate: the player draws more Utility cards."""
    draw(s, seat, value, out, rule="immediate")


def run_card(s: XenoferaState, seat: int, inst: int, out: Out) -> None:
    """What a Reaction does when its player wins the battle (Battles), and what an Immediate card does the
    moment it is drawn or dealt (Card Types): each of its effects, in order."""
    for effect, value, _ in s.card(inst).powers:
        REGISTRY[effect][1](s, seat, value, out)


def draw(s: XenoferaState, seat: int, n: int, out: Out, rule: str = "draw-phase", *, upto: int | None = None) -> int:
    """Draw Utility cards (zones.draw_utility), each Immediate drawn working at once by this registry."""
    return draw_utility(s, seat, n, out, rule, upto=upto, immediate=run_card)

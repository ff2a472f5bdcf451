"""The Player Turn: Action, Build, Capture, Draw and Renew, run automatically until a player must choose."""
from __future__ import annotations

from functools import lru_cache, partial
from itertools import repeat

from ..engine.actions import Action, Refusal
from ..engine.events import Calculation
from ..engine.out import Out
from . import battle, build, capture
from .build import distinct
from .cards import CAGE_TARGETED, HAND_SIZE
from .endgame import CALL, can_call, end_turn
from .explain import card_list, note
from .powers import action_effect, action_parts, guarded, run_reaction, seat_bonus_terms
from .rulebook import RULEBOOK
from .state import (ACTION, BUILD, CAPTURE, DRAW, END_GAME, MAX_ACTIONS, MAX_CREW, REMEMBERED, RENEW, XenoferaState)
from .zones import draw_utility


def advance(s: XenoferaState, out: Out) -> None:
    """Run every step that needs no choice, until someone must decide or the game is over."""
    if not RUNNERS_ALL:
        from .setup import SETUP_RUNNERS
        RUNNERS_ALL.update(SETUP_RUNNERS)
        RUNNERS_ALL.update(RUNNERS)
    while not s.over and s.pending is None:
        RUNNERS_ALL[s.phase](s, out)


RUNNERS_ALL: dict = {}


def start_turn(s: XenoferaState, seat: int, out: Out) -> None:
    s.active, s.phase = seat, ACTION
    s.acts, s.busy, s.ctx = 0, frozenset(), None
    s.turn += 1
    if out.on:
        last = " This is their last turn." if s.final is not None else ""
        note(out, "turn", "turn", f"Turn {s.turn}: {s.name(seat)}'s turn begins.{last}", seat=seat, turn=s.turn)


# ----- A. Action Phase ----------------------------------------------------------------------------
_ACTION_OPTIONS: dict = {}


def action_options(s: XenoferaState, seat: int) -> list[Action]:
    """Recruits and Action cards with every target they can take (remembered by position)."""
    if s.acts >= MAX_ACTIONS:
        return []
    key = (s.t, seat, tuple(s.hand[seat]), tuple(s.sight), tuple(s.cages), tuple(s.crew))
    hit = _ACTION_OPTIONS.get(key)
    if hit is None:
        if len(_ACTION_OPTIONS) > REMEMBERED:
            _ACTION_OPTIONS.clear()
        hit = _ACTION_OPTIONS[key] = tuple(_action_options(s, seat))
    return list(hit)


def _action_options(s: XenoferaState, seat: int) -> list[Action]:
    acts = []
    hand = s.hand[seat]
    if len(s.crew[seat]) < MAX_CREW:
        for i in distinct(s, hand, ("crew",)):
            acts.append(cached("recruit", i, s))
    for i in distinct(s, hand, ("action",)):
        card = s.card(i)
        targets, _ = action_parts(action_effect(card))
        for target, suffix in targets(s, seat):
            acts.append(Action("play", f"Play {card.name}{suffix}", (i,) + target))
    return acts


_CACHE: dict = {}
_VERB = {"recruit": "Recruit"}


def cached(kind: str, inst: int, s: XenoferaState) -> Action:
    """Choices whose label depends only on the card are made once and shared (Actions are immutable)."""
    key = (kind, inst, s.card(inst).name)
    a = _CACHE.get(key)
    if a is None:
        a = _CACHE[key] = Action(kind, f"{_VERB[kind]} {s.card(inst).name}", (inst,))
    return a


def run_action(s: XenoferaState, out: Out) -> None:
    seat = s.active
    if s.ctx is not None:
        continue_action(s, out)
        return
    if action_options(s, seat):
        s.pending = ("action", seat)
        return
    if out.on:
        why = ("has played two Action cards" if s.acts >= MAX_ACTIONS else "has no Action card that can be "
               "played now")
        note(out, "phase", "action-phase", f"{s.name(seat)} {why}; on to the Build Phase.", seat=seat)
    s.phase = BUILD


def recruit(s: XenoferaState, seat: int, inst: int, out: Out) -> None:
    s.hand[seat].remove(inst)
    s.put("crew", seat, s.crew[seat] + (inst,))
    s.acts += 1
    if out.on:
        c = s.card(inst)
        note(out, "recruit", "recruit", f"{s.name(seat)} recruits {c.name} ({c.build} build, {c.capture} capture, "
             f"costs {c.cost} at the end). Crew Quarters: {len(s.crew[seat])} of {MAX_CREW}.", seat=seat,
             card=c.name, cards=[inst])


def play_action(s: XenoferaState, seat: int, a: Action, out: Out) -> None:
    inst, target = a.args[0], tuple(a.args[1:])
    s.hand[seat].remove(inst)
    s.limbo.append(inst)
    s.acts += 1
    s.ctx = (inst, target, seat, "react", 0, -1, -1)
    if out.on:
        text = f"{s.name(seat)} plays {a.label[5:]}. {s.card(inst).text}"
        named = [i for i in (target[1:] if len(target) > 1 else target) if s.card(i).name in a.label]
        note(out, "play", "other-action", text, seat=seat, card=s.card(inst).name, cards=[inst, *named],
             seats=[seat, target[0]] if len(target) > 1 else [seat])
    continue_action(s, out)


def _reactions(s: XenoferaState, seat: int) -> list[int]:
    return distinct(s, s.hand[seat], ("reaction",))


def continue_action(s: XenoferaState, out: Out) -> None:
    """Settle the Action being played: ask for Reactions, fight a guarded cage, then let it work."""
    card, target, actor, stage, idx, reaction, reactor = s.ctx
    if stage == "react":
        order = s.clockwise_from(actor)[1:]
        while idx < len(order):
            seat = order[idx]
            idx += 1
            if _reactions(s, seat):
                s.ctx = (card, target, actor, "react", idx, -1, -1)
                s.pending = ("react", seat)
                return
        stage = "guard"
    if stage == "guard":
        if action_effect(s.card(card)) in CAGE_TARGETED:
            victim, cage = target[0], target[1]
            item = guarded(s, victim, cage)
            if item is not None:
                s.ctx = (card, target, actor, "guarding", idx, -1, -1)
                battle.begin(s, actor, victim, "guard", item, out)
                return
    resolve_action(s, out)


def resolve_action(s: XenoferaState, out: Out) -> None:
    card, target, actor = s.ctx[0], s.ctx[1], s.ctx[2]
    _, resolve = action_parts(action_effect(s.card(card)))
    s.ctx = None
    resolve(s, actor, card, target, out)
    s.limbo.remove(card)
    s.util_discard.append(card)


def react(s: XenoferaState, seat: int, inst: int, out: Out) -> None:
    card, target, actor, _, idx, _, _ = s.ctx
    s.hand[seat].remove(inst)
    s.limbo.append(inst)
    s.ctx = (card, target, actor, "reacting", idx, inst, seat)
    out.revealed = True
    if out.on:
        note(out, "react", "reaction", f"{s.name(seat)} answers {s.card(card).name} with the Reaction "
             f"{s.card(inst).name}: it is settled first. {s.card(inst).text}", seat=seat, reveals=True,
                 cards=[card, inst])
    battle.begin(s, actor, seat, "reaction", inst, out)


def let_it_be(s: XenoferaState, seat: int, out: Out) -> None:
    if out.on:
        note(out, "no-reaction", "reaction", f"{s.name(seat)} lets {s.card(s.ctx[0]).name} go ahead.", seat=seat,
                 cards=[s.ctx[0]])
    continue_action(s, out)


def after_battle(s: XenoferaState, attacker_won: bool, out: Out) -> None:
    """A battle is over: the Reaction or the guarded cage has won or lost, and the Action goes on or stops."""
    card, target, actor, stage, idx, reaction, reactor = s.ctx
    name = s.card(card).name
    if stage == "reacting":
        s.limbo.remove(reaction)
        s.util_discard.append(reaction)
        if not attacker_won:
            if out.on:
                note(out, "cancelled", "reaction", f"{s.name(reactor)}'s {s.card(reaction).name} wins: "
                     f"{name} is cancelled and goes to the discard pile with no effect.", seat=reactor,
                     cards=[reaction, card])
            s.ctx = None
            s.limbo.remove(card)
            s.util_discard.append(card)
            run_reaction(s, reactor, reaction, out)
            return
        if out.on:
            note(out, "reaction-fails", "reaction", f"{s.card(reaction).name} fails; {name} goes ahead.", seat=actor,
                     cards=[reaction, card])
        s.ctx = (card, target, actor, "guard", idx, -1, -1)
        continue_action(s, out)
        return
    if not attacker_won:
        if out.on:
            note(out, "guard-holds", "battle", f"The cage holds: {name} fails and goes to the discard pile.",
                 seat=target[0], cards=[card])
        s.ctx = None
        s.limbo.remove(card)
        s.util_discard.append(card)
        return
    resolve_action(s, out)


# ----- B, C: Build and Capture --------------------------------------------------------------------
def run_build(s: XenoferaState, out: Out) -> None:
    if build.options(s, s.active):
        s.pending = ("build", s.active)
        return
    if out.on:
        note(out, "phase", "build-phase", f"{s.name(s.active)} has nothing they can build now; on to the Capture "
             "Phase.", seat=s.active)
    s.phase = CAPTURE


def run_capture(s: XenoferaState, out: Out) -> None:
    if capture.options(s, s.active):
        s.pending = ("capture", s.active)
        return
    if out.on:
        note(out, "phase", "capture-phase", f"{s.name(s.active)} cannot capture any creature in view now; on to "
             "the Draw Phase.", seat=s.active)
    s.phase = DRAW


# ----- D. Draw Phase ------------------------------------------------------------------------------
def hand_size(s: XenoferaState, seat: int) -> int:
    return HAND_SIZE + sum(v for _, v in seat_bonus_terms(s, seat, "hand"))


def draw_options(s: XenoferaState, seat: int) -> list[Action]:
    """Draw Phase, one choice: which cards to discard (any number, none included) before refilling the
    hand, or else two Collections."""
    size = hand_size(s, seat)
    acts = list(_discard_options(s.t, tuple(s.hand[seat]), size))
    if s.coll_deck:
        acts.append(_collections_choice(s))
    return acts


def pick_draw_option(s: XenoferaState, seat: int, chance) -> Action:
    """draw_options(s, seat)[chance.below(n)] for n choices, building only the drawn choice."""
    groups = _discard_groups(s.t, tuple(s.hand[seat]))
    subsets = _subset_count(groups)
    k = chance.below(subsets + 1 if s.coll_deck else subsets)
    if k == subsets:
        return _collections_choice(s)
    return _discard_choice(groups, _subset_counts(groups, k), hand_size(s, seat))


def _collections_choice(s: XenoferaState) -> Action:
    """D. Draw Phase: instead of refilling, draw two Collections (the last one when only one is left)."""
    return Action("collections", "Draw two Collections" if len(s.coll_deck) > 1 else "Draw the last Collection")


# An Action (a named tuple) made straight from its (kind, label, args, spot) row, with no Python call per row:
# the Draw Phase lists up to 128 of them at once.
_as_action = partial(tuple.__new__, Action)


@lru_cache(maxsize=REMEMBERED)
def _discard_groups(t, hand: tuple) -> tuple:
    """The hand's cards grouped by name, in first-seen order: copies of a card are not told apart."""
    groups: dict[str, list[int]] = {}
    for i in hand:
        groups.setdefault(t.defs[i].name, []).append(i)
    return tuple((name, tuple(insts)) for name, insts in groups.items())


def _subset_count(groups: tuple) -> int:
    """How many sets of cards can be discarded (none included): 0..copies of each name."""
    n = 1
    for _, insts in groups:
        n *= len(insts) + 1
    return n


def _subset_counts(groups: tuple, index: int) -> tuple:
    """How many copies of each name the index-th discard set holds, in listing order (last name fastest)."""
    counts = []
    for _, insts in reversed(groups):
        index, k = divmod(index, len(insts) + 1)
        counts.append(k)
    return tuple(reversed(counts))


def _discard_words(name: str, k: int) -> str:
    """How a label names k discarded copies of one card."""
    return name if k == 1 else f"{name} \u00d7{k}"


def _discard_label(parts, size: int) -> str:
    """The label of a refill: keep everything, or discard the named cards, then draw back up to size."""
    if not parts:
        return f"Keep every card and draw back up to {size} cards"
    said = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"Discard {said}, then draw back up to {size} cards"


def _discard_choice(groups: tuple, counts: tuple, size: int) -> Action:
    """The refill choice discarding counts[j] copies of the j-th name."""
    chosen = tuple(i for (_, insts), k in zip(groups, counts) for i in insts[:k])
    parts = [_discard_words(name, k) for (name, _), k in zip(groups, counts) if k]
    return Action("refill", _discard_label(parts, size), chosen)


# A handful: a match lists a position's choices once, and up to 128 Actions a hand are a lot to keep.
@lru_cache(maxsize=16)
def _discard_options(t, hand: tuple, size: int) -> tuple:
    """Every set of cards to discard (copies of a card are not told apart); keeping everything comes first.
    Listed as nested loops over the names, the last name varying fastest."""
    cards, heads, lasts = [()], [""], [""]
    for name, insts in _discard_groups(t, hand):
        cards, heads, lasts = _grow_discards(name, insts, cards, heads, lasts)
    tail = f", then draw back up to {size} cards"
    labels = [_discard_label((), size)]
    labels += [f"Discard {head} and {last}{tail}" if head else f"Discard {last}{tail}"
               for head, last in zip(heads[1:], lasts[1:])]
    return tuple(map(_as_action, zip(repeat("refill"), labels, cards, repeat(None))))


def _grow_discards(name: str, insts: tuple, cards: list, heads: list, lasts: list) -> tuple:
    """Each discard set so far, followed by it with 1..all copies of one more name. A set's words are kept as
    the words before the last and the last words, to be joined with "and" once every name is in."""
    ways = [(insts[:k], _discard_words(name, k)) for k in range(1, len(insts) + 1)]
    grown_cards, grown_heads, grown_lasts = [], [], []
    for chosen, head, last in zip(cards, heads, lasts):
        grown_cards.append(chosen)
        grown_heads.append(head)
        grown_lasts.append(last)
        before = f"{head}, {last}" if head else last
        for more, words in ways:
            grown_cards.append(chosen + more)
            grown_heads.append(before)
            grown_lasts.append(words)
    return grown_cards, grown_heads, grown_lasts


def run_draw(s: XenoferaState, out: Out) -> None:
    s.pending = ("draw", s.active)


def refill(s: XenoferaState, seat: int, discards: tuple, out: Out) -> None:
    """Discard the chosen cards, then draw until the hand holds seven (or the hand-size ability's number)."""
    for i in discards:
        s.hand[seat].remove(i)
        s.util_discard.append(i)
    target = hand_size(s, seat)
    if out.on:
        gone = f"{s.name(seat)} discards {card_list([s.card(i).name for i in discards])}, then" if discards else \
            f"{s.name(seat)} keeps every card and"
        calc = Calculation.of("Cards to draw", [("hand size", target), ("cards in hand", -len(s.hand[seat]))])
        note(out, "refill", "hand-size", f"{gone} refills the hand from {len(s.hand[seat])} towards {target} cards.",
             seat=seat, calc=calc if calc.total > 0 else None, discarded=[s.card(i).name for i in discards],
             cards=list(discards))
    draw_utility(s, seat, 0, out, rule="hand-size", upto=target)
    s.phase = RENEW


def draw_collections(s: XenoferaState, seat: int, out: Out) -> None:
    k = min(2, len(s.coll_deck))
    got = [s.coll_deck.pop() for _ in range(k)]
    out.revealed = True
    if k == 1:
        s.put("colls", seat, s.colls[seat] + (got[0],))
        if out.on:
            note(out, "collection", "draw-phase", f"You draw and keep {s.card(got[0]).name}, the last Collection "
                 "(ruling N-12).", seat=seat, audience=frozenset((seat,)), cards=[got[0]],
                 public=f"{s.name(seat)} draws the last Collection and keeps it face down.")
        s.phase = RENEW
        return
    s.put("offer", seat, tuple(got))
    s.pending = ("keep-collection", seat)
    if out.on:
        note(out, "collection", "draw-phase", f"You draw the Collections {s.card(got[0]).name} and "
             f"{s.card(got[1]).name}; keep one.", seat=seat, audience=frozenset((seat,)), cards=[got[0], got[1]],
             public=f"{s.name(seat)} draws two Collections and will keep one.")


def keep_collection(s: XenoferaState, seat: int, inst: int, out: Out, rule: str = "draw-phase") -> None:
    other = [i for i in s.offer[seat] if i != inst]
    s.put("offer", seat, ())
    s.put("colls", seat, s.colls[seat] + (inst,))
    s.coll_deck.extend(other)
    s.rng.shuffle(s.coll_deck)
    if out.on:
        note(out, "keep-collection", rule, f"You keep {s.card(inst).name} face down; the other Collection is "
             "shuffled back into the deck.", seat=seat, audience=frozenset((seat,)), cards=[inst],
             public=f"{s.name(seat)} keeps one Collection face down and shuffles the other back into the deck.")


# ----- Renew and the end of the turn --------------------------------------------------------------
def run_renew(s: XenoferaState, out: Out) -> None:
    seat = s.active
    if out.on:
        if s.busy:
            names = ", ".join(s.member_name(m) for m in s.members(seat) if m in s.busy)
            verb = "slides" if len(s.busy) == 1 else "slide"
            note(out, "renew", "renew", f"Renew: {names} {verb} back down, ready for the next turn.", seat=seat,
                 cards=[m for m in s.members(seat) if m in s.busy])
        else:
            note(out, "renew", "renew", f"Renew: nobody of {s.name(seat)}'s crew was utilised this turn.", seat=seat)
    s.busy = frozenset()
    if can_call(s, seat):
        s.phase = END_GAME
        s.pending = (CALL, seat)
        return
    end_turn(s, out)


def run_end_game(s: XenoferaState, out: Out) -> None:  # pragma: no cover - the call choice moves on
    end_turn(s, out)


RUNNERS = {ACTION: run_action, BUILD: run_build, CAPTURE: run_capture, DRAW: run_draw, RENEW: run_renew,
           END_GAME: run_end_game}


def phase_refusal(s: XenoferaState, kind: str) -> Refusal:
    """A choice made in the wrong phase."""
    from .state import PHASE_NAMES
    rule = {"recruit": "action-phase", "play": "action-phase", "react": "reaction", "let": "reaction",
            "build": "build-phase", "capture": "capture-phase", "refill": "draw-phase",
            "collections": "draw-phase"}.get(kind, "turn")
    return Refusal(RULEBOOK[rule], f"That choice does not belong to this moment ({PHASE_NAMES[s.phase]}).")


def crew_refusal(s: XenoferaState, seat: int, inst: int) -> Refusal:
    R = RULEBOOK
    if s.acts >= MAX_ACTIONS:
        return Refusal(R["action-phase"], f"{s.name(seat)} has already played {MAX_ACTIONS} Action cards this turn.")
    if len(s.crew[seat]) >= MAX_CREW:
        return Refusal(R["crew-limit"], f"{s.name(seat)}'s Crew Quarters already hold {MAX_CREW} crew members, "
                       f"the most allowed; a sixth cannot be recruited.")
    if inst not in s.hand[seat]:
        return Refusal(R["recruit"], f"{s.card(inst).name} is not in {s.name(seat)}'s hand.")
    return Refusal(R["recruit"], f"{s.card(inst).name} cannot be recruited now.")

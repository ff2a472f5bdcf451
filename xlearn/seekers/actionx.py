"""ActionX cards: playing Feats, Sites and Relics, using their abilities, and the Twist windows.

Feats go on the Thwart chain and are archived after use; Sites and Relics enter the Active zone (a Relic
in the mode chosen then, a Bond card with a Lead from the hand under it). Abilities obey Leverage,
Delay and Twist.
"""
from __future__ import annotations

import re

from ..engine.actions import Action, Refusal
from ..engine.flow import push
from ..engine.out import Out
from .costs import scrap_options
from .effect_ids import targets_of
from .explain import note
from .decisions import Twist
from .zones import archive_actionx, matching_options, pay_matching, take_lead
from .powers import target_of, targets
from .rulebook import RULEBOOK
from .steps import ARCHIVE_CARD_STEP, FX_STEP, PAY_STEP, SCRAP_COST_STEP, START_CHAIN_STEP, TWIST_WINDOW_STEP
from .state import SeekersState
from .thwart import start_chain


def _distinct(s: SeekersState, insts: list[int]) -> list[int]:
    """One copy of each card name among these cards (the first held), so a choice is offered once."""
    seen, out = set(), []
    for i in insts:
        if s.card(i).name not in seen:
            seen.add(s.card(i).name)
            out.append(i)
    return out


def feat_choices(s: SeekersState, seat: int, twist_only: bool = False) -> list[Action]:
    """ActionX Cards: each Feat in hand the seat can play now, with each target it may pick."""
    acts = []
    for inst in _distinct(s, s.actionx_hand[seat]):
        c = s.card(inst)
        if c.ax_type != "Feat" or (twist_only and not c.twist):
            continue
        a = c.abilities[0]
        for target, suffix in targets(s, seat, target_of(a)):
            acts.append(Action("feat", f"Play {c.name}{suffix}", (inst, target)))
    return acts


def card_choices(s: SeekersState, seat: int) -> list[Action]:
    """Sites and Relics from the hand (a Relic in either mode; a Bond card with a Lead type under it)."""
    acts = []
    types = None
    for inst in _distinct(s, s.actionx_hand[seat]):
        c = s.card(inst)
        if c.ax_type == "Feat":
            continue
        if c.bond and types is None:
            types = sorted({s.lead_type(i) for i in s.hand[seat]})
        bonds = types if c.bond else [None]
        modes = ["Noble", "Ruthless"] if c.ax_type == "Relic" else [None]
        for mode in modes:
            for b in bonds:
                label = f"Play {c.name}" + (f" in {mode} mode" if mode else "") + (
                    f", bonding a {b} Lead" if b else "")
                acts.append(Action("card", label, (inst, mode, b)))
    return acts


def active_ability(s: SeekersState, inst: int):
    """The abilities of an active card that work now: both of a Site's, the chosen mode's of a Relic."""
    c = s.card(inst)
    if c.ax_type == "Site":
        return c.abilities
    return (c.ability(s.modes.get(inst, "Noble")),)


def ability_choices(s: SeekersState, seat: int, twist_only: bool = False) -> list[Action]:
    """Types of Abilities: each ability of the seat's cards in play it can use now, paid and targeted."""
    acts = []
    hand = s.hand[seat]
    for inst in s.zone[seat]:
        c = s.card(inst)
        for a in active_ability(s, inst):
            if a.kind != "activated" or a.effects[0][0] == "free-thwart":
                continue
            if (twist_only and not a.twist) or (a.leverage and inst in s.leveraged):
                continue
            if a.delay and s.entered.get(inst) == s.turn:
                continue
            if a.leads and len(hand) < a.leads:
                continue
            if a.scrap and not scrap_options(s, seat, a.scrap, inst):
                continue
            pays = [(t, f" paying {w}") for t, w in matching_options(s.counts(seat), a.matching)] \
                if a.matching else [(None, "")]
            for t, paid in pays:
                for target, suffix in targets(s, seat, target_of(a)):
                    acts.append(Action("use", f"Use {c.name} {a.name}{paid}{suffix}", (inst, a.name, t, target)))
    return acts


def apply_feat(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    """Play a Feat from the hand: pay it, then it waits on the Thwart chain before it takes effect."""
    inst, target = a.args
    c = s.card(inst)
    ab = c.abilities[0]
    s.actionx_hand[seat].remove(inst)
    if out.on:
        note(out, "feat", "feats" if seat == s.cur else "twist", f"{s.name(seat)} plays the Feat {c.name}: "
             f"{ab.text}", seat=seat, card=c.name, cards=[inst])
    tgt = target_of(ab)
    steps = tuple((FX_STEP, seat, eid, amount, target if eid == tgt else None, inst) for eid, amount in ab.effects)
    start_chain(s, seat, "feat", f"{s.name(seat)}'s {c.name}", steps, card=inst)


def apply_card(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    """Play a Site or Relic into the Active zone (a Relic's mode, a Bond card's Lead), through the chain."""
    inst, mode, bond = a.args
    c = s.card(inst)
    s.actionx_hand[seat].remove(inst)
    s.zone[seat].append(inst)
    s.entered[inst] = s.turn
    if mode:
        s.modes[inst] = mode
    if bond:
        s.bond[inst] = take_lead(s, seat, bond)
    if out.on:
        how = f" in {mode} mode" if mode else ""
        rule = "relics" if mode else "sites"
        note(out, "play", rule, f"{s.name(seat)} plays the {c.ax_type} {c.name} into their Active zone{how}; it "
             "costs nothing.", seat=seat, card=c.name, cards=[inst])
        if mode == "Ruthless":
            note(out, "ruthless", "relics", f"{c.name} is turned to face the rivals: Ruthless mode.", seat=seat, cards=[inst])
        if bond:
            note(out, "bond", "bond", f"A {bond} Lead from {s.name(seat)}'s hand goes under {c.name}: its bonded "
                 f"type is {bond}.", seat=seat, cards=[inst], leads=[bond])


def apply_use(s: SeekersState, seat: int, a: Action, out: Out) -> None:
    """Use an ability of a card in play: pay its cost, turn it sideways if Leverage, then its effects."""
    inst, name, paytype, target = a.args
    c = s.card(inst)
    ab = c.ability(name)
    if ab.leverage:
        s.leveraged.add(inst)
    if out.on:
        rule = "leverage" if ab.leverage else ("exploit" if name == "Exploit" else "abilities")
        how = " turning it sideways (Leverage)" if ab.leverage else ""
        note(out, "use", rule, f"{s.name(seat)} uses {c.name}'s {name} ability{how}: {ab.text}", seat=seat,
             card=c.name, cards=[inst])
    if ab.matching:
        paid = pay_matching(s, seat, paytype, ab.matching)
        if out.on:
            note(out, "pay", "matching", f"{s.name(seat)} discards {', '.join(s.lead_type(i) for i in paid)}.",
                 seat=seat, leads=[s.lead_type(i) for i in paid])
    costs = []
    if ab.leads:
        costs.append((PAY_STEP, seat, ab.leads, c.name))
    if ab.scrap:
        costs.append((SCRAP_COST_STEP, seat, ab.scrap, inst, c.name))
    tgt = target_of(ab)
    fx = tuple((FX_STEP, seat, eid, amount, target if eid == tgt else None, inst) for eid, amount in ab.effects)
    if any(eid == "barter" for eid, _ in ab.effects):
        fx = ((START_CHAIN_STEP, seat, "heroic", f"{s.name(seat)}'s Barter (from {c.name})", fx, None),)
    tail = ((ARCHIVE_CARD_STEP, seat, inst),) if ab.archive else ()
    push(s.todo, *costs, *fx, *tail)


def archive_card_step(s: SeekersState, item: tuple, out: Out) -> None:
    """Exploit: a card whose ability archives it goes to its owner's Archive zone after use."""
    _, seat, inst = item
    if inst in s.zone[seat]:
        if out.on:
            note(out, "archive", "exploit", f"{s.card(inst).name} is archived after use.", seat=seat, cards=[inst])
        archive_actionx(s, seat, inst, out)


# ----- Twist windows -----------------------------------------------------------------------------
def twist_choices(s: SeekersState, seat: int) -> list[Action]:
    """Twist: the Feats and abilities with the Twist icon the seat may use on a rival's turn."""
    return feat_choices(s, seat, twist_only=True) + ability_choices(s, seat, twist_only=True)


def may_twist(s: SeekersState, seat: int) -> bool:
    """Whether a seat could Twist at all (before costs and targets): it holds a Twist Feat, or a card of its
    in play has a working ability with the Twist icon."""
    return any(s.card(i).twist for i in s.actionx_hand[seat]) or \
        any(a.twist for i in s.zone[seat] for a in active_ability(s, i))


def twist_window_step(s: SeekersState, item: tuple, out: Out) -> None:
    """Ask each rival in turn order, but only one who holds a Twist they can use now."""
    _, queue = item
    for k, r in enumerate(queue):
        if may_twist(s, r) and twist_choices(s, r):
            s.pending = Twist(r, queue[k:])
            return


def open_twist_window(s: SeekersState, active: int) -> tuple:
    """The step that asks the active seeker's rivals, in turn order, whether to Twist."""
    return (TWIST_WINDOW_STEP, tuple(s.rivals(active)))


# ----- why an ActionX choice is refused ------------------------------------------------------------
_TARGET_WORDS = {"rival": "a rival", "rival-adventure": "a rival's active Adventure",
                 "rival-card": "a rival's active Site or Relic", "swap": "one of your Adventures and a rival's"}
_SUFFIX = re.compile(r"^(?: in (?P<mode>\w+) mode)?(?:, bonding an? (?P<bond>\w+) Lead)?$")


def _card_named(s: SeekersState, text: str) -> int | None:
    """The ActionX card whose name starts `text` (the longest such name), or None."""
    best = None
    for i in s.table.actionx:
        name = s.card(i).name
        if text.startswith(name) and (len(text) == len(name) or not text[len(name)].isalnum()):
            if best is None or len(name) > len(s.card(best).name):
                best = i
    return best


def parse_label(s: SeekersState, label: str) -> Action | None:
    """Read a typed 'Play ...' or 'Use ...' label that is not on offer into the Action it means, so its
    refusal can name the rule it breaks; None if no ActionX card is named."""
    if label.startswith("Play "):
        inst = _card_named(s, label[5:])
        if inst is None:
            return None
        c = s.card(inst)
        rest = label[5 + len(c.name):]
        if c.ax_type == "Feat":
            return Action("feat", label, (inst, None))
        m = _SUFFIX.match(rest)
        mode, bond = (m["mode"], m["bond"]) if m else ("?", None)
        return Action("card", label, (inst, mode, bond))
    if label.startswith("Use "):
        inst = _card_named(s, label[4:])
        if inst is None:
            return None
        rest = label[4 + len(s.card(inst).name):].split()
        return Action("use", label, (inst, rest[0] if rest else "", None, None))
    return None


def refusal(s: SeekersState, seat: int, a: Action, rival_turn: bool) -> Refusal:
    """The specific rule an ActionX choice breaks: playing a Feat, Site or Relic, or using an ability
    (Sites & Relics, Leverage, Delay, Twist, Bond, and the costs and targets of the card)."""
    R = RULEBOOK
    who = s.name(seat)
    if not s.table.with_actionx:
        return Refusal(R["beginner"], "Beginner play has no ActionX cards.")
    inst = a.args[0] if a.args else None
    if not isinstance(inst, int) or inst not in s.table.actionx:
        return Refusal(R["actionx-free"], f"'{a.label}' names no ActionX card of the set.")
    c = s.card(inst)
    if a.kind == "use":
        return _use_refusal(s, seat, a, c, inst, rival_turn)
    kind_rule = R[{"Feat": "feats", "Site": "sites", "Relic": "relics"}[c.ax_type]]
    if inst not in s.actionx_hand[seat]:
        if inst in s.box and s.table.mode == "advanced":
            return Refusal(R["advanced"], f"{c.name} is a {c.level} card, set aside in Advanced play.")
        where = ("is already in play in" if inst in s.zone[seat] else
                 "is already in" if inst in s.archive[seat] else "is not in")
        zone = "Active zone" if inst in s.zone[seat] else "Archive" if inst in s.archive[seat] else "hand"
        return Refusal(kind_rule, f"{c.name} {where} {who}'s {zone}; only an ActionX card in hand can be played.")
    if c.ax_type == "Feat":
        if rival_turn and not c.twist:
            return Refusal(R["twist"], f"{c.name} has no Twist icon, so it can only be played in {who}'s own action "
                           "step, not in a rival's turn.")
        return _target_refusal(s, seat, a, c, c.abilities[0], a.args[1] if len(a.args) > 1 else None, kind_rule)
    if rival_turn:
        return Refusal(R["twist"], f"A {c.ax_type} is played in your own action step; in a rival's turn only Twist "
                       "cards and abilities can be used.")
    mode, bond = (a.args[1], a.args[2]) if len(a.args) > 2 else (None, None)
    if c.ax_type == "Relic" and mode not in ("Noble", "Ruthless"):
        return Refusal(R["relics"], f"{c.name} is a Relic: choose its Noble or Ruthless mode as it enters play "
                       f"(for example 'Play {c.name} in Noble mode').")
    if c.ax_type == "Site" and mode is not None:
        return Refusal(R["sites"], f"{c.name} is a Site; only Relics have a Noble or Ruthless mode.")
    if c.bond:
        types = sorted({s.lead_type(i) for i in s.hand[seat]})
        if not types:
            return Refusal(R["bond"], f"{c.name} has the Bond icon: it takes a Lead from {who}'s hand as it enters "
                           "play, and that hand holds no Lead.")
        if bond not in types:
            kinds = types[0] if len(types) == 1 else ", ".join(types[:-1]) + " or " + types[-1]
            return Refusal(R["bond"], f"{c.name} has the Bond icon: name the Lead it takes from {who}'s hand, a "
                           f"{kinds} Lead (for example 'Play {c.name}{' in ' + mode + ' mode' if mode else ''}, "
                           f"bonding a {types[0]} Lead').")
    elif bond is not None:
        return Refusal(R["bond"], f"{c.name} has no Bond icon, so no Lead goes under it.")
    return Refusal(kind_rule, f"{c.name} cannot be played as '{a.label}'.")


def _use_refusal(s: SeekersState, seat: int, a: Action, c, inst: int, rival_turn: bool) -> Refusal:
    """Types of Abilities: why this ability of a card in play cannot be used now (icons, then its cost)."""
    R = RULEBOOK
    who = s.name(seat)
    name = a.args[1] if len(a.args) > 1 else ""
    if c.ax_type == "Feat":
        return Refusal(R["feats"], f"{c.name} is a Feat: it is played from the hand and works once; it has no "
                       "ability to use.")
    if inst not in s.zone[seat]:
        if inst in s.actionx_hand[seat]:
            return Refusal(R["abilities"], f"{c.name} is in {who}'s hand: play it into the Active zone first; its "
                           "abilities work only while it is in play.")
        return Refusal(R["abilities"], f"{c.name} is not in {who}'s Active zone, so its abilities cannot be used.")
    names = [ab.name for ab in c.abilities]
    if not name:
        return Refusal(R["abilities"], f"Name the ability of {c.name} to use: {' or '.join(names)} (for example "
                       f"'Use {c.name} {names[0]}').")
    if name not in names:
        return Refusal(R["abilities"], f"{c.name} has no ability called {name!r}; its abilities are "
                       f"{' and '.join(names)}.")
    ab = c.ability(name)
    if ab not in active_ability(s, inst):
        mode = s.modes.get(inst, "Noble")
        return Refusal(R["relics"], f"{c.name} is in {mode} mode, chosen for good as it entered play, so only its "
                       f"{mode} ability works.")
    if ab.kind == "ongoing":
        return Refusal(R["aura"], f"{c.name}'s {name} is an ongoing effect: it works by itself, with nothing to "
                       "use.")
    if ab.effects[0][0] == "free-thwart":
        return Refusal(R["thwart"], f"{c.name}'s {name} is used as a Thwart, when a rival's Feat is played.")
    if rival_turn and not ab.twist:
        return Refusal(R["twist"], f"{c.name}'s {name} has no Twist icon, so it can only be used in {who}'s own "
                       "action step, not in a rival's turn.")
    if ab.leverage and inst in s.leveraged:
        return Refusal(R["leverage"], f"{c.name} is turned sideways: its Leverage ability has been used, and the "
                       f"card stands up again only at the start of {who}'s next turn.")
    if ab.delay and s.entered.get(inst) == s.turn:
        return Refusal(R["delay"], f"{c.name} entered play this turn, and its {name} has the Delay icon: it can be "
                       "used from a later turn.")
    cost = _cost_refusal(s, seat, a, c, inst, ab, name)
    if cost is not None:
        return cost
    return _target_refusal(s, seat, a, c, ab, a.args[3] if len(a.args) > 3 else None, R["abilities"])


def _cost_refusal(s: SeekersState, seat: int, a: Action, c, inst: int, ab, name: str) -> Refusal | None:
    """Abilities: why the seat cannot pay this ability's cost (Leads, a scrap, matching Leads) as asked."""
    R = RULEBOOK
    who = s.name(seat)
    cost_rule = R["exploit"] if name == "Exploit" else R["abilities"]
    if ab.leads and len(s.hand[seat]) < ab.leads:
        return Refusal(cost_rule, f"{c.name}'s {name} costs {ab.leads} Lead{'s' if ab.leads > 1 else ''} from the "
                       f"hand, and {who} holds {len(s.hand[seat])}.")
    if ab.scrap and not scrap_options(s, seat, ab.scrap, inst):
        what = "an active Adventure" if ab.scrap == "adventure" else "another active ActionX card"
        return Refusal(R["scrap"], f"{c.name}'s {name} costs scrapping {what} of {who}'s, and there is none.")
    if ab.matching:
        opts = matching_options(s.counts(seat), ab.matching)
        if not opts:
            return Refusal(R["matching"], f"{c.name}'s {name} costs {ab.matching} matching Leads, which {who}'s hand "
                           "cannot make, even with wild Leads.")
        paid = a.args[2] if len(a.args) > 2 else None
        if paid is not None and paid not in {t for t, _ in opts}:
            return Refusal(R["matching"], f"{who} cannot pay {c.name}'s {name} with {paid} Leads; it can be paid "
                           f"with {' or '.join(w for _, w in opts)}.")
    return None


def _target_refusal(s: SeekersState, seat: int, a: Action, c, ab, target, rule) -> Refusal:
    """The target (ruling S-12), or else the label's wording: the choices this card offers now."""
    R = RULEBOOK
    eid = target_of(ab)
    if eid is not None:
        offered = targets(s, seat, eid)
        if not offered:
            return Refusal(R["icons"], f"{c.name} needs {_TARGET_WORDS[targets_of(eid)]} as its target, and there is "
                           "none now.")
        if target is not None and target not in {t for t, _ in offered}:
            return Refusal(R["icons"], f"{c.name} cannot pick that target now.")
        rule = R["icons"]
    mine = [x.label for x in feat_choices(s, seat) + card_choices(s, seat) + ability_choices(s, seat)
            if x.args and x.args[0] in (a.args[0],)]
    if mine:
        return Refusal(rule, f"'{a.label}' is not how {c.name} can be used now; the choices for it are: "
                       + "; ".join(f"'{x}'" for x in mine) + ".")
    return Refusal(rule, f"{c.name} cannot be used as '{a.label}' now.")

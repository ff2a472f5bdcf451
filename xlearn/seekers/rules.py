"""SeekersRules: the choices of each moment, why a choice is refused, and applying a choice."""
from __future__ import annotations

import re
from typing import Callable

from ..engine.game import GameRules
from ..engine.actions import Action, Refusal
from ..engine.flow import push
from ..engine.out import Out
from ..engine.reveals import ALL, OWNER
from . import actionx, draft, final, heroic, thwart, turn
from . import setup as setup_mod
from .adventures import complete, complete_refusal, plan_payment
from .costs import apply_pay, apply_scrap_cost, pay_choices, scrap_choices
from .explain import note
from .flow import FLOW
from .decisions import HeroicDetail, Pending
from .zones import scrap_adventure
from .rulebook import RULEBOOK
from .steps import REVEAL_STEP, SCRAP_DOWN_STEP, TWIST_WINDOW_STEP
from .state import PHASES, SeekersState
from .view import census, fingerprint, view

TYPES = ("Glyph", "Myth", "Ruin", "Vision", "Wild")
BACK = Action("back", "Back to the other actions")
HEROIC = Action("heroic", "Perform a Heroic Feat")
END = Action("end", "End turn")
_COMPLETE = re.compile(r"^Complete (?P<name>.+?)(?: paying (?P<pay>.+))?$")


class SeekersRules(GameRules):
    """The rules of X: Seekers of Fortune over a plain-Python SeekersState."""

    game = "seekers"
    rulebook = RULEBOOK
    turn_rule = "turn"   # cited when something that is no choice at all is played
    setup_module = setup_mod   # Game Set-Up
    flow = FLOW

    # ----- reading ------------------------------------------------------------------------
    def phase(self, s: SeekersState) -> str:
        """The phase of the turn, as the rulebook names it."""
        return PHASES[s.phase]

    view = staticmethod(view)
    census = staticmethod(census)
    # census zones hidden from some seats: where a card moving out of one shows it (engine.reveals)
    private_zones = {"lead deck": ALL, "adventure deck": ALL, "set aside": ALL, "actionx deck": ALL,
                     "hand": OWNER, "actionx hand": OWNER, "looking": OWNER}

    def players(self, s) -> int:
        """How many seats the game has."""
        return s.table.players

    fingerprint = staticmethod(fingerprint)

    # ----- the choices --------------------------------------------------------------------
    def legal(self, s: SeekersState) -> list[Action]:
        """The choices of the open choice's kind (`CHOICES`), in the order the board lists them."""
        if s.over or s.pending is None:
            return []
        return CHOICES[s.pending.kind](s, s.pending)

    def apply(self, s: SeekersState, a: Action, out: Out) -> None:
        """Apply a legal choice, then run every step that needs no choice."""
        pending = s.pending
        seat = pending.seat
        k = a.kind
        if k in MENU_KINDS and pending.kind == "actions":
            s.pending = None
            if k == "end":
                turn.end_turn(s, seat, out)
            else:
                turn.after_action(s, seat)
                MENU_KINDS[k](s, seat, a, out)
        elif k == "back":
            s.pending = Pending("actions", seat)
            s.todo.pop()                 # the action step goes on: no Twist window, nothing was done
            s.todo.pop()
        elif k == "heroic-pick":
            s.pending = HeroicDetail(seat, a.args[0])
            if out.on:
                note(out, "heroic", a.args[0].lower(), f"{s.name(seat)} chooses the Heroic Feat {a.args[0]}.",
                     seat=seat)
        elif pending.kind == "heroic-detail":
            s.pending = None
            heroic.apply_heroic(s, seat, a, out)
        elif pending.kind == "twist":
            s.pending = None
            queue = pending.queue
            if k == "pass":
                if out.on:
                    note(out, "pass", "twist", f"{s.name(seat)} uses no Twist now.", seat=seat)
                push(s.todo, (TWIST_WINDOW_STEP, queue[1:]))
            else:
                push(s.todo, (TWIST_WINDOW_STEP, queue))
                (actionx.apply_feat if k == "feat" else actionx.apply_use)(s, seat, a, out)
        else:
            handler = OTHER_KINDS[k]
            handler(s, seat, a, out)
            s.pending = None if s.pending is pending else s.pending
        FLOW.run(s, out)

    # ----- the random bot's fast path ------------------------------------------------------
    def pick_legal(self, s: SeekersState, chance) -> Action:
        """`legal(s)[chance.below(len(legal(s)))]` with the same draw; the action step's menu (the most
        frequent choice) is decoded without building every choice, the other, short lists are built."""
        if not s.over and s.pending is not None and s.pending.kind == "actions":
            return pick_from_menu(s, s.pending.seat, chance)
        return chance.pick(self.legal(s))

    # ----- refusals -----------------------------------------------------------------------
    def why_not(self, s: SeekersState, a: Action | str) -> Refusal:
        """Why a choice is refused now, naming the rule it breaks (each kind's refusal lives by its options)."""
        if isinstance(a, str):
            a = parse_label(s, a)
        if s.over:
            return Refusal(RULEBOOK["game-over"], "The game is over: no more choices can be made.")
        seat, pk = s.pending.seat, s.pending.kind
        if a.kind == "rest" and (r := turn.rest_refusal(s, pk)) is not None:
            return r
        if (r := _step_refusal(s, seat, pk, a)) is not None:
            return r
        if a.kind == "complete" and (r := complete_refusal(s, seat, *a.args)) is not None:
            return r
        if a.kind in HEROIC_KINDS:
            return heroic.feat_refusal(s, seat, a.kind)
        if a.kind == "heroic":
            return heroic.heroic_refusal(s, seat)
        if a.kind in ("thwart", "stave"):
            return thwart.thwart_refusal(pk)
        if a.kind in ("feat", "card", "use"):
            return actionx.refusal(s, seat, a, rival_turn=False)
        return Refusal(RULEBOOK["turn"], f"{a.label!r} is not one of the choices now ({PHASES[s.phase]}, "
                       f"{s.name(seat)} to choose).")

    def sample_illegal(self, s: SeekersState, pick) -> Action | None:
        """A plausible but illegal choice, for the random-play checker (never one on offer now)."""
        if s.over or s.pending is None:
            return None
        pk, seat = s.pending.kind, s.pending.seat
        detail = s.pending.feat if pk == "heroic-detail" else None
        kinds = ["rest"] if pk != "rest" else []
        if pk != "actions":
            kinds.append("end")
        if s.advs[seat]:
            kinds.append("complete")
        if detail != "Barter":
            kinds.append("barter")
        if detail != "Poach" and s.advs[seat] and any(s.advs[r] for r in s.rivals(seat)):
            kinds.append("poach")
        kind = kinds[pick(len(kinds))]
        if kind == "rest":
            return Action("rest", "Rest")
        if kind == "end":
            return Action("end", "End turn")
        if kind == "barter":
            return Action("barter", "Barter: discard three Leads", ("leads",))
        if kind == "complete":       # a typed payment with the wrong Leads is never on offer
            adv = s.advs[seat][pick(len(s.advs[seat]))]
            c = s.card(adv)
            wrong = tuple("Vision" if t == "Glyph" else "Glyph" for t in c.cost)
            return Action("complete", f"Complete {c.name} paying {', '.join(wrong)}", (adv, wrong))
        m = s.advs[seat][pick(len(s.advs[seat]))]
        r = next(r for r in s.rivals(seat) if s.advs[r])
        t = s.advs[r][pick(len(s.advs[r]))]
        return Action("poach", f"Poach: swap {s.card(m).name} for {s.name(r)}'s {s.card(t).name}", (m, r, t))


# ----- the action step menu -----------------------------------------------------------------------
def menu(s: SeekersState, seat: int) -> list[Action]:
    """The action step: complete an Adventure, play or use ActionX cards, a Heroic Feat, or end the turn."""
    acts = [complete_choice(s, adv, pay) for adv, pay in payable(s, seat)] + actionx_choices(s, seat)
    if heroic.any_heroic(s, seat):
        acts.append(HEROIC)
    acts.append(END)
    return acts


HEROIC_KINDS = ("barter", "breakthrough", "sabotage", "negotiate", "poach")
ACTION_STEP_KINDS = ("complete", *HEROIC_KINDS, "feat", "card", "use", "end")


def _step_refusal(s: SeekersState, seat: int, pk: str, a: Action) -> Refusal | None:
    """Taking a Turn: an action of the action step asked for outside it (a Twist answers on a rival's turn)."""
    if a.kind in HEROIC_KINDS and pk in ("actions", "heroic", "heroic-detail"):
        return None
    if a.kind in ACTION_STEP_KINDS and pk != "actions":
        if pk == "twist" and a.kind in ("feat", "card", "use"):
            return actionx.refusal(s, seat, a, rival_turn=True)
        return Refusal(RULEBOOK["take-action"], f"That is an action of the action step; now it is "
                       f"{PHASES[s.phase]}, with {s.name(seat)} to choose ({pk}).")
    return None


def pick_from_menu(s: SeekersState, seat: int, chance) -> Action:
    """`menu(s, seat)[chance.below(len(menu))]`, the same draw, building only the Complete choice drawn."""
    pays = payable(s, seat)
    ax = actionx_choices(s, seat)
    any_feat = heroic.any_heroic(s, seat)
    i = chance.below(len(pays) + len(ax) + any_feat + 1)
    if i < len(pays):
        return complete_choice(s, *pays[i])
    i -= len(pays)
    if i < len(ax):
        return ax[i]
    return HEROIC if any_feat and i == len(ax) else END


def payable(s: SeekersState, seat: int) -> list[tuple[int, tuple[str, ...]]]:
    """(Adventure, Leads by type) for each active Adventure the seat's Leads can pay all at once."""
    have = s.counts(seat)
    plans = [(adv, plan_payment(s, seat, adv, have)) for adv in s.advs[seat]]
    return [(adv, pay) for adv, pay in plans if pay is not None]


def complete_choice(s: SeekersState, adv: int, pay: tuple[str, ...]) -> Action:
    """The Complete choice for an Adventure paid with these Leads."""
    return Action("complete", f"Complete {s.card(adv).name}", (adv, pay))


def actionx_choices(s: SeekersState, seat: int) -> list[Action]:
    """ActionX in the action step: Feats and Sites or Relics from the hand, abilities of cards in play."""
    if not s.table.with_actionx:
        return []
    return actionx.feat_choices(s, seat) + actionx.card_choices(s, seat) + actionx.ability_choices(s, seat)


def heroic_menu(s: SeekersState, seat: int) -> list[Action]:
    """The Heroic Feats possible now, one entry each; the details (cost, target) come next."""
    return [Action("heroic-pick", n, (n,)) for n in heroic.open_feats(s, seat)]


def _heroic_open(s, seat, a, out):
    """Open the list of Heroic Feats."""
    s.pending = Pending("heroic", seat)


def _complete(s, seat, a, out):
    """Complete the Adventure with the Leads chosen."""
    complete(s, seat, a.args[0], tuple(a.args[1]), out)


MENU_KINDS = {"complete": _complete, "heroic": _heroic_open, "feat": actionx.apply_feat, "card": actionx.apply_card, "use": actionx.apply_use,
              "barter": heroic.apply_heroic, "breakthrough": heroic.apply_heroic, "sabotage": heroic.apply_heroic,
              "negotiate": heroic.apply_heroic, "poach": heroic.apply_heroic, "end": None}


def _rest(s, seat, a, out):
    """Resting: rest, or take the turn after all."""
    if a.kind == "rest":
        turn.rest(s, seat, out)
    else:
        if out.on:
            note(out, "no-rest", "resting", f"{s.name(seat)} chooses not to rest.", seat=seat)
        push(s.todo, (REVEAL_STEP, seat))


def _scrap(s, seat, a, out):
    """The three-Adventure limit: scrap the Adventure chosen."""
    scrap_adventure(s, seat, a.args[0])
    if out.on:
        note(out, "scrap", "three-adventures", f"{s.name(seat)} has more than three Adventures and scraps "
             f"{s.card(a.args[0]).name}.", seat=seat, cards=[a.args[0]])
    push(s.todo, (SCRAP_DOWN_STEP, seat))


def _keep(s, seat, a, out):
    """Keep the Lead type chosen from those looked at; the rest are discarded."""
    look = s.look[seat]
    keep = next(i for i in look if s.lead_type(i) == a.args[0])
    look.remove(keep)
    s.hand[seat].append(keep)
    s.lead_disc.extend(look)
    if out.on:
        note(out, "keep", "card-effects", f"{s.name(seat)} keeps a {a.args[0]} Lead and discards "
             f"{', '.join(s.lead_type(i) for i in look) or 'nothing'}.", seat=seat,
             leads=[a.args[0], *(s.lead_type(i) for i in look)])
    look.clear()


def _keep_choices(s: SeekersState, seat: int) -> list[Action]:
    """A look-at-Leads effect: one choice per Lead type looked at, the Lead kept."""
    seen = sorted({s.lead_type(i) for i in s.look[seat]})
    return [Action("keep", f"Keep a {t} Lead", (t,)) for t in seen]


# the options of each kind of open choice (`pending.Pending.kind`), beside how each is applied (OTHER_KINDS)
CHOICES: dict[str, Callable[[SeekersState, Pending], list[Action]]] = {
    "actions": lambda s, p: menu(s, p.seat),
    "heroic": lambda s, p: heroic_menu(s, p.seat) + [BACK],
    "heroic-detail": lambda s, p: heroic.heroic_choices(s, p.seat, only=p.feat) + [BACK],
    "rest": lambda s, p: [Action("rest", "Rest"), Action("no-rest", "Take your turn")],
    "reveal": lambda s, p: turn.reveal_choices(s, p.seat),
    "draw": lambda s, p: turn.draw_choices(s, p.seat),
    "draw-discard": lambda s, p: turn.type_choices(s, p.seat, p.kind),
    "limit": lambda s, p: turn.type_choices(s, p.seat, p.kind),
    "scrap": lambda s, p: [Action("scrap", f"Scrap {s.card(i).name}", (i,)) for i in s.advs[p.seat]],
    "thwart": lambda s, p: thwart.thwart_choices(s, p.seat),
    "thwart-pay": lambda s, p: thwart.thwart_pay_choices(s, p.seat),
    "twist": lambda s, p: actionx.twist_choices(s, p.seat) + [Action("pass", "Pass (no Twist now)")],
    "pay": lambda s, p: pay_choices(s, p.seat, p.why),
    "scrap-cost": lambda s, p: scrap_choices(s, p.seat, p.what, p.exclude, p.why),
    "keep": lambda s, p: _keep_choices(s, p.seat),
    "negotiate": lambda s, p: heroic.negotiate_choices(s, p.seat),
    "barter": lambda s, p: heroic.barter_choices(s, p.seat),
    "final-pick": lambda s, p: final.final_choices(s, p.seat, p.finalist),
    "draft": lambda s, p: draft.draft_choices(s, p.seat),
}

OTHER_KINDS = {"rest": _rest, "no-rest": _rest, "reveal-deck": turn.apply_reveal, "reveal-discard": turn.apply_reveal,
               "draw-two": turn.apply_draw, "take-lead": turn.apply_draw, "draw-discard": turn.apply_discard,
               "limit": turn.apply_discard, "scrap": _scrap, "thwart": thwart.apply_thwart, "stave": thwart.apply_thwart,
               "allow": thwart.apply_thwart, "thwart-pick": thwart.apply_thwart, "pay": apply_pay, "scrap-cost": apply_scrap_cost, "keep": _keep,
               "give": heroic.apply_give, "barter-pick": heroic.apply_barter_pick, "final-pick": final.apply_final_pick,
               "draft": draft.apply_draft}


def parse_label(s: SeekersState, label: str) -> Action:
    """Read a typed label that is not on offer, so the refusal can name the rule it breaks."""
    if label == "Rest":
        return Action("rest", label)
    if label == "End turn":
        return Action("end", label)
    if label == "Perform a Heroic Feat":
        return Action("heroic", label)
    m = _COMPLETE.match(label)
    if m:
        name = m["name"]
        adv = next((i for i in s.table.adventures if s.card(i).name == name), None)
        if adv is not None:
            pay = tuple(x.strip() for x in m["pay"].split(",")) if m["pay"] else None
            if pay is None or all(x in TYPES for x in pay):
                return Action("complete", label, (adv, pay))
    for kind in ("Barter", "Breakthrough", "Sabotage", "Negotiate", "Poach"):
        if label.startswith(kind):
            return Action(kind.lower(), label)
    if label.startswith("Thwart"):
        return Action("thwart", label)
    ax = actionx.parse_label(s, label)  # "Play <ActionX card> ..." or "Use <card> <ability> ..."
    if ax is not None:
        return ax
    return Action("unknown", label)

"""Every kind of decision of a Seekers match in one table (KINDS): what it offers, what choosing does, and why
each kind of choice it offers is refused; what each choice means is said in vocabulary.py. ``rules.py``
looks kinds up here, so `legal`, `play` and `why_not`, and the boards and bots that call them, read one
record a kind."""
from __future__ import annotations

from typing import Callable

from ..engine.actions import Action, Refusal
from ..engine.flow import push
from ..engine.kinds import Kind, refusals_of
from ..engine.out import Out
from . import actionx, draft, final, heroic, thwart, turn
from .adventures import complete, complete_refusal, plan_payment
from .costs import apply_pay, apply_scrap_cost, pay_choices, scrap_choices
from .decisions import HeroicDetail, Pending
from .explain import note
from .rulebook import RULEBOOK
from .state import PHASES, SeekersState
from .steps import REVEAL_STEP, SCRAP_DOWN_STEP, TWIST_WINDOW_STEP
from .zones import scrap_adventure

BACK = Action("back", "Back to the other actions")
HEROIC = Action("heroic", "Perform a Heroic Feat")
END = Action("end", "End turn")


# ----- the action step ------------------------------------------------------------------------------------
def menu(s: SeekersState, seat: int) -> list[Action]:
    """The action step: complete an Adventure, play or use ActionX cards, a Heroic Feat, or end the turn."""
    acts = [complete_choice(s, adv, pay) for adv, pay in payable(s, seat)] + actionx_choices(s, seat)
    if heroic.any_heroic(s, seat):
        acts.append(HEROIC)
    acts.append(END)
    return acts


HEROIC_KINDS = ("barter", "breakthrough", "sabotage", "negotiate", "poach")
ACTION_STEP_KINDS = ("complete", *HEROIC_KINDS, "feat", "card", "use", "end")


def step_refusal(s: SeekersState, seat: int, pk: str, a: Action) -> Refusal | None:
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


MENU_KINDS = {"complete": _complete, "heroic": _heroic_open, "feat": actionx.apply_feat, "card": actionx.apply_card,
              "use": actionx.apply_use, **{kind: heroic.apply_heroic for kind in HEROIC_KINDS}}


def apply_menu(s: SeekersState, p: Pending, a: Action, out: Out) -> None:
    """Taking a Turn: an action of the action step is taken (or the turn ends)."""
    s.pending = None
    if a.kind == "end":
        turn.end_turn(s, p.seat, out)
    else:
        turn.after_action(s, p.seat)
        MENU_KINDS[a.kind](s, p.seat, a, out)


def back(s: SeekersState, p: Pending) -> None:
    """Back to the action step's menu: the action step goes on, with no Twist window, nothing was done."""
    s.pending = Pending("actions", p.seat)
    s.todo.pop()
    s.todo.pop()


def apply_heroic_menu(s: SeekersState, p: Pending, a: Action, out: Out) -> None:
    """Heroic Feats: one is picked (its details come next), or back to the menu."""
    if a.kind == "back":
        return back(s, p)
    s.pending = HeroicDetail(p.seat, a.args[0])
    if out.on:
        note(out, "heroic", a.args[0].lower(), f"{s.name(p.seat)} chooses the Heroic Feat {a.args[0]}.",
             seat=p.seat)


def apply_heroic_detail(s: SeekersState, p: Pending, a: Action, out: Out) -> None:
    """A Heroic Feat with its details is performed, or back to the menu."""
    if a.kind == "back":
        return back(s, p)
    s.pending = None
    heroic.apply_heroic(s, p.seat, a, out)


def apply_twist(s: SeekersState, p: Pending, a: Action, out: Out) -> None:
    """A Twist window: the seeker passes, or plays a Twist (and the window comes round again)."""
    s.pending = None
    if a.kind == "pass":
        if out.on:
            note(out, "pass", "twist", f"{s.name(p.seat)} uses no Twist now.", seat=p.seat)
        push(s.todo, (TWIST_WINDOW_STEP, p.queue[1:]))
    else:
        push(s.todo, (TWIST_WINDOW_STEP, p.queue))
        (actionx.apply_feat if a.kind == "feat" else actionx.apply_use)(s, p.seat, a, out)


def played_by(table: dict[str, Callable]) -> Callable:
    """An `apply` that plays each kind of choice its own way (`table[kind](state, seat, action, out)`), the
    open decision kept open while it does (the steps read it), then closed unless the choice opened another."""
    def apply(s: SeekersState, p: Pending, a: Action, out: Out) -> None:
        """Play the choice the way its kind is played."""
        table[a.kind](s, p.seat, a, out)
        s.pending = None if s.pending is p else s.pending
    return apply


def refuse_actionx(s: SeekersState, p: Pending, a: Action) -> Refusal:
    """ActionX: a Feat, a card or an ability that cannot be used now."""
    return actionx.refusal(s, p.seat, a, rival_turn=False)


KINDS: dict[str, Kind] = {
    "actions": Kind(lambda s, p: menu(s, p.seat), apply_menu, lambda s, p, chance: pick_from_menu(s, p.seat, chance),
                    refusals={"complete": lambda s, p, a: complete_refusal(s, p.seat, *a.args),
                              "heroic": lambda s, p, a: heroic.heroic_refusal(s, p.seat),
                              **{kind: refuse_actionx for kind in ("feat", "card", "use")}}),
    "heroic": Kind(lambda s, p: heroic_menu(s, p.seat) + [BACK], apply_heroic_menu),
    "heroic-detail": Kind(lambda s, p: heroic.heroic_choices(s, p.seat, only=p.feat) + [BACK], apply_heroic_detail,
                          refusals={kind: lambda s, p, a: heroic.feat_refusal(s, p.seat, a.kind)
                                    for kind in HEROIC_KINDS}),
    "rest": Kind(lambda s, p: [Action("rest", "Rest"), Action("no-rest", "Take your turn")],
                 played_by({"rest": _rest, "no-rest": _rest}),
                 refusals={"rest": lambda s, p, a: turn.rest_refusal(s, p.kind)}),
    "reveal": Kind(lambda s, p: turn.reveal_choices(s, p.seat),
                   played_by({"reveal-deck": turn.apply_reveal, "reveal-discard": turn.apply_reveal})),
    "draw": Kind(lambda s, p: turn.draw_choices(s, p.seat),
                 played_by({"draw-two": turn.apply_draw, "take-lead": turn.apply_draw})),
    "draw-discard": Kind(lambda s, p: turn.type_choices(s, p.seat, p.kind),
                         played_by({"draw-discard": turn.apply_discard})),
    "limit": Kind(lambda s, p: turn.type_choices(s, p.seat, p.kind), played_by({"limit": turn.apply_discard})),
    "scrap": Kind(lambda s, p: [Action("scrap", f"Scrap {s.card(i).name}", (i,)) for i in s.advs[p.seat]],
                  played_by({"scrap": _scrap})),
    "thwart": Kind(lambda s, p: thwart.thwart_choices(s, p.seat),
                   played_by({kind: thwart.apply_thwart for kind in ("thwart", "stave", "allow", "thwart-pick")}),
                   refusals={kind: lambda s, p, a: thwart.thwart_refusal(p.kind) for kind in ("thwart", "stave")}),
    "thwart-pay": Kind(lambda s, p: thwart.thwart_pay_choices(s, p.seat), played_by({"thwart": thwart.apply_thwart})),
    "twist": Kind(lambda s, p: actionx.twist_choices(s, p.seat) + [Action("pass", "Pass (no Twist now)")], apply_twist),
    "pay": Kind(lambda s, p: pay_choices(s, p.seat, p.why), played_by({"pay": apply_pay})),
    "scrap-cost": Kind(lambda s, p: scrap_choices(s, p.seat, p.what, p.exclude, p.why),
                       played_by({"scrap-cost": apply_scrap_cost})),
    "keep": Kind(lambda s, p: _keep_choices(s, p.seat), played_by({"keep": _keep})),
    "negotiate": Kind(lambda s, p: heroic.negotiate_choices(s, p.seat), played_by({"give": heroic.apply_give})),
    "barter": Kind(lambda s, p: heroic.barter_choices(s, p.seat), played_by({"barter-pick": heroic.apply_barter_pick})),
    "final-pick": Kind(lambda s, p: final.final_choices(s, p.seat, p.finalist),
                       played_by({"final-pick": final.apply_final_pick})),
    "draft": Kind(lambda s, p: draft.draft_choices(s, p.seat), played_by({"draft": draft.apply_draft})),
}

# the refusal of each kind of choice, whatever decision is waiting now
REFUSALS: dict[str, Callable[[SeekersState, Pending, Action], Refusal | None]] = refusals_of(KINDS)


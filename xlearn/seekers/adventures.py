"""Completing Adventures: paying the emblems all at once, archiving, rewards; the three-Adventure limit."""
from __future__ import annotations

from functools import lru_cache

from ..engine.actions import Refusal
from ..engine.events import Calculation
from ..engine.flow import push
from ..engine.game import Result
from ..engine.out import Out
from .explain import card_list, note, plural
from .ongoing import wild_types
from .decisions import Pending
from .zones import draw_actionx, draw_leads, reveal, take_lead
from .rulebook import RULEBOOK
from .steps import FINAL_STEP
from .state import ADVENTURE_LIMIT, BREAKTHROUGH_CARDS, FINAL_AT, OVER, WIN_ADVENTURES, SeekersState

TYPES = ("Glyph", "Myth", "Ruin", "Vision")


@lru_cache(maxsize=None)
def emblem_needs(cost: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    """An Adventure's emblems as (type, how many), in the order the types first appear on the card."""
    need: dict[str, int] = {}
    for t in cost:
        need[t] = need.get(t, 0) + 1
    return tuple(need.items())


def plan_payment(s: SeekersState, seat: int, adv: int, have: dict[str, int] | None = None) -> tuple[str, ...] | None:
    """The Leads (by type) that pay this Adventure: matching types first, wild Leads only for the gap.
    `have` is the seat's Leads by type (`s.counts(seat)`), for a caller that already counted them."""
    cost = s.card(adv).cost
    if len(s.hand[seat]) < len(cost):      # one Lead per emblem: too few Leads can never pay
        return None
    if have is None:
        have = s.counts(seat)
    pay: list[str] = []
    gap = 0
    for t, k in emblem_needs(cost):
        own = min(k, have.get(t, 0))
        pay += [t] * own
        gap += k - own
    if gap == 0:
        return tuple(pay)
    return _fill_gap(s, seat, pay, gap, have)


def _fill_gap(s: SeekersState, seat: int, pay: list[str], gap: int, have: dict[str, int]) -> tuple[str, ...] | None:
    """The emblems no matching Lead covers: wild Leads first, then Leads of a type that counts as wild."""
    wild = min(gap, have.get("Wild", 0))   # no emblem is Wild, so every wild Lead is still free
    pay += ["Wild"] * wild
    gap -= wild
    if gap == 0:
        return tuple(pay)
    extra = wild_types(s, seat)
    if not extra:
        return None
    left = dict(have)
    for t in pay:
        left[t] -= 1
    for t in sorted(extra):
        use = min(gap, left.get(t, 0))
        pay += [t] * use
        left[t] = left.get(t, 0) - use
        gap -= use
    return tuple(pay) if gap == 0 else None


def payment_problem(s: SeekersState, seat: int, adv: int, pay: tuple[str, ...]) -> str | None:
    """Why these Leads do not pay this Adventure all at once (None if they do)."""
    c = s.card(adv)
    have = s.counts(seat)
    for t in set(pay):
        if pay.count(t) > have.get(t, 0):
            return (f"{s.name(seat)} holds {plural(have.get(t, 0), t + ' Lead')}, not the {pay.count(t)} "
                    "offered")
    if len(pay) != len(c.cost):
        return (f"{c.name} shows {plural(len(c.cost), 'emblem')} ({', '.join(c.cost)}) and is paid all at once "
                f"with exactly that many Leads, not {len(pay)}")
    left = list(pay)
    short = []
    for t in c.cost:
        if t in left:
            left.remove(t)
        else:
            short.append(t)
    flexible = {"Wild"} | wild_types(s, seat)
    bad = [t for t in left if t not in flexible]
    if bad:
        return (f"{c.name} needs {', '.join(c.cost)}; the {card_list(bad)} Lead{'s' if len(bad) > 1 else ''} "
                f"offered match{'es' if len(bad) == 1 else ''} none of the emblems still open "
                f"({', '.join(short)}), and only a wild Lead may stand in for another type")
    return None


def complete(s: SeekersState, seat: int, adv: int, pay: tuple[str, ...], out: Out) -> None:
    """Show the Leads, stack them under the Adventure in the Archive, then collect the rewards."""
    c = s.card(adv)
    s.advs[seat].remove(adv)
    leads = [take_lead(s, seat, t) for t in pay]
    s.archive[seat].append(adv)
    s.archive[seat].extend(leads)
    before = s.adventures_archived[seat]
    s.adventures_archived[seat] += 1
    if out.on:
        note(out, "complete", "complete", f"{s.name(seat)} completes {c.name}, paying {', '.join(pay)} for the "
             f"emblems {', '.join(c.cost)} all at once; the Leads are archived under it.", seat=seat,
             calc=Calculation.of("Archived Adventures", [("Before", before), (c.name, 1)]), card=c.name,
             cards=[adv], leads=list(pay))
    if s.adventures_archived[seat] >= WIN_ADVENTURES:
        win(s, seat, "win", f"{s.name(seat)} has archived {WIN_ADVENTURES} Adventures and wins.", out)
        return
    actionx = c.reward_actionx if s.table.with_actionx else 0
    if out.on:
        skipped = " (Beginner play has no ActionX cards, so that part of the reward is skipped)" \
            if c.reward_actionx and not s.table.with_actionx else ""
        note(out, "rewards", "rewards-beginner" if skipped else "rewards", f"Rewards of {c.name}: {plural(c.reward_leads, 'Lead')} and "
             f"{plural(c.reward_actionx, 'ActionX card')}{skipped}.", seat=seat,
             calc=Calculation.of("Rewards", [("Leads", c.reward_leads), ("ActionX cards", actionx)]), cards=[adv])
    draw_leads(s, seat, c.reward_leads, out, "rewards")
    if actionx:
        draw_actionx(s, seat, actionx, out, "rewards")
    if s.adventures_archived[seat] == FINAL_AT and not s.final[seat]:
        push(s.todo, (FINAL_STEP, seat))


def breakthrough_count(s: SeekersState, seat: int) -> Calculation:
    """Alternate Win Condition: Breakthrough: the ActionX cards a seeker has in play, those in the Active zone
    plus those in the Archive zone, which is the number compared with seven."""
    active = len(s.zone[seat])  # the Active zone's cards are ActionX cards; Adventures lie in their own zone
    return Calculation.of(f"{s.name(seat)}'s ActionX cards in play (a Breakthrough wins with {BREAKTHROUGH_CARDS})",
                          [("ActionX cards in the Active zone", active),
                           ("ActionX cards in the Archive zone", s.actionx_in_play(seat) - active)])


def win(s: SeekersState, seat: int, rule: str, reason: str, out: Out) -> None:
    """The game ends at once with this winner. Each seat's Calculation counts what that win compares: archived
    Adventures ("Winning the Game"), or ActionX cards in play ("Alternate Win Condition: Breakthrough")."""
    s.over = True
    s.pending = None
    s.todo.clear()
    s.phase = OVER
    if rule == "breakthrough-win":
        scores = {p: breakthrough_count(s, p) for p in range(s.table.players)}
    else:
        scores = {p: Calculation.of(f"{s.name(p)}", [("Archived Adventures", s.adventures_archived[p])])
                  for p in range(s.table.players)}
    s.result = Result((seat,), scores, reason, RULEBOOK[rule])
    if out.on:
        note(out, "win", rule, reason, seat=seat, calcs=tuple(scores.values()))


def scrap_down_step(s: SeekersState, item: tuple, out: Out) -> None:
    """Taking a Turn: a seeker with more than three active Adventures scraps one."""
    seat = item[1]
    if len(s.advs[seat]) > ADVENTURE_LIMIT:
        s.pending = Pending("scrap", seat)


def surviving_step(s: SeekersState, item: tuple, out: Out) -> None:
    """Surviving the Final Adventure: a rival left you with no Adventure, so you reveal one."""
    _, victim, actor = item
    if s.final[victim] and not s.advs[victim]:
        if actor != victim:
            if out.on:
                note(out, "surviving", "surviving", f"A rival's effect left {s.name(victim)} on the Final Adventure "
                     "with no active Adventure, so they reveal one.", seat=victim)
            reveal(s, victim, out, "surviving")
        elif out.on:
            note(out, "surviving", "surviving", f"{s.name(victim)} left themselves with no active Adventure, so "
                 "no Adventure is revealed for them.", seat=victim)


def complete_refusal(s: SeekersState, seat: int, adv: int, pay: tuple[str, ...] | None) -> Refusal | None:
    """Completing Adventures: why this Adventure cannot be completed with this payment (none if it can)."""
    if adv not in s.advs[seat]:
        return Refusal(RULEBOOK["complete"], f"{s.card(adv).name} is not one of {s.name(seat)}'s active "
                       "Adventures.")
    if pay is None:
        pay = plan_payment(s, seat, adv)
        if pay is None:
            c = s.card(adv)
            have = s.counts(seat)
            return Refusal(RULEBOOK["pay-all"], f"{c.name} needs {', '.join(c.cost)} all at once; "
                           f"{s.name(seat)}'s Leads ({', '.join(f'{k} {v}' for k, v in sorted(have.items())) or 'none'}) "
                           "cannot cover every emblem, even with wild Leads.")
    problem = payment_problem(s, seat, adv, tuple(pay))
    if problem:
        return Refusal(RULEBOOK["pay-all"], problem + ".")
    return None

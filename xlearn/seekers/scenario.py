"""Seekers scenarios: a position to start from, checked against the card set and the rules, and laid out."""
from __future__ import annotations

from collections import Counter
from typing import Annotated, Literal

from pydantic import BaseModel, Field

from ..engine.flow import push
from ..engine.out import Out
from ..engine.validate import STRICT, Problems, Title, at_most
from .draft_scenario import check_draft, draft_note, lay_draft
from .explain import note
from .state import FINAL_AT
from .steps import ACTION_STEP, DRAW_STEP, REVEAL_STEP, TURN_STEP

OPENING_ADVENTURES = 3
LeadType = Literal["Glyph", "Myth", "Ruin", "Vision", "Wild"]
Leads = Annotated[list[LeadType], at_most(144, "two Lead decks (four players) hold 144 Leads")]
Advs = Annotated[list[str], at_most(54, "the Adventure deck holds 54 cards")]
Axs = Annotated[list[str], at_most(36, "the ActionX deck holds 36 cards")]


class ActiveCard(BaseModel):
    model_config = STRICT
    card: str
    mode: Literal["Noble", "Ruthless"] | None = None
    bond: LeadType | None = None
    leveraged: bool = False   # turned sideways by a Leverage ability (or a Relic's free Thwart)


class SeatScenario(BaseModel):
    """One seeker's cards in a scenario."""

    model_config = STRICT
    leads: Leads = Field(default_factory=list)
    actionx: Axs = Field(default_factory=list)
    adventures: Advs = Field(default_factory=list)
    active: Annotated[list[ActiveCard], at_most(36, "the ActionX deck holds 36 cards")] = Field(default_factory=list)
    archived: list[str] = Field(default_factory=list, max_length=FINAL_AT)
    archived_actionx: Axs = Field(default_factory=list)
    final: bool = False
    actionx_deck: Axs | None = None   # Draft Mode: this seeker's own ActionX deck, top first
    draft_pack: Axs | None = None     # inside the draft: the pack in this seeker's hand


TURN_STEPS = {"Start of the turn": TURN_STEP, "Reveal an Adventure": REVEAL_STEP, "Draw Leads": DRAW_STEP,
              "Take Action": ACTION_STEP}


class Scenario(BaseModel):
    """A position to start from: each seat's cards, the tops of the decks (top first: the chance a lesson
    needs fixed), whose turn and which step. "Start of the turn" starts before the turn's first step, where
    Leveraged cards (`leveraged`) stand up again and a seeker holding no Leads may rest."""

    model_config = STRICT
    title: Title = ""
    seats: Annotated[list[SeatScenario], at_most(4, "a game has at most 4 players")]
    active: int = Field(default=0, ge=0, le=3)
    step: Literal[tuple(TURN_STEPS)] = "Take Action"  # type: ignore[valid-type]
    lead_deck_top: Leads = Field(default_factory=list)
    adventure_deck_top: Advs = Field(default_factory=list)
    actionx_deck_top: Axs = Field(default_factory=list)
    lead_discard: Leads = Field(default_factory=list)
    adventure_discard: Advs = Field(default_factory=list)
    draft_round: Literal[1, 2] | None = None   # Draft Mode: the position is inside this round of the draft


def actionx_pool(mode: str, defs) -> set[str]:
    """The ActionX cards a mode plays with (none in Beginner play, the Basic ones in Advanced play)."""
    if mode == "beginner":
        return set()
    return {c.name for c in defs if mode == "full" or c.level == "Basic"}


def check_scenario(sc: Scenario, players: int, mode: str, cards, bad: Problems, draft: bool = False) -> None:
    """A scenario names known cards of the right kinds, fits the players and the mode, uses each card once
    and keeps the limits of the rules: each problem goes into `bad`, naming the card and the field."""
    advs = {c.name for c in cards.adventures}
    pool = actionx_pool(mode, cards.actionx)
    if len(sc.seats) != players:
        bad.add(f"needs one entry per player ({players})", field="scenario.seats")
    if sc.active >= players:
        bad.add(f"seat {sc.active} does not exist", field="scenario.active")
    used: list[str] = []

    def need(names, kinds, field) -> list[bool]:
        """For each name: is it of these kinds (an Adventure, an ActionX card of this mode)?"""
        ok = []
        for j, name in enumerate(names):
            ok.append(name in kinds)
            if name not in kinds:
                what = "an Adventure" if kinds is advs else f"an ActionX card of {mode} play"
                bad.add(f"not {what} of the teaching set", card=name, field=f"{field}[{j}]")
            else:
                used.append(name)
        return ok

    for i, seat in enumerate(sc.seats):
        f = f"scenario.seats[{i}]"
        need(seat.adventures, advs, f + ".adventures")
        if len(seat.adventures) > OPENING_ADVENTURES:
            bad.add(f"{len(seat.adventures)} Adventures; a seeker never has more than three face up (\u201cTaking "
                    "a Turn\u201d)", card=seat.adventures[OPENING_ADVENTURES], field=f"{f}.adventures")
        need(seat.archived, advs, f + ".archived")
        need(seat.actionx, pool, f + ".actionx")
        known = need([a.card for a in seat.active], pool, f + ".active")
        need(seat.archived_actionx, pool, f + ".archived_actionx")
        if seat.final != (len(seat.archived) == FINAL_AT):
            bad.add("a seeker is on the Final Adventure exactly when four Adventures are archived",
                    field=f + ".final")
        _check_active(bad, cards, seat, known, f)
    need(sc.adventure_deck_top, advs, "scenario.adventure_deck_top")
    need(sc.adventure_discard, advs, "scenario.adventure_discard")
    need(sc.actionx_deck_top, pool, "scenario.actionx_deck_top")
    for i, seat in enumerate(sc.seats):
        need(seat.actionx_deck or [], pool, f"scenario.seats[{i}].actionx_deck")
        need(seat.draft_pack or [], pool, f"scenario.seats[{i}].draft_pack")
    check_draft(sc, players, draft, bad)
    for name, k in Counter(used).items():
        if k > 1:
            bad.add("this card is placed twice", card=name, field="scenario")
    _check_lead_counts(bad, cards, sc, players)


def _check_active(bad: Problems, cards, seat: SeatScenario, known: list[bool], f: str) -> None:
    """Each known card of a seat's Active zone: no Feat there, a Relic's mode, a Bond card's Lead, Leverage."""
    for j, a in enumerate(seat.active):
        if not known[j]:
            continue
        c = cards[a.card]
        if c.ax_type == "Feat":
            bad.add("a Feat is never in the Active zone", card=a.card, field=f"{f}.active[{j}]")
            continue
        if (a.mode is not None) != (c.ax_type == "Relic"):
            bad.add("a Relic needs its mode, a Site has none", card=a.card, field=f"{f}.active[{j}].mode")
        if (a.bond is not None) != c.bond:
            bad.add("a Bond card needs its bonded Lead type, other cards have none", card=a.card,
                    field=f"{f}.active[{j}].bond")
        if a.leveraged and not (c.ax_type == "Relic" or any(ab.leverage for ab in c.abilities)):
            bad.add("only a card with a Leverage ability (or a Relic, for its free Thwart) is turned "
                    "sideways (\u201cLeverage\u201d)", card=a.card, field=f"{f}.active[{j}].leveraged")


def _check_lead_counts(bad: Problems, cards, sc: Scenario, players: int) -> None:
    """Components: a scenario places no more Leads of a type than the Lead deck (two decks for four) holds."""
    leads = Counter(sc.lead_deck_top) + Counter(sc.lead_discard)
    for seat in sc.seats:
        leads += Counter(seat.leads) + Counter(a.bond for a in seat.active if a.bond)
    have = Counter(c.lead_type for c in cards.leads)
    for t, k in leads.items():
        if k > have[t] * (2 if players == 4 else 1):
            bad.add(f"{k} {t} Leads placed, more than the deck holds", field="scenario")


def lay_out(s, sc: Scenario, setup: dict, out: Out) -> None:
    """Put a scenario's cards where it says; everything else is shuffled into the decks below the tops."""
    leads = {t: [] for t in ("Glyph", "Myth", "Ruin", "Vision", "Wild")}
    for i in s.lead_deck:
        leads[s.lead_type(i)].append(i)
    by_name = {s.card(i).name: i for i in list(s.table.adventures) + list(s.table.actionx)}
    taken: set[int] = set()

    def lead(t):
        """Take a Lead of this type out of the deck for the scenario."""
        i = leads[t].pop()
        taken.add(i)
        return i

    def card(name):
        """Take the Adventure or ActionX card of this name out of the decks for the scenario."""
        taken.add(by_name[name])
        return by_name[name]

    for p, seat in enumerate(sc.seats):
        _seat_out(s, p, seat, lead, card)
    drafting = setup.get("draft") and lay_draft(s, sc, card)
    top_leads = [lead(t) for t in sc.lead_deck_top]
    s.lead_disc = [lead(t) for t in sc.lead_discard]
    top_advs = [card(x) for x in sc.adventure_deck_top]
    s.adv_disc = [card(x) for x in sc.adventure_discard]
    top_ax = [card(x) for x in sc.actionx_deck_top]
    s.lead_deck = [i for i in s.lead_deck if i not in taken]
    s.adv_deck = [i for i in s.adv_deck if i not in taken]
    s.ax_deck[0] = [i for i in s.ax_deck[0] if i not in taken] if not setup.get("draft") else s.ax_deck[0]
    s.box = [i for i in s.box if i not in taken]
    for pile in (s.lead_deck, s.adv_deck, [] if setup.get("draft") else s.ax_deck[0]):
        s.rng.shuffle(pile)
    s.lead_deck += list(reversed(top_leads))
    s.adv_deck += list(reversed(top_advs))
    s.ax_deck[0] += list(reversed(top_ax))
    p = sc.active
    s.cur = p
    s.turn = 1
    s.first = p
    if drafting:   # the draft goes on; the deal and the first turn follow it as in any Draft Mode game
        s.turn, s.first = 0, setup.get("first")
        return draft_note(s, sc, out)
    if out.on:
        note(out, "scenario", "turn", f"Scenario{': ' + sc.title if sc.title else ''}. {s.name(p)} is to play, "
             f"at the step {sc.step}.", seat=p)
    if sc.step == "Start of the turn":
        s.turn = 0   # the turn step counts it
    push(s.todo, (TURN_STEPS[sc.step], p))


def _seat_out(s, p: int, seat: SeatScenario, lead, card) -> None:
    """Put one seat's scenario cards in place; `lead(type)` and `card(name)` take them out of the decks."""
    s.hand[p] = [lead(t) for t in seat.leads]
    s.actionx_hand[p] = [card(x) for x in seat.actionx]
    s.advs[p] = [card(x) for x in seat.adventures]
    for a in seat.active:
        i = card(a.card)
        s.zone[p].append(i)
        s.entered[i] = 0
        if a.mode:
            s.modes[i] = a.mode
        if a.bond:
            s.bond[i] = lead(a.bond)
        if a.leveraged:
            s.leveraged.add(i)
    s.archive[p] = [card(x) for x in seat.archived] + [card(x) for x in seat.archived_actionx]
    s.adventures_archived[p] = len(seat.archived)
    s.final[p] = seat.final

"""Setting up a Seekers match: validated options and Game Set-Up (scenarios: scenario.py; Draft Mode: draft.py)."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, ValidationInfo, model_validator

from ..engine.flow import push
from ..engine.out import Out
from ..engine.validate import STRICT, Problems, card_set, check_names, default_names, validate
from .cards import teaching_set
from .explain import note
from .scenario import OPENING_ADVENTURES, Scenario, actionx_pool, check_scenario, lay_out
from .zones import draw_actionx, draw_leads, reveal
from .steps import DEAL_STEP, DRAFT_DEAL_STEP, FIRST_STEP, TURN_STEP
from .state import DRAFT, SETUP, Table, new_state

OPENING_LEADS = 6
OPENING_ACTIONX = 1
# every mode and player count the rulebook allows, as (label, players, new_match options): the random-play
# checker's set-ups (Draft Mode is for up to three players)
EVERY_SETUP = ([(f"{mode} {n}p", n, {"mode": mode}) for mode in ("beginner", "advanced", "full") for n in (2, 3, 4)]
               + [(f"draft {n}p", n, {"mode": "full", "draft": True}) for n in (2, 3)])


class Setup(BaseModel):
    """The options of a Seekers match, as saved in a save file."""

    model_config = STRICT
    players: int = Field(default=2, ge=2, le=4)
    names: list[str] | None = None
    mode: Literal["beginner", "advanced", "full"] = "full"
    draft: bool = False
    first: int | None = Field(default=None, ge=0, le=3)
    scenario: Scenario | None = None

    @model_validator(mode="after")
    def fits_the_rules(self, info: ValidationInfo) -> "Setup":
        """Names and a first seat that fit the players, Draft Mode as the rules play it, and a scenario the
        card set and the rules allow; every problem at once (the card set is the validation context)."""
        bad = Problems()
        check_names(self.names, self.players, bad)
        if self.first is not None and self.first >= self.players:
            bad.add(f"seat {self.first} does not exist with {self.players} players", field="first")
        if self.draft and self.players > 3:
            bad.add("Draft Mode is for up to three players", field="draft")
        if self.draft and self.mode != "full":
            bad.add("Draft Mode deals twelve ActionX cards to each player from the whole 36-card deck, so it is "
                    "played with mode='full' (ruling S-11)", field="draft")
        if self.scenario is not None:
            check_scenario(self.scenario, self.players, self.mode, card_set(info, "a Seekers setup"), bad,
                           draft=self.draft)
        bad.raise_in_model("Setup")
        return self


def build_setup(players=2, mode="full", draft=False, names=None, first=None, scenario=None,
                source: str = "new_match") -> dict:
    """A set-up from new_match's arguments (a Scenario model becomes plain data)."""
    if isinstance(scenario, BaseModel):
        scenario = scenario.model_dump()
    return normalise({"players": players, "mode": mode, "draft": draft, "names": names, "first": first,
                      "scenario": scenario}, source)


def normalise(raw: dict, source: str) -> dict:
    """Validate a setup (from new_match or a save file); every error at once, naming the file and the field."""
    setup = validate(Setup, raw, source, context={"cards": teaching_set()})
    out = {"players": setup.players, "names": setup.names or default_names(setup.players), "mode": setup.mode,
           "draft": setup.draft, "first": setup.first}
    if setup.scenario is not None:
        out["scenario"] = setup.scenario.model_dump()
    return out


# ----- Game Set-Up ---------------------------------------------------------------------------------
def start(setup: dict, seed: int, out: Out):
    """Game Set-Up: build the decks, lay out a scenario or shuffle, and push the dealing steps."""
    cards = teaching_set()
    n = setup["players"]
    leads = cards.leads * (2 if n == 4 else 1)
    table = Table(n, setup["names"], setup["mode"], setup["draft"], leads, cards.adventures, cards.actionx)
    s = new_state(table, seed)
    s.first = setup.get("first")
    pool = actionx_pool(table.mode, cards.actionx)
    s.box = [i for i in s.ax_deck[0] if s.card(i).name not in pool]
    s.ax_deck[0] = [i for i in s.ax_deck[0] if s.card(i).name in pool]
    if out.on:
        extra = " (two copies of the Lead deck for four players)" if n == 4 else ""
        note(out, "setup", "components", f"{n} seekers play in {table.mode} mode with {len(s.lead_deck)} Leads"
             f"{extra}, {len(s.adv_deck)} Adventures and {len(s.ax_deck[0])} ActionX cards.")
        if table.mode == "beginner":
            note(out, "setup", "beginner", "Beginner play: no ActionX cards and no Heroic Feats.")
        elif table.mode == "advanced":
            note(out, "setup", "advanced", f"Advanced play: the {len(s.box)} Challenging and Expert ActionX cards "
                 "are set aside.")
        if n == 4:
            note(out, "setup", "multiplayer", "With four seekers the second Lead deck is shuffled in.")
    sc = setup.get("scenario")
    if sc is not None:
        lay_out(s, Scenario.model_validate(sc), setup, out)
        return s
    for pile, word in ((s.lead_deck, "Lead"), (s.adv_deck, "Adventure"), (s.ax_deck[0], "ActionX")):
        s.rng.shuffle(pile)
    if out.on:
        note(out, "shuffle", "setup", "The three decks are shuffled separately by the seeded random source.")
    if table.draft:
        s.phase = DRAFT
        s.box, s.ax_deck[0] = s.ax_deck[0], []   # the shared deck is dealt out in packs (ruling S-11)
        push(s.todo, (DRAFT_DEAL_STEP, 1))
    else:
        push(s.todo, (DEAL_STEP,))
    return s


def deal_step(s, item, out):
    """Each seeker gets six Leads and one ActionX card, then reveals three Adventures."""
    s.phase = SETUP
    n = s.table.players
    for p in range(n):
        draw_leads(s, p, OPENING_LEADS, out, "setup")
        if s.table.with_actionx:
            draw_actionx(s, p, OPENING_ACTIONX, out, "setup")
    for p in range(n):
        for _ in range(OPENING_ADVENTURES):
            reveal(s, p, out, "setup")
    push(s.todo, (FIRST_STEP,))


def first_step(s, item, out):
    """Going first: a past loser, a coin for two seekers, else the seeded random source picks."""
    n = s.table.players
    if s.first is not None:
        first = s.first
        why = "lost the last game, so they go first"
    elif n == 2:
        coin = s.rng.coin()
        first = 0 if coin == "heads" else 1
        why = f"the coin lands {coin}, so they go first"
    else:
        first = s.rng.below(n)
        why = "the seeded random source stands in for the coin and picks them to go first"
    s.first = first
    if out.on:
        note(out, "first", "going-first", f"{s.name(first)}: {why}.", seat=first)
    push(s.todo, (TURN_STEP, first))



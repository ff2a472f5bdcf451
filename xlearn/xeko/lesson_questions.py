"""The questions and checks the Xeko lesson scripts use: what a learner is asked, and when a step is done."""
from __future__ import annotations

import re

from ..engine.events import Calculation
from ..tasks import NumberTask
from .tasks import NameTask, count_now, field_eco_points
from ..xeko.steps import STEP_NAMES as TURN_STEPS
from ..lessons.guide import Guide

TURF_WAR_KINDS = ("tw-winner", "tw-tie")


def war_over(guide: Guide) -> bool:
    """Whether the Turf War the learner started has been settled."""
    return bool(guide.heard(*TURF_WAR_KINDS))


def links_to(action, match) -> int:
    """How many cards a Species choice links to (played on a copy; 0 for any other choice)."""
    if not action.label.startswith("Play ") or " at (" not in action.label:
        return 0
    first = match.copy().play(action)[0]
    found = re.search(r"links to (\d+) card", first.text)
    return int(found[1]) if found else 0


def rival_answered(guide: Guide) -> bool:
    """Whether the rival has played a Boost or passed since the learner's latest choice."""
    return any(e.seat == 1 for e in guide.heard("boost", "pass")) or war_over(guide)


def plays_species(action, match) -> bool:
    """Whether a choice plays a Species card into the field."""
    return action.kind == "species"


def rivals_played(guide: Guide) -> bool:
    """Whether a rival has made a choice since the learner's latest one and it is the learner's choice again."""
    done = range(guide.last_mark() + 1, len(guide.match.choices))
    rival = any(guide._actor(i) not in (guide.seat, None) for i in done)
    return rival and (guide.match.over or guide.match.to_act == guide.seat)


def game_over(guide: Guide) -> bool:
    """Whether the game has ended."""
    return guide.match.over


def name_of(guide: Guide, seat: int) -> str:
    """A seat's player name as the board shows it."""
    return guide.match.view(None)["players"][seat]["name"]


def draw_pile_question(g: Guide) -> NumberTask:
    """How many cards are in the rival's draw pile: their deck less their opening hand (they have not drawn yet)."""
    rival = 1 - g.seat
    view = g.match.view(None)
    player = view["players"][rival]
    deck = player["draw_count"] + player["hand_count"] + len(player["shed"]) + sum(
        1 for f in view["field"] if f["owner"] == rival)
    drawn = deck - 5 - player["draw_count"]
    terms = [("Their deck", deck), ("Their opening hand", -5)] + (
        [("Cards they drew since", -drawn)] if drawn else [])
    task = NumberTask(f"How many cards are in your rival {player['name']}'s draw pile now?",
                      Calculation.of(f"{player['name']}'s draw pile", terms), g.match.rules.rulebook["opening-hand"])
    task.hints = ("Start from the size of their deck (every deck here has the same size), then take away the "
                  "cards that left it before the first turn.",
                  "Their deck had 40 cards; the opening hand took some. Your rival has not had a turn yet, so "
                  "they have not drawn in step 1.")
    return task


STEP_NAMES = TURN_STEPS[:6]   # the six steps of the Turn Sequence


def step_question(g: Guide) -> NameTask:
    """Which step of the turn the learner is in now (its name or its number)."""
    phase = g.match.phase
    number = STEP_NAMES.index(phase) + 1 if phase in STEP_NAMES else None
    accepted = [phase] + ([str(number), f"step {number}", f"{number}. {phase}"] if number else [])
    return NameTask("Which step of your turn are you in now? Give its name or its number.", accepted,
                    f"Step {number}: {phase}." if number else phase, g.match.rules.rulebook["turn-sequence"],
                    ("Look at your choices: what kind of card do they play?",
                     "Steps 1 and 2 (the draw and SUNRISE powers) are over; the next step is the one for a Xeko "
                     "card or the one for a Species card."))


def next_step_question(g: Guide) -> NameTask:
    """Which step follows the one the learner is in now (its name or its number)."""
    number = STEP_NAMES.index(g.match.phase) + 2
    name = STEP_NAMES[number - 1]
    return NameTask("Once you have played your Species, which step comes next? Give its name or its number.",
                    [name, str(number), f"step {number}", f"{number}. {name}"], f"Step {number}: {name}.",
                    g.match.rules.rulebook["turn-sequence"],
                    ("The steps always run in the same order; look at the row of six steps at the top of the board.",
                     "It is the step that happens only when your new Species links to a rival's Species."))


def camouflage_heard(guide: Guide) -> bool:
    """Whether the rival has answered the Predator's challenge (Camouflage used, or the war begun)."""
    return bool(guide.heard("camouflage", "tw-winner", "tw-tie")) or guide.match.to_act == guide.seat


def sunrise_question(g: Guide) -> NameTask:
    """Which of the learner's Species has the SUNRISE power that costs cards (Migrate)."""
    names = sorted({a.label.split(" from ")[0].removeprefix("Migrate ") for a in g.match.legal()
                    if a.kind == "migrate"})
    return NameTask("Which of your Species has a SUNRISE power that costs you cards from your draw pile? Type its "
                    "name.", names, f"{names[0]} has Migrate 2: it sheds 2 cards before the card moves.",
                    g.match.rules.rulebook["migrate"],
                    ("Read the SUNRISE powers of your three Species in the field: which one sheds cards?",
                     "Migrate N sheds N cards from your draw pile, then moves that Species. Which of your "
                     "Species has Migrate?"))


def score_question(g: Guide, seat: int) -> NumberTask:
    """What this seat will score when the game ends at the learner's next draw (you or your rival)."""
    you = seat == g.seat
    task = NumberTask("When your next draw ends the game, how many Eco-points will you score?" if you else
                      f"And your rival {name_of(g, seat)}: how many Eco-points will they score (Conservation bonus "
                      "included)?", count_now(g.match, seat),
                      g.match.rules.rulebook["count" if you else "conservation"])
    task.hints = ("Add the Eco-points of that player's own Species in the field, then the Conservation bonus: half "
                  "the cards left in their draw pile, rounded up (none left, no bonus).",
                  "Each Species shows its Eco-points on the card (Eco); the draw pile's count is beside the "
                  "player's name. Only that player's own Species count.")
    return task


def eco_question(g: Guide) -> NumberTask:
    """How many Eco-points the learner's Species in the field would count now."""
    task = NumberTask("If the game ended now, how many Eco-points would your Species in the field count (before "
                      "any Conservation bonus)?", field_eco_points(g.match, g.seat), g.match.rules.rulebook["count"])
    task.hints = ("Only your own Species in the field count; each shows its Eco-points on the card.",
                  "Find each of your Species in the field (turned to face you) and add the Eco-points printed on "
                  "them.")
    return task


def next_player_question(g: Guide) -> NameTask:
    """Who took the turn right after the learner's (play goes clockwise)."""
    after = (g.seat + 1) % len(g.match.view(None)["players"])
    name = name_of(g, after)
    return NameTask("Who took the turn right after yours? Give the player's name.", [name, name.split()[-1]],
                    f"Play goes clockwise, so {name} followed you.", g.match.rules.rulebook["multiplayer-order"],
                    ("Look at the order in which the bots played after you.",
                     "Play goes clockwise: the player on your left follows you."))


SLOTH = "Play Brown-throated Three-toed Sloth at (1, 1)"

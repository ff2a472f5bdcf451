"""The questions and checks the Seekers lesson files name (xlearn/seekers/lesson_vocab.py): what a learner is
asked, worked out from the position the learner reached, and when a wait step is over."""
from __future__ import annotations

from ..engine.events import Calculation
from ..tasks import AnswerTask, NumberTask
from .tasks import OutcomeTask
from ..lessons.guide import Guide
from .lesson_guide import LET_STAND, MENU, draws_leads, leads_in_hand, you


def chain_question(guide: Guide) -> OutcomeTask:
    """Does Lucky Break draw its Leads if the learner lets the chain stand as it is now?"""
    task = OutcomeTask(guide.match, [LET_STAND], "Your Lucky Break now sits under three Thwarts: your rival's, yours, "
                       "and your rival's again. If you let the last Thwart stand, does Lucky Break draw its two "
                       "Leads?", draws_leads, guide.match.rules.rulebook["thwart-chain"],
                       kinds=("thwarted", "resolves", "draw"), why="The chain settles from the top down.")
    task.hints = ("Count the Thwarts that stand in the chain, and read “More on Thwart”: an odd count and an even "
                  "count end differently.",
                  "Settle it from the top: the last Thwart cancels the one below it (yours), so your rival's first "
                  "Thwart stands against Lucky Break.")
    return task


def lead_deck_task(guide: Guide) -> NumberTask:
    """How many Leads are left in the deck once both opening hands are dealt (the engine's count agrees)."""
    m = guide.match
    left = Calculation.of("Lead deck after set-up", [("Lead deck", 72), ("your opening Leads", -6),
                                                     (f"{you(m, 1)}'s opening Leads", -6)])
    assert left.total == m.view(0)["lead_deck_count"]
    task = NumberTask(f"How many Leads are left in the Lead deck now that you and {you(m, 1)} hold your opening "
                      "hands?", left, m.rules.rulebook["setup"])
    task.hints = ("Look at “Game Set-Up”: how many Leads is each seeker dealt, and how many does the deck hold "
                  "before the deal?", "The deck starts with 72 Leads; each of the two seekers takes six from it.")
    return task


def hand_now_task(guide: Guide, question: str, why: str, hints: tuple[str, str], rule: str) -> AnswerTask:
    """How many Leads the learner holds now (the answer read from the position reached)."""
    n = leads_in_hand(guide.match, guide.seat)
    task = AnswerTask(question, n, why.format(n=n), guide.match.rules.rulebook[rule])
    task.hints = hints
    return task


def rival_moved(guide: Guide) -> bool:
    """Whether the rival has made their scripted choice and the learner is to choose again."""
    m = guide.match
    return (m.to_act == guide.seat and len(m.choices) > guide.start
            and guide._actor(len(m.choices) - 1) not in (None, guide.seat))


def breakthrough_pay(match) -> str:
    """The first way to pay Breakthrough in this position (its label)."""
    probe = match.copy()
    probe.play(MENU)
    probe.play("Breakthrough")
    return next(a.label for a in probe.legal() if a.label.startswith("Breakthrough:"))


def pack_task(guide: Guide) -> AnswerTask:
    """How many cards are in the pack that has just reached the learner (read from the position)."""
    n = len(guide.match.view(guide.seat)["players"][guide.seat]["looking"])
    task = AnswerTask("How many cards are in the pack that has just been passed to you?", n,
                      f"Every pack starts with six cards; the drafter who passed it to you kept one: 6 − 1 = {n}.",
                      guide.match.rules.rulebook["draft"])
    task.hints = ("Each drafter keeps one card of a pack, then passes the rest on.",
                  "Packs start with six cards; the one you hold has been drafted from once.")
    return task



def rest_question(guide: Guide) -> OutcomeTask:
    """How many Adventures the learner must scrap after resting (played out on a copy)."""
    return OutcomeTask(guide.match, ["Rest"], "You hold two Adventures. If you rest, how many Adventures must you "
                       "then scrap?", lambda probe, events: len(probe.view(0)["players"][0]["adventures"]) - 3,
                       guide.match.rules.rulebook["resting"], kinds=("rest", "reveal"))


def breakthrough_now_question(guide: Guide) -> OutcomeTask:
    """Whether a Breakthrough performed right now wins (played out on a copy)."""
    return OutcomeTask(guide.match, [MENU, "Breakthrough", breakthrough_pay(guide.match)],
                       "If you perform Breakthrough right now, before playing anything else, do you win?",
                       lambda probe, events: probe.over, guide.match.rules.rulebook["breakthrough-win"],
                       kinds=("breakthrough", "win"))

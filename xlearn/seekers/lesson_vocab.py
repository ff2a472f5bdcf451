"""The names a Seekers lesson file may use (xlearn/lessons/vocab.py): its goals, wait ends and questions."""
from __future__ import annotations

from . import lesson_questions as q
from .lesson_guide import MENU, SeekersGuide, Via, rival_thwarted
from .tasks import MayTask, PayTask


def via(final: str, *passes: str):
    """Goal: the choice whose label starts with `final`, or one of the choices on the way to it (the Heroic Feats
    menu, the Feat in its row...); the way is written with `menu` for the Heroic Feats menu."""
    return Via(final, *(MENU if p == "menu" else p for p in passes))


def may(guide, label: str, question: str, via: list | tuple = (), rule: str | None = None, why: str = "") -> MayTask:
    """Question: may the learner make this choice now (yes or no, read from the choices the board offers)?"""
    return MayTask(guide.match, label, question, via=[MENU if p == "menu" else p for p in via],
                   rule=guide.rulebook_ref(rule), why=why)


def pay(guide, adventure: str, question: str | None = None) -> PayTask:
    """Question: can the learner's Leads pay this Adventure now?"""
    return PayTask(guide.match, adventure, question=question)


def hand_now(guide, question: str, why: str, hints: list, rule: str):
    """Question: how many Leads the learner holds now; `why` may say {n} for the count."""
    return q.hand_now_task(guide, question, why, tuple(hints), rule)


GUIDE = SeekersGuide
GOALS = {"via": via}
UNTILS = {"rival_thwarted": lambda: rival_thwarted, "rival_moved": lambda: q.rival_moved}
QUESTIONS = {"may": may, "pay": pay, "hand_now": hand_now,
             **{name: getattr(q, name) for name in ("chain_question", "lead_deck_task", "pack_task", "rest_question",
                                                    "breakthrough_now_question")}}

"""The names a lesson file may use in its steps: goals of a choose step, ends of a wait step, questions of an ask
step. These are the ones every game shares; a game adds its own in xlearn/<game>/lesson_vocab.py (GOALS, UNTILS,
QUESTIONS, and GUIDE, the guide class its lessons run on).

A goal or an end is written as a name (`goal: plays_species`) or a name with its value (`goal: {starts: Boost:}`,
a list for several values). A question is `ask: NAME` with its words as keys beside it (`question: ...`)."""
from __future__ import annotations

import importlib
from types import SimpleNamespace

from ..tasks import AnswerTask, ChoiceTask
from .guide import Guide


def starts(*prefixes: str):
    """Goal: any choice whose label starts with one of these words."""
    return lambda action, match: action.label.startswith(tuple(prefixes))


def kind(name: str):
    """Goal: any choice of this kind (an action's kind, e.g. species, migrate, capture)."""
    return lambda action, match: action.kind == name


def anything():
    """Goal: any choice of the learner's."""
    return lambda action, match: True


def learner_to_act():
    """End: it is the learner's choice again."""
    return lambda guide: guide.match.to_act == guide.seat


def choices_at_least(n: int):
    """End: the game has reached its choice number n (n choices made since the start of the game)."""
    return lambda guide: len(guide.match.choices) >= n


def to_act_not_in(*seats: int):
    """End: none of these seats is to choose now."""
    return lambda guide: guide.match.to_act not in seats


def answer(guide, question: str, answer, why: str = "", rule: str | None = None, hints=()) -> AnswerTask:
    """Question: one typed answer, given in the lesson file (a number, or words)."""
    task = AnswerTask(question, answer, why or f"The answer is {answer}.", guide.rulebook_ref(rule))
    if hints:
        task.hints = tuple(hints)
    return task


def choice(guide, question: str, correct: str, why: str, rule: str | None = None, hints=(),
           answer_hint: str = "") -> ChoiceTask:
    """Question: which choice (a card's name, a label) is the one meant; the engine reads it as a choice."""
    task = ChoiceTask(guide.match, question, correct, guide.rulebook_ref(rule), why)
    if answer_hint:
        task.answer_hint = answer_hint
    if hints:
        task.hints = tuple(hints)
    return task


def count_choices(guide, question: str, starts: str, why: str = "", rule: str | None = None, hints=(),
                  at_start: bool = False) -> AnswerTask:
    """Question: how many choices whose label starts with these words the learner has now (or, with at_start, had
    when the lesson began); the engine counts them, so the answer the file gives is checked."""
    m = guide.match
    if at_start:
        from ..engine.match import Match
        m = Match(m.rules, m.setup, m.seed)
        for label in guide.match.choices[:guide.start]:
            m.play(label)
    n = sum(a.label.startswith(starts) for a in m.legal())
    return answer(guide, question, n, why, rule, hints)


SHARED = SimpleNamespace(
    GOALS={"starts": starts, "kind": kind, "anything": anything},
    UNTILS={"learner_to_act": learner_to_act, "choices_at_least": choices_at_least, "to_act_not_in": to_act_not_in},
    QUESTIONS={"answer": answer, "choice": choice, "count_choices": count_choices},
    GUIDE=Guide, MACROS={})


def of_game(game: str) -> SimpleNamespace:
    """The names a lesson of this game may use: the shared ones and the game's own."""
    try:
        own = importlib.import_module(f"xlearn.{game}.lesson_vocab")
    except ModuleNotFoundError:
        raise KeyError(game) from None
    return SimpleNamespace(
        GOALS={**SHARED.GOALS, **getattr(own, "GOALS", {})},
        UNTILS={**SHARED.UNTILS, **getattr(own, "UNTILS", {})},
        QUESTIONS={**SHARED.QUESTIONS, **getattr(own, "QUESTIONS", {})},
        GUIDE=getattr(own, "GUIDE", Guide), MACROS=getattr(own, "MACROS", {}))

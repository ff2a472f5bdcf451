"""The names a Xeko lesson file may use (xlearn/lessons/vocab.py): its goals, wait ends and questions."""
from __future__ import annotations

from . import lesson_questions as q
from .tasks import DiffTask, LegalSpotsTask


def links_at_least(n: int):
    """Goal: a Species played where it links to at least n cards."""
    return lambda action, match: q.links_to(action, match) >= n


def diff(guide, question: str | None = None, action: str | None = None) -> DiffTask:
    """Question: the Diff of the Turf War on the board (or of the one `action` would start)."""
    return DiffTask(guide.match, action, question=question)


def legal_spots(guide, card: str) -> LegalSpotsTask:
    """Question: every spot where this card of the learner's hand may be played."""
    return LegalSpotsTask(guide.match, card)


def score_question(guide, whose: str = "you"):
    """Question: what the learner (whose: you) or the rival (whose: rival) scores when the game ends."""
    return q.score_question(guide, guide.seat if whose == "you" else 1 - guide.seat)


GOALS = {"plays_species": lambda: q.plays_species, "links_at_least": links_at_least}
UNTILS = {name: (lambda f=getattr(q, name): f) for name in
          ("war_over", "rival_answered", "rivals_played", "game_over", "camouflage_heard")}
QUESTIONS = {"diff": diff, "legal_spots": legal_spots, "score_question": score_question,
             **{name: getattr(q, name) for name in ("draw_pile_question", "step_question", "next_step_question",
                                                    "sunrise_question", "eco_question", "next_player_question")}}

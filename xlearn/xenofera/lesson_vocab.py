"""The names a Xenofera lesson file may use (xlearn/lessons/vocab.py): its goals, wait ends, questions, and the
`phase` step of a first turn played phase by phase (xlearn/xenofera/lesson_full_game.py)."""
from __future__ import annotations

from . import lesson_questions as q
from .lesson_full_game import FirstTurnGuide, huntsman_task, phase_steps
from .lesson_moments import in_phase, learner_to_choose, set_up_done
from .tasks import CagesForItemTask, CapturableTask, TieTask


def tie(guide) -> TieTask:
    """Question: which side wins a battle on equal totals, for the learner's side."""
    return TieTask(guide.match, guide.seat)


def capturable(guide) -> CapturableTask:
    """Question: which creatures of the Line of Sight the learner can capture now."""
    return CapturableTask(guide.match)


def cages_for_item(guide, item: str) -> CagesForItemTask:
    """Question: which of the learner's cages this item may go on."""
    return CagesForItemTask(guide.match, item)


def phase(lf, sd) -> list:
    """A step form of its own: `phase: A.` with `explain:` (what the phase is), `choose:` (what to do in it) and
    `rule:`; the learner then plays the whole phase on the board (skipped if the phase never comes)."""
    from ..lessons.lesson_file import LessonError
    missing = [k for k in ("explain", "choose", "rule") if k not in sd.data]
    extra = [k for k in sd.data if k not in ("phase", "explain", "choose", "rule")]
    if missing or extra:
        raise LessonError(lf.path, sd.line, "a phase step has phase:, explain:, choose: and rule: "
                                            f"({'missing ' + ', '.join(missing) if missing else 'no ' + ', '.join(extra)})")
    return phase_steps(str(sd.data["phase"]), sd.data["explain"], sd.data["choose"], sd.data["rule"])


GUIDE = FirstTurnGuide
GOALS = {}
UNTILS = {"in_phase": in_phase, "set_up_done": lambda: set_up_done, "learner_to_choose": lambda: learner_to_choose,
          "battle_started": lambda: q.battle_started, "attacker_laid": lambda: q.attacker_laid}
QUESTIONS = {"tie": tie, "huntsman_task": huntsman_task, "capturable": capturable, "cages_for_item": cages_for_item,
             **{name: getattr(q, name) for name in ("first_player_task", "phase_task", "build_points_task",
                                                    "refill_task", "hand_after_task", "turns_left_task",
                                                    "score_task", "winner_task")}}
MACROS = {"phase": phase}

"""The tenth Xenofera lesson's parts (its guide is in lessons/xenofera/10-full-game-against-bots.md): a first turn
guided phase by phase, each `phase:` step of the lesson file made into an explanation and the phase played."""
from __future__ import annotations

from dataclasses import dataclass

from ..tasks import AnswerTask
from ..lessons.guide import CHOOSE, EXPLAIN, Guide, Step


def huntsman_task(guide: Guide) -> AnswerTask:
    """The capture points of the Huntsman the learner kept (their own game's leader)."""
    h = guide.match.view(guide.seat)["players"][guide.seat]["huntsman"]
    task = AnswerTask(f"Your Huntsman is {h['name']}. How many capture points does your Huntsman bring to a "
                      "catch?", h["capture"], f"{h['name']} brings {h['capture']} capture points (and {h['build']} "
                      "build points), every turn, at no cost to your score.", guide.match.rules.rulebook["card-types"])
    task.hints = ["Find your Huntsman on your side of the table and read the numbers on the card.",
                  "A Huntsman's card shows two numbers: build points and capture points; the question asks for "
                  "the second."]
    return task


@dataclass
class PhaseStep(Step):
    """A step of the learner's first turn that belongs to one phase: skipped if that phase never comes (a phase
    with nothing to do passes by itself); a choose step lasts the whole phase, whatever the learner plays in it."""

    phase: str = ""


def in_my_phase(guide: Guide, prefix: str) -> bool:
    """Whether it is the learner's own turn, in the phase whose name starts with prefix."""
    m = guide.match
    return not m.over and m.to_act == guide.seat and m.phase.startswith(prefix)


def phase_steps(prefix: str, text: str, todo: str, rule: str) -> list[Step]:
    """Explain one phase of the learner's first turn, then let the learner play the whole phase on the board."""
    return [PhaseStep(EXPLAIN, text=text, rule=rule, todo="Read this, then press Next.", phase=prefix),
            PhaseStep(CHOOSE, todo=todo, rule=rule, goal=lambda action, match: True, phase=prefix,
                      why="any choice of yours is fine here.",
                      until=lambda guide: not in_my_phase(guide, prefix))]


class FirstTurnGuide(Guide):
    """A guide whose phase steps follow the learner's first turn phase by phase (one per phase it reaches)."""

    def _enter(self) -> None:
        """Skip the steps of a phase the turn is not in (it passed by itself, or the turn is over)."""
        while (self.current < len(self.steps) and isinstance(self.step, PhaseStep)
               and not in_my_phase(self, self.step.phase)):
            self.current += 1
        super()._enter()

    def after(self, action, events) -> None:
        """In a phase step, the learner's choices count towards the step, which ends with the phase."""
        step = self.step
        if (self.current < len(self.steps) and isinstance(step, PhaseStep) and step.kind == CHOOSE
                and self._actor(len(self.match.choices) - 1) == self.seat):
            self.marks.setdefault(self.current, len(self.match.choices) - 1)
            if step.until(self):
                self._advance()
            else:
                self.publish()
            return
        super().after(action, events)

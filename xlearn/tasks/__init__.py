"""Lesson tasks whose answers the engine checks, with feedback that explains a wrong answer.

Each task works without widgets (call `task.check(answer)`), and a board shows it too (`board.ask(task)`).
The tasks here fit any game; each game's own tasks live in `xlearn.tasks.<game>`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..engine.events import Calculation, Event
from ..engine.rules import RuleRef
from .numbers import NotANumber, read_number


@dataclass(frozen=True)
class Feedback:
    """The verdict on an answer: right or not, and why, citing the rule that decides it.

    On a board a wrong answer's message is a hint, never the answer; `worked` (the worked answer) is set
    once the answer is right or the learner asked "Show me"."""

    correct: bool
    message: str
    rule: RuleRef | None = None
    worked: str | None = None
    shown: bool = False

    def to_json(self) -> dict:
        """The feedback as the board's task panel draws it."""
        return {"correct": self.correct, "message": self.message, "worked": self.worked, "shown": self.shown,
                "cite": self.rule.cite() if self.rule else None}

    def __repr__(self) -> str:
        mark = "Right!" if self.correct else "Not quite."
        cite = f"\n  [{self.rule.cite()}]" if self.rule else ""
        return f"{mark} {self.message}{cite}"

    def _repr_markdown_(self) -> str:
        mark = "**Right!**" if self.correct else "**Not quite.**"
        cite = f"  \n*{self.rule.cite()}*" if self.rule else ""
        return f"{mark} {self.message}{cite}"


SPOT = re.compile(r"\(\s*(-?\d+)\s*,\s*(-?\d+)\s*\)")


class Task:
    """A question about a position; `check(answer)` returns Feedback.

    On a board, `respond(text)` teaches instead of telling: a first wrong answer gets `hint(1)` (what to look
    at), later ones `hint(2)` (a stronger hint); the worked answer comes once the answer is right, or on
    `show()` ("Show me"). Listeners hear the task once it is answered right or shown."""

    question = ""
    answer_hint = "a number"
    rule: RuleRef | None = None

    def parse(self, text: str):
        """Turn what a learner typed on a board into an answer for `check` (a number, if it reads as one)."""
        if self.answer_hint == "a number":
            return read_number(text)
        text = text.strip()
        try:
            return read_number(text)
        except NotANumber:
            return text

    def check(self, answer) -> Feedback:  # pragma: no cover - every task overrides it
        raise NotImplementedError

    @property
    def listeners(self) -> list:
        """Callbacks told (with the task) once it is answered right or shown: a lesson guide moves on."""
        if "_listeners" not in self.__dict__:
            self._listeners = []
        return self._listeners

    @property
    def attempts(self) -> int:
        return self.__dict__.get("_attempts", 0)

    def solution(self):
        """The right answer, as check() takes it."""
        return getattr(self, "expected", getattr(self, "correct", None))

    def hint(self, level: int) -> str:
        """A hint that names what to look at (level 1) or goes further (level 2), never the answer itself."""
        given = self.__dict__.get("hints")
        if given:
            return given[min(level, len(given)) - 1]
        rule = self.rule
        if level == 1 and rule is not None:
            return f"Look again at “{rule.section}”: {rule.summary}"
        calc = getattr(self, "calc", None)
        if calc is not None and getattr(calc, "terms", None):
            return (f"{calc.title} is worked out from these terms: {', '.join(t.label for t in calc.terms)}. "
                    "Find each one on the board and add them up.")
        return "Look at the board once more, or press Show me to see the worked answer."

    @property
    def done(self) -> bool:
        """Whether the learner has answered right or asked to be shown (a cell may then show the working)."""
        return self.__dict__.get("_done", False)

    def _tell(self) -> None:
        self._done = True
        for listener in list(self.listeners):
            listener(self)

    def respond(self, text: str) -> Feedback | None:
        """Check what the learner typed on a board: a hint if wrong, the worked answer if right; None (and
        `self.unreadable`, a plain sentence) if it cannot be read at all."""
        self.unreadable = None
        try:
            answer = self.parse(str(text))
            verdict = self.check(answer)
        except (TypeError, ValueError) as exc:
            self.unreadable = (str(exc) if isinstance(exc, NotANumber) else
                               f"“{str(text).strip()}” is not an answer I can read here: give {self.answer_hint}.")
            return None
        if verdict.correct:
            self._tell()
            return Feedback(True, verdict.message, verdict.rule, worked=verdict.message)
        self._attempts = self.attempts + 1
        hint = self.hint(1 if self.attempts == 1 else 2)
        return Feedback(False, hint, self.rule or verdict.rule)

    def show(self) -> Feedback:
        """Show me: the worked answer (the task counts as done, so a lesson goes on)."""
        verdict = self.check(self.solution())
        self._tell()
        return Feedback(True, verdict.message, verdict.rule, worked=verdict.message, shown=True)

    def __repr__(self) -> str:
        return f"Task: {self.question}"


class ScoreTask(Task):
    """What does this seat score at the end of the game? The engine's scoring sum is the answer and its working.

    A game names its points (`points`) and what a wrong answer should add up (`terms`)."""

    points = "Eco-points"
    terms = "add every term"

    def __init__(self, match, seat: int, rule: RuleRef | None = None):
        if match.result is None:
            raise ValueError(f"{type(self).__name__} needs a finished match")
        self.match, self.seat = match, seat
        self.calc = match.result.scores[seat]
        name = match.view(None)["players"][seat]["name"]
        self.question = f"How many {self.points} does {name} score?"
        self.expected = self.calc.total
        self.rule = rule or match.result.rule

    def check(self, answer) -> Feedback:
        if int(answer) == self.expected:
            return Feedback(True, str(self.calc), self.rule)
        return Feedback(False, f"You said {answer}; {self.terms}: {self.calc}", self.rule)


class WordTask(Task):
    """A task answered in words (a label, a name, a side), read as typed, numbers included."""

    answer_hint = "a word"

    def parse(self, text: str):
        return str(text).strip()


class ChoiceTask(WordTask):
    """Pick the right option among the legal choices (the engine knows which one does what the question asks)."""

    answer_hint = "the label of a choice"

    def __init__(self, match, question: str, correct: str, rule: RuleRef, why: str):
        self.match, self.question, self.correct, self.rule, self.why = match, question, correct, rule, why

    def _is(self, answer, label: str) -> bool:
        """Whether the answer names this choice: its label, or the card it plays (case and spaces aside)."""
        said = " ".join(str(answer).lower().split())
        return said in {label.lower(), label.lower().removeprefix("play xeko card "), label.lower().removeprefix("play ")}

    def check(self, answer) -> Feedback:
        if answer == self.correct or self._is(answer, self.correct):
            return Feedback(True, self.why, self.rule)
        named = next((a.label for a in self.match.legal() if self._is(answer, a.label)), None)
        if named is not None:
            return Feedback(False, f"{answer!r} is allowed, but it is not the answer. {self.why}", self.rule)
        if self.match.why_not(answer) is not None:
            return Feedback(False, f"{answer!r} is not even allowed here: {self.match.why_not(answer).reason}",
                            self.match.why_not(answer).rule)
        return Feedback(False, f"{answer!r} is allowed, but it is not the answer. {self.why}", self.rule)


class NumberTask(Task):
    """A number worked out by the engine (e.g. a Conservation bonus); feedback shows the sum."""

    def __init__(self, question: str, calc: Calculation, rule: RuleRef):
        self.question, self.calc, self.rule, self.expected = question, calc, rule, calc.total

    def check(self, answer) -> Feedback:
        if int(answer) == self.expected:
            return Feedback(True, str(self.calc), self.rule)
        return Feedback(False, f"You said {answer}; {self.calc}", self.rule)


def recap(events: list[Event], kinds: tuple[str, ...] | None = None) -> None:
    """Print what happened, one event a line, each with the rulebook section it applied."""
    for e in events:
        if kinds is None or e.kind in kinds:
            print(f"- {e.text}  [{e.rule.section}]")
            for c in e.all_calcs():
                print(f"    {c}")


class AnswerTask(Task):
    """A question whose right answer the engine has worked out (a name, a seat, a number)."""

    @property
    def answer_hint(self) -> str:
        return "a number" if isinstance(self.expected, int) else "a word or name"

    def parse(self, text: str):
        return read_number(text) if isinstance(self.expected, int) else text.strip()

    def __init__(self, question: str, expected, why: str, rule: RuleRef):
        self.question, self.expected, self.why, self.rule = question, expected, why, rule

    def check(self, answer) -> Feedback:
        if answer == self.expected:
            return Feedback(True, self.why, self.rule)
        return Feedback(False, f"You said {answer!r}; the answer is {self.expected!r}. {self.why}", self.rule)


__all__ = ["Feedback", "Task", "AnswerTask", "ChoiceTask", "NumberTask", "ScoreTask", "WordTask", "recap"]

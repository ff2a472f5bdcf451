"""X: Seekers of Fortune lesson tasks: yes/no questions and outcomes that the engine settles by playing.

Every answer is worked out from the engine's public behaviour: the legal choices (`match.legal()`), the
refusals (`match.why_not`), and what happens when choices are played on a copy of the match.
"""
from __future__ import annotations

from typing import Callable, Iterable

from ..engine.events import Event
from ..engine.rules import RuleRef
from ..tasks import Feedback, Task

YES = {"yes", "y", "true", "1"}
NO = {"no", "n", "false", "0"}


def _labels(match) -> list[str]:
    """The labels of the choices on offer now."""
    return [a.label for a in match.legal()]


def _say(value) -> str:
    """An answer as the feedback says it: yes, no, a number or a word."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


class _Answerable(Task):
    """Shared reading of typed answers: yes/no for a bool, a number for an int, else the text itself."""

    expected: object = None
    why = ""   # the reason, told with the answer (right or wrong)

    @property
    def answer_hint(self) -> str:
        """What kind of answer the task takes: yes or no, a number, or a word."""
        if isinstance(self.expected, bool):
            return "yes or no"
        return "a number" if isinstance(self.expected, int) else "a word or name"

    def parse(self, text: str):
        """The learner's answer read as yes or no, a number or a word (bad input raises ValueError)."""
        text = text.strip()
        if isinstance(self.expected, bool):
            word = text.lower().rstrip(".!")
            if word in YES:
                return True
            if word in NO:
                return False
            raise ValueError(f"{text!r} is neither yes nor no")
        return super().parse(text) if isinstance(self.expected, int) else text

    def _same(self, answer) -> bool:
        """Whether the answer is the expected one (yes/no, number, or word ignoring case)."""
        if isinstance(self.expected, bool):
            if isinstance(answer, str):
                answer = self.parse(answer)
            return bool(answer) == self.expected
        if isinstance(self.expected, int):
            return int(answer) == self.expected
        return str(answer).strip().lower() == str(self.expected).lower()

    def right(self) -> str:
        """What a right answer is told: the reason."""
        return self.why

    def check(self, answer) -> Feedback:
        """Feedback on the answer: right, or wrong with the reason and the rule."""
        if self._same(answer):
            return Feedback(True, self.right(), self.rule)
        return Feedback(False, f"You said {_say(answer)}, but the answer is {_say(self.expected)}. {self.why}",
                        self.rule)


class PayTask(_Answerable):
    """Can the seeker to act pay this Adventure with the Leads in hand right now (wild Leads included)?"""

    def __init__(self, match, adventure: str, question: str | None = None):
        """Set up the task and work out its expected answer from the engine (never from the learner's view)."""
        self.match, self.adventure = match, adventure
        seat = match.to_act
        name = match.view(None)["players"][seat]["name"]
        self.question = question or f"Can {name} pay {adventure} now with the Leads in hand? Answer yes or no."
        label = f"Complete {adventure}"
        self.expected = label in _labels(match)
        rules = match.rules.rulebook
        if self.expected:
            probe = match.copy()
            done = next(e for e in probe.play(label) if e.kind == "complete")
            self.why, self.rule = done.text, done.rule
        else:
            refusal = match.why_not(label)
            self.why, self.rule = refusal.reason, refusal.rule or rules["pay-all"]


class MayTask(_Answerable):
    """May this choice be made now? The engine answers: it is offered (after the menu steps in `via`) or refused.

    `via` lists the menu choices that lead to it (e.g. "Perform a Heroic Feat", "Poach"); `why`, when given,
    explains in the lesson's words (used instead of the engine's refusal when that refusal is a general one).
    """

    def __init__(self, match, label: str, question: str, via: Iterable[str] = (), rule: RuleRef | None = None,
                 why: str = ""):
        """Set up the task and work out its expected answer from the engine (never from the learner's view)."""
        self.match, self.label, self.question = match, label, question
        probe = match.copy()
        reached = True
        for step in via:
            if step not in _labels(probe):
                reached = False
                break
            probe.play(step)
        self.expected = reached and label in _labels(probe)
        refusal = None if self.expected else match.why_not(label)
        if self.expected:
            self.why = f"The engine offers {label!r} now. {why}".strip()
            self.rule = rule
        elif why:
            self.why = f"The engine does not offer {label!r} now. {why}"
            self.rule = rule or refusal.rule
        else:
            self.why = f"The engine refuses {label!r}: {refusal.reason}"
            self.rule = rule or refusal.rule


class OutcomeTask(_Answerable):
    """What happens if these choices are made? The engine plays them on a copy and reads off the answer.

    `measure(probe, events)` gives the answer (a bool, a number or a name); the feedback retells the events
    of the kinds listed in `kinds` (all of them when None), each with its worked sums.
    """

    def __init__(self, match, plays: Iterable[str], question: str,
                 measure: Callable[[object, list[Event]], object], rule: RuleRef,
                 kinds: tuple[str, ...] | None = None, why: str = ""):
        """Set up the task and work out its expected answer from the engine (never from the learner's view)."""
        self.match, self.question, self.rule = match, question, rule
        self.probe = match.copy()
        self.events: list[Event] = []
        for label in plays:
            self.events += self.probe.play(label)
        self.expected = measure(self.probe, self.events)
        told = [e for e in self.events if kinds is None or e.kind in kinds]
        story = " ".join(e.text + "".join(f" ({c})" for c in e.all_calcs()) for e in told)
        self.why = " ".join(x for x in (why, f"Played out: {story}" if story else "") if x)

    def right(self) -> str:
        """What a right answer is told: the answer, then the story of the choices played out."""
        return f"The answer is {_say(self.expected)}. {self.why}"

"""Xeko lesson tasks: legal spots by the link rule, and the Diff of a Turf War."""
from __future__ import annotations

from ..engine.events import Calculation, Event
from ..tasks import SPOT, Feedback, Task, WordTask


def _spot(value) -> tuple[int, int]:
    """A spot from an answer: a pair of numbers."""
    x, y = value
    return int(x), int(y)


class LegalSpotsTask(Task):
    """Which spots are legal for this Species card now? (the link rule, checked by the engine)."""

    answer_hint = "spots such as (0, 1), (1, 1)"

    def parse(self, text: str):
        """Read the learner's answer to this LegalSpotsTask."""
        return [(int(x), int(y)) for x, y in SPOT.findall(text)]

    def __init__(self, match, card: str):
        """Set up this LegalSpotsTask."""
        self.match, self.card = match, card
        self.rule = match.rules.rulebook["link-rule"]
        self.question = f"On which spots may {card} be played now? Answer with a list of (x, y) spots."
        self.expected = {a.spot for a in match.legal() if a.kind == "species" and a.label.startswith(f"Play {card} at")}

    def check(self, answer) -> Feedback:
        """Whether the learner named exactly the spots where the card may be played."""
        given = {_spot(p) for p in answer}
        extra, missing = sorted(given - self.expected), sorted(self.expected - given)
        if not extra and not missing:
            return Feedback(True, f"{self.card} fits exactly on {', '.join(map(str, sorted(given)))}.",
                            self.match.rules.rulebook["link-rule"])
        lines = []
        first_rule = None
        for p in extra:
            refusal = self.match.why_not(f"Play {self.card} at ({p[0]}, {p[1]})")
            if refusal is not None:
                lines.append(f"{p} is not legal: {refusal.reason}")
                first_rule = first_rule or refusal.rule
        if missing:
            lines.append(f"You missed {', '.join(map(str, missing))}: there every touching side agrees and at least "
                         "one link shares a colour.")
        return Feedback(False, " ".join(lines), first_rule or self.match.rules.rulebook["link-rule"])


def _first_calc(events: list[Event], title: str) -> tuple[Calculation, Event] | None:
    """The first calculation of this title in the events, with its event."""
    for e in events:
        for c in e.all_calcs():
            if c.title == title:
                return c, e
    return None


def play_until_settled(match, action=None, passes: tuple[str, ...] = ("Pass (play no Boost)",)):
    """Play `action` (if any) on a copy, then pass through any Boost phase; returns the copy and all its events."""
    probe = match.copy()
    probe.explain = True
    events = list(probe.play(action)) if action is not None else []
    while not probe.over and any(a.label in passes for a in probe.legal()):
        events += probe.play(next(a for a in probe.legal() if a.label in passes))
    return probe, events


class DiffTask(Task):
    """What is the Diff of the Turf War this choice starts, or of the one under way (if nobody plays a Boost)?

    The expected answer is worked out from the match as it is when the task is made, so a lesson that asks
    after the learner's own move asks about the position the learner reached."""

    def __init__(self, match, action: str | None = None, question: str | None = None):
        """Set up this DiffTask."""
        self.match, self.action = match, action
        if question is None:
            start = (f"If you choose {action.removeprefix('Play ')} and nobody plays a Boost" if action else
                     "The Turf War is on. If nobody plays a Boost")
            question = f"{start}, how many cards will the loser shed (the Diff)? Answer 0 for a tie."
        self.question = question
        _, events = play_until_settled(match, action)
        found = _first_calc(events, "Diff")
        self.calc = found[0] if found else None
        self.rule = found[1].rule if found else match.rules.rulebook["tw-winner"]
        self.sides = next((e.calcs for e in events if e.kind in ("tw-winner", "tw-tie")), ())
        self.expected = self.calc.total if self.calc else 0

    def hint(self, level: int) -> str:
        """Level 1: how a side's total is made; level 2: the terms on each side, without their values."""
        if level == 1 or not self.sides:
            return ("Work out each side's Energy total first: the card's Energy, plus what powers add in phase a "
                    "(Ferocity while invading, Nest while defending) and any Multi-link bonus in phase c. "
                    "The Diff is the difference between the two totals.")
        sides = "; ".join(f"{c.title.split(':')[0]} adds {' + '.join(t.label for t in c.terms)}" for c in self.sides)
        return f"{sides}. Read each value on the cards, total each side, and subtract the smaller total."

    def check(self, answer) -> Feedback:
        """Whether the learner's Diff is the one the Turf War gives."""
        sums = " ".join(f"{c}." for c in self.sides)
        if int(answer) == self.expected:
            diff = f" {self.calc}." if self.calc else " The totals are equal, so nobody sheds."
            return Feedback(True, f"The Diff is {self.expected}. {sums}{diff}", self.rule)
        how = str(self.calc) if self.calc else "the totals are equal, so nobody sheds"
        return Feedback(False, f"You said {answer}, but {how}. Work out each side: {sums}", self.rule)


def _plain(text: str) -> str:
    """A name as compared: lower case, one space, straight apostrophes, no full stop."""
    return " ".join(str(text).lower().replace("’", "'").rstrip(".").split())


class NameTask(WordTask):
    """A question answered with a name (a step, a card, a player): any of the accepted spellings is right."""

    answer_hint = "a name"

    def __init__(self, question: str, accepted, why: str, rule, hints: tuple[str, str]):
        """Set up this NameTask."""
        self.question, self.why, self.rule, self.hints = question, why, rule, hints
        self.accepted = [str(a) for a in accepted]
        self.expected = self.accepted[0]

    def check(self, answer) -> Feedback:
        """Whether the learner's answer is one of the accepted names."""
        if _plain(answer) in {_plain(a) for a in self.accepted}:
            return Feedback(True, self.why, self.rule)
        return Feedback(False, f"{answer} is not it. {self.why}", self.rule)


def field_eco_points(match, seat: int) -> Calculation:
    """The Eco-points of a seat's own Species in the field now (what Counting Eco-Points would add)."""
    cards = [f["card"] for f in match.view(None)["field"] if f["owner"] == seat and f["card"]["kind"] == "species"]
    return Calculation.of("Your Eco-points in the field", [(c["name"], c["eco_points"]) for c in cards])


def count_now(match, seat: int) -> Calculation:
    """What a seat would count if the game ended now: its Species in the field plus the Conservation bonus."""
    view = match.view(None)
    player = view["players"][seat]
    cards = [f["card"] for f in view["field"] if f["owner"] == seat and f["card"]["kind"] == "species"]
    left = player["draw_count"]
    bonus = [(f"Conservation bonus ({left} cards left, half rounded up)", (left + 1) // 2)] if left else []
    return Calculation.of(f"{player['name']}'s Eco-points", [(c["name"], c["eco_points"]) for c in cards] + bonus)

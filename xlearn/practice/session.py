"""A practice session: picks the next drill (scheduled theme, drill nearest the learner's level) and records answers."""
from __future__ import annotations

from . import rating, schedule
from .bank import Bank
from .drills import Drill
from .record import Record


class Session:
    """One learner practising one bank (or several), writing every attempt to their record."""

    def __init__(self, banks: list[Bank], record: Record | None = None, themes: list[str] | None = None):
        self.banks = banks
        self.record = record or Record()
        self.drills = {d.id: d for b in banks for d in b.drills if themes is None or d.theme in themes}
        self.by_theme: dict[tuple[str, str], list[Drill]] = {}
        for d in self.drills.values():
            self.by_theme.setdefault((d.game, d.theme), []).append(d)
        self.current: Drill | None = None

    def ratings(self) -> dict[tuple[str, str], tuple]:
        return {(b.game, t): r for b in self.banks for t, r in self.record.ratings("learner", b.game).items()}

    def schedules(self) -> dict[tuple[str, str], tuple]:
        return {(b.game, t): s for b in self.banks for t, s in self.record.schedule(b.game).items()}

    def next_key(self) -> tuple[str, str]:
        """(game, theme) the schedule brings next: the weakest theme due now, else the one due soonest."""
        return schedule.next_theme(list(self.by_theme), self.schedules(), self.ratings())

    def next_drill(self) -> Drill:
        """A drill of the scheduled theme, not yet tried if possible, nearest the learner's rating there."""
        key = self.next_key()
        tried = {a["drill"] for b in self.banks for a in self.record.attempts(b.game)}
        mine = (self.ratings().get(key) or rating.START)[0]
        pool = self.by_theme[key]
        fresh = [d for d in pool if d.id not in tried] or pool

        def level(d: Drill) -> float:
            return abs((self.record.rating("drill", d.game, d.id) or rating.START)[0] - mine)

        self.current = min(fresh, key=level)
        return self.current

    def answer(self, drill: Drill, choice: int, hints: int = 0) -> bool:
        """Record one attempt (ratings and schedule move with it, in one transaction); True when right."""
        correct = choice == drill.answer
        game, theme = drill.game, drill.theme
        learner = self.record.rating("learner", game, theme) or rating.START
        it = self.record.rating("drill", game, drill.id) or rating.START
        learner, it = rating.play(learner, it, correct)
        card, due = schedule.review(self.record.schedule(game).get(theme, (None,))[0], correct, hints)
        self.record.save_attempt(game=game, drill=drill.id, theme=theme, answer=drill.choices[choice],
                                 correct=correct, hints=hints, learner=learner, drill_rating=it, card=card, due=due)
        return correct

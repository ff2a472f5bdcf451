"""FSRS spaced repetition per theme: a rule got wrong comes back soon, a rule known well rarely."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler

SCHEDULER = Scheduler(learning_steps=(timedelta(minutes=1), timedelta(minutes=10)),
                      relearning_steps=(timedelta(minutes=1),), enable_fuzzing=False)
SOON = timedelta(minutes=5)   # a theme due within this counts as due now, so a miss comes back in the session


def now() -> datetime:
    return datetime.now(timezone.utc)


def review(card_json: str | None, correct: bool, hints: int = 0, when: datetime | None = None) -> tuple[str, float]:
    """The theme's card after one attempt (Again if wrong, Hard if hints were used, else Good): (json, due time)."""
    card = Card.from_json(card_json) if card_json else Card()
    grade = Rating.Again if not correct else (Rating.Hard if hints else Rating.Good)
    card, _ = SCHEDULER.review_card(card, grade, when or now())
    return card.to_json(), card.due.timestamp()


def next_theme(themes, schedule: dict[str, tuple[str, float]], ratings: dict[str, tuple],
               when: datetime | None = None) -> str | None:
    """The theme to practise next: among those due (or never tried), the one the learner is weakest at; if none is
    due, the one due soonest."""
    themes = list(themes)
    if not themes:
        return None
    cutoff = ((when or now()) + SOON).timestamp()
    rating = {t: ratings.get(t, (1500.0,))[0] for t in themes}
    due = {t: schedule[t][1] if t in schedule else 0.0 for t in themes}
    ready = [t for t in themes if due[t] <= cutoff]
    if ready:
        return min(ready, key=lambda t: (rating[t], due[t], themes.index(t)))
    return min(themes, key=lambda t: due[t])

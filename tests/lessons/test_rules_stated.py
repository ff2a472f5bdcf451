"""The lessons state plainly the rules a learner would otherwise have to guess (issue 27, item 6)."""
from pathlib import Path

import pytest

LESSONS = Path(__file__).resolve().parents[2] / "lessons"

# (lesson source, words that must be said there, the rulebook section or ruling they rest on)
STATED = [
    ("xeko/08-sunrise-and-sunset.md", "two **different** cards\nwith the same power", "2. SUNRISE Powers"),
    ("xenofera/03-crew-and-build-points.md", "never discard your own crew members, cages or items", "Recruiting crew"),
    ("xenofera/07-the-draw-phase.md", "your crew, cages and items never are", "B. Build Phase"),
    ("seekers/08-the-final-adventure.md", "up to three active Adventures", "The Final Adventure"),
    ("seekers/04-actionx-cards-and-icons.md", "turned round so that its words face your rivals", "Sites & Relics"),
    ("xenofera/01-goal-and-set-up.md", "Collection lies face down just left of your Huntsman", "4. Collection Deck"),
    ("xenofera/01-goal-and-set-up.md", "the spent ones, face up for all (ruling N-17)", "Set Up Diagram"),
]


@pytest.mark.parametrize("source, words, section", STATED, ids=[s[2] for s in STATED])
def test_lesson_states_the_rule(source, words, section):
    assert words in (LESSONS / source).read_text(encoding="utf-8"), f"{source} should say: {words} ({section})"


# sentences that said more than the rulebook; each is now softened or cites its ruling
def test_battle_trigger_is_any_defending_item_not_only_lock_or_sentry():
    text = (LESSONS / "xenofera/06-battles-and-the-decoy.md").read_text(encoding="utf-8")
    assert "guarded by a Lock or a Sentry" not in text and "fights back in its defence" in text


def test_immediates_and_the_refill_cite_ruling_n4():
    assert "does not count towards the refill (ruling N-4)" in (LESSONS / "xenofera/07-the-draw-phase.md").read_text()


def test_calling_the_last_round_at_turn_end_cites_ruling_n14():
    assert "at the end of their turn (ruling N-14)" in (LESSONS / "xenofera/08-the-last-round.md").read_text()

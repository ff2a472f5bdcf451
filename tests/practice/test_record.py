"""The learner's record: ratings, the schedule, two writers at once, a damaged file set aside, the old JSON moved in."""
import json
import multiprocessing
import sqlite3
from datetime import timedelta

import pytest

from xlearn.practice import rating, schedule
from xlearn.practice.record import Record


def test_a_right_answer_raises_the_learners_rating_and_lowers_the_drills():
    me, it = rating.play(rating.START, rating.START, correct=True)
    assert me[0] > 1500 > it[0]


def test_a_wrong_answer_lowers_the_learners_rating_and_raises_the_drills():
    me, it = rating.play(rating.START, rating.START, correct=False)
    assert me[0] < 1500 < it[0]


def test_a_failed_theme_comes_back_before_a_mastered_one():
    when = schedule.now()
    failed, due_failed = schedule.review(None, correct=False, when=when)
    known, due_known = None, 0.0
    for k in range(4):
        known, due_known = schedule.review(known, correct=True, when=when + timedelta(days=3 * k))
    ratings = {"failed": rating.play(rating.START, rating.START, False)[0],
               "known": (1800.0, 60.0, 0.06)}
    plan = {"failed": (failed, due_failed), "known": (known, due_known)}
    assert due_failed < due_known
    assert schedule.next_theme(["known", "failed"], plan, ratings, when) == "failed"


def _write_attempts(path, worker, n):
    rec = Record(path)
    for k in range(n):
        rec.save_attempt(game="xeko", drill=f"d{worker}-{k}", theme="link-rule", answer="a", correct=k % 2 == 0,
                         hints=0, learner=rating.START, drill_rating=rating.START, card="{}", due=0.0)
    rec.close()


def test_two_processes_writing_attempts_at_once_lose_none(tmp_path):
    path = tmp_path / "progress.sqlite"
    Record(path).close()
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_write_attempts, args=(path, w, 60)) for w in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
    assert [p.exitcode for p in procs] == [0, 0]
    got = Record(path).attempts("xeko")
    assert len(got) == 120 and len({a["drill"] for a in got}) == 120


def test_a_corrupt_record_is_reported_and_set_aside_not_replaced_silently(tmp_path):
    path = tmp_path / "progress.sqlite"
    path.write_bytes(b"SQLite format 3\x00" + b"\xde\xad" * 4000)
    with pytest.warns(UserWarning, match="could not be read.*kept as"):
        rec = Record(path)
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"SQLite format 3\x00\xde\xad")
    assert rec.attempts() == []


def test_finished_lessons_in_an_old_progress_json_move_in_once(tmp_path, monkeypatch):
    old = tmp_path / "progress.json"
    old.write_text(json.dumps({"finished": ["xeko/01-goal-and-set-up.ipynb"]}))
    monkeypatch.setenv("XLEARN_PROGRESS", str(tmp_path / "progress.sqlite"))
    rec = Record()
    assert rec.finished() == {"xeko/01-goal-and-set-up.ipynb"}
    old.write_text(json.dumps({"finished": ["xeko/02-turn-sequence.ipynb"]}))
    rec.close()
    assert Record().finished() == {"xeko/01-goal-and-set-up.ipynb"}


def test_an_attempt_is_all_or_nothing(tmp_path):
    rec = Record(tmp_path / "r.sqlite")
    with pytest.raises(sqlite3.Error):
        rec.save_attempt(game="xeko", drill="d", theme="t", answer="a", correct=True, hints=0,
                         learner=rating.START, drill_rating=(1500.0,), card="{}", due=0.0)
    assert rec.attempts() == [] and rec.ratings("learner", "xeko") == {}

"""Rules met this game, linked to the lessons that teach the rest; the learner's progress file; lesson links."""
from __future__ import annotations

import xlearn.xeko as xeko
from xlearn.lessons import progress
from xlearn.lessons.catalog import LESSONS, lessons_of, next_lesson
from xlearn.lessons.rules_met import rules_met, track_rules
from xlearn.xeko.lesson_positions import TANAGER


def test_a_turf_war_meets_its_headings_and_the_rest_link_to_their_lessons():
    """5. Turf War: after Fossa's war, its phases count as met; an unmet heading links to the lesson teaching it."""
    match = xeko.new_match(scenario=TANAGER, seed=1)
    before = rules_met(match, "xeko/04-turf-war.ipynb")
    assert "5. Turf War" not in before["met"]
    match.play("Play Fossa at (2, 0)")
    match.play("Pass (play no Boost)")
    after = rules_met(match, "xeko/04-turf-war.ipynb")
    assert {"5. Turf War", "d. Determine the winner", "e. Losing player takes a penalty"} <= set(after["met"])
    bonus = next(r for r in after["unmet"] if r["heading"] == "Conservation Bonus")
    assert bonus["href"] == "09-ending-and-counting.ipynb" and bonus["lesson"]
    assert not set(after["met"]) & {r["heading"] for r in after["unmet"]}


def test_the_board_keeps_rules_met_up_to_date():
    match = xeko.new_match(scenario=TANAGER, seed=1)
    board = track_rules(xeko.Board(match, seat=0, opponents=None), "xeko/04-turf-war.ipynb")
    board.play("Play Fossa at (2, 0)")
    assert "5. Turf War" in board.rules_met["met"]


def test_progress_is_kept_in_a_small_local_file(tmp_path, monkeypatch):
    """A finished lesson is remembered; the next lesson to take is the first one not finished."""
    monkeypatch.setenv(progress.ENV, str(tmp_path / "p.json"))
    assert progress.finished() == set() and progress.next_to_take() == LESSONS[0].path
    progress.mark_finished(LESSONS[0].path)
    assert progress.finished() == {LESSONS[0].path} and progress.next_to_take() == LESSONS[1].path
    shown = progress.summary()._repr_markdown_()
    assert "You have finished 1 of" in shown and "✓" in shown and "→ start here" in shown


def test_an_unreadable_progress_file_counts_as_nothing_finished(tmp_path, monkeypatch):
    bad = tmp_path / "p.json"
    bad.write_text("{not json")
    monkeypatch.setenv(progress.ENV, str(bad))
    assert progress.finished() == set()


def test_each_lesson_links_to_the_next_and_to_the_index():
    """Every lesson source ends with a link to the next lesson of its game (if any) and back to the index."""
    from lesson_runner import SOURCES
    for lesson in LESSONS:
        text = (SOURCES / lesson.path).with_suffix(".md").read_text()
        assert "(../index.ipynb)" in text, f"{lesson.path} has no link back to the index"
        nxt = next_lesson(lesson.path)
        if nxt is not None:
            assert f"({nxt.path.split('/')[-1]})" in text, f"{lesson.path} does not link to {nxt.path}"
    assert all(lesson.minutes > 0 for lesson in lessons_of("xeko"))

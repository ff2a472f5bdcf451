"""The class at a glance (issue 31 item 5), without the hub: each learner's record read for the teacher, the
steps where the class spends longest, and where learners stopped."""
from __future__ import annotations

import xlearn.xeko as xeko
from xlearn.lessons import progress
from xlearn.lessons.guide import Guide, explain, recap
from xlearn.practice import rating
from xlearn.practice.classroom import IDLE_CAP_S, class_records, class_view, lesson_sizes, step_times
from xlearn.practice.classroom_words import figure_lines
from xlearn.practice.record import Record

L1, L2 = "xeko/01-goal-and-set-up.ipynb", "xeko/02-turn-sequence.ipynb"
T0 = 1_800_000_000.0


def walk(rec: Record, lesson: str, seconds: list[float], finish: bool) -> None:
    """Steps 0, 1, ... of a lesson entered one after another, `seconds[k]` spent on step k."""
    at = T0
    for k, s in enumerate(seconds):
        rec.enter_step(lesson, k, "explain", f"explain: step {k}", at=at)
        at += s
    if finish:
        rec.enter_step(lesson, len(seconds), "recap", "recap: done", at=at)
        rec.mark_finished(lesson)


def make_class(homes) -> dict:
    records = class_records(["ana", "ben", "cy", "dee"], homes)
    ana = Record(records["ana"])
    walk(ana, L1, [30, 200, 10], finish=True)
    ana.meet_rules("xeko", ["link-rule", "golden-rule"])
    ana.save_attempt(game="xeko", drill="d1", theme="link-rule", answer="a", correct=True, hints=0,
                     learner=(1800.0, 60.0, 0.06), drill_rating=rating.START, card="{}", due=0.0)
    walk(ana, L2, [40, 50], finish=False)                  # ana stopped at L2 step 2
    ben = Record(records["ben"])
    walk(ben, L1, [20, 400, 5000], finish=True)            # step 3 left open 5000 s: counts as IDLE_CAP_S
    cy = Record(records["cy"])
    walk(cy, L1, [25, 100], finish=False)                  # cy stopped at L1 step 2
    for rec in (ana, ben, cy):
        rec.close()
    return records                                         # dee has no record yet


def test_each_learner_has_their_lessons_rules_and_mastery(tmp_path):
    view = class_view(make_class(tmp_path), {"xeko": 4, "xenofera": 3, "seekers": 3})
    ana, ben, cy, dee = view.learners
    assert (ana.lessons, ben.lessons, cy.lessons) == (1, 1, 0)
    assert ana.rules == {"xeko": 2, "xenofera": 0, "seekers": 0} and ben.rules["xeko"] == 0
    assert 0 < ana.mastery["xeko"] == rating.mastery(1800.0) / 4 and ben.mastery["xeko"] == 0
    assert not dee.found and dee.lessons == 0


def test_the_step_where_the_class_spends_longest_comes_first_with_its_median(tmp_path):
    view = class_view(make_class(tmp_path))
    top = view.longest[0]
    # L1 step 2: ana 200 s, ben 400 s, cy's last step has no end; L1 step 3: ben's 5000 s capped, ana 10 s
    assert (top["lesson"], top["step"], top["median_s"], top["learners"]) == (L1, 2, (IDLE_CAP_S + 10) / 2, 2)
    second = view.longest[1]
    assert (second["lesson"], second["step"], second["median_s"], second["learners"]) == (L1, 1, 300, 2)
    assert second["title"] == "explain: step 1"


def test_where_learners_stopped_counts_only_lessons_they_did_not_finish(tmp_path):
    view = class_view(make_class(tmp_path))
    assert [(r["lesson"], r["step"], r["learners"]) for r in view.stops] == [(L1, 1, ["cy"]), (L2, 1, ["ana"])]


def test_a_learner_who_comes_back_to_a_step_has_both_visits_added():
    visits = [{"lesson": L1, "step": 0, "kind": "explain", "title": "a", "at": 0.0},
              {"lesson": L1, "step": 1, "kind": "explain", "title": "b", "at": 10.0},
              {"lesson": L1, "step": 0, "kind": "explain", "title": "a", "at": 15.0},   # back (an undo)
              {"lesson": L1, "step": 1, "kind": "explain", "title": "b", "at": 45.0},
              {"lesson": L1, "step": 2, "kind": "recap", "title": "c", "at": 50.0}]
    seconds, stopped, _ = step_times(visits, set())
    assert seconds == {(L1, 0): 40.0, (L1, 1): 10.0} and stopped == []   # on the recap: not stopped


def test_the_figures_say_what_each_learner_did_in_a_teachers_words(tmp_path):
    """Lessons by their headings and steps by what they ask (no file names, no step kinds), rules out of the game's
    rules, where each learner is now and when they were last seen."""
    view = class_view(make_class(tmp_path), {"xeko": 96, "xenofera": 50, "seekers": 60}, {L1: 3, L2: 4})
    lines = figure_lines(view, total_lessons=34, now=T0 + 10_000)
    text = "\n".join(lines)
    assert lines[0] == "Class at a glance: 4 learners, 3 of them have started"
    assert ("  ana: 1 of 34 lessons finished; now: Xeko 2: the six steps of a turn, step 2 of 4 (reading); "
            "rules met: Xeko: 2 of 96 rules; drills: Xeko: 1 drill, ") in text
    assert "  ben: 1 of 34 lessons finished; now: finished Xeko 1: the goal and the set-up; rules met: none yet" in text
    assert "  dee: has not started yet" in text
    assert "last seen 2 h ago" in text
    assert (f"Xeko 1: the goal and the set-up, step 3 of 3 (reading: step 2): "
            f"{(IDLE_CAP_S + 10) // 2 // 60} min {(IDLE_CAP_S + 10) // 2 % 60} s, 2 learners") in text
    assert "Xeko 1: the goal and the set-up, step 2 of 3 (reading: step 1): cy" in text
    assert ".ipynb" not in text and "explain" not in text


def test_a_steps_shortened_words_end_on_a_whole_word():
    from xlearn.practice.classroom_words import step_words
    assert step_words("show: Your Fossa invades the Ant Tanager. Phase a runs the powers of the invader, then…") == \
        "reading what the choice did: Your Fossa invades the Ant Tanager. Phase a runs the powers of the invader …"
    assert step_words("ask: How many?") == "a question: How many?" and step_words("odd") == "odd"


def test_every_lesson_has_its_number_of_steps_for_the_teacher():
    sizes = lesson_sizes()
    assert sizes["xeko/04-turf-war.ipynb"] == 7 and len(sizes) == 34


def test_reading_a_record_for_the_teacher_writes_nothing(tmp_path):
    """(SQLite may make its -wal and -shm side files to read a record in WAL mode; the record itself is unchanged.)"""
    records = make_class(tmp_path)
    def files():
        return {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file() and not p.name.endswith(("-wal", "-shm"))}
    before = files()
    class_view(records)
    assert files() == before and len(before) == 3
    assert not (tmp_path / "dee").exists()


def test_a_guided_lesson_records_each_step_the_learner_enters(tmp_path, monkeypatch):
    monkeypatch.setenv(progress.ENV, str(tmp_path / "progress.sqlite"))
    guide = Guide(L1, [explain("Look at the field."), explain("Now the hand."), recap("Done.")])
    guide.attach(xeko.Board(xeko.new_match(seed=3), seat=0, opponents=None))
    assert guide.next() and guide.next() and guide.finished()
    rec = Record(tmp_path / "progress.sqlite")
    visits = rec.step_visits()
    assert [(v["lesson"], v["step"], v["kind"]) for v in visits] == [(L1, 0, "explain"), (L1, 1, "explain"),
                                                                      (L1, 2, "recap")]
    assert visits[0]["title"] == "explain: Look at the field." and rec.finished() == {L1}


def test_the_page_shows_every_learner_and_escapes_what_it_shows(tmp_path):
    from xlearn.practice.classroom_page import page_html
    records = make_class(tmp_path)
    records["<b>eve</b>"] = tmp_path / "none.sqlite"
    view = class_view(records)
    html = page_html(view, total_lessons=34, now=T0 + 10_000)
    assert (len(view.learners), len(view.longest), len(view.stops)) == (5, 4, 2)
    assert html.count("<tr><td>") == 5 + 4 + 2                # a row for each learner and each step listed
    assert "&lt;b&gt;eve&lt;/b&gt;" in html and "<b>eve</b>" not in html
    assert "1 of 34" in html and "has not started yet" in html and "Where learners stopped" in html
    assert "Xeko 1: the goal and the set-up" in html and ".ipynb" not in html and "explain:" not in html


def test_the_hub_config_starts_the_class_view_for_the_teacher_only():
    """deploy/jupyterhub_config.py: the service is started, the teacher's role may open it, no learner's does, and
    each learner's server is told where its record is (where the service reads it)."""
    from pathlib import Path

    class Config(dict):
        def __getattr__(self, key):
            return self.setdefault(key, Config())

        def __setattr__(self, key, value):
            self[key] = value

    c = Config()
    config = Path(__file__).resolve().parents[2] / "deploy" / "jupyterhub_config.py"
    exec(compile(config.read_text(), str(config), "exec"), {"get_config": lambda: c, "__file__": str(config)})
    service = next(s for s in c.JupyterHub.services if s["name"] == "class")
    assert service["command"][-1].endswith("deploy/class_service.py") and service["url"].startswith("http://127.0.0.1:")
    roles = c.JupyterHub.load_roles
    assert [r["users"] for r in roles if "access:services!service=class" in r["scopes"]] == [["teacher"]]

    class Spawner:
        environment: dict = {}
        home_dir = "/tmp/xlearn-test-home"

        class user:
            name = "learner1"

    import xlearn.cli
    from unittest import mock
    with mock.patch.object(xlearn.cli, "copy_lessons"):
        c.Spawner.pre_spawn_hook(Spawner)
    assert Spawner.environment == {"XLEARN_PROGRESS": "/tmp/xlearn-test-home/.xlearn/progress.sqlite",
                                   "XLEARN_LEARNER": "1"}


def test_the_rules_a_lessons_game_applies_go_into_the_learners_record(tmp_path, monkeypatch):
    from xlearn.lessons.rules_met import track_rules
    from xlearn.xeko.lesson_positions import TANAGER
    monkeypatch.setenv(progress.ENV, str(tmp_path / "progress.sqlite"))
    board = track_rules(xeko.Board(xeko.new_match(scenario=TANAGER, seed=1), seat=0, opponents=None),
                        "xeko/04-turf-war.ipynb")
    board.play("Play Fossa at (2, 0)")
    rec = Record(tmp_path / "progress.sqlite")
    met = rec.rules_met("xeko")
    assert met == {e.rule.rule_id for step in board.match.log for e in step} and len(met) >= 3
    view = class_view({"ana": tmp_path / "progress.sqlite"})
    assert view.learners[0].rules["xeko"] == len(met)

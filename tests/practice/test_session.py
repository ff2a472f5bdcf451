"""A practice session: a missed rule is the next one practised; the drill board scores only the first try and
hints before it tells; a finished lesson narrows practice to its own rules."""
import pytest

from xlearn.practice.bank import load
from xlearn.practice.focus import focus, set_focus
from xlearn.practice.record import Record
from xlearn.practice.session import Session


@pytest.fixture
def record(tmp_path, monkeypatch):
    monkeypatch.setenv("XLEARN_PROGRESS", str(tmp_path / "progress.sqlite"))
    rec = Record()
    yield rec
    rec.close()


def test_a_missed_rule_is_practised_next(record):
    session = Session([load("seekers")], record)
    first = session.next_drill()
    assert session.answer(first, first.answer) is True
    second = session.next_drill()
    wrong = (second.answer + 1) % len(second.choices)
    assert session.answer(second, wrong) is False
    assert session.next_key() == ("seekers", second.theme)
    assert session.next_drill().theme == second.theme


def test_the_board_scores_the_first_try_and_hints_before_it_tells(record):
    from xlearn.practice.board import DrillBoard
    board = DrillBoard("xenofera", record=record)
    drill = board.drill
    wrong = (drill.answer + 1) % len(drill.choices)
    board.choose(wrong)
    assert "Try another choice" in board.feedback.value and drill.right not in board.feedback.value
    board.choose(drill.answer)
    assert "The answer" in board.feedback.value and drill.right in board.feedback.value
    assert [a["correct"] for a in record.attempts()] == [0]


def test_a_finished_lesson_narrows_practice_to_its_rules(record):
    themes = sorted({d.theme for d in load("xeko").drills})[:2]
    assert set_focus("xeko", "xeko/04-turf-war.ipynb", themes)
    assert focus(record, "xeko")["rules"] == themes
    from xlearn.practice.board import DrillBoard
    board = DrillBoard("xeko", record=record)
    assert board.drill.theme in themes and "lesson you just finished" in board.head.value


def test_the_end_of_a_lesson_offers_the_drills_of_its_own_rules(record):
    """The Turf War lesson's end links to Xeko's Practice notebook, narrowed to the rules that lesson applied."""
    import xlearn.xeko as xeko
    from xlearn.lessons import ScriptBot
    from xlearn.lessons import load_guide
    from xlearn.xeko.lesson_positions import TANAGER
    match = xeko.new_match(scenario=TANAGER, seed=1)
    guide = load_guide("xeko/04-turf-war")
    board = guide.attach(xeko.Board(match, seat=0, opponents={1: ScriptBot("Pass (play no Boost)")}))
    guide.next()
    board.play("Play Fossa at (2, 0)")
    guide.next()
    board.answer("five")
    board.step()
    guide.next()
    links = {link["label"]: link["href"] for link in board.lesson["links"]}
    assert links["Practise this lesson's rules"] == "../practice/xeko.ipynb"
    rules = focus(record, "xeko")["rules"]
    applied = {e.rule.rule_id for e in board.match.events}
    assert rules and set(rules) <= applied and "turf-war" in rules and "blank-sides" not in rules


def test_a_miss_always_shows_the_mastery_going_down(record):
    """A missed first try lowers the rule's mastery, and the board's words show it move even at the bottom of the
    scale, where a whole per cent would read '7 % → 7 %'."""
    import re
    from xlearn.practice.board import DrillBoard
    board = DrillBoard("xenofera", record=record)
    for _ in range(12):   # miss drill after drill of one rule until its mastery is low
        drill = board.drill
        board.choose((drill.answer + 1) % len(drill.choices))
        moved = re.search(r": ([\d.]+) % \u2192 ([\d.]+) %", board.feedback.value)
        assert moved and float(moved.group(2)) < float(moved.group(1)), board.feedback.value
        board.choose(drill.answer)
        board.new_drill()

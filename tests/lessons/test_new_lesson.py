"""`xlearn lesson new GAME "title"` starts a lesson file that checks clean, builds and walks to its end on its board;
a lesson's position may be a scenario file saved by the position editor; `xlearn lesson check` and `build` report
mistakes with file and line; the notebook xlearn writes from a lesson file has the cells jupytext reads."""
from __future__ import annotations

import json

import jupytext
import pytest

from lesson_runner import SOURCES, Lesson, walk
from xlearn import cli
from xlearn.lessons import progress
from xlearn.lessons.check import check
from xlearn.lessons.lesson_file import read
from xlearn.lessons.new_lesson import cells, new_lesson, notebook
from xlearn.xeko.lesson_positions import TANAGER


@pytest.fixture(autouse=True)
def progress_file(tmp_path, monkeypatch):
    monkeypatch.setenv(progress.ENV, str(tmp_path / "progress.json"))


@pytest.mark.parametrize("game", ["xeko", "xenofera", "seekers"])
def test_a_new_lesson_checks_clean_and_walks_to_its_recap_on_its_board(tmp_path, monkeypatch, game):
    monkeypatch.chdir(tmp_path)
    path = new_lesson(game, "Hiding in plain sight").resolve()
    assert path == tmp_path / "lessons" / game / "01-hiding-in-plain-sight.md"
    assert check(path) == []
    monkeypatch.chdir(path.parent)                 # where its notebook runs
    lesson = Lesson(path)
    lesson.run()
    assert lesson.guide.board.match.to_act == 0 and lesson.guide.current == 0
    said = walk(lesson)
    assert len(said) == 4 and progress.finished() == {f"{game}/01-hiding-in-plain-sight.ipynb"}
    assert new_lesson(game, "Second one", path.parent).name == "02-second-one.md"


def test_a_position_saved_by_the_editor_is_the_lessons_position(tmp_path):
    """`position: FILE.json` (what `xlearn edit` saves) and rivals' scripted choices, with no Python in the file."""
    (tmp_path / "xeko").mkdir()
    (tmp_path / "xeko" / "tanager.json").write_text(json.dumps(TANAGER))
    path = tmp_path / "xeko" / "01-fossa.md"
    path.write_text("# Fossa\n\n```{code-cell}\nfrom xlearn.lessons import lesson_board\n"
                    'board = lesson_board("xeko/01-fossa")\nboard\n```\n\n+++\n\n```{guide}\ngame: xeko\n'
                    "position: tanager.json\nseed: 1\nopponents: {1: [Pass (play no Boost)]}\nsteps:\n"
                    "- choose: Play Fossa east of the Tanager.\n  label: Play Fossa at (2, 0)\n  why: it starts a war.\n"
                    "  rule: turf-war\n- ask: diff\n  question: How many cards will the loser shed?\n  answer: 5\n"
                    "  rule: diff\n- recap: Done.\n  rule: diff\n```\n")
    assert check(path) == []
    text = path.read_text()
    path.write_text(text.replace("answer: 5", "answer: 4"))
    line = text[:text.index("answer: 5")].count("\n") + 1
    assert [str(m) for m in check(path)] == [f"{path}:{line}: the answer given is 4, but the engine works out '5' from "
                                             "the position reached"]


def test_the_command_line_reports_a_mistake_with_file_and_line_and_builds_a_clean_file(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert cli.main(["lesson", "new", "xeko", "Linking again"]) == 0
    path = tmp_path / "lessons" / "xeko" / "01-linking-again.md"
    assert cli.main(["lesson", "build", str(path)]) == 0
    built = json.loads(path.with_suffix(".ipynb").read_text())
    assert [c["cell_type"] for c in built["cells"]] == ["markdown", "code", "markdown"]
    text = path.read_text()
    line = text[:text.index("rule: turn-sequence")].count("\n") + 1
    path.write_text(text.replace("rule: turn-sequence", "rule: turn-sequense", 1))
    assert cli.main(["lesson", "check", str(path)]) == 1
    assert f"{path}:{line}: unknown rule id 'turn-sequense'" in capsys.readouterr().err


@pytest.mark.parametrize("source", sorted(SOURCES.rglob("*.md")), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_xlearns_own_reading_of_a_lesson_file_gives_jupytexts_cells(source):
    """`xlearn lesson build` needs no jupytext: its cells are the ones tools/lessons/build.py builds with jupytext."""
    theirs = jupytext.reads(read(source).notebook_text(), fmt="md:myst")
    assert cells(read(source).notebook_text()) == [{"cell_type": c.cell_type, "source": c.source} for c in theirs.cells]
    assert [c["source"] for c in notebook(source)["cells"]] == [c.source for c in theirs.cells]

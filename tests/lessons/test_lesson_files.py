"""Issue 31 item 2: every lesson is one text file (lessons/<game>/NN-*.md): its guide, read from the file's
```{guide} block, does on the board exactly what the guide scripts in Python did before they were deleted (their
walk recorded in tests/lessons/guide_behaviour.json by tests/lessons/guide_record.py)."""
from __future__ import annotations

import importlib.util
import json

import pytest

from guide_record import RECORD, name, record
from lesson_runner import SOURCES
from xlearn.lessons import progress

TODAY = json.loads(RECORD.read_text(encoding="utf-8"))
FILES = sorted(p for p in SOURCES.rglob("*.md") if "```{guide}" in p.read_text(encoding="utf-8"))
# The guide class: every Seekers lesson now runs on SeekersGuide and every Xenofera lesson on FirstTurnGuide, which
# differ from Guide only for a step Guide never has (a goal with choices on the way to it; a phase step).
SAME_CLASS = {"Guide", "SeekersGuide", "FirstTurnGuide"}


@pytest.fixture(autouse=True)
def progress_file(tmp_path, monkeypatch):
    monkeypatch.setenv(progress.ENV, str(tmp_path / "progress.json"))


def test_all_34_lessons_are_lesson_files_and_no_guide_script_is_left():
    assert len(FILES) == 34 and {name(p) for p in FILES} == set(TODAY)
    assert not list(SOURCES.rglob("*.py"))
    assert not [g for g in ("xeko", "xenofera", "seekers") if importlib.util.find_spec(f"xlearn.{g}.lesson_scripts")]


@pytest.mark.parametrize("source", FILES, ids=name)
def test_the_guide_built_from_the_file_behaves_as_the_script_did(source):
    """Same steps (words, rule ids, labels, event kinds), same seat, and the same walk on the board: the lesson
    panel at every step, the questions and their answers and hints, a stray choice's refusal, the choices made."""
    now = json.loads(json.dumps(record(source), ensure_ascii=False, default=str))
    before = TODAY[name(source)]
    assert now["class"] in SAME_CLASS and before["class"] in SAME_CLASS
    for key in ("lesson", "seat", "steps"):
        assert now[key] == before[key] if key != "steps" else (
            [{k: v for k, v in s.items() if k != "class"} for s in now[key]]
            == [{k: v for k, v in s.items() if k != "class"} for s in before[key]]), key
    assert [s["class"] for s in now["steps"]] == [s["class"] for s in before["steps"]]
    assert len(now["walk"]) == len(before["walk"])
    for k, (a, b) in enumerate(zip(now["walk"], before["walk"])):
        assert a == b, f"step {k + 1} differs"

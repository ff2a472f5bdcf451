"""A mistake in a lesson file is reported with its file and line before a learner sees it (xlearn/lessons/check.py):
an unknown rule id, a choice label never legal at its step, an answer the engine disagrees with, a malformed step;
and the lesson build refuses to build a file with a mistake."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from xlearn.lessons.check import check
from xlearn.lessons.lesson_data import load_guide
from xlearn.lessons.lesson_file import LessonError

ROOT = Path(__file__).resolve().parents[2]
TURF_WAR = ROOT / "lessons" / "xeko" / "04-turf-war.md"


def copy_with(tmp_path, old: str, new: str) -> tuple[Path, int]:
    """The Turf War lesson copied with one edit; its path and the (1-based) line the edit is on."""
    text = TURF_WAR.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path = tmp_path / "xeko" / "04-turf-war.md"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path, text[:text.index(old)].count("\n") + 1 + old[:len(old) - len(old.lstrip("\n"))].count("\n")


def one_mistake(path: Path) -> LessonError:
    found = check(path)
    assert len(found) == 1, found
    return found[0]


def test_the_lesson_as_written_has_no_mistake():
    assert check(TURF_WAR) == []


@pytest.mark.parametrize("old, new, says, below", [
    ("  rule: tw-powers\n", "  rule: tw-power\n", "unknown rule id 'tw-power'", 0),
    ("  label: Play Fossa at (2, 0)\n", "  label: Play Fossa at (3, 0)\n", "'Play Fossa at (3, 0)' is not legal", 0),
    ("  answer: 5\n", "  answer: 6\n", "the answer given is 6, but the engine works out '5'", 0),
    ("  until: war_over\n", "  until: war_is_over\n", "unknown end 'war_is_over'", 0),
    ("  label: Play Fossa at (2, 0)\n", "  label: Play Fossa at (2, 0)\n  goal: plays_species\n", "not both", 1),
    ("- show: >-\n    Your Fossa", "- shew: >-\n    Your Fossa", "a step is exactly one of explain", 0),
    ("  rule: tw-powers\n", "  rule: tw-powers\n  colour: red\n", "a show step has no 'colour'", 1),
    ("- ask: diff\n", "- ask: diff\n  answr: 5\n", "the question 'diff' has no 'answr'", 1),
    ("- choose: ", "- wait: Let the rival move.\n  until: war_over\n- choose: ",
     "waits for a rival, but no rival is to move here", 0),
    ("  kinds: [turf-war, ferocity, pass]\n", "  kinds: [turf-war, ferocity, pass\n", "not valid YAML", 1),
], ids=["unknown-rule-id", "label-never-legal", "answer-engine-disagrees", "unknown-name", "choose-both",
        "malformed-kind", "unknown-key", "unknown-question-key", "nothing-to-wait-for", "yaml-syntax"])
def test_each_kind_of_mistake_is_reported_with_file_and_line(tmp_path, old, new, says, below):
    """`below`: the mistake is on the edit's next line (a key added under it; YAML's parser stops a line on)."""
    path, line = copy_with(tmp_path, old, new)
    mistake = one_mistake(path)
    assert says in mistake.message
    assert str(mistake) == f"{path}:{line + below}: {mistake.message}" and mistake.file == str(path)


def test_a_broken_file_cannot_be_loaded_onto_a_board_either(tmp_path):
    path, line = copy_with(tmp_path, "  rule: tw-powers\n", "  rule: tw-powers\n  colour: red\n")
    with pytest.raises(LessonError, match=rf"04-turf-war.md:{line + 1}: a show step has no 'colour'"):
        load_guide(path)


def test_the_build_refuses_a_lesson_with_a_mistake_and_prints_where(tmp_path, capsys, monkeypatch):
    spec = importlib.util.spec_from_file_location("lesson_build", ROOT / "tools" / "lessons" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    path, line = copy_with(tmp_path, "  rule: tw-powers\n", "  rule: tw-power\n")
    monkeypatch.setattr(build, "SOURCES", tmp_path)
    built = []
    monkeypatch.setattr(build, "build", built.append)
    assert build.main(["xeko/04"]) == 1 and built == []
    assert f"{path}:{line}: unknown rule id" in capsys.readouterr().err

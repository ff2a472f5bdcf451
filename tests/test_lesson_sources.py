"""Lesson sources as code: every notebook is built from its lesson file under lessons/ (MyST Markdown), cell for cell."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import nbformat
import pytest

from xlearn.lessons.catalog import LESSONS

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("lesson_build", ROOT / "tools" / "lessons" / "build.py")
build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build)
SOURCES = sorted((ROOT / "lessons").rglob("*.md"))
PRACTICE = ROOT / "notebooks" / "practice"
NOTEBOOKS = sorted(n for n in (ROOT / "notebooks").rglob("*.ipynb") if PRACTICE not in n.parents)
practice_spec = importlib.util.spec_from_file_location("practice_build", ROOT / "tools" / "practice" / "build.py")
practice_build = importlib.util.module_from_spec(practice_spec)
practice_spec.loader.exec_module(practice_build)


def cells(nb) -> list[tuple[str, str, str]]:
    return [(c.get("id", ""), c.cell_type, c.source) for c in nb.cells]


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: str(p.relative_to(ROOT / "lessons")))
def test_notebook_matches_its_source(source):
    """The committed notebook has exactly the cells its source has (rebuild with tools/lessons/build.py)."""
    stored = nbformat.read(build.target(source), as_version=4)
    assert cells(stored) == cells(build.notebook(source)), (
        f"{build.target(source).relative_to(ROOT)} differs from {source.relative_to(ROOT)}: an edit made in one "
        "was not carried to the other; edit the lesson file and run tools/lessons/build.py")


def test_every_notebook_has_a_source():
    """No lesson notebook exists without its source (an edit made only in JupyterLab would be lost)."""
    built = {build.target(s) for s in SOURCES}
    assert [str(n.relative_to(ROOT)) for n in NOTEBOOKS if n not in built and ".ipynb_checkpoints" not in n.parts] == []


def test_catalogue_names_every_lesson_notebook():
    """The lesson catalogue (README map, index, links between lessons) lists every lesson, and only those."""
    listed = {ROOT / "notebooks" / lesson.path for lesson in LESSONS}
    lessons = {n for n in NOTEBOOKS if n.name != "index.ipynb"}
    assert listed == lessons


def test_every_practice_notebook_is_built_by_its_builder():
    """The Practice notebooks are exactly what tools/practice/build.py writes, one per game and one for all three."""
    stored = {n.stem: n for n in PRACTICE.glob("*.ipynb")}
    assert sorted(stored) == sorted(practice_build.NAMES)
    for game, path in stored.items():
        kept = [(c.cell_type, c.source) for c in nbformat.read(path, as_version=4).cells]
        assert kept == [(c.cell_type, c.source) for c in practice_build.notebook(game).cells], (
            f"{path.relative_to(ROOT)} differs from tools/practice/build.py: edit the builder and run it")

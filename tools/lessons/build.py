"""Build the lesson notebooks from their lesson files and execute them, so they are committed with outputs.

Usage: python tools/lessons/build.py [--words] [NAME ...]
  NAME is a game (xeko), a lesson (xeko/04-turf-war) or `index`; default: every lesson file under lessons/.
Each lessons/<game>/NN-topic.md (MyST Markdown, jupytext `md:myst`) is checked first (xlearn/lessons/check.py: a
mistake in its ```{guide} block is printed with the file and line, and nothing is built); then the file without
its guide block becomes notebooks/<game>/NN-topic.ipynb with stable cell ids; executing stores the outputs that
nbval then checks strictly in `make test`. tests/test_lesson_sources.py checks that every notebook's cells are
exactly its lesson file's.
"""
from __future__ import annotations

import sys
from pathlib import Path

import jupytext
import nbformat
from nbclient import NotebookClient

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))   # this checkout's xlearn, not an installed one

from xlearn.lessons.check import check
from xlearn.lessons.lesson_file import read

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "lessons"
NOTEBOOKS = ROOT / "notebooks"


def sources(names: list[str]) -> list[Path]:
    """The lesson sources NAME picks (a game folder, one lesson, or `index`), every one by default."""
    every = sorted(SOURCES.rglob("*.md"))
    if not names:
        return every
    wanted = [n.removesuffix(".py").removesuffix(".ipynb") for n in names]
    return [p for p in every if any(str(p.relative_to(SOURCES).with_suffix("")).startswith(w) for w in wanted)]


def target(source: Path) -> Path:
    """The notebook a source builds."""
    return NOTEBOOKS / source.relative_to(SOURCES).with_suffix(".ipynb")


def notebook(source: Path) -> nbformat.NotebookNode:
    """Read a lesson file (without its guide block) as a notebook with stable cell ids and the kernel every lesson
    runs on."""
    nb = jupytext.reads(read(source).notebook_text(), fmt="md:myst")
    nb.metadata = {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
                   "language_info": {"name": "python"}}
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{i:02d}"
        cell.metadata = {}
    return nb


def build(source: Path) -> None:
    """Write one lesson notebook and execute it in place."""
    out = target(source)
    out.parent.mkdir(parents=True, exist_ok=True)
    nb = notebook(source)
    NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(out.parent)}}
                   ).execute()
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.metadata.pop("execution", None)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, out)
    print(f"wrote {out.relative_to(ROOT)}")


def refresh_words(source: Path) -> bool:
    """Carry markdown-only edits into the notebook without executing it (its code cells must be unchanged);
    False if code changed too (then build it)."""
    out = target(source)
    if not out.exists():
        return False
    stored, fresh = nbformat.read(out, as_version=4), notebook(source)
    code = lambda nb: [c.source for c in nb.cells if c.cell_type == "code"]  # noqa: E731
    if code(stored) != code(fresh):
        return False
    outputs = iter([c for c in stored.cells if c.cell_type == "code"])
    for k, cell in enumerate(fresh.cells):
        if cell.cell_type == "code":
            fresh.cells[k] = next(outputs)
            fresh.cells[k]["id"] = cell["id"]
    nbformat.write(fresh, out)
    print(f"refreshed the words of {out.relative_to(ROOT)}")
    return True


def main(names: list[str]) -> int:
    """Check the named lessons, then build them; with --words, carry markdown-only edits without executing where
    possible. Returns 1 (building nothing) if a lesson file has a mistake."""
    words = "--words" in names
    chosen = sources([n for n in names if n != "--words"])
    mistakes = [str(m) for source in chosen for m in check(source)]
    if mistakes:
        print("\n".join(mistakes), file=sys.stderr)
        return 1
    for source in chosen:
        if not (words and refresh_words(source)):
            build(source)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

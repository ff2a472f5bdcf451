"""Write the lesson notebooks from their sources and execute them, so they are committed with outputs.

Usage: python tools/lessons/build.py [GAME ...]   (default: every game with a source module here)
Each source module (xeko.py, ...) defines LESSONS: a list of (path, cells), a cell being ("md", text)
or ("code", source). Executing stores outputs that nbval then checks strictly in `make test`.
"""
from __future__ import annotations

import importlib
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
GAMES = ("xeko", "xenofera", "seekers")


def notebook(cells) -> nbformat.NotebookNode:
    """Build a notebook from (kind, text) cells with stable ids."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    for i, (kind, text) in enumerate(cells):
        text = text.strip("\n")
        cell = nbformat.v4.new_markdown_cell(text) if kind == "md" else nbformat.v4.new_code_cell(text)
        cell["id"] = f"cell-{i:02d}"
        nb.cells.append(cell)
    return nb


def build(path: str, cells) -> None:
    """Write one lesson and execute it in place."""
    target = NOTEBOOKS / path
    target.parent.mkdir(parents=True, exist_ok=True)
    nb = notebook(cells)
    NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(target.parent)}}
                   ).execute()
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.metadata.pop("execution", None)
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, target)
    print(f"wrote {target.relative_to(ROOT)}")


def main(games: list[str]) -> None:
    sys.path.insert(0, str(Path(__file__).parent))
    for game in games or GAMES:
        try:
            source = importlib.import_module(game)
        except ModuleNotFoundError:
            continue
        for path, cells in source.LESSONS:
            build(path, cells)


if __name__ == "__main__":
    main(sys.argv[1:])

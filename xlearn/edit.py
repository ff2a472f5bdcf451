"""`xlearn edit GAME [FILE]`: open the position editor of a game as an app (voila), saving to FILE."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from .engine import games
from .present import HOST, voila_command


def editor_notebook(game: str, file: Path) -> dict:
    """A one-cell notebook that opens the editor on `file` (the scenario it loads, if present, and saves to)."""
    source = f"from xlearn.ui import Board\nBoard.editor({game!r}, {str(file)!r})"
    return {"nbformat": 4, "nbformat_minor": 5,
            "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}},
            "cells": [{"cell_type": "code", "id": "editor", "metadata": {}, "execution_count": None,
                       "outputs": [], "source": source}]}


def write_notebook(game: str, file: str | None) -> Path:
    """Write the editor's notebook beside the scenario file (`<game>-position.json` by default)."""
    if game not in games.registered():
        raise ValueError(f"no game {game!r}; choose one of {games.names()}")
    scenario = Path(file or f"{game}-position.json").expanduser().resolve()
    if scenario.is_dir():
        raise ValueError(f"{scenario} is a folder: name the scenario file to open or write")
    notebook = scenario.with_name(f"{scenario.stem}-editor.ipynb")
    notebook.write_text(json.dumps(editor_notebook(game, scenario), indent=1) + "\n")
    return notebook


def edit(game: str, file: str | None, port: int, open_browser: bool, wait) -> int:
    """Serve the editor with voila (loopback only) and block until it stops."""
    try:
        notebook = write_notebook(game, file)
    except ValueError as exc:
        print(f"xlearn edit: {exc}", file=sys.stderr)
        return 2
    print(f"xlearn: editing a {game} position at http://{HOST}:{port}/ (Save writes "
          f"{notebook.with_name(notebook.stem.removesuffix('-editor') + '.json')})", flush=True)
    return wait(subprocess.Popen(voila_command(notebook, port, open_browser)))

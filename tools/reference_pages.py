"""Write docs/reference/<game>.md, the choice and event vocabulary of each game, from the code.

    python -m tools.reference_pages          (run from the repository root)
tests/engine/test_reference_pages.py fails when a page is out of date or misses a kind the code can produce.
"""
from __future__ import annotations

import importlib
from pathlib import Path

from xlearn.engine.vocabulary import reference_page

GAMES = ("xeko", "xenofera", "seekers")
ROOT = Path(__file__).resolve().parents[1]


def page(game: str) -> str:
    """The reference page of one game, as its vocabulary module describes it."""
    v = importlib.import_module(f"xlearn.{game}.vocabulary")
    return reference_page(v.TITLE, v.INTRO, v.CHOICES, v.EVENTS)


def path(game: str) -> Path:
    return ROOT / "docs" / "reference" / f"{game}.md"


def main() -> None:
    for game in GAMES:
        path(game).parent.mkdir(parents=True, exist_ok=True)
        path(game).write_text(page(game), encoding="utf-8")
        print(f"wrote {path(game).relative_to(ROOT)}")


if __name__ == "__main__":
    main()

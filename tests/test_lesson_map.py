"""The README's lesson map names a lesson for every section heading of each rulebook that has lessons."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from xlearn.rulebook_headings import BOOKS, book_headings

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "rules"
FOLDERS = {"Xeko": "xeko", "Xenofera": "xenofera", "X: Seekers of Fortune": "seekers"}


def readme_rows() -> dict[str, dict[str, str]]:
    rows: dict[str, dict[str, str]] = {}
    for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines():
        m = re.match(r"^\| (?P<game>[^|]+?) \| (?P<section>[^|]+?) \| \[[^\]]+\]\((?P<path>[^)]+)\)", line)
        if m:
            rows.setdefault(m["game"], {})[m["section"]] = m["path"]
    return rows


@pytest.mark.skipif(not RULES.is_dir(), reason="the rulebooks in ../shared/rules are not beside this checkout")
@pytest.mark.parametrize("game", list(BOOKS))
def test_lesson_map_covers_every_rulebook_heading(game):
    """Every heading of the game's rulebook maps to an existing lesson notebook."""
    if not (ROOT / "notebooks" / FOLDERS[game]).is_dir():
        pytest.skip(f"{game} has no lessons yet")
    rows = readme_rows().get(game, {})
    missing = [h for h in book_headings(RULES)[game] if h not in rows]
    assert not missing, f"README lesson map lacks these {game} sections: {missing}"
    for section, path in rows.items():
        assert (ROOT / path).is_file(), f"{section}: {path} does not exist"


def test_heading_reader_finds_the_turf_war_phases():
    """The heading reader sees sub-headings such as the Turf War phases (so the check can fail)."""
    text = (RULES / "xeko-rulebook.txt").read_text(encoding="utf-8") if RULES.is_dir() else ""
    if not text:
        pytest.skip("rulebooks not available")
    heads = book_headings(RULES)["Xeko"]
    assert "d. Determine the winner" in heads and "Multi-Link Bonuses" in heads
    assert not any(h.startswith("adjacent") for h in heads), "glossary definitions are not sections"

"""The README's Layout section matches the tree: every place it names exists, and nothing in xlearn/ is left out.

A maintainer finds code by reading that section, so a module it does not mention, or a file name it promises
in every game that one game lacks, is a wrong map.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from xlearn.engine import games

ROOT = Path(__file__).resolve().parents[1]
GAMES = games.names()


def layout_block() -> list[str]:
    """The lines of the code block under the README's "## Layout" heading."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Layout\n", 1)[1].split("\n## ", 1)[0]
    return section.split("```", 2)[1].strip("\n").splitlines()


def common_modules() -> list[str]:
    """The file names the section promises in every game's package (the indented `name.py` lines)."""
    return [m.group(1) for line in layout_block() if (m := re.match(r"^  (\w+\.py) ", line))]


def own_modules(game: str) -> set[str]:
    """The modules the section lists as one game's own (its indented line and the lines continuing it)."""
    lines = layout_block()
    names: set[str] = set()
    for k, line in enumerate(lines):
        if re.match(rf"^  {game} ", line):
            names.update(re.findall(r"\w+", re.sub(r"\(.*?\)", "", line.split(game, 1)[1])))
            for more in lines[k + 1:]:
                if not re.match(r"^ {20,}\S", more):
                    break
                names.update(re.findall(r"\w+", re.sub(r"\(.*?\)", "", more)))
    return names


def named_places() -> list[str]:
    """The first word of each unindented line: a folder, a file, or a folder pattern with <game>."""
    return [line.split()[0] for line in layout_block() if line and not line.startswith(" ")]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_each_file_the_layout_promises(game):
    """The same file names for the same jobs in all three games."""
    missing = [name for name in common_modules() if not (ROOT / "xlearn" / game / name).is_file()]
    assert not missing, f"xlearn/{game}/ lacks {missing}, which the README's layout promises in every game"


@pytest.mark.parametrize("game", GAMES)
def test_every_module_of_a_game_is_in_the_layout(game):
    """Each module in a game's package is either a common file name or listed as that game's own."""
    listed = {name.removesuffix(".py") for name in common_modules()} | own_modules(game) | {"__init__"}
    present = {p.stem for p in (ROOT / "xlearn" / game).glob("*.py")}
    assert present - listed == set(), f"the README's layout does not mention {sorted(present - listed)}"
    assert own_modules(game) - present == set(), f"the layout names modules xlearn/{game}/ does not have"


def test_every_place_the_layout_names_exists():
    """Each folder or file the section starts a line with is in the tree (<game> stands for each game)."""
    for place in named_places():
        for game in GAMES if "<game>" in place else [None]:
            path = ROOT / (place.replace("<game>", game) if game else place)
            assert path.exists(), f"the README's layout names {path.relative_to(ROOT)}, which does not exist"


def test_every_part_of_the_package_is_in_the_layout():
    """Each subpackage of xlearn/ has its own line, and each top-level module is named on the xlearn/ line."""
    places = set(named_places())
    for sub in sorted(p for p in (ROOT / "xlearn").iterdir() if (p / "__init__.py").is_file()):
        expected = "xlearn/<game>/" if sub.name in GAMES else f"xlearn/{sub.name}/"
        assert expected in places, f"the README's layout has no line for {expected}"
    text = "\n".join(layout_block())
    top = text.split("\nxlearn/ ", 1)[1].split("\nwidgets/", 1)[0]
    modules = {p.stem for p in (ROOT / "xlearn").glob("*.py")} - {"__init__", "__main__"}
    unnamed = sorted(m for m in modules if not re.search(rf"\b{m}\b", top))
    assert not unnamed, f"the README's layout does not name xlearn/{unnamed}"

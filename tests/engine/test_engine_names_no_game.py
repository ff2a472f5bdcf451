"""One engine, three games: no module of `xlearn/engine/` names a game in its code, so a fourth game touches
no engine file. A game's player counts and modes come from the game itself (its `setup.EVERY_SETUP`).

What counts as naming a game: importing a game's package, an identifier that is a game's name, or a string
that is exactly a game's name (such as `if game == "xeko"`). Prose that mentions a game in a docstring or
a reference sentence does not count."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

import xlearn
from xlearn.engine import checker, games

ENGINE = Path(xlearn.__file__).parent / "engine"


def names_of_games(source: str, game_names: set[str]) -> list[str]:
    """Each place in the source that names a game: imports, identifiers and strings equal to a game's name."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            modules = [a.name for a in node.names] + ([node.module] if getattr(node, "module", None) else [])
            found += [f"line {node.lineno}: imports {m}" for m in modules
                      if set(m.lower().split(".")) & game_names]
        elif isinstance(node, ast.Name) and node.id.lower() in game_names:
            found.append(f"line {node.lineno}: the name {node.id}")
        elif isinstance(node, ast.Attribute) and node.attr.lower() in game_names:
            found.append(f"line {node.lineno}: the attribute {node.attr}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value.strip().lower() in game_names:
            found.append(f"line {node.lineno}: the string {node.value!r}")
    return found


def test_no_engine_module_names_a_game():
    game_names = set(games.names())
    assert game_names >= {"xeko", "xenofera", "seekers"}
    found = {path.name: where for path in sorted(ENGINE.rglob("*.py"))
             if (where := names_of_games(path.read_text(encoding="utf-8"), game_names))}
    assert not found, found


def test_the_check_catches_an_engine_that_picks_set_ups_by_game_name():
    """The check can fail: the checker's old code, which listed each game's player counts by name, is caught."""
    old = 'def every_setup(game):\n    if game == "xeko":\n        return [(f"{n}p", n, {}) for n in (2, 3, 4)]\n'
    assert names_of_games(old, set(games.names())) == ["line 2: the string 'xeko'"]


@pytest.mark.parametrize("game", ["xeko", "xenofera", "seekers"])
def test_each_game_declares_every_player_count_and_mode_it_allows(game):
    """The random-play checker's set-ups are the game's own: each starts a match, and the counts are the rulebook's."""
    setups = checker.every_setup(game)
    labels = [label for label, _, _ in setups]
    assert len(labels) == len(set(labels))
    players = {n for _, n, _ in setups}
    assert min(players) == 2 and max(players) == {"xeko": 4, "xenofera": 5, "seekers": 4}[game]
    module = games.package(game)
    for _, n, opts in setups:
        match = module.new_match(n, seed=0, explain=False, **opts)
        assert match.players == n and match.legal()

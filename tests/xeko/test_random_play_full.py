"""Random play over the ready-made decks, rotated per seed so that every named card is played often.

xlearn.engine.checker.check_random_play checks its invariants after every step (every card in one place,
unique labels, illegal choices refused with a rule and no change, undo/redo) and plays every game to its
end. The colleague's test_random_play.py plays 1,000 two-player games with the default decks; these
games use every ordered choice of ready-made decks instead (seed -> deck combination), so all six decks,
hence every card the Card Guides and the Multiplayer FAQ name, are in play: 1,000 two-player games,
300 three-player and 300 four-player games.

Timing: with a full save -> load -> replay comparison after every step the whole file took about 290
CPU-seconds. The checker's shadow replay checks the save after every step at a linear cost, so the full
comparison (quadratic in a game's length) now runs every RELOAD_EVERY steps and at each game's end.
"""
from __future__ import annotations

import itertools
import re

import pytest

from power_helpers import CARDS, NAMED_CARDS
from xlearn.engine.chance import Chance
from xlearn.engine.checker import check_random_play
from xlearn.xeko import new_match, ready_made

DECKS = sorted(ready_made())
COMBOS = {n: list(itertools.permutations(DECKS, n)) for n in (2, 3, 4)}
GAMES = {2: 1000, 3: 300, 4: 300}
CHUNKS = {2: 10, 3: 5, 4: 5}
RELOAD_EVERY = {2: 25, 3: 25, 4: 25}   # the shadow replay still checks every step
SEED_BASE = {2: 50_000, 3: 60_000, 4: 70_000}   # away from the colleague's seeds


def decks_for(players: int, seed: int) -> list[str]:
    combos = COMBOS[players]
    return list(combos[seed % len(combos)])


def seeds(players: int, chunk: int) -> range:
    per = GAMES[players] // CHUNKS[players]
    start = SEED_BASE[players] + chunk * per
    return range(start, start + per)


def make(players: int):
    return lambda seed: new_match(players, seed=seed, decks=decks_for(players, seed))


def test_the_rotation_puts_every_named_card_in_play_often():
    """Across each chunk of seeds every ready-made deck is used, and together they hold every named card."""
    ready = ready_made()
    held = {e["card"] for d in DECKS for e in ready[d].to_json()["cards"]}
    for name in NAMED_CARDS:
        assert name in CARDS.by_name, name
        assert name in held, f"{name} is in no ready-made deck"
    for players in (2, 3, 4):
        for chunk in range(CHUNKS[players]):
            used = {d for seed in seeds(players, chunk) for d in decks_for(players, seed)}
            assert used == set(DECKS), (players, chunk, used)


BOOST_PLAYED = re.compile(r"plays the Boost (.+?) at \(")


def cards_played(players: int, seed_range) -> set[str]:
    """Names of the Species, Xeko and Boost cards played in random games over these seeds (no checks)."""
    got = set()
    for seed in seed_range:
        m = new_match(players, seed=seed, decks=decks_for(players, seed))
        pick = Chance(seed)
        while not m.over:
            legal = m.legal()
            for e in m.play(legal[pick.below(len(legal))]):
                if e.kind in ("species", "xeko") and "card" in e.data:
                    got.add(e.data["card"])
                elif e.kind == "boost" and BOOST_PLAYED.search(e.text):
                    got.add(BOOST_PLAYED.search(e.text).group(1))
    return got


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_named_card_is_actually_played_in_the_first_chunk(players):
    """Not only in the decks: in the first chunk's seeds every named card is played at least once."""
    missing = set(NAMED_CARDS) - cards_played(players, seeds(players, 0))
    assert not missing


def _run(players: int, chunk: int) -> None:
    stats = check_random_play(make(players), seeds(players, chunk), reload_every=RELOAD_EVERY[players])
    assert stats.games == GAMES[players] // CHUNKS[players]
    assert stats.illegal_refused > 0


@pytest.mark.parametrize("chunk", range(CHUNKS[2]))
def test_random_play_two_players_rotating_decks(chunk):
    _run(2, chunk)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS[3]))
def test_random_play_three_players_rotating_decks(chunk):
    _run(3, chunk)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS[4]))
def test_random_play_four_players_rotating_decks(chunk):
    _run(4, chunk)

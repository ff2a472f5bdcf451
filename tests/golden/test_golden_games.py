"""Behaviour unchanged (issue 19): the 200 seeded games per game in games.json play out exactly as recorded —
the same legal choices, the same events (kind, seat, text, rule, worked sums) and the same result."""
from __future__ import annotations

import json

import pytest
import record

RECORDED = json.loads(record.RECORD.read_text())


CHUNK = 50   # games a test: `pytest -n 2` shares the record's 600 games out in even pieces
CASES = [(game, first) for game in ("xeko", "xenofera", "seekers") for first in range(0, record.GAMES_PER_GAME, CHUNK)]


@pytest.mark.parametrize("game, first", CASES, ids=[f"{g}-games{f}-{f + CHUNK - 1}" for g, f in CASES])
def test_seeded_games_play_out_as_recorded(game, first):
    changed = []
    for label, seed, players, opts in record.plan(game)[first:first + CHUNK]:
        key = f"{label} seed {seed}"
        if record.digest(game, seed, players, opts) != RECORDED[game][key]:
            changed.append(key)
    assert not changed, (f"{len(changed)} recorded {game} games now play differently, first: {changed[:5]} "
                         f"(python -c 'import record; print(record.digest(...))' in tests/golden shows a digest)")

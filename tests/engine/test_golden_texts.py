"""Labels and texts are what learners read: over seeded random games of each game (every player count) the
legal choices' labels, the events' kinds, texts and public texts, and the results stay exactly as recorded
(a SHA-256 per game and its number of steps, in tests/engine/golden_texts.json; recorded on main before event
data was added, so adding data moved no word). A change to the words must be meant: rerecord with

    python tests/engine/test_golden_texts.py          (from the repository root)
"""
import hashlib
import json
import sys
from pathlib import Path

import pytest

import xlearn.seekers as seekers
import xlearn.xeko as xeko
import xlearn.xenofera as xenofera
from xlearn.engine.chance import Chance

GOLDEN = Path(__file__).with_name("golden_texts.json")
GAMES = {"xeko": (xeko.new_match, (2, 3, 4), 6),
         "xenofera": (xenofera.new_match, (2, 3, 4, 5), 4),
         "seekers": (seekers.new_match, (2, 3, 4), 2)}
SEEKERS_MODES = ("beginner", "advanced", "full")


def record(game: str) -> dict:
    """What learners read in this game's seeded random games: per step the labels offered, the one chosen,
    and each event's kind, seat, text and public text; then the result."""
    make, counts, per_count = GAMES[game]
    out = {}
    for players in counts:
        for g in range(per_count):
            seed = 1000 + g
            kw = {"mode": SEEKERS_MODES[g % 3]} if game == "seekers" else {}
            m = make(players, seed, **kw)
            pick = Chance(seed)
            steps = [[[e.kind, e.seat, e.text, e.public_text] for e in m.events]]
            while not m.over:
                legal = m.legal()
                a = pick.pick(legal)
                events = m.play(a)
                steps.append([[x.label for x in legal], a.label,
                              [[e.kind, e.seat, e.text, e.public_text] for e in events]])
            steps.append(m.result.to_json())
            words = json.dumps(steps, default=str, sort_keys=True, ensure_ascii=False)
            out[f"{players} players, seed {seed}"] = [len(steps), hashlib.sha256(words.encode()).hexdigest()]
    return out


@pytest.mark.parametrize("game", GAMES)
def test_learners_read_the_same_labels_and_event_texts_as_recorded(game):
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))[game]
    got = record(game)
    changed = {key: (got.get(key), was) for key, was in want.items() if got.get(key) != was}
    assert not changed, f"{game}: the words changed in {changed} (rerecord only if that was meant)"


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps({g: record(g) for g in GAMES}, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}", file=sys.stderr)

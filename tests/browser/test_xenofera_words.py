"""Words on the Xenofera table (issue 13): over 50 seeded games, the board as the browser draws it (its visible
text, every accessible name and tooltip) never shows a view key, a snake_case word, "Kind:", "Stage:", "Why:",
"Number:" or a raw card id.

The boards are drawn by the real front end (the bundled module and CSS) in a plain page, from the traits the
Python board sends, at sampled positions of each game (every phase with a choice, battles, the end): the
strings are the ones a learner would read. A card id would be a number from 0 to about 260; the table's own
numbers (costs, points, values, counts) stay under 40, so outside the decks' counts, the final scores, the turn number and the
log (engine text, checked by the engine's own tests) no number over 40 may appear."""
from __future__ import annotations

import re

import pytest

from standalone import WORDS, open_page, traits
from xlearn.engine.bots import RandomBot
from xlearn.xenofera.board import XenoferaBoard
from xlearn.xenofera import new_match

GAMES = 50
SAMPLES = 2  # positions drawn per game, spread over it, plus the first battle and the end
BANNED = re.compile(r"\b(Kind|Stage|Why|Number|Id|Seat|Room):", re.I)
SNAKE = re.compile(r"\b[A-Za-z0-9]+_[A-Za-z0-9_]+\b")
BIG = re.compile(r"\b(\d{2,})\b(?!\s*%)")  # a percentage is a chance, not an id
# view keys that are ordinary English words a sentence may use (the rest must never show)
ENGLISH = {"name", "kind", "text", "value", "seat", "cost", "role", "build", "capture", "sizes", "capacity", "icon",
           "bonus", "colour", "decoy", "planet", "characteristics", "requirement", "count", "players", "hand",
           "crew", "cages", "items", "creatures", "room", "number", "cage", "offer", "collections", "huntsman",
           "battle", "attacker", "defender", "why", "subject", "stage", "active", "turn", "step", "card", "player",
           "trigger", "caller", "powers", "effect", "arg", "id", "size", "collection", "characteristic", "choices",
           "label", "spot", "place", "group", "position", "table", "sight", "players", "copies", "odds", "threshold",
           "me", "given", "points", "members", "for", "short", "rule", "game", "section", "summary", "ruling",
           "cite", "cause", "now", "still", "win", "calcs", "winner", "tie", "title", "terms", "total", "over",
           "result", "phase", "seed", "scores", "reason", "winners", "cover", "utilised", "cards", "used"}
TABLE_TEXT = """() => {
  const root = document.querySelector(".xl-board");
  const parts = [...root.querySelectorAll(".xl-play, .xf-battle")].map((n) => {
    const copy = n.cloneNode(true);
    copy.querySelectorAll(".xl-pile, .xl-result").forEach((p) => p.remove());
    document.body.append(copy); const t = copy.innerText; copy.remove(); return t;
  });
  return parts.join("\\n");
}"""


DRAW_AND_READ = f"""(traits) => {{ window.__draw(traits); return [({WORDS})(), ({TABLE_TEXT})()]; }}"""


def keys_of(value, out: set) -> set:
    if isinstance(value, dict):
        for k, v in value.items():
            if not k.isdigit():  # ids as keys (the table facts by card) are covered by the number check
                out.add(k)
            keys_of(v, out)
    elif isinstance(value, list):
        for v in value:
            keys_of(v, out)
    return out


def positions(seed: int):
    """Boards at sampled positions of one seeded random game (2 to 5 players), seen by the seat to act."""
    m = new_match(2 + seed % 4, seed)
    bot = RandomBot(seed)
    lengths = []
    trial = m.copy()
    while not trial.over:
        trial.play_fast(bot.choose(trial))
        lengths.append(1)
    n = len(lengths)
    marks = {int(n * (k + 1) / (SAMPLES + 1)) for k in range(SAMPLES)}
    bot = RandomBot(seed)
    b = XenoferaBoard(m, seat=0, opponents=None, hotseat=False)
    k = 0
    battle_seen = False
    while not m.over:
        in_battle = m.phase == "Battles" and not battle_seen
        if k in marks or in_battle:
            battle_seen = battle_seen or in_battle
            b.seat = m.to_act
            b.refresh()
            yield b
        m.play(bot.choose(m))
        k += 1
    b.seat = 0
    b.refresh()
    yield b


def test_no_view_key_snake_case_field_label_or_raw_id_in_fifty_games(page):
    """50 seeded games, about 8 boards each, drawn in the browser: the words are a person's words."""
    first = True
    drawn = 0
    for seed in range(GAMES):
        for b in positions(seed):
            if first:
                open_page(page, b)
                first = False
            got, table = page.evaluate(DRAW_AND_READ, traits(b))
            drawn += 1
            odd_keys = sorted(k for k in keys_of(b.board["view"], set()) if k not in ENGLISH)
            key_words = re.compile(r"\b(" + "|".join(map(re.escape, odd_keys)) + r")\b") if odd_keys else None
            text = "\n".join([got["text"], *got["names"]])
            where = f"seed {seed}, {b.match.phase}"
            for pattern in (BANNED, SNAKE, key_words):
                found = pattern.search(text) if pattern else None
                assert not found, (where, found and text[max(0, found.start() - 80):found.end() + 80])
            big = [t for t in BIG.findall(table) if int(t) > 40]
            assert not big, (seed, b.match.phase, big)
    assert drawn >= GAMES * (SAMPLES + 1)


pytestmark = pytest.mark.browser

"""Random play (DESIGN.md "Testing"): 1,000 seeded two-player Xenofera games and 200 each of three, four
and five players, random legal choices until "Scoring and Winning", with the random-play checker's
invariants checked after every step: every card in exactly one place, unique labels, an illegal choice
refused with a rule and nothing changed, the save replayed (on the checker's shadow match) giving the same
state and choices, undo then redo, and a full save -> load_match every RELOAD_EVERY steps and at the end.

The seeds are split into chunks of 50 (two-player) and 25 (more players) so that `pytest -n 2` spreads
them evenly over two cores. Measured on the 2-core development machine (CPU time, which does not depend
on how busy the machine is), with a full reload after every step: about 265 s of CPU in all. A full
reload replays the game so far, so its cost grows with the square of a game's length, and the shadow
replay already checks every step; so the full reload now runs every RELOAD_EVERY steps.
"""
import random
import re

import pytest

from xlearn.engine.checker import check_random_play
from xlearn.xenofera import new_match

RELOAD_EVERY = 25   # full save -> load_match; the shadow replay checks every step
CHUNKS = [(2, start, start + 50) for start in range(0, 1000, 50)] + \
    [(players, start, start + 25) for players in (3, 4, 5) for start in range(0, 200, 25)]


@pytest.mark.slow
@pytest.mark.parametrize("players, first, last", CHUNKS,
                         ids=[f"{p}p-seeds{a}-{b - 1}" for p, a, b in CHUNKS])
def test_random_play(players, first, last):
    stats = check_random_play(lambda seed: new_match(players, seed, explain=False), range(first, last),
                              reload_every=RELOAD_EVERY)
    assert stats.games == last - first
    assert stats.reloads >= stats.steps // RELOAD_EVERY + stats.games
    assert stats.illegal_refused > 0
    assert sum(stats.winners.values()) == stats.games


def test_random_play_explained_games_match_unexplained_ones():
    """Building every sentence (explain=True) never changes the game itself."""
    for seed in range(3):
        quiet = check_random_play(lambda s: new_match(3, s, explain=False), [seed], reload_every=10)
        loud = check_random_play(lambda s: new_match(3, s, explain=True), [seed], reload_every=10)
        assert (quiet.steps, quiet.winners) == (loud.steps, loud.winners)


# ----- the sentences of random games ------------------------------------------------------------------
DOUBLED_NUMBER = re.compile(r"\b\d+ \d+\b")          # "Battle card 2 2", "Player 1 3": two numbers side by side
LOWER_START = re.compile(r"[.!?] +[a-z]")            # "Battle! the cage ...": a sentence that starts lower-case
SLIP_GAMES = ([(2, seed) for seed in range(20)] + [(3, seed) for seed in range(8)] + [(4, seed) for seed in range(4)]
              + [(5, seed) for seed in range(4)])
EMPTY_DECK = {"seats": [{"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
                         "hand": ["Supply Run", "Iron Cage"]},
                        {"huntsman": "Castor Vale", "crew": ["Recruit Rook"], "cages": [{"cage": "Starter Pen"}]}],
              "utility_deck": []}


def _slips(m, rng: random.Random) -> list[str]:
    """Play random legal choices to the end; list every wording slip in the events' sentences and sums."""
    found = []

    def check(events, drew_last_utility: bool, drew_last_collection: bool) -> None:
        for e in events:
            texts = [e.text] + ([e.public_text] if e.public_text else []) + [str(c) for c in e.all_calcs()]
            for t in texts:
                if DOUBLED_NUMBER.search(t):
                    found.append(f"doubled number: {t}")
                if LOWER_START.search(t):
                    found.append(f"lower-case sentence start: {t}")
            if "draws the last Utility card" in e.text and not drew_last_utility:
                found.append(f"claims the last Utility card was drawn, but none was: {e.text}")
            if "the last Collection" in e.text + (e.public_text or "") and not drew_last_collection:
                found.append(f"claims the last Collection was drawn, but none was: {e.text}")

    check(m.events, False, False)  # starting a match (or laying out a scenario) draws nothing
    while m.to_act is not None:
        utility, collections = len(m.state.util_deck), len(m.state.coll_deck)
        events = m.play(rng.choice(m.legal()))
        check(events, utility > 0 and not m.state.util_deck, collections > 0 and not m.state.coll_deck)
    return found


def test_random_play_event_texts_have_no_wording_slips():
    """Seeded random games with explanations on: no two numbers side by side, every sentence after a full
    stop or "!" starts with a capital, and "draws the last ..." only when a last card really was drawn."""
    found = []
    for players, seed in SLIP_GAMES:
        found += [f"{players}p seed {seed}: {slip}" for slip in _slips(new_match(players, seed), random.Random(seed))]
    for seed in range(3):  # a scenario that starts with the Utility deck already empty (ruling N-13)
        m = new_match(2, seed, scenario=EMPTY_DECK)
        found += [f"empty-deck scenario seed {seed}: {slip}" for slip in _slips(m, random.Random(seed))]
    assert not found, "\n".join(found[:20])

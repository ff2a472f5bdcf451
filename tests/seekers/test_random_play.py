"""Random play (DESIGN.md "Testing"): seeded games of random legal choices, each played to its end by the
rulebook's own end conditions ("Winning the Game", "Alternate Win Condition: Breakthrough"), with
xlearn.engine.checker.check_random_play's invariants checked after every step.

Counts: 400 two-player games and 80 each of three- and four-player games in each of Beginner, Advanced
and full play, and in Draft Mode (two and three players: Draft Mode is for up to three): 2,160 games.
Chunks are parametrized so that `pytest -n 2` spreads them over two cores. The long run is `make bench-random` (10,000 seeded games, every mode and player count; its last
figures: 5,105,965 steps, 40,483 full reloads, no invariant broken), kept out of `make test` for its hours.

reload_every (the full save -> load_match comparison, which replays the whole game; the checker also
replays the save incrementally after every single step): Beginner games are short (about 85 choices
for two players) and keep the checker's default of 20. Games with ActionX cards and Heroic Feats are
several times longer under random play (about 300 choices for two players, 600 for three and 1,200 for
four, because random seekers spend their Leads on Heroic Feats and Thwarts and the Final Adventure then
drags), so there the full comparison runs every 1,000 steps and always at the end of a game.

Undo: the shared Match keeps the position before each choice, so the checker's undo every 7th step
costs nothing more than restoring it.
"""
import pytest

from xlearn.engine.checker import check_random_play
from xlearn.seekers import new_match

PLAN = []   # (mode, players, chunks, per chunk, reload_every)
for mode in ("beginner", "advanced", "full", "draft"):
    short = mode == "beginner"
    PLAN.append((mode, 2, 10, 40, 20 if short else 1000))
    PLAN.append((mode, 3, 8, 10, 20 if short else 1000))
    if mode != "draft":
        PLAN.append((mode, 4, 8, 10, 20 if short else 1000))
CASES = [(mode, players, chunk, per, reload) for mode, players, chunks, per, reload in PLAN
         for chunk in range(chunks)]


@pytest.mark.slow
@pytest.mark.parametrize("mode,players,chunk,per,reload", CASES,
                         ids=[f"{m}-{p}p-{c}" for m, p, c, _, _ in CASES])
def test_random_play_to_the_end(mode, players, chunk, per, reload):
    draft = mode == "draft"
    rules_mode = "full" if draft else mode
    seeds = range(chunk * per, (chunk + 1) * per)
    stats = check_random_play(lambda s: new_match(players, s, mode=rules_mode, draft=draft, explain=False),
                              seeds, reload_every=reload)
    assert stats.games == per and sum(stats.winners.values()) == per
    assert stats.illegal_refused > 0


def test_explained_games_match_unexplained_ones():
    """Taking a Turn: explanations on or off never change the game itself."""
    for seed in range(4):
        quiet = check_random_play(lambda s: new_match(3, s, explain=False), [seed], reload_every=50)
        loud = check_random_play(lambda s: new_match(3, s, explain=True), [seed], reload_every=50)
        assert (quiet.steps, quiet.winners) == (loud.steps, loud.winners)

"""The strategy lab: seeded bot duels in parallel processes (xlearn.lab.duel, `xlearn duel`)."""
from __future__ import annotations

import pytest

from xlearn.cli import main
from xlearn.lab import duel, wilson


def test_wilson_interval():
    lo, hi = wilson(90, 100)
    assert 0.82 < lo < 0.83 and 0.94 < hi < 0.95
    assert wilson(0, 0) == (0.0, 1.0)


def test_duel_is_reproducible_and_independent_of_the_number_of_processes():
    one = duel("xeko", "random,greedy", games=6, jobs=1, seed=4)
    two = duel("xeko", ["random", "greedy"], games=6, jobs=2, seed=4)
    assert one.per_game == two.per_game
    assert sum(one.wins) + one.ties == 6
    text = repr(one)
    assert "Wilson" in text and "random" in text and "greedy" in text


def test_duel_refuses_bad_names():
    with pytest.raises(ValueError):
        duel("xeko", "random,oracle", games=1)
    with pytest.raises(ValueError):
        duel("chess", "random,random", games=1)


def test_duel_command(capsys):
    assert main(["duel", "xeko", "--bots", "random,greedy", "--games", "4", "--jobs", "2", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "greedy" in out
    assert main(["duel", "xeko", "--bots", "random,nobody", "--games", "2"]) == 2


def test_a_game_past_the_choice_cap_is_stopped_and_counted_unfinished():
    """Two bots locked in a stand-off cannot hold up the lab: past max_choices the game is nobody's win."""
    stopped = duel("seekers", "random,random", games=3, seed=2, max_choices=5)
    assert stopped.unfinished == 3 and stopped.wins == [0, 0] and stopped.ties == 0
    assert stopped.choices == 15
    assert "unfinished (stopped at 5 choices" in repr(stopped)
    finished = duel("seekers", "random,random", games=3, seed=2)
    assert finished.unfinished == 0 and sum(finished.wins) + finished.ties == 3
    assert "unfinished" not in repr(finished)

"""The strategy lab: seeded bot duels in parallel processes (xlearn.lab.duel, `xlearn duel`)."""
from __future__ import annotations

import pytest

from xlearn.cli import main
from xlearn.lab import duel, tournament
from xlearn.lab_results import wilson


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


# ----- entrants with decks, tables, plots, round robins, clusters ----------------------------------------
def test_entrants_bring_their_own_xeko_deck_and_a_bad_deck_is_refused():
    res = duel("xeko", ["greedy@Madagascar A", "greedy@Costa Rica B"], games=2, seed=3, progress=False)
    assert res.bots == ["greedy · Madagascar A", "greedy · Costa Rica B"]
    assert duel("xeko", "greedy@Madagascar A,greedy@Costa Rica B", games=2, seed=3, progress=False).figures() \
        == res.figures()
    with pytest.raises(ValueError, match="unknown Xeko deck 'Atlantis'.*Madagascar A"):
        duel("xeko", "greedy@Atlantis,greedy", games=1)
    with pytest.raises(ValueError, match="no decks"):
        duel("xenofera", "greedy@Madagascar A,greedy", games=1)


def test_seekers_entrants_share_the_tables_mode():
    res = duel("seekers", "greedy@beginner,random@beginner", games=2, seed=1, progress=False)
    assert res.bots == ["greedy · beginner", "random · beginner"] and sum(res.wins) + res.ties + res.unfinished == 2
    with pytest.raises(ValueError, match="mode is for the whole table"):
        duel("seekers", "greedy@beginner,random@full", games=1)


def test_the_result_is_a_dataframe_with_wilson_intervals_and_a_plot_with_interval_bars():
    import matplotlib
    matplotlib.use("Agg")
    res = duel("xeko", "random,greedy", games=6, seed=4, progress=False)
    df = res.frame()
    assert list(df.columns) == ["entrant", "games", "wins", "win rate", "95% low", "95% high", "average score",
                                "choices a game"]
    assert list(df["entrant"]) == ["random", "greedy"] and list(df["wins"]) == res.wins
    for row in df.itertuples(index=False):
        assert row[4] <= row[3] <= row[5] and (row[4], row[5]) == wilson(row[2], 6)
    assert "<table" in res._repr_html_() and "%" in res._repr_html_()
    ax = res.plot()
    bars, = [c for c in ax.containers if hasattr(c, "errorbar")]
    assert len(bars) == 2 and bars.errorbar is not None


def test_a_round_robin_plays_every_pair_the_same_seeded_games():
    t = tournament("xeko", "random,greedy,greedy@Indonesia A", games=2, seed=5, progress=False)
    df = t.frame()
    assert sorted(df["entrant"]) == sorted(["random", "greedy", "greedy · Indonesia A"])
    assert set(df["games"]) == {4} and len(t.pairs) == 3
    assert list(df["win rate"]) == sorted(df["win rate"], reverse=True)
    vs = t.versus()
    assert vs.loc["random", "greedy"] == t.pairs[(0, 1)].win_rate(0)
    assert tournament("xeko", "random,greedy,greedy@Indonesia A", games=2, seed=5, progress=False).figures() \
        == t.figures()
    with pytest.raises(ValueError, match="once"):
        tournament("xeko", "random,random", games=1)


def test_the_lab_shows_its_progress(capsys):
    duel("xeko", "random,random", games=3, seed=1, progress=True)
    err = capsys.readouterr().err
    assert "xeko duel" in err and "3/3" in err


def test_tournament_command_prints_the_table_and_saves_the_plot(tmp_path, capsys):
    png = tmp_path / "lab.png"
    assert main(["tournament", "xeko", "--entrants", "random,greedy,random@Costa Rica A", "--games", "2",
                 "--quiet", "--plot", str(png)]) == 0
    out = capsys.readouterr().out
    assert "round robin" in out and "random · Costa Rica A" in out and png.stat().st_size > 5_000
    assert main(["tournament", "xeko", "--entrants", "random,nobody", "--games", "1", "--quiet"]) == 2


def test_a_duel_gives_the_same_figures_here_in_two_processes_and_on_a_dask_cluster():
    """Beyond one machine: the same seeded games on a LocalCluster on 127.0.0.1 give identical figures."""
    from dask.distributed import Client, LocalCluster
    here = duel("xeko", "random,greedy", games=4, seed=7, progress=False)
    two = duel("xeko", "random,greedy", games=4, seed=7, jobs=2, progress=False)
    with LocalCluster(n_workers=1, threads_per_worker=2, processes=False, protocol="tcp", host="127.0.0.1",
                      scheduler_port=0, dashboard_address=None) as cluster, Client(cluster) as client:
        far = duel("xeko", "random,greedy", games=4, seed=7, scheduler=client, progress=False)
        by_address = duel("xeko", "random,greedy", games=2, seed=7, scheduler=cluster.scheduler_address,
                          progress=False)
    assert here.figures() == two.figures() == far.figures()
    assert by_address.per_game == here.per_game[:2] and "Dask cluster at tcp://127.0.0.1" in far.table()

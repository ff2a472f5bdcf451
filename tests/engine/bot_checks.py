"""What every game's bot tests check alike: in two matches that seat 0 cannot tell apart (the rival's hand and
the decks differ), the bots choose alike and the greedy bot explains alike, so no bot peeks at hidden cards."""
from __future__ import annotations

from xlearn.engine.greedy import GreedyBot
from xlearn.engine.search import SearchBot


def search_statistics(match, seed: int = 3) -> list[tuple[str, int, float]]:
    """The search bot's visits and win rate for each choice of the seat to act."""
    return [(c.action.label, c.visits, round(c.win_rate, 12)) for c in SearchBot(seed=seed).search(match)]


def check_search_bot_reads_only_what_seat_0_sees(a, b) -> None:
    """The search bot's statistics and its choice are the same in both matches (and it did search)."""
    in_a = search_statistics(a)
    assert in_a == search_statistics(b)
    assert sum(visits for _, visits, _ in in_a) > 0
    assert SearchBot(seed=3).choose(a).label == SearchBot(seed=3).choose(b).label


def greedy_explanation_from_seat_0(a, b) -> str:
    """The greedy bot's scores, choice and explanation are the same in both matches; the explanation, which
    starts with its rule of thumb."""
    assert [(x.label, v) for x, v in GreedyBot(4).scores(a)] == [(x.label, v) for x, v in GreedyBot(4).scores(b)]
    assert GreedyBot(4).choose(a).label == GreedyBot(4).choose(b).label
    said = GreedyBot(4).explain(a)
    assert said.startswith("Rule of thumb:")
    assert GreedyBot(4).explain(b) == said
    return said

"""The coach (xlearn.coach.suggest), as a learner reads it: each suggestion in one or two plain sentences citing
one rule, one measure of strength worded the same in every game, a choice that does nothing or throws a card
away never above an equal one, never a menu step ("Back", or a bare "Perform a Heroic Feat"); checked over 30
seeded positions of each game."""
from __future__ import annotations

import importlib
import re

import pytest

from xlearn.coach import OPENERS, Coach, budgets, strength, suggest, why
from xlearn.engine.bots import RandomBot
from xlearn.strategy import IDLE, USEFUL, WASTE
from xlearn.xeko import new_match
from xlearn.xeko import field as F

GAMES = ["xeko", "xenofera", "seekers"]
POSITIONS = 30
SIMULATIONS = 24          # few: the wording and the ranking rules hold at any level
STRENGTH = re.compile(r"^In (\d{1,3}) of 100 games played on from here, this won\.$")
SENTENCE_END = re.compile(r"[.!?](?:\s+(?=[A-Z])|$)")
JARGON = ("counting Player", "judged on", "rule of thumb", "simulated", "[", "]", "_")


def headings(game: str) -> set[str]:
    """Every section heading a reason may cite: the game's rulebook, and its cards' names (a card's own power)."""
    book = importlib.import_module(f"xlearn.{game}.rulebook").RULEBOOK
    return set(book.sections()) | set(importlib.import_module(f"xlearn.{game}").teaching_set().by_name)


def positions(game: str, count: int = POSITIONS) -> list:
    """`count` seeded positions of random games, at varied depths, each with a choice to make."""
    mod = importlib.import_module(f"xlearn.{game}")
    out = []
    seed = 0
    while len(out) < count:
        m = mod.new_match(seed=seed, explain=False)
        bots = [RandomBot(seed * 2 + i) for i in range(2)]
        for _ in range((seed * 13) % 70):
            if m.to_act is None:
                break
            m.play_fast(bots[m.to_act].choose(m))
        if m.to_act is not None and len(m.legal()) > 1:
            out.append(m)
        seed += 1
    return out


@pytest.fixture(scope="module", params=GAMES)
def coached(request):
    """(game, [(match, suggestions)]) over 30 seeded positions."""
    game = request.param
    return game, [(m, suggest(m, n=3, simulations=SIMULATIONS, seed=len(m.choices))) for m in positions(game)]


def test_each_suggestion_is_one_or_two_plain_sentences_citing_one_rule(coached):
    game, rows = coached
    known = headings(game)
    for m, tips in rows:
        assert tips, m.phase
        for tip in tips:
            text = tip.text
            assert 1 <= len(SENTENCE_END.findall(text)) <= 2, text
            assert not any(j in text for j in JARGON), text
            assert text[0].isupper() and text.endswith("."), text
            assert tip.rule and tip.rule in known, (tip.rule, text)
            assert tip.why == f"{tip.label}: {text} [{tip.rule}]"


def test_strength_is_worded_the_same_in_every_game(coached):
    _, rows = coached
    for _, tips in rows:
        for tip in tips:
            found = STRENGTH.match(tip.strength)
            assert found and int(found.group(1)) == tip.won and 0 <= tip.won <= 100
            assert tip.strength in repr(tips)
        assert [t.won for t in tips] == sorted((t.won for t in tips), reverse=True)


def test_a_choice_that_does_nothing_or_throws_a_card_away_never_ranks_above_an_equal_one(coached):
    _, rows = coached
    for _, tips in rows:
        for a, b in zip(tips, tips[1:]):
            if a.won == b.won:
                assert a.reason.waste <= b.reason.waste, (a.title, b.title)


def test_menu_navigation_is_never_a_suggestion(coached):
    _, rows = coached
    for m, tips in rows:
        for tip in tips:
            assert tip.action.kind != "back" and "Back to the other actions" not in tip.steps
            if tip.action.kind in OPENERS:     # a list is suggested only with the choice it leads to
                trial = m.copy()
                for label in tip.steps[:-1]:
                    trial.play(label)
                last = next(a for a in trial.legal() if a.label == tip.steps[-1])
                assert last.kind not in OPENERS | {"back"}, tip.steps


def test_a_card_that_would_be_lost_ranks_below_keeping_it():
    """3. Xeko Cards: a Xeko card whose Trophic Tokens your Species cannot show is lost; keeping it is never
    ranked below playing it for nothing."""
    m = new_match(seed=0)
    bots = [RandomBot(0), RandomBot(1)]
    while m.phase != "Play One Xeko Card" or not any(a.kind == "xeko" for a in m.legal()):
        m.play(bots[m.to_act].choose(m))
    tips = suggest(m, n=3, simulations=120, seed=len(m.choices))
    kinds = [t.reason.waste for t in tips]
    lost = [t for t in tips if t.reason.waste == WASTE]
    assert lost and "thrown away" in lost[0].text
    keep = next(t for t in tips if t.action.kind == "skip-xeko")
    assert keep.reason.waste == IDLE and all(keep.won >= t.won or t.reason.waste == USEFUL for t in lost)
    assert kinds == sorted(kinds) or tips[0].won > tips[-1].won


def test_suggest_is_reproducible_and_leaves_the_match_alone():
    m = new_match(seed=11)
    before = m.fingerprint()
    first = [(t.label, t.won, t.why) for t in suggest(m, simulations=60, seed=2)]
    assert [(t.label, t.won, t.why) for t in suggest(m, simulations=60, seed=2)] == first
    assert m.fingerprint() == before


def test_a_first_answer_early_is_the_answer_of_a_small_search_and_the_last_of_the_full_one():
    """The board's hint in stages: each stage gives what a search of that size gives, so a position always
    gets the same figures."""
    m = new_match(seed=5)
    stages = list(Coach(m, 3, seed=1).stages(budgets(240, first=60, refine=120)))
    assert len(stages) == 3
    for got, size in zip(stages, (60, 120, 240)):
        assert [(t.label, t.won, t.simulations) for t in got] == \
            [(t.label, t.won, t.simulations) for t in suggest(m, simulations=size, seed=1)]


def find_multi_link_war():
    """A seeded position where a Species placement links to two or more cards and starts a Turf War."""
    for seed in range(60):
        m = new_match(seed=seed)
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        while not m.over:
            s = m.state
            for a in m.legal():
                if a.kind != "species":
                    continue
                inst, x, y = a.args[:3]
                _, linked, _, _ = F.check_spot(s.field, s.table.sides, s.table.sides[inst], x, y)
                rivals = [i for i in linked if s.table.owner[i] not in (None, s.active)]
                if len(linked) >= 2 and rivals:
                    return m, a
            m.play(bots[m.to_act].choose(m))
    raise AssertionError("no multi-link Turf War in 60 seeded games")


def test_why_works_the_turf_war_out_from_the_engine_and_cites_one_rule():
    m, action = find_multi_link_war()
    text = why(m, action)
    assert "-link bonus of +" in text and "Turf War" in text and " Energy against " in text
    assert text.count("[") == 1


def test_nothing_to_suggest_once_the_game_is_over():
    m = new_match(seed=1, explain=False)
    bots = [RandomBot(1), RandomBot(2)]
    while not m.over:
        m.play_fast(bots[m.to_act].choose(m))
    assert list(suggest(m)) == []
    assert strength(7) == "In 7 of 100 games played on from here, this won."

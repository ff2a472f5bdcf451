"""A match keeps a copy of its state only every few choices (engine/history.py): a learner's undo, a step that
fails part-way and a loaded save's log must still give exactly what a copy per choice gave."""
import importlib

import pytest

import xlearn
from xlearn import load_match
from xlearn.engine.bots import RandomBot
from xlearn.engine.history import SNAP_EVERY
from xlearn.engine.match import Match

GAMES = ["xeko", "xenofera", "seekers"]


def new_match(game: str, **kw) -> Match:
    return importlib.import_module(f"xlearn.{game}").new_match(**kw)


def played(game: str, seed: int, steps: int, explain: bool = True) -> Match:
    """A match after `steps` random choices (or its end)."""
    m = new_match(game, seed=seed, explain=explain)
    bot = RandomBot(seed)
    for _ in range(steps):
        if m.over:
            break
        m.play(bot.choose(m))
    return m


@pytest.mark.parametrize("game", GAMES)
def test_undo_in_teacher_mode_walks_back_to_every_earlier_position(game):
    """Undo (teacher mode, so no reveal stops it) gives back each earlier position exactly, between and on the
    choices where a copy of the state is kept."""
    m = played(game, 5, 0)
    bot, prints = RandomBot(5), [m.fingerprint()]
    for _ in range(2 * SNAP_EVERY + 3):
        if m.over:
            break
        m.play(bot.choose(m))
        prints.append(m.fingerprint())
    while m.choices:
        m.undo(teacher=True)
        prints.pop()
        assert m.fingerprint() == prints[-1]
        assert len(m.log) == len(m.choices) + 1


@pytest.mark.parametrize("game", GAMES)
def test_undo_then_a_different_choice_plays_on_from_the_earlier_position(game):
    """After undo, a learner's new choice is played on the position undo gave back, not on a stale copy."""
    m = played(game, 8, SNAP_EVERY + 1)
    m.undo(teacher=True)
    fresh = new_match(game, seed=8)
    for label in m.choices:
        fresh.play(label)
    last = m.legal()[-1].label
    m.play(last)
    fresh.play(last)
    assert m.fingerprint() == fresh.fingerprint()
    assert [a.label for a in m.legal()] == [a.label for a in fresh.legal()]


@pytest.mark.parametrize("game", GAMES)
def test_a_step_that_fails_part_way_leaves_the_match_as_it_was(game, monkeypatch):
    """An error inside a rule while a choice is applied changes nothing: not the position, the choices or the log."""
    m = played(game, 3, SNAP_EVERY + 5)
    before, choices, steps = m.fingerprint(), list(m.choices), len(m.log)
    action = m.legal()[0]
    flow = type(m.rules.flow)
    real = flow.run

    def half_then_fail(self, state, out):   # once: the rule runs, changes the state, then fails
        real(self, state, out)
        monkeypatch.setattr(flow, "run", real)
        raise RuntimeError("a rule failed after changing the state")

    monkeypatch.setattr(flow, "run", half_then_fail)
    with pytest.raises(RuntimeError):
        m.play(action)
    assert m.fingerprint() == before and m.choices == choices and len(m.log) == steps
    m.play(action)   # and the same choice then plays as it would have


@pytest.mark.parametrize("game", GAMES)
def test_a_loaded_save_shows_the_same_events_as_the_game_played(game):
    """Loading a save works out a step's events only when they are read; they are the events the game showed."""
    m = played(game, 11, 3 * SNAP_EVERY + 2)
    loaded = load_match(m.save())
    assert loaded.fingerprint() == m.fingerprint()
    assert loaded.log.steps.count(None) == len(m.choices)     # nothing worked out yet
    for k in (len(m.log) - 1, 1, 2 * SNAP_EVERY + 1, SNAP_EVERY):
        assert [e.to_json(None) for e in loaded.log[k]] == [e.to_json(None) for e in m.log[k]]
    assert [e.to_json(0) for e in loaded.events] == [e.to_json(0) for e in m.events]


@pytest.mark.parametrize("game", GAMES)
def test_undo_after_a_load_is_refused_and_allowed_as_in_the_game_played(game):
    """A loaded game refuses an undo across a reveal exactly where the game as played refused it."""
    m = played(game, 2, 40)
    loaded = load_match(m.save())
    for _ in range(6):
        if not m.choices:
            break
        outcomes = []
        for match in (m, loaded):
            try:
                match.undo(seat=match.to_act)
                outcomes.append("undone")
            except xlearn.IllegalAction as exc:
                outcomes.append(str(exc))
                match.undo(teacher=True)
        assert outcomes[0] == outcomes[1]
        assert m.fingerprint() == loaded.fingerprint()

"""Glicko-2 ratings: each attempt is a rated game between the learner (per theme) and the drill."""
from __future__ import annotations

import glicko2

START = (1500.0, 350.0, 0.06)   # rating, rating deviation, volatility of a newcomer (learner or drill)


def play(learner: tuple, drill: tuple, correct: bool) -> tuple[tuple, tuple]:
    """Both sides' new (rating, rd, vol) after one attempt: the learner wins when the answer is right."""
    me, it = glicko2.Player(*learner), glicko2.Player(*drill)
    me_before, it_before = (me.rating, me.rd), (it.rating, it.rd)
    me.update_player([it_before[0]], [it_before[1]], [1 if correct else 0])
    it.update_player([me_before[0]], [me_before[1]], [0 if correct else 1])
    return (me.rating, me.rd, me.vol), (it.rating, it.rd, it.vol)


def mastery(rating: float) -> float:
    """The chance (0..1) this learner answers a drill of middling difficulty (1500) right."""
    return 1 / (1 + 10 ** (-(rating - 1500) / 400))

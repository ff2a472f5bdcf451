"""Winning the Game: the first seeker to archive five Adventures wins at once."""
from seekers_util import ARCHIVED4, LAGOON, match, refused, seat


def test_fifth_adventure_wins():
    m = match(seat(["Ruin", "Vision"], adventures=[LAGOON], archived=ARCHIVED4), seat(["Myth"]))
    m.play(f"Complete {LAGOON}")
    assert m.over and m.to_act is None and m.legal() == []
    assert m.result.winners == (0,) and m.result.rule.rule_id == "win"
    assert m.result.scores[0].total == 5 and m.phase == "Game Over"
    refused(m, "End turn", "game-over")


def test_four_adventures_do_not_win():
    m = match(seat(["Ruin", "Vision"], adventures=[LAGOON], archived=ARCHIVED4[:3]), seat(["Myth"]))
    m.play(f"Complete {LAGOON}")
    assert not m.over and m.state.final[0]

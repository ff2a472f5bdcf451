"""Catch Up / Catchup Actions: Negotiate and Poach need a rival's archived Adventure and a tie or deficit."""
from seekers_util import EMBER, LAGOON, labels, match, refused, seat

A = ["The Iron Citadel", "The Ember Grotto", "The Sunken Sanctum", "The Forgotten Archive"]


def _m(mine, theirs):
    return match(seat(["Ruin", "Glyph"], adventures=[LAGOON], archived=A[:mine]),
                 seat(["Myth"], adventures=[EMBER], archived=A[2:2 + theirs]))


def test_allowed_when_behind_or_tied():
    for mine, theirs in ((0, 1), (1, 1), (1, 2)):
        m = _m(mine, theirs)
        m.play("Perform a Heroic Feat")
        assert "Negotiate" in labels(m) and "Poach" in labels(m), (mine, theirs)


def test_refused_when_no_rival_has_archived_an_adventure():
    m = _m(0, 0)
    refused(m, f"Negotiate: scrap {LAGOON}", "catch-up-first")
    refused(m, f"Poach: swap {LAGOON} for Player 2's {EMBER}", "catch-up-first")


def test_refused_when_ahead():
    m = _m(2, 1)
    refused(m, f"Negotiate: scrap {LAGOON}", "catch-up")
    refused(m, f"Poach: swap {LAGOON} for Player 2's {EMBER}", "catch-up")

"""Completing Adventures: emblems paid all at once, wild Leads for any type, Leads archived, rewards."""
from seekers_util import CITADEL, GILDED, LAGOON, hand, labels, match, names, refused, seat


def test_complete_pays_every_emblem_and_archives_the_stack():
    m = match(seat(["Ruin", "Vision", "Glyph"], adventures=[LAGOON]), seat(["Myth"]))
    m.play(f"Complete {LAGOON}")
    s = m.state
    assert s.adventures_archived[0] == 1
    assert names(m, s.archive[0][:1]) == [LAGOON]
    assert sorted(s.lead_type(i) for i in s.archive[0][1:]) == ["Ruin", "Vision"]
    ev = [e for e in m.last_events if e.kind == "complete"][0]
    assert ev.rule.section == "Completing Adventures" and ev.calc.total == 1


def test_wild_lead_stands_in_for_any_type():
    m = match(seat(["Ruin", "Wild", "Glyph"], adventures=[LAGOON]), seat(["Myth"]))
    assert f"Complete {LAGOON}" in labels(m)
    m.play(f"Complete {LAGOON}")
    assert "Glyph" in hand(m, 0)   # the wild filled the Vision gap; the Glyph stays


def test_wrong_leads_are_refused_and_nothing_changes():
    m = match(seat(["Ruin", "Glyph", "Myth"], adventures=[LAGOON]), seat(["Myth"]))
    assert f"Complete {LAGOON}" not in labels(m)
    refused(m, f"Complete {LAGOON}", "pay-all")
    err = refused(m, f"Complete {LAGOON} paying Ruin, Glyph", "pay-all")
    assert "Glyph" in str(err)


def test_paid_all_at_once_never_in_part():
    m = match(seat(["Ruin", "Vision"], adventures=[GILDED]), seat(["Myth"]))
    err = refused(m, f"Complete {GILDED} paying Ruin", "pay-all")
    assert "all at once" in str(err)


def test_rewards_grow_with_difficulty():
    m = match(seat(["Myth", "Myth", "Myth"], adventures=[GILDED, CITADEL]), seat(["Myth"]))
    m.play(f"Complete {GILDED}")
    rewards = [e for e in m.last_events if e.kind == "rewards"][0]
    assert rewards.calc.total == 2 and len(m.state.hand[0]) == 2

"""Card Guides: Pondicherry Shark, Peace Offering, New Reserve, Indri and Dice's Cottontail together.

A turn's Species come from the Species step, Peace Offering, and wins of the after-win cards, each counted
on its own (ruling X-27): a Shark on tails gives back only the play it used, and an after-win power
works after every Turf War won (ruling X-10). Coin flips are fixed by the scenario's `coins`.
"""
from __future__ import annotations

from power_helpers import (HOTSPOT, SPECIES_STEP, XEKO_STEP, as_field, build, filler, labels, of_kind,
                           pass_until_done, pile, play_label, pos_of, spot_linking, spots, war_layout)
from xlearn.xeko import new_match

ZERO_ENERGY = ("Grandidier's Baobab", "Traveller's Tree", "Comet Orchid", "Rafflesia")
WEAKER_THAN_INDRI = ("Hawk Moth", "Helmet Vanga", "Grandidier's Baobab", "Traveller's Tree", "Rafflesia")


def scenario(layout, hands, *, coins=(), step=SPECIES_STEP, active=0):
    """A two-player match from a scenario with its next coin flips fixed."""
    sc = {"field": as_field(layout), "hands": [list(h) for h in hands],
          "draw": [filler(12), filler(12, 3)], "active": active, "step": step, "coins": list(coins)}
    return new_match(2, seed=7, hotspot=HOTSPOT, scenario=sc)


def extra(m) -> list[str]:
    return [x for x in labels(m) if x.endswith("(no Turf War)")]


def ordinary(m, name: str) -> list[str]:
    return [x for x in labels(m) if x.startswith(f"Play {name} at") and not x.endswith("(no Turf War)")]


def shark_tails(events):
    return [e for e in events if e.kind == "coin" and e.rule.rule_id == "shark-tails"]


def test_pondicherry_shark_tails_through_peace_offering_gives_back_only_the_peace_offering_play():
    layout = build([("Black-cheeked Ant Tanager", 0)])
    m = scenario(layout, [["Peace Offering", "Pondicherry Shark", "Hawk Moth", "Javan Rhinoceros"], []],
                 coins=["tails"], step=XEKO_STEP)
    m.play("Play Xeko card Peace Offering")
    shark = [x for x in extra(m) if x.startswith("Play Pondicherry Shark")][0]
    events = m.play(shark)
    tails = shark_tails(events)
    assert tails and tails[0].rule.section == "Pondicherry Shark" and tails[0].rule.ruling == "X-27"
    assert "Pondicherry Shark" in pile(m, 0, "hand")
    # "you may then choose a different Species": Peace Offering's play is offered again, without the Shark
    assert m.to_act == 0 and extra(m) and not [x for x in extra(m) if "Pondicherry Shark" in x]
    m.play([x for x in extra(m) if x.startswith("Play Hawk Moth")][0])
    # the Species step still has its one ordinary Species, and only one
    assert m.phase == SPECIES_STEP and ordinary(m, "Javan Rhinoceros")
    m.play(ordinary(m, "Javan Rhinoceros")[0])
    pass_until_done(m)
    assert m.phase != SPECIES_STEP or m.to_act != 0
    assert not ordinary(m, "Pondicherry Shark")


def test_pondicherry_shark_tails_after_a_won_turf_war_gives_no_ordinary_species():
    for d in ZERO_ENERGY:
        try:
            layout, dpos, ipos = war_layout("Dice's Cottontail", d)
            break
        except AssertionError:
            continue
    m = scenario(layout, [["Dice's Cottontail", "Pondicherry Shark", "Hawk Moth"], []], coins=["tails"])
    m.play(play_label("Dice's Cottontail", ipos))
    pass_until_done(m)
    shark = [x for x in extra(m) if x.startswith("Play Pondicherry Shark")]
    assert shark, labels(m)
    events = m.play(shark[0])
    assert shark_tails(events)
    # Dice's Cottontail's play is open again for a different Species
    assert extra(m) and not [x for x in extra(m) if "Pondicherry Shark" in x]
    m.play("Play no extra Species")
    # the Species step was used by the Cottontail: no second ordinary Species
    assert not ordinary(m, "Hawk Moth") and not ordinary(m, "Pondicherry Shark")
    assert "Hawk Moth" in pile(m, 0, "hand")


def test_pondicherry_shark_tails_in_a_new_reserve_turn_gives_back_the_second_play_only():
    base = build([("Hawk Moth", 0), ("Black-cheeked Ant Tanager", 0)])
    m = scenario(base, [["New Reserve", "Helmet Vanga", "Pondicherry Shark", "Javan Rhinoceros"], []],
                 coins=["tails"], step=XEKO_STEP)
    m.play("Play Xeko card New Reserve")
    m.play(ordinary(m, "Helmet Vanga")[0])
    pass_until_done(m)
    events = m.play(ordinary(m, "Pondicherry Shark")[0])
    assert shark_tails(events)
    assert ordinary(m, "Javan Rhinoceros") and not ordinary(m, "Pondicherry Shark")
    m.play(ordinary(m, "Javan Rhinoceros")[0])
    pass_until_done(m)
    assert not ordinary(m, "Pondicherry Shark") and m.phase != SPECIES_STEP


def _indri_twice():
    """Seat 1's Indri, and two spots where seat 0's Species weaker than it each link to the Indri alone."""
    base = build([("Hawk Moth", 0), ("Black-cheeked Ant Tanager", 0)])
    for ipos, _ in spots(base, "Indri", 1):
        layout = dict(base)
        layout[ipos] = ("Indri", 1)
        for a in WEAKER_THAN_INDRI:
            p = spot_linking(layout, a, 0, [ipos])
            if p is None:
                continue
            after = dict(layout)
            after[p] = (a, 0)
            for b in WEAKER_THAN_INDRI:
                q = spot_linking(after, b, 0, [ipos])
                if q is not None:
                    return layout, ipos, (a, p), (b, q)
    raise AssertionError("no layout for two wars against the Indri")


def test_indri_wins_two_turf_wars_in_one_turn_and_plays_a_species_after_each():
    layout, ipos, (a, p), (b, q) = _indri_twice()
    m = scenario(layout, [["New Reserve", a, b], ["Hawk Moth", "Helmet Vanga"]], step=XEKO_STEP)
    m.play("Play Xeko card New Reserve")
    events = m.play(play_label(a, p)) + pass_until_done(m)
    assert of_kind(events, "tw-winner")[0].data["winner"] == 1
    assert m.to_act == 1 and extra(m)                      # after the first win
    m.play("Play no extra Species")
    events = m.play(play_label(b, q)) + pass_until_done(m)
    assert of_kind(events, "tw-winner")[0].data["winner"] == 1
    assert m.to_act == 1 and extra(m)                      # and again after the second: not once a turn
    assert pos_of(layout, "Indri") == ipos

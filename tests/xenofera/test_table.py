"""The Xenofera board's Python side (docs/board-protocol.md): compound choices by selecting cards (an Action
card and its target, a build with the crew who pay, a capture, the Draw Phase discard, Battle cards), why a
selection or a card is refused with its rule, the worked sum while choosing, and the table's derived facts."""
from __future__ import annotations

import pytest

from xlearn.engine.bots import RandomBot
from xlearn.xenofera.board import XenoferaBoard
from xlearn.xenofera import new_match

MAX_BUTTONS = 12
SEEDS = range(50)

# Player 1 builds a Wire Cage (cost 2) in the Build Phase: the Huntsman's 3 alone pay it, or two Recruits.
BUILD = {"title": "Building", "phase": "B. Build Phase",
         "seats": [{"huntsman": "Castor Vale", "crew": ["Recruit Tam", "Recruit Rook"],
                    "cages": [{"cage": "Starter Crate"}], "hand": ["Wire Cage", "Wire Cage", "Shock Lock"]},
                   {"huntsman": "Marek Dunmore"}],
         "line_of_sight": ["Reefstalker", "Mistwing", "Cinder Newt", "Lumen Moth", "Hollow Owl"]}


def send(b, **msg) -> None:
    b._on_msg(b, msg, [])


def board(scenario, seat=0):
    return XenoferaBoard(new_match(len(scenario["seats"]), 3, scenario=scenario), seat=seat, opponents=None,
                         hotseat=False)


def ids(b, *names, where=None):
    """Card ids by name in the seat's hand (or Crew Quarters) as the view shows them."""
    p = b.board["view"]["players"][b.seat]
    pool = where(p) if where else p["hand"]
    out = []
    for n in names:
        out.append(next(c["id"] for c in pool if c["name"] == n and c["id"] not in out))
    return out


def crew(p):
    return [p["huntsman"], *p["crew"]]


def test_no_step_offers_more_than_twelve_buttons_in_fifty_games():
    """Issue 12: the Draw Phase's discard sets, Battle cards, builds and captures are selections, so no step
    of 50 seeded games (2 to 5 players) draws more than 12 buttons; every compound choice has its cards."""
    b = XenoferaBoard(new_match(2, 0), opponents=None, hotseat=False)
    most = 0
    for seed in SEEDS:
        m = new_match(2 + seed % 4, seed)
        bot = RandomBot(seed)
        while not m.over:
            legal = m.legal()
            buttons = [a for a in legal if b.selection_of(a) is None and b.place_of(a, {}) == "button"]
            most = max(most, len(buttons))
            assert len(buttons) <= MAX_BUTTONS, (seed, m.phase, [a.label for a in buttons])
            for a in legal:
                pick = b.selection_of(a)
                assert pick is None or pick.cards or a.kind == "refill", a.label
            m.play_fast(bot.choose(m))
    assert most >= 3


def test_build_is_a_cage_then_the_crew_who_pay_with_the_worked_sum():
    """B. Build Phase: select the Wire Cage, then two Recruits; the sum shows points given less the cost."""
    b = board(BUILD)
    cage = ids(b, "Wire Cage")[0]
    tam, rook = ids(b, "Recruit Tam", "Recruit Rook", where=crew)
    [group] = [g for g in b.board["selections"] if g["group"] == "build"]
    assert cage in group["cards"] and tam in group["cards"]
    send(b, type="select", group="build", cards=[cage, tam], version=b.version)
    assert b.selection["ok"] and not b.selection["complete"]
    terms = [(t["label"], t["value"]) for t in b.selection["preview"]["terms"]]
    assert terms == [("Recruit Tam", 1), ("cost of Wire Cage", -2)] and b.selection["preview"]["total"] == -1
    send(b, type="select", group="build", cards=[cage, tam, rook], version=b.version)
    assert b.selection["complete"] and b.selection["preview"]["total"] == 0
    send(b, type="confirm", group="build", cards=[cage, tam, rook], version=b.version)
    assert b.match.choices[-1] == "Build Wire Cage with Recruit Tam + Recruit Rook"
    me = b.board["view"]["players"][0]
    assert [c["utilised"] for c in me["crew"]] == [True, True]
    given = b.board["view"]["table"]["players"][0]["given"]
    assert given[str(tam)] == [{"points": 1, "for": "build", "card": "Wire Cage"}]


def test_a_member_not_needed_is_refused_with_ruling_n9():
    """B. Build Phase (ruling N-9): the Huntsman's 3 pay the Wire Cage alone, so adding a Recruit is refused."""
    b = board(BUILD)
    cage = ids(b, "Wire Cage")[0]
    hunt, tam = ids(b, "Castor Vale", "Recruit Tam", where=crew)
    send(b, type="select", group="build", cards=[cage, hunt, tam], version=b.version)
    assert not b.selection["ok"] and "not needed" in b.selection["reason"]
    assert b.selection["rule"]["section"] == "B. Build Phase"
    before = b.match.fingerprint()
    send(b, type="confirm", group="build", cards=[cage, hunt, tam], version=b.version)
    assert b.match.fingerprint() == before and b.notice["kind"] == "refused"


def test_copies_of_a_card_are_one_choice():
    """Two Wire Cages in hand make the same builds; the table is told which cards are copies of which."""
    b = board(BUILD)
    first, second = ids(b, "Wire Cage", "Wire Cage")
    copies = b.board["view"]["table"]["copies"]
    assert copies[str(first)] == copies[str(second)] == first


def test_why_not_on_cards_that_cannot_be_chosen():
    """Why-not: a creature outside the Capture Phase, a Reaction with nothing to answer, a Battle card outside
    a battle each name their rule."""
    sc = dict(BUILD, seats=[dict(BUILD["seats"][0], hand=["Wire Cage", "Countermeasure"]), BUILD["seats"][1]])
    b = board(sc)
    view = b.board["view"]
    creature = view["line_of_sight"][0]["id"]
    send(b, type="why", card=creature, version=b.version)
    assert b.notice["rule"]["section"] == "C. Capture Phase" and "Capture Phase" in b.notice["text"]
    reaction = ids(b, "Countermeasure")[0]
    send(b, type="why", card=reaction, version=b.version)
    assert b.notice["rule"]["section"] == "Performing other Actions" and "Reaction" in b.notice["text"]
    battle = view["players"][0]["battle_unused"][1]["id"]
    send(b, type="why", card=battle, version=b.version)
    assert b.notice["rule"]["section"] == "Battles"
    send(b, type="why", card="84", version=b.version)
    assert b.notice["text"] == "That is not a card on this table."


def test_line_of_sight_says_why_each_creature_cannot_be_captured():
    """Capture Creatures: in the Capture Phase each creature in view is either capturable or says why not."""
    sc = dict(BUILD, phase="C. Capture Phase",
              line_of_sight=["Glimmerfox", "Basalt Boar", "Reefstalker", "Mistwing", "Hollow Owl"])
    b = board(sc)
    assert b.match.phase == "C. Capture Phase"
    sight = b.board["view"]["table"]["sight"]
    offered = {a.args[0] for a in b.match.legal() if a.kind == "capture"}
    names = {c["id"]: c["name"] for c in b.board["view"]["line_of_sight"]}
    assert {names[x] for x in offered} == {"Glimmerfox", "Basalt Boar"}  # the Small ones
    for x, why in sight.items():
        assert (why is None) == (int(x) in offered)
        if why:
            assert why["rule"]["section"] == "Capture Creatures" and names[int(x)] in why["text"]
    assert "is Medium: none of your cages" in sight[str(next(k for k, n in names.items() if n == "Reefstalker"))]["text"]


def test_draw_phase_discard_is_a_selection_and_keeping_all_is_the_empty_one():
    """D. Draw Phase: discards are a selection (empty allowed), the Collections draw stays a button."""
    sc = dict(BUILD, phase="D. Draw Phase")
    b = board(sc)
    [group] = b.board["selections"]
    assert group["group"] == "discard" and group["empty_ok"]
    buttons = [c for c in b.board["view"]["choices"] if c["place"] == "button"]
    assert [c["kind"] for c in buttons] == ["collections"]
    lock = ids(b, "Shock Lock")[0]
    send(b, type="confirm", group="discard", cards=[lock], version=b.version)
    assert b.match.choices[-1].startswith("Discard Shock Lock, then draw back up to")


def test_the_defender_sees_its_chance_of_winning_for_each_exclusion():
    """Resolution: while the Defender chooses which of the Attacker's three cards to exclude, its board (and only
    its) carries, per card, the chance it is the Decoy and of winning, worked out from what it can see; the
    exclusions are drawn on the Attacker's face-down cards."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
    from xenofera_scenarios import near_the_end
    from xlearn.xenofera.battle import odds

    m = new_match(2, 3, scenario=near_the_end(2))
    m.play("Play Open the Gates on Bramblehog in Player 2's Cage 2")
    m.play(m.legal()[0])  # the Defender lays two cards
    m.play("Place 1, Decoy, 2 face down")
    defender = XenoferaBoard(m, seat=1, opponents=None, hotseat=False)
    attacker = XenoferaBoard(m.copy(), seat=0, opponents=None, hotseat=False)
    got = defender.board["view"]["table"]["odds"]
    want = odds(m.state)
    assert [(o["decoy"], o["win"]) for o in got] == [([d.numerator, d.denominator], [w.numerator, w.denominator])
                                                     for d, w in want]
    assert attacker.board["view"]["table"]["odds"] is None
    places = [(c["place"], c.get("position")) for c in defender.board["view"]["choices"]]
    assert places == [("table", 0), ("table", 1), ("table", 2)]


def test_confirming_too_few_crew_says_how_many_points_are_still_needed():
    """B. Build Phase: Confirm with one Recruit for a Wire Cage is refused: 1 build point still needed."""
    b = board(BUILD)
    cage = ids(b, "Wire Cage")[0]
    tam = ids(b, "Recruit Tam", where=crew)[0]
    before = b.match.fingerprint()
    send(b, type="confirm", group="build", cards=[cage, tam], version=b.version)
    assert b.match.fingerprint() == before
    assert b.notice["text"] == "1 build point still needed for Wire Cage: choose more of your crew."
    assert b.notice["rule"]["section"] == "B. Build Phase"

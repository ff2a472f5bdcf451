"""Xenofera bots behind one interface (random, greedy, search): no peeking at hidden cards (hands, kept
Collections, deck order), legal choices, a rule of thumb that explains itself citing the rulebook, the
coach, and the strategy lab's win rates for the search bot at its default level."""
from __future__ import annotations

import re

from xlearn.coach import suggest
from xlearn.engine.bots import RandomBot
from xlearn.engine.chance import Chance
from xlearn.engine.greedy import GreedyBot
from xlearn.engine.search import SearchBot
from xlearn.xenofera import strategy as strategy
from xlearn.xenofera import new_match
from xlearn.xenofera.hidden import determinize
from xlearn.xenofera.rulebook import RULEBOOK

from bot_checks import check_search_bot_reads_only_what_seat_0_sees, greedy_explanation_from_seat_0
from xeno_helpers import pass_turn, rival, scenario, seat, start

SECTIONS = RULEBOOK.sections()

# Seat 0's side of the twin position: a crew, two cages (one holding a creature), a hand with choices.
MY_SEAT = seat(crew=["Recruit Tam", "Deckhand Lile"],
               cages=[{"cage": "Starter Crate"}, {"cage": "Iron Cage", "creatures": ["Reefstalker"]}],
               hand=["Demolition Charge", "Open the Gates", "Tracker Hadley", "Wire Cage", "Shock Lock",
                     "Supply Run", "Countermeasure"],
               collections=["Iron Hides"])
SIGHT = ["Glimmerfox", "Stonejaw", "Hush Panther", "Prism Crab", "Mistwing"]


def twin(rival_hand, rival_collections, seed):
    """Seat 0 to act in its Action Phase; the rival's hand, kept Collection and every deck order are
    whatever the test says (seat 0 cannot see them)."""
    other = rival(cages=[{"cage": "Starter Pen", "creatures": ["Obsidian Ram"]},
                         {"cage": "Steel Enclosure", "creatures": ["Lumen Moth"]}],
                  hand=list(rival_hand), collections=list(rival_collections))
    return start(scenario(MY_SEAT, other, line_of_sight=SIGHT), seed=seed, explain=False)


def twins():
    """Two matches that look the same from seat 0 but differ in what it cannot see: the rival's hand
    (a Reaction in one, none in the other), its kept Collection, and the order of every deck."""
    a = twin(["Countermeasure", "Turnabout", "Sabotage", "Paddock"], ["Night Shift"], seed=7)
    b = twin(["Beat the Bushes", "Iron Cage", "Pay Off", "Luxury Habitat"], ["Tide Pool"], seed=8)
    return a, b


def test_twins_look_the_same_from_seat_0_but_differ_in_hidden_cards():
    a, b = twins()
    assert a.to_act == b.to_act == 0 and len(a.legal()) > 5
    assert a.view(0) == b.view(0)
    assert sorted(a.state.hand[1]) != sorted(b.state.hand[1])
    assert a.state.collections[1] != b.state.collections[1]
    assert a.state.util_deck != b.state.util_deck and a.state.xeno_deck != b.state.xeno_deck


def test_determinize_ignores_the_order_hidden_cards_lie_in():
    """Hidden Information: only which cards are hidden may matter, never the order they are stored in."""
    a, _ = twins()
    s = a.state
    shuffled = s.copy()
    shuffled.hand[1] = list(reversed(shuffled.hand[1]))
    shuffled.util_deck = list(reversed(shuffled.util_deck))
    shuffled.xeno_deck = list(reversed(shuffled.xeno_deck))
    shuffled.coll_deck = list(reversed(shuffled.coll_deck))
    one, two = determinize(s, 0, Chance(5)), determinize(shuffled, 0, Chance(5))
    assert a.rules.fingerprint(one) == a.rules.fingerprint(two)
    assert a.rules.view(one, 0) == a.rules.view(s, 0)


def test_search_bot_does_not_peek_at_hidden_cards():
    check_search_bot_reads_only_what_seat_0_sees(*twins())


def test_greedy_bot_does_not_peek_and_explains_itself():
    said = greedy_explanation_from_seat_0(*twins())
    cited = set(re.findall(r"\[([^\]]+)\]", said))
    assert cited and cited <= SECTIONS


def test_explanations_never_depend_on_hidden_cards():
    a, b = twins()
    for x, y in zip(a.legal(), b.legal()):
        assert x.label == y.label
        assert strategy.reason(a, x, seed=2) == strategy.reason(b, y, seed=2)


def test_choosing_leaves_the_match_unchanged():
    m = new_match(seed=12, explain=False)
    bots = [RandomBot(2), RandomBot(3)]
    while m.phase != "B. Build Phase":
        m.play_fast(bots[m.to_act].choose(m))
    before = m.fingerprint()
    for bot in (RandomBot(1), GreedyBot(1), SearchBot(24, seed=1)):
        bot.choose(m)
        assert m.fingerprint() == before


def test_play_out_policy_only_makes_legal_choices():
    """The play-out policy builds some choices without listing them all; each must be one the rules offer."""
    kinds = set()
    for seed in range(3):
        m = new_match(seed=seed, explain=False)
        chance = Chance(seed)
        for _ in range(300):     # a policy-only game need not end: nobody discards, so the deck lasts
            if m.to_act is None:
                break
            pick = strategy.rollout_action(m.rules, m.state.copy(), chance)
            assert pick in m.legal(), pick
            kinds.add(pick.kind)
            m.play_fast(pick)
    assert {"refill", "end-action", "end-build", "capture", "build", "recruit"} <= kinds


def test_rule_of_thumb_prefers_the_catch_worth_most():
    """Capture Creatures: with one member free and two creatures in reach, the greedy bot catches the one
    that scores more [Scoring and Winning]."""
    me = seat(crew=[], cages=[{"cage": "Iron Cage"}], hand=["Supply Run"])
    m = start(scenario(me, rival(), line_of_sight=["Obsidian Ram", "Hush Panther", "Copperscale Lizard",
                                                     "Duskcrawler", "Glacier Seal"], phase="C. Capture Phase"))
    captures = {a.args[0]: a for a in m.legal() if a.kind == "capture"}
    names = {m.state.card(x).name for x in captures}
    assert {"Obsidian Ram", "Hush Panther"} <= names
    pick = GreedyBot(0).choose(m)
    assert m.state.card(pick.args[0]).name == "Hush Panther"
    why = GreedyBot(0).explain(m, pick)
    assert "Hush Panther goes into Cage 1 and counts 3 points" in why and "[Scoring and Winning]" in why
    assert "cannot help again this turn" in why                 # Capture Creatures, said without a second citation


def test_pay_off_on_the_last_turn_saves_the_crew_cost():
    """Scoring and Winning: on its very last turn a seat gains nothing from a member's points but still
    pays its cost, so the rule of thumb lets an expensive member go."""
    me = seat(crew=["Recruit Tam", "Wrangler Petra"], cages=[{"cage": "Starter Crate"}], hand=["Pay Off"])
    m = start(scenario(me, rival(), line_of_sight=SIGHT, utility_deck=[], active=1))
    pass_turn(m)                 # the deck is empty: the rival's turn, then seat 0's last, then the rival's
    assert m.to_act == 0 and m.state.final == (1,)
    pick = GreedyBot(0).choose(m)
    assert pick.label == "Play Pay Off on Wrangler Petra"
    assert "cost of 3" in strategy.reason(m, pick).text


def test_coach_suggests_legal_choices_with_win_rates_and_cited_reasons():
    a, _ = twins()
    before = a.fingerprint()
    tips = suggest(a, n=3, simulations=60, seed=0)
    assert 1 <= len(tips) <= 3 and a.fingerprint() == before
    legal = {x.label for x in a.legal()}
    for tip in tips:
        assert tip.label in legal and 0.0 <= tip.win_rate <= 1.0 and tip.simulations > 0
        assert tip.why.startswith(tip.label)
        cited = set(re.findall(r"\[([^\]]+)\]", tip.why))
        assert cited and cited <= SECTIONS, tip.why
    assert tips[0].win_rate >= tips[-1].win_rate
    assert [(t.label, t.win_rate, t.why) for t in suggest(a, n=3, simulations=60, seed=0)] == \
        [(t.label, t.win_rate, t.why) for t in tips]

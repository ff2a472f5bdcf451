"""Bots for X: Seekers of Fortune behind one interface (random, greedy, search), no peeking at hidden cards,
determinised worlds that are always legal positions, the coach, and the strategy lab's win-rate figures for
the search bot at its default level."""
from __future__ import annotations


import pytest
from bot_checks import check_search_bot_reads_only_what_seat_0_sees, greedy_explanation_from_seat_0

from xlearn.coach import suggest
from xlearn.engine.bots import RandomBot, make_bot
from xlearn.engine.chance import Chance
from xlearn.engine.greedy import GreedyBot
from xlearn.engine.out import Out
from xlearn.engine.search import SearchBot
from xlearn.seekers import new_match
from xlearn.seekers.hidden import determinize
from xlearn.seekers.rulebook import RULEBOOK
from xlearn.seekers import strategy as strategy

from seekers_util import ARCHIVED4, ARCHIVED4B, CITADEL, EMBER, GILDED, GROTTO, JADE, LAGOON, OBSERVATORY, match, \
    seat

def twin(rival_leads, rival_actionx, seed):
    """Seat 0 in its action step; seat 1's Leads and ActionX card are whatever the test says (hidden from
    seat 0), and the seed shuffles the decks differently."""
    return match(seat(["Ruin", "Vision", "Myth", "Myth", "Glyph"], ["Lucky Break"], adventures=[LAGOON, EMBER, GROTTO]),
                 seat(rival_leads, rival_actionx, adventures=[JADE, CITADEL, OBSERVATORY]),
                 explain=False, seed=seed)


def twins():
    """Two matches that look the same from seat 0 but differ in seat 1's hand and in the decks' order."""
    return (twin(["Ruin", "Ruin", "Vision", "Wild"], ["Dig Permit"], seed=5),
            twin(["Glyph", "Myth", "Myth", "Vision"], ["Scout the Ridge"], seed=6))


def stats(choices):
    return [(c.action.label, c.visits, round(c.win_rate, 12)) for c in choices]


def test_twins_look_the_same_from_seat_0_but_differ_in_hidden_cards():
    a, b = twins()
    assert a.view(0) == b.view(0)
    assert a.view(1)["players"][1]["leads"] != b.view(1)["players"][1]["leads"]
    assert a.view(1)["players"][1]["actionx"] != b.view(1)["players"][1]["actionx"]
    assert a.state.lead_deck != b.state.lead_deck


def test_determinize_ignores_where_the_hidden_cards_lie():
    a, b = twins()
    wa, wb = determinize(a.state, 0, Chance(4)), determinize(b.state, 0, Chance(4))
    assert a.rules.fingerprint(wa) == b.rules.fingerprint(wb)
    shuffled = a.state.copy()
    shuffled.hand[1].reverse()
    shuffled.lead_deck.reverse()
    assert a.rules.fingerprint(determinize(shuffled, 0, Chance(4))) == a.rules.fingerprint(wa)


def test_search_bot_does_not_peek_at_hidden_cards():
    check_search_bot_reads_only_what_seat_0_sees(*twins())


def test_greedy_bot_does_not_peek_and_explains_itself():
    assert "[" in greedy_explanation_from_seat_0(*twins())


def test_choosing_leaves_the_match_unchanged():
    m = twin(["Ruin", "Ruin", "Vision", "Wild"], ["Dig Permit"], seed=12)
    before = m.fingerprint()
    for bot in (RandomBot(1), GreedyBot(1), SearchBot(24, seed=1)):
        bot.choose(m)
        assert m.fingerprint() == before
    strategy.reason(m, m.legal()[0])
    assert m.fingerprint() == before


def test_search_level_comes_from_the_seekers_strategy():
    assert make_bot("search").settings("seekers")["simulations"] == strategy.SEARCH["simulations"]
    assert make_bot("search:40").settings("seekers")["simulations"] == 40


# ----- the rule of thumb -----------------------------------------------------------------------------
def test_rule_of_thumb_completes_an_adventure_it_can_pay_for():
    """Completing Adventures: with Ruin and Vision in hand, The Forgotten Lagoon is paid and archived."""
    m = match(seat(["Ruin", "Vision"], adventures=[LAGOON, EMBER]), seat(["Myth"], adventures=[JADE]),
              mode="beginner", explain=False)
    choice = GreedyBot(0).choose(m)
    assert choice.label == f"Complete {LAGOON}"
    said = GreedyBot(0).explain(m, choice)
    assert "[Completing Adventures]" in said and "Adventure number 1" in said


def test_rule_of_thumb_discards_the_lead_no_adventure_needs():
    """Taking a Turn, draw step: of two Myth and one Glyph Lead, with only Myth emblems showing, the Glyph goes."""
    m = match(seat(["Myth", "Myth", "Glyph"], adventures=[EMBER]), seat(["Ruin"], adventures=[JADE]),
              mode="beginner", step="Draw Leads", lead_deck_top=["Vision", "Myth"], explain=False)
    m.play("Draw two Leads")
    assert m.state.pending.kind == "draw-discard"
    assert GreedyBot(0).choose(m).label in ("Discard a Glyph Lead", "Discard a Vision Lead")
    assert strategy.rollout_action(m.rules, m.state, Chance(0)).label in ("Discard a Glyph Lead",
                                                                          "Discard a Vision Lead")


def test_play_out_policy_leaves_a_finalist_the_hardest_adventure():
    """The Final Adventure, rival's choice: the quick policy leaves the finalist the Adventure with the most
    emblems."""
    for seed in range(40):
        m = new_match(2, seed, explain=False)
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        while m.to_act is not None and m.state.pending.kind != "final-pick":
            m.play_fast(bots[m.to_act].choose(m) if m.state.pending.kind != "actions" or seed % 2 else
                        strategy.rollout_action(m.rules, m.state, Chance(seed)))
        if m.to_act is None:
            continue
        s = m.state
        pick = strategy.rollout_action(m.rules, s, Chance(0))
        longest = max(len(s.card(a.args[0]).cost) for a in m.legal())
        assert len(s.card(pick.args[0]).cost) == longest
        assert "[The Final Adventure]" in strategy.reason(m, pick).line(pick.label)
        return
    pytest.fail("no Final Adventure reached in 40 seeded games")


def final_poach_war(turn):
    """Catch Up on the Final Adventure: both seekers hold four archived Adventures, seat 0 the hard The Gilded
    Monastery, seat 1 the easy The Jade Temple that seat 0 could Poach (paying the Glyph) and finish at once."""
    m = match(seat(["Myth", "Vision", "Glyph"], adventures=[GILDED], archived=ARCHIVED4),
              seat(["Glyph"], adventures=[JADE], archived=ARCHIVED4B), explain=False)
    m.state.turn = turn
    return m


def test_rule_of_thumb_poaches_an_adventure_it_can_finish_at_once():
    m = final_poach_war(turn=3)
    assert GreedyBot(0).choose(m).label == "Perform a Heroic Feat"
    m.play("Perform a Heroic Feat")
    assert GreedyBot(0).choose(m).label == "Poach"
    m.play("Poach")
    choice = GreedyBot(0).choose(m)
    assert choice.label == f"Poach: swap {GILDED} for Player 2's {JADE}"
    assert "[Catch Up]" in GreedyBot(0).explain(m, choice) and "wins you the game" in GreedyBot(0).explain(m, choice)


def test_rule_of_thumb_stops_poaching_in_an_endless_game():
    """Two seekers tied on the Final Adventure could swap one easy Adventure back and forth for ever; past
    LONG_GAME turns the rule of thumb no longer Poaches, so a game between bots always ends."""
    m = final_poach_war(turn=strategy.LONG_GAME + 1)
    m.play("Perform a Heroic Feat")
    assert GreedyBot(0).choose(m).label != "Poach"
    assert all(v == -2 * strategy.WIN for a, v in GreedyBot(0).scores(m) if a.label == "Poach")


def ruthless_lantern(turn):
    """Both seekers on the Final Adventure; seat 0's Explorer's Lantern in Ruthless mode can make seat 1
    discard a Lead at random."""
    m = match(seat(["Myth", "Vision"], adventures=[GILDED], archived=ARCHIVED4,
                   active=[{"card": "Explorer's Lantern", "mode": "Ruthless"}]),
              seat(["Glyph", "Ruin"], adventures=[GROTTO], archived=ARCHIVED4B), explain=False)
    m.state.turn = turn
    return m


LANTERN = "Use Explorer's Lantern Ruthless on Player 2"


def test_rule_of_thumb_empties_a_rivals_hand_in_a_normal_game():
    scores = {a.label: v for a, v in GreedyBot(0).scores(ruthless_lantern(turn=3))}
    assert scores[LANTERN] > scores["End turn"]


def test_past_a_long_game_only_the_seats_own_progress_counts():
    """Relics, Ruthless mode: two bots could keep each other's hands empty for ever; past LONG_GAME turns
    the rule of thumb leaves the rival's cards alone and races, so a game between bots always ends."""
    m = ruthless_lantern(turn=strategy.LONG_GAME + 1)
    scores = {a.label: v for a, v in GreedyBot(0).scores(m)}
    assert scores[LANTERN] < scores["End turn"]
    assert GreedyBot(0).choose(m).label == "End turn"


def test_every_actionx_effect_is_put_into_words():
    """ActionX Abilities: the coach describes every effect the powers registry knows, in its own words."""
    from xlearn.seekers.powers import EFFECTS
    assert set(EFFECTS) <= set(strategy.EFFECT_WORDS)


def test_emblems_to_go_falls_as_an_adventure_is_completed():
    m = match(seat(["Ruin", "Vision", "Myth"], adventures=[LAGOON, EMBER]), seat(["Myth"], adventures=[JADE]),
              mode="beginner", explain=False)
    before = strategy.emblems_to_go(m.state, 0)
    m.play(f"Complete {LAGOON}")
    assert strategy.emblems_to_go(m.state, 0) < before


# ----- determinised worlds are legal positions ----------------------------------------------------------
@pytest.mark.parametrize("players,mode,draft", [(2, "full", False), (3, "full", False), (4, "advanced", False),
                                                (3, "full", True)])
def test_every_determinised_world_plays_on_to_the_end(players, mode, draft):
    """From positions of seeded games, a world dealt for any seat keeps that seat's own cards and the open
    table, offers the seat to act the same choices, and plays on to the end of the game without a fault
    (AssertionError('Wild') from a Lead that was not there used to be one)."""
    rules = None
    for seed in range(2):
        m = new_match(players, seed, mode=mode, draft=draft, explain=False)
        rules = m.rules
        pick = Chance(seed + 50)
        step = 0
        while not m.over and step < 400:
            if step % 9 == 0:
                s = m.state
                for who in range(players):
                    w = determinize(s, who, Chance(step * 31 + who))
                    assert rules.view(w, who)["players"][who] == rules.view(s, who)["players"][who]
                    assert sorted(i for i, _ in rules.census(w)) == sorted(i for i, _ in rules.census(s))
                    if who == m.to_act:
                        assert [a.label for a in rules.legal(w)] == [a.label for a in m.legal()]
                    play = Chance(step + who)
                    for _ in range(5000):          # half random choices, half the quick policy's
                        if rules.to_act(w) is None:
                            break
                        options = rules.legal(w)
                        assert options, (seed, step, who, w.pending)
                        choice = options[play.below(len(options))] if play.below(2) else \
                            strategy.rollout_action(rules, w, play)
                        rules.apply(w, choice, Out(False))
                    assert w.over, (seed, step, who)
            options = m.legal()
            m.play_fast(options[pick.below(len(options))])
            step += 1


def test_a_rivals_open_thwart_stays_payable_in_every_world():
    """Thwart: the engine asks only a rival who can pay (ruling S-8), so a world dealt for another seat keeps
    that rival able to pay for the Thwart they are choosing."""
    found = 0
    for seed in range(30):
        m = new_match(3, seed, explain=False)
        pick = Chance(seed)
        while not m.over and found < 5:
            s = m.state
            if s.pending.kind in ("thwart", "thwart-pay"):
                who = s.pending.seat
                for other in (p for p in range(3) if p != who):
                    for k in range(10):
                        w = determinize(s, other, Chance(k))
                        assert [a.kind for a in m.rules.legal(w) if a.kind != "allow"], (seed, w.pending)
                found += 1
            options = m.legal()
            m.play_fast(options[pick.below(len(options))])
        if found >= 5:
            return
    pytest.fail("fewer than five Thwart choices in 30 seeded games")


# ----- the coach --------------------------------------------------------------------------------------
def test_coach_suggests_legal_choices_with_win_rates_and_cited_reasons():
    m = twin(["Ruin", "Ruin", "Vision", "Wild"], ["Dig Permit"], seed=9)
    before = m.fingerprint()
    tips = suggest(m, n=3, simulations=120, seed=0)
    assert 1 <= len(tips) <= 3 and m.fingerprint() == before
    legal = {a.label for a in m.legal()}
    headings = {ref.section for ref in (RULEBOOK[r] for r in ("complete", "turn", "feats", "sites", "heroic",
                                                              "barter", "card-effects", "win", "final"))}
    for tip in tips:
        assert tip.label in legal
        assert 0.0 <= tip.win_rate <= 1.0 and tip.simulations > 0
        assert tip.why.startswith(tip.label)
        assert any(f"[{h}]" in tip.why for h in headings), tip.why
    assert tips[0].win_rate >= tips[-1].win_rate
    b = twin(["Glyph", "Myth", "Myth", "Vision"], ["Scout the Ridge"], seed=10)
    assert [(t.label, t.win_rate, t.why) for t in suggest(b, n=3, simulations=120, seed=0)] == \
        [(t.label, t.win_rate, t.why) for t in tips]

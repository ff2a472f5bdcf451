"""The engine contract (DESIGN.md) on Xeko matches: to_act, phase, legal, play, why_not, events, undo/redo,
save/load, seeds, Chance, errors, Calculation and views. Undo follows ruling X-8 ("Turn Sequence")."""
import json
from pathlib import Path

import pytest

import xlearn
from xlearn import Action, Calculation, DataError, Event, IllegalAction, RuleRef, load_match
from xlearn.engine import Chance, UndoRefused
from xlearn.engine.bots import RandomBot
from xlearn.xeko import new_match
from xlearn.xeko.rulebook import RULEBOOK

RULEBOOK_TEXT = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "xeko-rulebook.txt"
STEP_NAMES = {"Draw One Card", "SUNRISE Powers", "Play One Xeko Card", "Play One Species Card", "Turf War",
              "SUNSET Powers", "Game Over"}
BOOSTS = ["Heavy Storm", "Sticky Web Trap", "Swarm", "Toxic", "Warning Sign", "Tsingy Shelter"]


def scenario_match(hands, draw, field=(), step="Play One Species Card", active=0, **kw):
    sc = {"field": list(field), "hands": hands, "draw": draw, "step": step, "active": active}
    return new_match(scenario=sc, hotspot="Madagascar Hotspot", **kw)


def random_game(seed, steps, explain=True):
    """A match after `steps` random legal choices (or its end), and every event those choices returned."""
    m = new_match(seed=seed, explain=explain)
    bot = RandomBot(seed)
    returned = []
    for _ in range(steps):
        if m.over:
            break
        returned += m.play(bot.choose(m))
    return m, returned


# ----- reading a position -------------------------------------------------------------------------
def test_to_act_phase_and_legal_on_a_new_match():
    """Turn Sequence: a new match waits for a seat, names its step as the rulebook does, and offers choices."""
    m = new_match(seed=7)
    assert m.to_act in (0, 1)
    assert m.phase in STEP_NAMES
    legal = m.legal()
    assert legal and all(isinstance(a, Action) for a in legal)
    labels = [a.label for a in legal]
    assert len(labels) == len(set(labels)) and all(labels)
    assert [a.label for a in m.legal()] == labels            # a stable order
    with pytest.raises(AttributeError):  # actions are immutable
        legal[0].label = "changed"                            # actions are immutable
    assert not m.over and m.result is None


def test_legal_is_stable_for_the_same_position():
    """Turn Sequence: the same position offers the same choices in the same order."""
    a, b = new_match(seed=21), new_match(seed=21)
    for _ in range(10):
        assert a.legal() == b.legal()
        if a.over:
            break
        a.play(a.legal()[-1])
        b.play(b.legal()[-1])


def test_play_by_label_is_the_same_as_play_by_action():
    """Turn Sequence: a choice may be given as the Action or as its label."""
    a, b = new_match(seed=5), new_match(seed=5)
    for k in range(12):
        if a.over:
            break
        options = a.legal()
        choice = options[k % len(options)]
        a.play(choice)
        b.play(choice.label)
        assert a.fingerprint() == b.fingerprint()
        assert a.choices == b.choices


def test_play_returns_the_events_each_citing_a_rule():
    """Turn Sequence: play returns its events; each cites a rule (game, section heading, rule id)."""
    m = new_match(seed=9)
    setup_events = list(m.events)
    bot = RandomBot(9)
    returned = []
    for _ in range(25):
        if m.over:
            break
        events = m.play(bot.choose(m))
        assert events, "every choice produces at least one event"
        returned += events
    for e in m.events:
        assert isinstance(e, Event) and isinstance(e.rule, RuleRef)
        assert e.rule.game == "Xeko" and e.rule.section and e.rule.rule_id and e.text
        assert e.rule.section in e.rule.cite()
    assert m.events == setup_events + returned


@pytest.mark.skipif(not RULEBOOK_TEXT.exists(), reason="the shared rulebook text is not on this machine")
def test_every_cited_section_is_a_rulebook_heading():
    """Every rule id cites a section by a heading that the Xeko rulebook really has."""
    lines = RULEBOOK_TEXT.read_text(encoding="utf-8").splitlines()
    headings = {line.split(" (see ")[0].strip() for line in lines}   # "b. Play Boost cards (see ...)"
    missing = sorted({r.section for r in RULEBOOK} - headings)
    assert not missing, missing


def test_calculations_in_events_add_up():
    """d. Determine the winner: every Calculation's total is the sum of its terms, and its text says so."""
    m, _ = random_game(seed=13, steps=200)
    calcs = [c for e in m.events for c in e.all_calcs()]
    assert calcs
    for c in calcs:
        assert c.total == sum(t.value for t in c.terms)
        assert str(c).endswith(f"= {c.total}")


def test_why_not_is_none_for_legal_choices_and_a_reason_otherwise():
    """4. Play One Species Card: why_not explains a refused spot with the same rule play would raise."""
    m = scenario_match([["Hawk Moth"], ["Hawk Moth"]], [BOOSTS, BOOSTS],
                       field=[{"card": "Helmet Vanga", "owner": 0, "at": [0, 1]}])
    for a in m.legal():
        assert m.why_not(a) is None and m.why_not(a.label) is None
    bad = "Play Hawk Moth at (0, 2)"
    refusal = m.why_not(bad)
    assert refusal is not None and refusal.rule.section == "4. Play One Species Card" and refusal.reason
    before = m.fingerprint()
    with pytest.raises(IllegalAction) as info:
        m.play(bad)
    assert info.value.rule == refusal.rule
    assert refusal.reason in str(info.value)
    assert m.fingerprint() == before


# ----- undo / redo --------------------------------------------------------------------------------
def xeko_step_match():
    """Seat 0 at step 3 with a Xeko card in hand: skipping it shows nobody a hidden card."""
    field = [{"card": "Hawk Moth", "owner": 0, "at": [0, -1]}]
    return scenario_match([["Sacred Forest Fady", "Javan Rhinoceros"], ["Hawk Moth"]], [BOOSTS, BOOSTS],
                          field=field, step="Play One Xeko Card")


def test_undo_then_redo_returns_to_the_same_position():
    """Ruling X-8 (Turn Sequence): a choice that revealed nothing can be taken back and played again."""
    m = xeko_step_match()
    start = m.fingerprint()
    m.play("Play no Xeko card")
    after = m.fingerprint()
    assert after != start
    m.undo()
    assert m.fingerprint() == start
    assert [a.label for a in m.legal()] == ["Play Xeko card Sacred Forest Fady", "Play no Xeko card"]
    m.redo()
    assert m.fingerprint() == after


def test_undo_is_refused_across_a_draw_unless_teacher():
    """Ruling X-8: a step that drew a card (a hidden card shown to its player) cannot be undone, except by
    a teacher."""
    m = xeko_step_match()
    start = m.fingerprint()
    m.play("Play Xeko card Sacred Forest Fady")          # draws a card
    after = m.fingerprint()
    with pytest.raises(UndoRefused) as info:
        m.undo()
    assert isinstance(info.value, IllegalAction)
    assert info.value.rule.ruling == "X-8"
    assert m.fingerprint() == after
    m.undo(teacher=True)
    assert m.fingerprint() == start


def test_undo_is_allowed_to_a_seat_the_step_showed_nothing():
    """Ruling X-8: seat 0's Species ends its turn and seat 1 draws; seat 0 never saw that card, so seat 0
    may take the choice back, but seat 1 (who saw it) and an unnamed seat may not."""
    m = new_match(seed=1)
    start = m.fingerprint()
    events = m.play("Play Fossa at (0, 1)")
    assert [e.audience for e in events if e.kind == "draw"] == [frozenset({1})]
    after = m.fingerprint()
    for seat in (1, None):
        with pytest.raises(UndoRefused):
            m.undo(seat=seat)
        assert m.fingerprint() == after
    m.undo(seat=0)
    assert m.fingerprint() == start


def test_undo_is_refused_across_a_shed_unless_teacher():
    """Ruling X-8: a Turf War that shed cards from a draw pile cannot be undone, except by a teacher."""
    field = [{"card": "Hawk Moth", "owner": 1, "at": [0, 1]}]
    m = scenario_match([["Black-cheeked Ant Tanager"], ["Hawk Moth"]], [BOOSTS, BOOSTS], field=field)
    start = m.fingerprint()
    events = m.play("Play Black-cheeked Ant Tanager at (0, 2)")
    assert any(e.kind == "shed" for e in events)
    for seat in (0, 1, None):                       # a shed pile is face up: everyone saw the cards
        with pytest.raises(UndoRefused):
            m.undo(seat=seat)
    m.undo(teacher=True)
    assert m.fingerprint() == start
    m.redo()
    assert len(m.view(None)["players"][1]["shed"]) == 3


def test_undo_and_redo_with_nothing_to_take_back_are_refused():
    """Ruling X-8: undo on a fresh match, or redo with nothing undone, is refused with a rule."""
    m = new_match(seed=1)
    before = m.fingerprint()
    with pytest.raises(IllegalAction) as info:
        m.undo()
    assert info.value.rule is not None
    with pytest.raises(IllegalAction):
        m.redo()
    assert m.fingerprint() == before


def test_a_new_choice_after_undo_clears_redo():
    """Ruling X-8: after undo, playing something else drops the undone choice."""
    m = xeko_step_match()
    m.play("Play no Xeko card")
    m.undo()
    m.play("Play Xeko card Sacred Forest Fady")
    with pytest.raises(IllegalAction):
        m.redo()


def test_undo_is_refused_after_the_game_end_revealed_the_hands():
    """Ruling X-8 / Counting Eco-Points: the end of the game puts both hands face up in the shed piles, so
    the step that ended the game shows hidden cards and cannot be undone outside teacher mode."""
    m = scenario_match([["Hawk Moth"], ["Indri", "Fossa"]], [["Comet Moth"], []])
    m.play("Play Hawk Moth at (0, 1)")
    assert m.over
    assert [c["name"] for c in m.view(0)["players"][1]["shed"]] == ["Indri", "Fossa"]
    with pytest.raises(UndoRefused):
        m.undo()


# ----- save / load, seeds -------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_save_then_load_gives_the_same_position_and_choices(seed):
    """Saving writes version, setup, seed and choices; load_match replays them to the same position."""
    m = new_match(seed=seed)
    bot = RandomBot(seed + 100)
    checked = 0
    while True:
        text = m.save()
        raw = json.loads(text)
        assert {"format", "version", "game", "setup", "seed", "choices"} <= set(raw)
        assert raw["seed"] == seed and raw["choices"] == m.choices
        again = load_match(text)
        assert again.fingerprint() == m.fingerprint()
        assert [a.label for a in again.legal()] == [a.label for a in m.legal()]
        assert again.to_act == m.to_act and again.phase == m.phase
        checked += 1
        if m.over:
            assert again.over and again.result.winners == m.result.winners
            break
        for _ in range(5):
            if not m.over:
                m.play(bot.choose(m))
    assert checked > 3


def test_save_then_load_keeps_a_scenario():
    """A match begun from a Scenario saves and loads like any other."""
    m = xeko_step_match()
    m.play("Play no Xeko card")
    again = load_match(m.save())
    assert again.fingerprint() == m.fingerprint()
    assert [a.label for a in again.legal()] == [a.label for a in m.legal()]


def test_the_same_seed_and_choices_give_the_same_game():
    """The same seed and the same choices give the same game, always (ruling X-7 for the chance parts)."""
    a, _ = random_game(seed=31, steps=10_000, explain=False)
    b, _ = random_game(seed=31, steps=10_000, explain=True)
    assert a.over and b.over
    assert a.choices == b.choices
    assert a.fingerprint() == b.fingerprint()
    assert a.result.winners == b.result.winners
    assert [c.total for c in a.result.scores.values()] == [c.total for c in b.result.scores.values()]


def test_different_seeds_give_different_games():
    """Different seeds shuffle differently."""
    prints = {new_match(seed=s).fingerprint() for s in range(10)}
    assert len(prints) == 10


# ----- Chance -------------------------------------------------------------------------------------
def test_chance_is_deterministic():
    """Seeded randomness: the same seed gives the same numbers, shuffles and coins; a copy continues alike."""
    a, b = Chance(42), Chance(42)
    assert [a.next64() for _ in range(20)] == [b.next64() for _ in range(20)]
    xs, ys = list(range(30)), list(range(30))
    a.shuffle(xs)
    b.shuffle(ys)
    assert xs == ys and sorted(xs) == list(range(30)) and xs != list(range(30))
    c = a.copy()
    assert [a.below(6) for _ in range(50)] == [c.below(6) for _ in range(50)]
    assert [a.coin() for _ in range(10)] == [c.coin() for _ in range(10)]
    assert Chance(1).next64() != Chance(2).next64()


def test_chance_values_stay_in_range():
    """Seeded randomness: below(n) is in [0, n) and reaches every value; coins are heads or tails."""
    ch = Chance(7)
    seen = {ch.below(5) for _ in range(500)}
    assert seen == set(range(5))
    assert {ch.coin() for _ in range(100)} == {"heads", "tails"}
    with pytest.raises(ValueError):
        ch.below(0)


# ----- errors and Calculation ---------------------------------------------------------------------
def test_errors_are_value_errors_with_a_rule():
    """IllegalAction is a ValueError carrying .rule; DataError is a ValueError; both are exported by xlearn."""
    assert issubclass(IllegalAction, ValueError) and issubclass(DataError, ValueError)
    assert xlearn.IllegalAction is IllegalAction and xlearn.DataError is DataError
    m = new_match(seed=2)
    with pytest.raises(ValueError) as info:
        m.play("not a choice")
    assert isinstance(info.value, IllegalAction)
    assert isinstance(info.value.rule, RuleRef)
    with pytest.raises(ValueError) as info:
        load_match("{", source="x.json")
    assert isinstance(info.value, DataError)


def test_data_error_names_file_card_and_field():
    """DataError messages name the file, the card and the field."""
    e = DataError("4 copies", file="deck.json", card="Indri", field="cards[0].copies")
    assert str(e) == "deck.json: card 'Indri': field 'cards[0].copies': 4 copies"
    assert (e.file, e.card, e.field) == ("deck.json", "Indri", "cards[0].copies")


def test_calculation_text_and_total():
    """A Calculation shows its labelled terms and their total (the DESIGN.md example)."""
    c = Calculation.of("Energy", [("Energy", 8), ("Ferocity", 2), ("Double-link bonus", 5), ("Boost", 4)])
    assert c.total == 19
    assert str(c) == "Energy: Energy 8 + Ferocity 2 + Double-link bonus 5 + Boost 4 = 19"
    d = Calculation.of("Diff", [("Invader", 17), ("Defender", -8)])
    assert d.total == 9 and str(d) == "Diff: Invader 17 - Defender 8 = 9"
    assert Calculation.of("Nothing", []).total == 0
    assert c.to_json()["total"] == 19 and c.to_json()["text"] == str(c)


# ----- views --------------------------------------------------------------------------------------
def test_view_of_a_seat_hides_the_other_hand():
    """Hand: a seat sees its own hand; the other hand is hidden (None) but its size is shown."""
    m = new_match(seed=3)
    for seat in (0, 1):
        v = m.view(seat)
        me, other = v["players"][seat], v["players"][1 - seat]
        assert isinstance(me["hand"], list) and len(me["hand"]) == me["hand_count"]
        assert other["hand"] is None and other["hand_count"] >= 5
        assert "draw" not in me and isinstance(me["draw_count"], int)    # draw piles: counts only
        if seat != m.to_act:
            assert v["choices"] == []
    json.dumps(m.view(0))                                              # a board gets plain JSON


def test_view_none_is_the_teachers_view_of_everything():
    """The teacher's view shows every hand and the offered choices."""
    m = new_match(seed=3)
    v = m.view(None)
    for p in v["players"]:
        assert len(p["hand"]) == p["hand_count"]
    assert [c["label"] for c in v["choices"]] == [a.label for a in m.legal()]
    assert v["phase"] == m.phase and v["to_act"] == m.to_act
    json.dumps(v)


def test_view_through_a_whole_game_never_shows_the_other_hand():
    """Hand: at every step of a game, neither seat's view contains the other's hand."""
    m = new_match(seed=8)
    bot = RandomBot(8)
    while not m.over:
        for seat in (0, 1):
            v = m.view(seat)
            assert v["players"][1 - seat]["hand"] is None
            hidden = {c["id"] for c in m.view(None)["players"][1 - seat]["hand"]}
            visible = {c["id"] for c in v["players"][seat]["hand"]}
            assert not hidden & visible
        m.play(bot.choose(m))
    res = m.view(0)["result"]
    assert res is not None and set(res["scores"]) == {"0", "1"}

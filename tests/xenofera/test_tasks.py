"""Xenofera lesson tasks: the engine works out the answer on a copy, feedback explains a wrong one, and a
board reads typed answers (Capture Creatures, B. Build Phase, Resolution, End Game, Scoring and Winning)."""
from __future__ import annotations

import xlearn.xenofera as xenofera
from xlearn.xenofera.tasks import (BattleTask, CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask,
                                   TurnsLeftTask, pass_until, split_names)
from xlearn.ui import Board

RIVAL = {"huntsman": "Castor Vale", "crew": ["Recruit Rook"], "cages": [{"cage": "Starter Pen"}]}
SIGHT = ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard"]


def capture_match():
    return xenofera.new_match(scenario={"phase": "C. Capture Phase", "seats": [
        {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam", "Tracker Hadley"],
         "cages": [{"cage": "Starter Crate"}, {"cage": "Iron Cage"},
                   {"cage": "Steel Enclosure", "creatures": ["Mistwing"]}]}, RIVAL],
        "line_of_sight": ["Glimmerfox", "Spindle Drake", "Cinder Newt", "Ridgeback Grazer", "Hollow Owl"]}, seed=5)


def battle_match():
    m = xenofera.new_match(scenario={"seats": [
        {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
         "hand": ["Open the Gates"]},
        {"huntsman": "Castor Vale", "crew": ["Recruit Rook"],
         "cages": [{"cage": "Steel Enclosure", "items": ["Shock Lock"], "creatures": ["Mistwing"]}]}],
        "line_of_sight": SIGHT}, seed=6)
    m.play("Play Open the Gates on Mistwing in Player 2's Cage 1")
    m.play("Place 3 and 4 face down")
    m.play("Place Decoy, 2, 5 face down")
    return m


def test_capturable_creatures_come_from_the_legal_choices_and_wrong_ones_are_explained():
    m = capture_match()
    before = m.fingerprint()
    task = CapturableTask(m)
    assert task.expected == {"Glimmerfox", "Spindle Drake", "Ridgeback Grazer"}
    wrong = task.check(["Glimmerfox", "Hollow Owl"])
    assert not wrong.correct and "is full" in wrong.message and "Spindle Drake" in wrong.message
    assert task.check(split_names("ridgeback grazer, Spindle Drake and glimmerfox")).correct
    assert m.fingerprint() == before


def test_an_item_type_clash_is_the_reason_a_cage_is_not_offered():
    m = xenofera.new_match(scenario={"phase": "B. Build Phase", "seats": [
        {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam", "Mechanic Ruud"],
         "cages": [{"cage": "Starter Coop", "items": ["Habitat Module"]}, {"cage": "Wire Cage"}],
         "hand": ["Luxury Habitat"]}, RIVAL], "line_of_sight": SIGHT}, seed=4)
    task = CagesForItemTask(m, "Luxury Habitat")
    assert task.expected == {"2"}
    wrong = task.check("1")
    assert not wrong.correct and "one item of each type" in wrong.message
    assert task.check(task.parse("Cage 2")).correct


def test_battle_task_a_tie_goes_to_the_attacker_and_the_decoy_counts_zero():
    m = battle_match()
    first = BattleTask(m, "Exclude the attacker's first card")
    assert first.expected == "Attacker"
    feedback = first.check("Defender")
    assert not feedback.correct and "tie goes to the Attacker" in feedback.message
    assert first.check("player 1").correct
    assert BattleTask(m, "Exclude the attacker's second card").check("Defender").correct


def test_tasks_typed_on_a_board():
    m = battle_match()
    board = Board(m, seat=1, opponents=None)
    board.ask(BattleTask(m, "Exclude the attacker's first card"))
    board._on_msg(board, {"type": "answer", "text": "Defender"}, [])
    assert board.task["feedback"]["correct"] is False and "total" in board.task["feedback"]["message"]
    assert "Resolution" in board.task["feedback"]["cite"]
    board._on_msg(board, {"type": "answer", "text": " attacker "}, [])
    assert board.task["feedback"]["correct"] is True


def test_phase_calc_turns_and_points_tasks():
    m = xenofera.new_match(scenario={"seats": [
        {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
         "hand": ["Titan Pen", "Supply Run"]}, RIVAL], "line_of_sight": SIGHT}, seed=2)
    phase = PhaseTask(m, "End the Action Phase")
    assert phase.expected == "C. Capture Phase" and phase.check("C").correct and not phase.check("Build").correct
    draw = xenofera.new_match(scenario={"phase": "D. Draw Phase", "seats": [
        {"huntsman": "Wren Halloway", "cages": [{"cage": "Starter Crate"}], "hand": ["Titan Pen"]}, RIVAL],
        "line_of_sight": SIGHT}, seed=3)
    calc = CalcTask(draw, "Keep every card and draw back up to 8 cards", "refill", "How many cards are drawn?")
    assert calc.expected == 7 and calc.check(7).correct and "hand size 8" in calc.check(6).message
    end = xenofera.new_match(scenario={"phase": "D. Draw Phase", "utility_deck": [], "seats": [
        {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam", "Wrangler Petra"],
         "cages": [{"cage": "Starter Crate", "creatures": ["Duskcrawler"]}]}, RIVAL], "line_of_sight": SIGHT}, seed=9)
    turns = TurnsLeftTask(end, "Keep every card and draw back up to 7 cards")
    assert turns.expected == 2 and turns.check(2).correct
    pass_until(end, lambda _: False)
    points = PointsTask(end, 0)
    assert points.expected == 1 - 3 and points.check(-2).correct and not points.check(1).correct

"""End Game: the last Utility card, calling the last round, and who plays again."""
from xeno_helpers import events_of, labels, pass_turn, play, rival, scenario, seat, start

SMALL = ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard", "Duskcrawler",
         "Shardbeetle", "Magma Tortoise", "Kelp Drifter", "Basalt Boar", "Nova Peacock"]
SIGHT = ["Bramblehog", "Mistwing", "Cinder Newt", "Thornback Skink", "Lumen Moth"]
SIGHT2 = ["Bramblehog", "Mistwing", "Cinder Newt", "Lumen Moth", "Hollow Owl"]


def turn_seats(m):
    return [e.seat for e in events_of(m, "turn")]


def test_drawing_the_last_card_gives_everyone_one_more_turn():
    m = start(scenario(seat(), rival(), seat(huntsman="Ysolde Marr", crew=["Recruit Pell"],
                                             cages=[{"cage": "Starter Hutch"}]),
                       phase="D. Draw Phase", utility_deck=["Iron Cage"], line_of_sight=SIGHT))
    play(m, "Keep every card and draw back up to 7 cards")
    e = events_of(m, "last-round")[-1]
    assert e.rule.rule_id == "last-card" and e.rule.ruling == "N-13"
    assert m.state.final == (2, 0)  # seat 1 has begun its last turn; then seat 2, then the drawer
    while not m.over:
        pass_turn(m)
    assert turn_seats(m)[-3:] == [1, 2, 0]
    assert m.result is not None and m.phase == "Scoring and Winning"


def cages(n):
    return [{"cage": "Wire Cage" if k < 5 else "Field Net Cage", "creatures": [SMALL[k]]} for k in range(n)] + \
        [{"cage": "Starter Crate"}]


def test_calling_the_last_round_with_enough_occupied_cages():
    m = start(scenario(seat(cages=cages(8) + [{"cage": "Iron Cage", "creatures": ["Thornback Skink"]}]),
                       rival(), phase="D. Draw Phase", line_of_sight=SIGHT2))
    play(m, "Keep every card and draw back up to 7 cards")
    assert m.phase == "End Game" and m.to_act == 0
    assert labels(m) == ["Call the last round", "Play on without calling the last round"]
    events = play(m, "Call the last round")
    assert events[0].rule.rule_id == "call"
    assert m.state.active == 1
    pass_turn(m)
    assert m.over  # the caller gets no more turn
    assert turn_seats(m)[-1] == 1


def test_declining_the_call_plays_on():
    m = start(scenario(seat(cages=cages(8) + [{"cage": "Iron Cage", "creatures": ["Thornback Skink"]}]),
                       rival(), phase="D. Draw Phase", line_of_sight=SIGHT2))
    play(m, "Keep every card and draw back up to 7 cards")
    play(m, "Play on without calling the last round")
    assert m.state.final is None and m.state.active == 1 and not m.over


def test_no_call_below_the_minimum():
    m = start(scenario(seat(cages=cages(8)), rival(), phase="D. Draw Phase", line_of_sight=SIGHT))
    play(m, "Keep every card and draw back up to 7 cards")
    assert m.state.active == 1 and m.phase != "End Game"


def test_three_players_need_eight_occupied_cages():
    third = seat(huntsman="Ysolde Marr", crew=["Recruit Pell"], cages=[{"cage": "Starter Hutch"}])
    m = start(scenario(seat(cages=cages(8)), rival(), third, phase="D. Draw Phase", line_of_sight=SIGHT))
    play(m, "Keep every card and draw back up to 7 cards")
    assert m.phase == "End Game"
    play(m, "Call the last round")
    pass_turn(m)
    assert not m.over
    pass_turn(m)
    assert m.over and turn_seats(m)[-2:] == [1, 2]


def test_a_scenario_with_an_empty_deck_is_in_the_last_round():
    m = start(scenario(seat(), rival(), utility_deck=[], line_of_sight=SIGHT))
    assert m.state.final == (1, 0)
    e = events_of(m, "last-round")[-1]
    assert e.rule.rule_id == "last-card" and "N-13" in e.text
    assert "draws" not in e.text and "empty" in e.text  # nobody drew the last card: the deck began empty
    assert "Player 1 last" in e.text
    while not m.over:
        pass_turn(m)
    assert m.result is not None

"""Scoring and Winning: creature values + completed Collections - crew costs; ties go to more creatures."""
from xeno_helpers import pass_turn, play, rival, scenario, seat, start

SIGHT = ["Bramblehog", "Mistwing", "Cinder Newt", "Thornback Skink", "Lumen Moth"]


def finish(sc):
    m = start(dict(sc, phase="D. Draw Phase", utility_deck=["Iron Cage"], line_of_sight=SIGHT))
    play(m, "Keep every card and draw back up to 7 cards")
    while not m.over:
        pass_turn(m)
    return m


def test_score_is_a_calculation_per_player():
    me = seat(crew=["Recruit Tam", "Wrangler Petra"], collections=["Deadly Pair", "Flock of Four"],
              cages=[{"cage": "Iron Cage", "items": ["Habitat Module"], "creatures": ["Veilwhale"]},
                     {"cage": "Starter Crate", "creatures": ["Duskcrawler"]}])
    m = finish(scenario(me, rival()))
    calc = m.result.scores[0]
    assert str(calc) == ("Player 1's score: Veilwhale 3 + Veilwhale habitat bonus 1 + Duskcrawler 1 + "
                         "Collection Deadly Pair completed 3 - crew cost Wrangler Petra 3 = 5")
    assert m.result.scores[1].total == 0
    assert m.result.winners == (0,)
    assert m.result.rule.section == "Scoring and Winning"


def test_collector_ability_adds_to_each_completed_collection():
    me = seat(huntsman="Saffi Okoro", collections=["Deadly Pair"],
              cages=[{"cage": "Iron Cage", "creatures": ["Veilwhale"]},
                     {"cage": "Starter Crate", "creatures": ["Duskcrawler"]}])
    m = finish(scenario(me, rival()))
    assert m.result.scores[0].total == 3 + 1 + 3 + 2


def test_a_tie_goes_to_the_player_who_captured_more_creatures():
    me = seat(cages=[{"cage": "Starter Crate", "creatures": ["Glimmerfox"]},
                     {"cage": "Wire Cage", "creatures": ["Stonejaw"]}])            # 2 + 2
    other = rival(cages=[{"cage": "Steel Enclosure", "creatures": ["Hollow Owl"]}])  # 4
    m = finish(scenario(me, other))
    assert m.result.scores[0].total == m.result.scores[1].total == 4
    assert m.result.winners == (0,)
    assert "captured more creatures" in m.result.reason
    assert "(Player 1: 2 creatures, Player 2: 1 creature)" in m.result.reason


def test_a_full_tie_is_shared():
    me = seat(cages=[{"cage": "Starter Crate", "creatures": ["Glimmerfox"]}])
    other = rival(cages=[{"cage": "Starter Pen", "creatures": ["Stonejaw"]}])
    m = finish(scenario(me, other))
    assert m.result.winners == (0, 1)
    assert "N-15" in m.result.reason

"""Card Types: each ability in the teaching set does what its card says."""
from xeno_helpers import labels, play, rival, scenario, seat, start

SIGHT = ["Duskcrawler", "Bramblehog", "Glimmerfox", "Mistwing", "Cinder Newt"]


def test_beat_the_bushes_sends_a_creature_off_and_refills():
    m = start(scenario(seat(hand=["Beat the Bushes"]), rival(), line_of_sight=SIGHT))
    play(m, "Play Beat the Bushes on Mistwing")
    s = m.state
    assert s.card(s.xeno_discard[-1]).name == "Mistwing" and len(s.sight) == 5


def test_sabotage_removes_an_item():
    m = start(scenario(seat(hand=["Sabotage"]), rival(cages=[{"cage": "Iron Cage", "items": ["Divider Kit"]}])))
    play(m, "Play Sabotage on Divider Kit of Player 2's Cage 1")
    assert m.state.cages[1][0][1] == ()


def test_demolition_charge_destroys_a_cage_with_its_contents():
    m = start(scenario(seat(hand=["Demolition Charge"]),
                       rival(cages=[{"cage": "Iron Cage", "items": ["Divider Kit"], "creatures": ["Bramblehog"]}])))
    play(m, "Play Demolition Charge on Player 2's Cage 1 (Iron Cage)")
    s = m.state
    assert s.cages[1] == ()
    assert s.card(s.xeno_discard[-1]).name == "Bramblehog"


def test_poach_the_crew_takes_a_rivals_crew_member_not_the_huntsman():
    m = start(scenario(seat(hand=["Poach the Crew"]), rival(crew=["Recruit Rook", "Wrangler Petra"])))
    assert not any("Castor Vale" in x for x in labels(m))
    play(m, "Play Poach the Crew on Player 2's Wrangler Petra")
    assert [m.state.card(i).name for i in m.state.crew[1]] == ["Recruit Rook"]


def test_divider_kit_gives_room_for_a_second_creature():
    me = seat(crew=["Recruit Tam", "Deckhand Mara"],
              cages=[{"cage": "Starter Crate", "items": ["Divider Kit"], "creatures": ["Stonejaw"]}])
    m = start(scenario(me, rival(), phase="C. Capture Phase", line_of_sight=SIGHT))
    play(m, "Capture Duskcrawler into Cage 1 with Huntsman")
    assert len(m.state.cages[0][0][2]) == 2


def test_capture_abilities_count_only_for_their_creatures():
    # Castor Vale: +2 towards a Small creature; Guide Evrin: +2 towards Virelia; Netter Sable: +2 Winged.
    me = seat(huntsman="Castor Vale", crew=["Guide Evrin", "Netter Sable"], cages=[{"cage": "Aquarium Tank"}])
    m = start(scenario(me, rival(huntsman="Marek Dunmore"), phase="C. Capture Phase", line_of_sight=SIGHT))
    events = play(m, "Capture Duskcrawler into Cage 1 with Huntsman")
    assert str(events[0].calc) == "Capture points for Duskcrawler: Huntsman 2 + Castor Vale's ability 2 = 4"
    m2 = start(scenario(me, rival(huntsman="Marek Dunmore"), phase="C. Capture Phase", line_of_sight=SIGHT))
    assert "Capture Glimmerfox into Cage 1 with Netter Sable" in labels(m2)        # Winged
    assert "Capture Duskcrawler into Cage 1 with Guide Evrin" in labels(m2)        # from Virelia
    assert "Capture Bramblehog into Cage 1 with Guide Evrin" not in labels(m2)     # Korrun: no bonus


def test_build_cage_ability():
    me = seat(huntsman="Ysolde Marr", crew=[], hand=["Steel Enclosure"])
    m = start(scenario(me, rival(), phase="B. Build Phase"))
    events = play(m, "Build Steel Enclosure with Huntsman")
    assert events[0].calc.total == 4


def test_countermeasure_cancels_when_the_reacting_player_wins():
    m = start(scenario(seat(hand=["Beat the Bushes"]), rival(hand=["Countermeasure"]), line_of_sight=SIGHT))
    play(m, "Play Beat the Bushes on Mistwing")
    play(m, "React with Countermeasure")
    play(m, "Place 5 and 6 face down")
    play(m, "Place 1, 2, Decoy face down")
    play(m, "Exclude the attacker's third card")
    s = m.state
    assert "Mistwing" in [s.card(x).name for x in s.sight]
    assert len(s.hand[1]) == 0

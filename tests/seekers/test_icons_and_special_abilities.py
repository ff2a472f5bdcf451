"""Icons & Special Abilities, Sites & Relics, Types of Abilities: Leverage, Twist, Bond, Delay, Aura, Exploit."""
from seekers_util import EMBER, LAGOON, hand, labels, match, names, seat


def test_abilities_work_the_turn_the_card_is_played():
    m = match(seat(["Ruin"], actionx=["Base Camp"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]))
    m.play("Play Base Camp")
    assert "Use Base Camp Aura" in labels(m)


def test_leverage_turns_the_card_until_the_owners_next_turn():
    m = match(seat(["Ruin"], adventures=[LAGOON], active=["Base Camp"]), seat(["Myth"], adventures=[EMBER]))
    m.play("Use Base Camp Aura")
    camp = m.state.zone[0][0]
    assert camp in m.state.lev and "Use Base Camp Aura" not in labels(m)
    assert m.view(1)["players"][0]["active"][0]["leveraged"]
    m.play("End turn")
    while m.state.cur == 1 or m.to_act == 1:
        m.play("End turn" if "End turn" in labels(m) else labels(m)[0])
    assert camp not in m.state.lev


def test_delay_waits_a_turn():
    m = match(seat(["Ruin"], actionx=["Hidden Spring"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]))
    m.play("Play Hidden Spring")
    assert "Use Hidden Spring Aura" not in labels(m)
    m.play("End turn")
    while m.state.cur == 1 or m.to_act == 1:
        m.play("End turn" if "End turn" in labels(m) else labels(m)[0])
    while m.phase != "Take Action":
        m.play(labels(m)[0])
    assert "Use Hidden Spring Aura" in labels(m)


def test_exploit_pays_its_cost_and_archives_the_site():
    m = match(seat(["Ruin", "Glyph"], adventures=[LAGOON], active=["Base Camp"]), seat(["Myth"], adventures=[EMBER]),
              actionx_deck_top=["Dig Permit"])
    m.play("Use Base Camp Exploit")
    m.play("Discard a Glyph Lead for Base Camp")
    m.play("Discard a Ruin Lead for Base Camp")
    assert names(m, m.state.axhand[0]) == ["Dig Permit"] and names(m, m.state.archive[0]) == ["Base Camp"]


def test_twist_lets_a_rival_act_in_your_turn_only_when_they_can():
    m = match(seat(["Ruin"], actionx=["Lucky Break"], adventures=[LAGOON]),
              seat(["Myth"], actionx=["Quick Thinking"], adventures=[EMBER]), lead_deck_top=["Glyph", "Vision", "Wild"])
    assert m.to_act == 1        # the start of Player 1's action step
    assert labels(m) == ["Play Quick Thinking", "Pass (no Twist now)"]
    m.play("Pass (no Twist now)")
    assert m.to_act == 0
    m.play("Play Lucky Break")    # after the action, Player 2 may Twist again
    assert m.to_act == 1
    m.play("Play Quick Thinking")
    assert hand(m, 1) == ["Myth", "Wild"] and m.to_act == 0
    m.play("End turn")            # Player 2 has no Twist left: never asked again
    assert m.state.cur == 1


def test_bond_sets_how_the_card_works_and_is_discarded_on_archive():
    m = match(seat(["Ruin", "Glyph", "Myth"], actionx=["Shrine of the Wild Tongues"], adventures=[LAGOON]),
              seat(["Myth"], adventures=[EMBER]))
    assert f"Complete {LAGOON}" not in labels(m)
    m.play("Play Shrine of the Wild Tongues, bonding a Myth Lead")
    shrine = m.state.zone[0][0]
    assert m.state.lead_type(m.state.bond[shrine]) == "Myth"
    assert f"Complete {LAGOON}" not in labels(m)     # Glyph is not the bonded type
    m2 = match(seat(["Ruin", "Glyph", "Glyph"], actionx=["Shrine of the Wild Tongues"], adventures=[LAGOON]),
               seat(["Myth"], adventures=[EMBER]))
    m2.play("Play Shrine of the Wild Tongues, bonding a Glyph Lead")
    assert f"Complete {LAGOON}" in labels(m2)        # the other Glyph now counts as wild
    m2.play("Use Shrine of the Wild Tongues Exploit")
    assert [m2.state.lead_type(i) for i in m2.state.lead_disc] == ["Glyph"]


def test_a_relic_ruthless_mode_works_against_rivals():
    m = match(seat(["Ruin"], actionx=["Explorer's Lantern"], adventures=[LAGOON]),
              seat(["Myth", "Glyph"], adventures=[EMBER]))
    m.play("Play Explorer's Lantern in Ruthless mode")
    m.play("Use Explorer's Lantern Ruthless on Player 2")
    assert len(m.state.hand[1]) == 1 and len(m.state.lead_disc) == 1


def test_a_wild_lead_bonded_to_the_shrine_is_not_counted_twice():
    m = match(seat(["Wild", "Wild", "Ruin"], actionx=["Shrine of the Wild Tongues"], adventures=["The Gilded Monastery"]),
              seat(["Myth"], adventures=[EMBER]))
    m.play("Play Shrine of the Wild Tongues, bonding a Wild Lead")
    assert "Complete The Gilded Monastery" not in labels(m)    # one Wild and a Ruin cannot pay Myth x3

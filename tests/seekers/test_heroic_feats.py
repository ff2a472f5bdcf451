"""Heroic Feats: once a turn each except Thwart; those printed on ActionX cards do not count."""
from seekers_util import EMBER, JADE, LAGOON, OBSERVATORY, labels, match, names, refused, seat


def test_a_barter_printed_on_a_card_does_not_use_up_barter():
    m = match(seat(["Glyph", "Myth", "Ruin"], adventures=[LAGOON], active=["Cartographer's Cache"]),
              seat(["Ruin"], adventures=[EMBER]), adventure_deck_top=[JADE, OBSERVATORY, "The Ember Grotto",
                                                                          "The Sunken Sanctum"])
    m.play("Use Cartographer's Cache Aura")
    m.play(f"Reveal {JADE}")
    assert "Barter" not in m.state.feats_used
    m.play("Perform a Heroic Feat")
    m.play("Barter")
    m.play("Barter: discard three Leads")
    for _ in range(3):
        m.play(labels(m)[0])
    m.play("Reveal The Ember Grotto")
    assert names(m, m.state.advs[0]) == [LAGOON, JADE, "The Ember Grotto"]


def test_beginner_play_has_no_heroic_feats():
    m = match(seat(["Glyph", "Myth", "Ruin"], adventures=[LAGOON]), seat(["Ruin"], adventures=[EMBER]), mode="beginner")
    assert labels(m) == ["End turn"]
    refused(m, "Barter: discard three Leads", "beginner")


def test_guardian_stave_noble_makes_thwart_cost_three():
    m = match(seat(["Ruin"], actionx=["Lucky Break"], adventures=[LAGOON],
                   active=[{"card": "Guardian Stave", "mode": "Noble"}]),
              seat(["Glyph", "Glyph", "Myth"], adventures=[EMBER]))
    m.play("Play Lucky Break")
    assert m.to_act == 0          # two Glyphs are no longer enough
    m2 = match(seat(["Ruin"], actionx=["Lucky Break"], adventures=[LAGOON],
                    active=[{"card": "Guardian Stave", "mode": "Noble"}]),
               seat(["Glyph", "Glyph", "Wild"], adventures=[EMBER]))
    m2.play("Play Lucky Break")
    assert labels(m2)[0] == "Thwart Player 1's Lucky Break by burying 2 Glyph + 1 Wild Leads"


def test_guardian_stave_ruthless_thwarts_for_free_once_a_round():
    m = match(seat(["Ruin"], actionx=["Lucky Break", "Dig Permit"], adventures=[LAGOON]),
              seat(["Myth"], adventures=[EMBER], active=[{"card": "Guardian Stave", "mode": "Ruthless"}]))
    m.play("Play Lucky Break")
    assert labels(m) == ["Thwart Player 1's Lucky Break with Guardian Stave", "Let Player 1's Lucky Break take effect"]
    m.play("Thwart Player 1's Lucky Break with Guardian Stave")
    assert len(m.state.hand[0]) == 1 and m.state.zone[1][0] in m.state.leveraged
    m.play("Play Dig Permit")
    assert m.to_act == 0          # the Stave is sideways: no second free Thwart this round

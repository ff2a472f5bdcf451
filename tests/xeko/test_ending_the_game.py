"""Rulebook "Ending the Game" (and ruling X-3): the game ends when a required draw or shed is impossible."""
import pytest

from xlearn import IllegalAction
from xeko_helpers import (XEKO_STEP, boosts, check_card_facts, names, of_kind, one, put, xeko_match)

SECTION = "Ending the Game"


def setup_module():
    check_card_facts()


def assert_over(m):
    assert m.over
    assert m.to_act is None
    assert m.legal() == []
    assert m.phase == "Game Over"
    assert m.result is not None


def test_ending_the_game_when_a_player_must_draw_from_an_empty_draw_pile():
    """Ending the Game: seat 1 must draw to start its turn, but its draw pile is empty."""
    m = xeko_match(hands=(["Hawk Moth"], ["Hawk Moth"]), draw=(boosts(5), []))
    assert not m.over and m.result is None
    events = m.play("Play no Species card")
    end = one(events, "game-end")
    assert end.rule.section == SECTION
    assert end.seat == 1
    assert_over(m)


def test_ending_the_game_not_while_the_last_card_can_still_be_drawn():
    """Ending the Game: drawing the last card is fine; the game ends only at the next draw that can't happen."""
    m = xeko_match(hands=(["Hawk Moth"], ["Hawk Moth"]), draw=(boosts(5), boosts(1)))
    m.play("Play no Species card")           # seat 1 draws its last card
    assert not m.over and m.to_act == 1
    assert m.view(None)["players"][1]["draw_count"] == 0
    m.play("Play no Species card")           # seat 0 draws
    assert not m.over and m.to_act == 0
    events = m.play("Play no Species card")  # seat 1 cannot draw
    assert one(events, "game-end").seat == 1
    assert_over(m)


def test_ending_the_game_when_a_player_must_shed_more_than_their_draw_pile_holds():
    """Ending the Game / ruling X-3: Hawk Moth (8) loses to the Tanager (11) by 3 with only 2 cards left
    to shed: both are shed, then the game ends at once, before seat 1's turn."""
    m = xeko_match([put("Black-cheeked Ant Tanager", 1, 1, 0)], hands=(["Hawk Moth"], ["Hawk Moth"]),
                   draw=(boosts(2), boosts(5)))
    events = m.play("Play Hawk Moth at (2, 0)")
    assert one(events, "diff").calc.total == 3
    end = one(events, "game-end")
    assert end.rule.section == SECTION and end.seat == 0
    assert_over(m)
    v = m.view(None)
    assert set(boosts(2)) <= set(names(v["players"][0]["shed"]))    # cards already shed stay shed
    assert v["players"][0]["draw_count"] == 0
    assert v["players"][1]["draw_count"] == 5                       # seat 1 never got its turn
    assert not any(e.kind == "turn" and e.seat == 1 for e in events)


def test_ending_the_game_when_a_xeko_card_asks_for_a_draw_from_an_empty_pile():
    """Ending the Game: "at any time" - a Xeko card's draw from an empty draw pile ends the game too."""
    m = xeko_match([put("Hawk Moth", 0, 0, -1)], hands=(["Sacred Forest Fady"], ["Hawk Moth"]),
                   draw=([], boosts(5)), step=XEKO_STEP)
    events = m.play("Play Xeko card Sacred Forest Fady")
    assert one(events, "game-end").rule.section == SECTION
    assert_over(m)


def test_ending_the_game_when_a_xeko_card_makes_the_opponent_shed_more_than_they_have():
    """Ending the Game / ruling X-3: Slash-and-Burn makes seat 1 shed two cards; it has one, sheds it, and the
    game ends at once, during seat 0's turn."""
    field = [put("Helmet Vanga", 0, 0, -1), put("Madagascar Tree Boa", 0, 0, 1)]    # tokens 2/3 and 3
    m = xeko_match(field, hands=(["Slash-and-Burn"], ["Hawk Moth"]), draw=(boosts(5), boosts(1)),
                   step=XEKO_STEP)
    events = m.play("Play Xeko card Slash-and-Burn")
    assert one(events, "game-end").seat == 1
    assert_over(m)
    assert names(m.view(None)["players"][1]["shed"])[0] == boosts(1)[0]
    assert m.result.winners == (0,)


def test_ending_the_game_no_choice_is_accepted_afterwards():
    """Ending the Game: once over, every choice is refused citing the end of the game, and nothing changes."""
    m = xeko_match(hands=(["Hawk Moth"], ["Hawk Moth"]), draw=(boosts(5), []))
    m.play("Play no Species card")
    before = m.fingerprint()
    for label in ("Play no Species card", "Play Hawk Moth at (0, 1)"):
        with pytest.raises(IllegalAction) as info:
            m.play(label)
        assert info.value.rule.section == SECTION
        assert m.why_not(label).rule.section == SECTION
    assert m.fingerprint() == before


def test_ending_the_game_result_is_none_until_the_end():
    """Ending the Game: there is no result while the game goes on."""
    m = xeko_match(hands=(["Hawk Moth"], ["Hawk Moth"]), draw=(boosts(5), boosts(5)))
    assert m.result is None and not m.over
    assert not of_kind(m.events, "game-end")

"""Icons & Special Abilities, Sites & Relics, Types of Abilities: Leverage, Twist, Bond, Delay, Aura, Exploit."""
import pytest

from xlearn import Action, IllegalAction

from seekers_util import EMBER, LAGOON, hand, labels, match, names, refused, seat


def test_abilities_work_the_turn_the_card_is_played():
    m = match(seat(["Ruin"], actionx=["Base Camp"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]))
    m.play("Play Base Camp")
    assert "Use Base Camp Aura" in labels(m)


def test_leverage_turns_the_card_until_the_owners_next_turn():
    m = match(seat(["Ruin"], adventures=[LAGOON], active=["Base Camp"]), seat(["Myth"], adventures=[EMBER]))
    m.play("Use Base Camp Aura")
    camp = m.state.zone[0][0]
    assert camp in m.state.leveraged and "Use Base Camp Aura" not in labels(m)
    assert m.view(1)["players"][0]["active"][0]["leveraged"]
    m.play("End turn")
    while m.state.cur == 1 or m.to_act == 1:
        m.play("End turn" if "End turn" in labels(m) else labels(m)[0])
    assert camp not in m.state.leveraged


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
    assert names(m, m.state.actionx_hand[0]) == ["Dig Permit"] and names(m, m.state.archive[0]) == ["Base Camp"]


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


# ----- refusals name the rule broken, for a typed label and for an Action a board sends -------------------
def refused_both(m, action, rule_id: str, *words):
    """Typed as a label and sent as an Action: both refused citing `rule_id`, with nothing changed."""
    err = refused(m, action.label, rule_id)
    before = m.fingerprint()
    with pytest.raises(IllegalAction) as exc:
        m.play(action)
    assert exc.value.rule.rule_id == rule_id and m.why_not(action).rule.rule_id == rule_id
    assert m.fingerprint() == before
    for w in words:
        assert w in err.reason, err.reason
    return err


def offered(m, label):
    return next(a for a in m.legal() if a.label == label)


def test_leverage_a_used_leverage_ability_is_refused_citing_leverage():
    m = match(seat(["Ruin"], adventures=[LAGOON], active=["Base Camp"]), seat(["Myth"], adventures=[EMBER]))
    aura = offered(m, "Use Base Camp Aura")
    m.play(aura)
    err = refused_both(m, aura, "leverage", "sideways", "next turn")
    assert err.rule.section == "Leverage"


def test_delay_an_ability_of_a_card_played_this_turn_is_refused_citing_delay():
    m = match(seat(["Ruin"], actionx=["Hidden Spring"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]))
    m.play("Play Hidden Spring")
    spring = m.state.zone[0][0]
    aura = Action("use", "Use Hidden Spring Aura", (spring, "Aura", None, None))
    err = refused_both(m, aura, "delay", "Delay", "this turn")
    assert err.rule.section == "Delay"
    assert m.why_not("Use Hidden Spring Exploit") is None   # the Exploit has no Delay icon


def test_sites_and_relics_abilities_work_only_from_the_active_zone():
    m = match(seat(["Ruin"], actionx=["Base Camp"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]))
    camp = m.state.actionx_hand[0][0]
    err = refused_both(m, Action("use", "Use Base Camp Aura", (camp, "Aura", None, None)), "abilities",
                       "in Player 1's hand", "play it")
    assert err.rule.section == "Sites & Relics"
    m = match(seat(["Ruin"], adventures=[LAGOON], active=["Base Camp"]), seat(["Myth"], adventures=[EMBER]))
    err = refused(m, "Use Base Camp Siesta", "abilities")
    assert "Aura and Exploit" in err.reason


def test_sites_and_relics_a_relic_uses_only_its_chosen_mode():
    m = match(seat(["Ruin"], adventures=[LAGOON], active=[{"card": "Explorer's Lantern", "mode": "Noble"}]),
              seat(["Myth"], adventures=[EMBER]))
    assert "Use Explorer's Lantern Noble" in labels(m)
    lantern = m.state.zone[0][0]
    err = refused_both(m, Action("use", "Use Explorer's Lantern Ruthless on Player 2", (lantern, "Ruthless", None, (1,))),
                       "relics", "Noble mode")
    assert err.rule.section == "ActionX Cards"


def test_sites_and_relics_an_ongoing_aura_has_nothing_to_use():
    m = match(seat(["Ruin"], adventures=[LAGOON], active=["Lookout Tower"]), seat(["Myth"], adventures=[EMBER]))
    err = refused(m, "Use Lookout Tower Aura", "aura")
    assert err.rule.section == "Types of Abilities"


def test_actionx_cards_a_relic_is_played_with_a_mode_and_only_from_the_hand():
    m = match(seat(["Ruin"], actionx=["Explorer's Lantern"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]))
    err = refused(m, "Play Explorer's Lantern", "relics")
    assert "Noble or Ruthless" in err.reason
    err = refused(m, "Play Dig Permit", "feats")
    assert "not in Player 1's hand" in err.reason


def test_bond_a_bond_card_names_a_lead_of_the_hand():
    m = match(seat(["Ruin"], actionx=["Shrine of the Wild Tongues"], adventures=[LAGOON]),
              seat(["Myth"], adventures=[EMBER]))
    shrine = m.state.actionx_hand[0][0]
    err = refused_both(m, Action("card", "Play Shrine of the Wild Tongues, bonding a Glyph Lead", (shrine, None, "Glyph")),
                       "bond", "a Ruin Lead")
    assert err.rule.section == "Bond"


def test_twist_in_a_rivals_turn_only_twist_cards_and_abilities():
    m = match(seat(["Ruin"], actionx=["Lucky Break"], adventures=[LAGOON]),
              seat(["Myth"], actionx=["Quick Thinking", "Dig Permit"], adventures=[EMBER], active=["Base Camp"]),
              lead_deck_top=["Glyph", "Vision", "Wild"])
    assert m.to_act == 1 and "Play Quick Thinking" in labels(m)
    dig = next(i for i in m.state.actionx_hand[1] if m.state.card(i).name == "Dig Permit")
    err = refused_both(m, Action("feat", "Play Dig Permit", (dig, None)), "twist", "no Twist icon")
    assert err.rule.section == "Twist"
    refused(m, "Use Base Camp Aura", "twist")


def test_icons_and_special_abilities_a_card_without_a_target_is_refused_by_ruling_s12():
    m = match(seat(["Ruin"], actionx=["Break the Seal"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]))
    err = refused(m, "Play Break the Seal", "icons")
    assert err.rule.ruling == "S-12" and "Site or Relic" in err.reason

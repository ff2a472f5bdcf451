"""If a Card Deck Runs Out: the top discard is set aside, the rest shuffled into a new deck."""
from xlearn.seekers.cards import teaching_set

from seekers_util import EMBER, GROTTO, LAGOON, labels, match, seat


def _all_leads_but(kept):
    left = {"Glyph": 16, "Myth": 16, "Ruin": 16, "Vision": 16, "Wild": 8}
    for t in kept:
        left[t] -= 1
    out = [t for t, k in left.items() for _ in range(k)]
    return out


def test_lead_deck_rebuilt_from_the_discard_pile():
    disc = _all_leads_but(["Glyph", "Myth"])
    disc.remove("Wild")
    disc.append("Wild")      # the top of the discard pile is a Wild Lead
    m = match(seat(["Glyph"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER]), step="Draw Leads",
              lead_discard=disc)
    s = m.state
    assert s.lead_deck == [] and len(s.lead_disc) == 70
    m.play("Draw two Leads")
    s = m.state
    assert [s.lead_type(i) for i in s.lead_disc] == ["Wild"]      # the set-aside card starts the new pile
    assert len(s.lead_deck) == 67 and len(s.hand[0]) == 3
    assert any(e.rule.rule_id == "deck-runs-out" for e in m.last_events)


def test_adventure_deck_rebuilt_too():
    others = [c.name for c in teaching_set().adventures if c.name not in (LAGOON, EMBER, GROTTO)]
    m = match(seat(["Glyph"], adventures=[LAGOON]), seat(["Myth"], adventures=[EMBER, GROTTO]),
              step="Reveal an Adventure", adventure_discard=others)
    assert m.state.adv_deck == []
    m.play("Reveal the top Adventure of the deck")
    s = m.state
    assert len(s.adv_disc) == 1 and s.card(s.adv_disc[0]).name == others[-1]
    assert len(s.adv_deck) == len(others) - 2


def test_a_deck_that_cannot_be_rebuilt_gives_nothing():
    # every Lead but one is in a hand; the discard pile holds one card: nothing can be drawn (ruling S-6)
    leads = _all_leads_but([])
    m = match(seat(leads[:40], adventures=[LAGOON]), seat(leads[40:71], adventures=[EMBER]), step="Draw Leads",
              lead_discard=leads[71:])
    assert labels(m) == ["Take the discarded Wild Lead"]

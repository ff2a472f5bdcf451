"""Rulings X-8, S-14 and N-16 (Undo) and the hidden cards of all three games: over seeded random games, no
seat's view or log carries the seed or a card hidden from that seat (nor names its id in event data), and undo is refused to a seat after
every step that showed it a card (a draw, or a card turned face up from a hand: played, paid, discarded).

A card a seat's view names now that lay where that seat could not look before the step (a hand, a draw pile)
was just shown to that seat, so that seat's undo must be refused."""
import json

import pytest

import xlearn.seekers as seekers
import xlearn.xeko as xeko
import xlearn.xenofera as xenofera
from xlearn.engine.chance import Chance
from xlearn.engine.errors import UndoRefused
from xlearn.engine.events import EVERYONE

SEED = 987_654_321   # a seed no card id, count or turn number could be mistaken for
GAMES = [("xeko", lambda n, seed: xeko.new_match(n, seed=seed), (2, 3)),
         ("xenofera", lambda n, seed: xenofera.new_match(n, seed=seed), (2, 3)),
         ("seekers", lambda n, seed: seekers.new_match(n, seed=seed, mode="full"), (2, 3))]
STEPS = 120


def cards_named(value, out=None) -> set[int]:
    """Every card id a view names: the `id` of each card, outside the offered choices."""
    out = set() if out is None else out
    if isinstance(value, dict):
        if "id" in value and "kind" in value and isinstance(value["id"], int):
            out.add(value["id"])
        for k, v in value.items():
            if k != "choices":
                cards_named(v, out)
    elif isinstance(value, list):
        for v in value:
            cards_named(v, out)
    return out


def hidden_from(m, seat) -> set[int]:
    """The cards lying where `seat` may not look (by the game's private zones)."""
    from xlearn.engine.reveals import can_see
    see = can_see(m.rules, m.state, seat)
    return {card for card, _ in m.census() if not see(card)}


@pytest.mark.parametrize("game, make, counts", GAMES, ids=[g[0] for g in GAMES])
def test_no_seed_and_no_hidden_card_in_any_seats_view_or_log_and_no_undo_after_a_reveal(game, make, counts):
    shown = 0
    for players in counts:
        for seed in (SEED, SEED + 1):
            m = make(players, seed)
            pick = Chance(seed)
            hidden = {p: hidden_from(m, p) for p in range(players)}
            assert m.view(None)["seed"] == seed                  # only the teacher's view shows it
            for p in range(players):
                assert str(seed) not in json.dumps([e.to_json(p) for e in m.events])   # the set-up's events
            for step in range(STEPS):
                if m.over:
                    break
                m.play(pick.pick(m.legal()))
                for p in range(players):
                    view = m.view(p)
                    text = json.dumps(view) + json.dumps([e.to_json(p) for e in m.last_events])
                    assert "seed" not in view and str(seed) not in text, (game, step, p)
                    named = cards_named(view)
                    if not m.over:   # at the end Xenofera's kept Collections are shown to all, as the rules say
                        assert not named & hidden_from(m, p), (game, seed, step, p)
                    for c in view.get("choices", []):
                        assert not set(c["cards"]) & hidden_from(m, p), (game, step, c["label"])
                    for e in m.last_events:                     # event data names no card hidden from p
                        if EVERYONE <= e.shown_to:              # (unless the event turns it up for all)
                            continue
                        data = e.to_json(p)["data"]
                        ids = {c for key in ("cards", "battle_cards", "candidates", "crew") for c in data.get(key, [])}
                        assert not ids & hidden[p] & hidden_from(m, p), (game, seed, step, p, e.kind)
                    if named & hidden[p]:
                        shown += 1
                        with pytest.raises(UndoRefused):
                            m.copy().undo(seat=p)
                    hidden[p] = hidden_from(m, p)
    assert shown > 10                                   # reveals really happened and were checked


def test_a_species_played_from_a_hand_is_a_reveal_for_the_rival_only():
    """Ruling X-8 (4. Play One Species Card): the card was hidden in a hand and is now face up in the field."""
    m = xeko.new_match(seed=1)
    m.play("Play Fossa at (0, 1)")
    trial = m.copy()
    trial.undo(seat=0)                                   # its player knew the card: the draw was seat 1's
    with pytest.raises(UndoRefused):
        m.copy().undo(seat=1)

"""What a teacher's check relies on (issue 18, docs/reference): every event carries, beside its text, the
card instance ids (`data["cards"]`), seats (`data["seats"]`) and, in Xeko, spots (`data["spots"]`) it refers
to, in one form across the three games; and no seat's copy of an event names a card that seat cannot see.

Checked over seeded random games of each game at every player count: each id's card name is in the text,
every card and player the text names is in the data, and every "(x, y)" a Xeko text names is in its spots."""
import re
from dataclasses import dataclass
from functools import lru_cache

import pytest

import xlearn.seekers as seekers
import xlearn.xeko as xeko
import xlearn.xenofera as xenofera
from xlearn.engine.chance import Chance
from xlearn.engine.events import EVERYONE
from xlearn.engine.reveals import can_see

GAMES = {"xeko": (xeko.new_match, (2, 3, 4), {}),
         "xenofera": (xenofera.new_match, (2, 3, 4, 5), {}),
         "seekers": (seekers.new_match, (2, 3, 4), {"mode": "full"})}
SEEDS = (11,)
ID_KEYS = ("cards", "battle_cards", "candidates", "crew")   # the data keys that list card instance ids

# Card names a text may name without meaning a card instance (a rule, a set-up step, a card in general).
NAMED_NOT_MEANT: dict[str, set[str]] = {"xeko": set(), "xenofera": set(),
                                         "seekers": {f"{t} Lead" for t in ("Glyph", "Myth", "Ruin", "Vision", "Wild")}}


@dataclass(frozen=True)
class Step:
    """One step of a recorded game: its events, what each seat could see before and after it, the card names."""

    events: list
    before: dict
    after: dict
    names: dict
    called: dict
    players: list


@lru_cache(maxsize=None)
def steps(game) -> list[Step]:
    """Seeded random games of one game at every player count, recorded once for every test here."""
    make, counts, kw = GAMES[game]
    out = []
    for players in counts:
        for seed in SEEDS:
            m = make(players, seed, **kw)
            ids = every_card(m)
            names = {c: m.state.card(c).name for c in ids}
            called = {c: called_in_text(m, c) for c in ids}
            seats = [p["name"] for p in m.view(None)["players"]]
            pick = Chance(seed)
            after = {p: visible(m, p) for p in range(players)}
            out.append(Step(list(m.events), {p: set() for p in range(players)}, after, names, called, seats))
            while not m.over:
                before = after
                events = m.play(pick.pick(m.legal()))
                after = {p: visible(m, p) for p in range(players)}
                out.append(Step(events, before, after, names, called, seats))
    return out


def visible(m, seat) -> set[int]:
    see = can_see(m.rules, m.state, seat)
    return {card for card, _ in m.census() if see(card)}


def every_card(m) -> list[int]:
    """Every card instance of the match, the Xeko Hotspot (instance 0, in no census zone) too."""
    return [c for c, _ in m.census()] + ([0] if m.game == "xeko" else [])


def called_in_text(m, card: int) -> str:
    """What a text calls a card: its name, or its role ("Huntsman") where the game's texts say that."""
    return m.state.member_name(card) if m.game == "xenofera" else m.state.card(card).name


@lru_cache(maxsize=None)
def word(name: str):
    return re.compile(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])")


def named_cards(text: str, names: set[str]) -> set[str]:
    """The card names a text names (a name inside a longer named one, as 'Moth' in 'Hawk Moth', is not)."""
    found = {n for n in names if word(n).search(text)}
    return {n for n in found if not any(n != o and n in o and word(n).search(text.replace(o, "")) is None
                                         for o in found)}


@pytest.mark.parametrize("game", GAMES)
def test_a_teachers_check_reads_the_cards_seats_and_spots_of_every_event_as_data(game):
    kinds_with_cards = set()
    for st in steps(game):
        card_names = set(st.names.values())
        for e in st.events:
            d = e.to_json(None)["data"]
            assert isinstance(d["cards"], list) and isinstance(d["seats"], list), (e.kind, d)
            names = [st.names[c] for c in d["cards"]]
            for c in d["cards"]:
                assert st.names[c] in e.text or st.called[c] in e.text, (e.kind, e.text, c, st.names[c])
            missing = named_cards(e.text, card_names) - set(names) - NAMED_NOT_MEANT[game]
            assert not missing, (e.kind, e.text, missing, d["cards"])
            assert all(0 <= p < len(st.players) for p in d["seats"]), (e.kind, d["seats"])
            for p, name in enumerate(st.players):
                if word(name).search(e.text):
                    assert p in d["seats"], (e.kind, e.text, d["seats"])
            if game == "xeko":
                spots = {tuple(map(int, xy)) for xy in re.findall(r"\((-?\d+), (-?\d+)\)", e.text)}
                assert spots <= {tuple(xy) for xy in d.get("spots", [])}, (e.kind, e.text, d.get("spots"))
            if d["cards"]:
                kinds_with_cards.add(e.kind)
    assert len(kinds_with_cards) > 8


@pytest.mark.parametrize("game", GAMES)
def test_no_seats_copy_of_an_event_names_a_card_that_seat_cannot_see(game):
    """Hidden information: a rival's draw, a face-down card, a hand: its id is in no other seat's event data.
    A card counts as seen by a seat that could see it before or after the step that names it, or when the
    event itself turns it face up for everyone (a kept Collection scored at the end, Trade Winds)."""
    checked = 0
    for st in steps(game):
        for p in st.before:
            seen = st.before[p] | st.after[p]
            for e in st.events:
                data = e.to_json(p)["data"]
                named = {c for key in ID_KEYS for c in data.get(key, [])}
                if EVERYONE <= e.shown_to:
                    continue
                assert named <= seen, (game, e.kind, p, e.text_for(p), named - seen)
                checked += bool(named)
    assert checked > 100

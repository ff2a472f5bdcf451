"""The position being edited: its scenario dict, placing and removing cards, undo, and the engine's problems."""
from __future__ import annotations

import copy
import re

from ..engine import games
from ..engine.errors import DataError
from ..engine.validate import scenario_players
from .editor_zones import GameEditor, Zone

PART = re.compile(r"\[(\d+)\]|([^.\[\]]+)")
MAX_UNDO = 200


def parts(path: str) -> list:
    """A field path as keys and indexes: "seats[0].hand" -> ["seats", 0, "hand"]."""
    return [int(i) if i else name for i, name in PART.findall(path)]


class Problem(dict):
    """One problem the engine found: its words, and the zone and entry it concerns (None: the position)."""


class Position:
    """A scenario being edited for one game: every change is checked by the engine and can be undone."""

    def __init__(self, editor: GameEditor, scenario: dict | None = None, players: int | None = None):
        self.editor = editor
        n = players or (scenario_players(scenario) if scenario else None) or editor.players[0]
        self.scenario = copy.deepcopy(scenario) if scenario else editor.blank(n)
        self.players = n
        self.undo_stack: list[tuple[dict, int]] = []
        self.found = self.check()

    # ----- zones ----------------------------------------------------------------------------------------
    def zones(self) -> list[tuple[str, Zone, int | None]]:
        """Every zone of the position as (path, zone, seat): shared ones, then each seat's, then cages' parts."""
        out = []
        for z in self.editor.zones:
            if not z.per_seat:
                out.append((z.path, z, None))
        for seat in range(self.players):
            for z in self.editor.zones:
                if z.per_seat:
                    path = z.path.format(seat=seat)
                    out.append((path, z, seat))
                    if z.entry == "cage":
                        for j, _ in enumerate(self.get(path) or []):
                            out += [(f"{path}[{j}].{n.path}", n, seat) for n in self.editor.nested]
        return out

    def zone(self, path: str) -> Zone:
        """The zone at this path, or a ValueError naming it."""
        for p, z, _ in self.zones():
            if p == path:
                return z
        raise ValueError(f"no zone {path!r} in this {self.editor.title} position")

    def get(self, path: str):
        """The value at a field path of the scenario (None where nothing is written yet)."""
        value = self.scenario
        for key in parts(path):
            if isinstance(key, int):
                value = value[key] if isinstance(value, list) and key < len(value) else None
            else:
                value = value.get(key) if isinstance(value, dict) else None
            if value is None:
                return None
        return value

    def _list(self, path: str) -> list:
        """The list at a path, made (empty) if the scenario has none there yet."""
        keys = parts(path)
        holder = self.scenario
        for key in keys[:-1]:
            holder = holder[key]
        last = keys[-1]
        if isinstance(holder, dict) and holder.get(last) is None:
            holder[last] = []
        return holder[last]

    @staticmethod
    def name_of(entry) -> str:
        """The card name an entry shows (a field card's, a cage's, a Lead's type with "Lead")."""
        if isinstance(entry, dict):
            return entry.get("card") or entry.get("cage") or ""
        return str(entry)

    # ----- changes ----------------------------------------------------------------------------------------
    def _remember(self) -> None:
        self.undo_stack.append((copy.deepcopy(self.scenario), self.players))
        del self.undo_stack[:-MAX_UNDO]

    def undo(self) -> bool:
        """Take back the last change; False if there is none."""
        if not self.undo_stack:
            return False
        self.scenario, self.players = self.undo_stack.pop()
        self.found = self.check()
        return True

    def place(self, path: str, value: str, **extra) -> list[str]:
        """Put a card into a zone (the end of its list; `at` and `owner` for a field spot). Returns the reasons
        the engine refuses it for this very card, in which case nothing changes; else []."""
        zone = self.zone(path)
        before = (copy.deepcopy(self.scenario), self.players)
        if zone.entry == "single":
            keys = parts(path)
            holder = self.scenario
            for key in keys[:-1]:
                holder = holder[key]
            holder[keys[-1]] = value
            at = path
        else:
            entry = self._entry(zone, value, extra)
            items = self._list(path)
            items.append(entry)
            at = f"{path}[{len(items) - 1}]"
        found = self.check()
        mine = [p["text"] for p in found if p["field"] and (p["field"] == at or p["field"].startswith(at + "."))]
        if mine:
            self.scenario, self.players = before
            return mine
        self.undo_stack.append(before)
        self.found = found
        return []

    def _entry(self, zone: Zone, value: str, extra: dict):
        if zone.entry == "field":
            return {"card": value, "owner": int(extra.get("owner", 0)), "at": [int(v) for v in extra["at"]]}
        hook = self.editor.entry_of
        return hook(zone.entry, value, extra) if hook else value

    def remove(self, path: str, index: int) -> None:
        """Take the card at `index` out of a zone (a cage takes its items and creatures with it)."""
        items = self.get(path)
        if not isinstance(items, list) or not 0 <= index < len(items):
            raise ValueError(f"no card {index + 1} in {path}")
        self._remember()
        del items[index]
        self.found = self.check()

    def set(self, key: str, value, seat: int | None = None) -> None:
        """Set a value that is not a card (whose turn, the step, the turn number, the coins, a seat's flag)."""
        self._remember()
        if seat is None:
            self.scenario[key] = value
        else:
            self.scenario["seats"][seat][key] = value
        self.found = self.check()

    def set_players(self, n: int) -> None:
        """Change the number of players: new seats start empty, the cards of seats removed go with them."""
        low, high = self.editor.players
        if not low <= n <= high:
            raise ValueError(f"{self.editor.title} is for {low} to {high} players")
        self._remember()
        sc = self.scenario
        for key in self.editor.seat_lists or ("seats",):
            lists = sc.setdefault(key, [])
            del lists[n:]
            lists += [self.editor.blank_seat(i) for i in range(len(lists), n)]
        if "field" in sc:
            sc["field"] = [p for p in sc["field"] if p["owner"] < n]
        if sc.get("active", 0) >= n:
            sc["active"] = 0
        self.players = n
        self.found = self.check()

    # ----- the engine's checks -------------------------------------------------------------------------
    def to_scenario(self) -> dict:
        """The scenario as new_match(scenario=...) takes it (optional decks left out when empty)."""
        out = copy.deepcopy(self.scenario)
        for key in ("utility_deck", "xenofera_deck"):
            if key in out and not out[key]:
                del out[key]
        return out

    def check(self) -> list[Problem]:
        """Every problem the game's own scenario checks find, each as words with its field and card."""
        setup = games.part(self.editor.game, "setup")
        try:
            setup.normalise({"players": self.players, "scenario": self.to_scenario()}, "the position")
        except DataError as err:
            return [Problem(text=each.message, card=each.card,
                            field=(each.field or "").removeprefix("scenario").lstrip("."))
                    for each in getattr(err, "problems", None) or [err]]
        return []

    def problems_at(self, path: str) -> tuple[list[str], dict[int, list[str]]]:
        """The problems of one zone: those about the zone itself, and those about each of its cards."""
        own, cards = [], {}
        for p in self.found:
            f = p["field"]
            if f == path:
                own.append(p["text"])
            elif f.startswith(path + "["):
                rest = f[len(path):]
                m = re.match(r"\[(\d+)\](.*)$", rest)
                if m and not re.match(r"\.(items|creatures)", m[2]):
                    cards.setdefault(int(m[1]), []).append(p["text"])
        return own, cards

    def general(self) -> list[str]:
        """Problems about the position as a whole (whose turn, the step, copies of one card), with their card."""
        paths = [p for p, _, _ in self.zones()]
        out = []
        for p in self.found:
            f = p["field"]
            if any(f == z or f.startswith(z + "[") or f.startswith(z + ".") for z in paths):
                continue
            out.append(f"{p['card']}: {p['text']}" if p.get("card") else p["text"])
        return out

    def match(self, seed: int = 7):
        """A new match started from this position (the engine checks it once more)."""
        return games.package(self.editor.game).new_match(players=self.players, seed=seed,
                                                         scenario=self.to_scenario())

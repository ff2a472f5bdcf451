"""The Xeko board: the field grid, hands, piles, the Turf War panel, and why a spot is refused."""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..xeko.rules import species_label
from ..xeko.steps import STEP_NAMES
from ..xeko.view import card_json
from ..ui import assets
from ..ui.board import BoardWidget
from ..ui.selection import Pick


WAR_KINDS = {"turf-war", "boost", "pass", "boosts-done", "tw-winner", "tw-tie", "diff", "override", "multi-link",
             "ferocity", "camouflage", "sacrifice", "shed"}
WAR_ENDS = {"tw-winner", "tw-tie"}
ON_FIELD = {"deforest", "sunrise-draw", "almendro", "own-loss", "tiger"}  # choices whose first arg is a field card
MOVES = {"migrate", "warning-call"}  # SUNRISE/SUNSET moves of a field card to an empty spot


class XekoBoard(BoardWidget):
    """A Xeko match seen from one seat: `XekoBoard(match, seat=0, opponents="random")`."""

    _esm = assets.esm("xeko/board.js")
    _css = assets.css("shared/board.css", "xeko/xeko.css")
    phases = STEP_NAMES[:6]

    def choice_json(self, i: int, action: Action, view: dict) -> dict:
        """Add the card a choice plays (by name, as the hand shows it) so the grid can light its spots."""
        out = super().choice_json(i, action, view)
        first = action.args[0] if action.args else None
        if isinstance(first, int) and not isinstance(first, bool):
            name = _card_name(view, first)
            if name:
                out["card_name"] = name
            elif action.spot is None and action.kind in ON_FIELD:
                at = _field_spot(view, first)
                if at is not None:  # a choice about a card in the field is drawn on that card
                    out["spot"] = at
        if action.kind in MOVES:  # a move to an empty spot is drawn on the card it moves (its menu lists them)
            at = _field_spot(view, action.args[1] if action.kind == "warning-call" else first)
            if at is not None:
                out["spot"] = at
                out["to"] = list(action.spot)  # the empty spot it moves to, lit on the field while its menu is open
        return out

    def place_of(self, action: Action, view: dict) -> str:
        """A choice with a spot, or about a card in the field, is drawn on the field (a lit spot for a hand card,
        or the card it acts on)."""
        first = action.args[0] if action.args else None
        on_field = action.kind in ON_FIELD and isinstance(first, int) and _field_spot(view, first) is not None
        return "table" if action.spot is not None or on_field else "button"

    # ----- Trade Winds: split the five revealed cards by selecting pile A ---------------------------------------
    def _split_rivals(self) -> set[int]:
        """The rivals who may be named to pick in a Trade Winds split."""
        return {a.args[2] for a in self._offered if a.kind == "trade-split"}

    def selection_of(self, action: Action) -> Pick | None:
        """Trade Winds' split is chosen by selecting the cards of pile A (and, with two or more rivals, who picks)."""
        if action.kind != "trade-split":
            return None
        pile_a, _, rival = action.args
        extra = (f"seat:{rival}",) if len(self._split_rivals()) > 1 else ()
        return Pick("trade-split", tuple(pile_a) + extra)

    def group_info(self, group: str, view: dict) -> dict:
        """The prompt the board shows while the Trade Winds piles are picked."""
        rule = self.rule("card:trade-winds")
        revealed = self._revealed()
        first = self.match.state.card(revealed[0]).name if revealed else "the first card"
        who = " and the rival who picks" if len(self._split_rivals()) > 1 else ""
        return {"prompt": f"Trade Winds: choose the cards of pile A (it holds {first}){who}; the rest make pile B",
                "confirm": "Split the cards", "rule": rule}

    def _revealed(self) -> tuple:
        """The five cards Trade Winds revealed, while they are being split."""
        pending = self.match.state.pending
        return tuple(pending.revealed) if pending and pending.kind == "trade-split" else ()

    def canonical_cards(self, group: str, cards: list) -> list:
        """Two revealed copies of one card make the same pile: count copies, not which copy was clicked."""
        revealed = self._revealed()
        if group != "trade-split" or not revealed:
            return cards
        name = {i: self.match.state.card(i).name for i in revealed}
        used: dict[str, int] = {}
        out = []
        for c in cards:
            if c in name:
                copies = [i for i in revealed if name[i] == name[c]]
                k = used.get(name[c], 0)
                used[name[c]] = k + 1
                out.append(copies[k] if k < len(copies) else c)
            else:
                out.append(c)
        return out

    def why_incomplete(self, group: str, cards: list):
        """A pile A without the first revealed card is the same split the other way round: say so."""
        revealed = self._revealed()
        if group == "trade-split" and revealed and revealed[0] not in self.canonical_cards(group, cards):
            return self.why_selection(group, cards)
        return super().why_incomplete(group, cards)

    def why_selection(self, group: str, cards: list):
        """Why the cards picked so far do not make a Trade Winds split, naming the rule."""
        if group == "trade-split":
            revealed = self._revealed()
            rule = self.rule("card:trade-winds")
            if revealed and revealed[0] not in cards:
                first = self.match.state.card(revealed[0]).name
                return Refusal(rule, f"Pile A is the one that holds {first}: select it too (the piles are only "
                                     "named A and B, so this is the same split).")
            return Refusal(rule, "Trade Winds splits the five cards into two piles of different sizes, so pile A "
                                 "holds one, two, three or four of them.")
        return super().why_selection(group, cards)

    def table_facts(self, view: dict) -> dict:
        """The last Turf War's events (as this seat may read them), kept on the panel until the next one begins;
        the five cards Trade Winds revealed while they are being split (face up for everyone)."""
        facts = {"last_turf_war": self.last_turf_war()}
        pending = self.as_of.state.pending
        if pending and pending.kind == "trade-split":
            rivals = sorted({a.args[2] for a in self.as_of.legal() if a.kind == "trade-split"})
            facts["trade"] = {"cards": [card_json(self.as_of.state, i) for i in pending.revealed],
                              "rivals": [{"id": f"seat:{r}", "seat": r} for r in rivals] if len(rivals) > 1 else []}
        return facts

    def last_turf_war(self) -> list[dict]:
        """The events of the newest Turf War in the match as of the view drawn, from its start to its Diff."""
        log, seat = self.as_of.log, self.viewer()
        for k in range(len(log) - 1, -1, -1):
            starts = [i for i, e in enumerate(log[k]) if e.kind == "turf-war"]
            if starts:
                events = [e for step in log[k:] for e in step][starts[-1]:]
                end = next((i for i, e in enumerate(events) if e.kind == "diff"), None)
                if end is None:
                    end = next((i for i, e in enumerate(events) if e.kind in WAR_ENDS), len(events) - 1)
                return [self.event_json(e, seat) for e in events[:end + 1] if e.kind in WAR_KINDS]
        return []

    def _hand_card(self, card_id) -> dict | None:
        """A card of the learner's hand, as the board shows it."""
        hand = self.board["view"]["players"][self.seat].get("hand") or []
        return next((c for c in hand if c["id"] == card_id and not isinstance(card_id, bool)), None)

    def explain(self, msg: dict) -> Refusal | str | None:
        """Why the picked hand card (on the picked spot, for a Species) cannot be played now."""
        if msg.get("card") is None:
            return super().explain(msg)
        card = self._hand_card(msg.get("card"))
        if card is None:
            return "That card is not in your hand."
        busy = self.not_your_turn()
        if busy is not None:
            return busy
        spot = msg.get("spot")
        if card["kind"] == "boost" and self.match.view(None).get("turf_war") is None:
            return Refusal(self.rule("boost-cards"), f"{card['name']} is a Boost: Boosts are played only during a "
                           "Turf War, by the two players in it, so it stays in your hand until then.")
        if card["kind"] == "boost" and isinstance(spot, list) and len(spot) == 2:
            x, y = spot
            return self.match.why_not(Action("boost", f"Play {card['name']} at ({x}, {y})", (card["id"], x, y, None),
                                             spot=(x, y)))
        if card["kind"] == "species":
            if not (isinstance(spot, list) and len(spot) == 2 and all(isinstance(v, int) for v in spot)):
                if self.match.phase != STEP_NAMES[3]:
                    return self.match.why_not(Action("species", species_label(card["name"], (0, 1)),
                                                     (card["id"], 0, 1), spot=(0, 1)))
                return (f"No open spot lets {card['name']} link this turn: pick a spot on the grid "
                        "to see which link rule it breaks there.")
            x, y = spot
            return self.match.why_not(Action("species", species_label(card["name"], (x, y)), (card["id"], x, y),
                                             spot=(x, y)))
        if card["kind"] == "xeko":
            return self.match.why_not(Action("xeko", f"Play Xeko card {card['name']}", (card["id"],)))
        return self.match.why_not(f"Play {card['kind'].title()} card {card['name']}")


def _field_spot(view: dict, inst: int) -> list | None:
    """Where card instance `inst` lies in the field, or None."""
    for f in view["field"]:
        if f["card"]["id"] == inst:
            return [f["x"], f["y"]]
    return None


def _card_name(view: dict, inst: int) -> str:
    """The name of card instance `inst` if it is in a hand the view shows, else ""."""
    for p in view["players"]:
        for c in p.get("hand") or []:
            if c["id"] == inst:
                return c["name"]
    return ""


BOARD = XekoBoard   # the board xlearn.ui.Board opens for a xeko match

"""The Xeko board: the field grid, hands, piles, the Turf War panel, and why a spot is refused."""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..xeko.rules import species_label
from ..xeko.state import STEP_NAMES
from . import assets
from .board import BoardWidget


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
        return out

    def _hand_card(self, card_id) -> dict | None:
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


def _card_name(view: dict, inst: int) -> str:
    """The name of card instance `inst` if it is in a hand the view shows, else ""."""
    for p in view["players"]:
        for c in p.get("hand") or []:
            if c["id"] == inst:
                return c["name"]
    return ""

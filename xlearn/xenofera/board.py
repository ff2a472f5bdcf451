"""The Xenofera board: the Line of Sight, each player's expedition, the battle; compound choices (a card and
its target, a cage or item and the crew who pay, a creature, its cage and the crew, the Draw Phase discard,
Battle cards) made by selecting cards, and why any card cannot be chosen now."""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..engine.events import Calculation
from ..xenofera import table_facts as F
from ..xenofera.powers import cage_room, points
from ..xenofera.rulebook import RULEBOOK
from ..xenofera.steps import PHASE_NAMES
from ..xenofera.state import XenoferaState
from ..ui import assets
from . import board_why as W
from ..ui.board import BoardWidget

from ..ui.selection import Pick

R = RULEBOOK
GROUPS = {
    "action": ("Action Phase: choose a card from your hand (and then what it acts on)", "Play this card",
               "action-phase"),
    "build": ("Build Phase: choose a cage or item from your hand (an item then needs one of your cages), "
              "then the crew who pay for it", "Build it", "build-points"),
    "capture": ("Capture Phase: choose a creature in the Line of Sight, the cage it goes into, then the crew "
                "who capture it", "Capture it", "capture-points"),
    "discard": ("Draw Phase: choose the cards to discard (none is fine), then refill your hand", "Discard these "
                "and refill", "hand-size"),
    "defend": ("You defend: choose two of your Battle cards to lay face down (never the Decoy)", "Lay them face "
               "down", "battle-defender"),
    "attack": ("You attack: choose two Battle cards and the Decoy, in the order to lay them (first, second, "
               "third)", "Lay them face down", "battle-attacker"),
}
KIND_GROUP = {"recruit": "action", "play": "action", "build": "build", "capture": "capture", "refill": "discard",
              "b-defend": "defend", "b-attack": "attack"}


def plural_points(n: int, word: str) -> str:
    """"1 build point", "3 capture points"."""
    return f"{n} {word} point{'' if n == 1 else 's'}"


def target_card(a: Action) -> int | None:
    """The card an Action card's target names (a creature, a cage, an item, a crew member), or None."""
    rest = a.args[1:]
    return rest[-1] if rest else None


class XenoferaBoard(BoardWidget):
    """A Xenofera match seen from one seat: `XenoferaBoard(match, seat=0, opponents="random")`."""

    _esm = assets.esm("xenofera/board.js")
    _css = assets.css("shared/board.css", "xenofera/xenofera.css")
    phases = PHASE_NAMES[6:11]  # the turn: A. Action, B. Build, C. Capture, D. Draw, Renew

    # ----- where each choice is drawn ----------------------------------------------------------------
    def place_of(self, action: Action, view: dict) -> str:
        """Compound choices are selections; the Defender's exclusion sits on the Attacker's face-down cards."""
        if action.kind in KIND_GROUP:
            return "select"
        if action.kind == "b-exclude":
            return "table"
        return "button"

    def selection_of(self, action: Action) -> Pick | None:
        """The cards a compound choice uses, as the learner selects them."""
        kind, args = action.kind, action.args
        if kind == "recruit":
            return Pick("action", (args[0],))
        if kind == "play":
            t = target_card(action)
            return Pick("action", (args[0],) if t is None else (args[0], t))
        if kind == "build":
            inst, cage, pool = args[0], args[1], args[2:]
            return Pick("build", (inst,) + (() if cage == -1 else (cage,)) + tuple(pool))
        if kind == "capture":
            return Pick("capture", tuple(args))
        if kind == "refill":
            return Pick("discard", tuple(args))
        if kind == "b-defend":
            return Pick("defend", tuple(args))
        if kind == "b-attack":
            return Pick("attack", tuple(args), ordered=True)
        return None

    def group_info(self, group: str, view: dict | None = None) -> dict:
        """The words of a selection: its prompt, its confirm button and the rule it follows."""
        prompt, confirm, rule = GROUPS[group]
        return {"prompt": prompt, "confirm": confirm, "rule": R[rule]}

    def choice_json(self, i: int, action: Action, view: dict) -> dict:
        """Add where the exclusion choice sits (the Attacker's first, second or third card)."""
        out = super().choice_json(i, action, view)
        if action.kind == "b-exclude":
            out["position"] = action.args[0]
        elif action.kind in ("keep-huntsman", "keep-collection"):
            out["card"] = action.args[0]  # the offered card, drawn as the choice
        elif action.kind == "battle-set":
            colour, members, _turn = self.state.table.sets[action.args[0]]
            out["colour"] = colour
            out["values"] = [self.state.card(i).value for i in members if i not in self.state.table.decoys]
        return out

    # ----- the state behind the view ----------------------------------------------------------------
    @property
    def state(self) -> XenoferaState:
        """The position choices are made in now (why-not and selections)."""
        return self.match.state

    def _name(self, inst) -> str:
        """A card's name, or "?" for something that is no card of this table."""
        return W.card_name(self.state, inst)

    # ----- why a selection cannot lead to a legal choice -----------------------------------------------
    def why_selection(self, group: str, cards) -> Refusal:
        """Why these selected cards make no legal choice of the group (the rule each part breaks)."""
        s, seat = self.state, self.match.to_act
        cards = [c for c in cards if isinstance(c, int) and not isinstance(c, bool)]
        if seat is None:
            return Refusal(R["game-over"], "The game is over.")
        fn = {"action": W.why_action, "build": W.why_build, "capture": W.why_capture,
              "discard": W.why_discard, "defend": W.why_defend, "attack": W.why_attack}.get(group)
        found = fn(s, seat, cards) if fn else None
        return found or Refusal(R["turn"], "No choice offered now uses these cards together.")

    def why_incomplete(self, group: str, cards) -> Refusal | str:
        """What the selected cards still lack before Confirm can play them (the rule that asks for it)."""
        s, seat = self.state, self.match.to_act
        cards = [c for c in cards if isinstance(c, int) and not isinstance(c, bool)]
        if seat is None:
            return "The game is over."
        members, things = W.split_members(s, seat, cards)
        if group == "action":
            if not cards:
                return Refusal(R["action-phase"], "Choose a card from your hand first.")
            return Refusal(R["other-action"], f"Now choose what {self._name(cards[0])} acts on, on the table.")
        if group in ("build", "capture"):
            first = next((c for c in things if c in (s.hand[seat] if group == "build" else s.sight)), None)
            if first is None:
                what = "a cage or item from your hand" if group == "build" else "a creature in the Line of Sight"
                return Refusal(R[GROUPS[group][2]], f"Choose {what} first.")
            card = s.card(first)
            needs_cage = group == "capture" or card.kind == "item"
            if needs_cage and not any(s.cage_of(seat, c) >= 0 for c in things):
                return Refusal(R["cage-fits" if group == "capture" else "item-type"],
                               f"Choose the cage {card.name} goes {'into' if group == 'capture' else 'onto'}.")
            calc = self.selection_sum(group, cards)
            short = -calc.total if calc is not None else 0
            word = "capture" if group == "capture" else "build"
            return Refusal(R[f"{word}-points"], f"{plural_points(short, word)} still needed for {card.name}: choose "
                           "more of your crew.")
        if group == "defend":
            return Refusal(R["battle-defender"], f"Choose {2 - len(cards)} more: the Defender lays two cards.")
        if group == "attack":
            return Refusal(R["battle-attacker"], f"Choose {3 - len(cards)} more: two numbered cards and the Decoy.")
        return Refusal(R["turn"], "Select the rest of the cards, then confirm.")

    # ----- the worked sum while selecting -------------------------------------------------------------
    def select(self, group, cards, version) -> dict:
        """As the frame answers a selection, with the worked sum of the points chosen so far against the cost
        (shown from the first member chosen, not only once the selection is complete)."""
        answer = super().select(group, cards, version)
        if answer["ok"] and group in ("build", "capture"):
            calc = self.selection_sum(group, answer["cards"])
            if calc is not None:
                answer = {**answer, "preview": calc.to_json()}
                self.selection = answer
        return answer

    def preview_of(self, action: Action):
        """The worked sum of a complete build or capture: points given, less the cost (what is left is lost)."""
        pick = self.selection_of(action)
        return self.selection_sum(pick.group, list(pick.cards)) if pick else None

    def selection_sum(self, group: str, cards) -> Calculation | None:
        """The points the selected members give against the cost of what they build or capture; what is left
        over is lost (Build Phase, Capture Creatures)."""
        s, seat = self.state, self.match.to_act
        if seat is None or group not in ("build", "capture"):
            return None
        members, things = W.split_members(s, seat, [c for c in cards if isinstance(c, int)])
        if group == "build":
            target = next((c for c in things if c in s.hand[seat] and s.card(c).kind in ("cage", "item")), None)
            purpose = "cage" if target is None or s.card(target).kind == "cage" else "item"
            creature = None
        else:
            target = next((c for c in things if c in s.sight), None)
            purpose, creature = "capture", (s.card(target) if target is not None else None)
        if target is None:
            return None
        card = s.card(target)
        cost = card.build_cost if group == "build" else card.capture_cost
        terms = []
        for m in members:
            base = s.card(m).capture if purpose == "capture" else s.card(m).build
            terms.append((s.member_name(m), base))
            extra = points(s.card(m), purpose, creature) - base
            if extra:
                terms.append((f"{s.card(m).name}'s ability", extra))
        terms.append((f"cost of {card.name}", -cost))
        word = "capture" if group == "capture" else "build"
        total = sum(v for _, v in terms)
        tail = "points lost" if total >= 0 else "points still needed"
        return Calculation.of(f"{card.name}: {word} points given, less its cost ({tail})", terms)

    # ----- why a card cannot be chosen -------------------------------------------------------------------
    def explain(self, msg: dict) -> Refusal | str | None:
        """Why the card picked (in a hand, the Line of Sight, a Cargo Bay, Crew Quarters, the Battle cards)
        cannot be chosen now."""
        card = msg.get("card")
        if card is None:
            return super().explain(msg)
        if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card < len(self.state.table.defs):
            return "That is not a card on this table."
        busy = self.not_your_turn()
        if busy is not None:
            return busy
        return W.card_refusal(self.state, self.match.to_act, card)

    # ----- facts the table draws ---------------------------------------------------------------------------
    def table_facts(self, view: dict) -> dict:
        """Room, points left, who gave what, what each creature in view needs, the last battle and the
        Defender's chances, copies of a card, the last-round banner (all worked out here, not in the front end)."""
        m = self.as_of
        s = m.state
        seat = self.viewer()
        me = m.to_act if seat is None else seat
        events = m.events
        sight = {}
        for x in s.sight:
            found = F.capture_check(s, me, x) if me is not None else None
            sight[str(x)] = None if found is None else {"short": found[0], "text": found[1].reason,
                                                        "rule": found[1].rule.to_json()}
        players = []
        given = F.given_this_turn(events, s)
        for p in range(s.table.players):
            left = F.points_left(s, p)
            members = s.members(p)
            players.append({
                "points_left": left,
                "given": {str(i): given.get(s.member_name(i), []) for i in members
                          if i in s.utilised and p == s.active},
                "room": [cage_room(s, e) for e in s.cages[p]],
                "battle_bonus": F.battle_bonus(s, p),
            })
        copies = {}
        if me is not None:
            first: dict[str, int] = {}
            for i in s.hand[me]:
                copies[str(i)] = first.setdefault(s.card(i).name, i)
        odds = None
        if s.battle is not None and (seat is None or seat == s.battle.defender):
            odds = F.defender_odds(s)
        return {"sight": sight, "players": players, "copies": copies, "odds": odds,
                "last_battle": F.last_battle(events), "threshold": F.call_threshold(s),
                "last_round": self._last_round(s), "me": me}

    def _last_round(self, s: XenoferaState) -> dict | None:
        """The last-round banner: what started it, who plays now, who still gets a turn (End Game)."""
        if s.last_round is None or s.final is None:
            return None
        how, who = s.last_round.cause, s.last_round.seat
        if how == "call":
            cause = f"{s.name(who)} called the last round with {s.occupied(who)} occupied cages"
        else:
            cause = f"{s.name(who)} drew the last Utility card"
        still = [s.name(p) for p in (s.final or ())]
        now = None if s.over else s.name(s.active)
        return {"cause": cause, "now": now, "still": still, "rule": R["call" if how == "call" else "last-card"].to_json()}


BOARD = XenoferaBoard   # the board xlearn.ui.Board opens for a xenofera match

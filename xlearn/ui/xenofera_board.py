"""The Xenofera board: the Line of Sight, each player's expedition, the battle; compound choices (a card and
its target, a cage or item and the crew who pay, a creature, its cage and the crew, the Draw Phase discard,
Battle cards) made by selecting cards, and why any card cannot be chosen now."""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..engine.events import Calculation
from ..xenofera import table_facts as F
from ..xenofera.build import pool_name, ready
from ..xenofera.cards import SIZES
from ..xenofera.powers import cage_fits, cage_room, points
from ..xenofera.rulebook import RULEBOOK
from ..xenofera.phases import ACTION, CAPTURE, DRAW, PHASE_NAMES
from ..xenofera.state import XenoferaState
from . import assets
from .board import BoardWidget

from .selection import Pick

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
# the words of a build's or capture's refusals when its selection has a stray card or two where one belongs
PIECES = {
    "build": {"phase": "build-phase", "stray": "{} is not yours to build with.",
              "two": "Build one cage or item at a time.", "cage_rule": "item-type",
              "two_cages": "An item goes onto one cage only."},
    "capture": {"phase": "capture-phase", "stray": "{} is neither a creature in view nor your cage.",
                "two": "Capture one creature at a time.", "cage_rule": "cage-fits",
                "two_cages": "A creature goes into one cage."},
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
        return out

    # ----- the state behind the view ----------------------------------------------------------------
    @property
    def state(self) -> XenoferaState:
        """The position choices are made in now (why-not and selections)."""
        return self.match.state

    def _name(self, inst) -> str:
        return self.state.card(inst).name if isinstance(inst, int) and 0 <= inst < len(self.state.t.defs) else "?"

    # ----- why a selection cannot lead to a legal choice -----------------------------------------------
    def why_selection(self, group: str, cards) -> Refusal:
        """Why these selected cards make no legal choice of the group (the rule each part breaks)."""
        s, seat = self.state, self.match.to_act
        cards = [c for c in cards if isinstance(c, int) and not isinstance(c, bool)]
        if seat is None:
            return Refusal(R["game-over"], "The game is over.")
        fn = {"action": self._why_action, "build": self._why_build, "capture": self._why_capture,
              "discard": self._why_discard, "defend": self._why_defend, "attack": self._why_attack}.get(group)
        found = fn(s, seat, cards) if fn else None
        return found or Refusal(R["turn"], "No choice offered now uses these cards together.")

    def _why_action(self, s, seat, cards):
        hand = [c for c in cards if c in s.hand[seat]]
        if len(hand) > 1:
            return Refusal(R["action-phase"], "Play one card at a time: choose a single card from your hand.")
        if not hand:
            return Refusal(R["action-phase"], "First choose the card from your hand; then what it acts on.")
        card = s.card(hand[0])
        rest = [c for c in cards if c != hand[0]]
        if card.kind == "crew" and rest:
            return Refusal(R["recruit"], f"Recruiting {card.name} needs nothing else: choose only the card.")
        if rest:
            return Refusal(R["other-action"], f"{card.name} cannot act on {self._name(rest[0])}: "
                           f"{card.text}")
        return self._card_refusal(hand[0])

    def _split_members(self, s, seat, cards):
        mine = set(s.members(seat))
        return [c for c in cards if c in mine], [c for c in cards if c not in mine]

    def _pool_check(self, s, seat, members, purpose, target, cost, what, once, pts_rule):
        for m in members:
            if m in s.busy:
                extra = " (who built this turn cannot capture either)" if purpose == "capture" else ""
                return Refusal(R[once], f"{s.member_name(m)} has already been utilised this turn{extra}.")
        pts = [points(s.card(m), purpose, target) for m in members]
        for m, p in zip(members, pts):
            if p <= 0:
                return Refusal(R[pts_rule], f"{s.member_name(m)} brings no points to {what}.")
        if cost is not None and pts and sum(pts) - min(pts) >= cost:
            return Refusal(R["pool"], f"{pool_name(s, members)} bring {sum(pts)} points for a cost of {cost}: one "
                           "of them is not needed, and a member is utilised only when their points are needed "
                           "(ruling N-9).")
        return None

    def _pieces(self, s, seat, cards, group):
        """A build's or capture's selection sorted into crew members, the card from the hand (a build) or the Line
        of Sight (a capture) and the seat's cages, with the refusal when a card is none of these or two are chosen
        where one is needed (one build or capture at a time, into or onto one cage)."""
        words = PIECES[group]
        members, things = self._split_members(s, seat, cards)
        pool = s.hand[seat] if group == "build" else s.sight
        chosen = [c for c in things if c in pool]
        cages = [c for c in things if s.cage_of(seat, c) >= 0]
        other = [c for c in things if c not in chosen and c not in cages]
        refusal = None
        if other:
            refusal = Refusal(R[words["phase"]], words["stray"].format(self._name(other[0])))
        elif len(chosen) > 1:
            refusal = Refusal(R[words["phase"]], words["two"])
        elif len(cages) > 1:
            refusal = Refusal(R[words["cage_rule"]], words["two_cages"])
        return members, chosen, cages, refusal

    def _why_build(self, s, seat, cards):
        members, hand, cages, refusal = self._pieces(s, seat, cards, "build")
        if refusal:
            return refusal
        card = s.card(hand[0]) if hand else None
        if card is not None:
            found = F.build_refusal(s, seat, hand[0])
            if found:
                return found
            if card.kind == "cage" and cages:
                return Refusal(R["build-phase"], f"{card.name} is a cage: it goes into the Cargo Bay, not onto "
                               "another cage.")
            if card.kind == "item" and cages:
                k = s.cage_of(seat, cages[0])
                clash = [j for j in s.cages[seat][k][1] if s.card(j).item_type == card.item_type]
                if clash:
                    return Refusal(R["item-type"], f"Cage {k + 1} already carries {s.card(clash[0]).name}, a "
                                   f"{card.item_type}; a cage takes one item of each type.")
            purpose = "cage" if card.kind == "cage" else "item"
            return self._pool_check(s, seat, members, purpose, None, card.build_cost, f"build {card.name}",
                                    "build-once", "build-points")
        if cages and not hand:
            return Refusal(R["build-phase"], "Choose the item from your hand first.")
        return self._pool_check(s, seat, members, "cage", None, None, "build", "build-once", "build-points")

    def _why_capture(self, s, seat, cards):
        members, seen, cages, refusal = self._pieces(s, seat, cards, "capture")
        if refusal:
            return refusal
        if cages:
            k = s.cage_of(seat, cages[0])
            entry = s.cages[seat][k]
            if cage_room(s, entry) <= 0:
                return Refusal(R["cage-fits"], f"Cage {k + 1} ({s.card(entry[0]).name}) is full.")
            if seen and not cage_fits(s, entry, s.card(seen[0]).size):
                sizes = ", ".join(SIZES[z] for z in s.card(entry[0]).sizes)
                return Refusal(R["cage-fits"], f"Cage {k + 1} ({s.card(entry[0]).name}) holds {sizes} creatures; "
                               f"{s.card(seen[0]).name} is {SIZES[s.card(seen[0]).size]}.")
        if seen:
            found = F.capture_refusal(s, seat, seen[0])
            if found:
                return found
            card = s.card(seen[0])
            return self._pool_check(s, seat, members, "capture", card, card.capture_cost, f"capture {card.name}",
                                    "capture-once", "capture-points")
        return self._pool_check(s, seat, members, "capture", None, None, "capture", "capture-once",
                                "capture-points")

    def _why_discard(self, s, seat, cards):
        for c in cards:
            if c not in s.hand[seat]:
                return Refusal(R["draw-phase"], f"{self._name(c)} is not in your hand.")
        return None

    def _battle_cards(self, s, seat, cards, rule):
        for c in cards:
            if c not in s.unused[seat]:
                where = "used pile" if c in s.used[seat] else "table"
                return Refusal(R["battle-reset"] if where == "used pile" else R[rule],
                               f"{self._name(c)} is in your {where}, not among your unused Battle cards.")
        return None

    def _why_defend(self, s, seat, cards):
        found = self._battle_cards(s, seat, cards, "battle-defender")
        if found:
            return found
        if any(c in s.t.decoys for c in cards):
            return Refusal(R["battle-defender"], "The Defender never lays the Decoy: choose two numbered cards.")
        if len(cards) > 2:
            return Refusal(R["battle-defender"], "The Defender lays exactly two Battle cards.")
        return None

    def _why_attack(self, s, seat, cards):
        found = self._battle_cards(s, seat, cards, "battle-attacker")
        if found:
            return found
        if len(cards) > 3:
            return Refusal(R["battle-attacker"], "The Attacker lays exactly three cards: two numbered cards and "
                           "the Decoy.")
        if len([c for c in cards if c not in s.t.decoys]) > 2:
            return Refusal(R["battle-attacker"], "Only two numbered cards: the third card laid must be the Decoy.")
        return None

    def why_incomplete(self, group: str, cards) -> Refusal | str:
        """What the selected cards still lack before Confirm can play them (the rule that asks for it)."""
        s, seat = self.state, self.match.to_act
        cards = [c for c in cards if isinstance(c, int) and not isinstance(c, bool)]
        if seat is None:
            return "The game is over."
        members, things = self._split_members(s, seat, cards)
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
        members, things = self._split_members(s, seat, [c for c in cards if isinstance(c, int)])
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
        if isinstance(card, bool) or not isinstance(card, int) or not 0 <= card < len(self.state.t.defs):
            return "That is not a card on this table."
        busy = self.not_your_turn()
        if busy is not None:
            return busy
        return self._card_refusal(card)

    def _card_refusal(self, inst: int) -> Refusal | str:
        s, seat = self.state, self.match.to_act
        card = s.card(inst)
        pending = s.pending[0] if s.pending else None
        phase = PHASE_NAMES[s.phase]
        if inst in s.sight:
            return F.capture_refusal(s, seat, inst) or "You can capture it: select it, a cage and your crew."
        if inst in s.hand[seat]:
            if card.kind in ("cage", "item"):
                return F.build_refusal(s, seat, inst) or "You can build it: select it, then the crew who pay."
            if card.kind == "crew":
                if s.phase != ACTION or pending != "action":
                    return Refusal(R["recruit"], f"Crew members are recruited in the Action Phase; it is now {phase}.")
                from ..xenofera.turn import crew_refusal
                return crew_refusal(s, seat, inst)
            if card.kind == "action":
                if s.phase != ACTION or pending != "action":
                    return Refusal(R["action-phase"], f"{card.name} is played in the Action Phase; it is now {phase}.")
                if s.acts >= 2:
                    return Refusal(R["action-phase"], "You have already played two Action cards this turn.")
                return Refusal(R["other-action"], f"{card.name} has nothing to act on now: {card.text}")
            if card.kind == "reaction":
                if pending == "react":
                    return "You can play it now: choose it from the choices."
                return Refusal(R["reaction"], f"{card.name} is a Reaction: it is played only in answer to another "
                               "player's Action card.")
            if pending == "draw":
                return "Select it to discard it, or leave it to keep it."
        if inst in s.unused[seat] or inst in s.used[seat]:
            if inst in s.used[seat]:
                return Refusal(R["battle-reset"], f"{card.name} was used in an earlier battle; used cards come back "
                               "when two or fewer unused ones are left.")
            if s.battle is None:
                return Refusal(R["battle"], "Battle cards are laid only when a battle begins.")
            if pending == "b-defend" and inst in s.t.decoys:
                return Refusal(R["battle-defender"], "The Defender never lays the Decoy: choose two numbered cards.")
            if pending not in ("b-defend", "b-attack"):
                return Refusal(R["battle-exclude"], "Your cards for this battle are already laid.")
        if inst in s.members(seat):
            if inst in s.busy:
                return Refusal(R["build-once" if s.phase != CAPTURE else "capture-once"],
                               f"{s.member_name(inst)} has already been utilised this turn; they slide back at Renew.")
            if pending not in ("build", "capture"):
                return Refusal(R["build-phase"], f"Members give their points in the Build and Capture Phases; it is "
                               f"now {phase}.")
            purpose = "capture" if pending == "capture" else "cage"
            if points(card, purpose, None) <= 0 and purpose == "capture":
                return Refusal(R["capture-points"], f"{s.member_name(inst)} has no capture points.")
            return "Select what they pay for first, then select them."
        if inst in s.colls[seat]:
            return Refusal(R["scoring"], f"{card.name} stays face down until the end, when it scores if completed.")
        for k, (c, items, caught) in enumerate(s.cages[seat]):
            if inst == c:
                if pending == "capture" and cage_room(s, (c, items, caught)) <= 0:
                    return Refusal(R["cage-fits"], f"Cage {k + 1} is full.")
                if pending in ("build", "capture"):
                    return "Select the item or creature first, then this cage."
                return Refusal(R["built-stays"], f"Cage {k + 1} stays in your Cargo Bay; it is chosen when an item "
                               "is built onto it or a creature captured into it.")
            if inst in items or inst in caught:
                return Refusal(R["built-stays"], f"{card.name} stays where it is once built or captured.")
        if pending == DRAW:
            pass
        return Refusal(R["turn"], f"{card.name} cannot be chosen now ({phase}).")

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
        for p in range(s.t.players):
            left = F.points_left(s, p)
            members = s.members(p)
            players.append({
                "points_left": left,
                "given": {str(i): given.get(s.member_name(i), []) for i in members if i in s.busy and p == s.active},
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
        if s.trigger is None or s.final is None:
            return None
        how, who = s.trigger
        if how == "call":
            cause = f"{s.name(who)} called the last round with {s.occupied(who)} occupied cages"
        else:
            cause = f"{s.name(who)} drew the last Utility card"
        still = [s.name(p) for p in (s.final or ())]
        now = None if s.over else s.name(s.active)
        return {"cause": cause, "now": now, "still": still, "rule": R["call" if how == "call" else "last-card"].to_json()}

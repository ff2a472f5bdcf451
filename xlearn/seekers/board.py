"""The X: Seekers of Fortune board: each seeker's zones, the Heroic Feats row, the Thwart chain, the piles.

The Python side says where each offered choice is drawn (a card on the table, the Heroic Feats row, a plain
button), maps a selection of an Adventure and Leads onto the engine's Complete choice, turns a click on a
Heroic Feat into the engine's two menu steps (and undoes them as one), and explains what cannot be chosen.
"""
from __future__ import annotations

from ..engine.actions import Action, Refusal
from ..engine.events import Calculation
from ..seekers import actionx
from ..seekers.adventures import emblem_needs, plan_payment
from ..seekers.rulebook import RULEBOOK
from ..seekers.state import PHASES
from ..seekers.table_facts import doing, feat_row, table_facts, take_order
from ..ui import assets
from ..ui.board import BoardWidget
from ..ui.selection import Pick

MENU = "Perform a Heroic Feat"      # the engine's menu step into the Heroic Feats
BACK = "Back to the other actions"  # and back out of them
COMPLETE = "complete"               # the selection group: an Adventure and the Leads that pay it
# Choices drawn on the thing they act on (a card in hand or in play, a rival's card, the Feats row).
ON_TABLE = {"feat", "card", "use", "sabotage", "poach", "scrap-cost", "draft", "heroic", "heroic-pick", "stave"}


class SeekersBoard(BoardWidget):
    """A Seekers match seen from one seat: `SeekersBoard(match, seat=0, opponents="random")`."""

    _esm = assets.esm("seekers/board.js")
    _css = assets.css("shared/board.css", "seekers/seekers.css")
    phases = PHASES[2:7]  # the turn: Resting, Reveal an Adventure, Draw Leads, Take Action, End Turn

    # ----- where each choice is drawn ---------------------------------------------------------------
    def place_of(self, action: Action, view: dict | None = None) -> str:
        """A Complete choice is made by selecting; card and Feat-row choices on the table; the rest buttons."""
        if action.kind == "complete":
            return "select"
        if action.kind == "barter" and action.args and action.args[0] == "ax":
            return "table"
        return "table" if action.kind in ON_TABLE else "button"

    def choice_json(self, i: int, action: Action, view: dict) -> dict:
        """An offered choice with where it goes: the card it acts on (`on`) and its words in that card's menu."""
        d = super().choice_json(i, action, view)
        d["place"] = self.place_of(action, view)
        on, short = self._where(action)
        if on is not None:
            d["on"] = on
        target = self._target(action)
        if target is not None:
            d["target"] = target
        if short:
            d["short"] = short
        if action.kind == "heroic-pick":
            d["feat"] = action.args[0]
        if action.kind == "back":
            d["label"] = "Cancel: choose another action"
        return d

    @staticmethod
    def _target(a: Action) -> int | None:
        """The rival's card an ActionX choice aims at (its Adventure, Site or Relic), if any."""
        if a.kind not in ("feat", "use"):
            return None
        target = a.args[1] if a.kind == "feat" else a.args[3]
        return target[-1] if isinstance(target, tuple) and len(target) >= 2 else None

    def _where(self, a: Action) -> tuple[int | None, str]:
        """The card a table choice acts on, and the few words that tell its menu entries apart."""
        s = self.match.state
        k, args = a.kind, a.args
        if k == "feat":
            rest = a.label.removeprefix(f"Play {s.card(args[0]).name}").strip(" ,:")
            return args[0], rest[:1].upper() + rest[1:] if rest else "Play it"
        if k == "card":
            rest = a.label.removeprefix(f"Play {s.card(args[0]).name}").strip(" ,")
            return args[0], rest[:1].upper() + rest[1:] if rest else "Play it"
        if k == "use":
            rest = a.label.removeprefix(f"Use {s.card(args[0]).name}").strip(" ,")
            return args[0], rest
        if k == "barter" and args[0] == "ax":
            return args[1], "Discard it to Barter"
        if k == "sabotage":
            return args[1], "Sabotage it"
        if k == "poach":
            return args[2], f"Swap it for your {s.card(args[0]).name}"
        if k == "scrap-cost":
            return args[0], "Scrap it for " + a.label.rsplit(" for ", 1)[-1]
        if k in ("draft", "stave"):
            return args[0], "Draft it" if k == "draft" else "Thwart with it"
        if k in ("complete", "scrap", "final-pick", "negotiate", "barter-pick"):
            return args[0], ""
        return None, ""

    # ----- completing an Adventure by selection -------------------------------------------------------
    def selection_of(self, action: Action) -> Pick | None:
        """Complete: the Adventure, then the very Leads the engine would spend for its payment."""
        if action.kind != "complete":
            return None
        adv, pay = action.args
        return Pick(COMPLETE, (adv,) + self._lead_ids(pay))

    def _lead_ids(self, types) -> tuple:
        """The Lead ids that pay these types, in the order the engine takes them from the hand."""
        order = {t: list(ids) for t, ids in take_order(self.match.state, self._seat()).items()}
        return tuple(order[t].pop(0) for t in types)

    def _seat(self) -> int:
        """The seat the board acts for now: the seat to choose, else the board's own seat."""
        m = self.match
        return m.to_act if m.to_act is not None else self.seat

    def group_info(self, group: str, view: dict | None = None) -> dict:
        """The Complete group's prompt, confirm label and rule (select an Adventure, then its Leads)."""
        return {"prompt": "Select an Adventure, then the Leads that pay its emblems",
                "confirm": "Complete this Adventure", "rule": RULEBOOK["pay-all"].to_json()}

    def canonical(self, group: str, cards) -> list:
        """Leads of one type are alike: a selection names, for each type, the Leads the engine spends first."""
        if group != COMPLETE or not isinstance(cards, list):
            return cards
        s = self.match.state
        order = take_order(s, self._seat())
        used: dict[str, int] = {}
        out = []
        for c in cards:
            if isinstance(c, int) and not isinstance(c, bool) and c in s.hand[self._seat()]:
                t = s.lead_type(c)
                k = used.get(t, 0)
                used[t] = k + 1
                out.append(order[t][k] if k < len(order[t]) else c)  # a Lead selected twice stays as sent
            else:
                out.append(c)
        return out

    def _split(self, cards) -> tuple[list[int], list[int], list]:
        """Selected cards sorted into the seat's Adventures, its Leads and anything else."""
        s = self.match.state
        seat = self._seat()
        advs = [c for c in cards if c in s.advs[seat]]
        leads = [c for c in cards if c in s.hand[seat]]
        other = [c for c in cards if c not in advs and c not in leads]
        return advs, leads, other

    def why_selection(self, group: str, cards) -> Refusal | None:
        """Why these cards cannot become (or grow into) a payment for one Adventure, naming the rule."""
        s = self.match.state
        seat = self._seat()
        advs, leads, other = self._split(cards)
        if other:
            return Refusal(RULEBOOK["pay-all"], "Only your own active Adventures and the Leads in your hand "
                           "take part in completing an Adventure.")
        if len(advs) > 1:
            return Refusal(RULEBOOK["pay-all"], "One Adventure at a time: each is paid on its own, all at once.")
        types = [s.lead_type(i) for i in leads]
        if not advs:
            if not any(self._fits(a, types) for a in s.advs[seat]):
                return Refusal(RULEBOOK["pay-all"], f"No active Adventure of yours is paid with "
                               f"{_words(types)}.")
            return None
        adv = advs[0]
        c = s.card(adv)
        plan = plan_payment(s, seat, adv)
        if plan is None:
            return self.match.why_not(f"Complete {c.name}")
        if self._fits(adv, types):
            return None
        if len(types) > len(c.cost):
            return Refusal(RULEBOOK["pay-all"], f"{c.name} shows {len(c.cost)} emblems "
                           f"({', '.join(c.cost)}), so it takes exactly {len(c.cost)} Leads, not {len(types)}.")
        need = dict(emblem_needs(c.cost))
        for t in set(types) - {"Wild"} - set(plan):
            return Refusal(RULEBOOK["pay-all"], f"{c.name} shows no {t} emblem, and its other emblems are covered "
                           f"without it: a {t} Lead does not pay it.")
        if "Wild" in types:
            return Refusal(RULEBOOK["wild"], f"A wild Lead fills only an emblem that no matching Lead of yours "
                           f"covers (ruling S-2); for {c.name} ({', '.join(c.cost)}) you pay with "
                           f"{_words(plan)} and keep the rest.")
        extra = [t for t in set(types) if types.count(t) > need.get(t, 0)]
        return Refusal(RULEBOOK["pay-all"], f"{c.name} needs {', '.join(c.cost)}: more {', '.join(extra)} Leads "
                       "are selected than it has emblems of that type.")

    def _fits(self, adv: int, types: list[str]) -> bool:
        """Whether these Lead types are part of the engine's payment for the Adventure (so more may follow)."""
        plan = plan_payment(self.match.state, self._seat(), adv)
        if plan is None:
            return False
        left = list(plan)
        for t in types:
            if t not in left:
                return False
            left.remove(t)
        return True

    def preview_of(self, action: Action) -> Calculation | None:
        """The payment as a worked sum: each emblem and the Lead that pays it (a wild Lead standing in)."""
        if action.kind != "complete":
            return None
        s = self.match.state
        adv, pay = action.args
        c = s.card(adv)
        left = list(pay)
        terms, gaps = [], []
        for t in c.cost:
            if t in left:
                left.remove(t)
                terms.append((f"{t} emblem: a {t} Lead", 1))
            else:
                gaps.append(t)
        for t, w in zip(gaps, left):
            terms.append((f"{t} emblem: a {w} Lead standing in for {t}", 1))
        return Calculation.of(f"Paying {c.name}: emblems covered", terms)

    # ----- facts the table draws ----------------------------------------------------------------------
    def table_facts(self, view: dict) -> dict:
        """Emblems covered, the Heroic Feats row, the chain, windows and banners (of the match as drawn)."""
        return table_facts(self.as_of, self.viewer())

    # ----- the Heroic Feats row: one click for the engine's two menu steps ---------------------------
    def perform(self, feat: str, version) -> bool:
        """Start a Heroic Feat from its row: the engine's menu step and the Feat's pick, played as one choice;
        a Feat not allowed now is explained instead."""
        if version != self.version:
            self.say("refused", "That Heroic Feat was clicked on an older board; nothing was played.", None)
            return False
        offered = {a.label: a for a in self._offered}
        if feat == "Rest" and "Rest" in offered:
            self._play(offered["Rest"])
            return True
        if feat == "Thwart":
            way = next((a for a in self._offered if a.kind in ("thwart", "thwart-pick")), None)
            if way is not None:
                self._play(way)
                return True
        elif MENU in offered:
            trial = self.match.copy()
            trial.play(MENU)
            if trial.why_not(feat) is None:
                self._play(offered[MENU])
                self._play(feat)
                return True
        elif feat in offered:
            self._play(offered[feat])
            return True
        self._why({"feat": feat})
        return False

    def _steps_back(self) -> int:
        """How many choices one Undo takes back (a Heroic Feat row click was two choices)."""
        k = super()._steps_back()
        labels = self.match.choices
        if len(labels) > k and labels[-k - 1] == MENU:   # the row's click was two engine steps
            k += 1
        return k

    def redo(self) -> bool:
        """Redo a choice, and the second half of a Heroic Feat row click with it."""
        done = super().redo()
        while done and self._redo_stack and self.match.choices and self.match.choices[-1] == MENU:
            label, who = self._redo_stack.pop()
            self.match.play(label)
            self._who.append(who)
            self.refresh()
        return done

    # ----- why not ------------------------------------------------------------------------------------
    def explain(self, msg: dict):
        """Why a Heroic Feat, a card or a greyed choice cannot be chosen now, with its rule."""
        if isinstance(msg.get("feat"), str):
            row = {f["name"]: f for f in feat_row(self.match.state, self.viewer())}
            f = row.get(msg["feat"])
            if f is None:
                return "There is no Heroic Feat of that name."
            if f["allowed"]:
                return None
            return Refusal(_rule(f["rule"]), f["reason"])
        card = msg.get("card")
        if isinstance(card, int) and not isinstance(card, bool):
            return self._why_card(card)
        return super().explain(msg)

    def _why_card(self, inst: int) -> Refusal | str:
        """Why a clicked card takes no part in the choice now, naming the rule."""
        m = self.match
        s = m.state
        if not 0 <= inst < len(s.table.defs):
            return "That is not a card of this game."
        late = self.not_your_turn()
        if late is not None:
            return late
        seat = self._seat()
        c = s.card(inst)
        kind = s.pending.kind if s.pending else None
        if inst in s.actionx_hand[seat] or inst in s.zone[seat]:
            use = inst in s.zone[seat]
            if kind in ("actions", "twist"):
                if use:
                    abil = next((a.name for a in actionx.active_ability(s, inst)), "")
                    a = Action("use", f"Use {c.name} {abil}", (inst, abil, None, None))
                else:
                    a = Action("feat" if c.ax_type == "Feat" else "card", f"Play {c.name}",
                               (inst, None) if c.ax_type == "Feat" else (inst, None, None))
                return actionx.refusal(s, seat, a, rival_turn=kind == "twist")
            return Refusal(RULEBOOK["take-action"], f"ActionX cards are played and used in the action step (or as "
                           f"a Twist in a rival's turn); now you are to {doing(s)}.")
        if inst in s.hand[seat]:
            t = s.lead_type(inst)
            if any(a.kind == "complete" for a in self._offered):
                if t == "Wild":
                    return Refusal(RULEBOOK["wild"], "A wild Lead fills only an emblem no matching Lead of yours "
                                   "covers (ruling S-2); none of your payable Adventures has such a gap.")
                return Refusal(RULEBOOK["pay-all"], f"None of the Adventures you can pay now takes this {t} Lead.")
            return Refusal(RULEBOOK["pay-all"], f"Leads are spent by completing an Adventure or paying a cost; now "
                           f"you are to {doing(s)}.")
        if inst in s.advs[seat]:
            if kind == "actions":
                return m.why_not(f"Complete {c.name}") or "That Adventure can be completed now."
            return Refusal(RULEBOOK["complete"], f"Adventures are completed in your action step; now you are to "
                           f"{doing(s)}.")
        owner = next((p for p in range(s.table.players) if inst in s.advs[p] or inst in s.zone[p]), None)
        if owner is not None:
            return Refusal(RULEBOOK["sabotage"], f"{c.name} belongs to {s.name(owner)}; a rival's card is only "
                           "touched by an effect aimed at it (Sabotage, Poach, or an ActionX card's target).")
        return Refusal(RULEBOOK["turn"], f"{c.name} takes no part in the choice now: you are to {doing(s)}.")

    # ----- messages -----------------------------------------------------------------------------------
    def on_message(self, m) -> None:
        """A checked message from the board: a Heroic Feat row click, or a selection made canonical first."""
        if m.type == "heroic":
            self.sync()
            self.perform(m.feat, m.version)
            return
        if m.type in ("select", "confirm"):
            m = m.model_copy(update={"cards": self.canonical(m.group, list(m.cards))})
        super().on_message(m)


def _words(types) -> str:
    """Lead types as words: 'Myth, Ruin and a Wild Lead' style, for refusals."""
    types = list(types)
    if not types:
        return "no Leads"
    names = [f"{t}" for t in types]
    return (", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]) + \
        (" Leads" if len(names) > 1 else " Lead")


def _rule(rule_json: dict):
    """The RuleRef a row entry cites (by its id)."""
    return RULEBOOK[rule_json["rule_id"]]


BOARD = SeekersBoard   # the board xlearn.ui.Board opens for a seekers match

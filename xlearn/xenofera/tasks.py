"""Xenofera lesson tasks: what can be captured or built, who wins a battle, what a choice leads to, scores.

Every answer is worked out by the engine, usually by playing a choice on a copy of the match (the lesson's
match is never changed). Each task works without widgets: `task.check(answer)` returns Feedback.
"""
from __future__ import annotations

import re

from ..engine.actions import Action
from ..tasks import Feedback, ScoreTask, Task, WordTask
from .tasks_probe import first_calc, loose, pass_until, probe, ready_members, rulebook_of, split_names


class NamesTask(Task):
    """Name every card (or cage number) that fits the question; feedback explains each one got wrong."""

    answer_hint = "names separated by commas"

    def __init__(self, question: str, expected: set[str], reasons: dict[str, str], rule, why: str = ""):
        self.question, self.expected, self.reasons, self.rule, self.why = question, set(expected), reasons, rule, why

    def parse(self, text: str):
        return split_names(text)

    def name(self, x: str) -> str:
        """How an answer is named in feedback."""
        return x

    def _canon(self, name) -> str:
        for known in list(self.expected) + list(self.reasons):
            if loose(known) == loose(name):
                return known
        return str(name).strip()

    def check(self, answer) -> Feedback:
        if isinstance(answer, (str, int)):
            answer = split_names(str(answer))
        given = {self._canon(a) for a in answer}
        extra, missing = sorted(given - self.expected), sorted(self.expected - given)
        right = ", ".join(self.name(x) for x in sorted(self.expected)) or "none"
        if not extra and not missing:
            return Feedback(True, f"Exactly: {right}. {self.why}".strip(), self.rule)
        lines = [f"{self.name(x)} is not one: {self.reasons.get(x, 'the engine offers no such choice now.')}"
                 for x in extra]
        if missing:
            lines.append(f"You missed {', '.join(self.name(x) for x in missing)}: "
                         + " ".join(self.reasons.get(x, "") for x in missing))
        return Feedback(False, " ".join(line.strip() for line in lines), self.rule)


class CapturableTask(NamesTask):
    """Which creatures in the Line of Sight can the player to act capture now? (from the legal choices)"""

    answer_hint = "creature names separated by commas"

    def __init__(self, match):
        seat = match.to_act
        view = match.view(seat)
        labels = [a.label for a in match.legal() if a.kind == "capture"]
        expected = {c["name"] for c in view["line_of_sight"] if any(lb.startswith(f"Capture {c['name']} into")
                                                                    for lb in labels)}
        ready = ready_members(view, seat)
        reasons = {}
        for c in view["line_of_sight"]:
            name = c["name"]
            head = f"{name} ({c['size']}, capture cost {c['capture_cost']})"
            if name in expected:
                how = next(lb for lb in labels if lb.startswith(f"Capture {name} into"))
                reasons[name] = f"{head} can be caught, e.g. {how[len('Capture '):]}."
                continue
            refusals = []
            for cage in view["players"][seat]["cages"]:
                args = (c["id"], cage["cage"]["id"]) + tuple(m["id"] for m in ready)
                refusal = match.why_not(Action("capture", "(what if)", args))
                if refusal is not None:
                    refusals.append(refusal.reason)
            short = [r for r in refusals if "short of the cost" in r]
            why = short[0] if short else (" ".join(dict.fromkeys(refusals)) if refusals else
                                          "there is no cage to put it in.")
            if not ready:
                why = "every member has been utilised this turn."
            reasons[name] = f"{head}: {why}"
        super().__init__(f"Which creatures in the Line of Sight can {view['players'][seat]['name']} capture now? "
                         "Name them all.", expected, reasons, rulebook_of(match)["capture-once"],
                         "Each needs a cage with room that holds its size and ready members with enough capture "
                         "points.")


class CagesForItemTask(NamesTask):
    """On which of their cages may the player to act build this item now? Answer with cage numbers."""

    answer_hint = "cage numbers such as 1, 3"

    def __init__(self, match, item: str):
        seat = match.to_act
        view = match.view(seat)
        me = view["players"][seat]
        card = next(c for c in me["hand"] if c["name"] == item)
        labels = [a.label for a in match.legal() if a.kind == "build"]
        expected, reasons = set(), {}
        ready = ready_members(view, seat)
        for cage in me["cages"]:
            k = str(cage["number"])
            where = f"Cage {k} ({cage['cage']['name']}"
            where += f", carrying {', '.join(i['name'] + ' (' + i['item_type'] + ')' for i in cage['items'])})" \
                if cage["items"] else ")"
            if any(lb.startswith(f"Build {item} on Cage {k} with") for lb in labels):
                expected.add(k)
                reasons[k] = f"{where} has no {card['item_type']} item yet."
                continue
            args = (card["id"], cage["cage"]["id"]) + tuple(m["id"] for m in ready)
            refusal = match.why_not(Action("build", "(what if)", args))
            reasons[k] = refusal.reason if refusal else f"{where} is not offered now."
        super().__init__(f"On which of your cages may {item} (a {card['item_type']} item, build cost "
                         f"{card['build_cost']}) be built now? Give the cage numbers.", expected, reasons,
                         rulebook_of(match)["item-type"], "A cage carries at most one item of each type.")

    def name(self, x: str) -> str:
        return f"Cage {x}"

    def parse(self, text: str):
        return re.findall(r"\d+", str(text))

    def check(self, answer) -> Feedback:
        if isinstance(answer, int):
            answer = [answer]
        return super().check([str(a) for a in (re.findall(r"\d+", answer) if isinstance(answer, str) else answer)])


class SideTask(WordTask):
    """Who wins a battle, answered as a side: the Attacker or the Defender (or that player's name)."""

    answer_hint = "Attacker or Defender"
    names: dict[int, str] = {}
    attacker = defender = 0

    def side(self, answer, defender_words: tuple[str, ...] = ()) -> str | None:
        """The side an answer names ("Attacker" or "Defender"), or None when it names neither."""
        a = loose(answer)
        if a in ("attacker", "the attacker", loose(self.names[self.attacker])):
            return "Attacker"
        if a in ("defender", "the defender", *defender_words, loose(self.names[self.defender])):
            return "Defender"
        return None


class BattleTask(SideTask):
    """At the Defender's exclusion: who wins the battle if the Defender excludes this card?"""

    def __init__(self, match, exclude: str):
        view = match.view(None)
        b = view["battle"]
        if b is None or b["stage"] != "exclude":
            raise ValueError("BattleTask needs a battle waiting for the Defender's exclusion")
        self.match, self.exclude = match, exclude
        self.names = {b["attacker"]: view["players"][b["attacker"]]["name"],
                      b["defender"]: view["players"][b["defender"]]["name"]}
        self.attacker, self.defender = b["attacker"], b["defender"]
        _, events = probe(match, exclude)
        won = next(e for e in events if e.kind == "battle-winner")
        self.winner = won.data["winner"]
        self.sums = won.calcs
        self.rule = won.rule
        self.expected = "Attacker" if self.winner == self.attacker else "Defender"
        what = exclude.replace("Exclude the attacker's ", "").replace(" card", "")
        self.question = (f"{self.names[self.defender]} (the Defender) excludes the Attacker's {what} card. Who "
                         "wins the battle: the Attacker or the Defender?")

    def check(self, answer) -> Feedback:
        sums = "; ".join(str(c) for c in self.sums)
        a, d = (c.total for c in self.sums)
        tie = " The totals are equal, and a tie goes to the Attacker." if a == d else ""
        why = f"{sums}.{tie}"
        role = self.side(answer)
        if role == self.expected:
            return Feedback(True, f"The {self.expected} ({self.names[self.winner]}) wins. {why}", self.rule)
        if role is None:
            return Feedback(False, f"Answer Attacker or Defender (you said {answer!r}). Compare the totals: {why}",
                            self.rule)
        return Feedback(False, f"You said the {role}, but the {self.expected} wins. Compare the totals: {why}",
                        self.rule)


class PhaseTask(WordTask):
    """Which phase comes next after this choice? (played on a copy; phases that offer nothing pass by)"""

    answer_hint = "a phase, such as Build or D"

    def __init__(self, match, action: str, question: str | None = None):
        copy, events = probe(match, action)
        self.expected = copy.phase
        self.skipped = [e.text for e in events if e.kind == "phase" and "on to the" in e.text]
        self.rule = rulebook_of(match)["turn"]
        self.question = question or f"After {action!r}, in which phase is the turn?"

    def _matches(self, answer) -> bool:
        a = loose(answer).rstrip(".")
        full = loose(self.expected)
        letter, _, rest = full.partition(". ")
        word = (rest or full).split()[0]
        return a in (full, letter, word, rest, f"{letter}.", f"{word} phase")

    def check(self, answer) -> Feedback:
        passed = (" On the way: " + " ".join(self.skipped)) if self.skipped else ""
        order = "A. Action, B. Build, C. Capture, D. Draw, then Renew."
        if self._matches(answer):
            return Feedback(True, f"The turn is now in the {self.expected}.{passed}", self.rule)
        return Feedback(False, f"You said {answer!r}; the turn is now in the {self.expected}. The order is "
                        f"always {order}{passed}", self.rule)


class TurnsLeftTask(Task):
    """After this choice, how many more turns (after the current one) are played before the game ends?"""

    def __init__(self, match, action: str, question: str | None = None):
        copy, events = probe(match, action)
        events += pass_until(copy, lambda m: False)
        self.turns = [e for e in events if e.kind == "turn" and e.data.get("turn")]
        self.expected = len(self.turns)
        trigger = next((e for e in events if e.kind in ("call", "last-round")), None)
        self.rule = trigger.rule if trigger else rulebook_of(match)["last-card"]
        self.order = ", then ".join(match.view(None)["players"][e.seat]["name"] for e in self.turns) or "nobody"
        self.question = question or (f"After {action!r}, how many more turns are played before the game ends "
                                     "(not counting the turn now being played)?")

    def check(self, answer) -> Feedback:
        who = f"The turns still to come: {self.order}."
        if int(answer) == self.expected:
            return Feedback(True, who, self.rule)
        turns = "1 more turn is" if self.expected == 1 else f"{self.expected} more turns are"
        return Feedback(False, f"You said {answer}, but {turns} played. {who}", self.rule)


class PointsTask(ScoreTask):
    """What does this seat score at the end of a finished Xenofera game? (Scoring and Winning)"""

    points = "points"
    terms = ("add every term (creatures, habitat bonuses, completed Collections) and take off the crew "
             "costs")

    def __init__(self, match, seat: int):
        super().__init__(match, seat, rulebook_of(match)["scoring"] if match.result is not None else None)


class CalcTask(Task):
    """A number the engine works out when a choice is played (build points, cards to draw...), on a copy."""

    def __init__(self, match, action: str, kind: str, question: str):
        _, events = probe(match, action)
        found = first_calc(events, kind)
        if found is None:
            raise ValueError(f"playing {action!r} gives no {kind!r} event with a sum")
        self.calc, event = found
        self.rule, self.text = event.rule, event.text
        self.question, self.expected = question, self.calc.total

    def check(self, answer) -> Feedback:
        if int(answer) == self.expected:
            return Feedback(True, f"{self.calc}. {self.text}", self.rule)
        return Feedback(False, f"You said {answer}; the engine adds it up: {self.calc}", self.rule)


class TieTask(SideTask):
    """As the Defender, before leaving a card out: if the fighting totals end equal, who wins? (Resolution)"""

    def __init__(self, match, seat: int):
        view = match.view(seat)
        b = view["battle"]
        if b is None or b["defender"] != seat:
            raise ValueError("TieTask needs a battle in which this seat defends")
        self.match, self.seat, self.defender = match, seat, seat
        self.total = sum(c["value"] for c in view["players"][seat]["face_down"])
        self.names = {b["attacker"]: view["players"][b["attacker"]]["name"], seat: view["players"][seat]["name"]}
        self.attacker = b["attacker"]
        self.rule = match.rules.rulebook["battle-total"]
        self.expected = "Attacker"
        self.question = (f"Your two Battle cards add up to {self.total}. If the two cards of "
                         f"{self.names[self.attacker]}'s that fight also add up to {self.total}, who wins the "
                         "battle: you (the Defender) or the Attacker?")

    def hint(self, level: int) -> str:
        """Level 1 names the rule to read; level 2 says which side it favours, in other words."""
        if level == 1:
            return "Equal totals are settled by a rule of their own: read “Resolution” again (what happens on a tie)."
        return "The tie rule favours the player who started the battle by playing the Action."

    def check(self, answer) -> Feedback:
        role = self.side(answer, ("you", "me"))
        if role is None:
            raise ValueError("answer Attacker or Defender")
        if role == self.expected:
            return Feedback(True, f"A tie goes to the Attacker: {self.total} against {self.total} is a win for "
                            f"{self.names[self.attacker]}. As the Defender you need a strictly higher total.",
                            self.rule)
        return Feedback(False, "That is not how a tie is settled.", self.rule)


class SeatTask(WordTask):
    """Which player it is (who starts, who wins...), answered from one seat: you, your rival, or a name."""

    answer_hint = "you, your rival, or a player's name"

    def __init__(self, match, seat: int, question: str, expected_seat: int, why: str, rule):
        self.match, self.seat, self.question, self.why, self.rule = match, seat, question, why, rule
        self.names = {p["seat"]: p["name"] for p in match.view(None)["players"]}
        self.answer_seat = expected_seat
        self.expected = self.names[expected_seat]

    def _seat(self, answer) -> int | None:
        a = loose(answer)
        if a in ("you", "me", "i"):
            return self.seat
        if a in ("rival", "your rival", "my rival", "the rival") and len(self.names) == 2:
            return next(s for s in self.names if s != self.seat)
        return next((s for s, n in self.names.items() if loose(n) == a), None)

    def check(self, answer) -> Feedback:
        who = self._seat(answer)
        if who is None:
            return Feedback(False, f"Answer with {self.answer_hint}.", self.rule)
        if who == self.answer_seat:
            return Feedback(True, self.why, self.rule)
        return Feedback(False, "That is not the player.", self.rule)


class WinnerTask(SeatTask):
    """Who wins this finished game, as seen from one seat."""

    def __init__(self, match, seat: int, question: str = "Who wins the game?"):
        if match.result is None:
            raise ValueError("WinnerTask needs a finished match")
        super().__init__(match, seat, question, match.result.winners[0], match.result.reason, match.result.rule)

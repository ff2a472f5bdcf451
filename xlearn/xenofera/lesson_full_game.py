"""The tenth Xenofera lesson: a full game against the bots, the learner's first turn guided phase by phase."""
from __future__ import annotations

from dataclasses import dataclass

from ..tasks import AnswerTask
from ..lessons.guide import CHOOSE, EXPLAIN, Guide, Step, ask, choose, explain, recap, wait
from .lesson_moments import in_phase, kind_is, learner_to_choose, set_up_done


def huntsman_task(guide: Guide) -> AnswerTask:
    """The capture points of the Huntsman the learner kept (their own game's leader)."""
    h = guide.match.view(guide.seat)["players"][guide.seat]["huntsman"]
    task = AnswerTask(f"Your Huntsman is {h['name']}. How many capture points does your Huntsman bring to a "
                      "catch?", h["capture"], f"{h['name']} brings {h['capture']} capture points (and {h['build']} "
                      "build points), every turn, at no cost to your score.", guide.match.rules.rulebook["card-types"])
    task.hints = ["Find your Huntsman on your side of the table and read the numbers on the card.",
                  "A Huntsman's card shows two numbers: build points and capture points; the question asks for "
                  "the second."]
    return task


@dataclass
class PhaseStep(Step):
    """A step of the learner's first turn that belongs to one phase: skipped if that phase never comes (a phase
    with nothing to do passes by itself); a choose step lasts the whole phase, whatever the learner plays in it."""

    phase: str = ""


def in_my_phase(guide: Guide, prefix: str) -> bool:
    """Whether it is the learner's own turn, in the phase whose name starts with prefix."""
    m = guide.match
    return not m.over and m.to_act == guide.seat and m.phase.startswith(prefix)


def phase_steps(prefix: str, text: str, todo: str, rule: str) -> list[Step]:
    """Explain one phase of the learner's first turn, then let the learner play the whole phase on the board."""
    return [PhaseStep(EXPLAIN, text=text, rule=rule, todo="Read this, then press Next.", phase=prefix),
            PhaseStep(CHOOSE, todo=todo, rule=rule, goal=lambda action, match: True, phase=prefix,
                      why="any choice of yours is fine here.",
                      until=lambda guide: not in_my_phase(guide, prefix))]


class FirstTurnGuide(Guide):
    """A guide whose phase steps follow the learner's first turn phase by phase (one per phase it reaches)."""

    def _enter(self) -> None:
        """Skip the steps of a phase the turn is not in (it passed by itself, or the turn is over)."""
        while (self.current < len(self.steps) and isinstance(self.step, PhaseStep)
               and not in_my_phase(self, self.step.phase)):
            self.current += 1
        super()._enter()

    def after(self, action, events) -> None:
        """In a phase step, the learner's choices count towards the step, which ends with the phase."""
        step = self.step
        if (self.current < len(self.steps) and isinstance(step, PhaseStep) and step.kind == CHOOSE
                and self._actor(len(self.match.choices) - 1) == self.seat):
            self.marks.setdefault(self.current, len(self.match.choices) - 1)
            if step.until(self):
                self._advance()
            else:
                self.publish()
            return
        super().after(action, events)


def full_game(seat: int = 0) -> Guide:
    """Xenofera 10: the learner sets up and plays a first turn phase by phase against a bot, then plays freely."""
    return FirstTurnGuide("xenofera/10-full-game-against-bots.ipynb", [
        explain("A whole game against a bot: you make every choice of yours on the board, from set-up to the "
                "final count; in the lesson the bot moves when you press Step or Play turn, and on its own once the lesson is done.", rule="objective"),
        choose("Set-up step 1: take a colour of Battle cards.", goal=kind_is("battle-set"), rule="battle-set",
               why="set-up starts with each player's colour."),
        wait("The bot takes a colour: press Step in the bot bar.", until=in_phase("2."), rule="battle-set"),
        choose("Set-up step 2: keep one of your two Huntsmen as your leader.", goal=kind_is("keep-huntsman"),
               rule="huntsman-keep", why="set-up step 2 keeps one Huntsman."),
        wait("The bot keeps a Huntsman: press Step in the bot bar.", until=in_phase("4."), rule="huntsman-keep"),
        choose("Set-up step 4: keep one of your two Collections as your secret goal.",
               goal=kind_is("keep-collection"), rule="collection-keep", why="set-up step 4 keeps one Collection."),
        wait("The bot keeps a Collection: press Step in the bot bar. Then the hands are dealt and the deal "
             "plays over the table (Skip shows it at once).", until=set_up_done, rule="deal-hand"),
        ask(huntsman_task, rule="card-types", text="Set-up is over. Before your first turn, meet your leader."),
        wait("The bot starts: let it play its first turn (press Play turn in the bot bar).",
             until=learner_to_choose, rule="first-player"),
        *phase_steps("A.", "Your first turn begins with A. Action: play up to two Action cards, to hire crew or "
                     "to act on the table, or none.", "Play the Action Phase: hire crew, play an Action card, or "
                     "press End the Action Phase.", "action-phase"),
        *phase_steps("B.", "B. Build: build cages and items from your hand, paid with the build points of your "
                     "Huntsman and crew, each once a turn.", "Build what you like (select the card, the cage for "
                     "an item, then the crew, and press Build it), or press End the Build Phase.", "build-phase"),
        *phase_steps("C.", "C. Capture: catch creatures from the Line of Sight with capture points, into a cage "
                     "that fits them. Anyone who built this turn cannot capture.", "Catch what you like (select "
                     "the creature, the cage, then the crew, and press Capture it), or press End the Capture "
                     "Phase.", "capture-phase"),
        *phase_steps("D.", "D. Draw: discard any cards and refill your hand, or draw two Collections and keep "
                     "one. Then Renew readies everyone you used, and the bot's turn begins.", "Refill (select any "
                     "cards to throw away, then press Discard these and refill) or draw Collections.",
                     "draw-phase"),
        recap("Your first turn is over: play the game on to the end (the bot now moves on its own; Pause stops it). With "
              "two players, nine occupied cages let you call the last round; the board shows the final count "
              "when the game ends.", rule="scoring"),
    ], seat=seat)

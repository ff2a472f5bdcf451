"""The questions and checks the Xenofera lesson files name (xlearn/xenofera/lesson_vocab.py): what a learner is
asked, worked out from the position the learner reached, and when a wait step is over."""
from __future__ import annotations

from ..tasks import AnswerTask
from ..xenofera.tasks import CalcTask, PhaseTask, PointsTask, SeatTask, TurnsLeftTask, WinnerTask
from ..lessons.guide import Guide


def battle_started(guide: Guide) -> bool:
    """A wait's end: the rival's Action has started a battle."""
    return bool(guide.heard("battle"))


def attacker_laid(guide: Guide) -> bool:
    """A wait's end: the Attacker has laid their three cards."""
    return bool(guide.heard("battle-attack"))


def first_player_task(guide: Guide) -> SeatTask:
    """Who takes the first turn of the learner's game (picked at random in set-up step 6)."""
    m = guide.match
    first = next(e.seat for e in reversed(m.events) if e.kind == "first-player")
    name = m.view(None)["players"][first]["name"]
    task = SeatTask(m, guide.seat, "Set-up is over. Who takes the first turn: you or your rival?", first,
                    f"{name} was picked at random to start; turns then go clockwise.", m.rules.rulebook["first-player"])
    task.hints = ["Look at the line at the top of the board, or the newest events: whose turn is it?",
                  "Set-up step 6 picks a starting player at random; the event log names them."]
    return task


def phase_task(guide: Guide) -> PhaseTask:
    """Where the turn stops if the learner ends the Action Phase now (worked out on a copy)."""
    task = PhaseTask(guide.match, "End the Action Phase",
                     "If you end the Action Phase now, in which phase does your turn stop next?")
    task.hints = ["Build comes after Action. Look at your hand: can your Huntsman (3) and Recruit Tam (1) pay "
                  "for the Titan Pen (cost 6)?",
                  "A phase that offers you nothing to do is passed by itself; the next phase after Build is the "
                  "one where creatures are caught."]
    return task


TITAN_PEN = "Build Titan Pen with Huntsman + Engineer Fenna"


def build_points_task(guide: Guide) -> CalcTask:
    """The build points the Huntsman and Engineer Fenna bring to the Titan Pen (worked out on a copy)."""
    task = CalcTask(guide.match, TITAN_PEN, "build",
                    "How many build points do your Huntsman and Engineer Fenna bring to the Titan Pen together?")
    task.hints = ["Add the build points on your Huntsman's card and on Engineer Fenna's card.",
                  "Read Engineer Fenna's ability too: the Titan Pen is a cage."]
    return task


KEEP_EIGHT = "Keep every card and draw back up to 8 cards"


def refill_task(guide: Guide) -> CalcTask:
    """How many cards the learner's refill draws if they keep every card (worked out on a copy)."""
    task = CalcTask(guide.match, KEEP_EIGHT, "refill",
                    "If you keep every card, how many cards does the refill draw into your hand?")
    task.hints = ["Count the cards in your hand, and read your Huntsman's card: how many cards does Wren "
                  "Halloway's hand hold?",
                  "The refill draws the difference between your hand size and the cards you hold."]
    return task


def hand_after_task(guide: Guide) -> AnswerTask:
    """How many cards the learner holds after a refill that met an Immediate card (the position reached)."""
    held = guide.match.view(guide.seat)["players"][guide.seat]["hand_count"]
    task = AnswerTask("You drew Lucky Find on the way. How many cards do you hold now?", held,
                      f"You hold {held}: Lucky Find went to the discard pile at once, its two cards were drawn, and "
                      "the refill stopped at Wren Halloway's hand size.", guide.match.rules.rulebook["immediate"])
    task.hints = ["Count the cards in your hand on the table; Lucky Find is not one of them.",
                  "An Immediate card does not count as a card drawn (ruling N-4): the refill still stops at your hand size."]
    return task


CALL = "Call the last round"


def turns_left_task(guide: Guide) -> TurnsLeftTask:
    """How many more turns are played if the learner calls the last round now (played out on a copy)."""
    task = TurnsLeftTask(guide.match, CALL, "If you call the last round now, how many more turns are played "
                         "before the game ends, not counting this one?")
    task.hints = ["Read “End Game” again: after a call, who still has a turn, and does the caller?",
                  "Everyone except the caller has one more turn. Count the players other than you."]
    return task


KEEP_SEVEN = "Keep every card and draw back up to 7 cards"


def score_task(guide: Guide) -> PointsTask:
    """The learner's own final score (from the game as it ended on the board)."""
    task = PointsTask(guide.match, guide.seat)
    task.question = "The game is over. How many points do you score?"
    task.hints = ["Add the value of each creature in your cages and any Habitat bonus; add the bonus of each "
                  "Collection you completed; take off the cost of each crew member you hired.",
                  "Read your Huntsman Saffi Okoro's ability and check each Collection: is Tide Pool complete? "
                  "Does Recruit Tam cost anything?"]
    return task


def winner_task(guide: Guide) -> WinnerTask:
    """Who wins the learner's game (the tie rule, if the totals are equal)."""
    task = WinnerTask(guide.match, guide.seat, "Your rival scores the same. Who wins the game: you or your rival?")
    task.hints = ["Equal totals are settled by a rule of their own: read “Scoring and Winning” again.",
                  "On equal points, count the creatures each of you has caught."]
    return task


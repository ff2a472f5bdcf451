"""The guided scripts of the Xenofera lessons (each lesson notebook attaches one to its board)."""
from __future__ import annotations

from ..tasks import AnswerTask
from ..xenofera.tasks import (CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask, TieTask,
                              SeatTask, TurnsLeftTask, WinnerTask)
from ..lessons.guide import Guide, ask, choose, explain, recap, show, wait
from .lesson_full_game import full_game  # noqa: F401 - the tenth lesson, named here with the others
from .lesson_moments import in_phase, kind_is, learner_to_choose, set_up_done


def battle_started(guide: Guide) -> bool:
    """A wait's end: the rival's Action has started a battle."""
    return bool(guide.heard("battle"))


def attacker_laid(guide: Guide) -> bool:
    """A wait's end: the Attacker has laid their three cards."""
    return bool(guide.heard("battle-attack"))


def battles_and_the_decoy(seat: int = 1) -> Guide:
    """Xenofera 6: the learner defends a guarded cage: lays two Battle cards, faces the Decoy, leaves one out."""
    return Guide("xenofera/06-battles-and-the-decoy.ipynb", [
        explain("Your Mistwing sits in a Steel Enclosure guarded by a Shock Lock. An Action aimed at a cage "
                "with a guarding item starts a battle: whoever played the Action attacks, you defend.",
                rule="battle"),
        wait("Player 1 is about to act: press Step (or Play turn) in the bot bar.", until=battle_started,
             rule="battle"),
        choose("You defend: click two of your Battle cards (the two you trust most), then press Lay them face down.",
               goal=lambda action, match: action.label.startswith("Place"), rule="battle-defender",
               why="as the Defender you lay two Battle cards now."),
        show("Your two cards lie face down. Now the Attacker lays two Battle cards and the Decoy, which is "
             "worth nothing, in an order you cannot see.", kinds=("battle-defend",), rule="battle-attacker"),
        wait("Let Player 1 lay their cards: press Step (or Play turn) in the bot bar.", until=attacker_laid,
             rule="battle-attacker"),
        ask(lambda g: TieTask(g.match, g.seat), text="Before you leave a card out, think about equal totals.",
            rule="battle-total"),
        choose("Leave out one of the Attacker's three face-down cards (click it). If it is the Decoy, two real "
               "cards fight you; if not, the Decoy fights for 0 and one real card is left unused.",
               goal=lambda action, match: action.label.startswith("Exclude"), rule="battle-exclude",
               why="as the Defender you now leave out one of the Attacker's three cards."),
        show("The cards left are turned up and added. Here is how your battle went, with each side's total.",
             kinds=("battle-exclude", "battle-reveal", "battle-winner", "battle-used", "battle-reset", "release"),
             rule="battle-total"),
        recap("A battle: the Defender lays two cards, the Attacker two and the Decoy; the Defender leaves one of "
              "the three out; the rest are turned up and the higher total wins, a tie going to the Attacker. "
              "Cards that fought are spent; the Decoy never is.", rule="battle-used"),
    ], seat=seat)


def capturing(seat: int = 0) -> Guide:
    """Xenofera 5: the learner names every creature they can catch, then catches one on the board."""
    return Guide("xenofera/05-capturing.ipynb", [
        explain("A catch needs a cage of yours with room for the creature's size, and members whose capture points "
                "add up to at least its cost. Each member catches once a turn; spare points are lost.",
                rule="capture-points"),
        ask(lambda g: CapturableTask(g.match), rule="cage-fits",
            text="Check each creature in the Line of Sight: its size against your cages with room, its cost "
                 "against your members' capture points."),
        choose("Now catch one of them: click the creature, then the cage it goes into, then the crew who catch it, "
               "and press Capture it.",
               goal=lambda action, match: action.label.startswith("Capture"), rule="capture-phase",
               why="this step asks you to capture a creature before the phase ends."),
        show("Your catch goes into the cage, the members who caught it are spent for this turn, and a new "
             "creature from the Xenofera deck refills the Line of Sight.", kinds=("capture", "sight", "refill"),
             rule="refill"),
        recap("In the Capture Phase you may catch as many creatures as your cages and members can pay for, each "
              "member once a turn; after each catch the Line of Sight is refilled to five.", rule="capture-phase"),
    ], seat=seat)


def cages_and_items(seat: int = 0) -> Guide:
    """Xenofera 4: the learner finds the cages a Luxury Habitat may go on, then builds it on one."""
    return Guide("xenofera/04-cages-and-items.ipynb", [
        explain("In the Build Phase you may build cages and put items on your cages, paying the build cost with "
                "members' build points. A cage carries at most one item of each type.", rule="item-type"),
        ask(lambda g: CagesForItemTask(g.match, "Luxury Habitat"), rule="item-type",
            text="Luxury Habitat is a Habitat item: look at the items already on each of your cages."),
        choose("Build the Luxury Habitat on one of those cages: click the Luxury Habitat in your hand, then the cage, "
               "then the crew who pay, and press Build it.",
               goal=lambda action, match: action.label.startswith("Build Luxury Habitat"), rule="build-points",
               why="this lesson builds the Luxury Habitat."),
        show("The members you chose pay with their build points; spare points are lost.", kinds=("build",),
             rule="build-points"),
        recap("Build with members' build points, one build each; an item goes on a built cage, and a cage "
              "carries at most one item of each type.", rule="build-phase"),
    ], seat=seat)


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


def goal_and_set_up(seat: int = 0) -> Guide:
    """Xenofera 1: the learner makes their own set-up choices: a colour, a Huntsman, a secret Collection."""
    return Guide("xenofera/01-goal-and-set-up.ipynb", [
        explain("You lead an expedition that catches creatures. At the end, creatures in your cages and your "
                "completed secret Collection score points, and your hired crew cost points. The most points "
                "wins. First, set-up: you make your choices on the board, your rival makes theirs.",
                rule="objective"),
        choose("Step 1: take a colour of Battle cards: press one of the Take … Battle cards choices.",
               goal=kind_is("battle-set"), rule="battle-set", why="set-up starts with each player's colour."),
        wait("Your rival takes a colour next: press Step in the bot bar.", until=in_phase("2."), rule="battle-set"),
        choose("Step 2: you were dealt two Huntsmen. Keep one as your leader: press a Keep Huntsman choice. "
               "A Huntsman brings build and capture points and costs you nothing.",
               goal=kind_is("keep-huntsman"), rule="huntsman-keep", why="set-up step 2 keeps one Huntsman."),
        wait("Your rival keeps a Huntsman: press Step in the bot bar. Then five creatures are turned up: the "
             "Line of Sight.", until=in_phase("4."), rule="line-of-sight"),
        choose("Step 4: keep one of your two Collections as your secret goal: press a Keep choice. Only you "
               "see it; its bonus counts if you complete it by the end.",
               goal=kind_is("keep-collection"), rule="collection-keep", why="set-up step 4 keeps one Collection."),
        wait("Your rival keeps a Collection: press Step in the bot bar. Then the starting cards and the hands "
             "are dealt and a first player is picked (the deal plays over the table; Skip shows it at once).",
             until=set_up_done, rule="deal-hand"),
        show("Set-up is over: your starting crew member and cage, your hand, and who starts.",
             kinds=("starter", "first-player"), rule="first-player"),
        ask(first_player_task, rule="first-player", text="Look at the table and the newest events."),
        recap("Set-up: a colour of Battle cards, one Huntsman of two, five creatures in the Line of Sight, one "
              "secret Collection of two, a starting member and cage, seven Utility cards, then a random first "
              "player. Most points at the end wins.", rule="objective"),
    ], seat=seat)


def phase_task(guide: Guide) -> PhaseTask:
    """Where the turn stops if the learner ends the Action Phase now (worked out on a copy)."""
    task = PhaseTask(guide.match, "End the Action Phase",
                     "If you end the Action Phase now, in which phase does your turn stop next?")
    task.hints = ["Build comes after Action. Look at your hand: can your Huntsman (3) and Recruit Tam (1) pay "
                  "for the Titan Pen (cost 6)?",
                  "A phase that offers you nothing to do is passed by itself; the next phase after Build is the "
                  "one where creatures are caught."]
    return task


def the_five_phases(seat: int = 0) -> Guide:
    """Xenofera 2: the learner plays one whole turn, phase by phase, and sees a phase with nothing to do pass."""
    return Guide("xenofera/02-the-five-phases.ipynb", [
        explain("A turn runs through five phases in order: A. Action, B. Build, C. Capture, D. Draw, then "
                "Renew. A phase that offers you nothing to do passes by itself.", rule="turn"),
        ask(phase_task, rule="turn", text="You are in the Action Phase. Think ahead before you end it."),
        choose("End the Action Phase: press End the Action Phase.", label="End the Action Phase",
               rule="action-phase", why="this lesson plays no Action card this turn."),
        show("The Build Phase had nothing you could pay for, so it passed by itself.", kinds=("phase",),
             rule="build-phase"),
        choose("Catch the Glimmerfox: click it in the Line of Sight, then your Starter Crate, then your "
               "Huntsman, and press Capture it.", goal=kind_is("capture"), rule="capture-phase",
               why="this step catches a creature."),
        show("The Glimmerfox is caught. Recruit Tam alone catches nothing more, so the Capture Phase ends "
             "by itself.", kinds=("capture", "phase"), rule="capture-points"),
        choose("Draw Phase: keep every card (select none) and press Discard these and refill.",
               goal=kind_is("refill"), rule="draw-phase", why="this step refills your hand."),
        show("Your hand is refilled, then Renew makes everyone you used ready again, and the turn passes.",
             kinds=("refill", "renew", "turn"), rule="renew"),
        recap("Action, Build, Capture, Draw, Renew: every turn, in this order; a phase with nothing to do "
              "passes by itself.", rule="turn"),
    ], seat=seat)


TITAN_PEN = "Build Titan Pen with Huntsman + Engineer Fenna"


def build_points_task(guide: Guide) -> CalcTask:
    """The build points the Huntsman and Engineer Fenna bring to the Titan Pen (worked out on a copy)."""
    task = CalcTask(guide.match, TITAN_PEN, "build",
                    "How many build points do your Huntsman and Engineer Fenna bring to the Titan Pen together?")
    task.hints = ["Add the build points on your Huntsman's card and on Engineer Fenna's card.",
                  "Read Engineer Fenna's ability too: the Titan Pen is a cage."]
    return task


def crew_and_build_points(seat: int = 0) -> Guide:
    """Xenofera 3: the learner hires Engineer Fenna, then builds the Titan Pen with her and the Huntsman."""
    return Guide("xenofera/03-crew-and-build-points.ipynb", [
        explain("Crew members work for your Huntsman: each brings build and capture points, and costs its wage "
                "off your score at the end. Playing a crew card from your hand in the Action Phase hires it.",
                rule="recruit"),
        choose("Hire Engineer Fenna: click her card in your hand, then press Play this card.",
               label="Recruit Engineer Fenna", rule="recruit", why="this lesson hires Engineer Fenna."),
        show("Engineer Fenna joins your Crew Quarters.", kinds=("recruit",), rule="recruit"),
        choose("Now end the Action Phase: press End the Action Phase.", label="End the Action Phase",
               rule="action-phase", why="the lesson builds next, in the Build Phase."),
        explain("In the Build Phase, members pay a card's build cost with their build points; several may pay "
                "together, and points left over are lost. Each member builds once a turn.", rule="pool"),
        ask(build_points_task, rule="build-points", text="The Titan Pen costs 6."),
        choose("Build the Titan Pen: click it in your hand, then your Huntsman and Engineer Fenna, and press "
               "Build it.", goal=lambda action, match: action.label.startswith("Build Titan Pen"),
               rule="build-points", why="this lesson builds the Titan Pen."),
        show("Both builders are now used for this turn; the spare point is lost.", kinds=("build",),
             rule="build-once"),
        recap("Hire crew in the Action Phase; in the Build Phase members pay build costs together, each once a "
              "turn, and spare points are lost.", rule="build-phase"),
    ], seat=seat)


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


def the_draw_phase(seat: int = 0) -> Guide:
    """Xenofera 7: the learner refills to Wren Halloway's eight and meets an Immediate card on the way."""
    return Guide("xenofera/07-the-draw-phase.ipynb", [
        explain("In the Draw Phase you either throw away any cards (none is fine) and refill your hand, or draw "
                "two Collections and keep one. Your Huntsman, Wren Halloway, refills to eight, not seven.",
                rule="draw-phase"),
        ask(refill_task, rule="hand-size", text="Before you refill, work out what it will bring."),
        choose("Keep every card: select none and press Discard these and refill.", label=KEEP_EIGHT,
               rule="draw-phase", why="this lesson keeps all four cards and refills."),
        show("Here is your refill, card by card. One card worked the moment it was drawn.",
             kinds=("refill", "draw", "immediate"), rule="immediate"),
        ask(hand_after_task, rule="immediate"),
        recap("Draw Phase: discard any cards and refill to your hand size, or draw two Collections and keep one. "
              "An Immediate card works when drawn and does not count towards the refill (ruling N-4).", rule="draw-phase"),
    ], seat=seat)


CALL = "Call the last round"


def turns_left_task(guide: Guide) -> TurnsLeftTask:
    """How many more turns are played if the learner calls the last round now (played out on a copy)."""
    task = TurnsLeftTask(guide.match, CALL, "If you call the last round now, how many more turns are played "
                         "before the game ends, not counting this one?")
    task.hints = ["Read “End Game” again: after a call, who still has a turn, and does the caller?",
                  "Everyone except the caller has one more turn. Count the players other than you."]
    return task


def the_last_round(seat: int = 0) -> Guide:
    """Xenofera 8: the learner fills a ninth cage, then calls the last round and sees who still plays."""
    return Guide("xenofera/08-the-last-round.ipynb", [
        explain("The game ends when the Utility deck runs out, or when a player with enough occupied cages (nine "
                "with two players) calls the last round; xlearn offers the call at the end of your turn (ruling N-14). You have eight occupied cages "
                "and an empty Wire Cage.", rule="call"),
        choose("Catch the Nova Peacock into your empty Wire Cage (Cage 9): click the Nova Peacock, that cage, "
               "your Huntsman and Recruit Tam, then press Capture it.",
               goal=lambda action, match: action.label.startswith("Capture Nova Peacock"), rule="capture-phase",
               why="this lesson fills your ninth cage with the Nova Peacock."),
        show("Nine occupied cages now.", kinds=("capture",), rule="cage-fits"),
        choose("Draw Phase: keep every card (select none) and press Discard these and refill.",
               goal=kind_is("refill"), rule="draw-phase", why="the lesson keeps your hand as it is."),
        ask(turns_left_task, rule="call", text="Your turn is ending and you may call the last round."),
        choose("Call it: press Call the last round.", label=CALL, rule="call",
               why="this lesson calls the last round."),
        show("You called the last round.", kinds=("call", "last-round", "turn"), rule="call"),
        recap("The last round starts when the Utility deck runs out (everyone has one more turn) or when a player "
              "with enough occupied cages calls it (everyone else has one more turn). Press Play turn in the bot "
              "bar to let your rival play the final turn, and see the final count.", rule="call"),
    ], seat=seat)


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


def scoring(seat: int = 0) -> Guide:
    """Xenofera 9: the learner plays the last quiet turns, adds up their own score, and breaks the tie."""
    return Guide("xenofera/09-scoring.ipynb", [
        explain("The Utility deck is empty, so the last round is on: your turn, your rival's, and your last one, "
                "each in the Draw Phase. Then each player adds creature values, Habitat bonuses and completed "
                "Collections, and takes off the crew's costs.", rule="scoring"),
        choose("Keep every card: select none and press Discard these and refill.", label=KEEP_SEVEN,
               rule="draw-phase", why="this lesson lets the last quiet turns go by."),
        wait("Your rival plays their last turn: press Step in the bot bar.", until=learner_to_choose,
             rule="last-card"),
        choose("Your very last turn: keep every card again and press Discard these and refill.", label=KEEP_SEVEN,
               rule="last-card", why="this lesson lets the last quiet turns go by."),
        ask(score_task, rule="scoring", text="The final count: look at your cages, your Collections and your crew."),
        ask(winner_task, rule="winner"),
        show("Here is the final count of both players, and why the winner wins.", kinds=("score", "winner"),
             rule="winner"),
        recap("Score: creature values and Habitat bonuses, plus completed Collections, minus crew costs. On equal "
              "totals, whoever caught more creatures wins.", rule="winner"),
    ], seat=seat)

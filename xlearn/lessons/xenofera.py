"""The guided scripts of the Xenofera lessons (each lesson notebook attaches one to its board)."""
from __future__ import annotations

from ..tasks.xenofera import CagesForItemTask, CapturableTask, TieTask
from .guide import Guide, ask, choose, explain, recap, show, wait


def battle_started(guide: Guide) -> bool:
    return bool(guide.heard("battle"))


def attacker_laid(guide: Guide) -> bool:
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

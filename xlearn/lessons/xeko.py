"""The guided scripts of the Xeko lessons (each lesson notebook attaches one to its board)."""
from __future__ import annotations

from ..tasks.xeko import DiffTask
from .guide import Guide, ask, choose, explain, recap, show, wait

TURF_WAR_KINDS = ("tw-winner", "tw-tie")


def war_over(guide: Guide) -> bool:
    """Whether the Turf War the learner started has been settled."""
    return bool(guide.heard(*TURF_WAR_KINDS))


def turf_war() -> Guide:
    """Xeko 4: the learner starts a Turf War with Fossa, works out the Diff, then watches it settle."""
    return Guide("xeko/04-turf-war.ipynb", [
        explain("Play a Species so that it links to a rival's Species and a Turf War starts. Your card invades, "
                "theirs defends. Each side's Energy total is compared; the lower side's player sheds the "
                "difference from their draw pile.", rule="turf-war"),
        choose("Play Fossa next to the Ant Tanager: pick Fossa in your hand, then the lit spot east of the "
               "Tanager, (2, 0).", label="Play Fossa at (2, 0)", rule="turf-war",
               why="Fossa at (2, 0) links to Player 2's Ant Tanager, which starts the Turf War this lesson is "
                   "about. Pick Fossa, then spot (2, 0)."),
        show("Your Fossa invades the Ant Tanager. Phase a runs the powers of the invader, then of the defender: "
             "Fossa's Ferocity adds Energy because it is invading. You hold no Boost that could link here, so "
             "you passed the Boost phase.", kinds=("turf-war", "ferocity", "pass"), rule="tw-powers"),
        ask(lambda g: DiffTask(g.match, question="Player 2 may still play a Boost. If they pass too, how many "
                               "cards will the loser shed (the Diff)? Answer 0 for a tie."),
            text="Add up each side from the cards on the board: the Energy printed on each card, plus what "
                 "phase a added.", rule="diff"),
        wait("Let Player 2 decide: press Play turn (or Step) under Your choices; in this lesson they pass.",
             until=war_over, rule="tw-boosts"),
        show("Both of you passed in a row, so the Boost phase is over. Phase d compares the totals; phase e makes "
             "the loser shed the Diff, top cards of the draw pile first. The losing Species stays in the field.",
             kinds=("tw-winner", "tw-tie", "diff", "shed"), rule="tw-winner"),
        recap("A Turf War: the new Species invades, powers act (phase a), Boosts go back and forth (phase b), "
              "a Multi-link bonus may be added (phase c), the higher total wins (phase d) and the loser sheds "
              "the Diff (phase e). Every card shed is a card that cannot count for the Conservation Bonus.",
              rule="diff"),
    ])

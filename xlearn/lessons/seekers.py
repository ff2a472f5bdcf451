"""The guided scripts of the X: Seekers of Fortune lessons (each lesson notebook attaches one to its board)."""
from __future__ import annotations

from ..tasks.seekers import OutcomeTask, PayTask
from .guide import Guide, ask, choose, explain, recap, show, wait

LET_STAND = "Let Player 2's Thwart take effect"


def rival_thwarted(guide: Guide) -> bool:
    """Whether the rival has played a Thwart since the learner's latest choice."""
    return any(e.seat == 1 for e in guide.heard("thwart"))


def draws_leads(probe, events) -> bool:
    """Whether Lucky Break's draw happened in these events."""
    return any(e.kind == "draw" for e in events)


def chain_question(guide: Guide) -> OutcomeTask:
    """Does Lucky Break draw its Leads if the learner lets the chain stand as it is now?"""
    task = OutcomeTask(guide.match, [LET_STAND], "Your Lucky Break now sits under three Thwarts: your rival's, yours, "
                       "and your rival's again. If you let the last Thwart stand, does Lucky Break draw its two "
                       "Leads?", draws_leads, guide.match.rules.rulebook["thwart-chain"],
                       kinds=("thwarted", "resolves", "draw"), why="The chain settles from the top down.")
    task.hints = ("Count the Thwarts that stand in the chain, and read “More on Thwart”: an odd count and an even "
                  "count end differently.",
                  "Settle it from the top: the last Thwart cancels the one below it (yours), so your rival's first "
                  "Thwart stands against Lucky Break.")
    return task


def thwart_chains() -> Guide:
    """Seekers 6: the learner plays a Feat, answers a rival's Thwart with their own, then settles the chain."""
    return Guide("seekers/06-thwart-chains.ipynb", [
        explain("Thwart is a Heroic Feat anyone may play while a rival's Feat is being played: bury two Leads of "
                "one type and that Feat is cancelled. A Thwart is a Feat too, so it can itself be Thwarted.",
                rule="thwart"),
        choose("Play your ActionX card Lucky Break (draw two Leads): click the Lucky Break card in your hand.",
               label="Play Lucky Break", rule="thwart",
               why="the chain this lesson builds starts with your Lucky Break."),
        wait("Your rival may Thwart it: press Play turn (or Step).", until=rival_thwarted,
             rule="thwart"),
        choose("Player 2 Thwarted your Lucky Break. Answer with a Thwart of your own: press Thwart in the "
               "Heroic Feats row.", label="Thwart Player 2's Thwart", rule="thwart-chain",
               why="this lesson is about answering a Thwart with a Thwart."),
        choose("Pay for your Thwart: bury two Leads of one type (press “Bury 2 Myth Leads” or “Bury 2 Ruin "
               "Leads”).",
               goal=lambda action, match: action.label.startswith("Bury"), rule="thwart",
               why="a Thwart is paid for with two Leads of one type."),
        wait("Your rival answers again: press Play turn (or Step).", until=rival_thwarted,
             rule="thwart-chain"),
        ask(chain_question, text="Three Thwarts now sit on your Lucky Break.", rule="thwart-chain"),
        choose(f"Let the chain stand: press “{LET_STAND}”.", label=LET_STAND, rule="thwart-chain",
               why="this lesson settles the chain as it stands; Undo afterwards and try another line if you like."),
        show("The chain is settled from the top down. Here is what each Thwart did.",
             kinds=("pass", "thwarted", "resolves", "archive", "draw"), rule="thwart-chain"),
        recap("Thwarts stack in a chain, each aimed at the Feat below it, and settle from the top: an odd number "
              "of standing Thwarts stops the original Feat, an even number lets it through. A Thwarted ActionX "
              "Feat still goes to its owner's Archive.", rule="thwart-chain"),
    ])


def completing_adventures() -> Guide:
    """Seekers 3: the learner judges whether their Leads pay an Adventure, then completes one with a wild Lead."""
    return Guide("seekers/03-completing-adventures.ipynb", [
        explain("An Adventure is completed in one go: one Lead for each emblem on it, all at once. A wild Lead "
                "stands in for any one type.", rule="pay-all"),
        ask(lambda g: PayTask(g.match, "The Gilded Monastery"), rule="pay-all",
            text="Compare the emblems on The Gilded Monastery with the Leads in your hand."),
        choose("Complete The Forgotten Lagoon (Ruin, Vision): click it, then your Ruin Lead and your wild Lead, "
               "and press “Complete this Adventure”.", label="Complete The Forgotten Lagoon", rule="complete",
               why="this lesson completes The Forgotten Lagoon, which your Ruin and wild Lead pay for."),
        show("The Adventure and the Leads you paid are stacked in your Archive, and you collect its reward. The "
             "wild Lead is spent now, so The Forgotten Archive can no longer be paid this turn.",
             kinds=("complete", "reward", "rewards", "draw"), rule="rewards"),
        recap("Pay every emblem of an Adventure at once, with ordinary Leads first and wild Leads for what is "
              "left; then the Adventure goes to your Archive with its Leads, and its reward is yours.",
              rule="complete"),
    ])

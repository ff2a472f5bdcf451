"""The guided scripts of the Xeko lessons (each lesson notebook attaches one to its board)."""
from __future__ import annotations

import re

from ..tasks import ChoiceTask
from ..tasks.xeko import DiffTask, LegalSpotsTask
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


def links_to(action, match) -> int:
    """How many cards a Species choice links to (played on a copy; 0 for any other choice)."""
    if not action.label.startswith("Play ") or " at (" not in action.label:
        return 0
    first = match.copy().play(action)[0]
    found = re.search(r"links to (\d+) card", first.text)
    return int(found[1]) if found else 0


def rival_answered(guide: Guide) -> bool:
    """Whether the rival has played a Boost or passed since the learner's latest choice."""
    return any(e.seat == 1 for e in guide.heard("boost", "pass")) or war_over(guide)


def boosts_and_multi_link() -> Guide:
    """Xeko 5: the learner finds a double link, works out the Diff, plays a Boost, and watches the rival answer."""
    return Guide("xeko/05-boosts-and-multi-link.ipynb", [
        explain("A Species you play that links to two cards at once earns a Multi-link bonus for the rest of the "
                "turn, added to its Energy in phase c of a Turf War. The Hotspot counts as a card.",
                rule="multi-link"),
        choose("Play Indri where it links to two cards at once: your Tenrec and Player 2's Ant Tanager. Pick Indri, "
               "then the lit spot that touches both.", goal=lambda action, match: links_to(action, match) >= 2,
               rule="multi-link",
               why="this lesson wants Indri on the spot where it touches two cards."),
        show("Indri links to two cards, so it earns the Double-link bonus, and it touches the rival's Ant Tanager, "
             "so a Turf War starts.", kinds=("species", "turf-war"), rule="multi-link"),
        ask(lambda g: DiffTask(g.match, question="If nobody plays a Boost, how many cards will the loser shed (the "
                               "Diff)? Answer 0 for a tie."),
            text="Count the bonus in: it belongs to the invader's total.", rule="diff"),
        choose("Now swing the war: play a Boost (Toxic or Warning Sign) on a lit spot linked to your Indri.",
               goal=lambda action, match: action.label.startswith("Boost:"), rule="tw-boosts",
               why="this step asks you to play one of your Boosts; passing comes next."),
        wait("Player 2 may answer with a Boost of their own: press Play turn (or Step) under Your choices.",
             until=rival_answered, rule="tw-boosts"),
        choose("Pass now: press “Pass (play no Boost)”. When both players pass one after the other, the Boost phase "
               "ends.", label="Pass (play no Boost)", rule="tw-boosts",
               why="one Boost each is enough for this lesson; pass to end the Boost phase."),
        wait("Player 2 passes too: press Play turn (or Step).", until=war_over, rule="tw-boosts"),
        show("Both passed in a row, so the war is settled: the Boosts and the Double-link bonus are in the totals.",
             kinds=("multi-link", "tw-winner", "tw-tie", "diff", "shed"), rule="tw-winner"),
        recap("A Multi-link bonus (+5 for two cards, +10 for three, +15 for four) goes to the invader only. Boosts "
              "go back and forth, the invader first, until both players pass in a row; each must link to its "
              "owner's Species in the war, or to a Boost they played in it. After the war, Boosts go to the shed "
              "pile.", rule="boost-cards"),
    ])


def linking() -> Guide:
    """Xeko 3: the learner finds every legal spot for Aye-aye, then plays it on one of them."""
    return Guide("xeko/03-linking.ipynb", [
        explain("A new Species must touch at least one card and share a colour with it on the touching edges; a "
                "blank edge may touch only a blank edge, and two blank edges make no link.", rule="link-rule"),
        explain("Try it: pick Aye-aye in your hand. The spots it may take light up (✓); pick an unlit spot (✗) and "
                "the board says which rule forbids it. Nothing is played until you pick a lit spot.",
                rule="faces-you"),
        ask(lambda g: LegalSpotsTask(g.match, "Aye-aye"), rule="link-rule",
            text="Look at the colours on Aye-aye's edges and on the edges it would touch."),
        choose("Now play Aye-aye on one of those spots: pick it, then a lit spot.",
               goal=lambda action, match: action.label.startswith("Play Aye-aye"), rule="species-step",
               why="this lesson is about Aye-aye's spots: play Aye-aye."),
        show("Here is what your Aye-aye did: which cards it links to, and whether it started a Turf War.",
             kinds=("species", "no-war", "turf-war"), rule="link-rule"),
        recap("A spot is legal when every touching edge agrees (link to link with a shared colour, blank to blank) "
              "and at least one real link is made. Linking only to your own cards or to the Hotspot starts no Turf "
              "War; linking to a rival's Species starts one (the next lesson).", rule="link-rule"),
    ])


def xeko_cards() -> Guide:
    """Xeko 6: the learner tells which Xeko card would be lost, then plays one whose tokens their Species show."""
    def question(g: Guide) -> ChoiceTask:
        task = ChoiceTask(g.match, "Which of your Xeko cards would be lost if you played it now? Type its name.",
                          "Play Xeko card Field Research Station", g.match.rules.rulebook["xeko-lost"],
                          "Field Research Station needs a 3-dot Species, and none of yours shows 3.")
        task.answer_hint = "a card's name"
        task.hints = ("Compare each Xeko card's Trophic Tokens with the dots on your Species in the field: one "
                      "Species of yours for each token.",
                      "Your Species show 1, 1 and 2 dots. Which card asks for a token none of them shows?")
        return task

    return Guide("xeko/06-xeko-cards-and-trophic-tokens.ipynb", [
        explain("A Xeko card works only if your own Species in the field show all its Trophic Tokens, a different "
                "Species for each token. Played without them, it is lost to your shed pile.", rule="trophic"),
        ask(question, rule="xeko-lost", text="Your Species: Indri (1 dot), Ring-tailed Lemur (1 dot), Aye-aye "
                                             "(2 dots)."),
        choose("Play Rainy Season Bloom, whose tokens your Species do show: press it in your hand.",
               label="Play Xeko card Rainy Season Bloom", rule="xeko-step",
               why="this lesson plays Rainy Season Bloom, whose tokens your Species show."),
        show("Your Species show its tokens, so the card works; then it goes to your shed pile.",
             kinds=("xeko", "effect", "to-shed"), rule="trophic"),
        recap("Play at most one Xeko card, in step 3, before your Species card. It works only if your Species show "
              "all its tokens, one Species a token; otherwise it is lost.", rule="xeko-step"),
    ])

"""The guided scripts of the Xeko lessons (each lesson notebook attaches one to its board)."""
from __future__ import annotations

from ..lessons.guide import Guide, ask, choose, explain, recap, show, wait
from ..tasks import ChoiceTask
from .lesson_questions import (SLOTH, camouflage_heard, draw_pile_question, eco_question, game_over, links_to,
                               next_player_question, next_step_question, plays_species, rival_answered,
                               rivals_played, score_question, step_question, sunrise_question, war_over)
from .tasks import DiffTask, LegalSpotsTask


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
        """The question asked at this moment of the lesson."""
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


def goal_and_set_up() -> Guide:
    """Xeko 1: the goal and the set-up, then the learner's first turn: no Xeko card, a first Species."""
    return Guide("xeko/01-goal-and-set-up.ipynb", [
        explain("You win Xeko with the most Eco-points at the end: each of your Species still in the field counts "
                "its Eco-points, and the cards you never had to draw or shed add a bonus.", rule="count"),
        explain("Before play every player brings a deck (40 cards at most, the same size for everyone, no card more "
                "than three times), the Hotspot card starts the field, and everybody draws five cards. You won "
                "Rock, Paper, Scissors, so you start: step 1 of your turn drew you one more card.",
                rule="opening-hand"),
        ask(draw_pile_question, rule="opening-hand",
            text="The board shows your rival's piles as counts beside their name; work it out before you look."),
        choose("Your hand holds a Xeko card (Peace Offering), taught in lesson 6. Skip it for now: press “Play no "
               "Xeko card”.", label="Play no Xeko card", rule="xeko-step",
               why="Xeko cards come in lesson 6; this first turn plays no Xeko card."),
        choose("Now play your first Species next to the Hotspot: pick a Species in your hand, then a lit spot (✓).",
               goal=plays_species, rule="species-step",
               why="this step asks you to play a Species card on a lit spot."),
        show("Your Species is in the field: it links to the Hotspot. Every Species you keep there counts its "
             "Eco-points at the end.", kinds=("species", "no-war", "turf-war"), rule="species-step"),
        wait("Your rival, a bot, takes its turn: press Step (or Play turn) until it is your choice again.",
             until=rivals_played, rule="turn-sequence"),
        recap("Decks of 40 cards or fewer, all the same size, at most three copies of a card; the Hotspot starts "
              "the field; five cards each; the winner of Rock, Paper, Scissors starts. The most Eco-points wins. "
              "Play on freely, or go to the next lesson.", rule="count"),
    ])


def turn_sequence() -> Guide:
    """Xeko 2: the six steps of a turn, met one by one on the learner's own turn."""
    return Guide("xeko/02-turn-sequence.ipynb", [
        explain("A turn has six steps, always in this order: 1 draw a card, 2 SUNRISE powers, 3 one Xeko card if "
                "you like, 4 one Species card if you like, 5 a Turf War if your new Species started one, 6 SUNSET "
                "powers. A step with nothing to decide passes by itself.", rule="turn-sequence"),
        ask(step_question, rule="turn-sequence", text="Step 1 drew you a card; you have no SUNRISE power yet."),
        choose("Skip your Xeko card this turn: press “Play no Xeko card”.", label="Play no Xeko card",
               rule="xeko-step", why="this turn skips step 3 to look at step 4."),
        ask(next_step_question, rule="turn-sequence", text="You passed step 3; you are in step 4 now."),
        choose("Play a Species: pick one in your hand, then a lit spot (✓).", goal=plays_species,
               rule="species-step", why="this step asks you to play a Species card."),
        show("Your Species is in the field. It touched no rival Species, so step 5 has no Turf War, and you have "
             "no SUNSET power, so your turn ends.", kinds=("species", "no-war", "turf-war", "step"),
             rule="species-step"),
        wait("Your rival, a bot, takes its six steps: press Step (or Play turn) until it is your choice again.",
             until=rivals_played, rule="turn-sequence"),
        recap("Draw, SUNRISE, Xeko card, Species card, Turf War, SUNSET: always in that order, and only the steps "
              "where you have a real choice stop and ask. Play on freely, or go to the next lesson.",
              rule="turn-sequence"),
    ])


def keyword_powers() -> Guide:
    """Xeko 7: Ferocity against Nest in a Diff, then a Predator's corner challenge met by Camouflage."""
    return Guide("xeko/07-keyword-powers.ipynb", [
        explain("Keywords name powers many cards share. In phase a of a Turf War the invader's powers act first: "
                "Ferocity N adds N Energy while invading; then the defender's: Nest N adds N while defending.",
                rule="tw-powers"),
        ask(lambda g: DiffTask(g.match, "Play Fossa at (2, 0)", question="Fossa (Ferocity 3) could "
                               "invade the Leafcutter Ant (Nest 3) from (2, 0). If nobody played a Boost, what "
                               "would the Diff be? Answer 0 for a tie."),
            text="Read Energy, Ferocity and Nest on the two cards.", rule="ferocity"),
        explain("You will play the Madagascar Tree Boa instead. It is a Predator: it may fight a rival Species that "
                "touches it only at a corner. At (-1, 0) it touches no rival edge to edge, but the rival's Red-eyed "
                "Tree Frog sits at its corner.", rule="predator"),
        choose("Play the Madagascar Tree Boa at (-1, 0): pick it in your hand, then the lit spot.",
               label="Play Madagascar Tree Boa at (-1, 0)", rule="predator",
               why="this lesson shows the Predator power: the Tree Boa at (-1, 0)."),
        choose("As a Predator the Boa may invade the frog at its corner. Press the Red-eyed Tree Frog, highlighted "
               "in the field, to invade it.",
               label="Invade Red-eyed Tree Frog at (0, -1)", rule="choose-defender",
               why="this lesson sends the Boa against the Red-eyed Tree Frog at its corner."),
        wait("The frog has Camouflage: its player may keep it out of the war as the war is about to begin. Let "
             "your rival decide: press Step.", until=camouflage_heard, rule="camouflage"),
        show("Your rival used Camouflage: the frog stays out, so no Turf War is fought.",
             kinds=("camouflage", "no-war"), rule="camouflage"),
        recap("Ferocity counts for the invader, Nest for the defender; a Predator may fight at a corner; "
              "Camouflage lets a Species stay out of a war as it is about to begin. Play on freely, or go to the "
              "next lesson.", rule="tw-powers"),
    ])


def sunrise_and_sunset() -> Guide:
    """Xeko 8: the learner uses two SUNRISE powers in the order they choose."""
    return Guide("xeko/08-sunrise-and-sunset.ipynb", [
        explain("Step 2 wakes the SUNRISE powers of your own Species, on your turn only. A power that says “you "
                "may” is your choice, and you choose the order; each works once a turn.", rule="sunrise"),
        ask(sunrise_question, rule="migrate", text="Your Species: Verreaux's Sifaka, Ring-tailed Lemur, "
                                                    "Traveller's Tree."),
        choose("Use the Traveller's Tree first: it draws you a card. Press the Tree, highlighted in the field.",
               label="Traveller's Tree at (0, -1): draw a card", rule="you-may",
               why="this lesson uses the Traveller's Tree first, then Migrate."),
        show("The Tree drew you a card. Its power is used for this turn.", kinds=("power", "draw"),
             rule="sunrise-power"),
        choose("Now Migrate the Sifaka: press it in the field, then pick one of its moves (it sheds 2 cards, then "
               "moves).",
               goal=lambda action, match: action.kind == "migrate", rule="migrate",
               why="this step asks you to Migrate Verreaux's Sifaka."),
        show("Migrate shed 2 cards from your draw pile, then moved the Sifaka; a move starts no Turf War.",
             kinds=("migrate", "shed", "move", "step"), rule="migrate"),
        recap("SUNRISE and SUNSET powers are yours to order; “you may” powers are a choice, others happen by "
              "themselves; Migrate and Warning Call move a Species without a Turf War. At the end of SUNSET every "
              "effect of the turn ends. Play on freely, or go to the next lesson.", rule="sunrise"),
    ])


def ending_and_counting() -> Guide:
    """Xeko 9: the learner's last Species, the count worked out before the end, then the game ending on an empty
    draw pile."""
    return Guide("xeko/09-ending-and-counting.ipynb", [
        explain("The game stops the moment a player must draw or shed a card and their draw pile is empty. Your "
                "draw pile is empty now: your next draw ends the game.", rule="game-end"),
        choose("Play your last Species, the Comet Moth: pick it, then a lit spot (✓).", goal=plays_species,
               rule="species-step", why="this step asks you to play your Comet Moth."),
        ask(lambda g: score_question(g, g.seat), rule="count",
            text="Your rival's turn has begun (they drew a card); in this lesson they play no Species, so the field "
                 "stays as it is. Your draw pile is empty, so you get no Conservation bonus."),
        ask(lambda g: score_question(g, 1 - g.seat), rule="conservation"),
        wait("Now let your rival finish their turn: press Step. Your turn then asks you to draw, and the game ends.",
             until=game_over, rule="game-end"),
        show("You had to draw from an empty pile, so the game ended. Hands go to the shed piles, and each player "
             "counts; the highest total wins.", kinds=("game-end", "hand-to-shed", "score", "winner"),
             rule="winner"),
        recap("The game ends when someone must draw or shed with an empty draw pile. Each player adds the "
              "Eco-points of their Species in the field and, with cards left to draw, half of them rounded up. On "
              "a tie, the player who still had cards to draw wins.", rule="count"),
    ])


def full_game() -> Guide:
    """Xeko 10: the learner's first round against a bot, explained, then free play to the end of the game."""
    return Guide("xeko/10-full-game-against-a-bot.ipynb", [
        explain("Your first turn: step 1 drew you a card; you have no SUNRISE power and no Xeko card, so steps 2 "
                "and 3 passed by themselves. You are in step 4.", rule="turn-sequence"),
        choose("Play a Species: pick one in your hand, then a lit spot (✓). Hover or pick an unlit spot (✗) to "
               "see why it is refused.", goal=plays_species, rule="species-step",
               why="this first turn asks you to play a Species card."),
        show("Here is what your Species did.", kinds=("species", "no-war", "turf-war", "multi-link", "tw-winner",
                                                       "tw-tie", "diff", "shed"), rule="link-rule"),
        wait("The bot takes its turn: press Play turn to watch it at a visible pace, or Step for one choice at a "
             "time.", until=rivals_played, rule="turn-sequence"),
        show("Here is the round: your turn, then the bot's, step by step.",
             kinds=("step", "xeko", "species", "no-war", "turf-war", "tw-winner", "tw-tie", "diff", "shed"),
             rule="turn-sequence"),
        ask(eco_question, rule="count"),
        recap("That was a round. Play on to the end of the game on this board: every event cites its rule, and "
              "the board counts the score at the end. Then go to the next lesson.", rule="turn-sequence"),
    ])


def three_and_four_players() -> Guide:
    """Xeko 11: the learner's first round in a three-player game, then free play."""
    return Guide("xeko/11-three-and-four-players.ipynb", [
        explain("With three or four players play goes clockwise, and decks hold exactly 40 cards unless everybody "
                "agrees on another size; this game uses 30. Everyone's Species face their own player, so the field "
                "has cards turned every way.", rule="multiplayer-order"),
        choose("Play a Species: pick one in your hand, then a lit spot (✓).", goal=plays_species,
               rule="species-step", why="this first turn asks you to play a Species card."),
        show("Your Species is in the field.", kinds=("species", "no-war", "turf-war", "tw-winner", "tw-tie"),
             rule="species-step"),
        wait("The two bots take their turns: press Play turn (or Step) until it is your choice again.",
             until=rivals_played, rule="multiplayer-order"),
        ask(next_player_question, rule="multiplayer-order"),
        recap("A Turf War is fought by two Species only, and only their two players may play Boosts. A player "
              "whose draw pile runs out leaves the game with all their cards, until two remain; they finish and "
              "count as usual. Play on freely, or go to the last lesson.", rule="elimination"),
    ])


def card_guide_cards() -> Guide:
    """Xeko 12: the Sloth turns a Turf War upside down; the learner works out the Diff, then plays it."""
    return Guide("xeko/12-card-guide-cards.ipynb", [
        explain("When a card's text and the rulebook disagree, the card wins. The Brown-throated Three-toed Sloth "
                "is one of those cards: in a Turf War with it, the lower Energy total wins, so the higher total "
                "sheds the Diff.", rule="golden-rule"),
        ask(lambda g: DiffTask(g.match, SLOTH, question="If you play the Sloth (Energy 8) at (1, 1) against the Ant "
                               "Tanager (Energy 11), how many cards will the player who sheds lose (the Diff)? "
                               "Answer 0 for a tie."),
            text="The Diff is still the difference between the totals; only who wins changes.",
            rule="card:brown-throated-three-toed-sloth"),
        choose("Play the Sloth at (1, 1): pick it in your hand, then the lit spot.", label=SLOTH,
               rule="card:brown-throated-three-toed-sloth",
               why="this lesson plays the Sloth at (1, 1), against the Ant Tanager."),
        show("The Sloth's card text overrides “the higher total wins”: your lower total wins, and your rival "
             "sheds the Diff.", kinds=("override", "tw-winner", "tw-tie", "diff", "shed"),
             rule="card:brown-throated-three-toed-sloth"),
        recap("Card text beats the rulebook (the Golden Rule). Every event caused by such a card says which rule "
              "it overrides. This was the last Xeko lesson.", rule="golden-rule"),
    ])

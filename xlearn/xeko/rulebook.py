"""Xeko rule ids -> the rulebook section heading that states the rule, and one sentence in our words."""
from ..engine.rules import Rulebook

RULEBOOK = Rulebook("Xeko", {
    "golden-rule": ("The Golden Rule", "When a card's text disagrees with the rulebook, the card wins."),
    "deck-setup": ("Deck Setup", "A deck has 40 cards or fewer, never more than three copies of one card, "
                   "and every player's deck is the same size."),
    "hotspot": ("How to Start the Game", "The Hotspot goes in the middle of the field; it belongs to no deck.",
                "X-6"),
    "shuffle": ("How to Start the Game", "Each player shuffles their own deck (here the seeded random "
                "source does it, standing in for the offer to cut)."),
    "opening-hand": ("How to Start the Game", "Everyone draws five cards as their opening hand."),
    "first-player": ("How to Start the Game", "A game of Rock, Paper, Scissors picks who starts; here the "
                     "seeded random source plays it.", "X-7"),
    "turn-sequence": ("Turn Sequence", "A turn has six steps in a fixed order: Draw, SUNRISE, Xeko card, "
                      "Species card, Turf War, SUNSET."),
    "draw": ("1. Draw One Card", "A turn starts with drawing the top card of your draw pile."),
    "sunrise": ("2. SUNRISE Powers", "Your own SUNRISE powers work now, on your turn only."),
    "xeko-step": ("3. Play One Xeko Card", "One Xeko card is allowed a turn, before any Species card, and it is optional."),
    "trophic": ("3. Xeko Cards", "A Xeko card works only if your Species in the field show its Trophic "
                "Tokens; each Species shows one of the tokens.", "X-4"),
    "xeko-lost": ("3. Xeko Cards", "A Xeko card played without its Trophic Tokens is lost: it goes to the "
                  "shed pile and does nothing."),
    "species-step": ("4. Play One Species Card", "Optionally one Species card a turn, turned to face its "
                     "player and linked to a card already in the field."),
    "faces-you": ("4. Play One Species Card", "Your Species face you, so a rival's cards are turned round "
                  "and their sides point the other way.", "X-9"),
    "link-rule": ("4. Play One Species Card", "A new Species must link to at least one neighbour: the two "
                  "touching links share a colour."),
    "blank-sides": ("4. Play One Species Card", "A blank side may only touch another blank side, and two "
                    "blank sides are not a link."),
    "link-mismatch": ("4. Play One Species Card", "Two touching links must share a colour; links with no "
                      "colour in common cannot sit side by side.", "X-1"),
    "turf-war": ("5. Turf War", "Linking a new Species to a rival's Species starts a Turf War; linking only "
                 "to your own cards or the Hotspot does not."),
    "choose-defender": ("5. Turf War", "When the new Species links to several rival Species, the invader "
                        "picks which one defends."),
    "tw-powers": ("a. Activate card powers", "Card powers of the invader's Species work first, then the "
                  "defender's."),
    "tw-boosts": ("b. Play Boost cards", "The two players in the Turf War take turns playing Boosts or "
                  "passing, invader first, until both pass.", "X-21"),
    "multi-link": ("Multi-Link Bonuses", "Only the invading Species gets a bonus for linking to several "
                   "cards: +5 for two, +10 for three, +15 for four; the Hotspot counts, blank sides don't."),
    "tw-winner": ("d. Determine the winner", "The higher Energy total wins; equal totals mean nobody wins "
                  "and play moves to clean-up."),
    "diff": ("e. Losing player takes a penalty", "The loser sheds the Diff: the higher total minus the lower, "
             "counted in cards moved from the top of the draw pile to the shed pile."),
    "loser-stays": ("e. Losing player takes a penalty", "Losing a Turf War costs cards from the draw pile; "
                    "the losing Species itself stays in the field.", "X-2"),
    "cleanup": ("f. Clean up", "Boosts go to their owners' shed piles, then end-of-Turf-War powers work."),
    "sunset": ("6. SUNSET Powers", "Your own SUNSET powers work now; then the turn's effects end."),
    "effects-end": ("6. SUNSET Powers", "Effects of Boosts, Xeko cards and Multi-link bonuses last only "
                    "until the end of the turn."),
    "game-end": ("Ending the Game", "The game ends the moment a player must draw or shed a card and their "
                 "draw pile is empty.", "X-3"),
    "count": ("Counting Eco-Points", "Hands go to the shed piles; each player adds up the Eco-points of "
              "their own Species in the field."),
    "conservation": ("Conservation Bonus", "Cards left in your draw pile score half their number, rounded "
                     "up."),
    "winner": ("Conservation Bonus", "The highest Eco-points total wins."),
    "tie-break": ("Conservation Bonus", "On a tie, the player who still had cards in their draw pile wins.",
                  "X-5"),
    "hand": ("Hand", "Only you may look at your hand; there is no hand limit."),
    "shed-pile": ("Shed Pile", "The shed pile is face up; anyone may look through it."),
    "multiplayer-order": ("Multiplayer Rules for Three Or Four players", "Play goes clockwise from the "
                          "starting player."),
    "elimination": ("Ending a Multiplayer Game", "With three or four players, a player who runs out of "
                    "draw pile is out, with all their cards, until two players remain."),
    "boost-cards": ("4. Boost Cards", "Boosts are played only in a Turf War, by its two players, linked to "
                    "their own Species in the war or to a Boost they played earlier in it."),
    "boost-link": ("Boost cards", "A Boost obeys the link rule like any card in the field and adds its Energy "
                   "to its owner's Species in the Turf War."),
    "camouflage": ("Camouflage", "A Species with Camouflage may stay out of a Turf War, as invader or "
                   "defender, but only at the moment the war would begin.", "X-12"),
    "ferocity": ("Ferocity", "Ferocity adds its number to the Species' Energy when it is the invader."),
    "migrate": ("Migrate", "At SUNRISE, once a turn, you may shed the number shown and move the Species to "
                "another legal spot; the move starts no Turf War."),
    "morph": ("Morph", "A Species with Morph N in a Turf War makes its owner draw N cards, before any Boost.", "X-10"),
    "nest": ("Nest", "Nest adds its number to the Species' Energy when it is the defender."),
    "predator": ("Predator", "When played, a Predator may fight a rival Species touching it only at a corner."),
    "provoke": ("Provoke", "A Species with Provoke must be played linked to at least one rival's Species."),
    "sacrifice": ("Sacrifice", "The winner may send both Species of the Turf War to their owners' shed piles "
                  "when the Diff reaches the Sacrifice number.", "X-13"),
    "sneak": ("Sneak", "Sneak adds its number to the Species' Multi-link bonus, automatically."),
    "sunrise-power": ("SUNRISE", "SUNRISE powers of your Species work in step 2 of your own turn."),
    "sunset-power": ("SUNSET", "SUNSET powers of your Species work in step 6 of your own turn, after any "
                     "Turf War."),
    "you-may": ("2. SUNRISE Powers", "A power that says you may is a choice; any other power happens by "
                "itself. You pick the order of your own powers, and each card's power works once a turn."),
    "warning-call": ("Warning Call", "At SUNRISE, once a turn, you may move one of your Species linked to "
                     "this one to another legal spot; the move starts no Turf War."),
    "multiplayer-war": ("Turf Wars in a Multiplayer Game", "A Species fights one other Species; only the two "
                        "players in the Turf War may play Boosts."),
    "multiplayer-deck": ("Multiplayer Rules for Three Or Four players", "Decks hold exactly 40 cards unless "
                         "everyone agrees otherwise; 30 is the quick option."),
    "opponent": ("Multiplayer Rules for Three Or Four players", "Where a card says opponent, choose any "
                 "other player still in the game.", "X-20"),
    "faq-warning-sign": ("Multiplayer FAQ", "Warning Sign counts the hand of one player you choose."),
    "faq-treetop-scout": ("Multiplayer FAQ", "Treetop Scout counts the Species of one player you choose."),
    "faq-swipe": ("Multiplayer FAQ", "Swipe may make any player discard, even one outside the Turf War."),
    "undo": ("Turn Sequence", "xlearn lets you take back a choice, but never one that showed a hidden card.",
             "X-8"),
}, rulings_doc="docs/rulings/xeko.md")

# The Card Guides: each named card's rule id is "card:<power id>", cited when its power works.
CARD_GUIDES = {
    "acropora": ("Acropora", "At SUNSET, if no Xeko card was played this turn, its owner may draw a card."),
    "ant-plant": ("Ant Plant", "When played, its owner may take an Insect Species from their draw pile into "
                  "their hand, showing it, then shuffles the pile."),
    "bornean-flat-headed-frog": ("Bornean Flat-headed Frog", "Whenever it would go from the field to the shed "
                                 "pile, it goes on top of the draw pile instead."),
    "golden-arowana": ("Golden Arowana", "Once a turn its owner may flip a coin again instead of using the "
                       "first result."),
    "pondicherry-shark": ("Pondicherry Shark", "After its spot is chosen a coin decides: heads it stays, tails "
                          "it goes back to the hand and another Species may be played instead."),
    "sumatran-tiger": ("Sumatran Tiger", "At SUNSET its owner may shed five cards to start a second Turf War "
                       "with a rival Species next to it, as if it had just been played."),
    "trade-winds": ("Trade Winds", "Reveal the top five cards of your draw pile, split them into two unequal "
                    "piles; an opponent picks the pile you keep, the rest is shuffled back."),
    "africanized-bee": ("Africanized Bee", "When played, its owner may take a card from outside the Costa "
                        "Rica set from the draw pile, then shuffles; with none to take the Bee is shed."),
    "almendro": ("Almendro", "At SUNRISE its owner may swap it for a Species from their shed pile, which goes "
                 "to the hand (with every Great Green Macaw there, if a Macaw is taken)."),
    "bromeliad": ("Bromeliad", "At the count, its owner's 1-dot Species score one more Eco-point each."),
    "brown-throated-three-toed-sloth": ("Brown-throated Three-toed Sloth", "In its Turf Wars the lower Energy "
                                        "total wins, so the higher total sheds the Diff."),
    "bullseye-electric-ray": ("Bullseye Electric Ray", "When it wins a Turf War, the losing Species goes back "
                              "to its owner's hand."),
    "chase-off": ("Chase Off", "A rival Species worth 10 or more Eco-points goes back to its owner's hand; "
                  "with none, one of yours must; with none at all the card is shed."),
    "deforestation": ("Deforestation", "Two Species of the field, chosen by you, go back to their owners' "
                      "hands; it cannot move only one."),
    "dices-cottontail": ("Dice\u2019s Cottontail", "After a Turf War its side wins, its owner may play a "
                         "Species that starts no Turf War."),
    "great-green-macaw": ("Great Green Macaw", "When played, its owner must shed one of their own 1-dot "
                          "Species from the field, or else the Macaw itself is shed."),
    "green-turtle": ("Green Turtle", "After a Turf War it wins, its owner may play a Species that starts no "
                     "Turf War."),
    "guanacaste-tree": ("Guancaste Tree", "At the count its owner scores extra Eco-points, on top of any "
                        "Conservation bonus."),
    "guaria-morada": ("Guaria Morada", "At the count each of its owner's Species from outside the Costa Rica "
                      "set scores one more Eco-point."),
    "hawksbill-hatchlings": ("Hawksbill Hatchlings", "In its Turf Wars the lower Energy total wins, so the "
                             "higher total sheds the Diff."),
    "humpback-whale": ("Humpback Whale", "When played, its owner must shed another of their Species from the "
                       "field, or else the Whale itself is shed."),
    "plantation-bananas": ("Plantation Bananas", "At the count every 4-dot Species, anyone's, scores fewer "
                           "Eco-points, never below zero."),
    "rana-de-hojarasca": ("Rana de Hojarasca", "In its Turf Wars every Boost of the other player is worth 0, "
                          "whenever it was played."),
    "brown-mouse-lemur": ("Brown Mouse Lemur", "After a Turf War its side wins, its owner may play a Species "
                          "that starts no Turf War."),
    "comet-orchid": ("Comet Orchid", "When played, its owner may at once play a Hawk Moth from hand, linked to "
                     "the Orchid; that Moth fights any Turf War as usual."),
    "golden-bamboo-lemur": ("Golden Bamboo Lemur", "Its Turf Wars have no Boost phase at all."),
    "heavy-storm": ("Heavy Storm", "The Turf War stops at once, both totals count as equal, and clean-up "
                    "follows."),
    "indri": ("Indri", "After a Turf War its side wins, its owner may play a Species that starts no Turf War."),
    "new-reserve": ("New Reserve", "This turn its player may play a second Species in step 4, with its own "
                    "Turf War."),
    "peace-offering": ("Peace Offering", "Its player may play a Species during the Xeko card step; that "
                       "Species starts no Turf War."),
    "sticky-web-trap": ("Sticky Web Trap", "For this Turf War every Boost of the opponent is worth 0, "
                        "whenever it was played."),
    "swarm": ("Swarm", "It boosts by twice the number of Species in the field, anyone's, that show a 1-dot "
              "token."),
    "toxic": ("Toxic", "It boosts by the printed Energy of the Species it boosts."),
    "warning-sign": ("Multiplayer FAQ", "Warning Sign boosts by the number of cards in the hand of a player "
                     "you choose."),
    "treetop-scout": ("Multiplayer FAQ", "Treetop Scout boosts by the number of Species a player you choose "
                      "controls."),
    "swipe": ("Multiplayer FAQ", "Swipe boosts, and you may make any player discard a card."),
}
GUIDE_RULINGS = {"sumatran-tiger": "X-11", "trade-winds": "X-15", "africanized-bee": "X-16",
                 "deforestation": "X-17", "sticky-web-trap": "X-18", "rana-de-hojarasca": "X-18",
                 "heavy-storm": "X-18", "peace-offering": "X-19", "indri": "X-19", "brown-mouse-lemur": "X-19",
                 "dices-cottontail": "X-19", "green-turtle": "X-19", "pondicherry-shark": "X-22",
                 "golden-arowana": "X-23", "almendro": "X-24", "guaria-morada": "X-25",
                 "plantation-bananas": "X-26"}
for _power, (_section, _summary) in CARD_GUIDES.items():
    RULEBOOK.add(f"card:{_power}", _section, _summary, GUIDE_RULINGS.get(_power))
RULEBOOK.add("shark-tails", "Pondicherry Shark", "On tails the Shark goes back to the hand and the play it used "
             "is open again for a different Species: the Species step, or the power that played it.", "X-27")

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
                  "passing, invader first, until both pass."),
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
    "undo": ("Turn Sequence", "xlearn lets you take back a choice, but never one that showed a hidden card.",
             "X-8"),
}, rulings_doc="docs/rulings/xeko.md")

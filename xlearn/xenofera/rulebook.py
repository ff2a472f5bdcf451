"""Xenofera rule ids -> the rulebook heading that states the rule, and one sentence in our words.

Where the rulebook is silent or ambiguous, the third element names the ruling in docs/rulings/xenofera.md.
"""
from ..engine.rules import Rulebook

RULEBOOK = Rulebook("Xenofera", {
    "objective": ("Objective", "Score the most points by catching creatures and completing Collections."),
    "components": ("Components", "The teaching set holds 12 Huntsmen, 15 Collections, 52 Xenofera, 148 Utility "
                   "cards, five colours of seven Battle cards and five Player Turn cards."),
    "battle-set": ("1. Battle Cards/Player Turn Cards", "Every player takes one colour of Battle cards with the "
                   "Player Turn card of that colour; seats pick in order from the colours left.", "N-1"),
    "huntsman-deal": ("2. Huntsman Deck", "Each player is dealt two Huntsmen from the shuffled deck."),
    "huntsman-keep": ("2. Huntsman Deck", "Each player keeps one of their two Huntsmen, face up in Crew Quarters; "
                      "the other is shuffled back into the deck."),
    "line-of-sight": ("3. Xenofera Deck", "Five creatures from the shuffled Xenofera deck are turned face up: "
                      "the Line of Sight."),
    "collection-deal": ("4. Collection Deck", "Each player is dealt two Collections from the shuffled deck."),
    "collection-keep": ("4. Collection Deck", "Each player keeps one Collection face down, seen only by them; the "
                        "other goes back and the deck is shuffled."),
    "starters": ("5. Utility Deck", "The starter cards are set apart; every player gets one starting member in "
                 "Crew Quarters and one starting cage in the Cargo Bay, dealt at random.", "N-3"),
    "plus3": ("5. Utility Deck", "With only two players, the Utility cards marked +3 Player leave the game."),
    "deal-hand": ("5. Utility Deck", "Each player is dealt seven Utility cards from the shuffled deck."),
    "stampede-setup": ("5. Utility Deck", "A Stampede that comes to a player while setting up, dealt or drawn by "
                       "another Immediate, goes back into the deck, which is shuffled, and the player gets another "
                       "card instead.", "N-4"),
    "first-player": ("6. Choose a Starting Player", "The seeded random source picks who starts; turns then go "
                     "clockwise.", "N-2"),
    "turn": ("Player Turn", "A turn runs through five phases in order: Action, Build, Capture, Draw, Renew."),
    "action-phase": ("A. Action Phase", "Up to two Action cards a turn, to recruit crew or for other actions."),
    "recruit": ("Recruiting crew", "A recruited crew member joins your Crew Quarters and stays unless an Action "
                "removes it."),
    "crew-limit": ("A. Action Phase", "Crew Quarters hold at most five crew members; the Huntsman is not one of "
                   "them, the starting member is.", "N-5"),
    "other-action": ("Performing other Actions", "A played Action works at once and then goes to the Utility "
                     "discard pile."),
    "reaction": ("Performing other Actions", "Another player may answer an Action with a Reaction, and the "
                 "Reaction is settled before the Action works.", "N-6"),
    "build-phase": ("B. Build Phase", "Cages and items are built from the hand by crew members or the Huntsman "
                    "whose build points cover the cost."),
    "build-once": ("B. Build Phase", "A crew member or Huntsman builds at most one thing a turn and is then "
                   "utilised for the rest of the turn."),
    "pool": ("B. Build Phase", "Several members may add their points together for one cost; points left over "
             "are lost, not saved for another card.", "N-9"),
    "build-points": ("B. Build Phase", "The members used must together have at least the build cost."),
    "cage-limit": ("B. Build Phase", "A Cargo Bay holds at most ten cages."),
    "item-type": ("B. Build Phase", "An item goes on a built cage, and a cage carries at most one item of each "
                  "type."),
    "built-stays": ("B. Build Phase", "Built cages and items stay until an Action removes them."),
    "capture-phase": ("C. Capture Phase", "Creatures in the Line of Sight are caught with capture points and a "
                      "cage that fits them."),
    "capture-once": ("Capture Creatures", "Each crew member or Huntsman helps with at most one capture a turn, "
                     "and not at all if it built this turn."),
    "capture-points": ("Capture Creatures", "The members used must together have at least the capture cost; "
                       "spare points are lost.", "N-9"),
    "cage-fits": ("Capture Creatures", "The cage must hold creatures of that size and have room left.", "N-10"),
    "refill": ("C. Capture Phase", "After a capture the Line of Sight is topped up to five from the Xenofera "
               "deck.", "N-11"),
    "draw-phase": ("D. Draw Phase", "Either discard any cards and refill the hand to seven, or draw two "
                   "Collections and keep one.", "N-12"),
    "hand-size": ("D. Draw Phase", "Refilling stops when the hand holds seven cards (eight with a hand-size "
                  "ability)."),
    "immediate": ("Card Types", "An Immediate card works the moment it is drawn, then goes to the discard pile; "
                  "the draw goes on.", "N-4"),
    "renew": ("Renew", "At the end of the turn every utilised member is ready again."),
    "card-types": ("Card Types", "Each card kind carries its own numbers; abilities on cards change the rules "
                   "only as their text says."),
    "battle": ("Battles", "A Reaction against an Action, or an Action aimed at a cage with a guarding item, "
               "starts a battle.", "N-7"),
    "battle-defender": ("The Defender", "The Defender lays two Battle cards face down, never the Decoy."),
    "battle-attacker": ("The Attacker", "The Attacker lays two Battle cards and the Decoy face down, in an order "
                        "of their choosing."),
    "battle-exclude": ("Resolution", "The Defender picks one of the Attacker's three cards to leave out; it "
                       "goes back unseen, unless it is the Decoy, which is shown.", "N-8"),
    "battle-total": ("Resolution", "The cards left are turned up; the higher total wins and the Attacker wins "
                     "ties."),
    "battle-used": ("Resolution", "Cards that fought go to their owner's used pile; the Decoy never does."),
    "battle-reset": ("Resolution", "A player left with two or fewer unused Battle cards, Decoy included, takes "
                     "back all their used ones."),
    "battle-piles": ("Set Up Diagram", "Used Battle cards lie face up; the unused ones and any face-down cards "
                     "are seen only by their owner.", "N-17"),
    "last-card": ("End Game", "Drawing the last Utility card starts the last round: each player has one more "
                  "turn.", "N-13"),
    "call": ("End Game", "With enough occupied cages (9, 8, 7 or 6 for 2 to 5 players) you may call the last "
             "round at the end of your turn; everyone else then has one more turn.", "N-14"),
    "scoring": ("Scoring and Winning", "Score = value of your caught creatures + bonuses of completed Collections "
                "- the costs of your crew."),
    "winner": ("Scoring and Winning", "The highest score wins; a tie goes to whoever caught more creatures.",
               "N-15"),
    "hidden": ("Set Up", "Hands and kept Collections are private: only their owner sees them.", "N-18"),
    "undo": ("Player Turn", "xlearn lets you take back a choice, but never one that showed somebody a hidden "
             "card.", "N-16"),
    "game-over": ("End Game", "The game is over: no more choices can be made."),
}, rulings_doc="docs/rulings/xenofera.md")

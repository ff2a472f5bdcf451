"""Seekers rule ids -> the rulebook section heading that states the rule, and one sentence in our words."""
from ..engine.rules import Rulebook

RULEBOOK = Rulebook("X: Seekers of Fortune", {
    "win": ("Winning the Game", "Whoever archives a fifth Adventure first wins at once."),
    "game-over": ("Winning the Game", "Once someone has won, nobody makes any more choices."),
    "components": ("Components", "The game uses a 72-card Lead deck, a 54-card Adventure deck and a 36-card "
                   "ActionX deck."),
    "card-types": ("Card Types", "Every card is a Lead, an Adventure or an ActionX card."),
    "setup": ("Game Set-Up", "The three decks are shuffled apart; each seeker gets six Leads and one ActionX "
              "card, and turns three Adventures face up."),
    "adventure-zone": ("Game Set-Up", "Adventures lie face up in front of their seeker; they are never taken "
                       "into a hand."),
    "going-first": ("Game Set-Up", "The loser of the previous game starts; in a first game a coin decides.",
                    "S-1"),
    "active": ("Key Terms", "Active resources are the ActionX cards and Adventures lying in your Active zone."),
    "archive": ("Key Terms", "To archive is to move a completed Adventure or an ActionX card into your "
                "Archive zone."),
    "bury": ("Key Terms", "To bury a card is to put it under its own discard pile, at the bottom."),
    "reveal": ("Key Terms", "To reveal is to turn the top Adventure of the deck face up into your Adventure "
               "zone."),
    "scrap": ("Key Terms", "Scrapping removes one of your active resources: an Adventure goes to the discard "
              "pile, an ActionX card to your Archive."),
    "wild": ("Key Terms", "A wild Lead can stand in for a Glyph, Myth, Ruin or Vision Lead.", "S-2"),
    "matching": ("Key Terms", "Matching Leads are Leads of one type; a wild Lead may fill a gap.", "S-3"),
    "turn": ("Taking a Turn", "A turn goes: reveal an Adventure, draw Leads, take any actions, end the turn."),
    "reveal-step": ("Taking a Turn", "Step 1: a new Adventure joins your zone, either the deck's top card "
                    "or the discard pile's top card."),
    "three-adventures": ("Taking a Turn", "Nobody keeps more than three active Adventures: extra ones are "
                         "scrapped at once."),
    "draw": ("Taking a Turn", "To draw is to take the top card of a deck into your hand, as the Draw Leads step "
             "does; a card that tells you to draw does the same.", "S-23"),
    "draw-step": ("Taking a Turn", "Step 2: draw two Leads and then discard one Lead, or instead take the top "
                  "Lead of the discard pile."),
    "take-action": ("Taking a Turn", "Step 3: do as many actions as you like and can pay for, in any order."),
    "end-turn": ("Taking a Turn", "Step 4: end the turn, first cutting a hand of more than seven Leads to "
                 "seven."),
    "complete": ("Completing Adventures", "To complete an Adventure you show Leads matching every emblem on "
                 "it; they are archived under it."),
    "pay-all": ("Completing Adventures", "An Adventure is paid in one go: every emblem at once, never part of "
                "it.", "S-2"),
    "rewards": ("Completing Adventures", "A completed Adventure pays the rewards printed on it; harder ones "
                "pay more."),
    "rewards-beginner": ("Completing Adventures", "In Beginner play the ActionX part of a reward is skipped.",
                         "S-10"),
    "final": ("The Final Adventure", "A seeker with four archived Adventures starts the Final Adventure: "
              "their Leads are discarded, fresh Adventures come out, the next seeker picks the one that stays, "
              "and three Leads are drawn.", "S-5"),
    "final-choice": ("The Final Adventure", "The next seeker in turn order chooses which Adventure the "
                     "finalist keeps; the others are scrapped.", "S-4"),
    "final-no-reveal": ("The Final Adventure", "On the Final Adventure there is no reveal step any more."),
    "beginner": ("New Player Suggestions", "Beginner play leaves out Heroic Feats and ActionX cards."),
    "advanced": ("New Player Suggestions", "Advanced play adds ActionX cards and Heroic Feats but sets the "
                 "Challenging and Expert cards aside."),
    "feats": ("ActionX Cards", "A Feat works once and is then archived; a Thwarted Feat is archived with no "
              "effect."),
    "sites": ("ActionX Cards", "A Site stays in your Active zone until archived, with an Aura and an Exploit "
              "ability."),
    "relics": ("ActionX Cards", "A Relic stays in your Active zone; on entering play you pick its Noble or "
               "Ruthless mode for good."),
    "actionx-free": ("ActionX Cards", "ActionX cards cost nothing to play, and there is no limit on how many "
                     "you hold."),
    "abilities": ("Sites & Relics", "Abilities of Sites and Relics work from the turn the card is played, "
                  "unless marked Delay."),
    "aura": ("Types of Abilities", "An Aura gives an ongoing or reusable effect."),
    "exploit": ("Types of Abilities", "An Exploit has a cost, gives its effect, and usually sends the Site "
                "to the Archive."),
    "heroic": ("Heroic Feats", "Heroic Feats are paid for and then give their effect; apart from Thwart each "
               "is allowed once a turn, not counting those printed on ActionX cards.", "S-16"),
    "barter": ("Gain Resources", "Barter: for three Leads, or one ActionX card, see the next two "
               "Adventures of the deck, keep one face up and discard the other.", "S-15"),
    "breakthrough": ("Gain Resources", "Breakthrough: discard three matching Leads to draw an ActionX card.",
                     "S-6"),
    "sabotage": ("Disrupt Rivals", "Sabotage: scrap one of your active Sites, Relics or Adventures and "
                 "discard a Lead; a rival archives the Site or Relic, or buries the Adventure, you pick."),
    "thwart": ("Disrupt Rivals", "Thwart: bury two matching Leads to cancel a rival's Feat as it is played; "
               "it has no use limit.", "S-8"),
    "catch-up": ("Catch Up", "Negotiate and Poach are for a seeker tied with or behind the rivals in archived "
                 "Adventures, and only one of the two each turn.", "S-7"),
    "negotiate": ("Catch Up", "Negotiate: give up one of your Adventures to see the next three "
                  "Leads; two join your hand and the third goes to a rival you pick."),
    "poach": ("Catch Up", "Poach: discard a Lead to swap one of your active Adventures with a rival's.",
              "S-19"),
    "hand-limit": ("Hand Limits", "When your turn ends you keep no more than seven Leads, choosing "
                   "which go; ActionX cards in hand have no limit.", "S-18"),
    "deck-runs-out": ("If a Card Deck Runs Out", "An empty Lead or Adventure deck is rebuilt from its discard "
                      "pile, all but the top card, shuffled.", "S-6"),
    "card-effects": ("Card Effects vs Standard Rules", "Where a card and the standard rules disagree, the card "
                     "wins."),
    "random-discard": ("Card Effects vs Standard Rules", "A card that makes a rival discard at random uses the "
                       "match's seeded random source; the Leads land face up.", "S-21"),
    "resting": ("Resting", "A seeker who begins a turn holding no Leads may rest instead: two "
                "Adventures are revealed, three Leads drawn, and the turn is skipped; never on the Final Adventure.", "S-17"),
    "breakthrough-win": ("Alternate Win Condition: Breakthrough", "On the Final Adventure, a successful "
                         "Breakthrough wins if you have seven or more ActionX cards in your Active and Archive "
                         "zones together."),
    "thwart-chain": ("More on Thwart", "Any Feat can be Thwarted, a Thwart too; a Thwarted ActionX Feat is "
                     "archived and still counts for Breakthrough.", "S-8"),
    "catch-up-first": ("Catchup Actions", "Negotiate and Poach need a rival to have archived at least one "
                       "Adventure.", "S-7"),
    "surviving": ("Surviving the Final Adventure", "When a rival leaves a finalist with no active Adventure, "
                  "the finalist reveals one; doing it to yourself earns no reveal."),
    "multiplayer": ("Multiplayer", "Up to four can play; with four, a second Lead deck is shuffled in.",
                    "S-22"),
    "draft": ("Draft Mode", "Up to three seekers draft their own ten-card ActionX decks and keep their own "
              "ActionX discard piles.", "S-11"),
    "icons": ("Icons & Special Abilities", "Icons on ActionX cards say when and how a card or ability can be "
              "used.", "S-12"),
    "leverage": ("Leverage", "A Leverage ability turns its card sideways when used; it stands up again at the "
                 "start of its owner's next turn."),
    "twist": ("Twist", "A Twist card or ability may be used in a rival's turn, when they act or as their "
              "action step begins or ends.", "S-9"),
    "bond": ("Bond", "A Bond card takes a Lead from your hand underneath it; its type sets how the card works, "
             "and the Lead is discarded when the card is archived.", "S-13"),
    "delay": ("Delay", "A Delay ability cannot be used in the turn its card entered play."),
    "undo": ("Taking a Turn", "xlearn lets you take back a choice, but never one that showed a hidden card.",
             "S-14"),
}, rulings_doc="docs/rulings/seekers.md")

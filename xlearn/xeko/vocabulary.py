"""Every kind of Xeko choice and event, in one sentence each (docs/reference/xeko.md is made from this)."""
from __future__ import annotations

from ..engine.vocabulary import Kind

TITLE = "Xeko"
INTRO = ("Spots are `(x, y)` with the Hotspot at `(0, 0)`; card ids are the `id`s of `view()` cards. Rules are "
         "cited by the rulebook's section headings; rulings are in `docs/rulings/xeko.md`. Event data beyond "
         "`cards`, `seats` and `spots`: `draw` and `shed` carry `names` (the cards' names, in `cards` order) and "
         "`left` (the cards left in the draw pile); `choose-defender` carries `candidates`, the ids of the rival "
         "Species that may be invaded; `species` names the Species then every card it links to.")

CHOICES = {
    "xeko": Kind("3. Play One Xeko Card: play this Xeko card from the hand.", "card"),
    "skip-xeko": Kind("Play no Xeko card this turn."),
    "species": Kind("4. Play One Species Card: play this Species from the hand onto this spot.", "card x y"),
    "skip-species": Kind("Play no (more) Species cards this turn."),
    "extra-species": Kind("Play an extra Species a power allows, with no Turf War; None args: play none.",
                          "card x y"),
    "defender": Kind("Turf War: invade this rival Species (None: start no Turf War, where allowed).", "card"),
    "camouflage": Kind("Camouflage: decline the Turf War (True) or let it begin (False).", "decline"),
    "boost": Kind("Turf War Boosts: play this Boost card onto this spot, counting for a seat where it asks.",
                  "card x y seat"),
    "pass": Kind("Turf War Boosts: pass, playing no Boost now."),
    "sacrifice": Kind("Sacrifice: use it (True; both Species go to their shed piles) or not (False).", "use"),
    "discard": Kind("Discard this card from the hand to the face-up shed pile.", "card"),
    "sunrise-draw": Kind("SUNRISE: use this card's power to draw a card.", "card"),
    "acropora": Kind("SUNRISE: use this Acropora's power to draw a card.", "card"),
    "tiger": Kind("SUNRISE: this Tiger sheds five cards and invades the rival Species it links to.", "card card"),
    "migrate": Kind("Migrate: move this Species to this spot, shedding cards as the keyword says.", "card x y"),
    "almendro": Kind("Almendro: swap it for this Species from the shed pile.", "card card"),
    "warning-call": Kind("Warning Call: this card moves that Species to this spot.", "card card x y"),
    "end-sun": Kind("End the SUNRISE or SUNSET step (use no more powers)."),
    "reflip": Kind("Golden Arowana: flip the Pondicherry Shark's coin again (True) or keep the result (False).",
                   "again"),
    "own-loss": Kind("A power that costs one of your own Species: shed this one.", "card"),
    "search": Kind("Ant Plant / Africanized Bee: take this card from the draw pile (None: take nothing).", "card"),
    "orchid": Kind("Comet Orchid: play this Hawk Moth from the hand here, linked to the Orchid (None: none).",
                   "card x y"),
    "opponent": Kind("A power aimed at a rival: choose which seat.", "seat"),
    "chase-off": Kind("A power that chases a Species back to its owner's hand: this one.", "card"),
    "deforest": Kind("Deforestation: shed this Species (the first, then the second).", "card"),
    "trade-split": Kind("A trade: split the cards into these two piles for this seat to choose from.",
                        "cards cards seat"),
    "trade-pick": Kind("A trade: give the other player the first (0) or the second (1) pile.", "pile"),
}

EVENTS = {
    "setup": Kind("How to Start the Game: the Hotspot goes in the middle of the field.", "cards spots"),
    "shuffle": Kind("A seat's draw pile is shuffled (by the seeded random source; the seed is only in the "
                    "teacher's view)."),
    "draw": Kind("A seat draws cards; only that seat reads which (the others read how many).", "cards left names"),
    "first-player": Kind("Who goes first (Rock, Paper, Scissors, played by the seeded random source)."),
    "scenario": Kind("A scenario's position is laid out and play continues from its step."),
    "turn": Kind("A new turn begins.", "turn"),
    "step": Kind("A step of the turn is done or skipped."),
    "xeko": Kind("A Xeko card is played and shows its Trophic Tokens.", "cards card"),
    "xeko-lost": Kind("A Xeko card is played but its Trophic Tokens cannot be shown: it is lost.", "cards card"),
    "species": Kind("A Species is played onto the field.", "cards spots card spot"),
    "multi-link": Kind("A Species links to two or more cards and earns its Multi-link bonus.", "cards"),
    "choose-defender": Kind("Turf War: the invader is to choose which linked rival Species to invade.", "cards candidates"),
    "no-war": Kind("No Turf War starts (the invader declines, or nothing can be invaded).", "cards"),
    "turf-war": Kind("A Turf War begins between an invading and a defending Species.", "cards invader defender"),
    "camouflage": Kind("Camouflage calls a Turf War off, or can no longer do so.", "cards"),
    "boost": Kind("A Boost card is played onto the Turf War grid.", "cards spots spot"),
    "pass": Kind("A player passes their Boost turn."),
    "boosts-done": Kind("Both players have passed: the Boosts are done."),
    "ferocity": Kind("Ferocity adds its value to a side's Energy.", "cards"),
    "nest": Kind("Nest adds its value to a defending side.", "cards"),
    "morph": Kind("Morph changes a card's Energy in this Turf War.", "cards"),
    "frog": Kind("Bornean Flat-headed Frog: a card that would go to the shed pile is saved.", "cards"),
    "swipe": Kind("A Swipe Boost makes a player discard a card.", "cards"),
    "override": Kind("A card overrides a Turf War rule (for example, the lower total wins).", "cards"),
    "tw-tie": Kind("Turf War phase d: the totals are equal, so nobody wins.", "cards calcs sides"),
    "tw-winner": Kind("Turf War phase d: who wins, with both sides' Energy.", "winner calcs sides"),
    "diff": Kind("Turf War phase e: the loser must shed the Diff.", "calc"),
    "shed": Kind("Cards go from a draw pile to its face-up shed pile.", "cards left names"),
    "to-shed": Kind("A card goes from the field to its owner's shed pile.", "cards"),
    "to-hand": Kind("A card goes back to its owner's hand.", "cards"),
    "hand-to-shed": Kind("At the end, the cards left in a hand go to the shed pile."),
    "discard": Kind("A card is discarded from a hand to the face-up shed pile.", "cards"),
    "sacrifice": Kind("Sacrifice: both Species of the Turf War go to their owners' shed piles.", "cards"),
    "move": Kind("A card moves to another spot of the field.", "cards spots spot"),
    "migrate": Kind("A Species migrates to another spot.", "cards"),
    "almendro": Kind("Almendro swaps with a Species from the shed pile.", "cards"),
    "power": Kind("A card power takes effect (the rule names the card guide).", "cards"),
    "effect": Kind("A Xeko card's or power's effect takes place (some last until SUNSET).", "cards"),
    "coin": Kind("A coin is flipped (Pondicherry Shark, Golden Arowana).", "cards coin"),
    "cleanup": Kind("End of turn clean-up: effects that last a turn end."),
    "eliminated": Kind("Ending a Multiplayer Game: a seat is out of the game."),
    "game-end": Kind("Ending the Game: why the game ends now."),
    "score": Kind("Counting Eco-Points: one seat's score.", "calc"),
    "winner": Kind("Who wins, with every seat's score.", "calcs"),
}

"""Every kind of Xenofera choice and event, in one sentence each (docs/reference/xenofera.md is made from this)."""
from __future__ import annotations

from ..engine.vocabulary import Kind

TITLE = "Xenofera"
INTRO = ("Card ids are the `id`s of `view()` cards; a Cage is named by its card id. Rules are cited by the "
         "rulebook's section headings; rulings are in `docs/rulings/xenofera.md`. Event data beyond `cards` and "
         "`seats`: `battle_cards` lists the Battle card ids an event is about (texts name Battle cards by value, "
         "so they are not in `cards`; face-down ones only in the copy of the seat that laid them); `crew` lists "
         "the crew members a capture utilises (a build names its crew in `cards`, the Huntsman as "
         "\"Huntsman\"); `draw` and `sight` carry `names`, the cards' names in `cards` order.")

CHOICES = {
    "battle-set": Kind("Game Set-Up: take the Battle cards of this colour (by its number in the offer).", "colour"),
    "keep-huntsman": Kind("Game Set-Up: keep this Huntsman of the two dealt.", "card"),
    "keep-collection": Kind("Keep this Collection card of those drawn.", "card"),
    "recruit": Kind("Action Phase: recruit this crew member from the hand into Crew Quarters.", "card"),
    "play": Kind("Action Phase: play this Action card, aimed at the targets that follow (seats and cards, as "
                 "the card's text asks).", "card target*"),
    "react": Kind("Answer the card being played with this Reaction card.", "card"),
    "let": Kind("Let the card being played go ahead, with no Reaction."),
    "end-action": Kind("End the Action Phase."),
    "build": Kind("Build Phase: build this cage or item (on this cage; -1 for a new cage) with these crew "
                  "members.", "card card card*"),
    "end-build": Kind("End the Build Phase."),
    "capture": Kind("Capture Phase: capture this creature into this cage with these crew members.",
                    "card card card*"),
    "end-capture": Kind("End the Capture Phase."),
    "refill": Kind("Draw Phase: discard these cards (none: keep every card), then draw back up to the hand "
                   "size.", "card*"),
    "collections": Kind("Draw Phase: draw Collection cards to choose one from."),
    "call": Kind("Call the last round."),
    "no-call": Kind("Play on without calling the last round."),
    "b-defend": Kind("Battle: the Defender lays these two unused Battle cards face down.", "card card"),
    "b-attack": Kind("Battle: the Attacker lays these three cards (two and the Decoy) face down.",
                     "card card card"),
    "b-exclude": Kind("Battle: the Defender excludes the Attacker's card in this position (0 first).", "position"),
    "pass-turn": Kind("Never offered: a forbidden shortcut the random-play checker tries (skip to the next "
                      "player)."),
}

EVENTS = {
    "setup": Kind("Game Set-Up: a step of the set-up (Battle card colours, piles)."),
    "shuffle": Kind("A deck is shuffled by the seeded random source."),
    "deal": Kind("Cards are dealt to a seat in the set-up.", "cards"),
    "starter": Kind("Game Set-Up: a seat gets its starter crew member and cage.", "cards"),
    "battle-set": Kind("A seat takes its Battle cards.", "cards"),
    "keep-huntsman": Kind("A seat keeps a Huntsman face up.", "cards"),
    "keep-collection": Kind("A seat keeps a Collection card.", "cards"),
    "first-player": Kind("Who starts (picked by the seeded random source)."),
    "scenario": Kind("A scenario's position is laid out and play continues from it."),
    "stampede-setup": Kind("An Immediate card turns up during the set-up.", "cards card"),
    "turn": Kind("A new turn begins.", "turn"),
    "phase": Kind("A phase of the turn ends and the next begins."),
    "recruit": Kind("A crew member joins Crew Quarters.", "cards card"),
    "play": Kind("An Action card is played.", "cards card"),
    "react": Kind("A Reaction card answers the card being played.", "cards"),
    "no-reaction": Kind("Nobody reacts: the card goes ahead.", "cards"),
    "cancelled": Kind("A Reaction wins: the card played is cancelled.", "cards"),
    "reaction-fails": Kind("A Reaction fails: the card played goes ahead.", "cards"),
    "guard-holds": Kind("A cage's guard holds against an Action card.", "cards"),
    "flush": Kind("A creature is driven off into the Xenofera discard pile.", "cards"),
    "release": Kind("A creature escapes from a cage.", "cards"),
    "sabotage": Kind("A cage or item is wrecked.", "cards"),
    "demolish": Kind("A cage or item is taken down.", "cards"),
    "dismiss": Kind("A crew member leaves Crew Quarters for the Utility discard pile.", "cards"),
    "discharge": Kind("A crew member is paid off and leaves Crew Quarters.", "cards"),
    "build": Kind("A cage or item is built, with its worked build points.", "cards card calc"),
    "capture": Kind("A creature is captured into a cage, with its worked capture points.", "cards card calc crew"),
    "battle": Kind("A battle begins: who attacks, who defends and why.", "cards attacker defender"),
    "battle-defend": Kind("The Defender lays their Battle cards face down.", "battle_cards"),
    "battle-attack": Kind("The Attacker lays their Battle cards face down.", "battle_cards"),
    "battle-odds": Kind("The Defender's odds for each card they may exclude.", "odds calc"),
    "battle-exclude": Kind("The Defender excludes one of the Attacker's cards.", "decoy battle_cards"),
    "battle-reveal": Kind("The Battle cards are turned up, with both sides' totals.", "calcs sides battle_cards"),
    "battle-winner": Kind("Who wins the battle, with both sides' totals.", "winner calcs sides"),
    "battle-used": Kind("The Battle cards that fought go to the used piles."),
    "battle-reset": Kind("A seat with two or fewer unused Battle cards takes back the used ones."),
    "draw": Kind("A seat draws cards; only that seat reads which.", "cards left names"),
    "refill": Kind("Draw Phase: a seat discards and refills the hand.", "cards discarded calc"),
    "collection": Kind("Draw Phase: a seat draws Collection cards.", "cards"),
    "immediate": Kind("An Immediate card is dealt and works at once.", "cards card"),
    "stampede": Kind("Stampede: creatures leave the Line of Sight.", "cards"),
    "sight": Kind("The Line of Sight is refilled (or cannot be).", "cards names"),
    "reshuffle": Kind("The empty Xenofera deck is made again from its discard pile."),
    "renew": Kind("Renew: utilised crew turn back, ready for the next turn.", "cards"),
    "call": Kind("A seat calls the last round."),
    "no-call": Kind("A seat could call the last round but plays on."),
    "last-round": Kind("The last round begins: who still plays."),
    "game-end": Kind("The game ends: why."),
    "score": Kind("One seat's score.", "cards calc"),
    "winner": Kind("Who wins, with every seat's score.", "calcs"),
}

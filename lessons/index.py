# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # xlearn — learn card games by playing them

# %% [markdown]
# xlearn teaches three card games inside Jupyter: **Xeko**, **Xenofera** and **X: Seekers of
# Fortune**. Each lesson is a short notebook with a playable board. You make the moves; the board explains
# every rule at the moment it applies, so you learn the rules by using them rather than by reading them
# all first.
#
# **Where to start:** new to all three games? Begin with
# [Xeko 1: the goal and the set-up](xeko/01-goal-and-set-up.ipynb). Each game's lessons build on each other
# from 01 up, so start a game at its lesson 01: [Xenofera 1](xenofera/01-goal-and-set-up.ipynb),
# [Seekers 1](seekers/01-goal-and-set-up.ipynb). A lesson takes about ten minutes; a full game about fifteen.

# %% [markdown]
# ## How to use a board
#
# - Run the lesson's cells from the top (Shift+Enter, or *Run → Run All Cells*).
# - The **lesson panel** at the top right of the board says what to do now: read and press **Next**, make
#   the choice it asks for on the board, or answer its question in the board's answer box.
# - The board shows the table from your seat. The **choice buttons** are exactly the moves the rules allow
#   now; click one (or Tab to it and press Enter).
# - For Xeko, pick a card in your hand: the legal spots light up; pick an unlit spot and the board says
#   which rule forbids it.
# - The **event log** tells what each step did and cites the rulebook section; worked sums (Energy totals,
#   the Diff, scores) are shown term by term. After a choice the table moves at once and its events play over
#   it one at a time, each lighting the cards it touches (**Skip** shows them all; **Speed** sets the pace).
# - **Undo** takes back your last choice, unless that step showed you a hidden card. The **teacher view**
#   shows every hand.
# - A wrong answer gets a hint; a second wrong answer a stronger one; **Show me** shows the worked answer.

# %% [markdown]
# ## Your progress
# Run the cell below: it lists the lessons you have finished on this computer and the one to take next.

# %%
# NBVAL_IGNORE_OUTPUT
from xlearn.lessons import progress

progress.summary()

# %% [markdown]
# ## Lesson map
#
# <!-- lessons:start -->
# | Game | Lesson | About | Rulebook sections |
# | --- | --- | --- | --- |
# | Xeko | [01-goal-and-set-up](xeko/01-goal-and-set-up.ipynb): the goal and the set-up | 10 min | Xeko, Mission: Critical, The Xeko Game™, The Basics, The Golden Rule, Object of the Game, and 10 more |
# | Xeko | [02-turn-sequence](xeko/02-turn-sequence.ipynb): the six steps of a turn | 10 min | Turn Sequence, 1. Draw One Card |
# | Xeko | [03-linking](xeko/03-linking.ipynb): linking Species cards | 10 min | 2. Species Cards, 4. Play One Species Card |
# | Xeko | [04-turf-war](xeko/04-turf-war.ipynb): the Turf War | 10 min | 5. Turf War, a. Activate card powers, d. Determine the winner, e. Losing player takes a penalty, f. Clean up |
# | Xeko | [05-boosts-and-multi-link](xeko/05-boosts-and-multi-link.ipynb): Boosts and the Multi-link bonus | 10 min | 4. Boost Cards, b. Play Boost cards, c. Apply Multi-link bonuses, Multi-Link Bonuses |
# | Xeko | [06-xeko-cards-and-trophic-tokens](xeko/06-xeko-cards-and-trophic-tokens.ipynb): Xeko cards and Trophic Tokens | 10 min | 3. Xeko Cards, 3. Play One Xeko Card |
# | Xeko | [07-keyword-powers](xeko/07-keyword-powers.ipynb): keyword powers | 10 min | Species-card Power Keywords, Camouflage, Ferocity, Morph, Nest, Predator, and 3 more |
# | Xeko | [08-sunrise-and-sunset](xeko/08-sunrise-and-sunset.ipynb): SUNRISE and SUNSET powers | 10 min | 2. SUNRISE Powers, 6. SUNSET Powers, SUNRISE, SUNSET, Migrate, Warning Call |
# | Xeko | [09-ending-and-counting](xeko/09-ending-and-counting.ipynb): the end of the game and the count | 10 min | Ending the Game, Counting Eco-Points, Conservation Bonus |
# | Xeko | [10-full-game-against-a-bot](xeko/10-full-game-against-a-bot.ipynb): a full game against a bot | 15 min | Glossary |
# | Xeko | [11-three-and-four-players](xeko/11-three-and-four-players.ipynb): three and four players | 10 min | Multiplayer Rules, Multiplayer FAQ, Multiplayer Rules for Three Or Four players, Turf Wars in a Multiplayer Game, Ending a Multiplayer Game, Mission: Madagascar, and 1 more |
# | Xeko | [12-card-guide-cards](xeko/12-card-guide-cards.ipynb): cards that change the rules | 10 min | Card Guides, Mission: Indonesia Cards, Acropora, Ant Plant, Bornean Flat-headed Frog, Golden Arowana, and 31 more |
# | Xenofera | [01-goal-and-set-up](xenofera/01-goal-and-set-up.ipynb): the goal and the set-up | 10 min | Objective, Set Up Diagram, Components, 3. Xenofera Deck, Set Up, 5. Utility Deck, and 4 more |
# | Xenofera | [02-the-five-phases](xenofera/02-the-five-phases.ipynb): the five phases of a turn | 10 min | Player Turn, Renew |
# | Xenofera | [03-crew-and-build-points](xenofera/03-crew-and-build-points.ipynb): crew and build points | 10 min | A. Action Phase, Recruiting crew, Huntsman, Crew Members, Starting Utility, Cards from the Utility Deck |
# | Xenofera | [04-cages-and-items](xenofera/04-cages-and-items.ipynb): cages and items | 10 min | B. Build Phase, Cage, Item |
# | Xenofera | [05-capturing](xenofera/05-capturing.ipynb): capturing | 10 min | C. Capture Phase, Capture Creatures, Xenofera |
# | Xenofera | [06-battles-and-the-decoy](xenofera/06-battles-and-the-decoy.ipynb): battles and the Decoy | 10 min | Battles, The Attacker, Reaction, The Defender, Regular Action, Resolution, and 2 more |
# | Xenofera | [07-the-draw-phase](xenofera/07-the-draw-phase.ipynb): the Draw Phase | 10 min | D. Draw Phase, Either, Or, Collection, Immediate |
# | Xenofera | [08-the-last-round](xenofera/08-the-last-round.ipynb): the last round | 10 min | End Game |
# | Xenofera | [09-scoring](xenofera/09-scoring.ipynb): scoring | 10 min | Scoring and Winning |
# | Xenofera | [10-full-game-against-bots](xenofera/10-full-game-against-bots.ipynb): a full game against a bot | 15 min | Card Types |
# | X: Seekers of Fortune | [01-goal-and-set-up](seekers/01-goal-and-set-up.ipynb): the goal and the set-up | 10 min | Game Set-Up, Winning the Game, Key Terms, Components, New Player Suggestions, Card Types |
# | X: Seekers of Fortune | [02-the-turn](seekers/02-the-turn.ipynb): the four steps of a turn | 10 min | Taking a Turn, Hand Limits |
# | X: Seekers of Fortune | [03-completing-adventures](seekers/03-completing-adventures.ipynb): completing Adventures with wild Leads | 10 min | Completing Adventures |
# | X: Seekers of Fortune | [04-actionx-cards-and-icons](seekers/04-actionx-cards-and-icons.ipynb): ActionX cards and their icons | 10 min | ActionX Cards, Types of Abilities, ActionX Abilities, Icons & Special Abilities, Sites & Relics, Leverage, and 4 more |
# | X: Seekers of Fortune | [05-heroic-feats](seekers/05-heroic-feats.ipynb): the Heroic Feats | 10 min | Gain Resources, Heroic Feats, Disrupt Rivals, Know Your Heroic Feats, Chain Abilities & Build Momentum |
# | X: Seekers of Fortune | [06-thwart-chains](seekers/06-thwart-chains.ipynb): Thwart chains | 10 min | More on Thwart |
# | X: Seekers of Fortune | [07-catching-up](seekers/07-catching-up.ipynb): catching up with Negotiate and Poach | 10 min | Catch Up, Catchup Actions |
# | X: Seekers of Fortune | [08-the-final-adventure](seekers/08-the-final-adventure.ipynb): the Final Adventure | 10 min | The Final Adventure, Surviving the Final Adventure |
# | X: Seekers of Fortune | [09-resting-and-decks-running-out](seekers/09-resting-and-decks-running-out.ipynb): resting, and decks that run out | 10 min | Resting, Additional Rules, If a Card Deck Runs Out |
# | X: Seekers of Fortune | [10-the-breakthrough-win](seekers/10-the-breakthrough-win.ipynb): the Breakthrough win | 10 min | Alternate Win Condition: Breakthrough |
# | X: Seekers of Fortune | [11-full-game-against-a-bot](seekers/11-full-game-against-a-bot.ipynb): a full game against a bot | 15 min | Adventuring Tips |
# | X: Seekers of Fortune | [12-draft-mode-and-more-players](seekers/12-draft-mode-and-more-players.ipynb): Draft Mode and more players | 10 min | Multiplayer, More Ways to Play, Draft Mode |
# <!-- lessons:end -->

# %% [markdown]
# ## Check your set-up
#
# Run the cell below (Shift+Enter). It should print the xlearn version.

# %%
import xlearn
print(f"xlearn {xlearn.__version__} is ready.")

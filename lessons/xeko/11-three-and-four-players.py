# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3
#     language: python
#     name: python3
# ---

# %% [markdown]
# # Xeko 11: three and four players
# **Goal:** play Xeko with more than two players.
#
# With three or four players (*Multiplayer Rules for Three Or Four players*) play goes clockwise; decks
# hold exactly 40 cards unless everyone agrees on another size, 30 being the quick option. Everyone plays
# their Species facing themselves, so the field has cards turned four ways. A card that says "opponent"
# lets you pick any other player still in the game. A Species fights one other Species, and only those
# two players may play Boosts (*Turf Wars in a Multiplayer Game*). Players drop out as their draw piles
# run out, taking all their cards with them, until two remain; those two finish and count as usual
# (*Ending a Multiplayer Game*).

# %%
import xlearn.xeko as xeko
from xlearn.xeko import lesson_scripts as lessons
from xlearn.tasks import recap

match = xeko.new_match(players=3, seed=33, deck_size=30)
for p in match.view(None)["players"]:
    print(f"{p['name']}: deck {p['deck']}, {p['draw_count']} cards to draw, cards turned {p['rotation']} quarter turns")

# %% [markdown]
# Now the board: you are Player 1, two bots play Players 2 and 3. Follow the lesson at its top right.

# %%
guide = lessons.three_and_four_players()
board = guide.attach(xeko.Board(match, seat=0, opponents="random"))
board

# %% [markdown]
# ## Your first round
# This cell reads the board's match: who has played so far, in order.

# %%
if guide.played():
    recap(guide.match.events[guide.start:], kinds=("species", "no-war", "turf-war", "tw-winner", "tw-tie", "eliminated"))
else:
    print("You have not played your first turn yet: follow the lesson on the board, then run this cell again.")

# %% [markdown]
# ## A four-player game, played out by bots
# To see players drop out, here is a whole four-player game between bots (a fresh match: your board is not
# touched).

# %%
from xlearn.engine.bots import RandomBot, play_out

demo = xeko.new_match(players=4, seed=33, deck_size=30)
play_out(demo, [RandomBot(s) for s in range(4)])
recap(demo.events, kinds=("eliminated", "winner"))

# %% [markdown]
# **Next:** [Xeko 12: cards that change the rules](12-card-guide-cards.ipynb) · [Back to the index](../index.ipynb)

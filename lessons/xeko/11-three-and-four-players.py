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
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap
match = xeko.new_match(players=3, seed=31, deck_size=30)
for p in match.view(None)["players"]:
    print(f"{p['name']}: deck {p['deck']}, {p['draw_count']} cards to draw, cards turned {p['rotation']} quarter turns")
board = xeko.Board(match, seat=0, opponents="random")
board

# %%
from xlearn.engine.bots import RandomBot, play_out

demo = xeko.new_match(players=4, seed=33, deck_size=30)
play_out(demo, [RandomBot(s) for s in range(4)])
recap(demo.events, kinds=("eliminated", "winner"))

# %% [markdown]
# ## Task
# In that four-player game, which seat was eliminated first?

# %%
first_out = next(e.seat for e in demo.events if e.kind == "eliminated")
task = AnswerTask("Which seat was eliminated first?", first_out,
                  "Its draw pile ran out first, so it left the game with all its cards.",
                  xeko.RULES.rulebook["elimination"])
board.ask(task)

# %% [markdown]
# **Next:** [Xeko 12: cards that change the rules](12-card-guide-cards.ipynb) · [Back to the index](../index.ipynb)

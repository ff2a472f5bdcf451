"""The Xeko lessons (sources of notebooks/xeko/*.ipynb; build with tools/lessons/build.py xeko)."""

IMPORTS = """import xlearn.xeko as xeko
from xlearn.tasks import AnswerTask, ChoiceTask, DiffTask, LegalSpotsTask, NumberTask, ScoreTask, recap"""

# A small Turf War position used by several lessons: Player 2's Black-cheeked Ant Tanager sits east of
# the Hotspot; Player 1 is about to play a Species.
TANAGER = """position = {
    "title": "A rival next to the Hotspot",
    "field": [{"card": "Black-cheeked Ant Tanager", "owner": 1, "at": [1, 0]}],
    "hands": [["Indri", "Fossa", "Aye-aye"], ["Tsingy Shelter"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 3,
}
match = xeko.new_match(scenario=position, seed=1)"""

LESSONS = [
    ("xeko/01-goal-and-set-up.ipynb", [
        ("md", """# Xeko 1: the goal and the set-up
**Goal:** know what wins a game of Xeko and how a game starts.

You win Xeko by ending with the most **Eco-points**: they come from your Species cards still in the field
at the end, plus a bonus for every two cards you never had to use (*Object of the Game*, *Conservation
Bonus*). Every card you draw or shed eats into that bonus, so Xeko is a game of spending wisely.

Before play (*Deck Setup*, *How to Start the Game*): each player brings a deck of 40 cards or fewer, the
decks are the same size, and no card appears more than three times. The shared Hotspot card is laid at the
centre of the table, then everybody shuffles their own deck and draws five cards. Rock, Paper, Scissors picks who starts;
in xlearn the seeded random source plays it, so the same seed always gives the same game."""),
        ("code", IMPORTS + """
match = xeko.new_match(players=2, seed=7)
for event in match.events[:7]:
    print(event.text)"""),
        ("md", """Each line above is an **event**: one step of the rules, in our words, citing the section it
applies. Try `print(match.events[0])` to see the citation too. The board below shows the same match
from Player 1's seat: your hand, the field with the Hotspot in the middle, and the choices you have."""),
        ("code", """board = xeko.Board(match, seat=0, opponents="random")
board"""),
        ("md", """## Task
A ready-made deck holds 40 cards. How many cards are left in Player 1's draw pile right after the opening
hand is drawn (before the first turn's draw)? Check your answer with the engine."""),
        ("code", """from xlearn import Calculation

task = NumberTask("Cards left in Player 1's draw pile after the opening hand",
                  Calculation.of("Draw pile", [("Deck", 40), ("Opening hand", -5)]),
                  xeko.RULES.rulebook["opening-hand"])
board.ask(task)
task.check(36)"""),
        ("code", """task.check(35)"""),
        ("md", """## Recap
- A deck: at most 40 cards, at most three copies of a card, every deck the same size.
- The Hotspot starts the field; it belongs to nobody's deck.
- Five cards each, then the first player is chosen, and turns go clockwise."""),
        ("code", """recap(match.events[:6])"""),
    ]),
    ("xeko/02-turn-sequence.ipynb", [
        ("md", """# Xeko 2: the six steps of a turn
**Goal:** name the six steps of a Xeko turn and see which of them ask you to choose.

A turn always runs in the same order (*Turn Sequence*): **1** draw a card, **2** SUNRISE powers, **3** one
Xeko card if you like, **4** one Species card if you like, **5** a Turf War if your new Species started
one, **6** SUNSET powers. Steps with nothing to decide pass by themselves; `match.phase` names the step
you are in, just as the rulebook names it."""),
        ("code", IMPORTS + """
match = xeko.new_match(players=2, seed=3)
print("Now:", match.phase, "- seat", match.to_act, "decides")
for action in match.legal():
    print(" ", action.label)"""),
        ("md", """Let us skip the Xeko card and look at the steps that follow."""),
        ("code", """events = match.play("Play no Xeko card")
print("Now:", match.phase)
recap(events)"""),
        ("code", """board = xeko.Board(match, seat=match.to_act, opponents="random")
board"""),
        ("md", """## Task
In which step does a Xeko card have to be played? Pick the label of the step from this list:
`"Draw One Card"`, `"SUNRISE Powers"`, `"Play One Xeko Card"`, `"Play One Species Card"`."""),
        ("code", """task = AnswerTask("In which step is a Xeko card played?", "Play One Xeko Card",
                  xeko.RULES.rulebook["xeko-step"].summary, xeko.RULES.rulebook["xeko-step"])
board.ask(task)
task.check("Play One Species Card")"""),
        ("code", """task.check("Play One Xeko Card")"""),
        ("md", """## Recap
Draw, SUNRISE, Xeko card, Species card, Turf War, SUNSET, always in that order; only the steps where you
have a real choice stop and ask."""),
    ]),
    ("xeko/03-linking.ipynb", [
        ("md", """# Xeko 3: linking Species cards
**Goal:** find every legal spot for a Species card.

Each card edge is either **blank** or carries a **link** of one to three colours, shown with a letter:
Y yellow, O orange, R red, B blue, P purple (*4. Play One Species Card*). A new Species must touch at
least one card and **share a colour** with it; one shared colour is enough. A blank edge may only touch
another blank edge, and two blank edges are not a link. Two links with no colour in common may not touch
either (our ruling X-1). Your cards face you, so a rival's cards are turned round: their printed top
points at you."""),
        ("code", IMPORTS + "\n" + TANAGER + """
for action in match.legal():
    print(action.label)"""),
        ("code", """print(match.why_not("Play Indri at (2, 0)"))"""),
        ("code", """board = xeko.Board(match, seat=0, opponents="random")
board"""),
        ("md", """## Task
On which spots may **Aye-aye** be played? Give a list of `(x, y)` spots. A wrong spot gets the rule it
breaks."""),
        ("code", """task = LegalSpotsTask(match, "Aye-aye")
board.ask(task)
task.check([(0, 1), (2, 0)])"""),
        ("code", """task.check([(0, 1), (1, 1)])"""),
        ("md", """## Recap
A spot is legal when every touching edge agrees (link to link with a shared colour, blank to blank) and
at least one real link is made. Linking only to your own cards or to the Hotspot starts no Turf War."""),
        ("code", """events = match.play("Play Aye-aye at (0, 1)")
recap(events, kinds=("species", "no-war", "turf-war"))"""),
    ]),
    ("xeko/04-turf-war.ipynb", [
        ("md", """# Xeko 4: the Turf War
**Goal:** work out who wins a Turf War and how many cards the loser sheds.

Linking your new Species to a rival's Species starts a **Turf War** (*5. Turf War*). Your card is the
invading Species, theirs the defending one. After card powers (phase a) and Boosts (phase b), the
invader may add a Multi-link bonus (phase c); then the higher Energy total wins (phase d). The loser
**sheds the Diff**: the difference between the totals, in cards moved from the top of their draw pile
to their shed pile (phase e). Equal totals mean nobody sheds. The losing Species stays in the field
(ruling X-2)."""),
        ("code", IMPORTS + "\n" + TANAGER + """
board = xeko.Board(match, seat=0, opponents="random")
board"""),
        ("md", """## Task
Player 1 plays **Fossa** at (2, 0), right next to the Ant Tanager. If nobody plays a Boost, what is the
Diff?"""),
        ("code", """task = DiffTask(match, "Play Fossa at (2, 0)")
board.ask(task)
task.check(2)"""),
        ("code", """task.check(task.expected)"""),
        ("md", """## Recap
Now play it for real (both players pass on Boosts) and read the events."""),
        ("code", """events = match.play("Play Fossa at (2, 0)")
while "Pass (play no Boost)" in [a.label for a in match.legal()]:
    events += match.play("Pass (play no Boost)")
recap(events, kinds=("turf-war", "ferocity", "multi-link", "tw-winner", "diff", "shed", "cleanup"))"""),
    ]),
    ("xeko/05-boosts-and-multi-link.ipynb", [
        ("md", """# Xeko 5: Boosts and the Multi-link bonus
**Goal:** use Boosts and Multi-link bonuses to swing a Turf War.

**Multi-link bonus** (*Multi-Link Bonuses*): a newly played Species that links to two cards gets +5
Energy, three cards +10, four cards +15, for the rest of the turn. The Hotspot counts; blank edges do
not; only the invading Species ever gets it.

**Boosts** (*4. Boost Cards*, *b. Play Boost cards*): during a Turf War, the invader then the defender
may each play a Boost or pass, back and forth, until both pass one after the other. A Boost is a real
card on the grid: it must link to its owner's Species in the war, or to a Boost they already played in
this war, and obey the link rule. After the war, Boosts go to their owners' shed piles."""),
        ("code", IMPORTS + """
position = {
    "title": "A double link next to a rival",
    "field": [{"card": "Black-cheeked Ant Tanager", "owner": 1, "at": [1, 0]},
              {"card": "Lowland Streaked Tenrec", "owner": 0, "at": [0, 1]}],
    "hands": [["Indri", "Toxic", "Warning Sign"], ["Spiny Forest", "Tsingy Shelter"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho", "Bromeliad"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 5,
}
match = xeko.new_match(scenario=position, seed=2)
for action in match.legal():
    print(action.label)"""),
        ("code", """board = xeko.Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Player 1 plays **Indri** at (1, 1), touching both the Tenrec and the Ant Tanager. Without Boosts, what is
the Diff?"""),
        ("code", """task = DiffTask(match, "Play Indri at (1, 1)")
board.ask(task)
task.check(0)"""),
        ("code", """task.check(task.expected)"""),
        ("md", """## Recap
Play it, then let each side play one Boost before passing, and read the worked sums."""),
        ("code", """events = match.play("Play Indri at (1, 1)")
played = set()
while "Pass (play no Boost)" in [a.label for a in match.legal()]:
    seat = match.to_act
    boosts = [a.label for a in match.legal() if a.label.startswith("Boost:")]
    if boosts and seat not in played:
        played.add(seat)
        events += match.play(boosts[0])
    else:
        events += match.play("Pass (play no Boost)")
recap(events, kinds=("species", "boost", "pass", "tw-winner", "diff", "cleanup"))"""),
    ]),
]

LESSONS += [
    ("xeko/06-xeko-cards-and-trophic-tokens.ipynb", [
        ("md", """# Xeko 6: Xeko cards and Trophic Tokens
**Goal:** tell whether a Xeko card will work before you play it.

A Xeko card is played in step 3, before your Species card, and never goes in the field (*3. Play One
Xeko Card*). Each one shows **Trophic Tokens**: the dots for food-chain levels (1 low, 4 top
predators, 0 plants). The card works only if your own Species in the field can show all its tokens, one
Species for each token (*3. Xeko Cards*, our ruling X-4): tokens `[1, 1]` need two different 1-dot
Species of yours. Play it without them and the card is simply lost to your shed pile."""),
        ("code", IMPORTS + """
position = {
    "title": "Three Species, three Xeko cards",
    "field": [{"card": "Indri", "owner": 0, "at": [0, 1]},
              {"card": "Ring-tailed Lemur", "owner": 0, "at": [1, 1]},
              {"card": "Aye-aye", "owner": 0, "at": [-1, 1]}],
    "hands": [["Rainy Season Bloom", "Field Research Station", "Peace Offering", "Fossa"], ["Jaguar"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho"] * 3],
    "active": 0, "step": "Play One Xeko Card", "turn": 7,
}
match = xeko.new_match(scenario=position, seed=4)
for card in match.view(0)["players"][0]["hand"]:
    print(f"{card['name']:24} {card['kind']:8} tokens {card['tokens']}")"""),
        ("code", """board = xeko.Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Your Species show these tokens: Indri 1, Ring-tailed Lemur 1, Aye-aye 2. Which Xeko card would be
**lost** if you played it? Answer with its choice label."""),
        ("code", """task = ChoiceTask(match, "Which Xeko card would be lost?", "Play Xeko card Field Research Station",
                  xeko.RULES.rulebook["xeko-lost"],
                  "Field Research Station needs a 3-dot Species, and none of yours shows 3.")
board.ask(task)
task.check("Play Xeko card Rainy Season Bloom")"""),
        ("code", """task.check("Play Xeko card Field Research Station")"""),
        ("md", """## Recap
Play Rainy Season Bloom, whose tokens your Species do show, and read what happens."""),
        ("code", """recap(match.play("Play Xeko card Rainy Season Bloom"), kinds=("xeko", "effect", "to-shed"))"""),
    ]),
    ("xeko/07-keyword-powers.ipynb", [
        ("md", """# Xeko 7: keyword powers
**Goal:** see the Species keywords at work in a Turf War.

Keywords are short names for powers many cards share (*Species-card Power Keywords*). In a Turf War,
phase a runs the invader's powers first, then the defender's:
- **Ferocity N**: +N Energy while invading. **Nest N**: +N Energy while defending.
- **Morph N**: draw N cards before any Boost is played. **Sneak N**: adds N to a Multi-link bonus.
- **Camouflage**: that Species may stay out of a Turf War, but only as the war is about to begin.
- **Predator** may fight a rival touching it only at a corner; **Provoke** must be played next to a rival.
- **Sacrifice N**: a winner with a Diff of at least N may send both Species to the shed piles.

When a new Species could fight several rival Species, its player picks the defender (*5. Turf War*).
Below, the Madagascar Tree Boa (a Predator) touches no rival edge to edge, but a rival's Red-eyed Tree
Frog sits at its corner: its player may start a Turf War with it, or not."""),
        ("code", IMPORTS + """
position = {
    "title": "A Predator and a camouflaged frog",
    "field": [{"card": "Indri", "owner": 0, "at": [0, 1]},
              {"card": "Leafcutter Ant", "owner": 1, "at": [1, 0]},
              {"card": "Red-eyed Tree Frog", "owner": 1, "at": [0, -1]}],
    "hands": [["Madagascar Tree Boa", "Fossa"], ["Jaguar"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho"] * 2],
    "active": 0, "step": "Play One Species Card", "turn": 9,
}
match = xeko.new_match(scenario=position, seed=5)
events = match.play("Play Madagascar Tree Boa at (-1, 0)")
recap(events, kinds=("species", "choose-defender"))
print("Player", match.to_act + 1, "chooses:", [a.label for a in match.legal()])"""),
        ("code", """events = match.play("Invade Red-eyed Tree Frog at (0, -1)")
print("Now Player", match.to_act + 1, "decides:", [a.label for a in match.legal()])"""),
        ("code", """recap(match.play("Decline: Red-eyed Tree Frog uses Camouflage"), kinds=("camouflage", "step"))"""),
        ("md", """## Task
Start again from the same position. This time Player 1 plays **Fossa** (Ferocity 3) at (2, 0) against the
**Leafcutter Ant** (Nest 3). With no Boosts, what is the Diff?"""),
        ("code", """fresh = xeko.new_match(scenario=position, seed=5)
board = xeko.Board(fresh, seat=0, opponents=None, hotseat=False)
task = DiffTask(fresh, "Play Fossa at (2, 0)")
board.ask(task)
task.check(4)"""),
        ("code", """task.check(7)"""),
        ("md", """## Recap
Ferocity counted for the invader, Nest for the defender; the Calculation lists each term."""),
        ("code", """board"""),
    ]),
    ("xeko/08-sunrise-and-sunset.ipynb", [
        ("md", """# Xeko 8: SUNRISE and SUNSET powers
**Goal:** use your SUNRISE and SUNSET powers in the order you want.

Step 2 (*2. SUNRISE Powers*) and step 6 (*6. SUNSET Powers*) wake up the powers of **your own** Species
marked SUNRISE or SUNSET, on your turn only. A power that says "you may" is your choice; any other
happens by itself. You choose the order, and each card's power works once a turn. **Migrate N** sheds N
cards and moves that Species to another legal spot; **Warning Call** moves one of your Species linked
to it. Neither move starts a Turf War. At the end of SUNSET every effect of the turn (Boosts, Xeko
cards, Multi-link bonuses) ends."""),
        ("code", IMPORTS + """
position = {
    "title": "Three SUNRISE powers",
    "field": [{"card": "Verreaux's Sifaka", "owner": 0, "at": [0, 1]},
              {"card": "Ring-tailed Lemur", "owner": 0, "at": [1, 0]},
              {"card": "Traveller's Tree", "owner": 0, "at": [0, -1]}],
    "hands": [["Fossa"], ["Jaguar"]],
    "draw": [["Comet Moth", "Giraffe Weevil", "Tomato Frog"] * 3, ["Leafcutter Ant", "Blue Morpho"] * 3],
    "active": 0, "step": "Draw One Card", "turn": 11,
}
match = xeko.new_match(scenario=position, seed=6)
print(match.phase)
for action in match.legal():
    print(" ", action.label)"""),
        ("code", """board = xeko.Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Which SUNRISE choice costs you cards from your draw pile? Answer with its label (any one of them)."""),
        ("code", """migrations = [a.label for a in match.legal() if a.kind == "migrate"]
task = ChoiceTask(match, "Which SUNRISE choice costs cards?", migrations[0], xeko.RULES.rulebook["migrate"],
                  "Migrate sheds the number of cards printed with it before the card moves.")
board.ask(task)
task.check("Traveller's Tree at (0, -1): draw a card")"""),
        ("code", """task.check(migrations[0])"""),
        ("md", """## Recap
Use the Traveller's Tree first, then Migrate the Sifaka, then end the step."""),
        ("code", """events = match.play("Traveller's Tree at (0, -1): draw a card")
events += match.play([a.label for a in match.legal() if a.kind == "migrate"][0])
if "End the SUNRISE step" in [a.label for a in match.legal()]:
    events += match.play("End the SUNRISE step")
recap(events, kinds=("power", "migrate", "move", "shed", "step"))"""),
    ]),
    ("xeko/09-ending-and-counting.ipynb", [
        ("md", """# Xeko 9: the end of the game and the count
**Goal:** add up a final score, Conservation bonus included.

The game stops the moment someone must draw or shed a card and their draw pile is empty (*Ending the
Game*). Then (*Counting Eco-Points*) hands go to the shed piles and each player adds the Eco-points of
their own Species in the field. A player with cards left in their draw pile adds the **Conservation
bonus**: half those cards, rounded up (*Conservation Bonus*): 7 cards give 4, 8 give 4, none give 0.
The highest total wins; on a tie, the player who still had cards in their draw pile wins."""),
        ("code", IMPORTS + """
position = {
    "title": "Player 1 has nothing left to draw",
    "field": [{"card": "Indri", "owner": 0, "at": [0, 1]},
              {"card": "Fossa", "owner": 0, "at": [0, -1]},
              {"card": "Jaguar", "owner": 1, "at": [1, 0]},
              {"card": "Leafcutter Ant", "owner": 1, "at": [-1, 0]}],
    "hands": [["Comet Moth"], ["Blue Morpho", "Ocelot"]],
    "draw": [[], ["Leafcutter Ant", "Blue Morpho", "Bromeliad", "Ocelot", "Harpy Eagle", "Blue Morpho", "Bromeliad"]],
    "active": 0, "step": "Draw One Card", "turn": 30,
}
match = xeko.new_match(scenario=position, seed=8)
print("Game over:", match.over)
print(match.result)"""),
        ("code", """board = xeko.Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
What does Player 2 (seat 1) score? Their Species: Jaguar and Leafcutter Ant; 7 cards left to draw."""),
        ("code", """task = ScoreTask(match, 1)
board.ask(task)
task.check(17)"""),
        ("code", """task.check(task.expected)"""),
        ("md", """## Recap"""),
        ("code", """recap(match.events, kinds=("game-end", "hand-to-shed", "score", "winner"))"""),
    ]),
    ("xeko/10-full-game-against-a-bot.ipynb", [
        ("md", """# Xeko 10: a full game against a bot
**Goal:** play a whole game, start to finish, with every rule explained on the way.

The board below plays Player 1 for you: pick a choice, and the random bot answers for Player 2 with its
turn shown step by step. Use **Next step** to reveal one event at a time, and hover or pick a greyed spot
to see why it is not allowed. At the end the board shows each player's score, term by term.

The cell after it plays a whole game between two bots instantly, so you can read a finished game."""),
        ("code", IMPORTS + """
match = xeko.new_match(players=2, seed=21)
board = xeko.Board(match, seat=0, opponents="random")
board"""),
        ("code", """from xlearn.engine.bots import RandomBot, play_out

demo = xeko.new_match(players=2, seed=22)
steps = play_out(demo, [RandomBot(1), RandomBot(2)])
print(f"{steps} choices were made.")
print(demo.result)"""),
        ("md", """## Task
In that finished game, what did the winner score?"""),
        ("code", """winner = demo.result.winners[0]
task = ScoreTask(demo, winner)
board.ask(task)
task.check(0)"""),
        ("code", """task.check(task.expected)"""),
        ("md", """## Recap: every Turf War of the game"""),
        ("code", """recap(demo.events, kinds=("tw-winner", "tw-tie"))"""),
    ]),
    ("xeko/11-three-and-four-players.ipynb", [
        ("md", """# Xeko 11: three and four players
**Goal:** play Xeko with more than two players.

With three or four players (*Multiplayer Rules for Three Or Four players*) play goes clockwise; decks
hold exactly 40 cards unless everyone agrees on another size, 30 being the quick option. Everyone plays
their Species facing themselves, so the field has cards turned four ways. A card that says "opponent"
lets you pick any other player still in the game. A Species fights one other Species, and only those
two players may play Boosts (*Turf Wars in a Multiplayer Game*). Players drop out as their draw piles
run out, taking all their cards with them, until two remain; those two finish and count as usual
(*Ending a Multiplayer Game*)."""),
        ("code", IMPORTS + """
match = xeko.new_match(players=3, seed=31, deck_size=30)
for p in match.view(None)["players"]:
    print(f"{p['name']}: deck {p['deck']}, {p['draw_count']} cards to draw, cards turned {p['rotation']} quarter turns")
board = xeko.Board(match, seat=0, opponents="random")
board"""),
        ("code", """from xlearn.engine.bots import RandomBot, play_out

demo = xeko.new_match(players=4, seed=33, deck_size=30)
play_out(demo, [RandomBot(s) for s in range(4)])
recap(demo.events, kinds=("eliminated", "winner"))"""),
        ("md", """## Task
In that four-player game, which seat was eliminated first?"""),
        ("code", """first_out = next(e.seat for e in demo.events if e.kind == "eliminated")
task = AnswerTask("Which seat was eliminated first?", first_out,
                  "Its draw pile ran out first, so it left the game with all its cards.",
                  xeko.RULES.rulebook["elimination"])
board.ask(task)
task.check((first_out + 1) % 4)"""),
        ("code", """task.check(first_out)"""),
    ]),
]

LESSONS += [
    ("xeko/12-card-guide-cards.ipynb", [
        ("md", """# Xeko 12: cards that change the rules
**Goal:** read a card's power as a change to the rules, and apply it exactly.

*The Golden Rule*: when a card's text and the rulebook disagree, the card wins. The rulebook's *Card
Guides* explain some cards whose powers bend the rules. Two of them turn a Turf War upside down: with
the **Brown-throated Three-toed Sloth** or the **Hawksbill Hatchlings** in a Turf War, the **lower**
Energy total wins, so the higher total sheds the Diff. Every event caused by such a card says which
rule it overrides. Other cards stop Boosts (Golden Bamboo Lemur), zero the rival's Boosts (Sticky Web
Trap, Rana de Hojarasca), end the war at once (Heavy Storm), or let you play an extra Species after a
win (Indri, Brown Mouse Lemur, Dice's Cottontail, Green Turtle)."""),
        ("code", IMPORTS + """
position = {
    "title": "The Sloth's slow victory",
    "field": [{"card": "Black-cheeked Ant Tanager", "owner": 1, "at": [1, 0]}],
    "hands": [["Brown-throated Three-toed Sloth"], []],
    "draw": [["Comet Moth"] * 3, ["Blue Morpho", "Leafcutter Ant", "Bromeliad"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 4,
}
match = xeko.new_match(scenario=position, seed=12)
board = xeko.Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
The Sloth (Energy 8) invades the Ant Tanager (Energy 11). Who sheds, and how many cards? Answer with the
Diff."""),
        ("code", """task = DiffTask(match, "Play Brown-throated Three-toed Sloth at (1, 1)")
board.ask(task)
task.check(-3)"""),
        ("code", """task.check(3)"""),
        ("code", """events = match.play("Play Brown-throated Three-toed Sloth at (1, 1)")
recap(events, kinds=("override", "tw-winner", "diff", "shed"))"""),
        ("md", """## A second example: the Hawksbill Hatchlings
The Hatchlings (Energy 9) invade a Humpback Whale (Energy 15): the Whale's player sheds the Diff."""),
        ("code", """whale = {
    "title": "Hatchlings against a Whale",
    "field": [{"card": "Humpback Whale", "owner": 1, "at": [0, 1]}],
    "hands": [["Hawksbill Hatchlings"], []],
    "draw": [["Comet Moth"] * 3, ["Blue Morpho", "Leafcutter Ant", "Bromeliad"] * 3],
    "active": 0, "step": "Play One Species Card", "turn": 4,
}
second = xeko.new_match(scenario=whale, seed=12)
task = DiffTask(second, "Play Hawksbill Hatchlings at (0, 2)")
second_board = xeko.Board(second, seat=0, opponents=None, hotseat=False)
second_board.ask(task)
display(second_board)
task.check(6)"""),
        ("code", """recap(second.play("Play Hawksbill Hatchlings at (0, 2)"), kinds=("override", "tw-winner", "diff"))"""),
    ]),
]


# Which rulebook sections each lesson teaches (the README lesson map is written from this).
SECTIONS = {
    "xeko/01-goal-and-set-up.ipynb": [
        "Xeko", "Mission: Critical", "The Xeko Game™", "The Basics", "The Golden Rule", "Object of the Game",
        "Deck Setup", "How to Start the Game", "Playing: Building a Xeko-System", "The Four Card Types",
        "1. Hotspot Cards", "Zones", "The Field", "Draw Pile", "Hand", "Shed Pile"],
    "xeko/02-turn-sequence.ipynb": ["Turn Sequence", "1. Draw One Card"],
    "xeko/03-linking.ipynb": ["2. Species Cards", "4. Play One Species Card"],
    "xeko/04-turf-war.ipynb": ["5. Turf War", "a. Activate card powers", "d. Determine the winner",
                               "e. Losing player takes a penalty", "f. Clean up"],
    "xeko/05-boosts-and-multi-link.ipynb": ["4. Boost Cards", "b. Play Boost cards", "c. Apply Multi-link bonuses",
                                            "Multi-Link Bonuses"],
    "xeko/06-xeko-cards-and-trophic-tokens.ipynb": ["3. Xeko Cards", "3. Play One Xeko Card"],
    "xeko/07-keyword-powers.ipynb": ["Species-card Power Keywords", "Camouflage", "Ferocity", "Morph", "Nest",
                                     "Predator", "Provoke", "Sacrifice", "Sneak"],
    "xeko/08-sunrise-and-sunset.ipynb": ["2. SUNRISE Powers", "6. SUNSET Powers", "SUNRISE", "SUNSET", "Migrate",
                                         "Warning Call"],
    "xeko/09-ending-and-counting.ipynb": ["Ending the Game", "Counting Eco-Points", "Conservation Bonus"],
    "xeko/10-full-game-against-a-bot.ipynb": ["Glossary"],
    "xeko/11-three-and-four-players.ipynb": [
        "Multiplayer Rules", "Multiplayer FAQ", "Multiplayer Rules for Three Or Four players",
        "Turf Wars in a Multiplayer Game", "Ending a Multiplayer Game", "Mission: Madagascar", "Mission: Costa Rica"],
    "xeko/12-card-guide-cards.ipynb": [
        "Card Guides", "Mission: Indonesia Cards", "Acropora", "Ant Plant", "Bornean Flat-headed Frog",
        "Golden Arowana", "Pondicherry Shark", "Sumatran Tiger", "Trade Winds", "Mission: Costa Rica Cards",
        "Africanized Bee", "Almendro", "Bromeliad", "Brown-throated Three-toed Sloth", "Bullseye Electric Ray",
        "Chase Off", "Deforestation", "Dice\u2019s Cottontail", "Great Green Macaw", "Green Turtle",
        "Guancaste Tree", "Guaria Morada", "Hawksbill Hatchlings", "Humpback Whale", "Plantation Bananas",
        "Rana de Hojarasca", "Mission: Madagascar Cards", "Brown Mouse Lemur", "Comet Orchid",
        "Golden Bamboo Lemur", "Heavy Storm", "Indri", "New Reserve", "Peace Offering", "Sticky Web Trap",
        "Swarm", "Toxic"],
}

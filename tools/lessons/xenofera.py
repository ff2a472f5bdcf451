"""The Xenofera lessons (sources of notebooks/xenofera/*.ipynb; build with tools/lessons/build.py xenofera)."""

IMPORTS = """import xlearn.xenofera as xenofera
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, recap
from xlearn.tasks.xenofera import (BattleTask, CagesForItemTask, CalcTask, CapturableTask, PhaseTask, PointsTask,
                                   TurnsLeftTask, pass_until, probe)"""

# Player 2's side of most scenarios: a quiet rival who only watches.
RIVAL = """RIVAL = {"huntsman": "Castor Vale", "crew": ["Recruit Rook"], "cages": [{"cage": "Starter Pen"}]}"""

LESSONS = [
    ("xenofera/01-goal-and-set-up.ipynb", [
        ("md", """# Xenofera 1: the goal and the set-up
**Goal:** know what wins a game of Xenofera and lay out a game from its first card to its first turn.

You lead an expedition that hunts strange creatures, the *xenofera*. At the end, whoever has the most
**points** wins (*Objective*): every creature locked in one of your cages is worth its printed value, every
secret Collection you have completed adds its bonus, and every crew member you hired takes their wage off
your total. Two to five players can play.

The box (*Components*) holds five kinds of cards: Huntsmen (expedition leaders), Collections (secret goals),
Xenofera (the creatures), Utility cards (crew, cages, items and actions) and, for each player, a colour of
seven Battle cards with its Player Turn card.

*Set Up* takes six steps, and the engine plays them in order, telling you each one:
1. *1. Battle Cards/Player Turn Cards*: everybody picks a colour (seats choose in turn, ruling N-1).
2. *2. Huntsman Deck*: two Huntsmen each; keep one, face up, as your leader.
3. *3. Xenofera Deck*: five creatures are turned up in the middle. This row is the **Line of Sight**: only
   creatures there can be caught.
4. *4. Collection Deck*: two Collections each; keep one, face down, as your secret goal.
5. *5. Utility Deck*: each player gets a starting crew member and a starting cage, then seven Utility cards.
   With two players, the cards marked +3 Player stay in the box. A Stampede dealt now is swapped for another
   card.
6. *6. Choose a Starting Player*: here the seeded random source picks (ruling N-2); play goes clockwise."""),
        ("code", IMPORTS + """
match = xenofera.new_match(players=2, seed=3)
print("Now:", match.phase, "- Player", match.to_act + 1, "chooses from:")
for action in match.legal():
    print(" ", action.label)"""),
        ("md", """Below we make every set-up choice with code (the first one offered each time) and read the events
from Player 1's seat: cards dealt to Player 2 stay hidden from us."""),
        ("code", """while match.phase != "A. Action Phase":
    match.play(match.legal()[0])
for event in match.events:
    print("-", event.text_for(0))"""),
        ("md", """## Where everything lies
The *Set Up Diagram* names thirteen places on the table: five in the middle (Utility deck and its discard
pile, Xenofera deck and its discard pile, the Line of Sight) and eight in front of each player (Collections,
Huntsman, Crew Quarters, Cargo Bay, cages, caught creatures, unused and spent Battle cards). Here they are
as Player 1 sees them."""),
        ("code", """view = match.view(0)
me = view["players"][0]
names = lambda cards: ", ".join(c["name"] for c in cards) or "none"
print("Utility deck:", view["utility_deck_count"], "cards; discard pile:", len(view["utility_discard"]))
print("Xenofera deck:", view["xenofera_deck_count"], "cards; discard pile:", len(view["xenofera_discard"]))
print("Line of Sight:", names(view["line_of_sight"]))
print("My Collection (face down):", names(me["collections"]))
print("My Huntsman:", me["huntsman"]["name"], "- Crew Quarters:", names(me["crew"]))
print("Cargo Bay:", ", ".join(f"Cage {c['number']} {c['cage']['name']} holding {names(c['creatures'])}" for c in me["cages"]))
print("Unused Battle cards:", len(me["battle_unused"]), "- spent:", len(me["battle_used"]))
print("My hand:", names(me["hand"]))"""),
        ("md", """The board shows the same table. It starts a fresh match at step 1, so you can make the set-up
choices yourself; a random bot makes Player 2's."""),
        ("code", """board = Board(xenofera.new_match(players=2, seed=3), seat=0, opponents="random")
board"""),
        ("md", """## Task
When set-up is over, how many Utility cards does Player 1 hold? (The engine counts them in the match
above.)"""),
        ("code", """task = AnswerTask("How many Utility cards does Player 1 hold when set-up is over?",
                  match.view(0)["players"][0]["hand_count"],
                  "Each player is dealt seven Utility cards; Immediate cards never stay in a hand.",
                  xenofera.RULES.rulebook["deal-hand"])
board.ask(task)
task.check(5)"""),
        ("code", """task.check(7)"""),
        ("md", """## Recap
- Most points wins: creatures caught, plus completed Collections, minus crew wages.
- Set-up: colours, Huntsman, five creatures in view, a secret Collection, a starting member and cage, seven
  Utility cards, then a random first player."""),
        ("code", """recap(match.events, kinds=("battle-set", "keep-huntsman", "sight", "starter", "first-player"))"""),
    ]),
    ("xenofera/02-the-five-phases.ipynb", [
        ("md", """# Xenofera 2: the five phases of a turn
**Goal:** name the phases of a turn in order, and see the engine skip a phase with nothing to do.

Every turn (*Player Turn*) runs through the same five phases:
- **A. Action**: play up to two Action cards, to hire crew or to do what the card says;
- **B. Build**: build cages and items from your hand;
- **C. Capture**: catch creatures from the Line of Sight;
- **D. Draw**: refill your hand, or look for a new Collection;
- **Renew**: everybody you used this turn is ready again (*Renew*).

When a phase offers you nothing to do, the engine moves on by itself and the event log says why.
`match.phase` names the phase just as the rulebook heads it.

Below, Player 1 holds a crew card, an Action card and a Titan Pen, a big cage that costs 6 build points,
more than the Huntsman (3) and the starting member (1) can give."""),
        ("code", IMPORTS + "\n" + RIVAL + """
scenario = {"title": "One whole turn", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Deckhand Lile", "Supply Run", "Titan Pen"]}, RIVAL],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Hollow Owl", "Cinder Newt"]}
match = xenofera.new_match(scenario=scenario, seed=2)
print("Now:", match.phase)
for action in match.legal():
    print(" ", action.label)"""),
        ("code", """board = Board(match, seat=0, opponents="random")
board"""),
        ("md", """## Task
Player 1 ends the Action Phase at once. In which phase does the turn stop next? (Answer with a letter or a
name, such as `B` or `Build`.)"""),
        ("code", """task = PhaseTask(match, "End the Action Phase")
board.ask(task)
task.check("Build")"""),
        ("code", """task.check("Capture")"""),
        ("md", """## Recap
Now play the whole turn: end the Action Phase, catch the Glimmerfox (Recruit Tam alone can catch nothing
more, so the Capture Phase ends by itself), keep every card in the Draw Phase, and read each phase go by,
Renew included."""),
        ("code", """events = match.play("End the Action Phase")
events += match.play("Capture Glimmerfox into Cage 1 with Huntsman")
events += match.play("Keep every card and draw back up to 7 cards")
recap(events, kinds=("phase", "capture", "refill", "renew", "turn"))"""),
    ]),
    ("xenofera/03-crew-and-build-points.ipynb", [
        ("md", """# Xenofera 3: crew and build points
**Goal:** hire crew in the Action Phase and add up build points in the Build Phase.

**Your people.** Your Huntsman leads the expedition (*Huntsman*); crew members work for it (*Crew Members*).
Each card shows two numbers: **build** points and **capture** points. Most also carry a special ability,
and crew members show a **cost**, their wage, taken off your score at the end. The starting member that
came with set-up is one of the *Starting Utility* cards; everything else you hold comes from the Utility
deck (*Cards from the Utility Deck*).

**Hiring** (*A. Action Phase*, *Recruiting crew*): playing a crew card from your hand uses one of the
turn's two Action plays. Crew Quarters hold at most five crew members; in xlearn the Huntsman does not
count towards the five (ruling N-5). A hired member stays until some Action card removes them.

**Building** (*B. Build Phase*): a cage or item costs build points. One member, or several together, must
bring at least the cost. Each member (and the Huntsman) works **once a turn**: after building they are
utilised and cannot build again or capture this turn. Points left over are simply lost."""),
        ("code", IMPORTS + "\n" + RIVAL + """
scenario = {"title": "A new engineer", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Engineer Fenna", "Wrangler Petra", "Titan Pen", "Steel Enclosure", "Habitat Module"]}, RIVAL],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard"]}
match = xenofera.new_match(scenario=scenario, seed=3)
events = match.play("Recruit Engineer Fenna")
events += match.play("End the Action Phase")
recap(events)
print("Build choices:")
for action in match.legal():
    print(" ", action.label)"""),
        ("md", """Engineer Fenna brings 2 build points, and her ability adds 2 more whenever she helps build a
**cage**. That is why she can build the Steel Enclosure (cost 4) alone, but needs a partner for the Habitat
Module, which is an item. The board lists only groups in which every member is needed (ruling N-9)."""),
        ("code", """board = Board(match, seat=0, opponents="random")
board"""),
        ("md", """## Task
The Huntsman and Engineer Fenna build the Titan Pen (cost 6) together. How many build points do they
bring?"""),
        ("code", """task = CalcTask(match, "Build Titan Pen with Huntsman + Engineer Fenna", "build",
                "How many build points do the Huntsman and Engineer Fenna bring to the Titan Pen?")
board.ask(task)
task.check(5)"""),
        ("code", """task.check(7)"""),
        ("md", """## Recap
Build it for real. The spare point is lost, and both builders are utilised: only Recruit Tam is left, and
his single point builds nothing more."""),
        ("code", """recap(match.play("Build Titan Pen with Huntsman + Engineer Fenna"), kinds=("build", "phase"))"""),
    ]),
    ("xenofera/04-cages-and-items.ipynb", [
        ("md", """# Xenofera 4: cages and items
**Goal:** know what a cage holds and where an item may go.

A **cage** card (*Cage*) shows the creature sizes it holds (Small, Medium, Large, Huge) and its build
cost; a built cage goes into your Cargo Bay, which has room for ten. A cage holds one creature unless a card
says more (ruling N-10).

An **item** (*Item*) is built onto one of your cages and changes it: a Habitat makes each creature inside
worth more at the end, a Divider adds room, a Frame lets the cage hold one size bigger, and a Lock or a
Sentry makes the cage fight back when a rival's Action targets it (lesson 6). Each item has a **type**,
and one cage may carry only one item of each type (*B. Build Phase*). Built cages and items stay unless an
Action card removes them."""),
        ("code", IMPORTS + "\n" + RIVAL + """
scenario = {"title": "Items for the Cargo Bay", "phase": "B. Build Phase", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam", "Mechanic Ruud"],
     "cages": [{"cage": "Starter Coop", "items": ["Habitat Module"], "creatures": ["Glimmerfox"]},
               {"cage": "Iron Cage", "items": ["Shock Lock"]}, {"cage": "Wire Cage"}],
     "hand": ["Luxury Habitat", "Divider Kit", "Field Net Cage"]}, RIVAL],
    "line_of_sight": ["Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard", "Spindle Drake"]}
match = xenofera.new_match(scenario=scenario, seed=4)
for cage in match.view(0)["players"][0]["cages"]:
    items = ", ".join(f"{i['name']} ({i['item_type']})" for i in cage["items"]) or "no items"
    print(f"Cage {cage['number']}: {cage['cage']['name']} holds {'/'.join(cage['cage']['sizes'])}; {items}")
for card in match.view(0)["players"][0]["hand"]:
    print(f"In hand: {card['name']} ({card['kind']}, build cost {card['build_cost']})")"""),
        ("code", """board = Board(match, seat=0, opponents="random")
board"""),
        ("md", """## Task
On which cages may the Luxury Habitat be built now? Give the cage numbers."""),
        ("code", """task = CagesForItemTask(match, "Luxury Habitat")
board.ask(task)
task.check([1, 2])"""),
        ("code", """task.check([2, 3])"""),
        ("md", """## Recap
Put the Luxury Habitat on the empty Wire Cage. Mechanic Ruud's ability adds 2 points towards items."""),
        ("code", """recap(match.play("Build Luxury Habitat on Cage 3 with Huntsman + Mechanic Ruud"), kinds=("build", "phase"))"""),
    ]),
    ("xenofera/05-capturing.ipynb", [
        ("md", """# Xenofera 5: capturing
**Goal:** tell which creatures you can catch, and with whom.

Each creature card (*Xenofera*) shows its size, its **capture cost**, its home planet, one to three
characteristics (Winged, Aquatic...) and its **value** in points.

In the Capture Phase (*C. Capture Phase*, *Capture Creatures*) you may catch as many creatures from the
Line of Sight as you can pay for. Each catch needs two things:
- a cage of yours with room that holds the creature's size;
- members whose capture points add up to at least the cost. Several may join in; spare points are lost.

Anyone who built this turn cannot capture, and each member catches at most once a turn. After each catch a
new creature from the Xenofera deck refills the Line of Sight to five."""),
        ("code", IMPORTS + "\n" + RIVAL + """
scenario = {"title": "Creatures in view", "phase": "C. Capture Phase", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam", "Tracker Hadley"],
     "cages": [{"cage": "Starter Crate"}, {"cage": "Iron Cage"},
               {"cage": "Steel Enclosure", "creatures": ["Mistwing"]}]}, RIVAL],
    "line_of_sight": ["Glimmerfox", "Spindle Drake", "Cinder Newt", "Ridgeback Grazer", "Hollow Owl"]}
match = xenofera.new_match(scenario=scenario, seed=5)
for c in match.view(0)["line_of_sight"]:
    print(f"{c['name']:17} {c['size']:7} cost {c['capture_cost']}  value {c['value']}")"""),
        ("code", """board = Board(match, seat=0, opponents="random")
board"""),
        ("md", """## Task
Huntsman 3, Recruit Tam 1 and Tracker Hadley 3 capture points; Cage 1 holds Small, Cage 2 Small or
Medium, Cage 3 (Medium or Large) is already full. Which creatures can Player 1 capture now? Name them all."""),
        ("code", """task = CapturableTask(match)
board.ask(task)
task.check(["Glimmerfox", "Hollow Owl"])"""),
        ("code", """task.check(["Glimmerfox", "Spindle Drake", "Ridgeback Grazer"])"""),
        ("md", """## Recap
Catch the Ridgeback Grazer with the Huntsman and the Tracker. Only Recruit Tam is left, and his single capture
point pays for nothing in view, so the Capture Phase ends by itself."""),
        ("code", """events = match.play("Capture Ridgeback Grazer into Cage 2 with Huntsman + Tracker Hadley")
recap(events, kinds=("capture", "sight", "phase"))"""),
    ]),
    ("xenofera/06-battles-and-the-decoy.ipynb", [
        ("md", """# Xenofera 6: battles and the Decoy
**Goal:** settle a battle, and see why the Decoy makes the Defender guess.

**Action cards** (*Regular Action*, *Performing other Actions*) are played in the Action Phase, two at
most, and work at once: draw cards, scare a creature off, free a rival's creature, wreck their item or cage,
poach their crew. A **Reaction** card (*Reaction*) lets another player answer such an Action before it
works.

A **battle** starts (*Battles*, *When a battle is triggered*) when someone answers an Action with a
Reaction, or when an Action targets a cage guarded by a Lock or a Sentry. The player of the Action is the
Attacker (ruling N-7).
- *The Defender* puts two Battle cards face down; never the Decoy.
- *The Attacker* puts two Battle cards **and the Decoy** face down, in any order.
- *Resolution*: the Defender picks one of the Attacker's three cards to leave out. The rest are turned up.
  The higher total wins, and **a tie goes to the Attacker**. Cards that fought are spent, except the Decoy;
  a player left with two or fewer unused cards (Decoy included) takes all the spent ones back.

The Decoy is worth 0. If the Defender leaves it out, the Attacker fights with two real cards; if not, the
Decoy counts 0 and one real card is wasted."""),
        ("code", IMPORTS + """
scenario = {"title": "A guarded cage", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Open the Gates", "Supply Run"]},
    {"huntsman": "Castor Vale", "crew": ["Recruit Rook"],
     "cages": [{"cage": "Steel Enclosure", "items": ["Shock Lock"], "creatures": ["Mistwing"]}]}],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard"]}
match = xenofera.new_match(scenario=scenario, seed=6)
events = match.play("Play Open the Gates on Mistwing in Player 2's Cage 1")
events += match.play("Place 3 and 4 face down")      # Player 2, the Defender
events += match.play("Place Decoy, 2, 5 face down")  # Player 1, the Attacker
for event in events:
    print("-", event.text_for(None))"""),
        ("md", """The board shows the battle from the Defender's seat, Player 2, who must now leave out one of the
Attacker's three face-down cards. (We saw the Attacker's order above; the Defender cannot.)"""),
        ("code", """board = Board(match, seat=1, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
The Defender leaves out the Attacker's **first** card. Who wins the battle: the Attacker or the
Defender?"""),
        ("code", """task = BattleTask(match, "Exclude the attacker's first card")
board.ask(task)
task.check("Defender")"""),
        ("code", """task.check("Attacker")"""),
        ("md", """Leaving out the second card instead lets the Decoy fight:"""),
        ("code", """BattleTask(match, "Exclude the attacker's second card").check("Defender")"""),
        ("md", """## Recap
Player 2 leaves out the second card. The lock holds, and the Open the Gates card is wasted."""),
        ("code", """recap(match.play("Exclude the attacker's second card"))"""),
        ("md", """## A Reaction
Now Player 2 holds a Countermeasure and answers Player 1's Poach the Crew with it. Both lay their cards;
this time the Defender leaves out the Decoy."""),
        ("code", """reaction = {"title": "A Reaction", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Poach the Crew"]},
    {"huntsman": "Castor Vale", "crew": ["Recruit Rook", "Tracker Hadley"], "cages": [{"cage": "Starter Pen"}],
     "hand": ["Countermeasure"]}],
    "line_of_sight": ["Glimmerfox", "Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard"]}
second = xenofera.new_match(scenario=reaction, seed=6)
events = second.play("Play Poach the Crew on Player 2's Tracker Hadley")
events += second.play("React with Countermeasure")
events += second.play("Place 2 and 6 face down")
events += second.play("Place 1, Decoy, 6 face down")
events += second.play("Exclude the attacker's second card")
recap(events, kinds=("play", "react", "battle", "battle-exclude", "battle-winner", "cancelled", "reaction-fails",
                     "dismiss", "battle-reset"))"""),
    ]),
    ("xenofera/07-the-draw-phase.ipynb", [
        ("md", """# Xenofera 7: the Draw Phase
**Goal:** choose between refilling your hand and drawing Collections.

In the Draw Phase (*D. Draw Phase*) you pick one of two options:
- *Either*: throw away any cards you like (none is fine), then draw Utility cards until you hold seven
  (ruling N-12 makes this one choice);
- *Or*: draw two Collection cards, keep one face down and shuffle the other back.

A **Collection** (*Collection*) asks for a set of creatures: three Nocturnal ones, say, or three from the
planet Korrun. Completed by the end, it scores its bonus. You may keep more than one.

An **Immediate** card (*Immediate*) works the moment it is drawn and then goes to the discard pile; it does
not count as a card drawn, so you keep drawing (ruling N-4). Lucky Find, for instance, gives two more cards.

Some leaders change the numbers: Huntsman Wren Halloway refills the hand to **eight**."""),
        ("code", IMPORTS + "\n" + RIVAL + """
scenario = {"title": "Time to draw", "phase": "D. Draw Phase", "seats": [
    {"huntsman": "Wren Halloway", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
     "hand": ["Titan Pen", "Paddock", "Luxury Habitat", "Shock Lock"], "collections": ["Night Shift"]}, RIVAL],
    "line_of_sight": ["Stonejaw", "Obsidian Ram", "Prism Crab", "Copperscale Lizard", "Spindle Drake"],
    "utility_deck": ["Supply Run", "Lucky Find", "Wire Cage", "Iron Cage", "Tracker Hadley", "Sabotage",
                     "Divider Kit", "Field Net Cage", "Deckhand Mara", "Habitat Module"]}
match = xenofera.new_match(scenario=scenario, seed=7)
labels = [a.label for a in match.legal()]
print(len(labels), "choices, from", labels[0], "to", labels[-2], "- and finally:", labels[-1])"""),
        ("code", """board = Board(match, seat=0, opponents="random")
board"""),
        ("md", """## Task
Player 1 keeps all four cards and refills the hand. How many Utility cards does Player 1 draw into the
hand?"""),
        ("code", """task = CalcTask(match, "Keep every card and draw back up to 8 cards", "refill",
                "Player 1 keeps every card. How many cards does the refill draw into the hand?")
board.ask(task)
task.check(3)"""),
        ("code", """task.check(4)"""),
        ("md", """## Recap
Two what-ifs, each played on a copy of the match: throwing away the two big cages first (watch the Lucky
Find), and drawing Collections instead."""),
        ("code", """_, events = probe(match, "Discard Titan Pen and Paddock, then draw back up to 8 cards")
recap(events, kinds=("refill", "draw", "immediate"))
copy, events = probe(match, "Draw two Collections")
events += copy.play(copy.legal()[0])
recap(events, kinds=("collection", "keep-collection"))"""),
    ]),
    ("xenofera/08-the-last-round.ipynb", [
        ("md", """# Xenofera 8: the last round
**Goal:** know the two ways the last round starts, and who still plays.

The end comes in one of two ways (*End Game*):
- **The Utility deck runs out.** Once the turn that drew the last card is over, every player has one more
  turn, the one who drew it included, as the very last (ruling N-13).
- **Someone calls it.** A player whose cages are occupied (an occupied cage holds at least one creature)
  in sufficient number may call the last round at the end of their turn (ruling N-14). The number needed
  falls as players are added: 9 for two players, 8 for three, 7 for four, 6 for five. Then everyone
  **else** has one more turn; the caller has none. Calling is never compulsory.

Here Player 1 has eight occupied cages and an empty Wire Cage, and the Nova Peacock is in view."""),
        ("code", IMPORTS + """
small = ["Glimmerfox", "Duskcrawler", "Stonejaw", "Magma Tortoise", "Shardbeetle", "Obsidian Ram",
         "Prism Crab", "Basalt Boar"]
cages = ["Starter Crate"] + ["Wire Cage"] * 4 + ["Iron Cage"] * 3
scenario = {"title": "Eight full cages", "phase": "C. Capture Phase", "seats": [
    {"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"],
     "cages": [{"cage": c, "creatures": [x]} for c, x in zip(cages, small)] + [{"cage": "Wire Cage"}],
     "hand": ["Supply Run", "Sabotage", "Divider Kit"]},
    {"huntsman": "Castor Vale", "crew": ["Recruit Rook"], "cages": [{"cage": "Starter Pen", "creatures": ["Kelp Drifter"]}]}],
    "line_of_sight": ["Nova Peacock", "Spindle Drake", "Hollow Owl", "Cinder Newt", "Mistwing"]}
match = xenofera.new_match(scenario=scenario, seed=8)
board = Board(match, seat=0, opponents="random")
events = match.play("Capture Nova Peacock into Cage 9 with Huntsman + Recruit Tam")
events += match.play("Keep every card and draw back up to 7 cards")
recap(events, kinds=("capture", "refill", "renew"))
print("Occupied cages:", match.view(0)["players"][0]["occupied_cages"])
for action in match.legal():
    print(" ", action.label)"""),
        ("code", """board"""),
        ("md", """## Task
If Player 1 calls the last round now, how many more turns are played before the game ends?"""),
        ("code", """task = TurnsLeftTask(match, "Call the last round")
board.ask(task)
task.check(2)"""),
        ("code", """task.check(1)"""),
        ("md", """## When the deck runs out
Another table: only two Utility cards are left, and Player 1 needs both to refill the hand. How many
turns follow this one?"""),
        ("code", """deck_end = {"title": "Two cards left", "phase": "D. Draw Phase", "utility_deck": ["Tracker Hadley", "Wire Cage"],
            "seats": [{"huntsman": "Marek Dunmore", "crew": ["Recruit Tam"], "cages": [{"cage": "Starter Crate"}],
                       "hand": ["Supply Run", "Sabotage", "Divider Kit", "Field Net Cage", "Deckhand Mara"]},
                      {"huntsman": "Castor Vale", "crew": ["Recruit Rook"], "cages": [{"cage": "Starter Pen"}]}],
            "line_of_sight": ["Nova Peacock", "Spindle Drake", "Hollow Owl", "Cinder Newt", "Mistwing"]}
last = xenofera.new_match(scenario=deck_end, seed=8)
second_task = TurnsLeftTask(last, "Keep every card and draw back up to 7 cards")
second_task.check(2)"""),
        ("md", """## Recap
Call it, and let Player 2 play the final turn."""),
        ("code", """events = match.play("Call the last round")
events += pass_until(match, lambda m: False)
recap(events, kinds=("call", "turn", "game-end", "winner"))"""),
    ]),
    ("xenofera/09-scoring.ipynb", [
        ("md", """# Xenofera 9: scoring
**Goal:** add up a final score and break a tie.

When the game ends (*Scoring and Winning*), each player counts:
- the **value** of every creature in their cages (a Habitat item adds to each creature in its cage);
- the **bonus** of every Collection they completed (unfinished ones cost nothing, ruling N-18);
- **minus** the cost printed on each crew member in their Crew Quarters.

The best total wins. If totals are equal, the player with more captured creatures wins (ruling N-15 covers a
tie on both counts).

This scenario starts with an empty Utility deck, so the last round is already on: three quiet turns and the
game is over."""),
        ("code", IMPORTS + """
scenario = {"title": "The final count", "phase": "D. Draw Phase", "utility_deck": [], "seats": [
    {"huntsman": "Saffi Okoro", "crew": ["Recruit Tam", "Tracker Ilo", "Wrangler Petra"],
     "cages": [{"cage": "Iron Cage", "items": ["Habitat Module"], "creatures": ["Bramblehog"]},
               {"cage": "Steel Enclosure", "creatures": ["Mistwing"]},
               {"cage": "Starter Crate", "creatures": ["Glimmerfox"]}],
     "collections": ["Deadly Pair", "Tide Pool"]},
    {"huntsman": "Castor Vale", "crew": ["Recruit Rook"],
     "cages": [{"cage": "Starter Pen", "creatures": ["Stonejaw"]}, {"cage": "Wire Cage", "creatures": ["Copperscale Lizard"]},
               {"cage": "Wire Cage", "creatures": ["Obsidian Ram"]}, {"cage": "Field Net Cage", "creatures": ["Prism Crab"]}],
     "collections": ["Twin Tethys"]}],
    "line_of_sight": ["Nova Peacock", "Spindle Drake", "Hollow Owl", "Cinder Newt", "Emberhound"]}
match = xenofera.new_match(scenario=scenario, seed=9)
events = pass_until(match, lambda m: False)
recap(events, kinds=("turn", "game-end"))
me = match.view(0)["players"][0]
for cage in me["cages"]:
    items = ", ".join(i["name"] for i in cage["items"]) or "no item"
    for x in cage["creatures"]:
        print(f"{x['name']}: value {x['value']}, {'/'.join(c['name'] for c in x['characteristics'])}, in a cage with {items}")
print("Crew:", ", ".join(f"{m['name']} (cost {m['cost']})" for m in me["crew"]))
print("Huntsman:", me["huntsman"]["name"], "-", me["huntsman"]["text"])
print("Collections:", ", ".join(c["name"] for c in me["collections"]))"""),
        ("md", """Deadly Pair asks for two Venomous creatures (bonus 3); Tide Pool for three Aquatic ones."""),
        ("code", """board = Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
What does Player 1 score?"""),
        ("code", """task = PointsTask(match, 0)
board.ask(task)
task.check(14)"""),
        ("code", """task.check(10)"""),
        ("md", """Player 2 scores the same. Who wins?"""),
        ("code", """winner = match.view(None)["players"][match.result.winners[0]]["name"]
who = AnswerTask("Who wins the game?", winner, match.result.reason, match.result.rule)
who.check(winner)"""),
        ("md", """## Recap"""),
        ("code", """recap(match.events, kinds=("score", "winner"))"""),
    ]),
    ("xenofera/10-full-game-against-bots.ipynb", [
        ("md", """# Xenofera 10: a full game against a bot
**Goal:** play a whole game, from choosing a colour to the final count.

The board below plays Player 1 for you, from the first set-up choice on; a random bot plays Player 2. Every
choice offered is legal, and the log explains each step with its rulebook section. The cards you meet are
of the kinds in *Card Types*: Huntsmen, Collections, creatures, Battle and Player Turn cards, and the Utility
cards (crew, cages, items, Actions, Reactions and Immediates).

The cell after it plays a whole game between two random bots at once, so you can read a finished game."""),
        ("code", IMPORTS + """
from xlearn.engine.bots import RandomBot, play_out

match = xenofera.new_match(players=2, seed=21)
board = Board(match, seat=0, opponents="random")
board"""),
        ("code", """demo = xenofera.new_match(players=2, seed=51)
steps = play_out(demo, [RandomBot(1), RandomBot(2)])
print(f"{steps} choices were made.")
print(demo.result)"""),
        ("md", """## Task
In that finished game, what did the winner score?"""),
        ("code", """task = PointsTask(demo, demo.result.winners[0])
board.ask(task)
task.check(0)"""),
        ("code", """task.check(task.expected)"""),
        ("md", """## Recap: the battles, and how the game ended"""),
        ("code", """recap(demo.events, kinds=("battle", "battle-winner", "last-round", "call", "game-end", "winner"))"""),
    ]),
]


# Which rulebook sections each lesson teaches (the README lesson map is written from this).
SECTIONS = {
    "xenofera/01-goal-and-set-up.ipynb": [
        "Objective",
        "Set Up Diagram",
        "Components",
        "3. Xenofera Deck",
        "Set Up",
        "5. Utility Deck",
        "1. Battle Cards/Player Turn Cards",
        "6. Choose a Starting Player",
        "2. Huntsman Deck",
        "4. Collection Deck"],
    "xenofera/02-the-five-phases.ipynb": ["Player Turn", "Renew"],
    "xenofera/03-crew-and-build-points.ipynb": [
        "A. Action Phase", "Recruiting crew", "Huntsman", "Crew Members", "Starting Utility",
        "Cards from the Utility Deck"],
    "xenofera/04-cages-and-items.ipynb": ["B. Build Phase", "Cage", "Item"],
    "xenofera/05-capturing.ipynb": ["C. Capture Phase", "Capture Creatures", "Xenofera"],
    "xenofera/06-battles-and-the-decoy.ipynb": [
        "Battles",
        "The Attacker",
        "Reaction",
        "The Defender",
        "Regular Action",
        "Resolution",
        "When a battle is triggered",
        "Performing other Actions"],
    "xenofera/07-the-draw-phase.ipynb": ["D. Draw Phase", "Either", "Or", "Collection", "Immediate"],
    "xenofera/08-the-last-round.ipynb": ["End Game"],
    "xenofera/09-scoring.ipynb": ["Scoring and Winning"],
    "xenofera/10-full-game-against-bots.ipynb": ["Card Types"],
}

"""The X: Seekers of Fortune lessons (sources of notebooks/seekers/*.ipynb; build with tools/lessons/build.py seekers)."""

IMPORTS = """from xlearn.seekers import RULES, new_match
from xlearn.ui import Board
from xlearn.tasks import AnswerTask, NumberTask, recap
from xlearn.tasks.seekers import MayTask, OutcomeTask, PayTask"""

LESSONS = [
    ("seekers/01-goal-and-set-up.ipynb", [
        ("md", """# Seekers 1: the goal and the set-up
**Goal:** know what wins X: Seekers of Fortune and what each seeker holds when play begins.

Each seeker races to **archive five Adventures** (*Winning the Game*). An Adventure card shows emblems
of the four Lead types (Glyph, Myth, Ruin, Vision); you pay it with matching **Lead** cards from your hand,
and the pair goes to your Archive. The third kind of card, **ActionX**, gives one-off Feats or lasting
Sites and Relics (*Card Types*, *Components*: 72 Leads, 54 Adventures, 36 ActionX cards).

Set-up (*Game Set-Up*): the three decks are shuffled apart. Everyone gets six Leads and one ActionX card
in hand, then turns three Adventures face up in front of them. Adventures are never held in a hand. The
seeker who lost the previous game starts; otherwise a coin decides, which in xlearn is the seeded random
source. The verbs you will meet, such as *reveal*, *archive*, *scrap* and *bury*, are defined in
*Key Terms*; the event log uses them exactly.

A first game can leave out ActionX cards and Heroic Feats (`mode="beginner"`), and a second one can add
only the simpler ActionX cards (`mode="advanced"`), as *New Player Suggestions* proposes. These lessons
use the whole game, `mode="full"`."""),
        ("code", IMPORTS + """
match = new_match(players=2, seed=7)
recap(match.events)"""),
        ("md", """Each line is an **event**: one step of the rules in our words, with the rulebook section it applied
in brackets. The board shows the same match from Player 1's seat: your Leads and ActionX card, your three
Adventures with their emblems, the rival's face-up Adventures, and the choices open to you now."""),
        ("code", """board = Board(match, seat=0, opponents="random")
board"""),
        ("md", """## Task
The Lead deck starts with 72 cards. How many are left in it once both seekers have their opening hands?"""),
        ("code", """from xlearn import Calculation

left = Calculation.of("Lead deck after set-up", [("Lead deck", 72), ("Player 1's opening Leads", -6),
                                                 ("Player 2's opening Leads", -6)])
assert left.total == match.view(0)["lead_deck_count"]   # the engine's own count agrees
task = NumberTask("How many Leads are left in the Lead deck after set-up?", left, RULES.rulebook["setup"])
board.ask(task)
task.check(66)"""),
        ("code", """task.check(60)"""),
        ("md", """## Recap
- Five archived Adventures win; everything else in the game is a way to get there first.
- Six Leads and one ActionX card in hand, three Adventures face up, for every seeker.
- Beginner and Advanced modes hold back parts of the game for a first try."""),
        ("code", """beginner = new_match(players=2, seed=7, mode="beginner")
recap(beginner.events[:3])"""),
    ]),
    ("seekers/02-the-turn.ipynb", [
        ("md", """# Seekers 2: the four steps of a turn
**Goal:** take a whole turn and know which steps are compulsory.

*Taking a Turn* has four steps. **1. Reveal an Adventure**: a new one joins your zone, from the top of
the Adventure deck or the top of its discard pile; you never keep more than three, so with four you scrap
one. **2. Draw Leads**: either draw two Leads and then throw away one Lead of your choice, or take the
single top card of the Lead discard pile. **3. Take Action**: as many actions as you can pay for, in any
order: complete Adventures, play ActionX cards, use their abilities, perform Heroic Feats. **4. End turn**:
if you hold more than seven Leads, discard down to seven (*Hand Limits*; ActionX cards in hand have no
limit).

Below, Player 1 is at the start of step 1. The Adventure discard pile and the Lead discard pile both have a
card on top, so each step offers two ways."""),
        ("code", IMPORTS + """
position = {
    "title": "The start of a turn",
    "seats": [{"leads": ["Ruin", "Vision", "Myth", "Glyph", "Glyph"],
               "adventures": ["The Forgotten Lagoon", "The Ember Sanctum"]},
              {"leads": ["Myth", "Vision"], "adventures": ["The Jade Temple"]}],
    "active": 0, "step": "Reveal an Adventure",
    "adventure_deck_top": ["The Crimson Citadel"], "adventure_discard": ["The Howling Grotto"],
    "lead_deck_top": ["Myth", "Ruin"], "lead_discard": ["Wild"],
}
match = new_match(seed=3, scenario=position)
print("Now:", match.phase)
for action in match.legal():
    print(" ", action.label)"""),
        ("code", """board = Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Player 1 holds five Leads. Suppose they reveal the top Adventure of the deck, choose **Draw two Leads**,
and then discard a Glyph. How many Leads will they hold when the action step begins? The engine plays it
out on a copy to check."""),
        ("code", """plays = ["Reveal the top Adventure of the deck", "Draw two Leads", "Discard a Glyph Lead"]
task = OutcomeTask(match, plays, "How many Leads does Player 1 hold when the action step begins?",
                   lambda probe, events: probe.view(0)["players"][0]["lead_count"],
                   RULES.rulebook["draw-step"], kinds=("draw", "discard"))
board.ask(task)
task.check(7)"""),
        ("code", """task.check(6)"""),
        ("md", """## Recap
Now play the turn for real, taking the wild Lead from the discard pile instead, and end the turn."""),
        ("code", """events = match.play("Reveal the top Adventure of the deck")
events += match.play("Take the discarded Wild Lead")
print("Now:", match.phase, "- choices:", [a.label for a in match.legal()])
events += match.play("End turn")
recap(events)"""),
        ("md", """## The hand limit
Here Player 1 ends a turn holding nine Leads, so two must go before the next seeker starts."""),
        ("code", """crowded = new_match(seed=3, scenario={
    "seats": [{"leads": ["Ruin", "Ruin", "Vision", "Myth", "Myth", "Glyph", "Glyph", "Glyph", "Wild"],
               "adventures": ["The Jade Bazaar"]},
              {"leads": ["Myth"], "adventures": ["The Jade Temple"]}]})
events = crowded.play("End turn")
print([a.label for a in crowded.legal()])
events += crowded.play("Discard a Glyph Lead")
events += crowded.play("Discard a Ruin Lead")
recap(events)"""),
    ]),
    ("seekers/03-completing-adventures.ipynb", [
        ("md", """# Seekers 3: completing Adventures with wild Leads
**Goal:** decide at a glance whether your Leads can pay an Adventure.

To complete an Adventure (*Completing Adventures*) you show one Lead for each emblem on it, all in one
go: there is no paying part now and the rest later. The Adventure and the Leads spent on it are stacked
together in your Archive, and you collect the reward printed on the card; harder Adventures reward more
Leads, and the hardest add an ActionX card.

A **wild Lead** stands in for any one of the four types (*Key Terms*). The engine spends your ordinary
Leads first and uses wild ones only for the emblems still open (our ruling S-2), so a wild Lead is
never wasted where a plain one would do."""),
        ("code", IMPORTS + """
position = {
    "title": "One wild Lead, three Adventures",
    "seats": [{"leads": ["Ruin", "Wild", "Glyph", "Myth"],
               "adventures": ["The Forgotten Lagoon", "The Gilded Monastery", "The Forgotten Archive"]},
              {"leads": ["Myth", "Vision"], "adventures": ["The Jade Temple"]}],
    "lead_deck_top": ["Ruin"],
}
match = new_match(seed=4, scenario=position)
for adventure in match.view(0)["players"][0]["adventures"]:
    print(f"{adventure['name']:24} needs {', '.join(adventure['cost'])}")
print("Choices:", [a.label for a in match.legal()])"""),
        ("code", """board = Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Player 1 holds Ruin, Wild, Glyph and Myth. Can they pay **The Gilded Monastery** (three Myth emblems)?"""),
        ("code", """task = PayTask(match, "The Gilded Monastery")
board.ask(task)
task.check("yes")"""),
        ("code", """task.check("no")"""),
        ("md", """A second check: **The Forgotten Lagoon** (Ruin, Vision) can be paid, the wild Lead covering Vision."""),
        ("code", """PayTask(match, "The Forgotten Lagoon").check("yes")"""),
        ("md", """## Recap
Complete the Lagoon and read what happens: the payment, the Archive, and the reward. Notice that the
wild Lead is now gone, so The Forgotten Archive can no longer be paid this turn."""),
        ("code", """events = match.play("Complete The Forgotten Lagoon")
recap(events)
print("Still possible:", [a.label for a in match.legal() if a.label.startswith("Complete")])
print(match.why_not("Complete The Forgotten Archive"))"""),
    ]),
    ("seekers/04-actionx-cards-and-icons.ipynb", [
        ("md", """# Seekers 4: ActionX cards and their icons
**Goal:** know when an ActionX card or ability may be used, by reading its icons.

ActionX cards are free to play (*ActionX Cards*). A **Feat** works once and then goes to your Archive.
**Sites** and **Relics** stay in your Active zone; a Site has an **Aura** (a lasting or repeatable
effect) and an **Exploit** (pay a cost, get the effect, usually archive the Site) (*Types of Abilities*).
A Relic is played in its **Noble** or **Ruthless** mode, chosen once as it enters play (*Sites & Relics*).
Where a card says something the standard rules do not, the card wins (*Card Effects vs Standard Rules*):
a Lookout Tower, for example, raises your Lead hand limit.

Four icons (*Icons & Special Abilities*) set the timing:
- **Leverage**: using the ability turns the card sideways; it stands up again as your next turn starts,
  so it works once per round.
- **Delay**: not in the turn the card came into play.
- **Twist**: may also be used in a rival's turn, at the start or end of their action step or after any
  of their actions.
- **Bond**: as the card enters play, a Lead from your hand goes under it, and that Lead's type decides what
  the card does; if the card is archived, the Lead is discarded.

In this position Player 1's action step is just beginning, and Player 2 owns Smugglers' Cove, whose Aura
has both Leverage and Twist."""),
        ("code", IMPORTS + """
position = {
    "title": "Icons at work",
    "seats": [{"leads": ["Ruin", "Vision", "Myth", "Glyph", "Glyph"],
               "actionx": ["Hidden Spring", "The Thirsting Stone"],
               "adventures": ["The Forgotten Lagoon"], "active": [{"card": "Base Camp"}]},
              {"leads": ["Myth", "Vision", "Ruin"], "adventures": ["The Jade Temple"],
               "active": [{"card": "Smugglers' Cove"}]}],
}
match = new_match(seed=3, scenario=position)
print(f"Player {match.to_act + 1} may answer first:", [a.label for a in match.legal()])
recap(match.play("Use Smugglers' Cove Aura"))"""),
        ("md", """That was a **Twist**: Player 2 drew a Lead in Player 1's turn, and the Cove is now turned sideways
(**Leverage**), so Player 2 has nothing left to answer with this round. Player 1 now plays the Site
**Hidden Spring**, whose Aura carries the Delay icon."""),
        ("code", """recap(match.play("Play Hidden Spring"))
board = Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Hidden Spring has just entered play. May Player 1 use its Aura (draw a Lead) this turn?"""),
        ("code", """task = MayTask(match, "Use Hidden Spring Aura", "May Player 1 use Hidden Spring's Aura this turn?",
               rule=RULES.rulebook["delay"],
               why="Its Aura shows the Delay icon, and the card entered play this very turn; next turn it may.")
board.ask(task)
task.check("yes")"""),
        ("code", """task.check("no")"""),
        ("md", """## Leverage and Bond
Player 1 uses Base Camp's Leverage Aura (it is then turned sideways and no longer offered), and plays The
Thirsting Stone, a Relic with Bond, putting a Glyph Lead under it."""),
        ("code", """events = match.play("Use Base Camp Aura")
print("Base Camp Aura still offered?", "Use Base Camp Aura" in [a.label for a in match.legal()])
events += match.play("Play The Thirsting Stone in Noble mode, bonding a Glyph Lead")
recap(events)"""),
    ]),
    ("seekers/05-heroic-feats.ipynb", [
        ("md", """# Seekers 5: the Heroic Feats
**Goal:** choose the right Heroic Feat and know how often you may use it.

Heroic Feats are always available to pay for in your action step (*Heroic Feats*). Two of them gain you
resources (*Gain Resources*):
- **Barter**: give up three Leads, or an ActionX card, to see the next two Adventures; one joins your zone,
  the other is discarded.
- **Breakthrough**: discard three Leads of one type (wild Leads may fill in) to draw an ActionX card.

Two of them hurt a rival (*Disrupt Rivals*):
- **Sabotage**: scrap one of your own active Sites, Relics or Adventures and discard a Lead; then a rival's
  Site or Relic you pick is archived, or their Adventure is buried.
- **Thwart**: bury two Leads of one type to cancel a rival's Feat as it is played (lesson 6).

Negotiate and Poach, for seekers who are behind, come in lesson 7. Each Heroic Feat except Thwart may be
used at most once a turn; but you may use several different ones, and chaining them with your ActionX cards
is how a strong turn is built (*Know Your Heroic Feats*, *Chain Abilities & Build Momentum*)."""),
        ("code", IMPORTS + """
position = {
    "title": "A turn of Heroic Feats",
    "seats": [{"leads": ["Ruin", "Ruin", "Ruin", "Glyph", "Glyph", "Wild"],
               "adventures": ["The Ember Sanctum", "The Crimson Observatory"], "active": [{"card": "Base Camp"}]},
              {"leads": ["Myth", "Vision", "Ruin"], "adventures": ["The Jade Temple"],
               "active": [{"card": "Lookout Tower"}]}],
    "actionx_deck_top": ["Tarnished Crown"],
}
match = new_match(seed=3, scenario=position)
events = match.play("Perform a Heroic Feat")
print("Heroic Feats open now:", [a.label for a in match.legal()])
events += match.play("Breakthrough")
print("Ways to pay:", [a.label for a in match.legal()])
events += match.play("Breakthrough: discard 3 Ruin Leads")
recap(events)"""),
        ("code", """board = Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Player 1 still holds Glyph, Glyph and a wild Lead: three matching Leads. May they perform Breakthrough
again this turn?"""),
        ("code", """task = MayTask(match, "Breakthrough: discard 2 Glyph + 1 Wild Leads",
               "May Player 1 perform Breakthrough a second time this turn?",
               via=["Perform a Heroic Feat", "Breakthrough"])
board.ask(task)
task.check("yes")"""),
        ("code", """task.check("no")"""),
        ("md", """## Recap
A different Heroic Feat is still allowed: Player 1 Sabotages the rival's Lookout Tower, paying with an
Adventure they could not finish anyway and a Lead."""),
        ("code", """events = match.play("Perform a Heroic Feat")
events += match.play("Sabotage")
events += match.play("Sabotage Player 2's Lookout Tower")
events += match.play("Scrap The Crimson Observatory for Sabotage")
events += match.play("Discard a Glyph Lead for Sabotage")
recap(events)"""),
    ]),
    ("seekers/06-thwart-chains.ipynb", [
        ("md", """# Seekers 6: Thwart chains
**Goal:** work out whether a Feat happens after a chain of Thwarts.

**Thwart** is the Heroic Feat with no limit: bury two Leads of one type and a rival's Feat, as it is being
played, is cancelled (*Disrupt Rivals*). Any Feat can be Thwarted: an ActionX Feat, a Heroic Feat, and a
Thwart itself (*More on Thwart*). So Thwarts stack up in a chain, each one aimed at the one below it, and the
chain is settled from the top down: an odd number of Thwarts that stand stops the original Feat, an even
number lets it through (our ruling S-8). A Thwarted ActionX Feat still goes to its owner's Archive, where it
counts for the Breakthrough win (lesson 10).

Player 1 is about to play **Lucky Break** (draw two Leads). Player 1 holds two Myth and two Ruin Leads;
Player 2 holds four Glyph Leads, enough for two Thwarts."""),
        ("code", IMPORTS + """
position = {
    "title": "Enough Leads for a long chain",
    "seats": [{"leads": ["Myth", "Myth", "Ruin", "Ruin"], "actionx": ["Lucky Break"],
               "adventures": ["The Forgotten Lagoon"]},
              {"leads": ["Glyph", "Glyph", "Glyph", "Glyph"], "adventures": ["The Ember Sanctum"]}],
    "lead_deck_top": ["Vision", "Vision"],
}
match = new_match(seed=3, scenario=position)
board = Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Player 1 plays Lucky Break. Player 2 Thwarts it; Player 1 Thwarts that Thwart; Player 2 Thwarts again;
and Player 1 lets that last Thwart stand. Does Lucky Break draw its two Leads?"""),
        ("code", """chain = ["Play Lucky Break",
         "Thwart Player 1's Lucky Break by burying 2 Glyph Leads",
         "Thwart Player 2's Thwart", "Bury 2 Myth Leads",
         "Thwart Player 1's Thwart by burying 2 Glyph Leads",
         "Let Player 2's Thwart take effect"]
task = OutcomeTask(match, chain, "Does Lucky Break draw its two Leads?",
                   lambda probe, events: any(e.kind == "draw" for e in events),
                   RULES.rulebook["thwart-chain"], kinds=("thwart", "thwarted", "resolves"),
                   why="Three Thwarts were played and the chain settles from the top.")
board.ask(task)
task.check("yes")"""),
        ("code", """task.check("no")"""),
        ("md", """## Recap
Now the other line: after Player 1's Thwart, Player 2 lets it stand. Two Thwarts, so Lucky Break happens."""),
        ("code", """events = []
for label in chain[:4] + ["Let Player 1's Thwart take effect"]:
    events += match.play(label)
recap(events)"""),
    ]),
    ("seekers/07-catching-up.ipynb", [
        ("md", """# Seekers 7: catching up with Negotiate and Poach
**Goal:** know when the catch-up Heroic Feats are open to you.

Two Heroic Feats exist to help a seeker who is not in the lead (*Catch Up*):
- **Negotiate**: scrap one of your Adventures, look at the top three Leads of the deck, keep two and hand
  the third to a rival.
- **Poach**: discard a Lead and swap one of your active Adventures for one of a rival's.

Both have conditions (*Catchup Actions*): some rival must already have archived an Adventure, and you must
have archived no more than the leader (tied or behind). Even then, you may use only **one** of the two in
a turn. Below, each seeker has archived one Adventure, so Player 1 is tied."""),
        ("code", IMPORTS + """
position = {
    "title": "Tied at one Adventure each",
    "seats": [{"leads": ["Ruin", "Glyph"], "adventures": ["The Forgotten Lagoon", "The Jade Temple"],
               "archived": ["The Iron Citadel"]},
              {"leads": ["Myth"], "adventures": ["The Ember Sanctum"], "archived": ["The Sunken Sanctum"]}],
    "lead_deck_top": ["Vision", "Myth", "Glyph"],
}
match = new_match(seed=3, scenario=position)
events = match.play("Perform a Heroic Feat")
print("Heroic Feats open now:", [a.label for a in match.legal()])
for label in ["Negotiate", "Negotiate: scrap The Jade Temple", "Give a Vision Lead to Player 2"]:
    events += match.play(label)
recap(events)"""),
        ("code", """board = Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Player 1 has just Negotiated. They are still tied, and Player 2 still has an Adventure. May Player 1 now
Poach The Ember Sanctum?"""),
        ("code", """poach = "Poach: swap The Forgotten Lagoon for Player 2's The Ember Sanctum"
task = MayTask(match, poach, "May Player 1 Poach now?", via=["Perform a Heroic Feat", "Poach"])
board.ask(task)
task.check("yes")"""),
        ("code", """task.check("no")"""),
        ("md", """## Recap
In a fresh copy of the position, Player 1 Poaches instead of Negotiating. And when Player 1 is ahead, the
engine refuses both."""),
        ("code", """fresh = new_match(seed=3, scenario=position)
events = []
for label in ["Perform a Heroic Feat", "Poach", poach, "Discard a Glyph Lead for Poach"]:
    events += fresh.play(label)
recap(events)

ahead = dict(position, seats=[dict(position["seats"][0], archived=["The Iron Citadel", "The Ember Grotto"]),
                              position["seats"][1]])
print(new_match(seed=3, scenario=ahead).why_not(poach))"""),
    ]),
    ("seekers/08-the-final-adventure.ipynb", [
        ("md", """# Seekers 8: the Final Adventure
**Goal:** follow what happens when a seeker archives a fourth Adventure, and how to survive the last one.

The fourth archived Adventure (its reward is collected first, our ruling S-5) puts you on the **Final
Adventure** (*The Final Adventure*): throw away every Lead in your hand; reveal an Adventure, and a second
one if it would otherwise be alone; then the **next seeker** picks which of your Adventures you keep, and the
others are scrapped (our ruling S-4); finally draw three Leads and carry on with your turn. From then on
you skip the reveal step. One more Adventure wins.

*Surviving the Final Adventure*: Barter and card effects can still bring you Adventures, and you may still
scrap Adventures to pay for Negotiate and Sabotage. If a **rival** leaves you with no active Adventure, you
reveal one; if you do it to yourself, you do not."""),
        ("code", IMPORTS + """
position = {
    "title": "One step from the Final Adventure",
    "seats": [{"leads": ["Ruin", "Vision", "Glyph", "Myth", "Myth"],
               "adventures": ["The Forgotten Lagoon", "The Ember Sanctum"],
               "archived": ["The Iron Citadel", "The Ember Grotto", "The Sunken Sanctum"]},
              {"leads": ["Myth"], "adventures": ["The Jade Temple"], "archived": ["The Forgotten Archive"]}],
    "adventure_deck_top": ["The Howling Grotto"], "lead_deck_top": ["Vision", "Ruin", "Glyph", "Glyph"],
}
match = new_match(seed=3, scenario=position)
board = Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Player 1 completes The Forgotten Lagoon (their fourth Adventure), and Player 2 leaves them with The Ember
Sanctum. How many Leads does Player 1 hold once the Final Adventure has begun?"""),
        ("code", """plays = ["Complete The Forgotten Lagoon", "Leave Player 1 with The Ember Sanctum"]
task = OutcomeTask(match, plays, "How many Leads does Player 1 hold on starting the Final Adventure?",
                   lambda probe, events: probe.view(0)["players"][0]["lead_count"],
                   RULES.rulebook["final"], kinds=("rewards", "final", "draw"))
board.ask(task)
task.check(4)"""),
        ("code", """task.check(3)"""),
        ("md", """## Recap"""),
        ("code", """events = match.play("Complete The Forgotten Lagoon")
print(f"Player {match.to_act + 1} chooses:", [a.label for a in match.legal()])
events += match.play("Leave Player 1 with The Ember Sanctum")
recap(events)"""),
        ("md", """## Surviving: a rival takes your last Adventure
Here Player 2 Sabotages the only Adventure of Player 1, who is on the Final Adventure, so Player 1
reveals a new one at once."""),
        ("code", """survive = new_match(seed=3, scenario={
    "seats": [{"leads": ["Ruin", "Glyph"], "adventures": ["The Forgotten Lagoon"], "final": True,
               "archived": ["The Iron Citadel", "The Ember Grotto", "The Sunken Sanctum", "The Forgotten Archive"]},
              {"leads": ["Myth", "Vision"], "adventures": ["The Ember Sanctum", "The Jade Temple"],
               "archived": ["The Howling Grotto"]}],
    "active": 1})
events = []
for label in ["Perform a Heroic Feat", "Sabotage", "Sabotage Player 1's The Forgotten Lagoon",
              "Scrap The Ember Sanctum for Sabotage", "Discard a Myth Lead for Sabotage"]:
    events += survive.play(label)
recap(events[-3:])"""),
    ]),
    ("seekers/09-resting-and-decks-running-out.ipynb", [
        ("md", """# Seekers 9: resting, and decks that run out
**Goal:** use a Rest when your hand is empty, and know how an empty deck is rebuilt.

Among the *Additional Rules*: if your turn starts and you hold **no Leads**, you may **Rest** (*Resting*):
reveal two Adventures, draw three Leads, and skip the rest of your turn. Scrap down to three Adventures
afterwards. Resting is not a Feat, so nobody can Thwart it, and a seeker on the Final Adventure may not
rest.

When the Lead deck or the Adventure deck is empty and a card is needed (*If a Card Deck Runs Out*), put
the top card of its discard pile aside, shuffle the rest of that pile into a new deck, and let the card
put aside start the new discard pile.

Below, Player 2 is about to end a turn, and Player 1 has no Leads at all."""),
        ("code", IMPORTS + """
position = {
    "title": "An empty hand",
    "seats": [{"leads": [], "adventures": ["The Forgotten Lagoon", "The Ember Sanctum"]},
              {"leads": ["Myth"], "adventures": ["The Jade Temple"]}],
    "active": 1,
}
match = new_match(seed=3, scenario=position)
recap(match.play("End turn"))
print("Player 1 chooses:", [a.label for a in match.legal()])
board = Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
Player 1 has two Adventures. If they rest, how many Adventures must they then scrap?"""),
        ("code", """task = OutcomeTask(match, ["Rest"], "How many Adventures must Player 1 scrap after resting?",
                   lambda probe, events: len(probe.view(0)["players"][0]["adventures"]) - 3,
                   RULES.rulebook["resting"], kinds=("rest", "reveal"))
board.ask(task)
task.check(0)"""),
        ("code", """task.check(1)"""),
        ("md", """## Recap"""),
        ("code", """events = match.play("Rest")
events += match.play("Scrap The Ember Sanctum")
recap(events)"""),
        ("md", """## When the Lead deck runs out
Two random bots play a game; then we replay it and stop just before the choice that needs more Leads
than the deck holds, and count the Lead piles at that moment."""),
        ("code", """from xlearn.engine.bots import RandomBot, play_out

finished = new_match(seed=20)
play_out(finished, [RandomBot(1), RandomBot(2)])
before = new_match(seed=20)
for label in finished.choices:   # replay the game, stopping before the choice that rebuilds the deck
    if any(e.kind == "replenish" for e in before.copy().play(label)):
        break
    before.play(label)
table = before.view(None)
print("Leads in the deck:", table["lead_deck_count"], "- Leads in the discard pile:", len(table["lead_discard"]))
print(f"Player {before.to_act + 1} chooses next: {label!r}")"""),
        ("md", """How many Leads go into the new deck? The top discard is set aside, so one fewer than the pile."""),
        ("code", """task = OutcomeTask(before, [label], "How many Leads are shuffled into the new Lead deck?",
                   lambda probe, events: next(e.data["count"] for e in events if e.kind == "replenish"),
                   RULES.rulebook["deck-runs-out"], kinds=("replenish",))
task.check(len(table["lead_discard"]))"""),
        ("code", """task.check(len(table["lead_discard"]) - 1)"""),
    ]),
    ("seekers/10-the-breakthrough-win.ipynb", [
        ("md", """# Seekers 10: the Breakthrough win
**Goal:** spot the second way to win, and count the ActionX cards that make it.

Besides a fifth Adventure there is another way to win (*Alternate Win Condition: Breakthrough*): while you
are on the Final Adventure, perform the Heroic Feat **Breakthrough** successfully (not Thwarted) with at
least **seven ActionX cards** in your Active zone and Archive together. Feats you played count, since they
end up in your Archive, even those that were Thwarted. ActionX cards in your hand do not count.

Player 1 is on the Final Adventure with one Site in play and five Feats archived: six cards. They hold the
Feat Old Friends and three matching Leads (two Ruin and a wild one)."""),
        ("code", IMPORTS + """
position = {
    "title": "Six ActionX cards in play",
    "seats": [{"leads": ["Ruin", "Ruin", "Wild", "Glyph"], "actionx": ["Old Friends"],
               "adventures": ["The Ember Sanctum"], "active": [{"card": "Base Camp"}], "final": True,
               "archived": ["The Iron Citadel", "The Ember Grotto", "The Sunken Sanctum", "The Forgotten Archive"],
               "archived_actionx": ["Lucky Break", "Scout the Ridge", "Dig Permit", "Pickpocket", "Second Look"]},
              {"leads": ["Myth", "Vision"], "adventures": ["The Jade Temple"], "archived": ["The Howling Grotto"]}],
}
match = new_match(seed=3, scenario=position)
print("ActionX cards in Active zone and Archive:", match.view(0)["players"][0]["actionx_in_play"])
board = Board(match, seat=0, opponents=None, hotseat=False)
board"""),
        ("md", """## Task
If Player 1 performs Breakthrough right now, before playing anything else, do they win?"""),
        ("code", """def breakthrough(m):
    m = m.copy()
    m.play("Perform a Heroic Feat")
    m.play("Breakthrough")
    return next(a.label for a in m.legal() if a.label.startswith("Breakthrough:"))

task = OutcomeTask(match, ["Perform a Heroic Feat", "Breakthrough", breakthrough(match)],
                   "Does Player 1 win with a Breakthrough right now?",
                   lambda probe, events: probe.over, RULES.rulebook["breakthrough-win"],
                   kinds=("breakthrough", "win"))
board.ask(task)
task.check("yes")"""),
        ("code", """task.check("no")"""),
        ("md", """## Recap
Play Old Friends first: it is archived, which makes seven. Then the Breakthrough wins."""),
        ("code", """events = match.play("Play Old Friends")
print("ActionX cards in Active zone and Archive:", match.view(0)["players"][0]["actionx_in_play"])
for label in ["Perform a Heroic Feat", "Breakthrough", breakthrough(match)]:
    events += match.play(label)
recap(events)
print(match.result)"""),
    ]),
    ("seekers/11-full-game-against-a-bot.ipynb", [
        ("md", """# Seekers 11: a full game against a bot
**Goal:** play a whole game and use what the earlier lessons taught.

The board plays Player 1 for you; a random bot plays Player 2, and its turns appear in the event log step by
step. A few habits help (*Adventuring Tips*): look for Adventures whose emblems your hand already nearly
covers, keep two matching Leads when you can so a Thwart stays possible, and use the catch-up Heroic Feats
the moment you fall behind.

The cell after the board lets two bots play a game to the end at once, so you can read a finished game."""),
        ("code", IMPORTS + """
match = new_match(players=2, seed=21)
board = Board(match, seat=0, opponents="random")
board"""),
        ("code", """from xlearn.engine.bots import RandomBot, play_out

demo = new_match(players=2, seed=29)
steps = play_out(demo, [RandomBot(1), RandomBot(2)])
print(f"{steps} choices were made.")
print(demo.result)"""),
        ("md", """## Task
In that finished game, how many Adventures had the losing seeker archived?"""),
        ("code", """loser = next(s for s in range(2) if s not in demo.result.winners)
task = NumberTask("How many Adventures had the loser archived?", demo.result.scores[loser], demo.result.rule)
board.ask(task)
task.check(4)"""),
        ("code", """task.check(task.expected)"""),
        ("md", """## Recap: every completed Adventure of the game"""),
        ("code", """recap(demo.events, kinds=("complete", "final", "win"))"""),
    ]),
    ("seekers/12-draft-mode-and-more-players.ipynb", [
        ("md", """# Seekers 12: Draft Mode and more players
**Goal:** set up a game for three or four seekers, and draft your own ActionX deck.

*More Ways to Play*: up to four seekers play with the same rules (*Multiplayer*); with four, Leads run
short, so a second Lead deck is shuffled in.

In **Draft Mode** (*Draft Mode*, up to three seekers) everyone builds a private ActionX deck before play.
Each drafter is dealt six ActionX cards, keeps one face down and passes the rest on to the next seat;
this repeats until five are kept and the last card of the pack is put aside. A second pack of six gives
five more, so each seeker ends up with ten. During the game you draw only from your own ActionX deck and
discard onto your own pile."""),
        ("code", IMPORTS + """
four = new_match(players=4, seed=5)
recap(four.events[:2])
print("Leads left in the deck after set-up:", four.view(0)["lead_deck_count"])"""),
        ("code", """match = new_match(players=3, seed=12, draft=True)
print("Player 1 may draft:", [a.label for a in match.legal()])
board = Board(match, seat=0, opponents="random")
board"""),
        ("md", """## Task
After both drafting rounds and the opening deal (one ActionX card into each hand), how many cards are left
in Player 1's own ActionX deck? Three random drafters play the draft on a copy to check."""),
        ("code", """from xlearn.engine.bots import RandomBot

drafted = new_match(players=3, seed=12, draft=True)
bots = [RandomBot(s) for s in range(3)]
while drafted.phase == "Draft Mode":
    drafted.play(bots[drafted.to_act].choose(drafted))
task = OutcomeTask(match, drafted.choices, "How many cards are left in Player 1's own ActionX deck?",
                   lambda probe, events: probe.view(0)["players"][0]["actionx_deck_count"],
                   RULES.rulebook["draft"], kinds=(),
                   why="Each drafter keeps ten cards, and the opening deal takes one of them into the hand.")
board.ask(task)
task.check(10)"""),
        ("code", """task.check(9)"""),
        ("md", """## Recap: what Player 1 drafted, as Player 1 saw it"""),
        ("code", """recap([event for event in drafted.events if event.kind == "draft" and event.seat == 0])"""),
    ]),
]


# Which rulebook sections each lesson teaches (the README lesson map is written from this). Headings that
# follow each other in the rulebook's contents are kept apart here, so no line repeats its wording.
SECTIONS = {
    "seekers/01-goal-and-set-up.ipynb": [
        "Game Set-Up",
        "Winning the Game",
        "Key Terms",
        "Components",
        "New Player Suggestions",
        "Card Types",
    ],
    "seekers/02-the-turn.ipynb": [
        "Taking a Turn",
        "Hand Limits",
    ],
    "seekers/03-completing-adventures.ipynb": [
        "Completing Adventures",
    ],
    "seekers/04-actionx-cards-and-icons.ipynb": [
        "ActionX Cards",
        "Types of Abilities",
        "ActionX Abilities",
        "Icons & Special Abilities",
        "Sites & Relics",
        "Leverage",
        "Bond",
        "Twist",
        "Delay",
        "Card Effects vs Standard Rules",
    ],
    "seekers/05-heroic-feats.ipynb": [
        "Gain Resources",
        "Heroic Feats",
        "Disrupt Rivals",
        "Know Your Heroic Feats",
        "Chain Abilities & Build Momentum",
    ],
    "seekers/06-thwart-chains.ipynb": [
        "More on Thwart",
    ],
    "seekers/07-catching-up.ipynb": [
        "Catch Up",
        "Catchup Actions",
    ],
    "seekers/08-the-final-adventure.ipynb": [
        "The Final Adventure",
        "Surviving the Final Adventure",
    ],
    "seekers/09-resting-and-decks-running-out.ipynb": [
        "Resting",
        "Additional Rules",
        "If a Card Deck Runs Out",
    ],
    "seekers/10-the-breakthrough-win.ipynb": [
        "Alternate Win Condition: Breakthrough",
    ],
    "seekers/11-full-game-against-a-bot.ipynb": [
        "Adventuring Tips",
    ],
    "seekers/12-draft-mode-and-more-players.ipynb": [
        "Multiplayer",
        "More Ways to Play",
        "Draft Mode",
    ],
}

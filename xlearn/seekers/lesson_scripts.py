"""The guided scripts of the X: Seekers of Fortune lessons (each lesson notebook attaches one to its board)."""
from __future__ import annotations

from ..engine.events import Calculation
from ..tasks import AnswerTask, NumberTask
from .tasks import MayTask, OutcomeTask, PayTask
from ..lessons.guide import Guide, ask, choose, explain, recap, show, wait
from .lesson_guide import LET_STAND, MENU, SeekersGuide, Via, draws_leads, leads_in_hand, rival_thwarted, starts, you


def chain_question(guide: Guide) -> OutcomeTask:
    """Does Lucky Break draw its Leads if the learner lets the chain stand as it is now?"""
    task = OutcomeTask(guide.match, [LET_STAND], "Your Lucky Break now sits under three Thwarts: your rival's, yours, "
                       "and your rival's again. If you let the last Thwart stand, does Lucky Break draw its two "
                       "Leads?", draws_leads, guide.match.rules.rulebook["thwart-chain"],
                       kinds=("thwarted", "resolves", "draw"), why="The chain settles from the top down.")
    task.hints = ("Count the Thwarts that stand in the chain, and read “More on Thwart”: an odd count and an even "
                  "count end differently.",
                  "Settle it from the top: the last Thwart cancels the one below it (yours), so your rival's first "
                  "Thwart stands against Lucky Break.")
    return task


def thwart_chains() -> Guide:
    """Seekers 6: the learner plays a Feat, answers a rival's Thwart with their own, then settles the chain."""
    return Guide("seekers/06-thwart-chains.ipynb", [
        explain("Thwart is a Heroic Feat anyone may play while a rival's Feat is being played: bury two Leads of "
                "one type and that Feat is cancelled. A Thwart is a Feat too, so it can itself be Thwarted.",
                rule="thwart"),
        choose("Play your ActionX card Lucky Break (draw two Leads): click the Lucky Break card in your hand.",
               label="Play Lucky Break", rule="thwart",
               why="the chain this lesson builds starts with your Lucky Break."),
        wait("Your rival may Thwart it: press Play turn (or Step).", until=rival_thwarted,
             rule="thwart"),
        choose("Player 2 Thwarted your Lucky Break. Answer with a Thwart of your own: press Thwart in the "
               "Heroic Feats row.", label="Thwart Player 2's Thwart", rule="thwart-chain",
               why="this lesson is about answering a Thwart with a Thwart."),
        choose("Pay for your Thwart: bury two Leads of one type (press “Bury 2 Myth Leads” or “Bury 2 Ruin "
               "Leads”).",
               goal=lambda action, match: action.label.startswith("Bury"), rule="thwart",
               why="a Thwart is paid for with two Leads of one type."),
        wait("Your rival answers again: press Play turn (or Step).", until=rival_thwarted,
             rule="thwart-chain"),
        ask(chain_question, text="Three Thwarts now sit on your Lucky Break.", rule="thwart-chain"),
        choose(f"Let the chain stand: press “{LET_STAND}”.", label=LET_STAND, rule="thwart-chain",
               why="this lesson settles the chain as it stands; Undo afterwards and try another line if you like."),
        show("The chain is settled from the top down. Here is what each Thwart did.",
             kinds=("pass", "thwarted", "resolves", "archive", "draw"), rule="thwart-chain"),
        recap("Thwarts stack in a chain, each aimed at the Feat below it, and settle from the top: an odd number "
              "of standing Thwarts stops the original Feat, an even number lets it through. A Thwarted ActionX "
              "Feat still goes to its owner's Archive.", rule="thwart-chain"),
    ])


def completing_adventures() -> Guide:
    """Seekers 3: the learner judges whether their Leads pay an Adventure, then completes one with a wild Lead."""
    return Guide("seekers/03-completing-adventures.ipynb", [
        explain("An Adventure is completed in one go: one Lead for each emblem on it, all at once. A wild Lead "
                "stands in for any one type.", rule="pay-all"),
        ask(lambda g: PayTask(g.match, "The Gilded Monastery", question="Can you pay The Gilded Monastery now "
                              "with the Leads in your hand? Answer yes or no."), rule="pay-all",
            text="Compare the emblems on The Gilded Monastery with the Leads in your hand."),
        choose("Complete The Forgotten Lagoon (Ruin, Vision): click it, then your Ruin Lead and your wild Lead, "
               "and press “Complete this Adventure”.", label="Complete The Forgotten Lagoon", rule="complete",
               why="this lesson completes The Forgotten Lagoon, which your Ruin and wild Lead pay for."),
        show("The Adventure and the Leads you paid are stacked in your Archive, and you collect its reward. The "
             "wild Lead is spent now, so The Forgotten Archive can no longer be paid this turn.",
             kinds=("complete", "reward", "rewards", "draw"), rule="rewards"),
        recap("Pay every emblem of an Adventure at once, with ordinary Leads first and wild Leads for what is "
              "left; then the Adventure goes to your Archive with its Leads, and its reward is yours.",
              rule="complete"),
    ])


# ----- lessons 1, 2: the goal, the set-up and the turn ---------------------------------------------------------
def lead_deck_task(guide: Guide) -> NumberTask:
    """How many Leads are left in the deck once both opening hands are dealt (the engine's count agrees)."""
    m = guide.match
    left = Calculation.of("Lead deck after set-up", [("Lead deck", 72), ("your opening Leads", -6),
                                                     (f"{you(m, 1)}'s opening Leads", -6)])
    assert left.total == m.view(0)["lead_deck_count"]
    task = NumberTask(f"How many Leads are left in the Lead deck now that you and {you(m, 1)} hold your opening "
                      "hands?", left, m.rules.rulebook["setup"])
    task.hints = ("Look at “Game Set-Up”: how many Leads is each seeker dealt, and how many does the deck hold "
                  "before the deal?", "The deck starts with 72 Leads; each of the two seekers takes six from it.")
    return task


def goal_and_set_up() -> Guide:
    """Seekers 1: what wins, what each seeker holds; the learner counts the deck, then starts a first turn."""
    return SeekersGuide("seekers/01-goal-and-set-up.ipynb", [
        explain("You and your rival race to archive five Adventures: pay an Adventure with matching Leads and "
                "both go to your Archive. Its meter on your side of the table counts toward five.", rule="win"),
        explain("Set-up dealt each of you six Leads and one ActionX card, and turned three Adventures face up in "
                "front of each of you. Look at your hand and your Adventure zone on the board.", rule="setup"),
        ask(lead_deck_task, text="The decks sit at the top of the table.", rule="setup"),
        choose("Your first turn starts with revealing an Adventure: press “Reveal the top Adventure of the deck”.",
               label="Reveal the top Adventure of the deck", rule="reveal-step",
               why="every turn starts by revealing an Adventure."),
        choose("You now have four Adventures, one more than a seeker may keep: scrap one of them (press the "
               "Scrap button of the one you want least).", goal=starts("Scrap"), rule="three-adventures",
               why="you must first get back down to three Adventures."),
        show("Here is what your first choices did.", rule="three-adventures"),
        recap("Five archived Adventures win. Every seeker starts with six Leads, one ActionX card and three face-up "
              "Adventures, and never keeps more than three Adventures. Play on freely, or go on to the turn.",
              rule="win"),
    ])


def hand_now_task(guide: Guide, question: str, why: str, hints: tuple[str, str], rule: str) -> AnswerTask:
    """How many Leads the learner holds now (the answer read from the position reached)."""
    n = leads_in_hand(guide.match, guide.seat)
    task = AnswerTask(question, n, why.format(n=n), guide.match.rules.rulebook[rule])
    task.hints = hints
    return task


def the_turn() -> Guide:
    """Seekers 2: the learner takes the four steps of a turn on the board and counts the hand as it grows."""
    return SeekersGuide("seekers/02-the-turn.ipynb", [
        explain("A turn has four steps, in order: reveal an Adventure, draw Leads, take actions, end the turn. "
                "The board's turn bar shows which step you are in.", rule="turn"),
        choose("Step 1: reveal an Adventure. Take the top one of the deck: press “Reveal the top Adventure of the "
               "deck”.", label="Reveal the top Adventure of the deck", rule="reveal-step",
               why="this lesson reveals from the deck; the discard pile is the other way, for another time."),
        choose("Step 2: draw Leads. Press “Draw two Leads” (the other way takes the top discarded Lead).",
               label="Draw two Leads", rule="draw-step", why="this lesson draws two Leads and throws one away."),
        choose("Having drawn two, throw away one Lead of your choice: press one of the Discard buttons.",
               goal=starts("Discard"), rule="draw-step", why="after drawing two you throw one Lead away."),
        ask(lambda g: hand_now_task(
            g, "How many Leads do you hold now, as your action step begins?",
            "You began with five Leads, drew two and threw one away: 5 + 2 − 1 = {n}.",
            ("Count what step 2 did to your hand: two came in, then one went out.",
             "You started the turn with five Leads."), "draw-step"),
            text="Your hand is at the bottom of your side of the table.", rule="draw-step"),
        choose("Step 3 is the action step: you could complete Adventures or play cards now. This time, go on to "
               "step 4: press “End turn”.", label="End turn", rule="end-turn",
               why="this lesson ends the turn here; the actions come in the next lessons."),
        recap("Reveal, draw, act, end: the reveal and the draw happen every turn, the actions are yours to choose, "
              "and at the end you keep at most seven Leads.", rule="turn"),
    ])


# ----- lessons 4, 5: ActionX icons and Heroic Feats ---------------------------------------------------------------
def rival_moved(guide: Guide) -> bool:
    """Whether the rival has made their scripted choice and the learner is to choose again."""
    m = guide.match
    return (m.to_act == guide.seat and len(m.choices) > guide.start
            and guide._actor(len(m.choices) - 1) not in (None, guide.seat))


def actionx_icons() -> Guide:
    """Seekers 4: a rival's Twist, then the learner plays a Delay Site and uses a Leverage Aura."""
    return SeekersGuide("seekers/04-actionx-cards-and-icons.ipynb", [
        explain("ActionX cards are free to play. Their icons set the timing: Twist (also in a rival's turn), "
                "Leverage (turn the card sideways, once a round), Delay (not in the turn it came into play) and "
                "Bond (a Lead goes under it).", rule="icons"),
        wait("Your action step begins, and your rival's Smugglers' Cove has a Twist: press Step to let "
             "your rival make that move.", until=rival_moved, rule="twist"),
        show("Your rival drew a Lead during your turn (Twist) and turned the Cove sideways (Leverage).",
             rule="twist"),
        choose("Play the Site Hidden Spring: click the Hidden Spring card in your hand.", label="Play Hidden Spring",
               rule="sites", why="this lesson looks at Hidden Spring's Delay icon next."),
        ask(lambda g: MayTask(g.match, "Use Hidden Spring Aura", "May you use Hidden Spring's Aura (draw a Lead) "
                              "this turn?", rule=g.match.rules.rulebook["delay"],
                              why="Its Aura shows the Delay icon, and the card entered play this very turn; next "
                                  "turn it may."),
            text="Read the icons on Hidden Spring in your Active zone.", rule="delay"),
        choose("Now use Base Camp's Aura: click Base Camp in your Active zone and choose “Use Base Camp Aura”.",
               label="Use Base Camp Aura", rule="leverage", why="this lesson shows the Leverage icon next."),
        ask(lambda g: MayTask(g.match, "Use Base Camp Aura", "May you use Base Camp's Aura a second time this "
                              "turn?", rule=g.match.rules.rulebook["leverage"],
                              why="Its Aura has the Leverage icon: using it turned Base Camp sideways, and it "
                                  "stands up again only as your next turn starts."),
            text="Look at Base Camp now.", rule="leverage"),
        recap("Twist lets a card act in a rival's turn, Leverage makes an ability once a round, Delay makes it wait "
              "a turn, and Bond puts a Lead under the card.", rule="icons"),
    ])


def heroic_feats() -> Guide:
    """Seekers 5: the learner performs Breakthrough, judges a second one, then Sabotages a rival's Relic."""
    return SeekersGuide("seekers/05-heroic-feats.ipynb", [
        explain("Heroic Feats are always there in your action step, in their own row on the table; each has a "
                "cost. Barter and Breakthrough gain you cards, Sabotage and Thwart hurt a rival.", rule="heroic"),
        choose("Perform Breakthrough: press Breakthrough in the Heroic Feats row, then pay with “Breakthrough: "
               "discard 3 Ruin Leads”.", goal=Via("Breakthrough: discard 3 Ruin", MENU, "Breakthrough"),
               rule="breakthrough", why="this lesson pays Breakthrough with your three Ruin Leads."),
        show("Breakthrough drew you an ActionX card.", rule="breakthrough"),
        ask(lambda g: MayTask(g.match, "Breakthrough: discard 2 Glyph + 1 Wild Leads",
                              "You still hold two Glyph Leads and a wild Lead. May you perform Breakthrough a "
                              "second time this turn?", via=[MENU, "Breakthrough"],
                              rule=g.match.rules.rulebook["heroic"],
                              why="Each Heroic Feat but Thwart may be used once a turn."),
            text="Look at the Breakthrough button in the Heroic Feats row.", rule="heroic"),
        choose("A different Feat is still open. Sabotage your rival's Lookout Tower: press Sabotage in the row, "
               "click their Lookout Tower, scrap your The Crimson Observatory (click it), then discard a Lead.",
               goal=Via("Discard a", MENU, "Sabotage", "Sabotage Player 2's Lookout Tower",
                        "Scrap The Crimson Observatory for Sabotage", "Scrap The Ember Sanctum for Sabotage",
                        "Scrap Base Camp for Sabotage"),
               rule="sabotage", why="this lesson Sabotages your rival's Lookout Tower."),
        show("Sabotage cost you an Adventure and a Lead, and your rival's Relic went to their Archive.",
             rule="sabotage"),
        recap("Each Heroic Feat except Thwart works once a turn, but different Feats may follow one another: "
              "chaining them is how a strong turn is built.", rule="heroic"),
    ])


# ----- lessons 7, 8, 9, 10: catching up, the Final Adventure, resting, the Breakthrough win ----------------------
def catching_up() -> Guide:
    """Seekers 7: the learner Negotiates while tied, then judges whether Poach is still open."""
    return SeekersGuide("seekers/07-catching-up.ipynb", [
        explain("Negotiate and Poach help a seeker who is not ahead: a rival must have archived an Adventure, and "
                "you must have archived no more than the leader. You are tied at one each.", rule="catch-up"),
        choose("Negotiate: press Negotiate in the Heroic Feats row, scrap The Jade Temple, then give one of the "
               "three Leads you see to your rival.",
               goal=Via("Give a", MENU, "Negotiate", "Negotiate: scrap The Jade Temple"),
               rule="negotiate", why="this lesson Negotiates first."),
        show("You scrapped an Adventure, kept two of the three Leads and handed one to your rival.",
             rule="negotiate"),
        ask(lambda g: MayTask(g.match, "Poach: swap The Forgotten Lagoon for Player 2's The Ember Sanctum",
                              "You are still tied, and your rival still has The Ember Sanctum. May you Poach it "
                              "now?", via=[MENU, "Poach"], rule=g.match.rules.rulebook["catch-up"]),
            text="Look at Poach in the Heroic Feats row.", rule="catch-up"),
        recap("Negotiate and Poach need a rival who has archived and you not ahead of the leader; and only one of "
              "the two may be used in a turn.", rule="catch-up"),
    ])


def final_adventure() -> Guide:
    """Seekers 8: the learner archives a fourth Adventure; the rival picks the one left; the learner counts."""
    return SeekersGuide("seekers/08-the-final-adventure.ipynb", [
        explain("Archiving a fourth Adventure starts your Final Adventure: your hand is thrown away, Adventures are "
                "revealed, the next seeker picks the one you keep, and you draw three Leads.", rule="final"),
        choose("Complete The Forgotten Lagoon (Ruin, Vision): click it, then your Ruin and Vision Leads, and press "
               "“Complete this Adventure”.", label="Complete The Forgotten Lagoon", rule="complete",
               why="this lesson completes The Forgotten Lagoon, your fourth Adventure."),
        wait("Your rival now picks which of your Adventures you keep: press Play turn (or Step).", until=rival_moved, rule="final-choice"),
        ask(lambda g: hand_now_task(
            g, "How many Leads do you hold now that your Final Adventure has begun?",
            "Your whole hand was thrown away as the Final Adventure began, then you drew three Leads: {n}.",
            ("Look at “The Final Adventure”: what happens to your hand first?",
             "Your hand was emptied, reward Leads included; count only what you drew after that."), "final"),
            text="Your hand is at the bottom of your side of the table.", rule="final"),
        show("Here is the whole of it, from your fourth Adventure on.", rule="final"),
        recap("A fourth Adventure starts the Final Adventure: hand thrown away, the next seeker picks the Adventure "
              "you keep, three Leads drawn; from then on you skip the reveal step, and one more Adventure wins.",
              rule="final"),
    ])


def resting() -> Guide:
    """Seekers 9: with an empty hand the learner rests, and first says how many Adventures must go."""
    return SeekersGuide("seekers/09-resting-and-decks-running-out.ipynb", [
        explain("If your turn starts with no Leads in hand you may Rest: reveal two Adventures, draw three Leads, "
                "and your turn is over. Nobody can Thwart a Rest.", rule="resting"),
        wait("Your rival ends their turn: press Play turn (or Step).", until=rival_moved,
             rule="resting"),
        ask(lambda g: OutcomeTask(g.match, ["Rest"], "You hold two Adventures. If you rest, how many Adventures "
                                  "must you then scrap?",
                                  lambda probe, events: len(probe.view(0)["players"][0]["adventures"]) - 3,
                                  g.match.rules.rulebook["resting"], kinds=("rest", "reveal")),
            text="Count your Adventures, and read what a Rest reveals.", rule="resting"),
        choose("Rest: press Rest (it sits where the Heroic Feats row is).", label="Rest", rule="resting",
               why="this lesson rests with the empty hand."),
        choose("Scrap down to three Adventures: press the Scrap button of the one you want least.",
               goal=starts("Scrap"), rule="three-adventures", why="you must get back down to three Adventures."),
        show("Your Rest, and what it left you with.", rule="resting"),
        recap("An empty hand at the start of your turn lets you Rest: two Adventures, three Leads, and the turn "
              "ends; then scrap down to three Adventures.", rule="resting"),
    ])


def breakthrough_pay(match) -> str:
    """The first way to pay Breakthrough in this position (its label)."""
    probe = match.copy()
    probe.play(MENU)
    probe.play("Breakthrough")
    return next(a.label for a in probe.legal() if a.label.startswith("Breakthrough:"))


def breakthrough_win() -> Guide:
    """Seekers 10: the learner judges a Breakthrough now, then plays a Feat first and wins with Breakthrough."""
    return SeekersGuide("seekers/10-the-breakthrough-win.ipynb", [
        explain("On the Final Adventure, a successful Breakthrough wins if at least seven ActionX cards lie in "
                "your Active zone and Archive together. Cards in your hand do not count.",
                rule="breakthrough-win"),
        ask(lambda g: OutcomeTask(g.match, [MENU, "Breakthrough", breakthrough_pay(g.match)],
                                  "If you perform Breakthrough right now, before playing anything else, do you win?",
                                  lambda probe, events: probe.over, g.match.rules.rulebook["breakthrough-win"],
                                  kinds=("breakthrough", "win")),
            text="Look at the ActionX meter beside your name.", rule="breakthrough-win"),
        choose("Play the Feat Old Friends first: click it in your hand. A played Feat goes to your Archive.",
               label="Play Old Friends", rule="breakthrough-win", why="this lesson makes seven first."),
        choose("Now perform Breakthrough: press it in the Heroic Feats row, then choose how to pay it.", goal=Via("Breakthrough: discard", MENU, "Breakthrough"), rule="breakthrough-win",
               why="the win this lesson looks for is the Breakthrough."),
        show("Seven ActionX cards, and a Breakthrough nobody Thwarted.", rule="breakthrough-win"),
        recap("The Breakthrough win: on your Final Adventure, seven ActionX cards in your Active zone and Archive "
              "and a Breakthrough that is not Thwarted. Play your Feats first: each one archived counts.",
              rule="breakthrough-win"),
    ])


# ----- lessons 11, 12: a full game, Draft Mode ------------------------------------------------------------------
def full_game() -> Guide:
    """Seekers 11: the learner's first turn explained step by step, then free play against a bot to the end."""
    return SeekersGuide("seekers/11-full-game-against-a-bot.ipynb", [
        explain("A whole game against a bot. Your first turn is explained step by step; then the game is yours.",
                rule="turn"),
        choose("Step 1: reveal an Adventure: press “Reveal the top Adventure of the deck”.",
               label="Reveal the top Adventure of the deck", rule="reveal-step",
               why="your turn starts by revealing an Adventure from the deck."),
        choose("Four Adventures is one too many: scrap the one whose emblems your hand covers least.",
               goal=starts("Scrap"), rule="three-adventures", why="you must first get back down to three."),
        choose("Step 2: press “Draw two Leads”.", label="Draw two Leads", rule="draw-step",
               why="this first turn draws two Leads."),
        choose("Throw away one Lead: keep pairs of one type, they pay a Thwart.", goal=starts("Discard"),
               rule="draw-step", why="after drawing two you throw one Lead away."),
        ask(lambda g: hand_now_task(
            g, "How many Leads do you hold as your first action step begins?",
            "Six Leads from set-up, two drawn, one thrown away: 6 + 2 − 1 = {n}.",
            ("Count what set-up dealt you, then what step 2 did to your hand.",
             "Set-up deals six Leads; you drew two and threw one away."), "draw-step"),
            text="Your hand is at the bottom of your side of the table.", rule="draw-step"),
        recap("Now take your actions (complete Adventures, play ActionX cards, use Heroic Feats), end your turn, "
              "and press the rival's move button to let the bot play. Five archived Adventures win.", rule="win"),
    ])


def pack_task(guide: Guide) -> AnswerTask:
    """How many cards are in the pack that has just reached the learner (read from the position)."""
    n = len(guide.match.view(guide.seat)["players"][guide.seat]["looking"])
    task = AnswerTask("How many cards are in the pack that has just been passed to you?", n,
                      f"Every pack starts with six cards; the drafter who passed it to you kept one: 6 − 1 = {n}.",
                      guide.match.rules.rulebook["draft"])
    task.hints = ("Each drafter keeps one card of a pack, then passes the rest on.",
                  "Packs start with six cards; the one you hold has been drafted from once.")
    return task


def draft_mode() -> Guide:
    """Seekers 12: the learner drafts a card from the first pack; the rivals draft; the learner counts the pack."""
    return SeekersGuide("seekers/12-draft-mode-and-more-players.ipynb", [
        explain("Draft Mode: each of you is dealt six ActionX cards, keeps one and passes the rest to the next "
                "seat, until five are kept; a second pack gives five more.", rule="draft"),
        choose("Draft a card: click the card of your pack you want to keep.", goal=starts("Draft"), rule="draft",
               why="the draft comes first."),
        wait("Your pack went on to Player 2, who drafts from it next: press Step to let them choose.",
             until=lambda g: g.match.to_act not in (g.seat, 1), rule="draft"),
        wait("Now Player 3 drafts: press Step again; then a pack reaches you.",
             until=lambda g: g.match.to_act == g.seat, rule="draft"),
        ask(pack_task, text="Your pack lies on your side of the table.", rule="draft"),
        recap("Draft, pass, draft again: ten cards each, drawn only by you in the game. Play on to finish the "
              "draft, or go back to the index.", rule="draft"),
    ])

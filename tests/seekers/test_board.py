"""The Seekers board's Python side: Completing Adventures by selecting Leads, the Heroic Feats row (one click,
one undo, a reason for every Feat not allowed), a whole scripted finale by board messages, and at every step of
fifty seeded games no more than twelve buttons, each table choice drawn on a card or the Feats row."""
from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import pytest

from xlearn.engine.bots import RandomBot
from xlearn.seekers import new_match
from xlearn.seekers.board import SeekersBoard

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
from seekers_harness import FINALE_2, FINALE_2_BOT, FINALE_3, FINALE_3_BOTS, Script  # noqa: E402

MAX_BUTTONS = 12
MENU = 10  # the most entries a card's own menu shows at once (with Close, and nothing else, within the twelve)
ROW_KINDS = {"heroic", "heroic-pick"}


def finale(bot=None) -> SeekersBoard:
    m = new_match(2, 3, scenario=FINALE_2)
    return SeekersBoard(m, seat=0, opponents={1: bot or Script(FINALE_2_BOT)})


def send(b: SeekersBoard, **msg) -> None:
    b._on_msg(b, {"version": b.version, **msg}, [])
    while b.board["bot_to_act"]:
        b._on_msg(b, {"type": "bot", "version": b.version}, [])


def click(b: SeekersBoard, label: str) -> None:
    c = next(c for c in b.board["view"]["choices"] if c["label"] == label)
    send(b, type="choose", id=c["id"])


def ids(b: SeekersBoard, seat: int = 0) -> tuple[dict, dict]:
    """Adventure ids by name and Lead ids by type (the first of each) in the seat's view."""
    p = b.board["view"]["players"][seat]
    leads = {}
    for lead in p["leads"]:
        leads.setdefault(lead["type"], lead["id"])
    return {a["name"]: a["id"] for a in p["adventures"]}, leads


def test_completing_an_adventure_selects_the_adventure_and_the_leads_that_pay_it():
    """Completing Adventures: the Lagoon (Ruin, Vision) is paid with Ruin and a wild Lead standing in for Vision;
    any Lead of a type stands for the Leads the engine spends; Confirm plays the Complete choice."""
    m = new_match(2, 3, scenario={**FINALE_2, "seats": [{**FINALE_2["seats"][0], "actionx": []}, FINALE_2["seats"][1]]})
    b = SeekersBoard(m, seat=0, opponents={1: Script(FINALE_2_BOT)})
    advs, leads = ids(b)
    group = b.board["selections"][0]
    assert group["group"] == "complete" and advs["The Forgotten Lagoon"] in group["cards"]
    send(b, type="select", group="complete", cards=[advs["The Forgotten Lagoon"], leads["Ruin"]])
    assert b.selection["ok"] and not b.selection["complete"]
    send(b, type="select", group="complete", cards=[advs["The Forgotten Lagoon"], leads["Ruin"], leads["Wild"]])
    sel = b.selection
    assert sel["complete"] and sel["preview"]["total"] == 2
    assert "a Wild Lead standing in for Vision" in [t["label"] for t in sel["preview"]["terms"]][1]
    send(b, type="confirm", group="complete", cards=sel["cards"])
    assert m.over and m.result.winners == (0,)


def test_a_partial_selection_that_cannot_pay_is_refused_with_its_rule():
    """Completing Adventures (ruling S-2): a Myth Lead pays no emblem of the Lagoon; two Adventures at once are refused."""
    m = new_match(2, 3, scenario={**FINALE_2, "seats": [{**FINALE_2["seats"][0], "adventures": ["The Forgotten Lagoon", "The Jade Grotto"]}, FINALE_2["seats"][1]]})
    b = SeekersBoard(m, seat=0, opponents={1: Script(FINALE_2_BOT)})
    advs, leads = ids(b)
    send(b, type="select", group="complete", cards=[advs["The Forgotten Lagoon"], leads["Myth"]])
    assert not b.selection["ok"] and "Myth" in b.selection["reason"]
    assert b.selection["rule"]["section"] == "Completing Adventures"
    send(b, type="select", group="complete", cards=[advs["The Forgotten Lagoon"], advs["The Jade Grotto"]])
    assert not b.selection["ok"] and "One Adventure at a time" in b.selection["reason"]
    before = m.fingerprint()
    send(b, type="confirm", group="complete", cards=[advs["The Forgotten Lagoon"], leads["Myth"]])
    assert m.fingerprint() == before and b.notice["kind"] == "refused"


def test_a_heroic_feat_from_its_row_is_one_click_and_one_undo():
    """Heroic Feats: clicking Barter in the row plays the engine's two menu steps; Undo takes both back."""
    b = finale()
    send(b, type="heroic", feat="Barter")
    assert b.match.choices[-2:] == ["Perform a Heroic Feat", "Barter"]
    assert "Barter: discard three Leads" in [c["label"] for c in b.board["view"]["choices"]]
    send(b, type="undo")
    assert b.match.choices == [] and b.board["view"]["choices"][0]["label"] == "Complete The Forgotten Lagoon"
    send(b, type="redo")
    assert b.match.choices[-2:] == ["Perform a Heroic Feat", "Barter"]


def feat(b, name):
    return next(f for f in b.board["view"]["table"]["feats"] if f["name"] == name)


def test_the_feats_row_says_why_each_feat_is_not_allowed_now():
    """Catch-up, once a turn, Resting: Poach while ahead, Barter used this turn, Rest on the Final Adventure."""
    b = finale()
    assert feat(b, "Barter")["allowed"] and not feat(b, "Poach")["allowed"]
    assert "more than any rival" in feat(b, "Poach")["reason"]       # 4 archived against 3
    assert feat(b, "Poach")["rule"]["section"] == "Catch Up"
    assert "Final Adventure" in feat(b, "Rest")["reason"]
    assert "rival's Feat" in feat(b, "Thwart")["reason"]
    click(b, "Play Lucky Break")
    assert feat(b, "Thwart")["allowed"]
    send(b, type="heroic", feat="Thwart")
    click(b, "Bury 2 Myth Leads")
    send(b, type="heroic", feat="Barter")
    click(b, "Barter: discard Dig Permit")
    click(b, "Reveal The Jade Temple")
    assert "already used Barter this turn" in feat(b, "Barter")["reason"]
    send(b, type="heroic", feat="Barter")      # a click on a Feat not allowed explains it and plays nothing
    assert b.notice["kind"] == "why" and "already used Barter" in b.notice["text"]
    send(b, type="why", card=b.board["view"]["players"][1]["adventures"][0]["id"])
    assert "belongs to Player 2" in b.notice["text"]


def test_a_whole_two_seeker_finale_by_the_boards_messages():
    """Thwart chain, Twist, the Rival's Choice shown to the rival who makes it, a win paid with a wild Lead."""
    b = finale()
    click(b, "Play Lucky Break")
    chain = b.board["view"]["table"]["chain"]
    assert [e["text"] for e in chain] == ["Player 2 Thwarts Player 1's Lucky Break", "Player 1 plays the Feat Lucky Break"]
    assert b.board["view"]["table"]["window"]["text"] == "You may Thwart Player 2's Thwart now, or let it take effect."
    send(b, type="heroic", feat="Thwart")
    click(b, "Bury 2 Myth Leads")
    assert any("negated" in t for t in b.board["view"]["table"]["outcome"])
    send(b, type="heroic", feat="Barter")
    click(b, "Barter: discard Dig Permit")
    click(b, "Reveal The Jade Temple")
    click(b, "End turn")
    window = b.board["view"]["table"]["window"]
    assert window["kind"] == "twist" and window["text"].startswith("You may Twist now, during Player 2's turn")
    click(b, "Play Quick Thinking")
    banners = b.board["view"]["table"]["banners"]
    assert banners[0]["text"].startswith("Rival's Choice: you choose which Adventure Player 2 keeps")
    click(b, "Leave Player 2 with The Ember Sanctum")
    click(b, "Draw two Leads")
    click(b, "Discard a Glyph Lead")
    advs, leads = ids(b)
    send(b, type="confirm", group="complete", cards=[advs["The Forgotten Lagoon"], leads["Ruin"], leads["Wild"]])
    assert b.match.over and b.match.result.winners == (0,)


def test_a_three_seeker_finale_with_a_wild_lead_and_the_rivals_choice():
    m = new_match(3, 3, scenario=FINALE_3)
    b = SeekersBoard(m, seat=0, opponents={s: Script(w) for s, w in FINALE_3_BOTS.items()})
    advs, leads = ids(b)
    send(b, type="confirm", group="complete", cards=[advs["The Ember Grotto"], leads["Glyph"], leads["Wild"]])
    assert m.choices[-1] == "Leave Player 1 with The Forgotten Lagoon"
    click(b, "End turn")
    click(b, "Draw two Leads")
    click(b, "Discard a Myth Lead")
    advs, leads = ids(b)
    send(b, type="confirm", group="complete", cards=[advs["The Forgotten Lagoon"], leads["Ruin"], leads["Vision"]])
    assert m.over and m.result.winners == (0,)


def games():
    """Fifty seeded games of random choices over every mode, two to four seekers, Draft Mode too."""
    for seed in range(50):
        mode = ("beginner", "advanced", "full")[seed % 3]
        draft = seed % 5 == 4
        players = 2 + seed % (2 if draft else 3)
        yield seed, new_match(players, seed, mode="full" if draft else mode, draft=draft, explain=False)


def test_no_step_offers_more_than_twelve_buttons_and_each_table_choice_has_its_card():
    """At every step of fifty games: at most twelve plain buttons; every table choice sits on a card the view shows
    (or in the Heroic Feats row), and no card's own menu has more than ten entries."""
    worst = Counter()
    for seed, m in games():
        b = SeekersBoard(m, seat=0, opponents=None, teacher=True, hotseat=False)
        bot = RandomBot(seed)
        for _ in range(300):
            if m.over:
                break
            b._offered = m.legal()
            view = m.view(None)
            choices, _ = b._choices(view)
            shown = {c["id"] for p in view["players"] for z in ("adventures", "active", "leads", "actionx", "looking")
                     for c in (p[z] or [])}
            buttons = [c for c in choices if c["place"] == "button"]
            assert len(buttons) <= MAX_BUTTONS, (seed, m.phase, [c["label"] for c in buttons])
            table = [c for c in choices if c["place"] == "table"]
            for c in table:
                assert c["kind"] in ROW_KINDS or c.get("on") in shown, (seed, c)
            per_card = Counter(c.get("on") for c in table if c["kind"] not in ROW_KINDS)
            for card, n in per_card.items():
                if n > MENU:   # a long menu is narrowed by clicking the target first
                    mine = [c for c in table if c.get("on") == card]
                    assert all(c.get("target") is not None for c in mine), (seed, mine)
                    n = max(Counter(c["target"] for c in mine).values())
                worst["menu"] = max(worst["menu"], n)
            worst["buttons"] = max(worst["buttons"], len(buttons))
            m.play_fast(bot.choose(m))
    assert worst["menu"] <= MENU, worst

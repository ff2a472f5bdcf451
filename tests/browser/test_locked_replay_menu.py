"""A locked replay, as a learner reads it (issue 29): the "Watch as" menu offers only the seat it was opened for,
and no teacher view; an open replay offers the teacher and every seat. Drawn by the real front end in a plain page."""
from __future__ import annotations

import pytest

from standalone import open_page, traits
from xlearn.engine.bots import RandomBot
from xlearn.seekers import new_match
from xlearn.ui import Replay


def saved() -> str:
    m = new_match(players=2, seed=987654321)
    bot = RandomBot(3)
    for _ in range(12):
        m.play(bot.choose(m))
    return m.save()


@pytest.mark.parametrize("locked, menu", [(True, ["Player 1's view"]),
                                          (False, ["Teacher (every card)", "Player 1's view", "Player 2's view"])])
def test_the_watch_as_menu_offers_only_the_views_allowed(page, locked, menu):
    r = Replay(saved(), seat=0, allow_teacher=not locked)
    r.seek(6)
    open_page(page, r)
    page.evaluate("(t) => window.__draw(t)", traits(r))
    assert page.locator(".xl-replay-seat option").all_inner_texts() == menu
    assert "987654321" not in page.locator(".xl-board").inner_text()

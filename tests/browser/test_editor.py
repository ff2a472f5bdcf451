"""The position editor in real JupyterLab (issue 31's Must show): for each game a position built by clicking (at
least 8 cards placed, one placement refused with its reason read on screen), saved, loaded by new_match(scenario=...)
and played from on the board that Play from here opens."""
from __future__ import annotations

import importlib
import json
import re

import pytest
from board_helpers import ONE_SCREEN, click_and_wait, module_page, open_boards, shot
from editor_page import editor_cells, place, press
from playwright.sync_api import expect

# game -> the cards placed, each (name, where), and the placement the engine refuses (name, where, words of its reason)
PLANS = {
    "xeko": ([("Hawk Moth", "(1, 0)"), ("Comet Orchid", "(0, 1)"), ("Indri", "Player 1: Hand"),
              ("Fossa", "Player 1: Hand"), ("Aye-aye", "Player 1: Draw pile (top first)"),
              ("Tomato Frog", "Player 1: Draw pile (top first)"), ("Golden Mantella", "Player 2: Hand"),
              ("Giraffe Weevil", "Player 2: Draw pile (top first)"), ("Helmet Vanga", "Player 2: Draw pile (top first)")],
             ("Brown Mouse Lemur", "(-1, 0)", "shares no colour")),
    "xenofera": ([("Quilla Sorn", "Player 1: Huntsman"), ("Deckhand Mara", "Player 1: Crew Quarters"),
                  ("Recruit Tam", "Player 1: Crew Quarters"), ("Starter Crate", "Player 1: Cargo Bay (cages)"),
                  ("Glimmerfox", "Player 1: creatures in Starter Crate"), ("Deckhand Oskar", "Player 1: Hand"),
                  ("Bramblehog", "Line of Sight"), ("Mistwing", "Line of Sight"), ("Recruit Rook", "Player 2: Crew Quarters")],
                 ("Cinder Newt", "Player 1: creatures in Starter Crate", "Capture Creatures")),
    "seekers": ([("Glyph Lead", "Player 1: Leads in hand"), ("Myth Lead", "Player 1: Leads in hand"),
                 ("Lucky Break", "Player 1: ActionX hand"), ("The Forgotten Lagoon", "Player 1: Adventures face up"),
                 ("Tarnished Crown", "Player 1: Active cards"), ("Ruin Lead", "Player 2: Leads in hand"),
                 ("Whistling Idol", "Player 2: ActionX hand"), ("Vision Lead", "Lead deck (top first)"),
                 ("Explorer's Lantern", "Player 2: Active cards")],
                ("Lucky Break", "Player 2: Active cards", "Feat is never in the Active zone")),
}
ORDER = tuple(PLANS)
ENDS_A_TURN = re.compile(r"^(End turn|End the \w+ Phase|Play no Species card)$")

page = module_page(ONE_SCREEN)


@pytest.fixture(scope="module")
def editors(page, lab_server):
    """The notebook of the three editors, run once for the module."""
    open_boards(page, lab_server, "editors.ipynb", editor_cells(*ORDER), boards=3)
    return page


@pytest.mark.parametrize("game", ORDER)
def test_a_position_built_by_clicking_is_saved_loaded_and_played_from(editors, lab_server, artifacts, game):
    cell = editors.locator(".jp-Cell").filter(has=editors.locator(f'.xl-editor[data-game="{game}"]'))
    ed = cell.locator(".xl-editor")
    placed, (bad, where, reason) = PLANS[game]
    for name, spot in placed:
        said = place(ed, name, spot)
        assert said.startswith(f"Placed {name}"), said
    said = place(ed, bad, where)
    assert said.startswith(f"{bad} cannot go to") and reason in said, said
    expect(ed.get_by_role("alert")).to_contain_text(reason)
    expect(ed.locator(".xl-status")).to_have_text("The position is ready: play from here or save it.")
    shot(ed, artifacts / f"editor-{game}.png")

    assert press(ed, "Save").startswith("Saved to")
    scenario = json.loads((lab_server.root / f"{game}-pos.json").read_text())
    text = json.dumps(scenario)
    assert all(name.removesuffix(" Lead") in text for name, _ in placed)
    assert text.count(json.dumps(bad)) == sum(name == bad for name, _ in placed)   # the refused card is not in it
    match = importlib.import_module(f"xlearn.{game}").new_match(scenario=scenario)
    assert match.to_act is not None

    press(ed, "Play from here")
    board = cell.locator(".xl-board:not(.xl-editor)")
    expect(board).to_be_visible()
    status = board.locator(".xl-status").inner_text()
    offered = board.get_by_role("button", name=ENDS_A_TURN)
    expected = next(a.label for a in match.legal() if ENDS_A_TURN.match(a.label))
    expect(offered).to_have_accessible_name(expected)
    click_and_wait(board, offered)
    expect(board.locator(".xl-status")).not_to_have_text(status)
    match.play(expected)
    assert match.phase in board.locator(".xl-status").inner_text()

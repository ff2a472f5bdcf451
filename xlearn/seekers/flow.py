"""The game's declared turn flow: each step name (`steps`) with the function that does it, run on the
shared runner (`engine.flow.Flow`). The step due next is the top of the step stack `s.todo`.

Only the game's top level (`rules`) imports this module; step modules push step names, never import it.
"""
from __future__ import annotations

from ..engine.flow import Flow
from . import actionx, adventures, costs, draft, final, heroic, powers, setup, thwart, turn
from .state import SeekersState
from .steps import (ACTION_STEP, ARCHIVE_CARD_STEP, ARCHIVE_FEAT_STEP, BARTER_FX_STEP, BREAKTHROUGH_FX_STEP,
                    CHAIN_STEP, DEAL_STEP, DRAFT_DEAL_STEP, DRAFT_PICK_STEP, DRAW_DISCARD_STEP, DRAW_STEP,
                    END_STEP, FINAL_DRAW_STEP, FINAL_STEP, FIRST_STEP, FOLLOWS, FX_STEP, HAND_LIMIT_STEP,
                    KEEP_STEP, MENU_STEP, NEGOTIATE_FX_STEP, PAY_STEP, POACH_FX_STEP, REVEAL_STEP,
                    SABOTAGE_FX_STEP, SCRAP_COST_STEP, SCRAP_DOWN_STEP, START_CHAIN_STEP, SURVIVING_STEP,
                    TURN_STEP, TWIST_WINDOW_STEP)


def due(s: SeekersState) -> tuple:
    """The step due now: the top of the step stack (the step pushed last runs first)."""
    return s.todo.pop()


FLOW: Flow[SeekersState] = Flow(
    steps={
        # Game Set-Up and Draft Mode
        DEAL_STEP: setup.deal_step,
        FIRST_STEP: setup.first_step,
        DRAFT_DEAL_STEP: draft.draft_deal_step,
        DRAFT_PICK_STEP: draft.draft_pick_step,
        # Taking a Turn
        TURN_STEP: turn.turn_step,
        REVEAL_STEP: turn.reveal_step,
        DRAW_STEP: turn.draw_step,
        DRAW_DISCARD_STEP: turn.draw_discard_step,
        ACTION_STEP: turn.action_step,
        MENU_STEP: turn.menu_step,
        END_STEP: turn.end_step,
        HAND_LIMIT_STEP: turn.hand_limit_step,
        # Completing Adventures and the Final Adventure
        SCRAP_DOWN_STEP: adventures.scrap_down_step,
        SURVIVING_STEP: adventures.surviving_step,
        FINAL_STEP: final.final_step,
        FINAL_DRAW_STEP: final.final_draw_step,
        # costs, the Thwart chain and Twists
        PAY_STEP: costs.pay_step,
        SCRAP_COST_STEP: costs.scrap_cost_step,
        START_CHAIN_STEP: costs.start_chain_step,
        CHAIN_STEP: thwart.run_chain,
        ARCHIVE_FEAT_STEP: thwart.archive_feat_step,
        ARCHIVE_CARD_STEP: actionx.archive_card_step,
        TWIST_WINDOW_STEP: actionx.twist_window_step,
        # ActionX effects and Heroic Feats
        FX_STEP: powers.run_fx,
        KEEP_STEP: powers.keep_step,
        BARTER_FX_STEP: heroic.barter_fx_step,
        BREAKTHROUGH_FX_STEP: heroic.breakthrough_fx_step,
        SABOTAGE_FX_STEP: heroic.sabotage_fx_step,
        NEGOTIATE_FX_STEP: heroic.negotiate_fx_step,
        POACH_FX_STEP: heroic.poach_fx_step,
    },
    due=due,
    follows=FOLLOWS,
)

"""The names of the game's steps, and the order the rulebook gives them (data the step modules import).

A step is a tuple whose first item is one of these names; step modules push them onto the step stack
(`s.todo`) and `flow.FLOW` runs each by its name. `FOLLOWS` is the rulebook's order where one step
leads to the next: Game Set-Up, Draft Mode and Taking a Turn.
"""
from __future__ import annotations

# Game Set-Up and Draft Mode
DEAL_STEP = "deal"
FIRST_STEP = "first"
DRAFT_DEAL_STEP = "draft-deal"
DRAFT_PICK_STEP = "draft-pick"
# Taking a Turn
TURN_STEP = "turn"
REVEAL_STEP = "reveal-step"
DRAW_STEP = "draw-step"
DRAW_DISCARD_STEP = "draw-discard"
ACTION_STEP = "action-step"
MENU_STEP = "menu"
END_STEP = "end-step"
HAND_LIMIT_STEP = "hand-limit"
# Completing Adventures, the Adventure limit and Surviving the Final Adventure
SCRAP_DOWN_STEP = "scrap-down"
SURVIVING_STEP = "surviving"
FINAL_STEP = "final"
FINAL_DRAW_STEP = "final-draw"
# paying costs, the Thwart chain and Twists
PAY_STEP = "pay"
SCRAP_COST_STEP = "scrap-cost"
START_CHAIN_STEP = "start-chain"
CHAIN_STEP = "chain"
ARCHIVE_FEAT_STEP = "archive-feat"
ARCHIVE_CARD_STEP = "archive-card"
TWIST_WINDOW_STEP = "twist-window"
# ActionX effects and Heroic Feats taking effect
FX_STEP = "fx"
KEEP_STEP = "keep"
BARTER_FX_STEP = "barter-fx"
BREAKTHROUGH_FX_STEP = "breakthrough-fx"
SABOTAGE_FX_STEP = "sabotage-fx"
NEGOTIATE_FX_STEP = "negotiate-fx"
POACH_FX_STEP = "poach-fx"

# which step comes next in the rulebook's order (Game Set-Up, Draft Mode, Taking a Turn)
FOLLOWS = {
    DEAL_STEP: FIRST_STEP,
    FIRST_STEP: TURN_STEP,
    DRAFT_DEAL_STEP: DRAFT_PICK_STEP,
    TURN_STEP: REVEAL_STEP,
    REVEAL_STEP: DRAW_STEP,
    DRAW_STEP: ACTION_STEP,
    ACTION_STEP: MENU_STEP,
    MENU_STEP: END_STEP,
    END_STEP: HAND_LIMIT_STEP,
    HAND_LIMIT_STEP: TURN_STEP,
}

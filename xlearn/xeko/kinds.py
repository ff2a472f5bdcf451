"""Every kind of decision of a Xeko match in one table: its choices, how a choice is applied, how a random
choice is found fast, and the refusals of the choices it offers. ``rules.py``, the boards and the bots all
look kinds up here."""
from __future__ import annotations

from typing import Callable

from ..engine.actions import Action, Refusal
from ..engine.kinds import Kind, always, refusals_of
from . import choices as C
from . import on_play, powers
from . import war_choices as W
from .state import XekoState


KINDS: dict[str, Kind] = {
    "sunrise": Kind(C.sunrise_choice_options, C.apply_sun, refusals={"migrate": always(C.MIGRATE_REFUSAL)}),
    "xeko": Kind(C.xeko_options, C.apply_xeko, refusals={"xeko": C.refuse_xeko, "skip-xeko": C.refuse_xeko}),
    "species": Kind(C.species_options, C.apply_species, C.pick_species, refusals={"species": C.refuse_species}),
    "extra-species": Kind(C.extra_species_options, C.apply_extra_species),
    "defender": Kind(C.defender_options, C.apply_defender, refusals={"defender": always(C.DEFENDER_REFUSAL)}),
    "discard": Kind(C.discard_options, C.apply_discard),
    "sunset": Kind(C.sunset_choice_options, C.apply_sun),
    "camouflage": Kind(W.camouflage_options, W.apply_camouflage, refusals={"camouflage": always(W.CAMOUFLAGE_REFUSAL)}),
    "boost": Kind(W.boost_choice_options, W.apply_boost, refusals={"boost": always(W.BOOST_REFUSAL)}),
    "sacrifice": Kind(W.sacrifice_options, W.apply_sacrifice, refusals={"sacrifice": always(W.SACRIFICE_REFUSAL)}),
    # the decisions an on-play power waits for
    "reflip": Kind(on_play.reflip_options, on_play.apply_reflip),
    "own-loss": Kind(on_play.own_loss_options, on_play.apply_own_loss),
    "search": Kind(on_play.search_choice_options, on_play.apply_search),
    "orchid": Kind(on_play.orchid_options, on_play.apply_orchid),
    # the decisions a Xeko card's power waits for
    "opponent": Kind(powers.opponent_options, powers.apply_opponent),
    "chase-off": Kind(powers.chase_off_options, powers.apply_chase_off),
    "deforest": Kind(powers.deforest_options, powers.apply_deforest),
    "trade-split": Kind(powers.trade_split_options, powers.apply_trade_split),
    "trade-pick": Kind(powers.trade_pick_options, powers.apply_trade_pick),
}

# the refusal of each kind of choice, whatever decision is waiting now
REFUSALS: dict[str, Callable[[XekoState, Action], Refusal]] = refusals_of(KINDS)

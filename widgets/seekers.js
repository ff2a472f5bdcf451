// The X: Seekers of Fortune board: each player's Leads, ActionX cards and Adventures, and the table's decks.
import { mountBoard } from "./shared/frame.js";
import { zonesGame } from "./shared/zones.js";

const game = zonesGame({
  name: "seekers", title: "X: Seekers of Fortune",
  labels: { actionx: "ActionX cards", actionx_in_play: "ActionX in play", archived_adventures: "Archived Adventures",
    lead_deck: "Lead deck", waiting_for: "Waiting for", lead_count: "Leads in hand",
    actionx_count: "ActionX cards in hand", looking_count: "Cards being looked at", actionx_deck_count: "ActionX deck",
    actionx_discard: "ActionX discard" },
  seatKeys: ["current"],
});

export default { render: (ctx) => mountBoard(ctx, game) };

// The Xenofera board: every player's expedition (crew, cages, hand) and the table's decks, drawn from the view.
import { mountBoard } from "./shared/frame.js";
import { zonesGame } from "./shared/zones.js";

const game = zonesGame({
  name: "xenofera", title: "Xenofera",
  labels: { line_of_sight: "Line of Sight", battle_unused: "Battle cards (unused)", battle_used: "Battle cards (used)",
    face_down: "Face-down Battle cards", in_play: "In play", huntsman_utilised: "Huntsman utilised" },
  seatKeys: ["attacker", "defender", "active", "player"],
});

export default { render: (ctx) => mountBoard(ctx, game) };

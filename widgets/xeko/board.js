// The Xeko board: field grid with the Hotspot, hands, piles, the Turf War panel. Python decides every rule.
import { el } from "../shared/dom.js";
import { mountBoard, choiceButtons } from "../shared/frame.js";
import { fieldGrid, offeredFor, pickedCard } from "./field.js";
import { playersView } from "./hand.js";
import { turfWarPanel } from "./turf_war.js";

const xeko = {
  name: "xeko",
  title: "Xeko",
  newVersion(board, ui) {
    const still = pickedCard(board, ui);
    if (!still || !offeredFor(board, still.name).length) ui.picked = null;
    ui.menu = null;
  },
  draw(board, ui, api) {
    const placed = (c) => Boolean(c.card_name && c.spot);
    const placements = board.view.choices.filter(placed);
    const choices = [];
    if (ui.menu) {
      const ids = new Set(ui.menu.ids);
      choices.push(el("p", { class: "xl-menu-title", text: ui.menu.title }),
        ...choiceButtons(board, api, (c) => !ids.has(c.id)), el("hr"));
    }
    choices.push(...choiceButtons(board, api, placed));
    if (placements.length) choices.push(el("details", { class: "xl-all", "data-key": "all-placements" }, [
      el("summary", { text: `All ${placements.length} placements as a list`, "aria-label": `All ${placements.length} placements as a list` }),
      ...choiceButtons(board, api, (c) => !placed(c)),
    ]));
    return { main: [fieldGrid(board, ui, api), ...playersView(board, ui, api)], choices, side: [turfWarPanel(board, ui)] };
  },
  fallback(root) {
    return root.querySelector(".xl-spot.lit") || root.querySelector(".in-hand:not(.greyed)");
  },
};

export default { render: (ctx) => mountBoard(ctx, xeko) };

// The Xeko board: field grid with the Hotspot, hands, piles, the Turf War panel. Python decides every rule.
import { el } from "../shared/dom.js";
import { mountBoard, choiceButtons } from "../shared/frame.js";
import { fieldGrid, offeredFor, pickedCard } from "./field.js";
import { playersView } from "./hand.js";
import { turfWarPanel } from "./turf_war.js";
import { tradeWinds } from "./trade_winds.js";
import { fitTable } from "./fit.js";

const xeko = {
  name: "xeko",
  title: "Xeko",
  newVersion(board, ui) {
    const still = pickedCard(board, ui);
    if (!still || !offeredFor(board, still.name).length) ui.picked = null;
    ui.menu = null;
  },
  draw(board, ui, api) {
    const choices = [];
    if (ui.menu) {
      const ids = new Set(ui.menu.ids);
      choices.push(el("p", { class: "xl-menu-title", text: ui.menu.title }),
        ...choiceButtons(board, api, (c) => !ids.has(c.id), { anyPlace: true }), el("hr"));
    }
    choices.push(...choiceButtons(board, api));
    const trade = tradeWinds(board, api);
    return { main: [fieldGrid(board, ui, api), trade, playersView(board, ui, api)].filter(Boolean), choices,
      side: [turfWarPanel(board, ui)] };
  },
  // The Turf War panel shows a war's sums; the frame's "Latest sum" shows the others.
  shownByTable(ev) {
    return ["turf-war", "tw-winner", "tw-tie", "diff", "boost", "multi-link", "ferocity"].includes(ev.kind);
  },
  laidOut: fitTable,
  fallback(root) {
    return root.querySelector(".xl-spot.lit") || root.querySelector(".in-hand:not(.greyed)");
  },
};

export default { render: (ctx) => mountBoard(ctx, xeko) };

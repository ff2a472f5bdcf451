// The Xenofera table: the last-round banner, your expedition in full (first, so your zones and hand are in view),
// the Line of Sight, the other expeditions as summary rows that open, and the battle panel.
// Python decides every rule, sum and reason; this only draws.
import { el } from "../shared/dom.js";
import { mountBoard, choiceButtons } from "../shared/frame.js";
import { lineOfSight, lastRoundBanner } from "./line_of_sight.js";
import { expedition, rivalRow } from "./expedition.js";
import { battlePanel } from "./battle.js";
import { offerView, isOffer } from "./offer.js";

const xenofera = {
  name: "xenofera",
  title: "Xenofera",
  draw(board, ui, api) {
    const v = board.view;
    const t = v.table || { players: [], threshold: 0 };
    const me = board.teacher ? (v.to_act ?? v.active) : board.seat;
    const order = v.players.map((_, k) => (me + 1 + k) % v.players.length).slice(0, -1);  // rivals clockwise
    const active = (s) => s === v.active && !v.over;
    const mine = expedition(board, api, v.players[me], t.players[me] || {}, {
      you: board.teacher ? "" : board.replay ? "watched" : "you", threshold: t.threshold, active: active(me) });
    const rivals = order.map((s) => rivalRow(board, ui, api, v.players[s], t.players[s] || {}, {
      threshold: t.threshold, active: active(s) }));
    return {
      main: [lastRoundBanner(board), mine, lineOfSight(board, api),
        el("div", { class: "xf-rivals", role: "group", "aria-label": "The other expeditions" }, rivals)].filter(Boolean),
      choices: [
        v.choices.some((c) => c.kind === "b-exclude")
          ? el("p", { class: "xf-guide", text: "Exclude one of the Attacker's three face-down cards: click it in the Battle panel (each shows your chance of winning)." })
          : null,
        offerView(board, api),
        ...choiceButtons(board, api, (c) => c.place !== "button" || isOffer(c)),
      ].filter(Boolean),
      side: [battlePanel(board, api)].filter(Boolean),
    };
  },
  fallback(root) {
    return root.querySelector(".xl-cardface.selectable") || root.querySelector(".xf-exclude");
  },
};

export default { render: (ctx) => mountBoard(ctx, xenofera) };

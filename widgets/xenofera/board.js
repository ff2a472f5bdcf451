// The Xenofera table: the last-round banner, the Line of Sight, every player's expedition (yours in full, the
// others compact), and the battle panel. Python decides every rule, sum and reason; this only draws.
import { el } from "../shared/dom.js";
import { mountBoard, choiceButtons } from "../shared/frame.js";
import { lineOfSight, lastRoundBanner } from "./line_of_sight.js";
import { expedition } from "./expedition.js";
import { battlePanel } from "./battle.js";

const xenofera = {
  name: "xenofera",
  title: "Xenofera",
  draw(board, ui, api) {
    const v = board.view;
    const t = v.table || { players: [], threshold: 0 };
    const me = board.teacher ? (v.to_act ?? v.active) : board.seat;
    const order = v.players.map((_, k) => (me + 1 + k) % v.players.length);  // rivals clockwise, then you
    const areas = order.map((s) => expedition(board, api, v.players[s], t.players[s] || {}, {
      mine: s === me, threshold: t.threshold, active: s === v.active && !v.over, compact: s !== me }));
    const mine = areas.pop();
    return {
      main: [lastRoundBanner(board), lineOfSight(board, api),
        el("div", { class: "xf-rivals" }, areas), mine].filter(Boolean),
      choices: [
        v.choices.some((c) => c.kind === "b-exclude")
          ? el("p", { class: "xf-guide", text: "Exclude one of the Attacker's three face-down cards: click it in the Battle panel (each shows your chance of winning)." })
          : null,
        ...choiceButtons(board, api, (c) => c.place !== "button"),
      ].filter(Boolean),
      side: [battlePanel(board, api)].filter(Boolean),
    };
  },
  fallback(root) {
    return root.querySelector(".xl-cardface.selectable") || root.querySelector(".xf-exclude");
  },
};

export default { render: (ctx) => mountBoard(ctx, xenofera) };

// Adventures: their Lead emblems (with what in the hand already covers each) and their rewards.
import { el, none } from "../shared/dom.js";
import { cardFace } from "../shared/card.js";
import { emblem } from "./leads.js";

function plural(n, word) { return `${n} ${word}${n === 1 ? "" : "s"}`; }

export function rewardWords(r, withActionx = true) {
  const parts = [plural(r.leads, "Lead")];
  if (r.actionx) parts.push(withActionx ? plural(r.actionx, "ActionX card") : `${plural(r.actionx, "ActionX card")} (not in Beginner play)`);
  return parts.join(" + ");
}

// covers: [{type, by}] from the table facts (the owner's view only): by is the type paying it, or null.
function emblemRow(card, covers) {
  return el("div", { class: "xl-emblems", "aria-hidden": "true" }, card.cost.map((t, i) => {
    const c = covers ? covers[i] : null;
    const state = !c ? "" : none(c.by) ? "open" : c.by === t ? "covered" : "stand-in";
    const mark = !c ? "" : none(c.by) ? "–" : c.by === t ? "✓" : c.by[0];
    return el("span", { class: `xl-emblem-slot ${state}`.trim(), title: !c ? `${t} emblem`
      : none(c.by) ? `${t} emblem: no Lead of yours covers it yet`
      : c.by === t ? `${t} emblem: covered by a ${t} Lead` : `${t} emblem: a ${c.by} Lead would stand in` }, [
      emblem(t), c ? el("span", { class: "xl-emblem-cover", text: mark }) : null,
    ]);
  }));
}

function coverWords(card, covers) {
  if (!covers) return "";
  const done = covers.filter((c) => !none(c.by)).length;
  const wild = covers.filter((c) => !none(c.by) && c.by !== c.type).length;
  return `; your hand covers ${done} of ${covers.length} emblems${wild ? ` (${wild} with a wild Lead)` : ""}`;
}

export function adventureFace(card, opts = {}) {
  const covers = opts.covers || null;
  const label = `${card.name}, an Adventure: needs ${card.cost.join(", ")}; rewards ${rewardWords(card.rewards, opts.withActionx !== false)}${coverWords(card, covers)}`;
  return cardFace({
    kind: "adventure", cls: `xl-adventure ${opts.cls || ""}`.trim(), id: card.id, key: `adv:${card.id}`,
    mark: { letter: "A", shape: "shield", colour: "#9a6a00", title: "Adventure" }, title: card.name,
    label: opts.label || label, tooltip: label,
    selectable: opts.selectable, selected: opts.selected, disabled: opts.disabled, onClick: opts.onClick,
    children: [emblemRow(card, covers)],
    footer: `Reward ${rewardWords(card.rewards, opts.withActionx !== false)}`,
    badges: opts.badges,
  });
}

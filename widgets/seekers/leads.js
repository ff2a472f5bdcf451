// Leads: a card per Lead with its type's emblem (a letter in a shape, with a colour), the hand grouped by type.
import { el } from "../shared/dom.js";
import { cardFace } from "../shared/card.js";

// Each Lead type's emblem: the letter and shape carry the type as well as the colour does.
export const EMBLEMS = {
  Glyph: { letter: "G", shape: "hex", colour: "#2f6db5", title: "Glyph" },
  Myth: { letter: "M", shape: "circle", colour: "#7b3fa0", title: "Myth" },
  Ruin: { letter: "R", shape: "square", colour: "#8a5a2b", title: "Ruin" },
  Vision: { letter: "V", shape: "diamond", colour: "#137a66", title: "Vision" },
  Wild: { letter: "W", shape: "star", colour: "conic-gradient(#2f6db5, #7b3fa0, #8a5a2b, #137a66, #2f6db5)", title: "Wild" },
};
export const TYPES = ["Glyph", "Myth", "Ruin", "Vision", "Wild"];

// A small emblem (as printed on Adventures and on the Lead itself); its name is given by the caller's label.
export function emblem(type, extra = "") {
  const e = EMBLEMS[type] || EMBLEMS.Wild;
  return el("span", { class: `xl-mark xl-emblem shape-${e.shape} ${extra}`.trim(), "aria-hidden": "true",
    style: { "--mark": e.colour }, title: `${type} emblem`, text: e.letter });
}

// One Lead card: its emblem and its type's name; a wild Lead says it stands in for any type.
export function leadFace(lead, opts = {}) {
  const e = EMBLEMS[lead.type] || EMBLEMS.Wild;
  const wild = lead.type === "Wild";
  return cardFace({
    kind: "lead", cls: `xl-lead lead-${lead.type.toLowerCase()} ${opts.cls || ""}`.trim(), id: lead.id,
    key: `lead:${lead.id}`, mark: e, title: lead.type,
    subtitle: wild ? "any type" : "Lead",
    label: opts.label || (wild ? "Wild Lead, stands in for any type" : `${lead.type} Lead`),
    selectable: opts.selectable, selected: opts.selected, disabled: opts.disabled, onClick: opts.onClick,
    badges: opts.badges,
  });
}

// The hand of Leads grouped by type, each group in the order the engine spends them; `cardOpts(lead)` gives
// each card's state (selectable, selected, click).
export function leadHand(leads, order, cardOpts) {
  const byId = new Map(leads.map((l) => [l.id, l]));
  const groups = TYPES.map((t) => {
    const ids = (order && order[t]) || leads.filter((l) => l.type === t).map((l) => l.id);
    const cards = ids.map((id) => byId.get(id)).filter(Boolean);
    if (!cards.length) return null;
    return el("div", { class: `xl-lead-group group-${t.toLowerCase()}`, role: "group",
      "aria-label": `${cards.length} ${t} Lead${cards.length === 1 ? "" : "s"}` }, [
      el("span", { class: "xl-group-count", "aria-hidden": "true", text: `${t} ×${cards.length}` }),
      el("div", { class: "xl-lead-row" }, cards.map((l) => leadFace(l, cardOpts(l)))),
    ]);
  }).filter(Boolean);
  return el("div", { class: "xl-lead-hand" }, groups.length ? groups
    : [el("p", { class: "xl-quiet", text: "No Leads in hand." })]);
}

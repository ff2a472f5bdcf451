// A board for card games without a grid: each player's zones and the table's piles, drawn from the view's JSON.
import { el, section } from "./dom.js";
import { choiceButtons } from "./frame.js";

const SKIP = new Set(["id", "kind", "name", "text", "powers", "abilities", "seat"]);

function words(key, labels) {
  if (labels[key]) return labels[key];
  const w = key.replace(/_count$/, "").replace(/_/g, " ");
  return w.charAt(0).toUpperCase() + w.slice(1);
}

function isCard(v) {
  return v && typeof v === "object" && !Array.isArray(v) && ("name" in v || "kind" in v) && "id" in v;
}

// A value as words: objects in a list by their name (or label, type), never "[object Object]".
function word(x) {
  if (x && typeof x === "object") return x.name ?? x.label ?? x.type ?? Object.values(x).join(" ");
  return String(x);
}

function fact(key, v) {
  if (v === null || v === undefined || v === false) return null;
  if (Array.isArray(v)) return v.length ? `${key.replace(/_/g, " ")}: ${v.map(word).join(", ")}` : null;
  if (typeof v === "object") return `${key.replace(/_/g, " ")}: ${Object.entries(v).map(([k, x]) => `${k} ${x}`).join(", ")}`;
  return v === true ? key.replace(/_/g, " ") : `${key.replace(/_/g, " ")} ${v}`;
}

// One card as text: kind letter, name, its printed facts; the card's own text as a second line.
export function cardChip(card) {
  const facts = Object.entries(card).filter(([k]) => !SKIP.has(k)).map(([k, v]) => fact(k, v)).filter(Boolean);
  const name = card.name || card.type || card.kind;
  const badge = (card.kind || "?").charAt(0).toUpperCase();
  const abilities = (card.abilities || []).map((a) => `${a.name}: ${a.text}`);
  const text = [card.text, ...abilities].filter(Boolean).join(" ");
  return el("li", { class: `xl-chip kind-${card.kind}`, title: text || null,
    "aria-label": [name, card.kind, ...facts, text].filter(Boolean).join(", ") }, [
    el("span", { class: "xl-chip-head" }, [el("span", { class: "xl-kind", text: badge, title: card.kind }),
      el("span", { class: "xl-name", text: name })]),
    facts.length ? el("span", { class: "xl-facts", text: facts.join(" · ") }) : null,
  ]);
}

// ctx: { labels, seatKeys (keys whose number is a seat), name (a seat's player name) }
function zone(key, value, ctx, depth = 0) {
  if (value === null || value === undefined) return null;
  const title = words(key, ctx.labels);
  if (Array.isArray(value)) {
    if (!value.length || !value.every((v) => v && typeof v === "object")) {
      return el("p", { class: "xl-count", text: `${title}: ${value.length ? value.map(word).join(", ") : "none"}` });
    }
    const items = value.map((v) => (isCard(v) ? cardChip(v) : el("li", { class: "xl-group" }, groupView(v, ctx, depth + 1))));
    return el("details", { class: "xl-zone", open: value.length <= 8, "data-key": `zone:${depth}:${key}` }, [
      el("summary", { "aria-label": `${title}: ${value.length}`, text: `${title} (${value.length})` }),
      el("ul", { class: "xl-chips" }, items),
    ]);
  }
  if (isCard(value)) return el("div", { class: "xl-zone" }, [el("p", { class: "xl-zone-title", text: title }), el("ul", { class: "xl-chips" }, [cardChip(value)])]);
  if (typeof value === "object") {
    const kids = groupView(value, ctx, depth + 1).filter(Boolean);
    return kids.length ? el("div", { class: "xl-zone", "data-zone": key }, [el("p", { class: "xl-zone-title", text: title }), ...kids]) : null;  // no empty heading
  }
  const seat = ctx.seatKeys.has(key) && Number.isInteger(value);
  const shown = typeof value === "boolean" ? (value ? "yes" : "no") : seat ? ctx.name(value) : String(value);
  return el("p", { class: "xl-count", "data-field": key, "data-value": String(value), text: `${title}: ${shown}` });
}

function groupView(obj, ctx, depth) {
  return Object.entries(obj).filter(([k]) => k !== "seat" && k !== "name").map(([k, v]) => zone(k, v, ctx, depth));
}

// Counts (keys ending in _count) are dropped where the list itself is shown.
function visibleEntries(obj, hide) {
  return Object.entries(obj).filter(([k, v]) => {
    if (hide.has(k)) return false;
    if (k.endsWith("_count")) { const list = obj[k.slice(0, -6)]; return !Array.isArray(list); }
    return true;
  }).filter(([, v]) => v !== null);
}

export function zonesGame({ name, title, labels = {}, hidePlayer = [], hideTable = [], seatKeys = [] }) {
  const hideP = new Set(["seat", "name", ...hidePlayer]);
  const hideT = new Set(["players", "game", "seat", "phase", "to_act", "over", "choices", "result", "step", ...hideTable]);
  return {
    name, title, classes: ["xl-zones"],  // zones.css applies to these boards only
    draw(board, ui, api) {
      const v = board.view;
      const ctx = { labels, seatKeys: new Set(seatKeys), name: api.name };
      const players = v.players.map((p) => section(`${p.name}${p.seat === board.seat ? " (you)" : ""}${p.seat === v.to_act ? " — to choose" : ""}`,
        `xl-player owner-${p.seat}`, visibleEntries(p, hideP).map(([k, x]) => zone(k, x, ctx))));
      const table = section("Table", "xl-table", visibleEntries(v, hideT).map(([k, x]) => zone(k, x, ctx)));
      return { main: [table, el("div", { class: "xl-players" }, players)], choices: choiceButtons(board, api), side: [] };
    },
  };
}

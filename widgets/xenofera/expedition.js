// One player's expedition as a player area: Huntsman and Crew Quarters (utilised members dimmed, with what they
// gave this turn), the Cargo Bay of cages holding their items and creatures, Collections, the hand, and the
// occupied cages against the number needed to call the last round. Other players' hands and Collections are backs.
import { el } from "../shared/dom.js";
import { card, back } from "./cards.js";
import { tableCard } from "./pick.js";

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function zone(title, cls, children, aria) {
  return el("div", { class: `xf-zone ${cls}`, role: "group", "aria-label": aria || title }, [
    el("p", { class: "xf-zone-name", text: title }), el("div", { class: "xf-row" }, children)]);
}

function crewQuarters(board, api, p, facts, mini) {
  const members = [p.huntsman, ...p.crew].filter(Boolean);
  return zone(`Crew Quarters (${p.crew.length} of 5 crew)`, "xf-crew", members.map((m) => {
    const busy = m.kind === "huntsman" ? p.huntsman_utilised : m.utilised;
    const gave = (facts.given || {})[String(m.id)] || [];
    const said = gave.map((g) => `gave ${g.points} ${g.for} for ${g.card}`).join("; ");
    const short = gave.map((g) => `Gave ${g.points} ${g.for}`).join("; ");
    const badges = busy ? [{ text: short || "Utilised", title: `Utilised this turn${said ? `: ${said}` : ""}; slides back at Renew` }] : [];
    return tableCard(board, api, m, { dim: busy, badges, cls: `${mini ? "mini" : ""} ${busy ? "utilised" : ""}`,
      stateWords: busy ? `utilised this turn${said ? `, ${said}` : ""}` : "ready" });
  }));
}

function cargoBay(board, api, p, facts, mini) {
  const room = facts.room || [];
  return zone(`Cargo Bay (${plural(p.cages.length, "cage")}, ${p.occupied_cages} occupied)`, "xf-bay", p.cages.map((c, k) => {
    const left = room[k] ?? c.room;
    const inside = [
      ...c.items.map((i) => tableCard(board, api, i, { cls: "chip" })),
      ...c.creatures.map((x) => tableCard(board, api, x, { cls: "chip creature" })),
    ];
    const roomWord = left > 0 ? `room for ${left} more` : "full";
    const cageCard = tableCard(board, api, c.cage, { cls: `cage ${mini ? "mini" : ""}`,
      subtitle: `Cage ${c.number} · ${left > 0 ? `room for ${left}` : "full"}`,
      stateWords: [`cage ${c.number}`, roomWord, c.items.length ? `items ${c.items.map((i) => i.name).join(", ")}` : "",
        c.creatures.length ? `holds ${c.creatures.map((x) => x.name).join(", ")}` : ""].filter(Boolean).join(", ") });
    // the items and creatures lie on the cage (siblings of the cage card, so each is its own control)
    return el("div", { class: `xf-cage ${mini ? "mini" : ""}`, role: "group", "aria-label": `Cage ${c.number}` }, [
      cageCard, inside.length ? el("div", { class: "xf-inside" }, inside) : null]);
  }));
}

function handZone(board, api, p, mine) {
  if (!p.hand) {
    return zone(`Hand (${plural(p.hand_count, "card")})`, "xf-hand", p.hand_count
      ? [back(String(p.hand_count), `${p.name}'s hand: ${plural(p.hand_count, "card")}, face down to you`, { key: `hand:${p.seat}` })] : []);
  }
  return zone(mine ? `Your hand (${plural(p.hand.length, "card")})` : `${p.name}'s hand`, "xf-hand",
    p.hand.map((c) => tableCard(board, api, c, { inHand: true })));
}

function collectionsZone(board, api, p) {
  if (p.collections) return p.collections.map((c) => tableCard(board, api, c, { cls: "mini" }));
  return p.collections_count ? [back(String(p.collections_count), `${p.name}'s Collections: ${p.collections_count}, face down`,
    { key: `colls:${p.seat}` })] : [];
}

function headWords(p, { you, active }) {
  return `${p.name}${you ? ` (${you})` : ""}${active ? " · playing now" : ""}`;
}

function thresholdLine(p, threshold, words) {
  const callable = p.occupied_cages >= threshold;
  return el("span", { class: `xf-threshold ${callable ? "met" : ""}`, "data-occupied": p.occupied_cages,
    "data-needed": threshold, text: words });
}

function areasOf(board, api, p, facts, { mine, compact }) {
  return el("div", { class: "xf-areas" }, [
    crewQuarters(board, api, p, facts, compact),
    p.collections_count || p.offer_count ? zone("Collections", "xf-colls", collectionsZone(board, api, p)) : null,
    handZone(board, api, p, mine),
    cargoBay(board, api, p, facts, compact),
  ]);
}

// The expedition drawn in full: the seat's own (or, in the teacher's view, the one to act); `you` is the word
// after the name ("you", "watched" in a replay) or none in the teacher's view.
export function expedition(board, api, p, facts, { you, threshold, active }) {
  const head = el("div", { class: "xf-head" }, [
    el("h4", { class: "xf-who", text: headWords(p, { you, active }) }),
    el("span", { class: `xf-colour colour-${(p.battle_colour || "").toLowerCase()}`, text: p.battle_colour ? `${p.battle_colour} Battle cards` : "" }),
    thresholdLine(p, threshold, `Occupied cages ${p.occupied_cages} of ${threshold} to call the last round`),
  ]);
  return el("section", { class: `xf-expedition mine ${active ? "active" : ""}`,
    "data-seat": p.seat, "aria-label": `${p.name}'s expedition` }, [head, areasOf(board, api, p, facts, { mine: you === "you" })]);
}

// The ids of the cards on a player's table (members, cages, what the cages hold, Collections).
function tableIds(p) {
  const cards = [p.huntsman, ...p.crew, ...p.cages.flatMap((c) => [c.cage, ...c.items, ...c.creatures]),
    ...(p.collections || [])];
  return cards.filter(Boolean).map((c) => c.id);
}

// Whether the selection being made can use (or has used) a card on this player's table: an Action card aimed at
// another player's creature or cage. Their expedition then opens by itself.
function wanted(ui, api, p) {
  if (!api.selectable || !ui.sel || !ui.sel.cards.length) return false;
  return tableIds(p).some((id) => api.selectable(id) === ui.sel.group || api.selected(id) >= 0);
}

// Another player's expedition as one summary row (name, crew, cages, hand), opened with a click to show it all
// in small; whether it is open is kept across redraws (ui.openRivals), and it opens by itself when the selection
// being made can use one of its cards.
export function rivalRow(board, ui, api, p, table, { threshold, active }) {
  ui.openRivals = ui.openRivals || {};
  const seat = String(p.seat);
  const hand = p.hand ? p.hand.length : p.hand_count;
  const facts = [plural(p.crew.length, "crew member"), plural(p.cages.length, "cage"), `${plural(hand, "card")} in hand`];
  const goal = `${p.occupied_cages} of ${threshold} occupied cages to call the last round`;
  const summary = el("summary", { class: "xf-head xf-rival-head", "data-key": `rival:${seat}`,
    "aria-label": `${headWords(p, { active })}: ${facts.join(", ")}; ${goal}` }, [
    el("h4", { class: "xf-who", text: headWords(p, { active }) }),
    el("span", { class: "xf-rival-facts", text: facts.join(" · ") }),
    thresholdLine(p, threshold, goal),
  ]);
  const row = el("details", { class: `xf-expedition rival xf-rival ${active ? "active" : ""}`,
    open: Boolean(ui.openRivals[seat]) || wanted(ui, api, p),
    "data-seat": p.seat, "aria-label": `${p.name}'s expedition`,
    on: { toggle: (e) => { ui.openRivals[seat] = e.currentTarget.open; } } }, [summary,
    areasOf(board, api, p, table, { mine: false, compact: true })]);
  return row;
}

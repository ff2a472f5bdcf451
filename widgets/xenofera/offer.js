// Set-up choices drawn as the cards offered: a colour of Battle cards, the two Huntsmen, the two Collections.
// Each card is the choice itself (a click keeps it), named by the choice's words; its opened view reads the
// whole card.
import { el } from "../shared/dom.js";
import { cardFace } from "../shared/card.js";
import { card } from "./cards.js";

const COLOURS = { Crimson: "#b3261e", Cobalt: "#1f4fbf", Jade: "#1b7f5a", Amber: "#b36b00", Violet: "#6a3fb5" };
const OFFERED = new Set(["battle-set", "keep-huntsman", "keep-collection"]);

export const isOffer = (c) => OFFERED.has(c.kind) && (c.colour || c.card !== undefined);

// One colour of Battle cards as a card: its colour, its Decoy and numbers.
function colourCard(api, c) {
  const values = (c.values || []).join(", ");
  return cardFace({ kind: "battle-set", key: `choice:${c.label}`, title: `${c.colour} Battle cards`,
    mark: { letter: "B", shape: "circle", colour: COLOURS[c.colour] || "#57606a", title: `${c.colour} Battle cards` },
    cls: `xf-set colour-${c.colour.toLowerCase()}`, lines: [`The Decoy (0) and ${values}`, "with its Player Turn card"],
    label: c.label, tooltip: `The Decoy, worth 0, and cards worth ${values}`, onClick: () => api.choose(c.id) });
}

export function offerView(board, api) {
  const offers = board.view.choices.filter(isOffer);
  if (!offers.length) return null;
  const me = board.view.players[board.view.to_act] || {};
  const byId = new Map((me.offer || []).map((o) => [o.id, o]));
  const cards = offers.map((c) => {
    if (c.colour) return colourCard(api, c);
    const offered = byId.get(c.card);
    return offered ? card(offered, { key: `choice:${c.label}`, cls: "xf-offered", label: c.label,
      onClick: () => api.choose(c.id) }) : null;
  }).filter(Boolean);
  const what = offers[0].kind === "battle-set" ? "Click the colour of Battle cards you take."
    : offers[0].kind === "keep-huntsman" ? "Click the Huntsman you keep as your leader." : "Click the Collection you keep, face down, as your secret goal.";
  return el("div", { class: "xf-offer", role: "group", "aria-label": "The cards offered" }, [
    el("p", { class: "xf-offer-what", text: what }), el("div", { class: "xf-offer-cards" }, cards)]);
}

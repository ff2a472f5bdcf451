// Trade Winds: the five revealed cards, selected into pile A (the frame's selection bar confirms the split).
import { el, section } from "../shared/dom.js";
import { cardView, cardWords } from "./card.js";

export function tradeWinds(board, api) {
  const trade = board.view.table && board.view.table.trade;
  if (!trade) return null;
  const pick = (id, words, node) => {
    const group = api.selectable(id);
    const at = api.selected(id);
    if (group === null) return node({ role: "img" });
    return node({ type: "button", class: `in-hand${at >= 0 ? " picked" : ""}`, "data-key": `select:${id}`,
      "aria-pressed": String(at >= 0), "aria-label": `${at >= 0 ? "In pile A" : "Put in pile A"}: ${words}`,
      on: { click: () => api.toggle(id) } });
  };
  const cards = trade.cards.map((card) => pick(card.id, cardWords(card, card.links, ""),
    (props) => cardView(card, { tag: props.role ? "div" : "button", props })));
  const rivals = trade.rivals.map((r) => pick(r.id, `${api.name(r.seat)} picks a pile`,
    (props) => el(props.role ? "span" : "button", { ...props, class: `xl-btn ${props.class || ""}`.trim(),
      text: `${api.name(r.seat)} picks` })));
  return section("Trade Winds", "xl-trade", [
    el("p", { class: "xl-hint", text: "Select the cards of pile A; the others make pile B." }),
    el("div", { class: "xl-hand", role: "group", "aria-label": "The five revealed cards" }, cards),
    rivals.length ? el("div", { class: "xl-trade-rivals", role: "group", "aria-label": "Who picks a pile" }, rivals) : null,
  ]);
}

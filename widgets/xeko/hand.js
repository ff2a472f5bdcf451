// The players: piles as counts, shed piles open, and the hand (cards to pick, greyed when not offered).
import { el, section } from "../shared/dom.js";
import { cardView, cardWords, rotate, KIND_WORDS } from "./card.js";
import { offeredFor } from "./field.js";
import { shownEvents } from "../shared/events.js";

export function handView(board, ui, api, player) {
  const mine = player.seat === board.seat || board.teacher;
  const acting = player.seat === board.view.to_act && !board.bot_to_act;
  if (!player.hand) return el("p", { class: "xl-count", text: `Hand: ${player.hand_count} card${player.hand_count === 1 ? "" : "s"} (hidden)` });
  const cards = player.hand.map((card) => {
    const sides = rotate(card.links, player.rotation);
    if (!(mine && acting)) return cardView(card, { sides, tag: "div", props: { role: "img" } });
    const offered = offeredFor(board, card.name);
    const picked = ui.picked === card.id;
    const words = cardWords(card, card.kind === "species" || card.kind === "boost" ? sides : null, "");
    const placed = offered.filter((c) => c.spot);
    const act = !placed.length && offered.length === 1 ? offered[0] : null;
    const pickable = placed.length || card.kind === "species" || card.kind === "boost";
    return cardView(card, { sides, tag: "button", props: {
      type: "button", class: `in-hand${offered.length ? "" : " greyed"}${picked ? " picked" : ""}`,
      "data-key": `hand:${card.id}`, "aria-pressed": pickable ? String(picked) : null,
      "aria-disabled": offered.length ? null : "true",
      "aria-label": act ? `${act.label}: ${words}` : `${pickable ? "Pick" : offered.length ? "Choices for" : "Why not"} ${words}`,
      on: { click: () => {
        if (act) return api.choose(act.id);
        if (pickable) {
          ui.picked = picked ? null : card.id;
          ui.menu = null;
          if (!picked && !placed.length) api.why({ card: card.id });
          api.rerender();
          return;
        }
        if (offered.length) { ui.menu = { title: `${card.name}:`, ids: offered.map((c) => c.id) }; api.rerender(); return; }
        api.why({ card: card.id });
      } } } });
  });
  return el("div", { class: "xl-hand", role: "group", "aria-label": `${player.name}'s hand`,
    style: { "--xl-hand-n": String(cards.length) } }, cards);
}

const SHEDDING = new Set(["shed", "to-shed", "discard", "hand-to-shed", "diff"]);

// Why a player's shed pile just grew: the newest shown events that put cards on it.
function shedCause(board, ui, seat) {
  const newest = board.log[board.log.length - 1];
  if (!newest) return null;
  const shown = shownEvents([newest], ui)[0];
  const why = shown.filter((e) => SHEDDING.has(e.kind) && (e.seat === seat || e.seat === null || e.seat === undefined)
    && e.text.includes(api_name(board, seat)));
  return why.length ? why[why.length - 1].text : null;
}

function api_name(board, seat) {
  const p = board.view.players[seat];
  return p ? p.name : "";
}

// Your own area first (hand, piles); the other players in a row of small panels beside it.
export function playersView(board, ui, api) {
  const me = board.teacher ? null : board.seat;
  const order = [...board.view.players].sort((a, b) => (a.seat === me ? -1 : b.seat === me ? 1 : a.seat - b.seat));
  return el("div", { class: "xl-players" }, order.map((p) => {
    const you = p.seat === board.seat && !board.teacher ? (board.replay ? " (watched)" : " (you)") : "";
    const acting = p.seat === board.view.to_act ? " · choosing now" : "";
    const cause = shedCause(board, ui, p.seat);
    return section(`${p.name}${you}`, `xl-player owner-${p.seat}${p.out ? " out" : ""}${p.seat === me ? " me" : ""}`, [
      el("p", { class: "xl-meta", text: `Deck: ${p.deck}${acting}${p.out ? " · out of the game" : ""}` }),
      el("p", { class: "xl-count", "data-pile": "draw", text: `Draw pile: ${p.draw_count}` }),
      p.hand ? el("p", { class: "xl-count", "data-pile": "hand", text: `Hand: ${p.hand_count}` }) : null,
      handView(board, ui, api, p),
      el("details", { class: "xl-shed", "data-key": `shed:${p.seat}` }, [
        el("summary", { text: `Shed pile: ${p.shed.length} (face up)`,
          "aria-label": `${p.name}'s shed pile: ${p.shed.length} cards, face up; open to look through` }),
        el("ol", {}, p.shed.map((c) => el("li", { text: `${c.name} (${c.kind === "species" ? `Species, E ${c.energy}, Eco ${c.eco_points}` : KIND_WORDS[c.kind] || c.kind})` }))),
      ]),
      cause ? el("p", { class: "xl-shed-note", text: `Just now: ${cause}` }) : null,
    ]);
  }));
}

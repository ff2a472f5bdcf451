// The hot-seat cover: the board hides every hand until the next player takes the screen.
import { el, button } from "./dom.js";

export function handoverCover(board, send) {
  const h = board.handover;
  return el("section", { class: "xl-section xl-cover", role: "dialog", "aria-label": h.text, "data-seat": h.seat }, [
    el("p", { class: "xl-cover-text", text: h.text }),
    el("p", { class: "xl-quiet", text: "The cards are hidden until then, so nobody sees another player's hand." }),
    button(`I am ${h.name}: show my cards`, { key: "take-seat", cls: "xl-take-seat",
      label: `I am ${h.name}: show my cards`,
      onClick: () => send({ type: "take-seat", seat: h.seat, version: board.version }) }),
  ]);
}

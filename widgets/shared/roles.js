// Roles that tell the truth: a label only on an element with a role (so piles' counts reach the accessibility
// tree), and cards that cannot be chosen now disabled, with the reason as their description.
import { el } from "./dom.js";

const GENERIC = "div[aria-label]:not([role]), span[aria-label]:not([role]), p[aria-label]:not([role]), figure[aria-label]:not([role])";

export function labelsOnRoles(root) {
  for (const node of root.querySelectorAll(GENERIC)) {
    if (node.tagName === "FIGURE") continue;  // a figure has its own role
    node.setAttribute("role", node.classList.contains("xl-pile") ? "img" : "group");
  }
}

// When the seat is not the one to choose, its cards and its rivals' are not choices: no active buttons.
export function notChoosable(root, board, who) {
  const v = board.view;
  const yours = !board.replay && !board.handover && (board.teacher || v.to_act === board.seat) && !v.over;
  if (yours) return;
  const reason = v.over ? "The game is over." : `It is ${who}'s choice now, not yours.`;
  const id = `xl-why-${board.version}-${Math.random().toString(36).slice(2, 8)}`;
  let used = false;
  for (const node of root.querySelectorAll(".xl-cardface[role=button]:not(.selectable):not(.has-choice):not(.lit)")) {
    node.setAttribute("aria-disabled", "true");
    node.setAttribute("tabindex", "-1");
    node.setAttribute("aria-describedby", id);
    node.removeAttribute("aria-pressed");
    used = true;
  }
  if (used) root.append(el("span", { id, class: "xl-sr-only", hidden: true, text: reason }));
}

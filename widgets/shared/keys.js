// Keys on a board: arrow keys move within a zone (a row, a hand, the Xeko field grid), T the choices, L the
// log, H a hint, ? this list; after a card is picked, the focus goes to the first place it can go.
import { el, button } from "./dom.js";

export const KEYS = [
  ["Tab / Shift+Tab", "move from zone to zone"],
  ["Arrow keys", "move within a zone (a hand, the Xeko field grid, the Line of Sight, a row of Adventures, a row of cards)"],
  ["Enter or Space", "choose the focused card, spot or button"],
  ["T", "go to your choices"],
  ["L", "go to the log of what happened"],
  ["H", "ask the coach for a hint"],
  ["O", "open the focused card in full (Esc closes it)"],
  ["?", "show or hide this list of keys"],
];

const FOCUSABLE = "button, [role=button], summary, select, input, [tabindex='0'], a[href], [data-rove]";
// Zones with a roving tab stop: Tab enters the zone once (on the card last focused there, else the first that can
// be chosen), the arrow keys move within it.
const ROVING = ".xl-grid, .xl-hand, .xf-sight .xf-row, .xl-adventures";
const ZONE = "[role=group], .xl-section, section, ul, ol";
// A choice offered on the table itself rather than as a button in "Your choices".
const TABLE_CHOICE = ".xf-exclude, .xl-cardface.has-choice:not([aria-disabled='true']), .xl-target, .lit:not([aria-pressed='true'])";

function visible(n) {
  const r = n.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}

function items(zone) {
  return [...zone.querySelectorAll(FOCUSABLE)].filter((n) => visible(n) && !n.closest("[hidden]"));
}

// The nearest focusable item from `from` in the arrow's direction, among the items of its zone. Left and Right stay
// in the row (items beside it, whatever their heights); Up and Down go to the row above or below, never to a
// taller card of the same row.
function nearest(list, from, key) {
  const a = from.getBoundingClientRect();
  const [ax, ay] = [a.left + a.width / 2, a.top + a.height / 2];
  const dir = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
  let best = null, bestCost = Infinity;
  for (const n of list) {
    if (n === from) continue;
    const b = n.getBoundingClientRect();
    const sameRow = b.top < a.bottom - 2 && b.bottom > a.top + 2;
    if (dir[0] ? !sameRow : dir[1] > 0 ? b.top < a.bottom - 2 : b.bottom > a.top + 2) continue;
    const [dx, dy] = [b.left + b.width / 2 - ax, b.top + b.height / 2 - ay];
    const along = dx * dir[0] + dy * dir[1];
    if (along < 4) continue;
    const across = Math.abs(dx * dir[1] + dy * dir[0]);
    const cost = along + 2 * across;
    if (cost < bestCost) { best = n; bestCost = cost; }
  }
  return best;
}

function zoneName(zone) {
  const named = zone.closest("[aria-label]");
  return `${zone.className}|${named ? named.getAttribute("aria-label") : ""}`;
}

function rovers(zone) {
  return [...zone.querySelectorAll(FOCUSABLE)].filter((n) => n !== zone && visible(n) && !n.closest("[hidden]")
    && !(n.getAttribute("aria-disabled") === "true" && n.getAttribute("tabindex") === "-1" && !n.hasAttribute("data-rove")));
}

function outerRoving(node, root) {
  let zone = node.closest(ROVING);
  while (zone && zone.parentElement && zone.parentElement.closest(ROVING) && root.contains(zone.parentElement.closest(ROVING))) zone = zone.parentElement.closest(ROVING);
  return zone && root.contains(zone) ? zone : null;
}

function makeStop(zone, stop, ui) {
  for (const n of rovers(zone)) n.setAttribute("tabindex", n === stop ? "0" : "-1");
  if (ui && stop.dataset.key) ui.rove[zoneName(zone)] = stop.dataset.key;
}

// After each redraw: each roving zone keeps one tab stop.
export function roveZones(root, ui) {
  ui.rove = ui.rove || {};
  for (const zone of root.querySelectorAll(ROVING)) {
    if (outerRoving(zone, root) !== zone) continue;
    // the field's cards are places too: the arrow keys read them, spot by spot
    for (const c of zone.matches(".xl-grid") ? zone.querySelectorAll(".xl-cell > [role=img]") : []) c.setAttribute("data-rove", "");
    const list = rovers(zone);
    for (const n of list) n.setAttribute("data-rove", "");
    if (zone.matches(".xl-grid") && list.length) zone.removeAttribute("tabindex");  // the cards are the stops
    if (list.length < 2) continue;
    const active = document.activeElement;
    const chosen = (n) => n.getAttribute("aria-disabled") !== "true" && n.matches(".lit, .selectable, .has-choice, .xl-target, [data-key^='choice:']");
    const stop = (list.includes(active) && active) || list.find((n) => n.dataset.key && n.dataset.key === ui.rove[zoneName(zone)])
      || list.find(chosen) || list[0];
    makeStop(zone, stop, null);
  }
}

function moveInZone(root, target, key) {
  const roving = outerRoving(target, root);
  if (roving) {
    const next = nearest(rovers(roving), target, key);
    if (next) next.focus();
    return true;  // at the zone's edge the focus stays (and the page does not scroll)
  }
  for (let zone = target.parentElement && target.parentElement.closest(ZONE); zone && root.contains(zone);
    zone = zone.parentElement && zone.parentElement.closest(ZONE)) {
    const list = items(zone);
    if (list.length < 2) continue;
    const next = nearest(list, target, key);
    if (next) { next.focus(); return true; }
    return false;
  }
  return false;
}

function typing(target) {
  return target.matches("input:not([type=checkbox]):not([type=radio]), select, textarea, [contenteditable='true']");
}

// One listener for the board's life (the root is kept across redraws).
export function installKeys(root, ui, rerender) {
  ui.rove = ui.rove || {};
  root.addEventListener("focusin", (e) => {
    const zone = e.target.hasAttribute && e.target.hasAttribute("data-rove") ? outerRoving(e.target, root) : null;
    if (zone) makeStop(zone, e.target, ui);
  });
  root.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
    // In projector mode (projector.js) Space, the arrows and T are the projector's keys: its legend names them.
    if (root.classList.contains("xl-projector") && (e.key.startsWith("Arrow") || e.key === " " || e.key.toLowerCase() === "t")) return;
    if (e.key.startsWith("Arrow")) {
      if (moveInZone(root, e.target, e.key)) e.preventDefault();
      return;
    }
    const jump = { t: ".xl-choices", l: ".xl-log" }[e.key.toLowerCase()];
    if (jump) {
      const zone = root.querySelector(jump);
      // the first offered choice or a ready Confirm; else, while a selection waits for cards, the first card to select
      const waiting = e.key.toLowerCase() === "t" && zone && zone.querySelector(".xl-selection")
        ? [...root.querySelectorAll(".selectable[aria-pressed='false']")].filter(visible)[0] : null;
      // when every offered choice lies on the table (a Xenofera card to exclude, a Seekers card with a blue edge), the first
      const onTable = e.key.toLowerCase() === "t" ? [...root.querySelectorAll(TABLE_CHOICE)].filter(visible)[0] : null;
      const first = zone && (zone.querySelector(".xl-choice:not([aria-disabled='true']):not(.greyed), .xl-confirm:not([aria-disabled='true']), .xf-offer-cards [role=button]")
        || waiting || onTable || items(zone)[0]);
      if (first) { first.focus(); e.preventDefault(); }
    } else if (e.key.toLowerCase() === "h") {
      const hint = root.querySelector('[data-key="hint"]');
      if (hint) { hint.click(); e.preventDefault(); }
    } else if (e.key === "?") {
      ui.keysOpen = !ui.keysOpen;
      rerender();
      const again = root.querySelector('[data-key="keys"]');
      if (again) again.focus();
      e.preventDefault();
    }
  });
}

// The "Keys" button and, when open, the list of keys.
export function keysHelp(ui, rerender) {
  const toggle = button("Keys", { key: "keys", cls: "xl-keys-btn", label: "Keys: show the keyboard keys",
    pressed: Boolean(ui.keysOpen), onClick: () => { ui.keysOpen = !ui.keysOpen; rerender(); } });
  const list = ui.keysOpen ? el("dl", { class: "xl-keys-list", "aria-label": "Keyboard keys" },
    KEYS.flatMap(([k, what]) => [el("dt", { text: k }), el("dd", { text: what })])) : null;
  return [toggle, list];
}

// After a card is picked with the keyboard (its button turned pressed), move to the first lit place.
export function focusAfterPick(root, key, wasPressed) {
  if (!key || wasPressed) return false;
  const now = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (!now || now.getAttribute("aria-pressed") !== "true") return false;
  const lit = root.querySelector(".xl-spot.lit, button.lit, [role=button].lit");
  if (!lit) return false;
  lit.focus();
  return true;
}

// After a card is selected for a compound choice (its button turned pressed), once Python has answered for the
// selection: the focus goes to Confirm when the selection is complete, else it stays on the card (arrow keys or T
// go on to the next card).
export function focusAfterSelect(root, ui, key, wasPressed, answer, version) {
  const now = key && root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (now && !wasPressed && now.matches(".selectable") && now.getAttribute("aria-pressed") === "true") ui.selFollow = key;
  if (!ui.selFollow || !ui.sel) { ui.selFollow = null; return; }
  const at = document.activeElement;
  if (!at || at.dataset.key !== ui.selFollow) { ui.selFollow = null; return; }
  const answered = answer && answer.version === version && answer.group === ui.sel.group
    && JSON.stringify(answer.cards) === JSON.stringify(ui.sel.cards);
  if (!answered) return;  // wait for Python's answer (the next redraw)
  ui.selFollow = null;
  const confirm = root.querySelector(".xl-confirm:not([aria-disabled='true'])");
  if (confirm) confirm.focus();
}

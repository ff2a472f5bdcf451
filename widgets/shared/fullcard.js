// Any card opened at a readable size with its whole text: the small ⤢ mark on a card, a right-click or a long
// press on it, or the O key while it has the focus; Esc, Close or a click outside closes it.
import { el } from "./dom.js";

const FULL = new WeakMap();  // card node -> { title, words: [string] }: what the open card says in full
const LONG_PRESS_MS = 550;

// Mark a drawn card as one that opens in full; `words` are its lines of text (name, kind, numbers, powers).
// A card that is itself a button gets a mark for the mouse (its O key serves the keyboard); any other card
// gets a real button, so a keyboard reaches it too.
export function openable(node, { title, words = [], clickable = false }) {
  FULL.set(node, { title, words: [...new Set(words.filter(Boolean).map(String))] });
  node.classList.add("xl-openable");
  const open = (e) => { e.stopPropagation(); e.preventDefault(); showFull(node); };
  const mark = clickable
    ? el("span", { class: "xl-open", "aria-hidden": "true", title: `Open ${title} in full (or press O)`, text: "⤢",
      on: { click: open } })
    : el("button", { type: "button", class: "xl-open", "aria-label": `Open ${title} in full`, title: `Open ${title} in full`,
      "data-key": `open:${title}`, text: "⤢", on: { click: open } });
  node.append(mark);
  return node;
}

function cardOf(target) {
  const node = target && target.closest ? target.closest(".xl-openable") : null;
  return node && FULL.has(node) ? node : null;
}

// The open card: a large copy of the card as drawn, with nothing cut, and its whole text as lines.
export function showFull(node) {
  closeFull();
  const info = FULL.get(node);
  const board = node.closest(".xl-board");
  const copy = node.cloneNode(true);
  copy.querySelectorAll(".xl-open").forEach((n) => n.remove());
  copy.querySelectorAll("[data-full]").forEach((n) => { n.textContent = n.dataset.full; });  // words cut on the table, whole
  for (const n of [copy, ...copy.querySelectorAll("*")]) {  // a picture only: no keys, roles or focus stops
    for (const a of ["data-key", "data-card", "role", "tabindex", "aria-pressed", "aria-label", "aria-disabled", "id"]) n.removeAttribute(a);
    if (n.matches("button")) n.setAttribute("tabindex", "-1");
  }
  copy.setAttribute("aria-hidden", "true");
  copy.classList.remove("xl-openable");
  copy.classList.add("xl-full-copy");
  const close = el("button", { type: "button", class: "xl-btn xl-full-close", "data-key": "close-full", text: "Close",
    "aria-label": `Close ${info.title}`, on: { click: (e) => { e.stopPropagation(); closeFull(); } } });
  const panel = el("div", { class: `${board ? board.className : "xl-board"} xl-fullcard`, role: "dialog",
    "aria-modal": "true", "aria-label": `${info.title}, the whole card`, lang: "en" }, [
    el("div", { class: "xl-full-head" }, [el("h3", { class: "xl-full-title", text: info.title }), close]),
    el("div", { class: "xl-full-body" }, [
      el("div", { class: "xl-full-card" }, [copy]),
      el("div", { class: "xl-full-text" }, info.words.map((w) => el("p", { text: w }))),
    ]),
    el("p", { class: "xl-full-keys", text: "Esc or Close to go back to the table." }),
  ]);
  const layer = el("div", { class: "xl-board xl-full-layer", on: {
    click: (e) => { if (e.target === layer) closeFull(); },
    keydown: (e) => {
      e.stopPropagation();
      if (e.key === "Escape") { e.preventDefault(); closeFull(); }
      if (e.key === "Tab") { e.preventDefault(); close.focus(); }  // the dialog holds one control
    },
  } }, [panel]);
  layer.returnTo = node;
  document.body.append(layer);
  close.focus();
}

export function closeFull() {
  const layer = document.querySelector(".xl-full-layer");
  if (!layer) return;
  const back = layer.returnTo;
  layer.remove();
  if (back && back.isConnected) {
    const target = back.matches("[tabindex], button") ? back : back.querySelector(".xl-open");
    if (target) target.focus();
  }
}

// Right-click, long press and the O key on any openable card inside root (installed once per board).
export function installFullCard(root) {
  let timer = null, start = null, swallow = false;
  const cancel = () => { clearTimeout(timer); timer = null; };
  root.addEventListener("contextmenu", (e) => {
    const node = cardOf(e.target);
    if (node) { e.preventDefault(); showFull(node); }
  });
  root.addEventListener("keydown", (e) => {
    if ((e.key === "o" || e.key === "O") && !e.ctrlKey && !e.metaKey && !e.altKey) {
      const node = cardOf(e.target);
      if (node && !/^(INPUT|TEXTAREA|SELECT)$/.test(e.target.tagName)) { e.preventDefault(); showFull(node); }
    }
  });
  root.addEventListener("pointerdown", (e) => {
    const node = e.pointerType === "mouse" ? null : cardOf(e.target);
    if (!node) return;
    start = [e.clientX, e.clientY];
    timer = setTimeout(() => { timer = null; swallow = true; showFull(node); }, LONG_PRESS_MS);
  });
  root.addEventListener("pointermove", (e) => {
    if (timer && start && Math.hypot(e.clientX - start[0], e.clientY - start[1]) > 8) cancel();
  });
  root.addEventListener("pointerup", cancel);
  root.addEventListener("pointercancel", cancel);
  root.addEventListener("click", (e) => {  // the click that ends a long press does not also choose the card
    if (swallow) { swallow = false; e.stopPropagation(); e.preventDefault(); }
  }, true);
  return () => { cancel(); closeFull(); };
}

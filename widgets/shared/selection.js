// Compound choices made by selecting cards: the table marks cards selectable, the frame sends each selection to
// Python and draws the selection bar (prompt, the cards chosen in order, Python's reason or preview, Confirm).
import { el, button, section } from "./dom.js";
import { calcView } from "./calc.js";
import { citeView } from "./events.js";

const same = (a, b) => a === b;

function groupOf(board, group) {
  return (board.selections || []).find((g) => g.group === group) || null;
}

// A card's name, looked up anywhere in the view by its id (the table may give a better one).
function findName(value, id, depth = 0) {
  if (!value || typeof value !== "object" || depth > 6) return null;
  if (!Array.isArray(value) && same(value.id, id) && typeof value.name === "string") return value.name;
  for (const v of Array.isArray(value) ? value : Object.values(value)) {
    const found = findName(v, id, depth + 1);
    if (found) return found;
  }
  return null;
}

export function selectionApi(board, ui, send, rerender, game) {
  const cardName = (id) => (game.cardName && game.cardName(board, id)) || findName(board.view, id) || String(id);
  const selectable = (id) => {
    if (ui.sel && groupOf(board, ui.sel.group) && groupOf(board, ui.sel.group).cards.some((c) => same(c, id))) return ui.sel.group;
    const g = (board.selections || []).find((s) => s.cards.some((c) => same(c, id)));
    return g ? g.group : null;
  };
  const selected = (id) => (ui.sel ? ui.sel.cards.findIndex((c) => same(c, id)) : -1);
  const push = () => send({ type: "select", group: ui.sel.group, cards: ui.sel.cards, version: board.version });
  const toggle = (id) => {
    const group = selectable(id);
    if (group === null) return;
    if (!ui.sel || ui.sel.group !== group) ui.sel = { group, cards: [] };
    const at = selected(id);
    if (at >= 0) ui.sel.cards.splice(at, 1); else ui.sel.cards.push(id);
    push();
    rerender();
  };
  const clear = () => { ui.sel = null; rerender(); };
  const confirm = () => {
    const group = ui.sel ? ui.sel.group : (board.selections || [])[0] && board.selections[0].group;
    if (group === undefined) return;
    send({ type: "confirm", group, cards: ui.sel ? ui.sel.cards : [], version: board.version });
  };
  return { selectable, selected, toggle, clear, confirm, cardName };
}

// Python's answer for exactly this selection (its group, cards and board version), or null while it is on its way.
function answerFor(answer, board, sel) {
  if (!answer || !sel || answer.version !== board.version || answer.group !== sel.group) return null;
  return JSON.stringify(answer.cards) === JSON.stringify(sel.cards) ? answer : null;
}

export function selectionBar(board, ui, answer, api) {
  const groups = board.selections || [];
  if (!groups.length) return null;
  const sel = ui.sel && groupOf(board, ui.sel.group) ? ui.sel : null;
  const group = sel ? groupOf(board, sel.group) : groups[0];
  const got = answerFor(answer, board, sel);
  const chosen = sel ? sel.cards : [];
  const ready = got ? got.complete : chosen.length === 0 && group.empty_ok;
  const kids = [
    el("p", { class: "xl-sel-prompt", text: group.prompt }),
    groups.length > 1 ? el("p", { class: "xl-quiet", text: `Or: ${groups.filter((g) => g !== group).map((g) => g.prompt).join("; ")}` }) : null,
    chosen.length ? el("ol", { class: "xl-sel-cards", "aria-label": "Cards chosen, in order" },
      chosen.map((id) => el("li", { text: api.cardName(id) })))
      : el("p", { class: "xl-quiet", text: group.empty_ok ? "No card chosen (that is allowed)." : "No card chosen yet: select cards on the table." }),
  ];
  if (got && !got.ok) {
    kids.push(el("div", { class: "xl-sel-why", role: "status" }, [el("p", { text: got.reason }), citeView(got.rule)]));
  } else if (got && got.preview) {
    kids.push(calcView(got.preview, "xl-preview"));
  }
  kids.push(el("div", { class: "xl-sel-tools" }, [
    button(group.confirm || "Confirm", { key: `confirm:${group.group}`, cls: "xl-confirm",
      label: `${group.confirm || "Confirm"}${chosen.length ? `: ${chosen.map(api.cardName).join(", ")}` : ""}`,
      disabled: !ready, onClick: api.confirm }),
    chosen.length ? button("Clear", { key: `clear:${group.group}`, label: "Clear the selection", onClick: api.clear }) : null,
  ]));
  return el("div", { class: `xl-selection${got && !got.ok ? " refused" : ""}`, role: "group", "aria-label": group.prompt,
    "data-group": group.group }, [...kids, group.rule ? citeView(group.rule) : null]);
}

// The field grid: cards, the Hotspot, and the spots a picked hand card may (lit) or may not (unlit) take.
import { el, section, none } from "../shared/dom.js";
import { cardView, cardWords } from "./card.js";

export function offeredFor(board, name) {
  return board.view.choices.filter((c) => c.card_name === name);
}

export function pickedCard(board, ui) {
  if (ui.picked === null) return null;
  for (const p of board.view.players) for (const c of p.hand || []) if (c.id === ui.picked) return c;
  return null;
}

export function fieldGrid(board, ui, api) {
  const v = board.view;
  const taken = new Map(v.field.map((f) => [`${f.x},${f.y}`, f]));
  const picked = pickedCard(board, ui);
  const spots = new Map();
  if (picked) {
    for (const f of v.field) for (const [dx, dy] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      const k = `${f.x + dx},${f.y + dy}`;
      if (!taken.has(k)) spots.set(k, [f.x + dx, f.y + dy]);
    }
  }
  const xs = v.field.map((f) => f.x), ys = v.field.map((f) => f.y);
  const [x0, x1, y0, y1] = [Math.min(...xs) - 1, Math.max(...xs) + 1, Math.min(...ys) - 1, Math.max(...ys) + 1];
  const lit = new Map();
  if (picked) for (const c of offeredFor(board, picked.name)) if (c.spot) {
    const k = `${c.spot[0]},${c.spot[1]}`;
    lit.set(k, [...(lit.get(k) || []), c]);
    if (!taken.has(k)) spots.set(k, c.spot);
  }
  const targets = new Map();  // choices acting on a card in the field (a defender, a SUNRISE power...), by spot
  for (const c of v.choices) if (c.spot && !c.card_name) {
    const k = `${c.spot[0]},${c.spot[1]}`;
    targets.set(k, [...(targets.get(k) || []), c]);
  }
  const cells = [];
  for (let y = y1; y >= y0; y--) for (let x = x0; x <= x1; x++) {
    const k = `${x},${y}`, f = taken.get(k);
    const pos = { style: { gridColumn: `${x - x0 + 1}`, gridRow: `${y1 - y + 1}` } };
    if (f) {
      const ownerName = none(f.owner) ? "" : api.name(f.owner);
      const here = targets.get(k), target = here && here[0];
      const click = () => {
        if (here.length === 1) return api.choose(target.id);
        ui.menu = { title: `${f.card.name} at (${x}, ${y}):`, ids: here.map((h) => h.id) };
        api.rerender();
      };
      const props = target ? { class: "xl-target", type: "button", "data-key": `choice:${target.label}`,
        "aria-label": `${here.length === 1 ? target.label : `${here.length} choices for ${f.card.name}`}: ${cardWords(f.card, f.sides, ownerName)}`,
        on: { click } } : { role: "img" };
      const card = cardView(f.card, { sides: f.sides, rotation: f.rotation, owner: f.owner, ownerName,
        tag: target ? "button" : "div", props });
      cells.push(el("div", { class: `xl-cell${f.hotspot ? " hotspot" : ""}`, "data-x": x, "data-y": y, ...pos }, [card]));
    } else if (spots.has(k)) {
      const here = lit.get(k), c = here && here[0];
      const label = !c ? `(${x}, ${y}): ${picked.name} cannot go here; ask why`
        : here.length === 1 ? c.label : `(${x}, ${y}): ${here.length} ways to play ${picked.name} here`;
      const click = () => {
        if (!c) return api.why({ card: picked.id, spot: [x, y] });
        if (here.length === 1) return api.choose(c.id);
        ui.menu = { title: `${picked.name} at (${x}, ${y}):`, ids: here.map((h) => h.id) };
        api.rerender();
      };
      cells.push(el("div", { class: "xl-cell", "data-x": x, "data-y": y, ...pos }, [
        el("button", { type: "button", class: c ? "xl-spot lit" : "xl-spot unlit", "aria-label": label,
          "data-key": `spot:${k}`, on: { click } },
        [el("span", { class: "xl-spot-mark", "aria-hidden": "true", text: c ? "✓" : "✗" }), el("span", { class: "xl-coord", text: `(${x}, ${y})` })]),
      ]));
    } else {
      cells.push(el("div", { class: "xl-cell empty", "data-x": x, "data-y": y, ...pos }));
    }
  }
  const placing = v.choices.some((c) => c.card_name && c.spot);
  const hint = !picked && targets.size ? "Choose one of the highlighted cards in the field." : picked ? (lit.size ? `Lit spots (✓) take ${picked.name}; pick an unlit spot (✗) to see why it is refused.`
    : `No spot is lit for ${picked.name}; pick a spot to see why.`) : placing ? "Pick a card in your hand to light the spots it may take." : "";
  // The cells shrink (down to 100 px, where a card set at 12 px still reads) so the field fits its box beside the choices;
  // a larger field scrolls inside its box.
  const cols = x1 - x0 + 1, rows = y1 - y0 + 1;
  const cell = Math.max(100, Math.min(112, Math.floor(Math.min(800 / cols, 460 / rows)) - 3));
  return section("Field", "xl-field", [
    hint ? el("p", { class: "xl-hint", text: hint }) : null,
    el("div", { class: "xl-grid", role: "group", tabindex: "0", "aria-label": "Field grid, north at the top; the Hotspot is at (0, 0)",
      style: { gridTemplateColumns: `repeat(${cols}, var(--xl-cell))`, "--xl-cell": `${cell}px` } }, cells),
  ]);
}

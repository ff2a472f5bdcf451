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

const POWER_WORDS = { migrate: "Migrate", "warning-call": "Warning Call", "sunrise-draw": "a SUNRISE draw",
  almendro: "Almendro's SUNRISE power", deforest: "Deforestation", "own-loss": "a card you lose", tiger: "Sumatran Tiger" };

// The powers whose choices light cards in the field, named ("Migrate or Warning Call").
function powersAsking(targets) {
  const kinds = [...new Set([...targets.values()].flat().map((c) => POWER_WORDS[c.kind] || c.label.split(/[:(]/)[0].trim()))];
  return kinds.length > 1 ? `${kinds.slice(0, -1).join(", ")} or ${kinds[kinds.length - 1]}` : kinds[0];
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
  let [x0, x1, y0, y1] = [Math.min(...xs) - 1, Math.max(...xs) + 1, Math.min(...ys) - 1, Math.max(...ys) + 1];
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
  // While a card's menu of moves is open (Migrate, Warning Call), each spot a move goes to is lit on the field.
  const moves = new Map();
  if (ui.menu) for (const c of v.choices) if (c.to && ui.menu.ids.includes(c.id)) {
    const k = `${c.to[0]},${c.to[1]}`;
    moves.set(k, [...(moves.get(k) || []), c]);
    if (!taken.has(k)) spots.set(k, c.to);
  }
  for (const [k] of moves) { const [mx, my] = k.split(",").map(Number); x0 = Math.min(x0, mx); x1 = Math.max(x1, mx); y0 = Math.min(y0, my); y1 = Math.max(y1, my); }
  const cells = [];
  // The coordinates along the top and down the left, so a spot named in words, "(1, -1)", can be found.
  cells.push(el("div", { class: "xl-axis corner", "aria-hidden": "true", title: "x across, y up", style: { gridColumn: "1", gridRow: "1" }, text: "y \\ x" }));
  for (let x = x0; x <= x1; x++) cells.push(el("div", { class: "xl-axis", "aria-hidden": "true", style: { gridColumn: `${x - x0 + 2}`, gridRow: "1" }, text: String(x) }));
  for (let y = y1; y >= y0; y--) cells.push(el("div", { class: "xl-axis", "aria-hidden": "true", style: { gridColumn: "1", gridRow: `${y1 - y + 2}` }, text: String(y) }));
  // A row or column with no card in it (the edge of the table, where the next cards may go) is drawn as a thin
  // strip, so the field and the hand below it fit one laptop screen; its spots still light and take a click.
  const edge = (y) => ![...taken.keys()].some((k) => Number(k.split(",")[1]) === y);
  const edgeX = (x) => ![...taken.keys()].some((k) => Number(k.split(",")[0]) === x);
  for (let y = y1; y >= y0; y--) for (let x = x0; x <= x1; x++) {
    const k = `${x},${y}`, f = taken.get(k);
    const pos = { style: { gridColumn: `${x - x0 + 2}`, gridRow: `${y1 - y + 2}` }, ...(edge(y) ? { "data-edge": "" } : {}),
      ...(edgeX(x) ? { "data-edge-x": "" } : {}) };
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
    } else if (moves.has(k)) {
      const here = moves.get(k), c = here[0];
      cells.push(el("div", { class: "xl-cell", "data-x": x, "data-y": y, ...pos }, [
        el("button", { type: "button", class: "xl-spot lit move", "aria-label": here.length === 1 ? c.label : `(${x}, ${y}): ${here.length} moves here`,
          "data-key": `move:${k}`, on: { click: () => {
            if (here.length === 1) return api.choose(c.id);
            ui.menu = { title: `Moves to (${x}, ${y}):`, ids: here.map((h) => h.id) };
            api.rerender();
          } } },
        [el("span", { class: "xl-spot-mark", "aria-hidden": "true", text: "→" }), el("span", { class: "xl-coord", text: `(${x}, ${y})` })]),
      ]));
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
  const hint = moves.size ? `Lit spots (→) are where ${ui.menu.title.replace(/:$/, "")} may move; click one, or a choice beside the table.`
    : !picked && targets.size ? `Choose one of the highlighted cards in the field: ${powersAsking(targets)}.` : picked ? (lit.size ? `Lit spots (✓) take ${picked.name}; pick an unlit spot (✗) to see why it is refused.`
    : `No spot is lit for ${picked.name}; pick a spot to see why.`) : placing ? "Pick a card in your hand to light the spots it may take." : "";
  // The cells share the width the field has (100 to 112 px, where a card set at 12 px reads; xeko.css); every row
  // and column shows, with no inner scroll, those with no card yet as thin strips.
  const cols = x1 - x0 + 1, rows = [], across = [];
  for (let y = y1; y >= y0; y--) rows.push(edge(y) ? "var(--xl-edge)" : "var(--xl-cell)");
  for (let x = x0; x <= x1; x++) across.push(edgeX(x) ? "var(--xl-edge-w)" : "var(--xl-cell)");
  const edges = across.filter((c) => c === "var(--xl-edge-w)").length;
  const grid = el("div", { class: "xl-grid", role: "group", tabindex: "0", "aria-label": "Field grid, north at the top; the Hotspot is at (0, 0)",
    style: { gridTemplateColumns: `34px ${across.join(" ")}`, gridTemplateRows: `18px ${rows.join(" ")}`,
      "--xl-cols": String(cols), "--xl-edge-cols": String(edges), "--xl-full-cols": String(Math.max(1, cols - edges)) } }, cells);
  return section("Field", "xl-field", [hint ? el("p", { class: "xl-hint", text: hint }) : null, grid]);
}

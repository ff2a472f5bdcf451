// The X: Seekers of Fortune table: banners, the decks, each seeker's zones, the Heroic Feats row and the Thwart
// chain. Python decides every rule; this draws the view and its table facts and sends back what was clicked.
import { el, button } from "../shared/dom.js";
import { mountBoard, choiceButtons } from "../shared/frame.js";
import { seatArea, tablePiles } from "./tableau.js";
import { leadFace } from "./leads.js";
import { featRow } from "./feats.js";
import { chainPanel } from "./chain.js";

function cardName(v, id) {
  for (const p of v.players) {
    for (const zone of [p.adventures, p.active, p.leads || [], p.actionx || [], p.looking || [], p.archive]) {
      const c = zone.find((x) => x.id === id);
      if (c) return c.name || `${c.type} Lead`;
    }
  }
  return "This card";
}

function banner(b) {
  return el("p", { class: `xl-banner kind-${b.kind}`, role: b.kind === "rivals-choice" ? "alert" : null }, [
    el("span", { text: b.text }), b.rule ? el("cite", { class: "xl-cite", text: b.rule.section, title: b.rule.summary }) : null]);
}

const seekers = {
  name: "seekers",
  title: "X: Seekers of Fortune",
  newVersion(board, ui) { ui.menu = null; ui.sel = null; ui.answer = null; },
  cardName(board, id) { return cardName(board.view, id); },
  draw(board, ui, api) {
    const v = board.view;
    const facts = v.table || {};
    if (v.cover || !facts.seats) return { main: [], choices: choiceButtons(board, api), side: [] };
    const withActionx = v.mode !== "beginner";
    const onTable = (id) => v.choices.filter((c) => c.place === "table" && c.on === id);
    const drawn = new Set();
    // A card's menu: its choices; a long one (a Feat aimed at any of many cards) is narrowed by its target first.
    const MENU = 10;
    const menuOf = (m) => {
      const all = onTable(m.on);
      const targets = new Set(all.map((c) => c.target).filter((x) => x !== undefined && x !== null));
      const aim = all.length > MENU && targets.size > 0;
      return { all, aim, targets, items: aim ? all.filter((c) => c.target === m.target) : all };
    };
    const aiming = ui.menu ? menuOf(ui.menu) : null;
    const click = (id) => {
      if (aiming && aiming.aim && aiming.targets.has(id)) { ui.menu.target = id; return api.rerender(); }
      if (api.selectable(id)) return api.toggle(id);
      const here = onTable(id);
      if (here.length === 1) return api.choose(here[0].id);
      if (here.length > 1) { ui.menu = { on: id, title: cardName(v, id) }; return api.rerender(); }
      return api.why({ card: id });
    };
    const card = (id) => {
      drawn.add(id);
      const sel = api.selectable(id);
      const here = onTable(id).length;
      const target = aiming && aiming.aim && aiming.targets.has(id);
      return { selectable: Boolean(sel), selected: api.selected(id) >= 0 || (aiming && aiming.aim && ui.menu.target === id), onClick: () => click(id),
        cls: target ? "has-choice target" : here ? "has-choice" : sel ? "" : "no-choice" };
    };
    const ctx = { card, withActionx, you: board.teacher ? null : board.seat, toAct: v.to_act, facts,
      leadFace: (l) => leadFace(l, card(l.id)) };
    const order = v.players.map((p) => p.seat);
    const me = board.teacher ? order[0] : board.seat;
    const seats = [me, ...order.filter((s) => s !== me)];
    const areas = seats.map((s) => seatArea(v.players[s], facts.seats[s], ctx));
    const head = el("div", { class: "xl-table-head" }, [
      el("p", { class: "xl-mode", title: facts.mode.note }, [
        el("span", { class: "xl-mode-name", text: facts.mode.name }),
        el("span", { class: "xl-mode-note", text: ` · ${facts.mode.note}` })]),
      tablePiles(v),
    ]);
    head.firstChild.setAttribute("aria-label", `${facts.mode.name} (${facts.mode.note})`);
    const banners = (facts.banners || []).length ? el("div", { class: "xl-banners" }, facts.banners.map(banner)) : null;
    const main = [banners, head, areas[0], featRow(facts, board, api), ...areas.slice(1)].filter(Boolean);

    // The choices panel: a card's own menu (when one card offers several choices), the selection bar, the buttons.
    const choices = [];
    if (ui.menu && aiming.all.length) {      // a card's own menu is all the choices panel shows while open
      const title = ui.menu.title;
      const pick = aiming.aim && (ui.menu.target === undefined || ui.menu.target === null);
      choices.push(el("div", { class: "xl-menu", role: "group", "aria-label": `${title}: choose how` }, [
        el("p", { class: "xl-menu-title", text: pick ? `${title}: click the card to aim it at` : `${title}: choose how` }),
        ...(pick ? [] : aiming.items.map((c) => button(c.short || c.label, { key: `menu:${c.label}`, cls: "xl-choice", label: c.label, onClick: () => api.choose(c.id) }))),
        button("Close", { key: "menu-close", label: `Close the menu of ${title}`, onClick: () => { ui.menu = null; api.rerender(); } }),
      ]));
      return { main, choices, side: [chainPanel(facts)].filter(Boolean) };
    }
    ui.menu = null;
    // When every choice lies on the table, say where to look.
    const onCards = v.choices.some((c) => c.place === "table" && c.on !== undefined && drawn.has(c.on));
    if (onCards && !v.choices.some((c) => c.place === "button" || c.place === "select")) {
      choices.push(el("p", { class: "xl-sel-prompt quiet", text: facts.draft ? "Click a card of your pack to draft it."
        : "Click a card with a blue edge to choose." }));
    }
    // A table choice whose card is not on the table (or one the row does not draw) falls back to a button.
    const rowKinds = new Set(["heroic", "heroic-pick"]);
    choices.push(...choiceButtons(board, api, (c) => c.place === "select" ||
      (c.place === "table" && (rowKinds.has(c.kind) || (c.on !== undefined && drawn.has(c.on)))), { anyPlace: true }));
    const chain = chainPanel(facts);
    return { main, choices, side: [chain].filter(Boolean) };
  },
  fallback(root) {
    return root.querySelector(".xl-choices .xl-choice") || root.querySelector(".xl-cardface.has-choice, .xl-cardface.selectable");
  },
};

export default { render: (ctx) => mountBoard(ctx, seekers) };

// The X: Seekers of Fortune table: banners, the decks, each seeker's zones, the Heroic Feats row and the Thwart
// chain. Python decides every rule; this draws the view and its table facts and sends back what was clicked.
import { el, button, section } from "../shared/dom.js";
import { mountBoard, choiceButtons } from "../shared/frame.js";
import { calcView } from "../shared/calc.js";
import { seatArea, tablePiles } from "./tableau.js";
import { leadFace } from "./leads.js";
import { featRow } from "./feats.js";
import { chainPanel } from "./chain.js";

let model = null;           // the widget's model, for the selection answer until the frame draws the bar itself
const listening = new WeakSet();

function cardName(v, id) {
  for (const p of v.players) {
    for (const zone of [p.adventures, p.active, p.leads || [], p.actionx || [], p.looking || [], p.archive]) {
      const c = zone.find((x) => x.id === id);
      if (c) return c.name || `${c.type} Lead`;
    }
  }
  return "This card";
}

// Selection for a compound choice (an Adventure and the Leads that pay it). The frame's api.toggle is used when
// it has one; until then the same messages are sent from here and Python's answer is read from the model.
function selectionApi(board, ui, api) {
  if (api.toggle) return { api, bar: null };
  const groups = board.selections || [];
  if (ui.sel && !groups.some((g) => g.group === ui.sel.group)) ui.sel = null;
  const answer = model ? model.get("selection") : null;
  if (ui.sel && answer && answer.seq !== ui.selSeq && answer.group === ui.sel.group && answer.version === board.version) {
    ui.selSeq = answer.seq;
    if (answer.ok && answer.cards.length === ui.sel.cards.length) ui.sel.cards = answer.cards.slice();
    ui.answer = answer;
  }
  const send = (g, cards) => api.send({ type: "select", group: g, cards, version: board.version });
  const own = {
    ...api,
    selectable: (id) => { const g = groups.find((x) => x.cards.includes(id)); return g ? g.group : null; },
    selected: (id) => (ui.sel ? ui.sel.cards.indexOf(id) : -1),
    toggle: (id) => {
      const g = own.selectable(id);
      if (!g) return;
      if (!ui.sel || ui.sel.group !== g) ui.sel = { group: g, cards: [] };
      const k = ui.sel.cards.indexOf(id);
      if (k >= 0) ui.sel.cards.splice(k, 1); else ui.sel.cards.push(id);
      ui.answer = null;
      send(g, ui.sel.cards.slice());
      api.rerender();
    },
  };
  let bar = null;
  const g = ui.sel && groups.find((x) => x.group === ui.sel.group);
  if (g && ui.sel.cards.length) {
    const a = ui.answer;
    const done = Boolean(a && a.complete);
    bar = el("div", { class: "xl-selection", role: "group", "aria-label": g.prompt }, [
      el("p", { class: "xl-sel-prompt", text: g.prompt }),
      el("p", { class: "xl-sel-cards", text: `Selected: ${ui.sel.cards.map((id) => cardName(board.view, id)).join(", ")}` }),
      a && !a.ok && a.reason ? el("p", { class: "xl-sel-reason", role: "alert" }, [el("span", { text: a.reason }),
        a.rule ? el("cite", { class: "xl-cite", text: a.rule.section, title: a.rule.summary }) : null]) : null,
      a && a.preview ? calcView(a.preview, "xl-sel-preview") : null,
      button(g.confirm, { key: "sel-confirm", cls: "xl-confirm", label: g.confirm, disabled: !done,
        onClick: () => api.send({ type: "confirm", group: g.group, cards: ui.sel.cards.slice(), version: board.version }) }),
      button("Clear", { key: "sel-clear", label: "Clear the selection", onClick: () => { ui.sel = null; ui.answer = null; api.rerender(); } }),
    ]);
  } else if (g || groups.length) {
    bar = el("p", { class: "xl-sel-prompt quiet", text: (g || groups[0]).prompt });
  }
  return { api: own, bar };
}

function banner(b) {
  return el("p", { class: `xl-banner kind-${b.kind}`, role: b.kind === "rivals-choice" ? "alert" : null }, [
    el("span", { text: b.text }), b.rule ? el("cite", { class: "xl-cite", text: b.rule.section, title: b.rule.summary }) : null]);
}

const seekers = {
  name: "seekers",
  title: "X: Seekers of Fortune",
  newVersion(board, ui) { ui.menu = null; ui.sel = null; ui.answer = null; },
  draw(board, ui, baseApi) {
    const v = board.view;
    const facts = v.table || {};
    if (v.cover || !facts.seats) return { main: [], choices: choiceButtons(board, baseApi, (c) => c.place !== "button"), side: [] };
    const { api, bar } = selectionApi(board, ui, baseApi);
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
    if (bar) choices.push(bar);
    // A table choice whose card is not on the table (or one the row does not draw) falls back to a button.
    const rowKinds = new Set(["heroic", "heroic-pick"]);
    choices.push(...choiceButtons(board, api, (c) => c.place === "select" ||
      (c.place === "table" && (rowKinds.has(c.kind) || (c.on !== undefined && drawn.has(c.on))))));
    const chain = chainPanel(facts);
    return { main, choices, side: [chain].filter(Boolean) };
  },
  fallback(root) {
    return root.querySelector(".xl-choices .xl-choice") || root.querySelector(".xl-cardface.has-choice, .xl-cardface.selectable");
  },
};

export default {
  render: (ctx) => {
    model = ctx.model;
    const off = mountBoard(ctx, seekers);
    if (!listening.has(ctx.model)) {
      listening.add(ctx.model);
      ctx.model.on("change:selection", () => ctx.model.set("board", { ...ctx.model.get("board") }) );
    }
    return off;
  },
};

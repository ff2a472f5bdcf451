// Each seeker's zones: the Adventure zone (at most three), the Active zone, the Archive counting toward five,
// the hand (Leads by type and ActionX cards; a rival's as counts), and what they are looking at.
import { el } from "../shared/dom.js";
import { pile } from "../shared/card.js";
import { adventureFace } from "./adventures.js";
import { actionxFace } from "./actionx.js";
import { leadHand } from "./leads.js";

function plural(n, word) { return `${n} ${word}${n === 1 ? "" : "s"}`; }

function zone(title, cls, children, label) {
  return el("div", { class: `xl-zone ${cls}`, role: "group", "aria-label": label || title }, [
    el("p", { class: "xl-zone-title", text: title }), el("div", { class: "xl-zone-cards" }, children)]);
}

// A meter: how far a count has come toward its target (Archive toward five, Breakthrough toward seven).
function meter(text, n, of, cls) {
  return el("div", { class: `xl-meter ${cls}`, role: "meter", "aria-valuemin": "0", "aria-valuemax": String(of),
    "aria-valuenow": String(n), "aria-label": text }, [
    el("span", { class: "xl-meter-text", text }),
    el("span", { class: "xl-meter-pips", "aria-hidden": "true" },
      Array.from({ length: of }, (_, i) => el("span", { class: i < n ? "pip on" : "pip" }))),
  ]);
}

function archiveZone(p, f) {
  const names = p.archive.filter((c) => c.kind === "adventure").map((c) => c.name);
  const ax = p.archive.filter((c) => c.kind === "actionx").length;
  const leads = p.archive.filter((c) => c.kind === "lead").length;
  const label = `${p.name}'s Archive: ${plural(f.archived, "Adventure")} of ${f.to_win}${names.length ? ` (${names.join(", ")})` : ""}; ${plural(ax, "ActionX card")}, ${plural(leads, "Lead")} under the Adventures`;
  const node = el("div", { class: "xl-archive", title: label }, [
    meter(`${f.archived} of ${f.to_win} Adventures archived`, f.archived, f.to_win, "archive"),
    names.length ? el("p", { class: "xl-archive-names", text: names.join(" · ") }) : null,
    ax ? el("p", { class: "xl-archive-ax", text: `and ${plural(ax, "ActionX card")}` }) : null,
  ]);
  node.setAttribute("aria-label", label);
  return node;
}

// ctx: { card(id) -> opts for a card's face (click, selectable, selected), withActionx, you, toAct, facts }
export function seatArea(p, f, ctx) {
  const mine = p.leads !== null && p.leads !== undefined;
  const you = p.seat === ctx.you;
  const head = el("header", { class: "xl-seat-head" }, [
    el("h4", { class: "xl-seat-name", text: `${p.name}${you ? " (you)" : ""}` }),
    p.seat === ctx.toAct ? el("span", { class: "xl-to-act", text: "to choose" }) : null,
    f.final ? el("span", { class: "xl-final-tag", text: "Final Adventure" }) : null,
    ctx.withActionx ? meter(`${f.breakthrough.count} of ${f.breakthrough.of} ActionX cards in play`, f.breakthrough.count,
      f.breakthrough.of, "breakthrough") : null,
    mine ? null : el("span", { class: "xl-hand-count", text: `${plural(p.lead_count, "Lead")}${ctx.withActionx ? `, ${plural(p.actionx_count, "ActionX card")}` : ""} in hand` }),
  ]);
  const covers = f.covers || {};
  const advs = zone(`Adventures (${p.adventures.length} of 3)`, "xl-adventures",
    p.adventures.length ? p.adventures.map((a) => adventureFace(a, { covers: covers[String(a.id)], withActionx: ctx.withActionx, ...ctx.card(a.id) }))
      : [el("p", { class: "xl-quiet", text: "No active Adventure." })], `${p.name}'s Adventure zone`);
  const active = ctx.withActionx ? zone("Active zone", "xl-active",
    p.active.length ? p.active.map((c) => actionxFace(c, { active: c, fresh: (f.entered_now || []).includes(c.id), ...ctx.card(c.id) }))
      : [el("p", { class: "xl-quiet", text: "Nothing in play." })], `${p.name}'s Active zone`) : null;
  const parts = [head, el("div", { class: "xl-seat-row" }, [advs, active, archiveZone(p, f)].filter(Boolean))];
  if (mine) {
    const hand = [leadHand(p.leads, f.lead_order, (l) => ctx.card(l.id))];
    if (ctx.withActionx) hand.push(el("div", { class: "xl-ax-hand" }, p.actionx.length
      ? p.actionx.map((c) => actionxFace(c, ctx.card(c.id))) : [el("p", { class: "xl-quiet", text: "No ActionX cards in hand." })]));
    parts.push(zone(`${you ? "Your" : `${p.name}'s`} hand: ${plural(p.lead_count, "Lead")}${ctx.withActionx ? `, ${plural(p.actionx_count, "ActionX card")}` : ""} (limit ${f.hand_limit} Leads)`,
      "xl-hand", hand, `${p.name}'s hand`));
    if (p.looking && p.looking.length) parts.push(lookingZone(p, ctx));
  } else if (p.looking_count) {
    const what = ctx.facts.draft ? `${p.name}'s pack: ${plural(p.looking_count, "card")}, face down to you.`
      : `${p.name} is looking at ${plural(p.looking_count, "card")}.`;
    parts.push(el("p", { class: "xl-quiet", text: what }));
  }
  return el("section", { class: `xl-seat${you ? " you" : " rival"}${p.seat === ctx.toAct ? " acting" : ""}`,
    "data-seat": p.seat, "aria-label": `${p.name}${you ? " (you)" : ""}` }, parts);
}

// Cards only the owner sees for a moment: Barter's two Adventures, Negotiate's three Leads, a Draft pack.
function lookingZone(p, ctx) {
  const draft = ctx.facts.draft;
  const title = draft ? `Your pack: round ${draft.round} of ${draft.rounds}, pick ${draft.pick} of ${draft.picks}; it then passes to ${draft.passes_to}` : "You are looking at";
  const cards = p.looking.map((c) => c.kind === "adventure" ? adventureFace(c, { withActionx: ctx.withActionx, ...ctx.card(c.id) })
    : c.kind === "actionx" ? actionxFace(c, ctx.card(c.id)) : ctx.leadFace(c));
  return zone(title, draft ? "xl-looking xl-pack" : "xl-looking", cards, title);
}

// The table between the seekers: the decks and discard piles, with the top discarded card named.
export function tablePiles(v) {
  const topLead = v.lead_discard.length ? v.lead_discard[v.lead_discard.length - 1] : null;
  const topAdv = v.adventure_discard.length ? v.adventure_discard[v.adventure_discard.length - 1] : null;
  const piles = [
    pile({ name: "Lead deck", count: v.lead_deck_count, key: "pile:lead-deck" }),
    pile({ name: topLead ? `Lead discard (top: ${topLead.type})` : "Lead discard", count: v.lead_discard.length, key: "pile:lead-discard" }),
    pile({ name: "Adventure deck", count: v.adventure_deck_count, key: "pile:adv-deck" }),
    pile({ name: topAdv ? `Adventure discard (top: ${topAdv.name})` : "Adventure discard", count: v.adventure_discard.length, key: "pile:adv-discard" }),
  ];
  if (v.actionx_deck_count !== null && v.actionx_deck_count !== undefined && v.mode !== "beginner") {
    piles.push(pile({ name: "ActionX deck", count: v.actionx_deck_count, key: "pile:ax-deck" }),
      pile({ name: "ActionX discard", count: (v.actionx_discard || []).length, key: "pile:ax-discard" }));
  }
  return el("div", { class: "xl-piles", role: "group", "aria-label": "Decks and discard piles" }, piles);
}

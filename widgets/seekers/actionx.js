// ActionX cards: the type (Feat, Site or Relic), the abilities, and the icons Bond, Delay, Leverage and Twist
// drawn as icons with their names. A card in play shows its Relic side, its Bonded Lead and whether it is turned.
import { el } from "../shared/dom.js";
import { cardFace } from "../shared/card.js";
import { leadFace } from "./leads.js";

export const ICONS = {
  bond: { symbol: "∞", name: "Bond", tip: "Bond: a Lead from the hand goes under this card as it enters play" },
  delay: { symbol: "◷", name: "Delay", tip: "Delay: not usable on the turn the card enters play" },
  leverage: { symbol: "↻", name: "Leverage", tip: "Leverage: turn the card sideways to use it, once until your next turn" },
  twist: { symbol: "⇄", name: "Twist", tip: "Twist: may be used during a rival's turn" },
};
const TYPE_MARK = {
  Feat: { letter: "F", shape: "circle", colour: "#b42318", title: "Feat" },
  Site: { letter: "S", shape: "square", colour: "#1a7f37", title: "Site" },
  Relic: { letter: "R", shape: "diamond", colour: "#8250df", title: "Relic" },
};
const ICON_PREFIX = /^((?:Bond|Delay|Leverage|Twist)(?:, (?:Bond|Delay|Leverage|Twist))*)[:.]\s*/;

export function icon(key) {
  const i = ICONS[key];
  return el("span", { class: `xl-icon icon-${key}`, title: i.tip }, [
    el("span", { class: "xl-icon-sym", "aria-hidden": "true", text: i.symbol }),
    el("span", { class: "xl-icon-name", text: i.name }),
  ]);
}

function abilityLine(ab, state) {
  const text = ab.text.replace(ICON_PREFIX, "");
  return el("div", { class: `xl-ability ${state || ""}`.trim() }, [
    el("p", { class: "xl-ability-head" }, [
      el("span", { class: "xl-ability-name", text: ab.name }),
      ...ab.icons.map(icon),
      state === "off" ? el("span", { class: "xl-ability-off", text: "(other side)" }) : null,
    ]),
    el("p", { class: "xl-ability-text", text }),
  ]);
}

function words(card, active) {
  const parts = [`${card.name}, ${card.type}`];
  if (card.bond) parts.push("with Bond");
  if (active && active.mode) parts.push(`in ${active.mode} mode`);
  if (active && active.bonded) parts.push(`bonded ${active.bonded} Lead under it`);
  if (active && active.leveraged) parts.push("turned sideways: its Leverage ability is used until your next turn");
  for (const ab of card.abilities) {
    if (active && active.mode && ab.name !== active.mode && (ab.name === "Noble" || ab.name === "Ruthless")) continue;
    parts.push(`${ab.name}${ab.icons.length ? ` (${ab.icons.map((k) => ICONS[k].name).join(", ")})` : ""}: ${ab.text.replace(ICON_PREFIX, "")}`);
  }
  return parts.join("; ");
}

// card: the view's ActionX card; active: the Active zone's extra facts (mode, bonded, bond_id, leveraged).
export function actionxFace(card, opts = {}) {
  const active = opts.active || null;
  const mode = active && active.mode;
  const lines = card.abilities.map((ab) => {
    const side = ab.name === "Noble" || ab.name === "Ruthless";
    return abilityLine(ab, side && mode ? (ab.name === mode ? "on" : "off") : "");
  });
  const badges = [];
  if (mode) badges.push({ text: mode === "Ruthless" ? "RUTHLESS · faces the rivals" : "NOBLE", title: `${mode} mode, chosen as it entered play` });
  if (active && active.leveraged) badges.push({ text: "↻ Turned sideways: Leverage used", title: "Turned sideways until the start of its owner's next turn" });
  if (opts.fresh) badges.push({ text: "Entered this turn", title: "Delay abilities wait until a later turn" });
  const face = cardFace({
    kind: "actionx", id: card.id, key: `ax:${card.id}`, mark: TYPE_MARK[card.type],
    cls: ["xl-actionx", `ax-${card.type.toLowerCase()}`, mode ? `mode-${mode.toLowerCase()}` : "",
      active && active.leveraged ? "leveraged" : "", opts.cls || ""].filter(Boolean).join(" "),
    title: card.name,
    subtitle: `${card.type}${card.level && card.level !== "Basic" ? ` · ${card.level}` : ""}`,
    label: opts.label || words(card, active), tooltip: words(card, active),
    children: [card.bond ? el("p", { class: "xl-card-icons" }, [icon("bond")]) : null, ...lines],
    badges, selectable: opts.selectable, selected: opts.selected, disabled: opts.disabled, onClick: opts.onClick,
  });
  if (!active || !active.bonded) return face;
  // A Bonded Lead lies under its card, peeking out below it.
  return el("div", { class: "xl-bonded-pair" }, [face,
    el("div", { class: "xl-bonded", title: `Bonded Lead: ${active.bonded}` }, [
      leadFace({ id: active.bond_id, type: active.bonded }, { cls: "under", label: `Bonded ${active.bonded} Lead under ${card.name}` }),
      el("span", { class: "xl-bonded-name", text: `Bonded: ${active.bonded}` }),
    ])]);
}

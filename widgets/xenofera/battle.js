// The battle panel: each side's face-down, unused and used Battle cards (the Decoy marked; the other side's
// face-down cards as backs), the Defender's exclusion with its chance of winning for each card (worked out in
// Python from what the Defender can see), the reveal and the two totals as worked sums, and the tie rule.
import { el, section } from "../shared/dom.js";
import { calcView } from "../shared/calc.js";
import { card, back } from "./cards.js";
import { tableCard } from "./pick.js";

const ORD = ["first", "second", "third"];

function fraction([n, d]) { return `${n} in ${d}`; }

function faceDown(board, api, p, role) {
  const v = board.view;
  const odds = (v.table && v.table.odds) || null;
  const exclusions = v.choices.filter((c) => c.kind === "b-exclude");
  const cards = [];
  for (let k = 0; k < p.face_down_count; k += 1) {
    const seen = p.face_down && p.face_down[k];
    const choice = role === "attacker" ? exclusions.find((c) => c.position === k) : null;
    const o = role === "attacker" && odds ? odds[k] : null;
    const chance = o ? `Decoy ${fraction(o.decoy)}; you win ${o.win_percent}%` : "";
    const label = choice ? `${choice.label}${chance ? ` (${chance})` : ""}` : null;
    const onClick = choice ? () => api.choose(choice.id) : null;
    const node = seen ? card(seen, { key: `fd:${p.seat}:${k}`, cls: `mini ${seen.decoy ? "decoy" : ""}`,
      badges: role === "attacker" ? [{ text: `${ORD[k]} laid` }] : [], onClick, label: label || undefined })
      : back(role === "attacker" ? ORD[k] : "?", label || `${p.name}'s ${role === "attacker" ? `${ORD[k]} ` : ""}face-down Battle card`,
        { key: `fd:${p.seat}:${k}`, onClick, cls: choice ? "xf-exclude" : "" });
    cards.push(el("div", { class: "xf-fd" }, [node, o ? el("p", { class: "xf-odds", "data-win": o.win_percent, text: chance }) : null]));
  }
  return cards;
}

function side(board, api, p, role) {
  const mine = Boolean(p.battle_unused);
  const unused = mine ? p.battle_unused.map((c) => tableCard(board, api, c, { cls: `mini battle ${c.decoy ? "decoy" : ""}` }))
    : p.battle_unused_count ? [back(String(p.battle_unused_count), `${p.name}'s unused Battle cards: ${p.battle_unused_count}`, { key: `bu:${p.seat}` })] : [];
  const used = p.battle_used.map((c) => card(c, { key: `bused:${c.id}`, cls: "mini battle used", dim: true }));
  return el("div", { class: `xf-side ${role}`, "data-seat": p.seat, role: "group", "aria-label": `${p.name}, ${role}` }, [
    el("p", { class: "xf-zone-name", "data-field": role, text: role === "own" ? (board.teacher || board.replay ? `${p.name}'s Battle cards` : "Your Battle cards")
      : `${role === "attacker" ? "Attacker" : "Defender"}: ${p.name}` }),
    p.face_down_count ? el("div", { class: "xf-row xf-facedown", "aria-label": "Face-down Battle cards" }, faceDown(board, api, p, role)) : null,
    el("p", { class: "xf-sub", text: "Unused" }), el("div", { class: "xf-row" }, unused),
    used.length ? el("p", { class: "xf-sub", text: "Used" }) : null, used.length ? el("div", { class: "xf-row" }, used) : null,
  ]);
}

function stageWords(board) {
  const v = board.view, b = v.battle;
  const name = (s) => v.players[s].name;
  if (b.stage === "defend") return `${name(b.defender)} lays two Battle cards face down (never the Decoy).`;
  if (b.stage === "attack") return `${name(b.attacker)} lays two Battle cards and the Decoy face down, in an order.`;
  return `${name(b.defender)} chooses one of the Attacker's three cards to exclude; then all are turned up.`;
}

export function battlePanel(board, api) {
  const v = board.view, b = v.battle;
  const last = v.table && v.table.last_battle;
  if (b) {
    const cause = b.why === "reaction" ? `${v.players[b.defender].name} answered with the Reaction ${b.subject.name}`
      : `${v.players[b.defender].name}'s cage is guarded by ${b.subject.name}`;
    const odds = v.table && v.table.odds;
    return section("Battle", "xf-battle", [
      el("p", { class: "xf-cause", text: `${cause}.` }),
      el("p", { class: "xf-stage", text: stageWords(board) }),
      odds ? el("p", { class: "xf-own", text: `Your two cards make ${odds[0].own_total}. Chances count every way the Attacker could have laid the cards you cannot see as equally likely; a tie goes to the Attacker.` }) : null,
      side(board, api, v.players[b.attacker], "attacker"),
      side(board, api, v.players[b.defender], "defender"),
    ]);
  }
  const name = (s) => v.players[s].name;
  const shown = board.teacher ? v.players[v.to_act ?? v.active] : null;  // the teacher sees the acting player's
  const me = shown && shown.battle_unused ? shown : v.players.find((p) => p.battle_unused);
  const any = me && (me.battle_unused.length || (me.battle_used || []).length);  // none before they are taken
  const mine = any ? side(board, api, me, "own") : null;
  if (!last) return mine ? section("Battle cards", "xf-battle idle", [mine]) : null;
  return section("Last battle", "xf-battle done", [
    el("p", { class: "xf-cause", text: `${name(last.attacker)} attacked, ${name(last.defender)} defended. ${last.decoy ? "The Defender excluded the Decoy." : "The Defender excluded a numbered card, returned unseen."}` }),
    el("div", { class: "xf-sums" }, last.calcs.map((c) => calcView(c))),
    el("p", { class: "xf-winner", text: `${name(last.winner)} won${last.tie ? ": the totals were equal, and a tie goes to the Attacker" : ""}.` }),
    mine,
  ]);
}

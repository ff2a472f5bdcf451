// The Turf War panel: both sides' worked Energy sums, the Boosts played, and the Diff.
import { el, section, none } from "../shared/dom.js";
import { calcView } from "../shared/calc.js";
import { shownEvents } from "../shared/events.js";

// The newest Turf War among the events shown; if the log no longer holds it, the last one the board keeps
// (view.table.last_turf_war), so the panel shows the last battle until the next one begins.
function lastWar(board, ui) {
  const shown = shownEvents(board.log, ui).flat();
  for (let i = shown.length - 1; i >= 0; i--) if (shown[i].kind === "turf-war") return { war: shown.slice(i), kept: false };
  const kept = (board.view.table && board.view.table.last_turf_war) || [];
  return kept.length ? { war: kept, kept: true } : null;
}

export function turfWarPanel(board, ui) {
  const last = lastWar(board, ui);
  const v = board.view, kids = [];
  if (v.turf_war) {
    kids.push(el("p", { class: "xl-tw-now", text: `In progress: ${v.turf_war.attacker.name} (invading) against ${v.turf_war.target.name} (defending), phase ${v.turf_war.phase}.` }));
    if (v.turf_war.calcs) kids.push(el("div", { class: "xl-tw-sides xl-tw-live" }, v.turf_war.calcs.map((c, i) => calcView(c, i ? "defending" : "invading"))));
  }
  if (last) {
    const war = last.war;
    if (last.kept) kids.push(el("p", { class: "xl-tw-last", text: "The last Turf War:" }));
    kids.push(el("p", { class: "xl-tw-head", text: war[0].text }));
    const played = war.filter((e) => e.kind === "boost");
    if (played.length) kids.push(el("ul", { class: "xl-tw-boosts", "aria-label": "Boosts played in this Turf War" },
      played.map((e) => el("li", { text: e.text }))));
    const verdict = war.find((e) => e.kind === "tw-winner" || e.kind === "tw-tie");
    if (verdict) {
      kids.push(el("div", { class: "xl-tw-sides xl-tw-final" }, verdict.calcs.map((c, i) => calcView(c, i ? "defending" : "invading"))));
      kids.push(el("p", { class: "xl-tw-verdict", text: verdict.text }));
    }
    const diff = war.find((e) => e.kind === "diff");
    if (diff) kids.push(...diff.calcs.map((c) => calcView(c, "diff")), el("p", { class: "xl-tw-diff", text: diff.text }));
  }
  const boosts = v.field.filter((f) => f.card.kind === "boost");
  if (boosts.length) kids.push(el("ul", { class: "xl-boosts", "aria-label": "Boosts in the field" },
    boosts.map((f) => el("li", { text: `${f.card.name} at (${f.x}, ${f.y})${!none(f.card.boost) ? `: +${f.card.boost}` : ""}` }))));
  if (!kids.length) kids.push(el("p", { class: "xl-quiet", text: "No Turf War yet." }));
  return section("Turf War", "xl-turf-war", kids);
}

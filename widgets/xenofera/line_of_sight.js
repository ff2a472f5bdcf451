// The Line of Sight: the creatures in view, each lit when the seat could capture it now, else saying why not;
// and the table's decks and discard piles beside it.
import { el } from "../shared/dom.js";
import { pile } from "../shared/card.js";
import { tableCard } from "./pick.js";

export function lineOfSight(board, api) {
  const v = board.view;
  const sight = (v.table && v.table.sight) || {};
  const capturing = v.choices.some((c) => c.kind === "capture");
  const cards = v.line_of_sight.map((x) => {
    const why = sight[String(x.id)];
    const lit = capturing && !why;
    const words = why ? `cannot be captured now: ${why.text}` : capturing ? "can be captured now" : "";
    const node = tableCard(board, api, x, { cls: lit ? "lit" : "", stateWords: words });
    return el("div", { class: `xf-sighted ${lit ? "lit" : "unlit"}` }, [node,
      capturing ? el("p", { class: `xf-why ${lit ? "ok" : ""}`, text: lit ? "Can be captured" : why.short, title: why ? why.text : null }) : null]);
  });
  const note = capturing ? null : el("p", { class: "xf-note", text: "Creatures are captured in the Capture Phase of your own turn." });
  return el("section", { class: "xf-sight", "aria-label": "Line of Sight" }, [
    el("div", { class: "xf-sight-head" }, [el("h4", { class: "xf-who", text: "Line of Sight" }), note]),
    el("div", { class: "xf-sight-body" }, [
      el("div", { class: "xf-row" }, cards),
      el("div", { class: "xf-piles" }, [
        pile({ name: "Xenofera deck", count: v.xenofera_deck_count, key: "pile:xeno" }),
        pile({ name: "Utility deck", count: v.utility_deck_count, key: "pile:util" }),
        pile({ name: "Utility discard", count: v.utility_discard.length, key: "pile:udisc" }),
        pile({ name: "Collection deck", count: v.collection_deck_count, key: "pile:coll" }),
      ]),
    ]),
  ]);
}

// The last round: what started it, who plays now, who still gets a turn.
export function lastRoundBanner(board) {
  const lr = board.view.table && board.view.table.last_round;
  if (!lr) return null;
  const still = lr.still.length ? `Still to play after this turn: ${lr.still.join(", ")}.` : "Nobody plays after this turn.";
  return el("div", { class: "xf-banner", role: "status", "aria-label": "Last round" }, [
    el("strong", { text: "Last round. " }),
    el("span", { text: `${lr.cause}. ${lr.now ? `Now playing: ${lr.now}. ` : ""}${board.view.over ? "" : still}` }),
    el("cite", { class: "xl-cite", text: lr.rule.cite, title: lr.rule.summary }),
  ]);
}

// The Thwart chain as a stack: the newest entry on top, each Thwart answering the entry below it; the window
// of who may answer now (a Thwart on a Feat, a Twist in a rival's turn); how the last chain resolved.
import { el, section } from "../shared/dom.js";

function cite(rule) {
  return rule ? el("cite", { class: "xl-cite", text: rule.section, title: rule.summary }) : null;
}

export function chainPanel(facts) {
  const chain = facts.chain || [];
  const win = facts.window;
  const outcome = facts.outcome || [];
  if (!chain.length && !win && !outcome.length) return null;
  const items = chain.map((e, i) => el("li", {
    class: `xl-chain-entry kind-${e.kind}${i === 0 ? " top" : ""}`, "data-depth": e.depth,
    "aria-label": `${i === 0 ? "Top of the chain" : `Below it (${e.depth})`}: ${e.text}`,
  }, [
    el("span", { class: "xl-chain-depth", "aria-hidden": "true", text: String(e.depth) }),
    el("span", { class: "xl-chain-text", text: e.text }),
    i === 0 && chain.length > 1 ? el("span", { class: "xl-chain-note", text: "answers the entry below" }) : null,
  ]));
  return section("Thwart chain", "xl-chain", [
    win ? el("p", { class: `xl-window kind-${win.kind}`, role: "status", "data-seat": win.seat }, [
      el("span", { text: win.text }), cite(win.rule)]) : null,
    chain.length ? el("ol", { class: "xl-chain-stack", "aria-label": "The chain, newest first" }, items) : null,
    !chain.length && outcome.length ? el("div", { class: "xl-outcome", role: "status" }, [
      el("p", { class: "xl-outcome-head", text: "How the chain resolved" }),
      ...outcome.map((t) => el("p", { class: "xl-outcome-line", text: t })),
    ]) : null,
  ]);
}

// The phase tracker: the rulebook's turn steps in order, the current one lit.
import { el } from "./dom.js";

export function phaseTracker(phases, current) {
  const items = phases.map((name, i) => el("li", {
    class: name === current ? "xl-phase current" : "xl-phase",
    "aria-current": name === current ? "step" : null,
  }, [el("span", { class: "xl-phase-n", text: `${i + 1}` }), el("span", { text: name })]));
  const off = !phases.includes(current);
  return el("nav", { class: "xl-phases", "aria-label": `Turn steps; now: ${current}` }, [
    el("ol", {}, items),
    off ? el("span", { class: "xl-phase current extra", text: current }) : null,
  ]);
}

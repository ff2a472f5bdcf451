// The event log: each step's events with the rule each one cites, revealed one at a time or all at once,
// the stepper that reveals them, and the latest worked sum.
import { el, button, section } from "./dom.js";
import { calcView } from "./calc.js";

// A rule cited by its rulebook heading (and ruling id); the ruling's own sentence is its tooltip and one click
// away (and one Enter, where `focusable`: not in the log, whose many citations would flood the Tab order).
export function citeView(rule, { focusable = true } = {}) {
  if (!rule) return null;
  const tip = rule.ruling_text || rule.summary || null;
  if (!rule.ruling_text) return el("cite", { class: "xl-cite", text: rule.cite, title: tip });
  const text = el("span", { class: "xl-ruling-text", text: rule.ruling_text, hidden: true });
  const toggle = () => { text.hidden = !text.hidden; cite.setAttribute("aria-expanded", String(!text.hidden)); };
  const cite = el("cite", { class: "xl-cite has-ruling", text: rule.cite, title: tip, tabindex: focusable ? "0" : null,
    role: focusable ? "button" : null,
    "aria-expanded": focusable ? "false" : null, "aria-label": focusable ? `${rule.cite}: show the ruling` : null,
    on: { click: (e) => { e.stopPropagation(); toggle(); },
      keydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); toggle(); } } } });
  return el("span", { class: "xl-cite-wrap" }, [cite, text]);
}

export function eventItem(ev) {
  return el("li", { class: `xl-event kind-${ev.kind}`, "data-kind": ev.kind }, [
    el("p", { class: "xl-event-text", text: ev.text }),
    citeView(ev.rule, { focusable: false }),
    ev.calcs.length ? el("div", { class: "xl-calcs" }, ev.calcs.map((c) => calcView(c))) : null,
  ]);
}

// How many events of each step are shown: older steps in full, the newest as far as revealed.
export function shownEvents(log, ui) {
  return log.map((batch) => {
    const n = ui.revealed[batch.n];
    return n === undefined ? batch.events : batch.events.slice(0, n);
  });
}

export function revealNewest(log, ui, first) {
  const newest = log[log.length - 1];
  if (!newest || ui.revealed[newest.n] !== undefined) return;
  for (const b of log) if (b !== newest && ui.revealed[b.n] !== undefined && ui.revealed[b.n] < b.events.length) ui.revealed[b.n] = b.events.length;
  ui.revealed[newest.n] = first || !ui.stepwise ? newest.events.length : Math.min(1, newest.events.length);
}

// How many events of the newest step are still to be revealed.
export function hiddenCount(log, ui) {
  const newest = log[log.length - 1];
  return newest ? newest.events.length - (ui.revealed[newest.n] ?? newest.events.length) : 0;
}

export function revealOne(log, ui) {
  const newest = log[log.length - 1];
  if (newest && hiddenCount(log, ui) > 0) ui.revealed[newest.n] += 1;
}

export function revealAll(log, ui) {
  const newest = log[log.length - 1];
  if (newest) ui.revealed[newest.n] = newest.events.length;
}

// Next step / Show all: one pair per board (drawn in the choices panel while a step is being revealed).
export function stepper(log, ui, rerender) {
  const left = hiddenCount(log, ui);
  return el("div", { class: "xl-stepper", role: "group", "aria-label": "Reveal the events of the last choice" }, [
    button("Next step", { key: "next-step", label: `Next step (${left} more event${left === 1 ? "" : "s"})`,
      disabled: left === 0, cls: "xl-next",
      onClick: () => { if (left > 0) { revealOne(log, ui); rerender(); } } }),
    button("Show all", { key: "show-all", label: "Show all events of the last choice", disabled: left === 0,
      onClick: () => { if (left > 0) { revealAll(log, ui); rerender(); } } }),
    el("span", { class: "xl-left", text: left ? `${left} more to show` : "all shown" }),
  ]);
}

function stepHead(batch, playerName) {
  if (batch.choice === null || batch.choice === undefined) return "Setting up";
  const by = batch.by === null || batch.by === undefined ? "" : `${playerName(batch.by)}${batch.bot ? " (bot)" : ""}: `;
  return `${by}${batch.choice}`;
}

// The log, newest first; a step with nothing shown yet has no heading of its own.
export function eventLog(log, ui, rerender, playerName, { withStepper = true } = {}) {
  const shown = shownEvents(log, ui);
  const steps = log.map((batch, i) => (shown[i].length || batch.choice ? el("li", { class: "xl-step", "data-n": batch.n }, [
    el("p", { class: "xl-step-head", text: stepHead(batch, playerName) }),
    shown[i].length ? el("ol", { class: "xl-events" }, shown[i].map(eventItem)) : null,
  ]) : null)).filter(Boolean).reverse();
  const toggle = el("label", { class: "xl-toggle" }, [
    el("input", { type: "checkbox", "data-key": "stepwise", checked: ui.stepwise,
      "aria-label": "Reveal new events one at a time",
      on: { change: (e) => { ui.stepwise = e.target.checked; rerender(); } } }),
    " one at a time",
  ]);
  const head = el("summary", { class: "xl-log-head", "aria-label": "What happened (newest first)", text: "What happened (newest first)" });
  return el("details", { class: "xl-section xl-log", open: ui.logOpen, "data-key": "log",
    on: { toggle: (e) => { ui.logOpen = e.target.open; } } }, [
    head,
    el("div", { class: "xl-log-tools" }, [withStepper ? stepper(log, ui, rerender) : null, toggle]),
    steps.length ? el("ol", { class: "xl-steps", "aria-live": "polite" }, steps)
      : el("p", { class: "xl-quiet", text: "Nothing has happened yet." }),
  ]);
}

// The newest worked sum among the events shown (a battle's two sides are shown together, once); null when the
// table itself shows it (`shownByTable(event)`, e.g. Xeko's Turf War panel).
export function latestSum(log, ui, shownByTable = () => false) {
  const shown = shownEvents(log, ui);
  for (let i = shown.length - 1; i >= 0; i--) {
    for (let j = shown[i].length - 1; j >= 0; j--) {
      const ev = shown[i][j];
      if (ev.calcs && ev.calcs.length) {
        if (shownByTable(ev)) return null;
        return section("Latest sum", "xl-latest xl-sums", [
          el("p", { class: "xl-sum-head", text: ev.text }),
          ...ev.calcs.slice(0, 3).map((c) => calcView(c)),
          citeView(ev.rule),
        ]);
      }
    }
  }
  return null;
}

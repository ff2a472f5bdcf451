// The event log: each step's events with the rule each one cites, revealed one at a time or all at once.
import { el, button, section } from "./dom.js";
import { calcView } from "./calc.js";

export function eventItem(ev) {
  return el("li", { class: `xl-event kind-${ev.kind}`, "data-kind": ev.kind }, [
    el("p", { class: "xl-event-text", text: ev.text }),
    el("cite", { class: "xl-cite", text: ev.rule.cite, title: ev.rule.summary }),
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

export function eventLog(log, ui, rerender, playerName) {
  const shown = shownEvents(log, ui);
  const newest = log[log.length - 1];
  const left = newest ? newest.events.length - (ui.revealed[newest.n] ?? newest.events.length) : 0;
  const steps = log.map((batch, i) => {
    const who = batch.by === null || batch.by === undefined ? "" : `${playerName(batch.by)}${batch.bot ? " (bot)" : ""}: `;
    const head = batch.choice === null ? "Setting up" : `${who}${batch.choice}`;
    return el("li", { class: "xl-step", "data-n": batch.n }, [
      el("p", { class: "xl-step-head", text: head }),
      el("ol", { class: "xl-events" }, shown[i].map(eventItem)),
    ]);
  }).reverse();
  const controls = el("div", { class: "xl-stepper", role: "group", "aria-label": "Reveal the events of the last choice" }, [
    button("Next step", { key: "next-step", label: `Next step (${left} more event${left === 1 ? "" : "s"})`,
      disabled: left === 0, cls: "xl-next",
      onClick: () => { if (left > 0) { ui.revealed[newest.n] += 1; rerender(); } } }),
    button("Show all", { key: "show-all", label: "Show all events of the last choice", disabled: left === 0,
      onClick: () => { if (newest) { ui.revealed[newest.n] = newest.events.length; rerender(); } } }),
    el("label", { class: "xl-toggle" }, [
      el("input", { type: "checkbox", "data-key": "stepwise", checked: ui.stepwise,
        "aria-label": "Reveal new events one at a time",
        on: { change: (e) => { ui.stepwise = e.target.checked; rerender(); } } }),
      " one at a time",
    ]),
    el("span", { class: "xl-left", text: left ? `${left} more to show` : "all shown" }),
  ]);
  return section("What happened (newest first)", "xl-log", [controls,
    el("ol", { class: "xl-steps", "aria-live": "polite" }, steps)]);
}

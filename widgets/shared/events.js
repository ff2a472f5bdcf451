// The event log: each step's events with the rule each one cites; the playback of the newest step's events over
// the table (one at a time at the board's pace, each lighting what it touches, or all at once with Skip); the
// latest worked sum.
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

// Playback: ui.played[n] is how many events of step n have had their time; one more is shown (and lit) while
// the step plays. Older steps, and every step on the board's first drawing, are shown whole.
export function shownEvents(log, ui) {
  return log.map((batch) => {
    const n = ui.played[batch.n];
    return n === undefined ? batch.events : batch.events.slice(0, n + 1);
  });
}

// A step not seen before starts playing (unless it is the first drawing); older steps are finished.
export function startNewest(log, ui, first) {
  const newest = log[log.length - 1];
  if (!newest || ui.played[newest.n] !== undefined) return;
  for (const b of log) if (b !== newest) ui.played[b.n] = b.events.length;
  ui.played[newest.n] = first || ui.rush ? newest.events.length : 0;
}

// How many events of the newest step have still to play (0: the step has played, the choices show).
export function hiddenCount(log, ui) {
  const newest = log[log.length - 1];
  return newest ? newest.events.length - (ui.played[newest.n] ?? newest.events.length) : 0;
}

export function playOne(log, ui) {
  const newest = log[log.length - 1];
  if (newest && hiddenCount(log, ui) > 0) ui.played[newest.n] += 1;
}

export function playAll(log, ui) {
  const newest = log[log.length - 1];
  if (newest) ui.played[newest.n] = newest.events.length;
}

// The event playing now (null once the newest step has played): the table lights what it touches.
export function playingEvent(log, ui) {
  const newest = log[log.length - 1];
  return newest && hiddenCount(log, ui) > 0 ? newest.events[ui.played[newest.n]] : null;
}

// Light on the table the cards and spots an event touches (its data names them; Python decides which).
export function lightEvent(root, ev) {
  for (const old of root.querySelectorAll(".xl-touched")) old.classList.remove("xl-touched");
  if (!ev || !ev.data) return;
  const marks = [];
  for (const id of ev.data.cards || []) marks.push(...root.querySelectorAll(`.xl-play [data-card="${CSS.escape(String(id))}"]`));
  for (const spot of ev.data.spots || (ev.data.spot ? [ev.data.spot] : [])) {
    if (Array.isArray(spot)) marks.push(...root.querySelectorAll(`.xl-play [data-x="${spot[0]}"][data-y="${spot[1]}"]`));
  }
  for (const m of marks) m.classList.add("xl-touched");
}

function stepHead(batch, playerName) {
  if (batch.choice === null || batch.choice === undefined) return "Setting up";
  const by = batch.by === null || batch.by === undefined ? "" : `${playerName(batch.by)}${batch.bot ? " (bot)" : ""}: `;
  return `${by}${batch.choice}`;
}

// The log, newest first; a step with nothing shown yet has no heading of its own.
export function eventLog(log, ui, rerender, playerName) {
  const shown = shownEvents(log, ui);
  const steps = log.map((batch, i) => (shown[i].length || batch.choice ? el("li", { class: "xl-step", "data-n": batch.n }, [
    el("p", { class: "xl-step-head", text: stepHead(batch, playerName) }),
    shown[i].length ? el("ol", { class: "xl-events" }, shown[i].map(eventItem)) : null,
  ]) : null)).filter(Boolean).reverse();
  const head = el("summary", { class: "xl-log-head", "aria-label": "What happened (newest first)", text: "What happened (newest first)" });
  return el("details", { class: "xl-section xl-log", open: ui.logOpen, "data-key": "log",
    on: { toggle: (e) => { ui.logOpen = e.target.open; } } }, [
    head,
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

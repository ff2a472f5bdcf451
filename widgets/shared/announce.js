// The board's one live region: kept beside the board (outside what a redraw rebuilds), it reads after each
// choice a sentence per event (the log's words, the worked totals) and whose choice is next; quiet otherwise.
import { el } from "./dom.js";

export function announcer(host) {
  // styled inline (read, not shown): it sits outside .xl-board, where the board's style sheet does not reach
  const node = el("div", { class: "xl-live xl-sr-only", role: "status", "aria-live": "polite", "aria-atomic": "true",
    style: { position: "absolute", width: "1px", height: "1px", padding: "0", margin: "-1px", overflow: "hidden",
      clip: "rect(0 0 0 0)", whiteSpace: "nowrap", border: "0" } });
  host.append(node);
  return { node, last: null };
}

function sumWords(calc) {
  const terms = calc.terms.map((t) => `${t.label} ${t.value}`).join(", ");
  return `${calc.title}: ${terms}; total ${calc.total}.`;
}

function sentence(text) {
  const t = String(text || "").trim();
  return !t || /[.!?]$/.test(t) ? t : `${t}.`;
}

// What to read for one step: its choice, then every event (or, for "outcome", only its last event and the
// sums), then whose choice is next.
export function stepWords(batch, next, read, playerName) {
  if (read === "nothing") return "";
  const by = batch.by === null || batch.by === undefined ? "" : `${playerName(batch.by)}${batch.bot ? " (bot)" : ""}: `;
  const parts = batch.choice ? [sentence(`${by}${batch.choice}`)] : [];
  const events = batch.events || [];
  const chosen = read === "outcome" ? events.filter((ev, i) => i === events.length - 1 || (ev.calcs && ev.calcs.length)) : events;
  for (const ev of chosen) {
    parts.push(sentence(ev.text));
    for (const c of ev.calcs || []) parts.push(sumWords(c));
  }
  parts.push(next);
  return parts.filter(Boolean).join(" ");
}

// After a redraw: read the newest step once (never on the first drawing, never while only selecting).
export function announce(live, board, read, next, playerName) {
  const newest = board.log && board.log[board.log.length - 1];
  const key = newest ? `${board.version}:${newest.n}` : `${board.version}`;
  if (live.last === null) { live.last = key; return; }
  if (key === live.last) return;
  live.last = key;
  if (!newest || read === "nothing") { live.node.textContent = ""; return; }
  live.node.textContent = stepWords(newest, next, read, playerName);
}

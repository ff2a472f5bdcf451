// The learner's access settings: text size (normal, large, projector) and how much is read after a choice;
// kept in the browser's storage, so every board follows them.
import { el } from "./dom.js";

const STORE = "xlearn-access";
export const SIZES = [["normal", "Normal"], ["large", "Large"], ["projector", "Projector"]];
export const READS = [["everything", "Everything"], ["outcome", "Outcome only"], ["nothing", "Nothing"]];

export function loadSettings() {
  let saved = {};
  try { saved = JSON.parse(window.localStorage.getItem(STORE) || "{}") || {}; } catch (e) { saved = {}; }
  const size = SIZES.some(([v]) => v === saved.size) ? saved.size : "normal";
  const read = READS.some(([v]) => v === saved.read) ? saved.read : "everything";
  return { size, read };
}

function save(settings) {
  try { window.localStorage.setItem(STORE, JSON.stringify(settings)); } catch (e) { /* storage off: keep in memory */ }
}

export function applySize(root, settings) {
  for (const [v] of SIZES) root.classList.toggle(`xl-size-${v}`, settings.size === v);
}

function picker(label, key, options, value, onChange) {
  return el("label", { class: "xl-setting" }, [
    `${label} `,
    el("select", { "data-key": key, on: { change: (e) => onChange(e.target.value) } },
      options.map(([v, text]) => el("option", { value: v, selected: v === value, text }))),
  ]);
}

// The settings row drawn in the board's header (the values live in `settings`, so a redraw keeps them).
export function settingsView(root, settings, rerender) {
  const set = (k) => (v) => { settings[k] = v; save(settings); applySize(root, settings); rerender(); };
  return el("div", { class: "xl-settings", role: "group", "aria-label": "Display and reading settings" }, [
    picker("Text size", "set-size", SIZES, settings.size, set("size")),
    picker("Read after a choice", "set-read", READS, settings.read, set("read")),
  ]);
}

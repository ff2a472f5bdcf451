// Projector mode: the board drawn large for the front of a room, and every step played from the keyboard
// (Space or → the next step, ← back, ↑ ↓ between the choices, Enter to choose, T the teacher view).
import { el } from "./dom.js";

// the next step: show the events now playing all at once, else the lesson's Next, the replay's Forward, the bots' turn
const NEXT = ["skip", "lesson-next", "next-step", "replay-forward", "bot-play", "bot"];
const BACK = ["replay-back"];

function enabled(root, key) {
  const b = root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  return b && b.getAttribute("aria-disabled") !== "true" ? b : null;
}

function choices(root) {
  return [...root.querySelectorAll(".xl-side .xl-choices button, .xl-play button")]
    .filter((b) => b.getAttribute("aria-disabled") !== "true" && b.offsetParent !== null);
}

// What a key does on a board in projector mode; true if the key was the board's.
export function projectorKey(root, e) {
  if (!root.classList.contains("xl-projector") || e.altKey || e.ctrlKey || e.metaKey) return false;
  const typing = e.target && /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName);
  if (typing) return false;
  const press = (keys) => { const b = keys.map((k) => enabled(root, k)).find(Boolean); if (b) { b.click(); } return Boolean(b); };
  if (e.key === " " || e.key === "ArrowRight") {
    if (e.key === " " && e.target && e.target.tagName === "BUTTON" && root.contains(e.target)) return false;  // Space presses a focused button
    return press(NEXT) || true;
  }
  if (e.key === "ArrowLeft") return press(BACK) || true;
  if (e.key === "ArrowDown" || e.key === "ArrowUp") {
    const all = choices(root);
    if (!all.length) return true;
    const at = all.indexOf(document.activeElement);
    const next = at < 0 ? 0 : (at + (e.key === "ArrowDown" ? 1 : all.length - 1)) % all.length;
    all[next].focus();
    return true;
  }
  if (e.key === "t" || e.key === "T") return press(["teacher"]) || true;
  return false;
}

// Keys pressed while nothing on a board has the focus (a projected page) go to the first projector board.
export function listenOnPage() {
  if (window.__xlProjectorKeys) return;
  window.__xlProjectorKeys = true;
  document.addEventListener("keydown", (e) => {
    if (e.target && e.target.closest && e.target.closest(".xl-board")) return;
    const root = document.querySelector(".xl-board.xl-projector");
    if (root && projectorKey(root, e)) e.preventDefault();
  });
}

export function keyLegend(projector) {
  if (!projector) return null;
  return el("p", { class: "xl-keys", "aria-label": "Keys" },
    projector.keys.map(([k, what]) => el("span", {}, [el("kbd", { text: k }), ` ${what}`])));
}

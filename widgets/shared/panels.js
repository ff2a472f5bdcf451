// The notice (refusals and why-not answers), the controls (undo, redo, view switch, hint), the coach's hint,
// the score, a lesson's task.
import { el, button, section } from "./dom.js";
import { calcView } from "./calc.js";
import { citeView } from "./events.js";

export function noticeView(notice, version) {
  const live = notice && notice.seq && notice.version === version && notice.text;
  return el("div", { class: `xl-notice ${live ? notice.kind : "empty"}`, role: "status", "aria-live": "polite",
    tabindex: "-1", "data-key": "notice" }, live ? [
    el("p", { class: "xl-notice-text", text: notice.text }),
    citeView(notice.rule),
  ] : []);
}

export function controls(board, send) {
  return el("div", { class: "xl-controls", role: "group", "aria-label": "Board controls" }, [
    button("Undo", { key: "undo", label: "Undo my last choice", onClick: () => send({ type: "undo" }) }),
    button("Redo", { key: "redo", label: "Redo the choice undone", onClick: () => send({ type: "redo" }) }),
    board.hints === false ? null : button("Hint", { key: "hint", label: "Hint: ask the coach for the best choices", onClick: () => send({ type: "hint" }) }),
    board.allow_teacher === false ? null : button(board.teacher ? "Teacher view: on" : "Teacher view: off", {
      key: "teacher", label: "Teacher view (see every card)", pressed: board.teacher,
      onClick: () => send({ type: "teacher", on: !board.teacher }) }),
  ]);
}

export function scoreView(result, playerName) {
  if (!result) return null;
  const winners = new Set(result.winners);
  const cards = Object.entries(result.scores).map(([seat, calc]) => el("div", {
    class: winners.has(Number(seat)) ? "xl-score winner" : "xl-score", "data-seat": seat,
  }, [el("p", { class: "xl-score-who", text: `${playerName(Number(seat))}${winners.has(Number(seat)) ? " (wins)" : ""}` }),
    calcView(calc)]));
  return section("Final score", "xl-result", [
    el("p", { class: "xl-reason", text: result.reason }),
    citeView(result.rule),
    el("div", { class: "xl-scores" }, cards),
  ]);
}

// A lesson's task: the question, an answer box, and the engine's feedback with the rule it cites.
export function taskView(task, ui, send) {
  if (!task || !task.question) return null;
  const input = el("input", { type: "text", class: "xl-answer", "data-key": "task-answer",
    "aria-label": `Your answer (${task.hint})`, placeholder: task.hint, value: ui.answer || "" });
  input.addEventListener("input", () => { ui.answer = input.value; });
  const submit = () => send({ type: "answer", text: input.value });
  input.addEventListener("keydown", (e) => { if (e.key === "Enter") submit(); });
  const fb = task.feedback;
  const verdict = fb ? (fb.correct ? (fb.shown ? "Here is how it works out:" : "Right!") : fb.unreadable ? "" : "Not quite.") : "";
  return el("section", { class: "xl-section xl-task", "aria-label": "Task" }, [
    el("h4", { class: "xl-h", text: "Task" }),
    el("p", { class: "xl-question", text: task.question }),
    input,
    button("Check answer", { key: "task-check", cls: "xl-check", label: "Check answer", onClick: submit }),
    fb && fb.correct ? null : button("Show me", { key: "task-show", cls: "xl-show", label: "Show me the worked answer",
      onClick: () => send({ type: "answer", show: true }) }),
    el("div", { class: `xl-feedback ${fb ? (fb.correct ? "right" : "wrong") : "empty"}`, role: "status",
      "aria-live": "polite" }, fb ? [
      el("p", { class: "xl-feedback-text", text: fb.correct ? verdict : `${verdict} ${fb.message}`.trim() }),
      fb.correct && fb.worked ? el("p", { class: "xl-worked", text: fb.worked }) : null,
      fb.cite ? el("cite", { class: "xl-cite", text: fb.cite }) : null,
    ].filter(Boolean) : []),
  ]);
}

// The coach's suggestions for the choice on the board now: each with what it does and why (one rule cited), how
// many of 100 games played on from here it won, and a button; "thinking" while the search is still improving.
export function hintView(hint, board, choose) {
  if (!hint || !hint.seq || hint.version !== board.version || !hint.items) return null;
  const items = hint.items.map((tip, k) => el("li", { class: "xl-hint-item" }, [
    el("p", { class: "xl-hint-label", text: tip.title || tip.label }),
    el("p", { class: "xl-hint-why", text: tip.why }),
    tip.rule ? el("cite", { class: "xl-cite xl-hint-rule", text: tip.rule }) : null,
    el("p", { class: "xl-hint-rate", text: tip.strength }),
    tip.id === null || tip.id === undefined ? null : button(tip.steps && tip.steps.length > 1 ? `Play “${tip.label}”` : "Play this", {
      key: `hint-play:${k}`, cls: "xl-hint-play", label: `Play the coach's suggestion ${k + 1}: ${tip.label}`,
      onClick: () => choose(tip.id) }),
  ].filter(Boolean)));
  const thinking = hint.thinking
    ? el("p", { class: "xl-hint-thinking", role: "status",
      text: hint.items.length ? "Still thinking: the coach is looking further, and this list may change."
        : "The coach is thinking…" })
    : null;
  return el("section", { class: "xl-section xl-hint", "aria-label": "Coach's hint", "aria-live": "polite",
    "aria-busy": hint.thinking ? "true" : "false", "data-key": "hint-panel", tabindex: "-1" }, [
    el("h4", { class: "xl-h", text: "Coach's hint" }),
    thinking,
    items.length ? el("ol", { class: "xl-hint-list" }, items) : null,
  ].filter(Boolean));
}

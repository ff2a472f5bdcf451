// The notice (refusals and why-not answers), the controls (undo, redo, view switch, opponent's move), the score.
import { el, button, section } from "./dom.js";
import { calcView } from "./calc.js";

export function noticeView(notice, version) {
  const live = notice && notice.seq && notice.version === version && notice.text;
  return el("div", { class: `xl-notice ${live ? notice.kind : "empty"}`, role: "status", "aria-live": "polite",
    tabindex: "-1", "data-key": "notice" }, live ? [
    el("p", { class: "xl-notice-text", text: notice.text }),
    notice.rule ? el("cite", { class: "xl-cite", text: notice.rule.cite, title: notice.rule.summary }) : null,
  ] : []);
}

export function controls(board, send) {
  return el("div", { class: "xl-controls", role: "group", "aria-label": "Board controls" }, [
    button("Undo", { key: "undo", label: "Undo my last choice", onClick: () => send({ type: "undo" }) }),
    button("Redo", { key: "redo", label: "Redo the choice undone", onClick: () => send({ type: "redo" }) }),
    button(board.teacher ? "Teacher view: on" : "Teacher view: off", {
      key: "teacher", label: "Teacher view (see every card)", pressed: board.teacher,
      onClick: () => send({ type: "teacher", on: !board.teacher }) }),
  ]);
}

export function botButton(board, name, send) {
  if (!board.bot_to_act) return null;
  return button(`${name}'s move`, { key: "bot", cls: "xl-bot", label: `Let ${name} (a bot) make its move`,
    onClick: () => send({ type: "bot", version: board.version }) });
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
    el("cite", { class: "xl-cite", text: result.rule.cite, title: result.rule.summary }),
    el("div", { class: "xl-scores" }, cards),
  ]);
}

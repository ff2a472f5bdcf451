// The frame every board shares: layout, sending choices with the view's version, re-rendering, keeping focus.
import { el, button, section } from "./dom.js";
import { phaseTracker } from "./phases.js";
import { eventLog, revealNewest } from "./events.js";
import { noticeView, controls, botButton, scoreView, taskView, hintView } from "./panels.js";
import { lessonView, rulesMetView } from "./lesson.js";

export function playerName(board, seat) {
  const p = board.view.players && board.view.players[seat];
  return p ? p.name : `Seat ${seat}`;
}

function statusLine(board) {
  const v = board.view;
  if (v.over) return "Game over";
  const who = v.to_act === board.seat ? "your choice" : `${playerName(board, v.to_act)} to choose`;
  const turn = v.turn !== undefined ? `Turn ${v.turn} · ` : "";
  return `${turn}${who} · ${v.phase}`;
}

// Offered choices that are not placed on the board by the game itself become plain buttons.
export function choiceButtons(board, api, skip = () => false) {
  return board.view.choices.filter((c) => !skip(c)).map((c) => button(c.label, {
    key: `choice:${c.label}`, cls: "xl-choice", label: c.label, onClick: () => api.choose(c.id) }));
}

export function mountBoard({ model, el: host }, game) {
  const ui = { revealed: {}, stepwise: true, first: true, picked: null, version: null };
  const root = el("div", { class: `xl-board xl-${game.name}`, role: "region", lang: "en" });
  const noticeSlot = el("div", { class: "xl-notice-slot" });
  const taskSlot = el("div", { class: "xl-task-slot" });
  // ----- lesson guide (widgets/shared/lesson.js): the `lesson` trait, drawn atop the side column -----
  const lessonSlot = el("div", { class: "xl-lesson-slot" });
  const renderLesson = () => {
    const active = document.activeElement;
    const key = active && lessonSlot.contains(active) ? active.dataset.key : null;
    const view = lessonView(model.get("lesson"), send);
    const rules = rulesMetView(model.get("rules_met"));
    const open = lessonSlot.querySelector(".xl-rules-met[open]");
    if (rules && open) rules.setAttribute("open", "");
    lessonSlot.replaceChildren(...[view, rules].filter(Boolean));
    const again = key && lessonSlot.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (again) again.focus(); else if (key && view) view.focus();
  };
  model.on("change:lesson", renderLesson);
  model.on("change:rules_met", renderLesson);
  host.append(root);
  const send = (msg) => model.send(msg);
  // Keys typed on the board are the board's: keep JupyterLab's notebook shortcuts from acting on them.
  root.addEventListener("keydown", (e) => e.stopPropagation());

  const renderNotice = () => {
    const board = model.get("board");
    if (board && board.version !== undefined) noticeSlot.replaceChildren(noticeView(model.get("notice"), board.version));
  };

  const renderTask = () => {
    const active = document.activeElement;
    const key = active && taskSlot.contains(active) ? active.dataset.key : null;
    const view = taskView(model.get("task"), ui, send);
    taskSlot.replaceChildren(...(view ? [view] : []));
    const again = key && taskSlot.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (again) again.focus();
  };

  const render = () => {
    const board = model.get("board");
    if (!board || !board.view) return;
    const active = document.activeElement;
    const key = active && root.contains(active) ? active.dataset.key : null;
    if (ui.version !== board.version) {
      if (game.newVersion) game.newVersion(board, ui);
      ui.version = board.version;
    }
    revealNewest(board.log, ui, ui.first);
    ui.first = false;
    const name = (seat) => playerName(board, seat);
    const api = {
      send, rerender: render, name,
      choose: (id) => send({ type: "choose", id, version: board.version }),
      why: (msg) => send({ type: "why", version: board.version, ...msg }),
    };
    const drawn = game.draw(board, ui, api);
    const you = board.teacher ? "teacher view" : `you are ${name(board.seat)}`;
    root.setAttribute("aria-label", `${game.title} board, ${you}`);
    root.dataset.version = board.version;
    root.classList.toggle("xl-present", Boolean(board.present));
    root.dataset.over = String(Boolean(board.view.over));
    const newest = board.log[board.log.length - 1];
    const hidden = newest ? newest.events.length - (ui.revealed[newest.n] ?? newest.events.length) : 0;
    root.replaceChildren(...[
      el("header", { class: "xl-head" }, [
        el("h3", { class: "xl-title", text: `${game.title} — ${you}` }),
        el("p", { class: "xl-status", "data-key": "status", tabindex: "-1", text: statusLine(board) }),
        phaseTracker(board.phases, board.view.phase),
      ]),
      el("div", { class: "xl-body" }, [
        el("div", { class: "xl-play" }, drawn.main),
        el("div", { class: "xl-side" }, [
          lessonSlot,
          section("Your choices", "xl-choices", [
            botButton(board, board.view.to_act === null ? "" : name(board.view.to_act), send),
            ...drawn.choices,
            board.view.choices.length || board.bot_to_act ? null
              : el("p", { class: "xl-wait", text: board.view.over ? "The game is over." : "Nothing to choose on this board now." }),
          ]),
          noticeSlot,
          hintView(model.get("hint"), board, api.choose),
          taskSlot,
          ...(drawn.side || []),
          controls(board, send),
        ]),
      ]),
      hidden ? (board.view.over ? el("p", { class: "xl-wait", text: "The game has ended: reveal the remaining events to see the final score." }) : null)
        : scoreView(board.view.result, name),
      eventLog(board.log, ui, render, name),
    ].filter(Boolean));
    renderNotice();
    const again = key && root.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (again) again.focus();
    else if (key) (game.fallback && game.fallback(root) || root.querySelector(".xl-choice, .xl-bot") ||
      root.querySelector('[data-key="status"]')).focus();
  };

  model.on("change:board", render);
  model.on("change:notice", renderNotice);
  model.on("change:task", renderTask);
  model.on("change:hint", render);
  render();
  renderTask();
  renderLesson();
  return () => {
    model.off("change:lesson", renderLesson); model.off("change:rules_met", renderLesson);
    model.off("change:board", render); model.off("change:notice", renderNotice); model.off("change:task", renderTask);
    model.off("change:hint", render);
  };
}

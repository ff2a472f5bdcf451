// The frame every board shares: layout, sending choices with the view's version, re-rendering, keeping focus;
// the selection bar, the pace bar (events playing over the table, the bots' moves), the hot-seat cover.
import { el, button, section } from "./dom.js";
import { phaseTracker } from "./phases.js";
import { eventLog, startNewest, hiddenCount, latestSum, playingEvent, lightEvent } from "./events.js";
import { noticeView, controls, scoreView, taskView, hintView } from "./panels.js";
import { selectionApi, selectionBar } from "./selection.js";
import { paceBar, tick, followMode, SPEEDS } from "./bots.js";
import { handoverCover } from "./handover.js";
import { replayBar } from "./replay.js";
import { lessonView, rulesMetView } from "./lesson.js";
import { projectorKey, listenOnPage, keyLegend } from "./projector.js";
import { announcer, announce } from "./announce.js";
import { loadSettings, applySize, settingsView } from "./settings.js";
import { installKeys, keysHelp, focusAfterPick, focusAfterSelect, roveZones } from "./keys.js";
import { nameHoldsLabel } from "./names.js";
import { labelsOnRoles, notChoosable } from "./roles.js";
import { installFullCard } from "./fullcard.js";
import { keepSideInView, showLessonBoard, stackUnderLesson } from "./inview.js";

export function playerName(board, seat) {
  const p = board.view.players && board.view.players[seat];
  return p ? p.name : `Player ${Number(seat) + 1}`;
}

function statusLine(board) {
  const v = board.view;
  if (v.over) return "Game over";
  const who = v.to_act === board.seat && !board.handover && !board.replay ? "your choice" : `${playerName(board, v.to_act)} to choose`;
  const turn = v.turn !== undefined && v.turn !== null ? `Turn ${v.turn} · ` : "";
  return `${turn}${who} · ${v.phase}`;
}

// Offered choices drawn as plain buttons (place "button"); a table draws its own ("table") and selections
// ("select"), unless it asks for every place (a small menu of the ways to play one card on one spot).
export function choiceButtons(board, api, skip = () => false, { anyPlace = false } = {}) {
  const here = (c) => anyPlace || c.place === undefined || c.place === "button";
  return board.view.choices.filter((c) => here(c) && !skip(c)).map((c) => button(c.label, {
    key: `choice:${c.label}`, cls: "xl-choice", label: c.label, onClick: () => api.choose(c.id) }));
}

// A greyed button for something the rules do not allow now: still clickable, and then it asks Python why.
export function whyButton(text, api, msg, { key, label, cls = "" } = {}) {
  return button(text, { key: key || `why:${text}`, cls: `xl-choice greyed ${cls}`.trim(), disabled: true,
    label: label || `${text} (not allowed now; click to see why)`, onClick: () => api.why({ label: text, ...msg }) });
}

export function mountBoard({ model, el: host }, game) {
  const ui = { played: {}, first: true, rush: false, picked: null, version: null, sel: null, logOpen: true,
    bot: { playing: false, paused: false, mode: null, delay: SPEEDS[1][1], timer: null, key: null } };
  const paced = (model.get("board") || {}).pace;
  if (typeof paced === "number") ui.bot.delay = paced;  // XLEARN_PACE_MS (tests play fast; nothing is skipped)
  const root = el("div", { class: ["xl-board", `xl-${game.name}`, ...(game.classes || [])].join(" "), role: "region", lang: "en" });
  const noticeSlot = el("div", { class: "xl-notice-slot" });
  const taskSlot = el("div", { class: "xl-task-slot" });
  // ----- the coach's hint: drawn in its own slot, so a new answer redraws the hint alone, not the table -----
  const hintSlot = el("div", { class: "xl-hint-slot" });
  const renderHint = () => {
    const board = model.get("board");
    if (!board || !board.view) return;
    const active = document.activeElement;
    const key = active && hintSlot.contains(active) ? active.dataset.key : null;
    const view = hintView(model.get("hint"), board, (id) => send({ type: "choose", id, version: board.version }));
    hintSlot.replaceChildren(...(view ? [view] : []));
    const again = key && hintSlot.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (again) again.focus();
  };
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
  // ----- access (announce.js, settings.js, keys.js, names.js, roles.js): kept across redraws -----
  const settings = loadSettings();
  applySize(root, settings);
  const live = announcer(host);
  installKeys(root, ui, () => render());
  // Names and tab stops need the board laid out (which words are blocks, which cards show): a board drawn before
  // JupyterLab shows its output gets them once it is shown.
  // A game's own post-layout step (game.laidOut: Xeko fits its field and cuts long card names) comes first, and
  // again when the board's width changes, as the words it leaves on screen are the ones names must hold.
  let unlaid = false, width = 0;
  const laidOut = () => { width = root.clientWidth; if (game.laidOut) game.laidOut(root); nameHoldsLabel(root); roveZones(root, ui); };
  const shown = typeof ResizeObserver === "function" ? new ResizeObserver(() => {
    if (unlaid && root.getClientRects().length) { unlaid = false; laidOut(); }
    else if (!unlaid && game.laidOut && root.clientWidth && root.clientWidth !== width) {
      width = root.clientWidth; game.laidOut(root); nameHoldsLabel(root);
    }
  }) : null;
  if (shown) shown.observe(root);
  const access = (board, name) => {
    labelsOnRoles(root);
    notChoosable(root, board, name(board.view.to_act));
    unlaid = !root.getClientRects().length && Boolean(shown);
    if (!unlaid) laidOut();
    announce(live, board, settings.read, `Now: ${statusLine(board).split(" · ").join(", ")}.`, name);
  };
  const send = (msg) => model.send(msg);
  // Projector mode (widgets/shared/projector.js): every step from the keyboard.
  root.addEventListener("keydown", (e) => { if (projectorKey(root, e)) e.preventDefault(); });
  listenOnPage();
  // Keys typed on the board are the board's: keep JupyterLab's notebook shortcuts from acting on them.
  root.addEventListener("keydown", (e) => e.stopPropagation());
  const stopFullCard = installFullCard(root);
  const stopSide = keepSideInView(root);
  const stopStack = stackUnderLesson(root, lessonSlot);
  const stopShow = showLessonBoard(root, () => Object.keys(model.get("lesson") || {}).length > 0);

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
    const wasPressed = Boolean(active && active.getAttribute("aria-pressed") === "true");
    if (ui.version !== board.version) {
      if (game.newVersion) game.newVersion(board, ui);
      ui.version = board.version;
      ui.sel = null;
    }
    followMode(board, ui);
    startNewest(board.log, ui, ui.first);
    ui.first = false;
    const name = (seat) => playerName(board, seat);
    const playing = hiddenCount(board.log, ui) > 0 && !board.handover;
    const drawn = board;
    const api = {
      send, rerender: render, name,
      choose: (id) => send({ type: "choose", id, version: board.version }),
      why: (msg) => send({ type: "why", version: board.version, ...msg }),
    };
    Object.assign(api, selectionApi(drawn, ui, send, render, game));
    api.whyButton = (text, msg, opts) => whyButton(text, api, msg, opts);
    const you = board.replay ? (board.teacher ? "replay, teacher view" : `replay, as ${name(board.seat)} saw it`)
      : board.teacher ? "teacher view" : board.handover ? "hand-over" : `you are ${name(board.seat)}`;
    root.setAttribute("aria-label", `${game.title} board, ${you}`);
    root.dataset.version = board.version;
    root.dataset.playing = String(Boolean(playing));
    root.classList.toggle("xl-present", Boolean(board.present));
    root.classList.toggle("xl-projector", Boolean(board.projector));
    root.classList.toggle("xl-covered", Boolean(board.handover));
    root.dataset.over = String(Boolean(board.view.over));
    const header = el("header", { class: "xl-head" }, [
      el("h3", { class: "xl-title", text: `${game.title} — ${you}` }),
      el("p", { class: "xl-status", "data-key": "status", tabindex: "-1", text: statusLine(board) }),
      phaseTracker(board.phases, board.view.phase),
      keyLegend(board.projector),
    ]);
    // The Keys help and the text and reading settings sit with the board's controls, below the choices, so the
    // table starts right under the turn's steps.
    const accessRow = el("div", { class: "xl-access" }, [...keysHelp(ui, render), settingsView(root, settings, render)]);
    if (board.handover) {
      root.replaceChildren(header, el("div", { class: "xl-body" }, [
        el("div", { class: "xl-play" }, [handoverCover(board, send)]),
        el("div", { class: "xl-side" }, [noticeSlot, accessRow, eventLog(board.log, ui, render, name)]),  // public texts only
      ]));
      renderNotice();
      access(board, name);
      tick(board, ui, send, render);
      const take = root.querySelector('[data-key="take-seat"]');
      if (key && take) take.focus();
      return;
    }
    const table = game.draw(drawn, ui, api);
    // While the newest step's events play, the choices wait for them (Skip shows them all at once).
    const choices = board.replay ? [replayBar(board, send, name, ui), paceBar(board, ui, send, render)] : playing ? [
      paceBar(board, ui, send, render),
    ] : [
      paceBar(board, ui, send, render),
      selectionBar(board, ui, model.get("selection"), api),
      ...table.choices,
      board.view.choices.length || board.bot_to_act || !board.wait ? null
        : el("p", { class: "xl-wait", text: board.wait }),
    ];
    const over = board.view.over && !playing;
    root.replaceChildren(...[
      header,
      el("div", { class: "xl-body" }, [
        el("div", { class: "xl-play" }, [over ? scoreView(board.view.result, name) : null, ...table.main]),
        el("div", { class: "xl-side" }, [
          lessonSlot,
          section(board.replay ? "Replay" : "Your choices", "xl-choices", choices),
          noticeSlot,
          taskSlot,
          over ? null : latestSum(board.log, ui, game.shownByTable),
          ...(table.side || []),
          hintSlot,
          board.view.over && playing ? el("p", { class: "xl-wait", text: "The game has ended: the final score shows once its events have played (or press Skip)." }) : null,
          board.replay ? null : controls(board, send),
          accessRow,
          eventLog(board.log, ui, render, name),
        ]),
      ]),
    ].filter(Boolean));
    renderNotice();
    renderHint();
    // What scrolls into view in the side column (the Task box, the battle panel) stops below the sticky step and choices.
    const stuck = root.querySelector(".xl-side > .xl-choices");
    root.style.setProperty("--xl-choices-h", `${stuck ? stuck.offsetHeight : 0}px`);
    access(board, name);
    lightEvent(root, playing ? playingEvent(board.log, ui) : null);
    tick(board, ui, send, render);
    // Once a step's events have played, the focus moves on from Skip to the choices they held back.
    const again = key && root.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (again) { again.focus(); focusAfterPick(root, key, wasPressed) || focusAfterSelect(root, ui, key, wasPressed, model.get("selection"), board.version); }
    else if (key) (game.fallback && game.fallback(root) || root.querySelector(".xl-choice:not(.greyed), .xl-bot-play, .xl-bot-pause, .xl-confirm, .xl-skip") ||
      root.querySelector('[data-key="status"]')).focus();
  };

  model.on("change:board", render);
  model.on("change:notice", renderNotice);
  model.on("change:task", renderTask);
  model.on("change:hint", renderHint);
  model.on("change:selection", render);
  render();
  renderTask();
  renderLesson();
  return () => {
    model.off("change:lesson", renderLesson); model.off("change:rules_met", renderLesson);
    if (ui.bot.timer) clearTimeout(ui.bot.timer);
    stopFullCard(); stopSide(); stopShow(); stopStack(); if (shown) shown.disconnect();
    model.off("change:board", render); model.off("change:notice", renderNotice); model.off("change:task", renderTask);
    model.off("change:hint", renderHint); model.off("change:selection", render);
  };
}

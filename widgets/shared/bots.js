// The pace of the board: the newest step's events play over the table one at a time (Skip shows them all), and
// the bots move on their own at the same pace (Pause, Play turn, Step); one Speed for both. Python plays each
// bot choice (the "bot" message) and says when bots may move (board.bot_mode: "auto", "ask" in a lesson's
// wait step, "hold" while a lesson's step is read or answered); the frame only paces what is drawn.
import { el, button } from "./dom.js";
import { hiddenCount, playOne, playAll } from "./events.js";

export const SPEEDS = [["Slow", 1600], ["Normal", 800], ["Fast", 300]];

// The bots' mode as Python sent it; a change of mode starts (auto) or stops (ask, hold) them.
export function followMode(board, ui) {
  const mode = board.replay || board.handover ? "hold" : board.bot_mode || "auto";
  if (mode !== ui.bot.mode) {
    ui.bot.mode = mode;
    ui.bot.playing = mode === "auto" && !ui.bot.paused;
    if (mode !== "auto") ui.rush = false;
  }
  return mode;
}

function speedSelect(ui) {
  const speeds = SPEEDS.some(([, ms]) => ms === ui.bot.delay) ? SPEEDS : [...SPEEDS, ["Test", ui.bot.delay]];
  return el("label", { class: "xl-speed" }, [
    "Speed ",
    el("select", { "data-key": "speed", "aria-label": "Speed of the events and of the bots' moves",
      on: { change: (e) => { ui.bot.delay = Number(e.target.value); } } },
    speeds.map(([word, ms]) => el("option", { value: ms, selected: ms === ui.bot.delay, text: word }))),
  ]);
}

// The bar atop the choices: what is playing now, Skip, the bot's controls and the Speed. Null when nothing plays.
export function paceBar(board, ui, send, rerender) {
  const left = hiddenCount(board.log, ui);
  const mode = ui.bot.mode;
  const bots = board.bot_to_act && mode !== "hold";
  if (!left && !bots) return null;
  const newest = board.log[board.log.length - 1];
  const name = board.bot_name || "The bot";
  const total = newest ? newest.events.length : 0;
  const say = left ? `What happened: event ${total - left + 1} of ${total}`
    : ui.bot.playing ? `${name} (a bot) is choosing…` : `${name} (a bot) is to choose.`;
  const tools = [
    left ? button("Skip", { key: "skip", cls: "xl-skip", label: "Skip: show every event of this step now",
      onClick: () => { playAll(board.log, ui); if (ui.bot.playing) ui.rush = true; rerender(); } }) : null,
    bots && ui.bot.playing ? button("Pause", { key: "bot-pause", cls: "xl-bot-pause", label: "Pause the bots",
      onClick: () => { ui.bot.playing = false; ui.bot.paused = true; ui.rush = false; rerender(); } }) : null,
    bots && !ui.bot.playing ? button("Play turn", { key: "bot-play", cls: "xl-bot-play",
      label: "Play turn: the bots play on their own until it is your choice",
      onClick: () => { ui.bot.playing = true; ui.bot.paused = false; rerender(); } }) : null,
    bots && !ui.bot.playing ? button("Step", { key: "bot", cls: "xl-bot", label: `Step: ${name} (a bot) makes one move`,
      onClick: () => send({ type: "bot", version: board.version }) }) : null,
    speedSelect(ui),
  ];
  return el("div", { class: "xl-botbar xl-pacebar", role: "group", "aria-label": "What is playing now" }, [
    el("p", { class: "xl-bot-who", text: say }),
    el("div", { class: "xl-bot-tools" }, tools),
  ]);
}

// After every render: play the next event of the newest step, else (bots playing) ask Python for the next bot
// move, each after the board's pace. One timer per board, kept while nothing it depends on has changed.
export function tick(board, ui, send, rerender) {
  const bot = ui.bot;
  const left = hiddenCount(board.log, ui);
  const botMove = !left && bot.playing && board.bot_to_act && bot.mode !== "hold";
  if (!left && !board.bot_to_act) ui.rush = false;
  if (!left && !botMove) {
    if (bot.timer) { clearTimeout(bot.timer); bot.timer = null; }
    if (bot.mode === "ask" && bot.playing && !board.bot_to_act) bot.playing = false;
    return;
  }
  const key = `${board.version}:${left}:${bot.playing}`;
  if (bot.timer && bot.key === key) return;
  if (bot.timer) clearTimeout(bot.timer);
  bot.key = key;
  bot.timer = setTimeout(() => {
    bot.timer = null;
    if (hiddenCount(board.log, ui) > 0) { playOne(board.log, ui); rerender(); }
    else if (bot.playing && board.bot_to_act) send({ type: "bot", version: board.version });
  }, ui.rush ? 0 : bot.delay);
}

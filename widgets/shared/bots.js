// The bot control: play a bot's whole turn at a visible pace (each choice, and each of its events, in turn),
// pause, or step one choice; and a speed. Python plays each choice (the "bot" message); the frame only paces it.
import { el, button } from "./dom.js";
import { hiddenCount, revealOne } from "./events.js";

export const SPEEDS = [["Slow", 1600], ["Normal", 800], ["Fast", 300]];

export function botControl(board, ui, send, rerender) {
  if (!board.bot_to_act && !ui.bot.playing) return null;
  const name = board.bot_name || "The bot";
  const step = () => send({ type: "bot", version: board.version });
  return el("div", { class: "xl-botbar", role: "group", "aria-label": `${name} (a bot) is to choose` }, [
    el("p", { class: "xl-bot-who", text: board.bot_to_act ? `${name} (a bot) is to choose.` : "The bots have played." }),
    el("div", { class: "xl-bot-tools" }, [
      ui.bot.playing
        ? button("Pause", { key: "bot-pause", cls: "xl-bot-pause", label: "Pause the bots",
          onClick: () => { ui.bot.playing = false; rerender(); } })
        : button("Play turn", { key: "bot-play", cls: "xl-bot-play", disabled: !board.bot_to_act,
          label: `Play the bots' moves until it is your choice, one at a time`,
          onClick: () => { if (board.bot_to_act) { ui.bot.playing = true; rerender(); } } }),
      board.bot_to_act ? button("Step", { key: "bot", cls: "xl-bot", label: `Let ${name} (a bot) make its move`,
        onClick: step }) : null,
      el("label", { class: "xl-speed" }, [
        "Speed ",
        el("select", { "data-key": "bot-speed", "aria-label": "Speed of the bots' moves",
          on: { change: (e) => { ui.bot.delay = Number(e.target.value); } } },
        SPEEDS.map(([word, ms]) => el("option", { value: ms, selected: ms === ui.bot.delay, text: word }))),
      ]),
    ]),
  ]);
}

// While playing: reveal the newest step's events one at a time, then ask for the next bot choice, until a
// person is to choose. Called after every render with the board drawn.
export function botTick(board, ui, send, rerender) {
  const bot = ui.bot;
  const left = hiddenCount(board.log, ui);
  const key = `${board.version}:${left}`;
  if (!bot.playing) { if (bot.timer) { clearTimeout(bot.timer); bot.timer = null; } return; }
  if (!board.bot_to_act && left === 0) { bot.playing = false; if (bot.timer) clearTimeout(bot.timer); bot.timer = null; rerender(); return; }
  if (bot.timer && bot.key === key) return;
  if (bot.timer) clearTimeout(bot.timer);
  bot.key = key;
  bot.timer = setTimeout(() => {
    bot.timer = null;
    if (!bot.playing) return;
    if (hiddenCount(board.log, ui) > 0) { revealOne(board.log, ui); rerender(); }
    else if (board.bot_to_act) send({ type: "bot", version: board.version });
  }, bot.delay);
}

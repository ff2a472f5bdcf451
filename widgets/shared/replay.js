// The replay viewer's timeline: where the saved game stands, steps back and forward, a slider, and whose view.
import { el, button } from "./dom.js";

export function replayBar(board, send, name) {
  const r = board.replay;
  const go = (to) => send({ type: "replay", to });
  const made = r.at ? `Step ${r.at} of ${r.total}: ${r.by === null || r.by === undefined ? "" : `${name(r.by)} chose `}${r.choice}`
    : `The set-up (${r.total} choice${r.total === 1 ? "" : "s"} saved)`;
  const slider = el("input", { type: "range", min: "0", max: String(r.total), value: String(r.at), step: "1",
    class: "xl-replay-slider", "data-key": "replay-slider", "aria-label": `Replay position: step ${r.at} of ${r.total}`,
    on: { change: (e) => go(Number(e.target.value)) } });
  const seats = el("select", { class: "xl-replay-seat", "data-key": "replay-seat", "aria-label": "Whose view to watch",
    on: { change: (e) => send({ type: "replay-seat", seat: e.target.value === "" ? null : Number(e.target.value) }) } }, [
    r.teacher_ok === false ? null : el("option", { value: "", selected: r.viewer === null, text: "Teacher (every card)" }),
    ...r.seats.map((s) => el("option", { value: String(s.seat), selected: r.viewer === s.seat, text: `${s.name}'s view` })),
  ]);
  return el("div", { class: "xl-replay", role: "group", "aria-label": "Replay timeline" }, [
    el("p", { class: "xl-replay-at", "data-at": r.at, text: made }),
    el("div", { class: "xl-replay-tools" }, [
      button("Start", { key: "replay-start", label: "Back to the set-up", disabled: r.at === 0, onClick: () => go(0) }),
      button("◀ Back", { key: "replay-back", cls: "xl-replay-back", label: "Back one choice", disabled: r.at === 0,
        onClick: () => { if (r.at > 0) go(r.at - 1); } }),
      button("Forward ▶", { key: "replay-forward", cls: "xl-replay-forward", label: "Forward one choice",
        disabled: r.at >= r.total, onClick: () => { if (r.at < r.total) go(r.at + 1); } }),
      button("End", { key: "replay-end", label: "To the end of the game", disabled: r.at >= r.total, onClick: () => go(r.total) }),
    ]),
    slider,
    r.next ? el("p", { class: "xl-quiet", text: `Next: ${r.next}` }) : el("p", { class: "xl-quiet", text: "The end of the saved game." }),
    el("label", { class: "xl-replay-view" }, ["Watch as ", seats]),
  ]);
}

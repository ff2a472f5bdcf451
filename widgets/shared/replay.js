// The replay viewer's timeline: where the saved game stands, steps back and forward, a slider, and whose view.
import { el, button } from "./dom.js";

export function replayBar(board, send, name, ui = {}) {
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
    r.teacher_ok === false ? null : lessonMarks(r, send, ui),   // a teacher's tool: not on a learner's locked copy
  ]);
}

// A teacher marks the next move of the game (the learner makes it, explain here, ask), then exports a lesson.
// What the teacher has typed is kept across the board's redraws (ui.drafts) until the mark that uses it is added
// (a refused mark keeps the words to mend).
function lessonMarks(r, send, ui) {
  const marks = r.marks || [];
  const drafts = (ui.drafts = ui.drafts || {});
  if (ui.sentMark && marks.length > ui.markCount) ui.sentMark.forEach((k) => { delete drafts[k]; });
  if (ui.markCount !== marks.length) ui.sentMark = null;
  ui.markCount = marks.length;
  const field = (label, key) => el("input", { type: "text", "aria-label": label, placeholder: label, "data-key": key,
    class: "xl-mark-text", value: drafts[key] || "", on: { input: (e) => { drafts[key] = e.target.value; } } });
  const added = (...keys) => { ui.sentMark = keys; };
  const explain = field("Explain here: your words", "mark-explain");
  const question = field("Ask: the question", "mark-question");
  const answer = field("its answer", "mark-answer");
  const here = r.next ? [
    el("p", { class: "xl-quiet", text: `Marks go before move ${r.at + 1}: ${r.next}` }),
    button("The learner makes this move", { key: "mark-choose", onClick: () => send({ type: "mark", kind: "choose" }) }),
    el("div", {}, [explain, button("Add explanation", { key: "mark-explain-add", onClick: () => { send({ type: "mark", kind: "explain", text: explain.value }); added("mark-explain"); } })]),
    el("div", {}, [question, answer, button("Add question", { key: "mark-ask-add",
      onClick: () => { send({ type: "mark", kind: "ask", text: question.value, answer: answer.value }); added("mark-question", "mark-answer"); } })]),
  ] : [];
  const list = marks.length ? el("ol", { class: "xl-marks" }, marks.map((m, k) => el("li", {}, [
    `Move ${m.at + 1} (${m.move}): ${m.kind}${m.text ? ` “${m.text}”` : ""}${m.answer ? ` → ${m.answer}` : ""} `,
    button("×", { key: `unmark:${k}`, label: `Remove mark ${k + 1}`, onClick: () => send({ type: "unmark", index: k }) })]))) : null;
  return el("details", { class: "xl-replay-lesson", open: marks.length > 0 }, [
    el("summary", { text: `Make a lesson from this game (${marks.length} mark${marks.length === 1 ? "" : "s"})` }),
    ...here, list,
    button("Export lesson", { key: "mark-export", label: `Export the lesson to ${r.file}`, disabled: !marks.length,
      onClick: () => send({ type: "export" }) }),
  ]);
}

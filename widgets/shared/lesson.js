// The lesson panel: the guide's current step (its words, the rulebook heading it cites), what to do now,
// Next for a step to read, what the learner's choice did with its worked sums, progress, and the links at
// the end. Python (xlearn/lessons/guide.py) decides everything; this only draws the `lesson` trait.
import { el, button } from "./dom.js";
import { calcView } from "./calc.js";

export function lessonView(lesson, send) {
  if (!lesson || !lesson.steps) return null;
  const items = (lesson.items || []).map((item) => el("li", { class: "xl-lesson-item" }, [
    el("p", { text: item.text }),
    el("cite", { class: "xl-cite", text: item.cite }),
    ...(item.calcs || []).map((c) => calcView(c, "xl-lesson-calc")),
  ]));
  const links = (lesson.links || []).map((link) => el("a", { class: "xl-lesson-link", href: link.href, text: link.label }));
  return el("section", { class: `xl-section xl-lesson ${lesson.kind}`, "aria-label": "Lesson", "data-key": "lesson",
    tabindex: "-1" }, [
    el("h4", { class: "xl-h", text: lesson.title ? `Lesson: ${lesson.title}` : "Lesson" }),
    el("p", { class: "xl-lesson-progress", text: `Step ${lesson.step} of ${lesson.steps}` }),
    lesson.heading ? el("p", { class: "xl-lesson-heading" }, [
      el("cite", { class: "xl-cite", text: lesson.heading, title: lesson.summary || "" })]) : null,
    lesson.text ? el("p", { class: "xl-lesson-text", text: lesson.text }) : null,
    items.length ? el("ol", { class: "xl-lesson-items" }, items) : null,
    el("p", { class: "xl-lesson-todo", role: "status", "aria-live": "polite", text: lesson.todo }),
    lesson.next ? button("Next", { key: "lesson-next", cls: "xl-lesson-next", label: "Next step of the lesson",
      onClick: () => send({ type: "lesson", do: "next" }) }) : null,
    links.length ? el("nav", { class: "xl-lesson-links", "aria-label": "Where next" }, links) : null,
  ]);
}

// Rules met this game (from the rule each event cited), and the unmet ones, each linked to its lesson.
export function rulesMetView(rules) {
  if (!rules || !rules.met) return null;
  const unmet = (rules.unmet || []).map((r) => el("li", {}, r.href
    ? [el("span", { text: `${r.heading} — ` }), el("a", { href: r.href, text: `lesson: ${r.lesson}` })]
    : [el("span", { text: r.heading })]));
  return el("details", { class: "xl-section xl-rules-met", "data-key": "rules-met" }, [
    el("summary", { text: `Rules met this game: ${rules.met.length} · not yet: ${unmet.length}` }),
    el("p", { class: "xl-rules-h", text: "Met so far" }),
    el("ul", { class: "xl-rules-list met" }, rules.met.map((h) => el("li", { text: h }))),
    el("p", { class: "xl-rules-h", text: "Not met yet (the lesson that teaches each)" }),
    el("ul", { class: "xl-rules-list unmet" }, unmet),
  ]);
}

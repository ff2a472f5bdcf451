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

// The rules this game has used so far (from the rule each event cited) and the ones it has not, each linked to
// the lesson that teaches it.
export function rulesMetView(rules) {
  if (!rules || !rules.met) return null;
  const item = (r) => el("li", {}, r.href
    ? [el("span", { text: `${r.heading} — ` }), el("a", { href: r.href, text: `taught in: ${r.lesson}` })]
    : [el("span", { text: r.heading })]);
  const used = (rules.met_where || rules.met.map((h) => ({ heading: h }))).map(item);
  const unused = (rules.unmet || []).map(item);
  return el("details", { class: "xl-section xl-rules-met", "data-key": "rules-met" }, [
    el("summary", { text: `Rules this game has used so far: ${used.length} of ${used.length + unused.length}` }),
    el("p", { class: "xl-rules-h", text: "Used so far (and where each is taught)" }),
    el("ul", { class: "xl-rules-list met" }, used),
    el("p", { class: "xl-rules-h", text: "Not used yet (and where each is taught)" }),
    el("ul", { class: "xl-rules-list unmet" }, unused),
  ]);
}

// A card drawn as a card: a type mark (letter in a shape, with a colour), a title, stats, lines of text.
// Every board draws its cards with this part; what a card shows comes from the Python view, never decided here.
import { el } from "./dom.js";
import { openable } from "./fullcard.js";

// spec: { kind, mark: {letter, shape: "circle"|"square"|"diamond"|"hex"|"shield", colour}, title, subtitle,
//         stats: [{label, value, short}], lines: [string], footer, faceDown, turned, dim, selected,
//         selectable, disabled, key, label (accessible name), onClick, badges: [{text, title}] }
export function cardFace(spec) {
  const classes = ["xl-cardface", spec.kind ? `kind-${spec.kind}` : "", spec.faceDown ? "face-down" : "",
    spec.turned ? "turned" : "", spec.dim ? "dim" : "", spec.selected ? "selected" : "",
    spec.selectable ? "selectable" : "", spec.disabled ? "disabled" : "", spec.cls || ""].filter(Boolean).join(" ");
  const clickable = Boolean(spec.onClick);
  const props = {
    class: classes, "data-key": spec.key, "data-card": spec.id ?? null,
    "aria-label": spec.label || [spec.title, spec.subtitle].filter(Boolean).join(", "),
    title: spec.tooltip || spec.title || null,
  };
  if (clickable) {
    Object.assign(props, { role: "button", tabindex: "0",
      "aria-pressed": spec.selectable || spec.selected ? String(Boolean(spec.selected)) : null,
      "aria-disabled": spec.disabled ? "true" : null });
    props.on = {
      click: (e) => { e.stopPropagation(); spec.onClick(e); },
      keydown: (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); spec.onClick(e); } },
    };
  }
  if (spec.faceDown) {
    return el("div", props, [el("span", { class: "xl-cardback", "aria-hidden": "true", text: spec.backText || "" })]);
  }
  const mark = spec.mark || {};
  const node = el("div", props, [
    el("div", { class: "xl-card-top" }, [
      mark.letter ? el("span", { class: `xl-mark shape-${mark.shape || "circle"}`, "aria-hidden": "true",
        style: mark.colour ? { "--mark": mark.colour } : null, title: mark.title || spec.kind, text: mark.letter }) : null,
      el("span", { class: "xl-card-title", text: spec.title }),
    ]),
    spec.subtitle ? el("p", { class: "xl-card-sub", text: spec.subtitle }) : null,
    spec.stats && spec.stats.length ? el("dl", { class: "xl-card-stats" }, spec.stats.flatMap((s) => [
      el("dt", { text: s.short || s.label, title: s.label }), el("dd", { text: String(s.value) })])) : null,
    ...(spec.lines || []).filter(Boolean).map((line) => el("p", { class: "xl-card-line", text: line })),
    ...(spec.children || []),
    spec.badges && spec.badges.length ? el("div", { class: "xl-card-badges" },
      spec.badges.map((b) => el("span", { class: "xl-badge", title: b.title || null, text: b.text }))) : null,
    spec.footer ? el("p", { class: "xl-card-foot", text: spec.footer }) : null,
  ]);
  if (spec.openable === false || !spec.title) return node;
  return openable(node, { title: spec.title, clickable, words: fullWords(spec) });
}

// Every line of a card's text, nothing cut: what its opened view lists.
function fullWords(spec) {
  return [spec.subtitle, (spec.stats || []).map((s) => `${s.label} ${s.value}`).join(" · "), ...(spec.lines || []),
    ...(spec.badges || []).map((b) => (b.title ? `${b.text}: ${b.title}` : b.text)), spec.footer,
    spec.tooltip && spec.tooltip !== spec.title ? spec.tooltip : null];
}

// A pile or deck: a named stack with its count (and, when the view shows it, its top card).
export function pile({ name, count, top = null, key, label }) {
  return el("div", { class: "xl-pile", "data-key": key, "aria-label": label || `${name}: ${count} card${count === 1 ? "" : "s"}` }, [
    el("span", { class: "xl-pile-stack", "aria-hidden": "true", text: String(count) }),
    el("span", { class: "xl-pile-name", text: name }),
    top ? top : null,
  ]);
}

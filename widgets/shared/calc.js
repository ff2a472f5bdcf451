// A Calculation (a worked sum): its labelled terms, one per row, and the total.
import { el, sign } from "./dom.js";

export function calcView(calc, cls = "") {
  const rows = calc.terms.map((t, i) => el("tr", { class: "xl-term", "data-value": t.value }, [
    el("th", { scope: "row", text: t.label }),
    el("td", { class: "xl-num", text: sign(t.value, i === 0) }),
  ]));
  rows.push(el("tr", { class: "xl-total", "data-total": calc.total }, [
    el("th", { scope: "row", text: "Total" }), el("td", { class: "xl-num", text: `= ${calc.total}` }),
  ]));
  return el("figure", { class: `xl-calc ${cls}`.trim(), "aria-label": calc.text, "data-title": calc.title }, [
    el("figcaption", { text: calc.title }),
    el("table", {}, [el("tbody", {}, rows)]),
  ]);
}

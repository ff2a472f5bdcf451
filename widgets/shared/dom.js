// Building DOM nodes. Text is only ever set with textContent, never parsed as HTML.

export function el(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = String(value);
    else if (key === "class") node.className = value;
    else if (key === "on") for (const [ev, fn] of Object.entries(value)) node.addEventListener(ev, fn);
    else if (key === "style") for (const [k, v] of Object.entries(value)) {
      if (k.startsWith("--")) node.style.setProperty(k, v); else node.style[k] = v;
    }
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of [].concat(children)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

// A button with a visible text, an accessible name and a stable key (focus is restored by key).
export function button(text, { label, key, onClick, cls = "", disabled = false, pressed } = {}) {
  return el("button", {
    type: "button", class: `xl-btn ${cls}`.trim(), text, "aria-label": label || text,
    "data-key": key, "aria-disabled": disabled ? "true" : null,
    "aria-pressed": pressed === undefined ? null : String(Boolean(pressed)),
    on: { click: (e) => { e.stopPropagation(); onClick && onClick(e); } },
  });
}

export function section(title, cls, children) {
  return el("section", { class: `xl-section ${cls}`, "aria-label": title },
    [el("h4", { class: "xl-h", text: title }), ...[].concat(children)]);
}

// Whether a value Python sent is None: null in JupyterLab, but missing (undefined) in JupyterLite, where the
// Pyodide kernel's comm drops None from the messages it sends.
export function none(value) {
  return value === null || value === undefined;
}

export function sign(value, first) {
  if (first) return String(value);
  return value < 0 ? `− ${Math.abs(value)}` : `+ ${value}`;
}

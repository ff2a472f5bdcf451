// The position editor: search a card, hold it, place it in a zone or on a field spot; Python (the engine)
// decides whether it may go there and finds every problem, which is drawn on the card or zone it concerns.
import { el, button } from "./dom.js";

function problemList(problems, cls = "xl-ed-problem") {
  if (!problems || !problems.length) return null;
  return el("ul", { class: `${cls}s` }, problems.map((p) => el("li", { class: cls, text: `⚠ ${p}` })));
}

function noticeHere(state, path) {
  const n = state.notice;
  if (!n || (n.path || null) !== path) return null;
  return el("p", { class: `xl-ed-notice ${n.kind}`, role: n.kind === "refused" ? "alert" : null, text: n.text });
}

function zoneView(state, zone, send) {
  const held = state.held;
  const cards = zone.items.map((item, k) => el("li", { class: `xl-ed-card${item.problems.length ? " bad" : ""}` }, [
    el("span", { class: "xl-ed-name", text: item.name }),
    item.detail ? el("span", { class: "xl-ed-detail", text: ` (${item.detail})` }) : null,
    zone.removable ? button("×", { key: `remove:${zone.path}:${k}`, cls: "xl-ed-remove",
      label: `Remove ${item.name} from ${zone.label}`, onClick: () => send({ type: "remove", path: zone.path, index: k }) }) : null,
    problemList(item.problems),
  ]));
  return el("section", { class: `xl-section xl-ed-zone${zone.problems.length ? " bad" : ""}`, "aria-label": zone.label,
    "data-zone": zone.path }, [
    el("h4", { class: "xl-h", text: zone.label.replace(/^Player \d+: /, "") }),
    cards.length ? el("ul", { class: "xl-ed-cards" }, cards) : el("p", { class: "xl-quiet", text: "empty" }),
    problemList(zone.problems),
    held ? button(zone.entry === "single" ? "Put here instead" : "Place here", { key: `place:${zone.path}`,
      cls: "xl-ed-place", label: `Place ${held.name} in ${zone.label}`,
      onClick: () => send({ type: "place", path: zone.path }) }) : null,
    noticeHere(state, zone.path),
  ]);
}

function fieldView(state, send) {
  const held = state.held;
  const rows = state.field.rows.map((row) => el("div", { class: "xl-ed-row" }, row.map((c) => {
    const where = `(${c.x}, ${c.y})`;
    if (c.empty) {
      return el("div", { class: "xl-ed-spot empty" }, [
        held ? button("Place", { key: `spot:${c.x},${c.y}`, cls: "xl-ed-place",
          label: `Place ${held.name} at ${where}`, onClick: () => send({ type: "place", path: "field", at: [c.x, c.y] }) })
          : el("span", { class: "xl-ed-at", text: where }),
      ]);
    }
    const side = (d, i) => el("span", { class: `xl-ed-link ${d}`, title: `${d} side`, text: c.sides[i] || "–" });
    return el("div", { class: `xl-ed-spot card${c.hotspot ? " hotspot" : ""}${c.problems.length ? " bad" : ""}`,
      "aria-label": `${c.name} at ${where}` }, [
      side("north", 0), side("east", 1), side("south", 2), side("west", 3),
      el("span", { class: "xl-ed-name", text: c.name }),
      el("span", { class: "xl-ed-owner", text: c.hotspot ? "Hotspot" : `${c.owner} · ${where}` }),
      c.hotspot ? null : button("×", { key: `remove:field:${c.index}`, cls: "xl-ed-remove",
        label: `Remove ${c.name} from the field at ${where}`, onClick: () => send({ type: "remove", path: "field", index: c.index }) }),
      problemList(c.problems),
    ]);
  })));
  const owner = select("Field cards placed now belong to", state.seats.map((s) => s.name), state.seats[state.owner].name,
    (v) => send({ type: "owner", value: v }), "owner");
  return el("section", { class: "xl-section xl-ed-field", "aria-label": "Field", "data-zone": "field" }, [
    el("h4", { class: "xl-h", text: "Field (links: Y yellow, O orange, R red, B blue, P purple; – blank)" }),
    owner, el("div", { class: "xl-ed-grid" }, rows), noticeHere(state, "field"),
  ]);
}

function select(label, options, value, onChange, key) {
  const box = el("select", { "data-key": `set:${key}`, "aria-label": label, on: { change: (e) => onChange(e.target.value) } },
    options.map((o) => el("option", { value: String(o), text: String(o), selected: String(o) === String(value) })));
  return el("label", { class: "xl-ed-setting" }, [el("span", { text: `${label} ` }), box]);
}

function settingView(st, send) {
  const set = (value) => send({ type: "set", key: st.key, value, seat: st.seat });
  if (st.kind === "seat") return select(st.label, st.options, st.options[st.value] || st.options[0], set, st.key);
  if (st.kind === "choice") return select(st.label, st.options, st.value, set, st.key);
  if (st.kind === "number") {
    return el("label", { class: "xl-ed-setting" }, [el("span", { text: `${st.label} ` }), el("input", { type: "number",
      min: "0", value: String(st.value ?? 0), "data-key": `set:${st.key}`, "aria-label": st.label,
      on: { change: (e) => set(Number(e.target.value)) } })]);
  }
  if (st.kind === "flag") {
    return el("label", { class: "xl-ed-setting" }, [el("input", { type: "checkbox", checked: Boolean(st.value),
      "data-key": `set:${st.key}:${st.seat}`, on: { change: (e) => set(e.target.checked) } }), el("span", { text: ` ${st.label}` })]);
  }
  const now = st.value || [];
  return el("span", { class: "xl-ed-setting" }, [
    el("span", { text: `${st.label}: ${now.length ? now.join(", ") : "from the seeded source"} ` }),
    ...st.options.map((o) => button(`+ ${o}`, { key: `set:${st.key}:${o}`, label: `Add ${o} to ${st.label}`,
      onClick: () => set([...now, o]) })),
    now.length ? button("Clear", { key: `set:${st.key}:clear`, label: `Clear ${st.label}`, onClick: () => set([]) }) : null,
  ]);
}

function searchView(state, send, ui) {
  const input = el("input", { type: "search", class: "xl-ed-search", value: state.query, placeholder: "Type a card's name",
    "aria-label": "Search cards by name", "data-key": "search",
    on: {
      input: (e) => { clearTimeout(ui.timer); const text = e.target.value; ui.timer = setTimeout(() => send({ type: "search", text }), 150); },
      keydown: (e) => { if (e.key === "Enter" && state.results.length) send({ type: "hold", name: state.results[0].name }); },
    } });
  const results = state.results.map((c) => button(`${c.name} · ${c.kind}`, { key: `hold:${c.name}`, cls: "xl-ed-result",
    label: `Take ${c.name} (${c.kind})`, pressed: Boolean(state.held && state.held.name === c.name),
    onClick: () => send({ type: "hold", name: c.name }) }));
  const held = state.held ? el("p", { class: "xl-ed-held", role: "status" }, [
    el("strong", { text: `Holding ${state.held.name}` }),
    el("span", { text: state.game === "xeko" ? ": click Place on a zone or a field spot." : ": click Place here on a zone." }),
    button("Put it back", { key: "drop", onClick: () => send({ type: "drop" }) }),
  ]) : el("p", { class: "xl-quiet", text: "Search a card, click it, then click where it goes." });
  return el("section", { class: "xl-section xl-ed-search-box", "aria-label": "Cards" },
    [el("h4", { class: "xl-h", text: "Cards" }), input, held, el("div", { class: "xl-ed-results" }, results)]);
}

export default {
  render({ model, el: host }) {
    const root = el("div", { class: "xl-board xl-editor", role: "region", lang: "en" });
    host.append(root);
    root.addEventListener("keydown", (e) => e.stopPropagation());
    const send = (msg) => model.send(msg);
    const ui = { timer: null };
    const draw = () => {
      const state = model.get("state");
      if (!state || !state.seats) return;
      const active = document.activeElement;
      const key = active && root.contains(active) ? active.dataset.key : null;
      root.setAttribute("aria-label", `${state.title} position editor`);
      root.dataset.version = state.version;
      root.dataset.game = state.game;
      const status = state.count ? `${state.count} problem${state.count > 1 ? "s" : ""} to fix (shown where each is)`
        : "The position is ready: play from here or save it.";
      const head = el("header", { class: "xl-head" }, [
        el("h3", { class: "xl-title", text: `${state.title} — position editor` }),
        el("p", { class: `xl-status${state.count ? " bad" : ""}`, "data-key": "status", text: status }),
      ]);
      const range = [];
      for (let n = state.player_range[0]; n <= state.player_range[1]; n += 1) range.push(n);
      const bar = el("div", { class: "xl-ed-bar" }, [
        select("Players", range, state.players, (v) => send({ type: "players", value: Number(v) }), "players"),
        ...state.settings.map((st) => settingView(st, send)),
        button("Undo", { key: "undo", disabled: !state.can_undo, onClick: () => send({ type: "undo" }) }),
        button("Save", { key: "save", label: `Save to ${state.file}`, onClick: () => send({ type: "save" }) }),
        button("Play from here", { key: "play", cls: "xl-ed-play", onClick: () => send({ type: "play" }) }),
      ]);
      const top = noticeHere(state, null);
      const general = state.problems.length ? el("section", { class: "xl-section xl-ed-general bad", "aria-label": "Problems of the whole position" },
        [el("h4", { class: "xl-h", text: "Problems of the whole position" }), problemList(state.problems)]) : null;
      const seats = state.seats.map((s) => el("section", { class: "xl-ed-seat", "aria-label": s.name }, [
        el("h4", { class: "xl-ed-seat-name", text: s.name }), el("div", { class: "xl-ed-zones" }, s.zones.map((z) => zoneView(state, z, send)))]));
      root.replaceChildren(head, bar, el("div", { class: "xl-ed-live", role: "status", "aria-live": "polite" }, top ? [top] : []),
        el("div", { class: "xl-ed-body" }, [
          el("div", { class: "xl-ed-side" }, [searchView(state, send, ui), general]),
          el("div", { class: "xl-ed-main" }, [
            state.field ? fieldView(state, send) : null,
            state.shared.length ? el("div", { class: "xl-ed-zones shared" }, state.shared.map((z) => zoneView(state, z, send))) : null,
            ...seats,
          ]),
        ]));
      const again = key && root.querySelector(`[data-key="${CSS.escape(key)}"]`);
      if (again) {
        again.focus();
        if (key === "search" && again.setSelectionRange) again.setSelectionRange(again.value.length, again.value.length);
      }
    };
    model.on("change:state", draw);
    draw();
  },
};

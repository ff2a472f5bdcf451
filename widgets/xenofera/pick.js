// How a card on the Xenofera table answers a click: selected into the offered selection (copies of one card
// are the same choice, so the first free copy is taken), or else asked "why not?" of Python.
import { card, back } from "./cards.js";

// The copies of a card in the seat's hand (Python says which cards are copies of which).
function copiesOf(board, id) {
  const copies = (board.view.table && board.view.table.copies) || {};
  const head = copies[String(id)];
  if (head === undefined) return [id];
  return Object.keys(copies).filter((k) => copies[k] === head).map(Number);
}

// The card a click on `id` selects or unselects: itself, or the copy of it that the selection uses.
function resolve(board, api, id) {
  if (!api.selectable) return null;
  const copies = copiesOf(board, id);
  const chosen = copies.filter((c) => api.selected(c) >= 0);
  if (chosen.includes(id) || (chosen.length && !api.selectable(id))) return chosen[chosen.length - 1];
  const free = copies.find((c) => api.selected(c) < 0 && api.selectable(c));
  return free === undefined ? null : free;
}

export function selecting(board) {
  return Boolean(board.view.choices.length && board.selections && board.selections.length);
}

// The state of one card: selectable, selected (and its place in an ordered selection), or why-not on click.
export function pickState(board, api, id, name) {
  const target = resolve(board, api, id);
  const group = target === null ? null : api.selectable(target);
  const pos = target === null || !api.selected ? -1 : api.selected(target);
  const selected = pos >= 0 && target === id;
  const active = selecting(board);
  return {
    selectable: Boolean(group), selected, id,
    disabled: active && !group,
    badges: selected && board.selections.find((s) => s.group === group && s.ordered)
      ? [{ text: `${["First", "Second", "Third"][pos] || `#${pos + 1}`} laid`, title: "The order you lay them in" }] : [],
    stateWords: selected ? "selected" : group ? "can be selected" : "",
    onClick: group ? () => api.toggle(target) : () => api.why({ card: id, label: name }),
  };
}

// A card of the table drawn with its click.
export function tableCard(board, api, c, extra = {}) {
  const st = pickState(board, api, c.id, c.name);
  return card(c, { key: `card:${c.id}`, ...st, ...extra, badges: [...st.badges, ...(extra.badges || [])],
    stateWords: [st.stateWords, extra.stateWords].filter(Boolean).join("; ") });
}


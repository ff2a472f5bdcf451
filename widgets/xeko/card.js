// A Xeko card: its text always upright, a mark saying which way it faces (towards its controller), and its four
// links in colour and letter as they lie.
import { el, none } from "../shared/dom.js";
import { openable } from "../shared/fullcard.js";

const COLOURS = { Y: "yellow", O: "orange", R: "red", B: "blue", P: "purple" };
const DIRS = ["N", "E", "S", "W"];
export const KIND_WORDS = { species: "Species", boost: "Boost", xeko: "Xeko card", hotspot: "Hotspot" };
const DIR_WORDS = { N: "north", E: "east", S: "south", W: "west" };
const FACING = ["▼", "◀", "▲", "▶"];  // towards the controller: south, west, north, east seats
const FACING_WORDS = ["south", "west", "north", "east"];

export function rotate(sides, turns) {
  const k = ((turns % 4) + 4) % 4;
  return DIRS.map((_, d) => sides[(d - k + 4) % 4]);
}

export function sideWords(sides) {
  return sides.map((s, d) => `${DIR_WORDS[DIRS[d]]} ${s ? s.split("").map((c) => COLOURS[c]).join("/") : "blank"}`).join(", ");
}

export function linkSide(letters, d) {
  const kids = letters ? letters.split("").map((c) => el("span", { class: `lk lk-${c}`, text: c, title: COLOURS[c] }))
    : [el("span", { class: "lk lk-blank", text: "·", title: "blank" })];
  return el("span", { class: `xl-link side-${DIRS[d]}`, "aria-hidden": "true" }, kids);
}

export function dots(tokens) {
  return tokens.map((t) => (t ? "●".repeat(t) : "○")).join(" ");
}

export function cardWords(card, sides, owner) {
  const parts = [card.name, owner || null, KIND_WORDS[card.kind] || card.kind];
  if (card.kind === "species") parts.push(`Energy ${card.energy}`, `Eco-points ${card.eco_points}`,
    `trophic level ${card.tokens.map((t) => (t ? t : "plant")).join(" and ")}`);
  if (card.kind === "boost" && !none(card.boost)) parts.push(`Boost +${card.boost}`);
  if (card.kind === "xeko") parts.push(`needs trophic tokens ${card.tokens.join(", ")}`);
  if (sides) parts.push(`links ${sideWords(sides)}`);
  return parts.filter(Boolean).join(", ");
}

const longestWord = (name) => Math.max(...name.split(/[\s-]+/).map((w) => w.length));

// A word of 9 letters or more may break once, with a hyphen, at a syllable-like point of at least 4 letters from
// either end (between two consonants, else before a consonant that starts a syllable): at 12 px "Madagascar" does
// not fit a 100 px field card, and "Madagas-car" reads where "Madagasc / ar" does not.
const VOWEL = /[aeiouy]/i;
function breakPoint(word) {
  const ok = (i) => /[a-z]/i.test(word[i - 1]) && /[a-z]/i.test(word[i]) && !/^(ch|ck|ph|sh|th|qu)$/i.test(word.slice(i - 1, i + 1));
  const middle = word.length / 2;
  const best = (test) => [...word].map((_, i) => i).filter((i) => i >= 4 && i <= word.length - 4 && ok(i) && test(i))
    .sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
  const c = (i) => !VOWEL.test(word[i]);
  return best((i) => c(i - 1) && c(i) && VOWEL.test(word[i - 2] || "") && VOWEL.test(word[i + 1] || ""))
    ?? best((i) => VOWEL.test(word[i - 1]) && c(i) && VOWEL.test(word[i + 1] || ""));
}
export const hyphenate = (name) => name.split(/(\s+|-)/).map((w) => {
  if (w.length < 9) return w;
  const at = breakPoint(w);
  return at === undefined ? w : `${w.slice(0, at)}\u00AD${w.slice(at)}`;
}).join("");

// The words on a card's face: its name (across the card) and its numbers and trophic dots (between the side links).
export function face(card) {
  const stats = [];
  if (card.kind === "species") {
    stats.push(el("span", { class: "xl-stat energy", title: "Energy", text: `E ${card.energy}` }));
    stats.push(el("span", { class: "xl-stat eco", title: "Eco-points", text: `Eco ${card.eco_points}` }));
  }
  if (card.kind === "boost" && !none(card.boost)) stats.push(el("span", { class: "xl-stat boost", text: `Boost +${card.boost}` }));
  const word = longestWord(card.name);
  // the whole name is kept in data-full: a name too long for two lines is cut at a word with "…" once laid out
  // (widgets/xeko/fit.js), and the opened card shows it whole
  return [
    el("span", { class: `xl-name${word >= 8 ? " long-word" : ""}${word >= 10 ? " longest-word" : ""}${word >= 11 ? " very-long-word" : ""}`,
      "data-full": card.name, text: hyphenate(card.name) }),
    el("span", { class: "xl-facts" }, [
      stats.length ? el("span", { class: "xl-stats" }, stats) : null,
      card.tokens.length ? el("span", { class: "xl-dots", title: "trophic tokens", text: dots(card.tokens) }) : null,
    ]),
  ];
}

// One card, laid out as a grid (xeko.css): the kind mark, north links and open mark along the top; the name across the
// whole card; west links, numbers and east links in the middle; south links and the facing mark along the bottom.
// Its text is always upright; the links lie as the card does.
export function cardView(card, { sides, rotation = 0, owner = null, ownerName = "", tag = "div", props = {} } = {}) {
  const links = sides || card.links;
  const turn = ((rotation % 4) + 4) % 4;
  const facing = none(owner) ? null : `faces ${FACING_WORDS[turn]}, towards ${ownerName || `Player ${owner + 1}`}`;
  const node = el(tag, {
    class: `xl-card kind-${card.kind} ${none(owner) ? "neutral" : `owner-${owner}`} ${props.class || ""}`.trim(),
    "aria-label": props["aria-label"] || cardWords(card, links, ownerName),
    title: [card.name, facing].filter(Boolean).join(" · "), "data-facing": none(owner) ? null : FACING_WORDS[turn],
    ...Object.fromEntries(Object.entries(props).filter(([k]) => k !== "class" && k !== "aria-label")),
  }, [
    ...links.map((s, d) => linkSide(s, d)),
    el("span", { class: "xl-kind", "aria-hidden": "true", title: KIND_WORDS[card.kind] || card.kind,
      text: { species: "S", xeko: "X", boost: "B", hotspot: "H" }[card.kind] || "?" }),
    ...face(card),
    none(owner) ? null : el("span", { class: `xl-facing facing-${FACING_WORDS[turn]}`, "aria-hidden": "true",
      text: `${FACING[turn]}${owner + 1}` }),
  ]);
  return openable(node, { title: card.name, clickable: tag === "button" || props.role === "img",
    words: fullWords(card, links, ownerName, facing) });
}

// A Xeko card's whole text, as its opened view lists it.
function fullWords(card, sides, ownerName, facing) {
  const stats = card.kind === "species" ? `Energy ${card.energy} · Eco-points ${card.eco_points}`
    : card.kind === "boost" && !none(card.boost) ? `Boost +${card.boost}` : null;
  const tokens = card.tokens && card.tokens.length
    ? `${card.kind === "xeko" ? "Needs trophic tokens" : "Trophic level"}: ${card.tokens.map((t) => (t ? `${t} (${dots([t])})` : "plant ○")).join(" and ")}` : null;
  return [[KIND_WORDS[card.kind] || card.kind, ownerName ? `of ${ownerName}` : null].filter(Boolean).join(" "), stats, tokens,
    `Links: ${sideWords(sides)}`, card.text || null, facing ? `On the field it ${facing}.` : null];
}

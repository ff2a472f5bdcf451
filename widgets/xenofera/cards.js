// Xenofera cards as cards: the parts the rulebook's "Card Types" section lists, and one mark per card type
// (a letter in its own shape and colour). Every number comes from the view; nothing is worked out here.
import { cardFace } from "../shared/card.js";

// One mark per card type: letter, shape and colour all differ, so no letter means two things.
export const MARKS = {
  xenofera: { letter: "X", shape: "hex", colour: "#2e7d32", title: "Creature (Xenofera card)" },
  huntsman: { letter: "H", shape: "shield", colour: "#8a5a00", title: "Huntsman" },
  crew: { letter: "E", shape: "circle", colour: "#1f5fbf", title: "Expedition member (crew)" },
  "starter-member": { letter: "E", shape: "circle", colour: "#1f5fbf", title: "Starting expedition member (crew)" },
  cage: { letter: "C", shape: "square", colour: "#6d4c41", title: "Cage" },
  "starter-cage": { letter: "C", shape: "square", colour: "#6d4c41", title: "Starting cage" },
  item: { letter: "I", shape: "diamond", colour: "#00796b", title: "Item (built onto a cage)" },
  collection: { letter: "G", shape: "pill", colour: "#7b1fa2", title: "Collection (a goal scored at the end)" },
  action: { letter: "A", shape: "triangle", colour: "#d84315", title: "Action card" },
  reaction: { letter: "R", shape: "octagon", colour: "#b71c1c", title: "Reaction card" },
  immediate: { letter: "!", shape: "star", colour: "#c2185b", title: "Immediate card" },
  battle: { letter: "B", shape: "ring", colour: "#37474f", title: "Battle card" },
};

export const KIND_WORDS = { xenofera: "Creature", huntsman: "Huntsman", crew: "Crew member",
  "starter-member": "Starting crew member", cage: "Cage", "starter-cage": "Starting cage", item: "Item",
  collection: "Collection", action: "Action", reaction: "Reaction", immediate: "Immediate", battle: "Battle card" };

// Characteristic and planet icons as glyphs (decoration: the word is always printed beside them).
const ICONS = { fang: "▾", moon: "☾", wave: "≈", wing: "⌃", shell: "⬢", spark: "✦", "leaf-globe": "◍",
  "stone-globe": "◉", "ember-globe": "◎", "ice-globe": "○" };
export const icon = (name) => ICONS[name] || "•";

const sizeWords = (sizes) => sizes.length === 1 ? sizes[0] : `${sizes.slice(0, -1).join(", ")} or ${sizes[sizes.length - 1]}`;

// What a card shows, by type; `extra` adds state (selected, dim, badges, onClick, children, key).
export function cardSpec(card, options = {}) {
  const { inHand, ...extra } = options;
  const kind = card.kind;
  const phase = (words) => (inHand ? words : "");
  const spec = { kind, id: card.id, mark: MARKS[kind] || MARKS.action, title: card.name, stats: [], lines: [],
    badges: [] };
  const words = [KIND_WORDS[kind] || "Card"];
  if (kind === "xenofera") {
    spec.subtitle = `${card.size} · ${icon(card.planet_icon)} ${card.planet}`;
    spec.stats = [{ label: "Capture cost", short: "Capture", value: card.capture_cost },
      { label: "Value (points at the end)", short: "Value", value: card.value }];
    spec.lines = [card.characteristics.map((c) => `${icon(c.icon)} ${c.name}`).join("  ")];
    spec.footer = card.scientific_name;
    words.push(card.size, `from ${card.planet}`, `capture cost ${card.capture_cost}`, `value ${card.value}`,
      ...card.characteristics.map((c) => c.name));
  } else if (kind === "huntsman" || kind === "crew" || kind === "starter-member") {
    spec.subtitle = kind === "huntsman" ? "Huntsman" : kind === "crew" ? `${card.role}${phase(" · Action Phase")}` : `${card.role} · starting crew`;
    spec.stats = [{ label: "Build points", short: "Build", value: card.build },
      { label: "Capture points", short: "Capture", value: card.capture }];
    if (kind !== "huntsman") spec.stats.push({ label: "Cost against your score", short: "Costs", value: card.cost });
    spec.lines = [card.text];
    words.push(kind === "huntsman" ? "" : card.role, `build ${card.build}`, `capture ${card.capture}`,
      kind === "huntsman" ? "" : `costs ${card.cost} at the end`, card.text);
  } else if (kind === "cage" || kind === "starter-cage") {
    spec.subtitle = inHand ? `${KIND_WORDS[kind]} · Build Phase` : KIND_WORDS[kind];
    if (inHand) {
      spec.stats = [{ label: "Holds creatures of size", short: "Holds", value: card.sizes.join(", ") },
        { label: "How many creatures fit", short: "Fits", value: card.capacity }];
    } else {  // a built cage: what it holds, as a line that wraps between words
      spec.lines = [`Holds ${card.sizes.join(", ")}${card.capacity !== 1 ? ` · fits ${card.capacity}` : ""}`];
    }
    if (inHand) spec.stats.push({ label: "Build cost", short: "Cost", value: card.build_cost });
    words.push(`holds ${sizeWords(card.sizes)}`, `room for ${card.capacity}`, `build cost ${card.build_cost}`);
  } else if (kind === "item") {
    spec.subtitle = `Item · ${card.item_type}${phase(" · Build Phase")}`;
    spec.stats = [{ label: "Build cost", short: "Cost", value: card.build_cost }];
    spec.lines = [card.text];
    words.push(card.item_type, `build cost ${card.build_cost}`, card.text);
  } else if (kind === "collection") {
    const [what, need] = Object.entries(card.requirement).find(([k]) => k !== "count");
    spec.subtitle = `Collection · ${icon(card.icon)} ${need}`;
    spec.stats = [{ label: "Creatures needed", short: "Needs", value: `${card.requirement.count} ${need}` },
      { label: "Bonus when completed", short: "Bonus", value: `+${card.bonus}` }];
    words.push(`needs ${card.requirement.count} creatures ${what === "planet" ? "from" : "with"} ${need}`,
      `bonus ${card.bonus}`);
  } else if (kind === "battle") {
    spec.title = card.decoy ? "Decoy" : String(card.value);
    spec.subtitle = `${card.colour} Battle card`;
    spec.lines = [card.decoy ? "Worth 0: laid to mislead" : `Worth ${card.value}`];
    spec.cls = card.decoy ? "decoy" : "";
    words.splice(0, 1, `${card.colour} Battle card`, card.decoy ? "the Decoy, worth 0" : `worth ${card.value}`);
  } else {
    spec.subtitle = `${KIND_WORDS[kind] || "Card"}${kind === "action" ? " · Action Phase" : kind === "reaction" ? " · answers an Action" : ""}`;
    spec.lines = [card.text];
    words.push(card.text);
  }
  if (card.plus3) spec.badges.push({ text: "3+ players", title: "Removed in two-player games" });
  const merged = { ...spec, ...extra, badges: [...spec.badges, ...(extra.badges || [])],
    cls: [spec.cls, extra.cls].filter(Boolean).join(" ") };
  const state = extra.stateWords ? `; ${extra.stateWords}` : "";
  merged.label = extra.label || `${card.name}: ${words.filter(Boolean).join(", ")}${state}`;
  merged.tooltip = extra.tooltip || card.text || card.name;
  return merged;
}

export function card(cardJson, extra) {
  return cardFace(cardSpec(cardJson, extra));
}

// A card back: a card seen from the other side of the table (a hand, a face-down Battle card, a Collection).
export function back(text, label, extra = {}) {
  return cardFace({ faceDown: true, backText: text, label, key: extra.key, onClick: extra.onClick,
    cls: extra.cls, id: extra.id, selectable: extra.selectable });
}

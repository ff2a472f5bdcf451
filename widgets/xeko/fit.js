// The Xeko table fitted to the board once laid out: the field as wide as it needs (the side column narrower, then
// the field across the whole board), and each card's name cut at a word with "…" where two lines cannot hold it.
import { hyphenate } from "./card.js";

const over = (n) => n.scrollWidth > n.clientWidth + 1;
const tall = (n) => n.scrollHeight > n.clientHeight + 1;

// A name that needs more than its two lines: the most whole words that fit, then "…" (data-full keeps it whole,
// for the card's opened view and its spoken name).
export function fitName(node) {
  const full = node.dataset.full;
  node.textContent = hyphenate(full);
  if (!tall(node)) return;
  const words = full.split(" ");
  for (let k = words.length - 1; k >= 1; k--) {
    node.textContent = `${hyphenate(words.slice(0, k).join(" "))}…`;
    if (!tall(node)) return;
  }
}

// The field's columns all show without a sideways scroll: first a narrower side column, then the field across the
// board's whole width above the hand and the side column; at the large text sizes it may also be drawn smaller,
// never so small that its text renders under 12 px.
export function fitField(root) {
  const grid = root.querySelector(".xl-field .xl-grid");
  root.classList.remove("xl-side-narrow", "xl-field-wide");
  if (!grid) return;
  grid.style.zoom = "";
  if (over(grid)) root.classList.add("xl-side-narrow");
  if (over(grid)) root.classList.add("xl-field-wide");
  if (!over(grid)) return;
  const text = (parseFloat(getComputedStyle(grid.querySelector(".xl-name, .xl-axis") || grid).fontSize) || 12)
    * (parseFloat(getComputedStyle(root).zoom) || 1);
  const least = Math.max(0.6, Math.min(1, 12 / text));
  grid.style.zoom = String(Math.max(least, grid.clientWidth / grid.scrollWidth));
}

// The board's post-layout step: the field first (it sets the cells' size), then the names in the cards.
export function fitTable(root) {
  fitField(root);
  for (const name of root.querySelectorAll(".xl-card .xl-name[data-full]")) fitName(name);
}

"""What a learner cannot read on a drawn board: words broken a letter or two a line, text cut off by its box
with no full-text view of its card (or hidden in a table part that scrolls sideways), and text lying under
another mark (a Xeko link badge, the open mark)."""
from __future__ import annotations

UNREADABLE = r"""(root) => {
  const out = { broken: [], clipped: [], covered: [] };
  const visible = (n) => { const s = getComputedStyle(n); return s.visibility !== "hidden" && s.display !== "none" && n.getClientRects().length; };
  const where = (n) => { const c = n.closest(".xl-openable, .xl-section, section"); return c ? (c.getAttribute("aria-label") || c.className).slice(0, 60) : "?"; };
  // 1. words laid out in pieces: a word of up to 8 letters split over lines, or any word split into a piece of 1-2 letters
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const p = t.parentElement;
    if (!p || !visible(p) || p.closest(".xl-open, [aria-hidden='true'] .lk, .xl-mark, .xl-cardback, .xl-pile-stack")) continue;
    const text = t.textContent;
    for (const m of text.matchAll(/[A-Za-z\u00C0-\u024F']{3,}/g)) {
      const tops = [];
      for (let i = 0; i < m[0].length; i++) {
        const r = document.createRange(); r.setStart(t, m.index + i); r.setEnd(t, m.index + i + 1);
        const rects = [...r.getClientRects()]; const rect = rects[rects.length - 1]; if (!rect || !rect.width) continue;  // a letter just after a hyphen break (a soft hyphen) also gets a zero-width rect at the end of the line above
        const last = tops[tops.length - 1];
        if (last && Math.abs(last.top - rect.top) < rect.height / 2) last.n++; else tops.push({ top: rect.top, n: 1 });
      }
      if (tops.length < 2) continue;
      const smallest = Math.min(...tops.map((x) => x.n));
      if (m[0].length <= 8 || smallest <= 2) out.broken.push(`"${m[0]}" in ${where(p)} split ${tops.map((x) => x.n).join("+")}`);
    }
  }
  // 2. text cut by its box (ellipsis, line clamp, hidden overflow) outside a card that opens in full
  for (const n of root.querySelectorAll("*")) {
    if (!visible(n) || !n.textContent.trim() || n.closest(".xl-openable")) continue;
    const s = getComputedStyle(n);
    const clips = s.overflowX === "hidden" || s.overflowY === "hidden" || s.overflowX === "clip" || s.overflowY === "clip" || s.textOverflow === "ellipsis";
    const scrollsAcross = (s.overflowX === "auto" || s.overflowX === "scroll") && n.closest(".xl-play");
    if (scrollsAcross && n.scrollWidth > n.clientWidth + 1) { out.clipped.push(`${n.className || n.tagName} scrolls sideways: "${n.textContent.trim().slice(0, 40)}"`); continue; }
    if (!clips) continue;
    if (n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1) out.clipped.push(`${n.className || n.tagName}: "${n.textContent.trim().slice(0, 40)}"`);
  }
  // 3. text under a mark: a Xeko link badge or an open mark over a card's words
  for (const card of root.querySelectorAll(".xl-openable")) {
    const marks = [...card.querySelectorAll(":scope > .xl-link .lk, :scope > .xl-open, :scope > .xl-kind, :scope > .xl-facing")].filter(visible).map((m) => m.getBoundingClientRect());
    const words = [...card.querySelectorAll(".xl-name, .xl-stat, .xl-card-title, .xl-card-stats dd")].filter(visible);
    for (const w of words) {
      const r = document.createRange(); r.selectNodeContents(w);
      for (const a of r.getClientRects()) for (const b of marks) {
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left), y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1.5 && y > 1.5) { out.covered.push(`"${w.textContent}" in ${where(w)}`); break; }
      }
    }
  }
  out.covered = [...new Set(out.covered)];
  return out;
}"""


def unreadable(board) -> dict[str, list[str]]:
    """The unreadable text on a board (a Playwright locator of .xl-board): broken, clipped and covered words."""
    return board.evaluate(UNREADABLE)

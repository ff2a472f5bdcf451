// Spoken names that hold the words on screen (WCAG 2.5.3 Label in Name): a control whose accessible name does not
// contain its visible text gets it: first where it is a few words ("Play turn: ..."), after the name where it is a
// card's many (its title, numbers and links), so "click Play turn" works by voice too.
const NAMED_BY_CONTENT = "button, [role=button], summary, a[href], [role=link], [role=tab], [role=checkbox], [role=menuitem], [role=option]";
const PHRASING = new Set(["A", "ABBR", "B", "BDI", "BDO", "CITE", "CODE", "DATA", "DFN", "EM", "I", "KBD", "MARK", "Q",
  "S", "SAMP", "SMALL", "SPAN", "STRONG", "SUB", "SUP", "TIME", "U", "VAR", "LABEL", "OUTPUT"]);

// As axe-core compares them: emoji, characters beyond the BMP and its set of punctuation dropped, spaces collapsed,
// lower case (a middle dot "·" stays, so a name must say it too).
const PUNCT = /[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&()*+,\-.\/:;<=>?@\[\]^_`{|}~]/g;
export function curate(text) {
  return String(text || "").replace(/\p{Extended_Pictographic}/gu, "").replace(/[\u{10000}-\u{10FFFF}]/gu, "")
    .replace(PUNCT, "").replace(/\s+/g, " ").trim().toLowerCase();
}

// Letters drawn only for the eye (a type mark, an emblem: aria-hidden) are drawn from an attribute by CSS, so they
// are not part of the text a name is checked against; blocks get a space between them, as they read.
function tidy(node) {
  for (const mark of node.querySelectorAll("[aria-hidden=true]")) {
    if (mark.children.length || !mark.textContent) continue;
    mark.dataset.glyph = mark.textContent;
    mark.textContent = "";
  }
  for (const child of [...node.querySelectorAll("*")]) {
    const next = child.nextSibling;
    if (next && next.nodeType === 1 && !inline(child)) child.after(" ");
  }
}

// Inline-level by its style; by its tag while the board is drawn before JupyterLab shows it (no style yet).
function inline(node) {
  const display = getComputedStyle(node).display || (PHRASING.has(node.tagName) ? "inline" : "block");
  return display.startsWith("inline");
}

// The visible text as axe-core reads it: every text node on screen, joined as they stand.
export function visibleText(node) {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  let out = "";
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const p = n.parentElement;
    if (p.closest("[hidden]") || getComputedStyle(p).display === "none") continue;  // no layout needed: a board
    // may be drawn before its notebook output is shown
    out += n.textContent;
  }
  return out.replace(/\s+/g, " ").trim();
}

export function nameHoldsLabel(root) {
  for (const node of root.querySelectorAll(NAMED_BY_CONTENT)) {
    if (node.dataset.choice) node.setAttribute("aria-label", node.dataset.choice);  // a second pass starts from the engine's words
    const label = node.getAttribute("aria-label");
    if (!label) continue;
    tidy(node);
    const text = visibleText(node);
    const words = curate(text);
    const named = curate(label);
    if (words.length < 2 || named.includes(words)) continue;
    // A few words (a button) go first; a card's many (its title, numbers, links) follow the name it is known by.
    node.dataset.choice = label;  // the choice's own words, as the engine names it (tests and the log read them)
    node.setAttribute("aria-label", words.split(" ").length > 4 ? `${label} (${text})`
      : `${text.replace(/[:,;.\s]+$/, "")}: ${label}`);
  }
}

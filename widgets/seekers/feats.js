// The Heroic Feats (and Rest) as one row of named buttons with their cost; a Feat not allowed now stays
// clickable and says why (Python gives every reason).
import { el, button } from "../shared/dom.js";

export function featRow(facts, board, api) {
  const row = facts.feats || [];
  if (!row.length) return null;
  const buttons = row.map((f) => {
    const label = `${f.name}: ${f.cost}, to ${f.effect}${f.allowed ? "" : ". Not allowed now"}`;
    const b = button("", {
      key: `feat:${f.name}`, cls: `xl-feat${f.allowed ? " allowed" : ""}${f.chosen ? " chosen" : ""}`,
      label, disabled: !f.allowed, pressed: f.chosen ? true : undefined,
      onClick: () => (f.allowed ? api.send({ type: "heroic", feat: f.name, version: board.version })
        : api.why({ feat: f.name })),
    });
    b.title = f.allowed ? `${f.name}: ${f.effect}` : f.reason;
    b.replaceChildren(el("span", { class: "xl-feat-name", text: f.name }),
      el("span", { class: "xl-feat-cost", text: f.cost }));
    return b;
  });
  const heroic = row.some((f) => f.name !== "Rest");
  return el("div", { class: "xl-feats", role: "group", "aria-label": heroic ? "Heroic Feats and Rest" : "Rest" }, [
    el("span", { class: "xl-feats-title", text: heroic ? "Heroic Feats" : "Resting" }), ...buttons]);
}

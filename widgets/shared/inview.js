// Keeping the learner's current step in view: the side column (lesson, choices, task, battle) stays put while
// the table scrolls past, as tall as the notebook's visible area; and a lesson's board, once drawn by Run All,
// is brought into view (JupyterLab leaves the notebook at its last cell), unless the learner has scrolled since.

// The nearest ancestor that scrolls the page the board is in (JupyterLab's notebook, or the page itself).
function scroller(node) {
  for (let n = node.parentElement; n; n = n.parentElement) {
    const s = getComputedStyle(n);
    if (/(auto|scroll)/.test(s.overflowY) && n.scrollHeight > n.clientHeight) return n;
  }
  return document.scrollingElement || document.documentElement;
}

// The side column's height follows the visible height of whatever scrolls the board.
export function keepSideInView(root) {
  const fit = () => {
    const area = scroller(root);
    const height = area === document.scrollingElement || area === document.documentElement ? window.innerHeight : area.clientHeight;
    root.style.setProperty("--xl-view-h", `${Math.max(320, height - 8)}px`);
  };
  fit();
  const again = () => requestAnimationFrame(fit);
  window.addEventListener("resize", again);
  const late = setTimeout(fit, 1500);  // once the notebook has laid itself out
  return () => { window.removeEventListener("resize", again); clearTimeout(late); };
}

// A lesson's board scrolls into view when it is first drawn, and again while Run All is still moving the
// notebook, until the learner scrolls, types or clicks anything.
export function showLessonBoard(root, isLesson) {
  if (!isLesson()) return () => {};
  let moved = false;
  const stop = () => { moved = true; };
  const events = ["wheel", "keydown", "pointerdown", "touchstart"];
  events.forEach((e) => window.addEventListener(e, stop, { capture: true, passive: true }));
  const timers = [60, 400, 1200, 2500, 4500].map((ms) => setTimeout(() => {
    if (moved || !root.isConnected || !isLesson()) return;
    const box = root.getBoundingClientRect();
    const area = scroller(root);
    const top = area === document.scrollingElement || area === document.documentElement ? 0 : area.getBoundingClientRect().top;
    if (Math.abs(box.top - top) > 4) root.scrollIntoView({ block: "start" });
  }, ms));
  const done = () => { timers.forEach(clearTimeout); events.forEach((e) => window.removeEventListener(e, stop, { capture: true })); };
  setTimeout(done, 5000);
  return done;
}

// The choices stick just below the lesson's step in the side column: follow the step's height as it changes.
export function stackUnderLesson(root, lessonSlot) {
  const set = () => root.style.setProperty("--xl-lesson-h", `${lessonSlot.offsetHeight}px`);
  const watch = typeof ResizeObserver === "function" ? new ResizeObserver(set) : null;
  if (watch) watch.observe(lessonSlot); else set();
  return () => { if (watch) watch.disconnect(); };
}

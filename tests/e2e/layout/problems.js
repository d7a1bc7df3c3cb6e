// What the page shows that is cut, covered or off the screen, as readable lines (none: all is
// well); text boxes are compared in screen pixels, with a pixel's tolerance.
(board, targetSelector) => {
  const problems = [];
  const name = (el) => `${el.tagName.toLowerCase()}.${el.getAttribute("class") || ""} "${el.textContent.trim().slice(0, 40)}"`;
  const width = window.innerWidth, height = window.innerHeight;
  if (document.documentElement.scrollWidth > width + 1) problems.push(`the page is wider than the screen: ${document.documentElement.scrollWidth}`);
  // legal targets and decision buttons: on the screen and not covered by anything
  const targets = [...document.querySelectorAll(targetSelector)];
  // what a closed <details> holds is not drawn, though Chromium still gives it boxes
  const shown = (el) => el.getClientRects().length && !(el.closest("details:not([open])") && !el.closest("summary"));
  const buttons = [...document.querySelectorAll(".actions button.act:not([disabled])")].filter(shown);
  for (const el of [...targets, ...buttons]) {
    const r = el.getBoundingClientRect();
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    if (r.left < -1 || r.top < -1 || r.right > width + 1 || r.bottom > height + 1) { problems.push(`off the screen: ${name(el)} at ${Math.round(r.left)},${Math.round(r.top)}`); continue; }
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(el === hit || el.contains(hit))) problems.push(`covered: ${name(el)} by ${hit ? name(hit) : "nothing"}`);
  }
  // HTML text wider than its box
  for (const el of document.querySelectorAll(".room *")) {
    if (el instanceof SVGElement || ["INPUT", "SELECT", "TEXTAREA", "svg"].includes(el.tagName)) continue;
    const style = getComputedStyle(el);
    if (style.display === "inline" || style.display === "contents" || !shown(el)) continue;
    if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`cut: ${name(el)} ${el.scrollWidth} > ${el.clientWidth}`);
  }
  // the side column's boxes inside it (on a phone the column is no box: the page's width says it)
  const side = document.querySelector(".room .side");
  const column = side && getComputedStyle(side).display !== "contents" ? side.getBoundingClientRect() : null;
  for (const el of column ? side.querySelectorAll("*") : []) {
    if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
    const r = el.getBoundingClientRect();
    if (shown(el) && r.width && (r.right > column.right + 1 || r.left < column.left - 1)) problems.push(`sticks out of the side column: ${name(el)} ${Math.round(r.left)}-${Math.round(r.right)}`);
  }
  // the board's words: inside its picture, and not on one another
  const svg = document.querySelector(board);
  if (!svg) return [...problems, `no board (${board})`];
  const frame = svg.getBoundingClientRect();
  const texts = [...svg.querySelectorAll("text")].filter((t) => shown(t) && t.textContent.trim());
  const boxes = texts.map((t) => [t, t.getBoundingClientRect()]);
  for (const [t, r] of boxes) {
    if (r.left < frame.left - 1 || r.right > frame.right + 1 || r.top < frame.top - 1 || r.bottom > frame.bottom + 1) problems.push(`outside the board: ${name(t)}`);
  }
  const labels = boxes.filter(([t]) => !t.closest("[data-overlap-ok]"));
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const [a, p] = labels[i], [b, q] = labels[j];
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (w > 1 && h > 1) problems.push(`overlap: ${name(a)} and ${name(b)}`);
    }
  }
  return problems;
}

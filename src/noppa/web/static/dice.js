// Dice for every board: a die drawn in SVG with pips (1–6) or with a named face picture, and a
// roll animation that tumbles random faces before settling on the rolled ones.
import { s, reducedMotion } from "./dom.js";

const PIPS = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 26], [72, 26], [28, 50], [72, 50], [28, 74], [72, 74]],
};

const INK = "#3b2f2a";

/** Pictures of named faces in a 100×100 box (Dungeon Dice's tools and guard, and any game's). */
export const FACE_ART = {
  shovel: () => [
    s("line", { x1: 50, y1: 14, x2: 50, y2: 58, stroke: "#7a4b26", "stroke-width": 8, "stroke-linecap": "round" }),
    s("line", { x1: 37, y1: 14, x2: 63, y2: 14, stroke: "#7a4b26", "stroke-width": 8, "stroke-linecap": "round" }),
    s("path", { d: "M33 55 L67 55 L63 78 Q50 94 37 78 Z", fill: "#8d99a6", stroke: INK, "stroke-width": 3 }),
  ],
  key: () => [
    s("circle", { cx: 30, cy: 50, r: 14, fill: "none", stroke: "#c9951a", "stroke-width": 8 }),
    s("line", { x1: 44, y1: 50, x2: 88, y2: 50, stroke: "#c9951a", "stroke-width": 8, "stroke-linecap": "round" }),
    s("rect", { x: 70, y: 50, width: 7, height: 16, fill: "#c9951a" }),
    s("rect", { x: 81, y: 50, width: 7, height: 11, fill: "#c9951a" }),
  ],
  lantern: () => [
    s("circle", { cx: 50, cy: 14, r: 6, fill: "none", stroke: INK, "stroke-width": 4 }),
    s("path", { d: "M34 28 L66 28 L59 20 L41 20 Z", fill: INK }),
    s("rect", { x: 35, y: 28, width: 30, height: 44, rx: 5, fill: "#ffd166", stroke: INK, "stroke-width": 4 }),
    s("ellipse", { cx: 50, cy: 50, rx: 7, ry: 12, fill: "#f3722c" }),
    s("rect", { x: 30, y: 72, width: 40, height: 9, rx: 3, fill: INK }),
  ],
  dagger: () => [
    s("path", { d: "M50 8 L59 58 L41 58 Z", fill: "#d7dde3", stroke: INK, "stroke-width": 3 }),
    s("rect", { x: 30, y: 57, width: 40, height: 8, rx: 3, fill: "#8a5a2b" }),
    s("rect", { x: 45, y: 65, width: 10, height: 20, fill: "#5b3a1e" }),
    s("circle", { cx: 50, cy: 89, r: 6, fill: "#c9951a" }),
  ],
  ladder: () => [
    s("line", { x1: 33, y1: 10, x2: 33, y2: 90, stroke: "#9c6b3c", "stroke-width": 7, "stroke-linecap": "round" }),
    s("line", { x1: 67, y1: 10, x2: 67, y2: 90, stroke: "#9c6b3c", "stroke-width": 7, "stroke-linecap": "round" }),
    ...[24, 42, 60, 78].map((y) => s("line", { x1: 33, y1: y, x2: 67, y2: y, stroke: "#9c6b3c", "stroke-width": 6 })),
  ],
  guard: () => [
    s("path", { d: "M50 22 Q58 6 74 10 Q62 14 58 24 Z", fill: "#c0392b" }),
    s("path", { d: "M22 64 Q22 22 50 22 Q78 22 78 64 Z", fill: "#6c7a89", stroke: INK, "stroke-width": 3 }),
    s("rect", { x: 38, y: 40, width: 24, height: 7, rx: 2, fill: INK }),
    s("rect", { x: 46, y: 47, width: 8, height: 16, fill: INK }),
    s("rect", { x: 14, y: 62, width: 72, height: 10, rx: 5, fill: "#c0392b", stroke: INK, "stroke-width": 3 }),
  ],
};

/**
 * One die at (x, y) of the given size. `face` is a number 1–6 (pips) or a name from FACE_ART;
 * `null` draws a blank die. Options: {highlight, dim, label, cls}.
 */
export function die(x, y, size, face, options = {}) {
  const scale = size / 100;
  const group = s("g", { class: ["die", options.cls, options.highlight && "hl", options.dim && "dim"], transform: `translate(${x} ${y})` });
  const inner = s("g", { class: "die-inner", transform: `scale(${scale})` });
  const danger = face === "guard";
  inner.append(s("rect", { class: "die-body", x: 3, y: 3, width: 94, height: 94, rx: 18, fill: danger ? "#fde3df" : "#fbf7ef", stroke: options.highlight ? "#f5b700" : INK, "stroke-width": options.highlight ? 8 : 4 }));
  if (typeof face === "number" && PIPS[face]) {
    for (const [cx, cy] of PIPS[face]) inner.append(s("circle", { cx, cy, r: 9, fill: INK }));
  } else if (face && FACE_ART[face]) {
    inner.append(...FACE_ART[face]());
  }
  group.append(inner);
  if (options.label) group.append(s("title", {}, options.label));
  return group;
}

/**
 * Tumble the dice drawn by `draw(faces)` into `holder` for `ms` milliseconds, then draw the final
 * faces. `pick()` gives a random face. Returns a promise; `token.cancelled` stops it early.
 */
export async function tumble(holder, draw, finalFaces, pick, ms = 650, token = {}) {
  if (reducedMotion()) {
    holder.replaceChildren(...draw(finalFaces, false));
    return;
  }
  const started = performance.now();
  while (performance.now() - started < ms && !token.cancelled) {
    const faces = finalFaces.map(() => pick());
    holder.replaceChildren(...draw(faces, true));
    await new Promise((resolve) => setTimeout(resolve, 80));
  }
  if (!token.cancelled) holder.replaceChildren(...draw(finalFaces, false));
}

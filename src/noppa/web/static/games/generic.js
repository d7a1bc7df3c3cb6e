// The fallback board for any game without its own module: the seat's view, shown readably.
// The shell's buttons carry the legal actions with their labels, so the game is fully playable.
import { h, fill } from "../dom.js";

function humanize(key) {
  return String(key).replace(/[_-]+/g, " ");
}

function scalar(value, t) {
  if (value === null || value === undefined) return h("span", { class: "muted" }, "—");
  if (typeof value === "boolean") return value ? "✓" : "✗";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : value.toFixed(3);
  return String(value);
}

function isScalar(value) {
  return value === null || typeof value !== "object";
}

export function tree(value, t, depth = 0) {
  if (isScalar(value)) return scalar(value, t);
  if (Array.isArray(value)) {
    if (value.length === 0) return h("span", { class: "muted" }, "—");
    if (value.every(isScalar)) return value.map((v) => scalar(v, t)).join(", ");
    const keys = value.every((v) => v && typeof v === "object" && !Array.isArray(v)) ? [...new Set(value.flatMap(Object.keys))] : null;
    if (keys && keys.length <= 8 && value.every((v) => Object.values(v).every(isScalar))) {
      return h(
        "div",
        { class: "table-wrap" },
        h("table", { class: "compact" }, h("thead", {}, h("tr", {}, keys.map((k) => h("th", {}, humanize(k))))), h("tbody", {}, value.map((row) => h("tr", {}, keys.map((k) => h("td", {}, scalar(row[k], t))))))),
      );
    }
    return h("ol", { class: "tree", start: 0 }, value.map((v) => h("li", {}, tree(v, t, depth + 1))));
  }
  if (depth > 6) return "…";
  return h(
    "dl",
    { class: "tree" },
    Object.entries(value).map(([k, v]) => [h("dt", {}, humanize(k)), h("dd", {}, tree(v, t, depth + 1))]),
  );
}

export default function create(ctx) {
  const root = h("div", { class: "generic-board" });
  ctx.board.append(root);
  return {
    update(frame) {
      const view = frame.view;
      fill(
        root,
        h("p", { class: "muted" }, ctx.t("web.generic.note")),
        h("p", {}, ctx.t("web.generic.turn", { turn: view.turn }), view.to_act !== null ? ` · ${ctx.t("web.generic.to_act", { player: ctx.name(view.to_act) })}` : ""),
        tree(view.state, ctx.t),
      );
    },
  };
}

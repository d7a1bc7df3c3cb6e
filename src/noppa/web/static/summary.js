// A finished game told well: its summary page (/summary/<room>) and the panel on the room's
// game-over card, and the computer review's chart and notes that the replay page shows too.
// The review comes from GET /api/rooms/<room>/review (202 with progress until it is done); the
// result and each player's statistics from GET /api/rooms/<room>/summary.
import { h, s, fill, playerColor, sleep } from "./dom.js";
import { t, lang, loadMessages, winnerText } from "./i18n.js";
import { get } from "./api.js";
import { link, navigate } from "./nav.js";

const POLL_MS = 800;

/** A chance as a percentage in the page's language ("52.3%", "52,3 %"); `signed`: "+4.1%". */
export function percent(value, signed = false) {
  const said = new Intl.NumberFormat(lang(), { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(value));
  if (!signed) return value < 0 ? `−${said}` : said;
  return (value < 0 ? "−" : "+") + said;
}

/** A review value [mean, standard error] as "52.3% ± 1.1%" (no error where it is exact). */
export function withError(value, signed = false) {
  const [mean, error] = value;
  return error > 0 ? `${percent(mean, signed)} ± ${percent(error)}` : percent(mean, signed);
}

/** The room's review once it is done; `progress(answer)` is told each 202 answer meanwhile.
 * Returns null when `stopped()` turns true (the page was left). */
export async function fetchReview(roomId, progress, stopped = () => false) {
  for (;;) {
    const answer = await get(`/api/rooms/${roomId}/review`);
    if (answer.status === "done") return answer.review;
    if (progress) progress(answer);
    await sleep(POLL_MS);
    if (stopped()) return null;
  }
}

/** The line that tells one step of the review: the move, the best one if it was not, its luck. */
export function stepNote(review, index, names) {
  const step = review.steps[index];
  if (!step) return null;
  const code = lang();
  const parts = [t("web.review.move", { number: index + 1, player: names(step.seat), played: step.label[code] })];
  if (step.decision) parts.push(step.significant ? t("web.review.best_was", { best: step.best_label[code], lost: withError([-step.loss[0], step.loss[1]]) }) : t("web.review.best_played"));
  if (step.luck && step.chance === "roll") parts.push(t("web.review.luck", { luck: withError(step.luck, true) }) + (step.roller !== step.seat ? ` (${names(step.roller)})` : ""));
  return h("p", { class: ["review-note", step.significant && "costly"], dataset: { step: String(index) } }, parts.join(" — "));
}

/** The win-chance chart of a review: a line per seat over every position (before the first move,
 * then after each), a mark on each costly move in the mover's colour (a button: `pick(index)`),
 * and with `current` a cursor at that position (the replay's step). */
export function reviewChart(review, names, { pick = null, current = null } = {}) {
  const W = 640;
  const H = 180;
  const PAD = 6;
  const n = review.steps.length;
  const x = (position) => PAD + ((W - 2 * PAD) * position) / Math.max(1, n);
  const y = (chance) => PAD + (H - 2 * PAD) * (1 - chance);
  const positions = [review.start, ...review.steps.map((step) => step.after)];
  const lines = [];
  for (let seat = 0; seat < review.players; seat += 1) {
    const points = positions.map((values, i) => `${x(i).toFixed(1)},${y(values[seat][0]).toFixed(1)}`).join(" ");
    lines.push(s("polyline", { points, fill: "none", stroke: playerColor(seat), "stroke-width": 2, "vector-effect": "non-scaling-stroke", class: "review-line", dataset: { seat: String(seat) } }));
  }
  const marks = review.steps
    .filter((step) => step.decision && step.significant)
    .map((step) => {
      const label = `${t("web.review.move", { number: step.index + 1, player: names(step.seat), played: step.label[lang()] })} — ${t("web.review.best_was", { best: step.best_label[lang()], lost: withError([-step.loss[0], step.loss[1]]) })}`;
      // a pill whose stroke keeps its width however the chart is stretched (a circle would not),
      // over a transparent hit area that makes the mark easy to choose
      const cx = x(step.index);
      const cy = y(step.before[step.seat][0]);
      const mark = s(
        "g",
        { class: "review-mark", role: pick ? "button" : "img", tabindex: pick ? 0 : null, "aria-label": label, dataset: { step: String(step.index) } },
        s("title", {}, label),
        s("rect", { x: (cx - 6).toFixed(1), y: (cy - 9).toFixed(1), width: 12, height: 18, fill: "transparent" }),
        s("line", { x1: cx.toFixed(1), x2: cx.toFixed(1), y1: (cy - 3).toFixed(1), y2: (cy + 3).toFixed(1), stroke: playerColor(step.seat), "stroke-width": 9, "stroke-linecap": "round", "vector-effect": "non-scaling-stroke" }),
      );
      if (pick) {
        mark.addEventListener("click", () => pick(step.index));
        mark.addEventListener("keydown", (event) => {
          if (event.key === "Enter" || event.key === " ") {
            event.preventDefault();
            pick(step.index);
          }
        });
      }
      return mark;
    });
  const cursor = s("line", { x1: 0, x2: 0, y1: 0, y2: H, stroke: "currentColor", "stroke-dasharray": "3 3", class: "review-cursor", visibility: current === null ? "hidden" : "visible" });
  const half = s("line", { x1: PAD, x2: W - PAD, y1: y(0.5), y2: y(0.5), stroke: "currentColor", opacity: 0.2 });
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, class: "review-chart", role: "group", "aria-label": t("web.review.chart"), preserveAspectRatio: "none" }, s("title", {}, t("web.review.chart")), half, lines, cursor, marks);
  const legend = h("ul", { class: "review-legend" }, Array.from({ length: review.players }, (_, seat) => h("li", { style: { "--c": playerColor(seat) } }, names(seat))));
  const box = h("figure", { class: "review-figure" }, svg, h("figcaption", { class: "muted small" }, t("web.review.chart-about")), legend);
  const setCurrent = (position) => {
    if (position === null || position === undefined) {
      cursor.setAttribute("visibility", "hidden");
      return;
    }
    cursor.setAttribute("visibility", "visible");
    cursor.setAttribute("x1", x(position).toFixed(1));
    cursor.setAttribute("x2", x(position).toFixed(1));
  };
  setCurrent(current);
  return { el: box, setCurrent };
}

/** How the review was made: exactly, or estimated with standard errors. */
export function methodLine(review) {
  return h("p", { class: "muted small review-method" }, review.exact ? t("web.review.exact") : t("web.review.estimate", { simulations: review.simulations }));
}

/** Each player's accuracy, chance given away and costliest moves (links into the replay). */
export function playerNotes(review, names, roomId) {
  const code = lang();
  return h(
    "div",
    { class: "review-players" },
    review.summaries.map((summary) =>
      h(
        "section",
        { class: "review-player", style: { "--c": playerColor(summary.seat) } },
        h("h3", {}, names(summary.seat)),
        h(
          "p",
          {},
          summary.accuracy === null ? "" : t("web.review.accuracy", { accuracy: new Intl.NumberFormat(code, { style: "percent", maximumFractionDigits: 0 }).format(summary.accuracy), best: summary.best_played, decisions: summary.decisions }),
          summary.accuracy === null ? "" : ", ",
          t("web.review.lost", { lost: withError(summary.lost) }),
        ),
        summary.costliest.length
          ? h(
              "ol",
              { class: "review-costly", "aria-label": t("web.review.costly") },
              summary.costliest.map((index) => {
                const step = review.steps[index];
                const href = `/replay/${roomId}?step=${index + 1}`;
                return h("li", {}, h("a", { href, onclick: link(href) }, t("web.review.move", { number: index + 1, player: names(step.seat), played: step.label[code] })), " — ", t("web.review.best_was", { best: step.best_label[code], lost: withError([-step.loss[0], step.loss[1]]) }));
              }),
            )
          : h("p", { class: "muted small" }, t("web.review.none")),
      ),
    ),
  );
}

/** A box that shows the review's progress, then `draw(review)`'s content once it is done. It asks
 * until `stopped()` (by default: until the box has left the page). */
export function reviewBox(roomId, draw, stopped = null) {
  const box = h("div", { class: "review-box", "aria-live": "polite" }, h("p", { class: "muted review-progress" }, t("web.review.working", { done: 0, total: "…" })));
  fetchReview(
    roomId,
    (answer) => fill(box, h("p", { class: "muted review-progress" }, t("web.review.working", { done: answer.done, total: answer.total })), h("progress", { max: answer.total, value: answer.done })),
    stopped || (() => !box.isConnected),
  ).then(
    (review) => {
      if (review) fill(box, draw(review));
      box.dataset.ready = "true";
    },
    (error) => fill(box, h("p", { class: "error" }, t("web.review.failed", { problem: error.message }))),
  );
  return box;
}

/** The dice luck of each player, from the review (the sum of his own rolls' luck). */
export function luckList(review, names) {
  return h(
    "ul",
    { class: "review-luck" },
    review.summaries.map((summary) => h("li", { style: { "--c": playerColor(summary.seat) } }, h("span", { class: "chip", style: { "--c": playerColor(summary.seat) } }, names(summary.seat)), " ", withError(summary.luck, true), " ", h("span", { class: "muted small" }, t("web.summary.rolls", { rolls: summary.rolls })))),
  );
}

/** The panel on the room's game-over card: the chart, the luck, and links to the summary and replay. */
export function summaryPanel(roomId, names) {
  const summaryUrl = `/summary/${roomId}`;
  return h(
    "section",
    { class: "summary-panel" },
    reviewBox(roomId, (review) => [reviewChart(review, names, { pick: (index) => navigate(`/replay/${roomId}?step=${index + 1}`) }).el, h("h3", {}, t("web.summary.luck")), luckList(review, names)]),
    h("p", {}, h("a", { class: "summary-link", href: summaryUrl, onclick: link(summaryUrl) }, t("web.summary.open"))),
  );
}

/** The summary page of a finished game. */
export async function render(main, { room: roomId }) {
  let left = false;
  let summary;
  try {
    summary = await get(`/api/rooms/${roomId}/summary`);
  } catch (error) {
    fill(main, h("div", { class: "page" }, h("h1", {}, t("web.summary.heading")), h("p", { class: "error" }, error.message), h("a", { class: "button", href: `/r/${roomId}`, onclick: link(`/r/${roomId}`) }, t("web.replay.back"))));
    return;
  }
  await loadMessages(lang(), summary.game);
  const names = (seat) => {
    const player = summary.players[seat];
    return player ? player.name || player.bot_label || player.label : t("web.player", { number: seat + 1 });
  };
  const stats = summary.statistics;
  const table = stats.order.length
    ? h(
        "table",
        { class: "summary-stats" },
        h("caption", {}, t("web.summary.statistics")),
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("web.summary.figure")), summary.players.map((p) => h("th", { scope: "col", style: { "--c": playerColor(p.seat) } }, names(p.seat))))),
        h(
          "tbody",
          {},
          stats.order.map((name) => h("tr", {}, h("th", { scope: "row", title: stats.labels[name].about }, stats.labels[name].label), stats.seats.map((figures) => h("td", {}, new Intl.NumberFormat(lang(), { maximumFractionDigits: 1 }).format(figures[name] ?? 0))))),
        ),
      )
    : null;
  const replayUrl = `/replay/${roomId}`;
  const outcome = summary.outcome;
  document.title = `${t("web.summary.heading")} — ${summary.game_name} — noppa`;
  fill(
    main,
    h(
      "div",
      { class: "page summary", dataset: { game: summary.game } },
      h("h1", {}, `${t("web.summary.heading")}: ${summary.game_name}`),
      h("section", { class: "summary-result" }, h("h2", {}, t("web.summary.result")), h("p", { class: "lead" }, winnerText(outcome)), h("p", { class: "muted" }, outcome.text), h("ol", { class: "ranking" }, outcome.ranking.map((group) => h("li", {}, group.map((seat) => h("span", { class: "chip", style: { "--c": playerColor(seat) } }, names(seat)))))), h("p", { class: "muted small" }, t("web.summary.length", { moves: summary.moves, turns: summary.turns }))),
      h("p", { class: "form-actions" }, h("a", { class: "button primary", href: replayUrl, onclick: link(replayUrl) }, t("web.summary.replay")), h("a", { class: "button", href: "#review" }, t("web.summary.review")), h("a", { class: "button quiet", href: "/", onclick: link("/") }, t("web.nav.lobby"))),
      table,
      h(
        "section",
        { class: "summary-review", id: "review" },
        h("h2", {}, t("web.review.heading")),
        reviewBox(
          roomId,
          (review) => [
            methodLine(review),
            h("h3", {}, t("web.review.chart")),
            reviewChart(review, names, { pick: (index) => navigate(`/replay/${roomId}?step=${index + 1}`) }).el,
            h("h3", {}, t("web.summary.luck")),
            h("p", { class: "muted small" }, t("web.summary.luck-about")),
            luckList(review, names),
            h("h3", {}, t("web.review.costly")),
            playerNotes(review, names, roomId),
          ],
          () => left,
        ),
      ),
    ),
  );
  return () => {
    left = true;
  };
}

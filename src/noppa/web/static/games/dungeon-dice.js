// Dungeon Dice: the escape paths of every prisoner, the pit with the dice still in it, the pit
// wall with the dice set aside by face, the cards at risk, and the exact odds of the decision.
// Rolls tumble before they settle; the pit and the opponents' paths are clickable when rolling or
// challenging is legal. Everything drawn comes from view(seat): Dungeon Dice has no secrets.
import { h, s, fill, sleep } from "../dom.js";
import { die, tumble } from "../dice.js";
import { percent, decimal } from "../i18n.js";
import { eventKinds } from "./kinds.js";
import { focusOnce } from "./choices.js";

// Two layouts: wide (pit and wall side by side) and narrow for phones (stacked, compact paths).
// INFO places the lines under the pit: at risk, supply, guards on the wall, cards taken (x, y).
const WIDE = { W: 760, ROW: 54, CELL: 50, PATH_X: 150, TRACK: 2, NAME_X: 26, NAME_Y: 20, SUB_Y: 38, PIT_X: 160, PIT_RX: 150, PIT_RY: 92, WALL_X: 340, WALL_DY: 0, INFO: [[20, 244], [340, 244], [540, 244], [20, 262]], narrow: false };
const NARROW = { W: 440, ROW: 64, CELL: 40, PATH_X: 14, TRACK: 20, NAME_X: 22, NAME_Y: 14, SUB_Y: 14, PIT_X: 220, PIT_RX: 200, PIT_RY: 88, WALL_X: 22, WALL_DY: 236, INFO: [[20, 468], [270, 468], [20, 490], [20, 510]], narrow: true };

// Squeezes an SVG text (already in the page) into `room` units of width when it is wider, so that
// no word is cut at the board's edge or runs into its neighbour.
function fit(text, room) {
  if (text.isConnected && text.getComputedTextLength() > room) {
    text.setAttribute("textLength", room);
    text.setAttribute("lengthAdjust", "spacingAndGlyphs");
  }
  return text;
}

export default function create(ctx) {
  const { t } = ctx;
  // the events the board animates (rolls, busts, challenges) and the end of the game
  const E = eventKinds(ctx.game, "roll", "challenge_roll", "bust", "challenge_won", "challenge_lost", "game_over");
  let G = WIDE;
  // a group (its paths and pit are buttons inside it), focused once when it first offers a move
  const svg = s("svg", { class: "dd-board", viewBox: `0 0 ${G.W} 500`, role: "group", tabindex: -1, "aria-label": t("dd.name") });
  const pathsLayer = s("g", { class: "dd-paths" });
  const pitLayer = s("g", { class: "dd-pit" });
  const wallLayer = s("g", { class: "dd-wall" });
  const infoLayer = s("g", { class: "dd-info" });
  const tokens = s("g", { class: "dd-tokens" });
  const banner = s("g", { class: "dd-banner" });
  svg.append(pathsLayer, tokens, pitLayer, wallLayer, infoLayer, banner);
  const lastRoll = h("div", { class: "dd-last" });
  ctx.board.append(svg);
  const odds = h("section", { class: "dd-odds" });
  // on a phone the odds lie far below the board: their gist above it, in sight while deciding
  const brief = h("p", { class: "dd-odds-brief", hidden: true });
  ctx.panel.append(odds, lastRoll);

  let faces = ["shovel", "key", "lantern", "dagger", "ladder", "guard"];
  let animation = { cancelled: true };
  let latest = null;
  let previous = null;
  let tokenEls = [];

  const faceName = (f) => faces[f - 1];
  const faceLabel = (f) => t(`dd.face.${faceName(f)}`);
  const randomFace = () => faces[Math.floor(Math.random() * 6)];

  function layout(players) {
    const pathsBottom = 14 + players * G.ROW;
    return { pathsBottom, pitY: pathsBottom + 24, height: pathsBottom + 24 + Math.max(...G.INFO.map(([, y]) => y)) + 6 };
  }

  // ---------------------------------------------------------------- escape paths

  function drawPaths(frame) {
    const state = frame.view.state;
    const goal = state.goal || 8;
    const players = frame.view.players;
    const rows = [];
    for (let seat = 0; seat < players; seat++) {
      const { W, ROW, CELL, PATH_X } = G;
      const y = 10 + seat * ROW;
      const ty = y + G.TRACK;
      const th = G.narrow ? ROW - 28 : ROW - 16;
      const challenge = `challenge:${seat + 1}`; // players are numbered from 1 (DD-NUM-01)
      const canChallenge = frame.legal.has(challenge) && !frame.pending;
      const current = seat === state.current && frame.status === "running";
      const row = s("g", {
        class: ["dd-path", current && "current", canChallenge && "clickable"],
        dataset: { seat },
        ...(canChallenge ? { role: "button", tabindex: 0, "aria-label": frame.legal.get(challenge) } : {}),
      });
      row.append(s("rect", { class: "dd-row-bg", x: 4, y: y - 4, width: W - 8, height: ROW - 4, rx: 10 }));
      row.append(s("rect", { x: G.narrow ? 8 : 10, y: y + 4, width: G.narrow ? 8 : 8, height: G.narrow ? 12 : ROW - 20, rx: 4, fill: ctx.color(seat) }));
      row.append(s("text", { class: "dd-name", x: G.NAME_X, y: y + G.NAME_Y }, ctx.name(seat)));
      row.append(s("text", { class: "dd-sub", x: G.narrow ? W - 12 : G.NAME_X, y: y + G.SUB_Y, "text-anchor": G.narrow ? "end" : "start" }, t("dd.ui.cards", { count: state.paths[seat] })));
      row.append(s("rect", { class: "dd-start", x: PATH_X, y: ty, width: CELL - 6, height: th, rx: 6 }));
      row.lastChild.append(s("title", {}, t("dd.ui.start")));
      for (let k = 1; k <= goal; k++) {
        const x = PATH_X + k * CELL;
        const laid = k <= state.paths[seat];
        row.append(s("rect", { class: ["dd-card", laid && "laid"], x, y: ty, width: CELL - 6, height: th, rx: 5 }));
        if (laid) row.append(s("path", { class: "dd-card-mark", d: `M${x + 8} ${ty + 8} l${CELL - 22} ${th - 16}` }));
        else row.append(s("text", { class: "dd-cell-num", x: x + (CELL - 6) / 2, y: ty + th / 2 + 4, "text-anchor": "middle" }, String(k)));
      }
      const exitX = PATH_X + (goal + 1) * CELL;
      row.append(s("path", { class: "dd-exit", d: `M${exitX} ${ty + th} v-${th - 12} a18 12 0 0 1 36 0 v${th - 12} z` }, s("title", {}, t("dd.ui.exit"))));
      if (!G.narrow) row.append(s("text", { class: "dd-exit-text", x: exitX + 60, y: y + 25 }, t("dd.ui.exit")));
      if (canChallenge) {
        row.append(s("text", { class: "dd-challenge-hint", x: G.narrow ? W / 2 : W - 16, y: G.narrow ? y + G.NAME_Y : y + 40, "text-anchor": G.narrow ? "middle" : "end" }, t("web.dd.challenge_hint")));
        const go = () => ctx.act(challenge);
        row.addEventListener("click", go);
        row.addEventListener("keydown", (e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), go()));
      }
      rows.push(row);
    }
    pathsLayer.replaceChildren(...rows);
    // a long name stops before the path; the hint before the board's edge
    pathsLayer.querySelectorAll(".dd-name").forEach((el) => fit(el, G.narrow ? G.W - 120 : G.PATH_X - G.NAME_X - 8));
    pathsLayer.querySelectorAll(".dd-challenge-hint").forEach((el) => fit(el, G.narrow ? 120 : 90));
    // prisoner tokens: kept between frames so that they walk along the path
    while (tokenEls.length < players) {
      const seat = tokenEls.length;
      const g = s("g", { class: "dd-prisoner" }, s("circle", { r: 13, fill: ctx.color(seat), stroke: "#fff", "stroke-width": 3 }), s("text", { class: "dd-prisoner-num", y: 5, "text-anchor": "middle" }, String(seat + 1)));
      tokenEls.push(g);
      tokens.append(g);
    }
    for (let seat = 0; seat < players; seat++) {
      const x = G.PATH_X + state.paths[seat] * G.CELL + (G.CELL - 6) / 2;
      const y = G.narrow ? 10 + seat * G.ROW + G.TRACK + (G.ROW - 28) / 2 : 10 + seat * G.ROW + G.ROW / 2 - 6;
      tokenEls[seat].style.transform = `translate(${x}px, ${y}px)`;
    }
  }

  // ---------------------------------------------------------------- pit and wall

  function pitDice(faceList, y, tumbling) {
    const size = 46;
    const perRow = 3;
    return faceList.map((face, i) => {
      const col = i % perRow;
      const rowIndex = Math.floor(i / perRow);
      const x = G.PIT_X - 90 + col * 62 + (rowIndex % 2) * 20;
      const yy = y + 40 + rowIndex * 58;
      const named = typeof face === "number" ? faceName(face) : face;
      return die(x, yy, size, named, { cls: tumbling ? "tumbling" : "", label: named ? t(`dd.face.${named}`) : "" });
    });
  }

  function drawPit(frame, y) {
    const state = frame.view.state;
    const canRoll = frame.legal.has("roll") && !frame.pending;
    const pitWords = t("dd.ui.pit") + " · " + t("dd.ui.dice_in_pit", { count: state.pit });
    // named by what it shows (the pit's words, its dice, the roll's words): what a screen reader
    // says is what the eye reads
    const group = s("g", { class: ["dd-pit-area", canRoll && "clickable"], ...(canRoll ? { role: "button", tabindex: 0 } : {}) });
    group.append(s("ellipse", { class: "dd-pit-hole", cx: G.PIT_X, cy: y + 100, rx: G.PIT_RX, ry: G.PIT_RY }));
    const label = s("text", { class: "dd-label", x: 20, y: y - 2 }, pitWords);
    group.append(label);
    const holder = s("g", { class: "dd-pit-dice" });
    const shown = state.pit_faces && state.pit_faces.length ? state.pit_faces : Array(state.pit).fill(null);
    holder.append(...pitDice(shown.slice(0, 6), y, false));
    group.append(holder);
    let hint = null;
    if (canRoll) {
      hint = s("text", { class: "dd-roll-hint", x: G.PIT_X, y: y + 214, "text-anchor": "middle" }, frame.legal.get("roll"));
      group.append(hint);
      const go = () => ctx.act("roll");
      group.addEventListener("click", go);
      group.addEventListener("keydown", (e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), go()));
    }
    pitLayer.replaceChildren(group);
    fit(label, G.narrow ? G.W - 40 : G.WALL_X - 30);
    if (hint) fit(hint, 2 * G.PIT_RX);
    return holder;
  }

  function drawWall(frame, pitY, fresh) {
    const state = frame.view.state;
    const y = pitY + G.WALL_DY;
    const x0 = G.WALL_X;
    const colW = 68;
    const parts = [s("text", { class: "dd-label", x: x0, y: y - 2 }, t("dd.ui.wall"))];
    parts.push(s("rect", { class: "dd-wall-stone", x: x0 - 6, y: y + 14, width: colW * 6 + 4, height: 186, rx: 8 }));
    for (let f = 1; f <= 6; f++) {
      const x = x0 + (f - 1) * colW;
      const count = state.wall[f - 1];
      const isGuard = f === 6;
      parts.push(s("rect", { class: ["dd-wall-col", isGuard && "guards"], x: x + 2, y: y + 20, width: colW - 8, height: 174, rx: 6 }));
      parts.push(s("text", { class: "dd-wall-name", x: x + colW / 2 - 2, y: y + 190, "text-anchor": "middle" }, faceLabel(f)));
      for (let k = 0; k < count; k++) {
        const isFresh = fresh && fresh[f] && k >= count - fresh[f];
        parts.push(die(x + 13, y + 148 - k * 27, 34, faceName(f), { highlight: isFresh, label: faceLabel(f) }));
      }
      if (isGuard) {
        for (let k = 0; k < 3; k++) parts.push(s("circle", { class: ["dd-guard-slot", k < count && "on"], cx: x + 14 + k * 18, cy: y + 32, r: 6 }));
      }
    }
    wallLayer.replaceChildren(...parts);
    wallLayer.querySelectorAll(".dd-wall-name").forEach((el) => fit(el, colW - 12));
  }

  function drawInfo(frame, y) {
    const state = frame.view.state;
    const parts = [];
    const risk = state.held + state.taken;
    const [[rx, ry], [sx, sy], [gx, gy], [tx, ty]] = G.INFO;
    parts.push(s("text", { class: "dd-info-text", x: rx, y: y + ry }, `${t("dd.ui.at_risk")}: ${t("dd.ui.cards", { count: risk })}`));
    if (state.taken && state.target !== null) parts.push(s("text", { class: "dd-info-sub", x: tx, y: y + ty }, t("dd.ui.taken", { count: state.taken, player: ctx.name(state.target) })));
    const supply = state.supply === null ? t("dd.ui.unlimited") : String(state.supply);
    parts.push(s("text", { class: "dd-info-text", x: sx, y: y + sy }, `${t("dd.ui.supply")}: ${supply}`));
    parts.push(s("text", { class: ["dd-info-text", state.wall[5] >= 2 && "danger"], x: gx, y: y + gy }, t("dd.ui.guards", { count: state.wall[5] })));
    infoLayer.replaceChildren(...parts);
    // each line ends before the next one on its row, or before the board's edge
    for (const el of infoLayer.children) {
      const x = Number(el.getAttribute("x"));
      const row = Number(el.getAttribute("y")) - y;
      const next = Math.min(G.W, ...G.INFO.filter(([ox, oy]) => oy === row && ox > x).map(([ox]) => ox));
      fit(el, next - x - 12);
    }
  }

  // ---------------------------------------------------------------- side panel

  function drawOdds(frame) {
    const state = frame.view.state;
    const o = state.odds;
    if (!o || frame.status === "finished") {
      fill(odds);
      brief.hidden = true;
      return;
    }
    const mine = frame.legal.size > 0;
    const who = ctx.name(state.current);
    const best = o.best;
    const line = (label, value, key) => h("div", { class: ["odds-line", key === best && "best"] }, h("span", {}, label), h("strong", {}, value));
    const rows = [];
    if (o.bust !== undefined) {
      rows.push(
        h(
          "div",
          { class: "odds-bust" },
          h("div", { class: "odds-line" }, h("span", {}, t("dd.ui.bust_chance")), h("strong", {}, percent(o.bust))),
          h("div", { class: "meter", role: "meter", "aria-label": t("dd.ui.bust_chance"), "aria-valuetext": percent(o.bust), "aria-valuemin": 0, "aria-valuemax": 100, "aria-valuenow": Math.round(o.bust * 100) }, h("span", { style: { width: `${(o.bust * 100).toFixed(1)}%` } })),
        ),
      );
    }
    if (o.roll !== undefined) rows.push(line(t("dd.ui.expect_roll"), decimal(o.roll), "roll"));
    if (o.stop !== undefined) rows.push(line(t("dd.ui.expect_stop"), decimal(o.stop, 0), "stop"));
    for (const [target, value] of Object.entries(o.challenges || {})) {
      rows.push(
        h(
          "div",
          { class: ["odds-line", best === `challenge:${Number(target) + 1}` && "best"] },
          h("span", {}, t("dd.ui.expect_challenge", { player: ctx.name(Number(target)), chance: percent(o.challenge_chance), expected: decimal(value) })),
        ),
      );
    }
    const bestLabel = frame.legal.get(best) || t(`web.dd.best.${best.split(":")[0]}`, { player: ctx.name(Number(best.split(":")[1])) });
    fill(
      odds,
      h("h2", {}, t("dd.ui.odds")),
      h("p", { class: "muted small" }, mine ? t("web.dd.odds_yours") : t("web.dd.odds_of", { player: who })),
      rows,
      h("p", { class: "odds-best" }, `${t("dd.ui.best")}: `, h("strong", {}, bestLabel)),
    );
    const shortBest = t(`web.dd.best.${best.split(":")[0]}`, { player: ctx.name(Number(best.split(":")[1])) });
    fill(brief, o.bust !== undefined ? t("web.dd.brief", { chance: percent(o.bust), best: shortBest }) : `${t("dd.ui.best")}: ${shortBest}`);
    brief.hidden = false;
    if (!brief.isConnected) ctx.board.prepend(brief);
  }

  function drawLastRoll(frame, moved) {
    const state = frame.view.state;
    if (!state.last_roll || !state.last_roll.length) {
      fill(lastRoll);
      return;
    }
    const stay = [...(state.pit_faces || [])];
    const strip = s("svg", { class: "dd-strip", viewBox: `0 0 ${state.last_roll.length * 52} 50`, role: "img", "aria-label": t("dd.ui.last_roll") });
    state.last_roll.forEach((face, i) => {
      const k = stay.indexOf(face);
      const stayed = k >= 0;
      if (stayed) stay.splice(k, 1);
      strip.append(die(i * 52 + 2, 2, 46, faceName(face), { dim: stayed && moved !== false, label: faceLabel(face) }));
    });
    fill(lastRoll, h("h2", {}, t("dd.ui.last_roll")), strip);
  }

  // ---------------------------------------------------------------- frames and animation

  function setHeight(players) {
    const { height } = layout(players);
    svg.setAttribute("viewBox", `0 0 ${G.W} ${height + 30}`);
  }

  function drawAll(frame, fresh) {
    const narrow = (ctx.board.clientWidth || 800) < 600;
    if (narrow !== G.narrow) {
      G = narrow ? NARROW : WIDE;
      tokens.replaceChildren();
      tokenEls = [];
    }
    const { pitY } = layout(frame.view.players);
    setHeight(frame.view.players);
    drawPaths(frame);
    const holder = drawPit(frame, pitY);
    drawWall(frame, pitY, fresh);
    drawInfo(frame, pitY);
    drawOdds(frame);
    drawLastRoll(frame);
    if (!ctx.replay && svg.querySelector("[role=button]")) focusOnce(svg);
    return holder;
  }

  // a flash over the pit, as wide as its words (squeezed if they are wider than the board)
  function showBanner(text, kind) {
    const { pitY } = layout(latest.view.players);
    const words = s("text", { y: pitY + 106, "text-anchor": "middle" }, text);
    const box = s("rect", { y: pitY + 70, height: 56, rx: 12 });
    banner.replaceChildren(s("g", { class: ["dd-flash", kind] }, box, words));
    fit(words, G.W - 48);
    const width = Math.min(G.W - 16, Math.max(240, (words.isConnected ? words.getBBox().width : 0) + 40));
    const cx = Math.min(Math.max(G.PIT_X, 8 + width / 2), G.W - 8 - width / 2);
    words.setAttribute("x", cx);
    box.setAttribute("x", cx - width / 2);
    box.setAttribute("width", width);
    setTimeout(() => banner.replaceChildren(), 1400);
  }

  async function animate(frame, events) {
    const token = { cancelled: false };
    animation.cancelled = true;
    animation = token;
    const rolls = events.filter((e) => e.type === E.roll || e.type === E.challenge_roll);
    const fresh = [0, 0, 0, 0, 0, 0, 0];
    const last = events.filter((e) => e.type === E.roll).pop();
    if (last && last.moved) for (const f of last.moved) fresh[f] += 1;
    // while the dice tumble, the table stays as it was before the roll
    const before = previous && previous.view.players === frame.view.players ? { ...previous, legal: new Map(), pending: true } : frame;
    const holder = drawAll(before, null);
    const { pitY } = layout(frame.view.players);
    for (const roll of rolls) {
      if (token.cancelled) return;
      const draw = (list, tumbling) => pitDice(list, pitY, tumbling);
      await tumble(holder, draw, roll.faces.map(faceName), randomFace, 600, token);
      if (roll.type === E.challenge_roll) {
        showBanner(t("web.dd.challenge_roll", { attempt: roll.attempt, guards: Math.min(roll.guards, 3) }), roll.guards >= 3 ? "good" : "");
        await sleep(500);
      }
    }
    if (token.cancelled) return;
    drawAll(frame, fresh);
    const bust = events.find((e) => e.type === E.bust);
    const won = events.find((e) => e.type === E.challenge_won);
    const lost = events.find((e) => e.type === E.challenge_lost);
    if (bust) showBanner(bust.reason === "guards" ? t("web.dd.caught") : t("web.dd.bust"), "bad");
    else if (won) showBanner(t("web.dd.challenge_won"), "good");
    else if (lost) showBanner(t("web.dd.challenge_lost"), "bad");
    else if (events.some((e) => e.type === E.game_over)) showBanner(t("web.dd.escaped"), "good");
  }

  const onResize = () => {
    if (latest && (ctx.board.clientWidth < 600) !== G.narrow) drawAll(latest, null);
  };
  window.addEventListener("resize", onResize);

  return {
    update(frame) {
      previous = latest;
      latest = frame;
      if (frame.view.state.faces) faces = frame.view.state.faces;
      const events = frame.events || [];
      if (events.some((e) => e.type === E.roll || e.type === E.challenge_roll || e.type === E.bust)) {
        animate(frame, events);
      } else {
        animation.cancelled = true;
        drawAll(frame, null);
      }
    },
    destroy() {
      animation.cancelled = true;
      window.removeEventListener("resize", onResize);
    },
  };
}

// Key to the Kingdom: the folding board as it lies now (four of its six kingdom parts, chosen by
// the view's folds), drawn from the game's board data: paths, daggers, treasure places, dungeons,
// whirlpools, hazards and the start area, with the Demon King and the adventurers on it. Every
// space a legal action names (move:, enter:, dagger:, out:) is highlighted and clickable; several
// choices on one space are offered in a small menu. The board scrolls (both ways, inside a
// window no taller than the screen) to bring the choices into sight; the room keeps their list
// unfolded, and pointing at an entry of it marks its space on the board. Adventurers stand on
// their spaces as pawns, clear of the names, unlike the Demon King's numbered circles. Beside the
// board: the last roll of the eight-sided die, the board's folds, the Demon King, the decision at
// hand, and each adventurer's situation, equipment, lost pile and treasure cases. Everything drawn
// comes from view(seat) and /api/games/key-to-the-kingdom/board: a case's treasure is shown only
// where the view gives it.
import { h, s, fill } from "../dom.js";
import { tumble } from "../dice.js";
import { chooser, clickable, focusOnce, listed, targetList } from "./choices.js";
import { scrollWindow } from "./scroller.js";

const SPACE_ACTION = /^(move|enter|dagger|out):(.+)$/;
// kinds a move may step onto; a treasure place links to its black daggers (board.py: Config)
const WALKABLE = new Set(["path", "start", "white-dagger", "black-dagger", "whirlpool", "stone-circle"]);
const RAINBOW = ["#e53935", "#fb8c00", "#fdd835", "#43a047", "#1e88e5", "#5e35b1"];
const SQUARE_MARKS = new Set(["bridge-slot", "gap", "stone", "push", "octopus", "pile", "plank"]);
const RADIUS = { quicksand: 14, "moat-water": 16, well: 14, water: 13, cave: 14, pit: 13, nest: 12 };
const EQUIPMENT = ["axe", "torch", "sword", "net", "hook", "food", "rope", "shield"];
const TOP = 30; // room above the parts for the Demon King's crown on the top row

/** A pawn (`outline`: its SVG path, from the board data) of an adventurer's colour, for a card. */
function pawnIcon(outline, colour) {
  return s("svg", { class: "kk-pawn-icon", viewBox: "-10 -25 20 27", "aria-hidden": "true" }, s("path", { d: outline, fill: colour }));
}

export default function create(ctx) {
  const { t } = ctx;
  const data = ctx.boardData;
  if (!data) {
    ctx.board.append(h("p", { class: "error" }, t("kk.ui.board_missing")));
    return { update() {} };
  }
  const lang = ctx.lang;
  const byId = new Map(data.spaces.map((space) => [space.id, space]));
  const spaceName = (id) => (byId.has(id) ? byId.get(id).name[lang] || byId.get(id).name.en : id);
  const named = (entry) => (entry ? entry.name[lang] || entry.name.en : "");

  const svg = s("svg", { class: "kk-board", role: "group" }); // a group: its targets are buttons
  const ground = s("g", { class: "kk-ground" });
  const built = s("g", { class: "kk-built" });
  const targets = targetList(s("g", { class: "kk-targets" }), t("web.room.board_choices"));
  const king = s("g", { class: "kk-king" });
  const pieces = s("g", { class: "kk-pieces" });
  svg.append(ground, built, targets, king, pieces);
  const menu = chooser(() => wrap, "kk-chooser", () => t("kk.ui.cancel"), (action) => ctx.act(action));
  // the board's window is no taller than the screen below its top (and, on a phone, narrower
  // than the board): it scrolls to where play is (see centreOn)
  const scroller = scrollWindow(ctx, svg, "kk-scroll");
  const wrap = h("div", { class: "kk-wrap" }, scroller.element, scroller.controls, menu.menu);
  ctx.board.append(wrap);
  const diceBox = h("section", { class: "kk-dice-box", hidden: true }, h("h2", {}, t("kk.ui.last_roll")));
  const diceSvg = s("svg", { class: "kk-dice", viewBox: "0 0 240 56", role: "img" });
  const diceGroup = s("g");
  diceSvg.append(diceGroup);
  diceBox.append(diceSvg);
  const side = h("div", { class: "kk-side" });
  ctx.panel.append(diceBox, side);
  let drawnConfig = null;
  let present = new Set();

  // ------------------------------------------------------------------ the board as it lies

  function drawGround(configKey) {
    const config = data.configs[configKey];
    const faces = new Set(["fixed", ...Object.entries(config.folds).map(([side, fold]) => `${side}-${fold}`)]);
    present = new Set(config.present);
    const parts = Object.entries(data.parts)
      .filter(([, part]) => faces.has(part.face))
      .sort((a, b) => a[1].region[0] - b[1].region[0]); // west to east
    const x0 = Math.min(...parts.map(([, p]) => p.region[0]));
    const x1 = Math.max(...parts.map(([, p]) => p.region[2]));
    const y0 = Math.min(...parts.map(([, p]) => p.region[1]));
    const y1 = Math.max(...parts.map(([, p]) => p.region[3]));
    svg.setAttribute("viewBox", `${x0} ${y0 - TOP} ${x1 - x0} ${y1 - y0 + TOP}`);
    const folds = t("kk.ui.folds", { west: t(`kk.ui.fold_${config.folds.west}`), east: t(`kk.ui.fold_${config.folds.east}`) });
    svg.setAttribute("aria-label", t("kk.ui.configuration", { name: folds }));
    svg.dataset.config = configKey;

    const out = [];
    for (const [id, part] of parts) {
      const [rx0, ry0, rx1, ry1] = part.region;
      out.push(s("rect", { class: "kk-part", x: rx0 + 2, y: ry0 + 2, width: rx1 - rx0 - 4, height: ry1 - ry0 - 4, rx: 10, fill: data.part_colours[id] || "#eee" }));
      out.push(s("text", { class: "kk-part-name", x: (rx0 + rx1) / 2, y: ry1 - 6, "text-anchor": "middle" }, named(part)));
    }
    // the paths one may walk
    const drawn = new Set();
    for (const id of present) {
      const a = byId.get(id);
      const steps = a.kind === "place" ? data.places[a.place].daggers : WALKABLE.has(a.kind) ? a.links : [];
      for (const other of steps) {
        const key = id < other ? `${id}|${other}` : `${other}|${id}`;
        if (!present.has(other) || drawn.has(key)) continue;
        drawn.add(key);
        out.push(line(a, byId.get(other), "kk-link"));
      }
    }
    // hazard tracks (dashed) and routes (red dots), as the booklet's pictures go through them
    const shown = new Set(parts.map(([id]) => id));
    const hazards = Object.entries(data.hazards).filter(([, hz]) => shown.has(hz.part) && hz.ends.every((e) => present.has(e)));
    for (const [id, hazard] of hazards) {
      for (const track of Object.values(hazard.tracks)) {
        let chain = track.map((sid) => byId.get(sid));
        if (hazard.ends.length === 2 && id !== "magic-arch") chain = [byId.get(hazard.ends[0]), ...chain, byId.get(hazard.ends[1])];
        for (let k = 1; k < chain.length; k++) out.push(line(chain[k - 1], chain[k], "kk-track"));
      }
      for (const route of Object.values(hazard.routes)) {
        const chain = [...(route.origin ? [route.origin] : []), ...route.squares, route.to].map((sid) => byId.get(sid));
        for (let k = 1; k < chain.length; k++) out.push(line(chain[k - 1], chain[k], "kk-route"));
      }
    }
    const order = [...present].map((id) => byId.get(id)).sort((a, b) => (a.kind === "place") - (b.kind === "place"));
    for (const space of order) out.push(drawSpace(space));
    // names where svg.py's hazard_label puts them, clear of the spaces and of pawns standing there
    const names = [];
    for (const [id, hazard] of hazards) {
      const [cx, cy, room] = hazard.label[lang] || hazard.label.en;
      const name = s("text", { class: "kk-hazard-name", x: cx, y: cy + 3.5, "text-anchor": "middle", dataset: { hazard: id } }, named(hazard));
      names.push([name, room]);
      out.push(name);
    }
    ground.replaceChildren(...out);
    // a name wider in this browser's font than the room it was laid out in is squeezed into it
    ground.querySelectorAll(".kk-place-name tspan").forEach((line) => names.push([line, data.place_box.text]));
    for (const [name, room] of names) {
      if (name.getComputedTextLength() > room) {
        name.setAttribute("textLength", room);
        name.setAttribute("lengthAdjust", "spacingAndGlyphs");
      }
    }
    drawnConfig = configKey;
  }

  function line(a, b, cls) {
    return s("line", { class: cls, x1: a.x, y1: a.y, x2: b.x, y2: b.y });
  }

  // one space, drawn as the booklet's pictures are (svg.py draws the same for the docs)
  function drawSpace(space) {
    const { x, y, kind } = space;
    const g = s("g", { class: ["kk-space", `kk-${kind}`], dataset: { space: space.id } }, s("title", {}, spaceName(space.id)));
    if (kind === "path") {
      g.append(s("circle", { class: "kk-step", cx: x, cy: y, r: 11 }));
      if (space.number) {
        g.append(s("circle", { cx: x, cy: y, r: 9, fill: "#1b1b1b" }));
        g.append(s("text", { class: "kk-number", x, y: y + 4, "text-anchor": "middle" }, String(space.number)));
      }
      if (space.blue_arrow) {
        const start = byId.get(data.start);
        const dx = start.x > x ? 1 : -1;
        g.append(s("path", { d: `M${x + 13 * dx},${y - 7} L${x + 27 * dx},${y} L${x + 13 * dx},${y + 7} Z`, fill: "#1e63c6" }));
      }
    } else if (kind === "start") {
      g.append(s("circle", { cx: x, cy: y, r: 26, fill: "#b0b0b0", stroke: "#555", "stroke-width": 2 }));
      g.append(s("text", { class: "kk-label", x, y: y + 18, "text-anchor": "middle" }, t("kk.ui.start")));
    } else if (kind === "white-dagger" || kind === "black-dagger") {
      const white = kind === "white-dagger";
      g.append(s("path", { d: `M${x},${y - 12} L${x + 12},${y} L${x},${y + 12} L${x - 12},${y} Z`, fill: white ? "#fff" : "#111", stroke: "#000", "stroke-width": 1.5 }));
      g.append(s("text", { x, y: y + 4, "font-size": 11, fill: white ? "#000" : "#fff", "text-anchor": "middle" }, "†"));
    } else if (kind === "place") {
      const { width, height } = data.place_box;
      g.append(s("rect", { x: x - width / 2, y: y - height / 2, width, height, rx: 6, fill: "#e8c35a", stroke: "#7a5a10", "stroke-width": 2 }));
      const lines = data.places[space.place].lines[lang] || data.places[space.place].lines.en; // one or two (svg.py: place_lines)
      const first = y + 4 - (lines.length - 1) * 5.5;
      g.append(s("text", { class: "kk-place-name", "text-anchor": "middle" }, lines.map((text, i) => s("tspan", { x, y: first + i * 11 }, text))));
    } else if (kind === "dungeon") {
      g.append(s("rect", { x: x - 10, y: y - 10, width: 20, height: 20, fill: "#333" }));
      for (let i = 0; i < 4; i++) g.append(s("line", { x1: x - 6 + 4 * i, y1: y - 9, x2: x - 6 + 4 * i, y2: y + 9, stroke: "#bbb", "stroke-width": 1.5 }));
    } else if (kind === "whirlpool") {
      g.append(s("circle", { cx: x, cy: y, r: 17, fill: "#3c6fa0", stroke: "#000", "stroke-width": 6 }));
      g.append(s("path", { d: `M${x},${y} m-8,0 a8,8 0 1,1 8,8 a5,5 0 1,1 -5,-5`, fill: "none", stroke: "#dfefff", "stroke-width": 2 }));
    } else if (kind === "black-hole") {
      g.append(s("circle", { cx: x, cy: y, r: 12, fill: "#000" }));
    } else if (kind === "stone-circle") {
      g.append(s("circle", { cx: x, cy: y, r: 22, fill: "#dcd6c8", stroke: "#888" }));
      for (let i = 0; i < 8; i++) {
        const angle = (Math.PI * i) / 4;
        g.append(s("circle", { cx: x + 16 * Math.cos(angle), cy: y + 16 * Math.sin(angle), r: 5, fill: "#8a8a8a", stroke: "#444" }));
      }
    } else {
      g.append(interior(space));
    }
    return g;
  }

  // a square inside a hazard, by its mark
  function interior(space, isBuilt = false) {
    const { x, y, mark } = space;
    let colour = data.mark_colours[mark] || "#ddd";
    if (mark === "rainbow") {
      const last = space.id.split("-").pop();
      colour = RAINBOW[(/^\d+$/.test(last) ? Number(last) : 0) % RAINBOW.length];
    }
    if (SQUARE_MARKS.has(mark)) {
      const open = (mark === "bridge-slot" || mark === "gap") && !isBuilt;
      return s("rect", { x: x - 9, y: y - 9, width: 18, height: 18, fill: isBuilt ? "#5a4030" : colour, stroke: "#333", "stroke-dasharray": open ? "3 2" : null });
    }
    if (mark === "boat" || mark === "serpent-boat") {
      return s("ellipse", { cx: x, cy: y, rx: 13, ry: 8, fill: colour, stroke: mark === "serpent-boat" ? "#d23b3b" : "#333", "stroke-width": 2 });
    }
    if (mark === "blue-arrow" || mark === "red-arrow") {
      return s("path", { d: `M${x - 8},${y - 8} L${x + 9},${y} L${x - 8},${y + 8} Z`, fill: colour, stroke: "#222" });
    }
    return s("circle", { cx: x, cy: y, r: RADIUS[mark] || 9, fill: colour, stroke: "#333", "stroke-width": 1 });
  }

  // ------------------------------------------------------------------ what moves

  function drawBuilt(state) {
    built.replaceChildren(...(state.built || []).filter((id) => byId.has(id)).map((id) => interior(byId.get(id), true)));
  }

  function drawKing(state) {
    const space = byId.get(state.dk);
    if (!space) return king.replaceChildren();
    const { x, y } = space;
    const title = t("kk.ui.demon_king", { number: state.dk_number || "-", space: spaceName(state.dk) });
    king.replaceChildren(
      s("path", { class: "kk-crown", d: `M${x - 12},${y - 10} L${x - 8},${y - 30} L${x},${y - 20} L${x + 8},${y - 30} L${x + 12},${y - 10} Z` }, s("title", {}, title)),
    );
  }

  // the adventurers' pieces are kept between frames, so that they glide to their new spaces
  const pieceEls = [];
  function drawPieces(frame) {
    const state = frame.view.state;
    const here = new Map();
    for (const adv of state.adventurers) {
      if (adv.escaped || !byId.has(adv.space)) continue;
      if (!here.has(adv.space)) here.set(adv.space, []);
      here.get(adv.space).push(adv.seat);
    }
    while (pieceEls.length < state.adventurers.length) {
      const seat = pieceEls.length;
      const title = s("title");
      const piece = s(
        "g",
        { class: "kk-piece placing", dataset: { seat } }, // no glide onto the board at the start
        s("path", { class: "kk-pawn", d: data.pawn.path, fill: ctx.color(seat) }),
        title,
      );
      pieceEls.push({ piece, title });
      pieces.append(piece);
    }
    pieceEls.forEach(({ piece }) => piece.setAttribute("hidden", ""));
    for (const [id, seats] of here) {
      const space = byId.get(id);
      seats.forEach((seat, k) => {
        const { piece, title } = pieceEls[seat];
        const dx = (k - (seats.length - 1) / 2) * 15;
        piece.removeAttribute("hidden");
        piece.classList.toggle("current", seat === state.current && frame.status === "running");
        // a pawn stands above its space's centre, leaving the space's name or number readable
        piece.style.transform = `translate(${space.x + dx}px, ${space.y - (data.pawn.lift[space.kind] ?? data.pawn.lift[""])}px)`;
        title.textContent = `${ctx.name(seat)}: ${spaceName(id)}`;
      });
    }
    requestAnimationFrame(() => pieceEls.forEach(({ piece }) => piece.classList.remove("placing")));
  }

  function spaceChoices(frame) {
    const bySpace = new Map();
    for (const [action, label] of frame.legal) {
      const found = SPACE_ACTION.exec(action);
      if (!found || !byId.has(found[2])) continue;
      if (!bySpace.has(found[2])) bySpace.set(found[2], []);
      bySpace.get(found[2]).push([action, label]);
    }
    return bySpace;
  }

  const at = (id) => [byId.get(id).x, byId.get(id).y];

  // When the board does not fit its window, bring new choices (or else the adventurer to act) into view.
  function centreOn(frame, choices) {
    const state = frame.view.state;
    const acting = state.adventurers[state.current];
    const ids = choices.size ? [...choices.keys()] : acting && byId.has(acting.space) ? [acting.space] : [];
    scroller.centre(`${state.config}|${ids.join(",")}`, ids.map(at), choices.size > 0, 40);
  }

  // Pointing at (or tabbing to) a choice in the room's list marks its space on the board.
  function pointed(event) {
    const button = event.target instanceof Element ? event.target.closest("button[data-action]") : null;
    const found = button && SPACE_ACTION.exec(button.dataset.action);
    return found && byId.has(found[2]) && !wrap.contains(button) ? found[2] : null;
  }
  const onPoint = (event) => {
    const id = pointed(event);
    if (!id) return;
    targets.querySelectorAll(".kk-target").forEach((el) => el.classList.toggle("hot", el.dataset.space === id));
    const target = targets.querySelector(`.kk-target[data-space="${CSS.escape(id)}"]`);
    if (target) scroller.reveal(target, at(id));
  };
  const onLeave = (event) => {
    if (pointed(event)) targets.querySelectorAll(".kk-target.hot").forEach((el) => el.classList.remove("hot"));
  };

  function drawTargets(frame) {
    const out = [];
    const choices = spaceChoices(frame);
    centreOn(frame, choices);
    for (const [id, actions] of choices) {
      const space = byId.get(id);
      const radius = { start: 30, place: 38, "stone-circle": 26, whirlpool: 22 }[space.kind] || 15;
      const target = s("circle", {
        class: ["kk-target", frame.pending && "waiting"],
        cx: space.x,
        cy: space.y,
        r: radius,
        dataset: { space: id },
      });
      clickable(target, actions, { act: ctx.act, menu, busy: () => frame.pending });
      out.push(listed(target));
    }
    targets.replaceChildren(...out);
    if (out.length && !ctx.replay) focusOnce(targets);
  }

  // ------------------------------------------------------------------ the eight-sided die

  // one face of the octahedral die: a triangle with its number
  function d8(x, face, colour, tumbling) {
    const g = s("g", { class: ["kk-die", tumbling && "tumbling"], transform: `translate(${x} 2)` });
    const inner = s("g", { class: "die-inner" });
    inner.append(s("path", { d: "M26 2 L50 46 Q51 50 47 50 L5 50 Q1 50 2 46 Z", fill: "#fbf7ef", stroke: colour, "stroke-width": 3, "stroke-linejoin": "round" }));
    inner.append(s("text", { class: "kk-die-num", x: 26, y: 42, "text-anchor": "middle" }, String(face)));
    g.append(inner);
    return g;
  }

  let rolled = null;
  let rolling = { cancelled: true };
  const facesOf = (event) => (typeof event.face === "number" ? [event.face] : Array.isArray(event.faces) ? event.faces : []);
  function drawDice(frame) {
    if (frame.past) {
      // a replay frame: the last roll up to this step, wherever the viewer jumped from
      rolled = null;
      for (const event of frame.past) {
        const faces = facesOf(event);
        if (faces.length) rolled = { seat: event.seat, faces: faces.slice(-4) };
      }
    }
    let fresh = false;
    for (const event of frame.events || []) {
      const faces = facesOf(event);
      if (faces.length) {
        rolled = { seat: event.seat, faces: faces.slice(-4) };
        fresh = true;
      }
    }
    diceBox.hidden = !rolled;
    if (!rolled) return;
    const colour = ctx.color(rolled.seat);
    diceSvg.setAttribute("aria-label", `${ctx.name(rolled.seat)}: ${rolled.faces.join(", ")}`);
    const draw = (faces, tumbling) => faces.map((face, i) => d8(2 + i * 58, face, colour, tumbling));
    rolling.cancelled = true;
    if (fresh) {
      rolling = { cancelled: false };
      tumble(diceGroup, draw, rolled.faces, () => 1 + Math.floor(Math.random() * 8), 500, rolling);
    } else {
      diceGroup.replaceChildren(...draw(rolled.faces, false));
    }
  }

  // ------------------------------------------------------------------ the side panel

  function situation(adv) {
    const sit = adv.sit;
    if (adv.escaped) return t("kk.ui.sit_escaped");
    if (!sit) return t("kk.ui.sit_free");
    if (sit.k === "dungeon") return t("kk.ui.sit_dungeon", { place: named(data.places[sit.pl]), tries: sit.c });
    if (sit.k === "trapped") return t("kk.ui.sit_trapped", { space: spaceName(adv.space), tries: sit.c });
    if (sit.k === "circle") return t(`kk.ui.sit_circle_${sit.m}`);
    return t("kk.ui.sit_hazard", { hazard: named(data.hazards[sit.h]), space: spaceName(adv.space) });
  }

  function caseWhere(where) {
    return where.startsWith("seat:") ? ctx.name(Number(where.slice(5))) : t(`kk.ui.where_${where}`);
  }

  function adventurerCard(state, adv, frame) {
    const seat = adv.seat;
    const current = seat === state.current && frame.status === "running";
    const cases = adv.cases.map((c) => {
      const known = state.cases[c] && state.cases[c].treasure;
      return h("li", { class: known ? "known" : null }, t(`kk.case.${c}`), known ? h("strong", {}, ` = ${t(`kk.treasure.${known}`)}`) : null);
    });
    if (adv.cobra_dropped) cases.push(h("li", {}, t("kk.ui.cobra_dropped")));
    const lost = [...adv.lost].sort((a, b) => EQUIPMENT.indexOf(a) - EQUIPMENT.indexOf(b));
    const magic = adv.magic_card ? t("kk.ui.magic_card", { card: t(`kk.magic.${adv.magic_card}`) }) : adv.has_magic ? t("kk.ui.has_magic") : null;
    return h(
      "div",
      { class: ["kk-adventurer", current && "current", adv.escaped && "out", adv.sit && "stuck"], style: { "--c": ctx.color(seat) }, dataset: { seat } },
      h("div", { class: "kk-adv-head" }, pawnIcon(data.pawn.path, ctx.color(seat)), h("strong", {}, ctx.name(seat))),
      h("div", { class: "kk-sit" }, situation(adv)),
      adv.escaped ? null : h("div", { class: "small muted" }, spaceName(adv.space)),
      h("div", { class: "kk-row" }, h("span", { class: "muted" }, `${t("kk.ui.col_equipment")}: `), adv.equipment.length ? adv.equipment.map((e) => h("span", { class: "kk-card" }, t(`kk.equipment.${e}`))) : "—"),
      h("div", { class: "kk-row" }, h("span", { class: "muted" }, `${t("kk.ui.col_lost")}: `), lost.length ? lost.map((e) => h("span", { class: "kk-card lost" }, t(`kk.equipment.${e}`))) : "—"),
      h("div", { class: "kk-row" }, h("span", { class: "muted" }, `${t("kk.ui.col_cases")} (${adv.cases.length}): `), cases.length ? h("ul", { class: "kk-cases" }, cases) : "—"),
      magic ? h("div", { class: "kk-row kk-magic" }, `✦ ${magic}`) : null,
    );
  }

  function drawSide(frame) {
    const state = frame.view.state;
    const folds = t("kk.ui.folds", { west: t(`kk.ui.fold_${state.folds.west}`), east: t(`kk.ui.fold_${state.folds.east}`) });
    const pending = state.pending;
    const loose = Object.entries(state.cases).filter(([, info]) => !info.where.startsWith("seat:"));
    fill(
      side,
      h(
        "section",
        { class: "kk-status" },
        h("p", { class: "small" }, t("kk.ui.configuration", { name: folds })),
        h("p", { class: "kk-dk" }, t("kk.ui.demon_king", { number: state.dk_number || "-", space: spaceName(state.dk) })),
        pending && frame.status === "running"
          ? h(
              "p",
              { class: "kk-pending", style: { "--c": ctx.color(pending.seat) } },
              // the prompt speaks to the one choosing ("choose where your move ends"); the others read whose turn it is
              frame.legal.size > 0 ? `${ctx.name(pending.seat)}: ${t(`kk.decision.${pending.kind}`)}` : t("kk.ui.turn_of", { player: ctx.name(pending.seat) }),
            )
          : null,
      ),
      h("section", {}, h("h2", {}, t("kk.ui.adventurers")), state.adventurers.map((adv) => adventurerCard(state, adv, frame))),
      h(
        "section",
        { class: "small" },
        h("h2", {}, t("kk.ui.cases")),
        h("ul", { class: "kk-cases" }, loose.map(([c, info]) => h("li", {}, `${t(`kk.case.${c}`)}: ${caseWhere(info.where)}`, info.treasure ? h("strong", {}, ` = ${t(`kk.treasure.${info.treasure}`)}`) : null))),
        h("p", { class: "muted" }, t("kk.ui.decks", { monsters: state.monster_deck, magic: state.magic_deck })),
      ),
    );
  }

  const onKey = (e) => e.key === "Escape" && menu.hide();
  const listeners = [["keydown", onKey], ["mouseover", onPoint], ["focusin", onPoint], ["mouseout", onLeave], ["focusout", onLeave]];
  listeners.forEach(([type, listener]) => document.addEventListener(type, listener));

  return {
    // the room lists the board's choices unfolded, but on a phone, where its bar at the screen's
    // bottom would hide the board, they stay one tap away (the targets are in sight on the board)
    get openChoices() {
      return !window.matchMedia("(max-width: 900px)").matches;
    },
    update(frame) {
      menu.hide();
      const state = frame.view.state;
      if (state.config !== drawnConfig) drawGround(state.config);
      drawBuilt(state);
      drawTargets(frame);
      drawKing(state);
      drawPieces(frame);
      drawDice(frame);
      drawSide(frame);
    },
    claims(action) {
      const found = SPACE_ACTION.exec(action);
      return Boolean(found && byId.has(found[2]));
    },
    destroy() {
      rolling.cancelled = true;
      listeners.forEach(([type, listener]) => document.removeEventListener(type, listener));
      scroller.destroy();
    },
  };
}

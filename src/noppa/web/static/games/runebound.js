// Runebound: the hex map (terrain, cities, adventure tokens, heroes) drawn from the game's board
// data, with every hex the hero may step or move to highlighted and clickable; beside it the
// heroes (health, gold, experience, items, allies), the movement dice, the fight or encounter at
// hand and the cities' markets. Everything drawn comes from view(seat) and /api/games/runebound/board.
import { h, s, fill } from "../dom.js";
import { tree } from "./generic.js";
import { tumble } from "../dice.js";
import { chooser, clickable } from "./choices.js";

const SIZE = 24;
const HEX_ACTION = /^h\d{4}$/;
const TERRAIN_SYMBOL_COLOURS = {
  plains: "#e8dc8c",
  road: "#8c5a2b",
  river: "#4f8fd6",
  swamp: "#6d7d4a",
  forest: "#2f6b36",
  hills: "#c9b36e",
  mountain: "#8a8a8a",
};

function corners(cx, cy, size) {
  const points = [];
  for (let k = 0; k < 6; k++) {
    const angle = (Math.PI / 3) * k;
    points.push(`${(cx + size * Math.cos(angle)).toFixed(1)},${(cy + size * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(" ");
}

export default function create(ctx) {
  const { t } = ctx;
  const data = ctx.boardData;
  if (!data) {
    ctx.board.append(h("p", { class: "error" }, t("web.rb.no_board")));
    return { update() {} };
  }
  const lang = ctx.lang;
  const nameOf = (id) => {
    if (!id) return "—";
    const base = data.names[id] ? id : String(id).replace(/-\d+$/, ""); // numbered copies: short-sword-2
    return data.names[base] ? data.names[base][lang] || data.names[base].en : id;
  };
  const hexes = data.hexes;
  const byId = new Map(hexes.map((hex, index) => [hex.id, { ...hex, index }]));
  const xs = hexes.map((hex) => hex.x * SIZE);
  const ys = hexes.map((hex) => hex.y * SIZE);
  const minX = Math.min(...xs) - SIZE;
  const minY = Math.min(...ys) - SIZE;
  const width = Math.max(...xs) - minX + SIZE;
  const height = Math.max(...ys) - minY + SIZE;

  const svg = s("svg", { class: "rb-map", viewBox: `${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`, role: "img", "aria-label": t("web.rb.map") });
  const terrain = s("g", { class: "rb-terrain" });
  const marks = s("g", { class: "rb-marks" });
  const targets = s("g", { class: "rb-targets" });
  const heroes = s("g", { class: "rb-heroes" });
  const labels = s("g", { class: "rb-labels" });
  svg.append(terrain, marks, targets, heroes, labels);
  const menu = chooser(() => ctx.board, "rb-chooser", () => t("web.rb.cancel"), (action) => ctx.act(action));
  ctx.board.append(h("div", { class: "rb-wrap" }, svg, menu.menu));

  // the static map, drawn once
  for (const hex of hexes) {
    const cx = hex.x * SIZE;
    const cy = hex.y * SIZE;
    const polygon = s("polygon", {
      class: ["rb-hex", !hex.in_play && "edge", hex.city && "city"],
      points: corners(cx, cy, SIZE - 0.5),
      fill: data.terrain_colours[hex.terrain] || "#ccc",
      dataset: { hex: hex.id },
    });
    polygon.append(s("title", {}, `${hex.city ? data.cities[hex.city].name[lang] + " · " : ""}${t(`rb.terrain.${hex.terrain}`)}`));
    terrain.append(polygon);
    if (hex.sun) terrain.append(s("circle", { class: "rb-sun", cx, cy, r: SIZE * 0.55 }));
    if (hex.city) {
      labels.append(s("text", { class: "rb-city-name", x: cx, y: cy + SIZE * 0.95, "text-anchor": "middle" }, data.cities[hex.city].name[lang]));
    }
  }

  const diceBox = h("section", { class: "rb-dice-box", hidden: true }, h("h2", {}, t("web.rb.dice")));
  const diceHolder = s("svg", { class: "rb-dice", viewBox: "0 0 300 52", role: "img", "aria-label": t("web.rb.dice") });
  const diceGroup = s("g");
  diceHolder.append(diceGroup);
  diceBox.append(diceHolder);
  ctx.panel.append(diceBox);
  const side = h("div", { class: "rb-side" });
  ctx.panel.append(side);
  let latest = null;

  function drawMarks(state) {
    const parts = [];
    for (const [hexId, colour] of Object.entries(state.tokens || {})) {
      const hex = byId.get(hexId);
      if (!hex) continue;
      parts.push(s("circle", { class: "rb-token", cx: hex.x * SIZE, cy: hex.y * SIZE, r: SIZE * 0.32, fill: data.gem_colours[colour] || colour }, s("title", {}, t(`web.rb.token.${colour}`))));
    }
    marks.replaceChildren(...parts);
  }

  function drawTargets(frame) {
    const byHex = new Map();
    for (const [action, label] of frame.legal) {
      const arg = action.split(":")[1];
      if (arg && HEX_ACTION.test(arg) && byId.has(arg)) {
        if (!byHex.has(arg)) byHex.set(arg, []);
        byHex.get(arg).push([action, label]);
      }
    }
    const parts = [];
    for (const [hexId, actions] of byHex) {
      const hex = byId.get(hexId);
      const target = s("polygon", {
        class: ["rb-target", frame.pending && "waiting"],
        points: corners(hex.x * SIZE, hex.y * SIZE, SIZE - 2.5),
        dataset: { hex: hexId },
      });
      clickable(target, actions, { act: ctx.act, menu, busy: () => frame.pending });
      parts.push(target);
    }
    targets.replaceChildren(...parts);
  }

  function drawHeroes(frame) {
    const state = frame.view.state;
    const here = new Map();
    state.heroes.forEach((hero, seat) => {
      if (!hero.placed || hero.out || hero.hex === null || hero.hex === undefined) return;
      if (!here.has(hero.hex)) here.set(hero.hex, []);
      here.get(hero.hex).push(seat);
    });
    const parts = [];
    for (const [index, seats] of here) {
      const hex = hexes[index];
      seats.forEach((seat, k) => {
        const offset = (k - (seats.length - 1) / 2) * SIZE * 0.5;
        const current = seat === state.current && frame.status === "running";
        parts.push(
          s(
            "g",
            { class: ["rb-hero", current && "current"], transform: `translate(${(hex.x * SIZE + offset).toFixed(1)} ${(hex.y * SIZE).toFixed(1)})` },
            s("circle", { r: SIZE * 0.42, fill: ctx.color(seat), stroke: "#fff", "stroke-width": 2.5 }),
            s("text", { class: "rb-hero-num", y: 4.5, "text-anchor": "middle" }, String(seat + 1)),
            s("title", {}, `${ctx.name(seat)}: ${nameOf(state.heroes[seat].hero)}`),
          ),
        );
      });
    }
    heroes.replaceChildren(...parts);
  }

  function cardList(ids) {
    return ids && ids.length ? ids.map((id) => nameOf(typeof id === "string" ? id : id && id.card ? id.card : String(id))).join(", ") : "—";
  }

  function heroCard(state, seat, frame) {
    const hero = state.heroes[seat];
    const tokens = (hero.tokens || []).map(([colour, value]) => h("span", { class: "rb-chip", style: { "--c": data.gem_colours[colour] || colour } }, String(value)));
    return h(
      "div",
      { class: ["rb-hero-card", seat === state.current && frame.status === "running" && "current", hero.out && "out"], style: { "--c": ctx.color(seat) } },
      h("div", { class: "rb-hero-head" }, h("strong", {}, ctx.name(seat)), ctx.name(seat).includes(nameOf(hero.hero)) ? null : ` · ${nameOf(hero.hero)}`),
      h(
        "div",
        { class: "rb-stats" },
        h("span", { title: t("web.rb.wounds") }, `♥ ${t("web.rb.wounds")} ${hero.wounds}`),
        h("span", { title: t("web.rb.fatigue") }, `${t("web.rb.fatigue")} ${hero.fatigue}`),
        h("span", { title: t("web.rb.gold") }, `${t("web.rb.gold")} ${hero.gold}`),
        h("span", { title: t("web.rb.xp") }, `${t("web.rb.xp")} ${(hero.xp || []).length}`),
      ),
      tokens.length ? h("div", { class: "rb-tokens" }, t("web.rb.trophies"), " ", tokens) : null,
      h("div", { class: "small" }, h("span", { class: "muted" }, `${t("web.rb.items")}: `), cardList(hero.items)),
      h("div", { class: "small" }, h("span", { class: "muted" }, `${t("web.rb.allies")}: `), cardList(hero.allies)),
      hero.quests && hero.quests.length ? h("div", { class: "small" }, h("span", { class: "muted" }, `${t("web.rb.quests")}: `), cardList(hero.quests)) : null,
    );
  }

  // a movement die: a tile with one coloured band per terrain symbol of its face
  function dieTile(x, symbols, tumbling) {
    const g = s("g", { class: ["rb-die", tumbling && "tumbling"], transform: `translate(${x} 2)` });
    const inner = s("g", { class: "die-inner" });
    inner.append(s("rect", { x: 0, y: 0, width: 48, height: 48, rx: 9, fill: "#fbf7ef", stroke: "#3b2f2a", "stroke-width": 2 }));
    const band = 40 / symbols.length;
    symbols.forEach((symbol, k) => {
      inner.append(s("rect", { x: 6, y: 4 + k * band, width: 36, height: band - 2, rx: 3, fill: TERRAIN_SYMBOL_COLOURS[symbol] || "#999" }));
    });
    inner.append(s("title", {}, symbols.map((symbol) => t(`rb.terrain.${symbol}`)).join(", ")));
    g.append(inner);
    return g;
  }

  function rolledFaces(state) {
    return (state.rolled || []).map((face, die) => (data.dice && data.dice[die] ? data.dice[die][face - 1] : [])).filter(Boolean);
  }

  let rolling = { cancelled: true };
  function drawDice(frame) {
    const faces = rolledFaces(frame.view.state);
    diceBox.hidden = faces.length === 0;
    if (!faces.length) return;
    const draw = (list, tumbling) => list.map((symbols, i) => dieTile(2 + i * 56, symbols, tumbling));
    const rolled = (frame.events || []).some((e) => e.type === "move_roll");
    rolling.cancelled = true;
    if (rolled && data.dice) {
      rolling = { cancelled: false };
      const pick = () => data.dice[0][Math.floor(Math.random() * 6)];
      tumble(diceGroup, draw, faces, pick, 600, rolling);
    } else {
      diceGroup.replaceChildren(...draw(faces, false));
    }
  }

  function drawSide(frame) {
    const state = frame.view.state;
    const dice = (state.symbols || []).map((symbol) => h("span", { class: "rb-chip terrain", style: { "--c": TERRAIN_SYMBOL_COLOURS[symbol] || "#999" } }, t(`rb.terrain.${symbol}`)));
    const fight = state.combat || state.foe || state.encounter || state.event || state.test;
    const markets = Object.entries(state.stacks || {}).map(([city, cards]) =>
      h("li", {}, h("strong", {}, data.cities[city] ? data.cities[city].name[lang] : city), ": ", cards.length ? cards.map(nameOf).join(", ") : "—"),
    );
    fill(
      side,
      h("section", { class: "rb-round" }, h("h2", {}, t("web.rb.round", { round: state.round })), h("p", { class: "small muted" }, t("web.rb.doom", { doom: state.doom }), state.xp_cost ? ` · ${t("web.rb.xp_cost", { cost: state.xp_cost })}` : "")),
      dice.length ? h("section", {}, h("h2", {}, t("web.rb.symbols")), h("div", { class: "rb-symbols" }, dice)) : null,
      fight
        ? h(
            "section",
            { class: "rb-fight" },
            h("h2", {}, state.foe ? nameOf(state.foe.card) : state.encounter ? nameOf(state.encounter) : state.event ? nameOf(state.event) : t("web.rb.at_hand")),
            state.foe ? h("p", { class: "small" }, t("web.rb.foe", { life: state.foe.life, wounds: state.foe.wounds, mind: state.foe.mind, body: state.foe.body, spirit: state.foe.spirit })) : null,
            state.foe && data.texts && data.texts[state.foe.card] ? h("p", { class: "small" }, data.texts[state.foe.card][lang] || data.texts[state.foe.card].en) : null,
            state.combat ? h("details", {}, h("summary", {}, t("web.rb.details")), tree(state.combat, t)) : null,
          )
        : null,
      h("section", {}, h("h2", {}, t("web.rb.heroes")), state.heroes.map((_, seat) => heroCard(state, seat, frame))),
      h("details", { class: "rb-markets" }, h("summary", {}, t("web.rb.markets")), h("ul", {}, markets)),
    );
  }

  document.addEventListener("keydown", (e) => e.key === "Escape" && menu.hide());

  return {
    update(frame) {
      latest = frame;
      menu.hide();
      const state = frame.view.state;
      drawMarks(state);
      drawTargets(frame);
      drawHeroes(frame);
      drawDice(frame);
      drawSide(frame);
    },
    claims(action) {
      const arg = action.split(":")[1];
      return Boolean(arg && HEX_ACTION.test(arg) && byId.has(arg));
    },
    destroy() {
      latest = null;
    },
  };
}

// Runebound: the hex map (terrain, cities, adventure tokens, heroes, coordinates) drawn from the
// game's board data, with every hex the hero may step or move to highlighted and clickable; beside
// it the hero sheets (life and wounds, fatigue and its limit, attributes and damage, skills, ability,
// items, allies, gold, experience), the movement dice with terrain icons, the foe of a fight (value
// and damage per phase, life, card text), the cities' markets (price, values, text) and a legend.
// Everything drawn comes from view(seat) and /api/games/runebound/board.
import { h, s, fill } from "../dom.js";
import { tumble } from "../dice.js";
import { chooser, clickable, focusOnce, listed, targetList } from "./choices.js";
import { scrollWindow } from "./scroller.js";
import { eventKinds } from "./kinds.js";

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

// One icon per terrain, drawn in a 10×10 box (RB-UI-04): dice faces and the legend show the
// terrain by shape as well as by colour.
const TERRAIN_ICON = {
  plains: { d: "M1 9 L2.5 5 L4 9 M4.5 9 L6 3.5 L7.5 9 M7 9 L8.5 6 L9.5 9", fill: "none" },
  road: { d: "M3 10 L4.4 0 M7 10 L5.6 0 M5 8.5 V7 M5 5 V3.8 M5 2 V1", fill: "none" },
  river: { d: "M0 3.5 Q2.5 1.5 5 3.5 T10 3.5 M0 6.5 Q2.5 4.5 5 6.5 T10 6.5 M0 9.5 Q2.5 7.5 5 9.5 T10 9.5", fill: "none" },
  swamp: { d: "M0 9.5 H10 M2.5 9.5 V4 M5 9.5 V2 M7.5 9.5 V4.5 M5 4 L3.5 2.5 M7.5 6 L9 4.5", fill: "none" },
  forest: { d: "M5 0.5 L9 7.5 H1 Z M5 7.5 V10", fill: "currentColor" },
  hills: { d: "M0 9.5 Q3 2.5 6 9.5 M4.5 6 Q7 2 10 9.5", fill: "none" },
  mountain: { d: "M0 10 L4 1.5 L6.5 6.5 L7.8 4.5 L10 10 Z", fill: "currentColor" },
};

function terrainIcon(terrain, x, y, size, colour = "#fff") {
  const icon = TERRAIN_ICON[terrain];
  if (!icon) return null;
  const scale = size / 10;
  return s("path", {
    class: "rb-icon",
    d: icon.d,
    transform: `translate(${x} ${y}) scale(${scale})`,
    fill: icon.fill === "none" ? "none" : colour,
    stroke: colour,
    "stroke-width": 1.3 / scale + 0.6,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    style: { color: colour },
  });
}

// A small picture of a terrain (a swatch with its icon) for HTML text: chips and the legend.
function terrainChip(terrain, label) {
  const picture = s("svg", { class: "rb-chip-icon", viewBox: "0 0 16 16", width: 16, height: 16, "aria-hidden": "true" });
  picture.append(s("rect", { x: 0, y: 0, width: 16, height: 16, rx: 3, fill: TERRAIN_SYMBOL_COLOURS[terrain] || "#999" }));
  const icon = terrainIcon(terrain, 3, 3, 10, terrain === "plains" || terrain === "hills" ? "#3b2f2a" : "#fff");
  if (icon) picture.append(icon);
  return h("span", { class: "rb-legend-item" }, picture, " ", label);
}

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
  const E = eventKinds(ctx.game, "move_roll"); // the movement roll, animated
  const data = ctx.boardData;
  if (!data) {
    ctx.board.append(h("p", { class: "error" }, t("rb.web.no_board")));
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

  const svg = s("svg", { class: "rb-map", viewBox: `${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`, role: "group", "aria-label": t("rb.web.map") }); // a group: its targets are buttons
  const terrain = s("g", { class: "rb-terrain" });
  const marks = s("g", { class: "rb-marks" });
  const targets = targetList(s("g", { class: "rb-targets" }), t("web.room.board_choices"));
  const heroes = s("g", { class: "rb-heroes" });
  const labels = s("g", { class: "rb-labels" });
  svg.append(terrain, marks, targets, heroes, labels);
  // RB-UI-06: the map's window is no taller than the screen below its top (on a phone, narrower
  // than the map too): it scrolls to the hexes the hero may move to (see centreOn)
  const scroller = scrollWindow(ctx, svg, "rb-scroll");
  const wrap = h("div", { class: "rb-wrap" }, scroller.element, scroller.controls);
  const menu = chooser(() => wrap, "rb-chooser", () => t("rb.web.cancel"), (action) => ctx.act(action));
  wrap.append(menu.menu);
  ctx.board.append(wrap);

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
    const place = hex.city ? data.cities[hex.city].name[lang] : t(`rb.terrain.${hex.terrain}`);
    polygon.append(s("title", {}, hex.coord ? `${hex.coord} · ${place}` : place));
    terrain.append(polygon);
    if (hex.sun) terrain.append(s("circle", { class: "rb-sun", cx, cy, r: SIZE * 0.55 }));
    if (hex.in_play && hex.coord) {
      // RB-UI-01: every hex carries the coordinate that menus and the log use
      labels.append(s("text", { class: "rb-coord", x: cx, y: cy - SIZE * 0.58, "text-anchor": "middle" }, hex.coord));
    }
    if (hex.city) {
      // inside its hex, above the coordinate of the hex below
      labels.append(s("text", { class: "rb-city-name", x: cx, y: cy + SIZE * 0.75, "text-anchor": "middle" }, data.cities[hex.city].name[lang]));
    }
  }

  const diceBox = h("section", { class: "rb-dice-box", hidden: true }, h("h2", {}, t("rb.web.dice")));
  const diceHolder = s("svg", { class: "rb-dice", viewBox: "0 0 300 52", role: "img", "aria-label": t("rb.web.dice") });
  const diceGroup = s("g");
  diceHolder.append(diceGroup);
  diceBox.append(diceHolder);
  ctx.panel.append(diceBox);
  const side = h("div", { class: "rb-side" });
  ctx.panel.append(side);

  function drawMarks(state) {
    const parts = [];
    for (const [hexId, colour] of Object.entries(state.tokens || {})) {
      const hex = byId.get(hexId);
      if (!hex) continue;
      parts.push(s("circle", { class: "rb-token", cx: hex.x * SIZE, cy: hex.y * SIZE, r: SIZE * 0.32, fill: data.gem_colours[colour] || colour }, s("title", {}, t(`rb.web.token.${colour}`))));
    }
    marks.replaceChildren(...parts);
  }

  const at = (hex) => [hex.x * SIZE, hex.y * SIZE];

  // When the map does not fit its window, bring the hexes one may move to (or else the hero to
  // act) into sight.
  function centreOn(frame, byHex) {
    const state = frame.view.state;
    const acting = state.heroes[state.current];
    const hexesNow = byHex.size ? [...byHex.keys()].map((id) => byId.get(id)) : acting && acting.placed && hexes[acting.hex] ? [hexes[acting.hex]] : [];
    scroller.centre(hexesNow.map((hex) => hex.id).join(","), hexesNow.map(at), byHex.size > 0, SIZE);
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
      // a dark edge under the target's light outline: seen on every terrain, light or dark
      const edge = s("polygon", { class: "rb-target-edge", points: target.getAttribute("points"), "aria-hidden": "true" });
      parts.push(listed(edge, target));
    }
    targets.replaceChildren(...parts);
    if (parts.length && !ctx.replay) focusOnce(targets);
    centreOn(frame, byHex);
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

  function cardText(id) {
    const base = data.texts[id] ? id : String(id).replace(/-\d+$/, "");
    return data.texts[base] ? data.texts[base][lang] || data.texts[base].en : "";
  }

  // one card of a hero (item, kept card or ally) with what it says
  function cardLine(id, extra, faceDown, open) {
    const says = cardText(id);
    return h(
      "li",
      { title: says || null },
      h("strong", {}, nameOf(id)),
      extra ? ` (${extra})` : "",
      faceDown ? h("span", { class: "muted" }, ` · ${t("rb.ui.face_down")}`) : "",
      open && says ? h("div", { class: "small muted" }, says) : null,
    );
  }

  // RB-UI-02: a hero's sheet: life and wounds, fatigue and its limit, attributes with their damage,
  // skills, the hero's ability, items, allies, trophies, gold and experience; the seat being viewed
  // shows every card's text, the others keep theirs in tooltips.
  function heroCard(state, seat, frame) {
    const hero = state.heroes[seat];
    const sheet = (state.sheets || [])[seat];
    const own = frame.viewing === seat || (frame.viewing === null && seat === state.current);
    const tokens = (hero.tokens || []).map(([colour, value]) => h("span", { class: "rb-chip", style: { "--c": data.gem_colours[colour] || colour } }, String(value)));
    const downs = new Set(hero.face_down || []);
    const head = h("div", { class: "rb-hero-head" }, h("strong", {}, ctx.name(seat)), ctx.name(seat).includes(nameOf(hero.hero)) ? null : ` · ${nameOf(hero.hero)}`);
    if (!sheet) return h("div", { class: "rb-hero-card", style: { "--c": ctx.color(seat) } }, head);
    const left = sheet.life - hero.wounds;
    const attributes = [
      ["mind", "ranged"],
      ["body", "melee"],
      ["spirit", "magic"],
    ].map(([attribute, phase]) =>
      h("tr", {}, h("th", {}, t(`rb.stat.${attribute}`)), h("td", { class: "num" }, String(sheet[attribute])), h("td", { class: "small muted" }, `${t(`rb.stat.${phase}_damage`)} ${sheet[`${phase}_damage`]}`)),
    );
    const skills = Object.entries(sheet.skills || {}).map(([name, bonus]) => `${t(`rb.skill.${name}`)} +${bonus}`);
    const cards = [...(hero.items || []), ...(hero.boons || [])].map((id) => cardLine(id, "", downs.has(id), own));
    const allies = (hero.allies || []).map((ally) => cardLine(ally.card, t("rb.sheet.ally_state", { wounds: ally.wounds, fatigue: ally.fatigue }), downs.has(ally.card), own));
    const ability = cardText(hero.hero);
    return h(
      "div",
      { class: ["rb-hero-card", seat === state.current && frame.status === "running" && "current", hero.out && "out"], style: { "--c": ctx.color(seat) }, dataset: { seat: String(seat) } },
      head,
      h(
        "div",
        { class: "rb-stats" },
        h("span", { class: ["rb-life", left <= 2 && "low"], title: t("rb.sheet.life") }, `♥ ${t("rb.sheet.life")} ${t("rb.sheet.life_value", { left, life: sheet.life, count: hero.wounds })}`),
        h("span", { class: "rb-fatigue", title: t("rb.sheet.fatigue") }, `${t("rb.sheet.fatigue")} ${hero.fatigue}/${sheet.stamina}`),
        h("span", { class: "rb-gold" }, `${t("rb.sheet.gold")} ${hero.gold}`),
        h("span", { class: "rb-level" }, t("rb.sheet.experience_value", { level: sheet.level, xp: sheet.xp, count: sheet.xp_next })),
      ),
      h("table", { class: "rb-attributes compact" }, h("tbody", {}, attributes)),
      skills.length ? h("div", { class: "small" }, h("span", { class: "muted" }, `${t("rb.sheet.skills")}: `), skills.join(", ")) : null,
      ability ? h("div", { class: "small rb-ability" }, h("span", { class: "muted" }, `${t("rb.sheet.ability")}: `), ability) : null,
      tokens.length ? h("div", { class: "rb-tokens" }, t("rb.web.trophies"), " ", tokens) : null,
      h("div", { class: "small" }, h("span", { class: "muted" }, `${t("rb.web.items")}: `), cards.length ? h("ul", { class: "rb-cards" }, cards) : "—"),
      h("div", { class: "small" }, h("span", { class: "muted" }, `${t("rb.web.allies")}: `), allies.length ? h("ul", { class: "rb-cards" }, allies) : "—"),
      hero.quests && hero.quests.length ? h("div", { class: "small" }, h("span", { class: "muted" }, `${t("rb.web.quests")}: `), hero.quests.map(nameOf).join(", ")) : null,
    );
  }

  // a movement die: a tile with one coloured band per terrain symbol of its face, each with the
  // terrain's icon (RB-UI-04)
  function dieTile(x, symbols, tumbling) {
    const g = s("g", { class: ["rb-die", tumbling && "tumbling"], transform: `translate(${x} 2)` });
    const inner = s("g", { class: "die-inner" });
    inner.append(s("rect", { x: 0, y: 0, width: 48, height: 48, rx: 9, fill: "#fbf7ef", stroke: "#3b2f2a", "stroke-width": 2 }));
    const band = 40 / symbols.length;
    symbols.forEach((symbol, k) => {
      const y = 4 + k * band;
      inner.append(s("rect", { x: 6, y, width: 36, height: band - 2, rx: 3, fill: TERRAIN_SYMBOL_COLOURS[symbol] || "#999" }));
      const size = Math.min(band - 6, 16);
      const dark = symbol === "plains" || symbol === "hills";
      inner.append(terrainIcon(symbol, 24 - size / 2, y + (band - 2 - size) / 2, size, dark ? "#3b2f2a" : "#fff"));
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
    const rolled = (frame.events || []).some((e) => e.type === E.move_roll);
    rolling.cancelled = true;
    if (rolled && data.dice) {
      rolling = { cancelled: false };
      const pick = () => data.dice[0][Math.floor(Math.random() * 6)];
      tumble(diceGroup, draw, faces, pick, 600, rolling);
    } else {
      diceGroup.replaceChildren(...draw(faces, false));
    }
  }

  // RB-UI-03: the fight's foe: value to beat and damage per phase, life, what its card says, and
  // where the fight stands
  function foeSheet(state) {
    const foe = state.foe;
    const rows = [
      ["ranged", "mind"],
      ["melee", "body"],
      ["magic", "spirit"],
    ].map(([phase, attribute]) => h("tr", {}, h("th", {}, t(`rb.phase.${phase}`)), h("td", { class: "num" }, String(foe[attribute])), h("td", { class: "num" }, String(foe[`${phase}_damage`]))));
    const says = cardText(foe.card);
    return [
      h("p", { class: "rb-foe-life" }, t("rb.sheet.foe_life", { left: foe.life - foe.wounds, life: foe.life, count: foe.wounds })),
      h("table", { class: "rb-foe compact" }, h("thead", {}, h("tr", {}, h("th", {}, t("rb.sheet.phase")), h("th", {}, t("rb.sheet.to_beat")), h("th", {}, t("rb.sheet.damage")))), h("tbody", {}, rows)),
      says ? h("p", { class: "small" }, says) : null,
    ];
  }

  // Issue 27 item 6: a fight's foe in brief for the room's bar of decisions (which stays at the
  // screen's bottom on a phone, far from the foe's sheet): its life and, per phase, the value to
  // beat and its damage, the phase at hand marked.
  function foeBrief(state) {
    const foe = state.foe;
    const combat = state.combat;
    const now = combat && (combat.stage === "phase" || combat.stage === "pvp_def") ? Math.min(combat.phase, 2) : -1;
    const phases = [
      ["ranged", "mind"],
      ["melee", "body"],
      ["magic", "spirit"],
    ];
    const cell = (tag, k, text) => h(tag, { class: ["num", k === now && "now"] }, text);
    return h(
      "div",
      { class: "rb-brief rb-foe-brief" },
      h("p", {}, h("strong", {}, nameOf(foe.card)), " · ", t("rb.sheet.foe_life", { left: foe.life - foe.wounds, life: foe.life, count: foe.wounds })),
      h(
        "table",
        { class: "compact" },
        h("thead", {}, h("tr", {}, h("th", {}, t("rb.sheet.phase")), phases.map(([phase], k) => cell("th", k, t(`rb.phase.${phase}`))))),
        h(
          "tbody",
          {},
          h("tr", {}, h("th", {}, t("rb.sheet.to_beat")), phases.map(([, attribute], k) => cell("td", k, String(foe[attribute])))),
          h("tr", {}, h("th", {}, t("rb.sheet.damage")), phases.map(([phase], k) => cell("td", k, String(foe[`${phase}_damage`])))),
        ),
      ),
    );
  }

  // the city the hero to act stands in, at the market step (else null)
  function marketCity(state) {
    if (state.step !== "market") return null;
    const hero = state.heroes[state.current];
    const hex = hero && hero.hex !== null && hero.hex !== undefined ? hexes[hero.hex] : null;
    return hex && hex.city && (state.stacks || {})[hex.city] ? hex.city : null;
  }

  // Issue 27 item 6: the market's offer where the hero buys: each card with its price and text,
  // `full` with the cards' texts (beside the choices on a laptop), else names and prices only
  // (the bar of decisions on a phone).
  function offer(state, city, full) {
    const prices = state.prices || {};
    const cards = state.stacks[city];
    return h(
      full ? "section" : "div",
      { class: full ? "rb-offer" : "rb-brief rb-offer-brief" },
      h(full ? "h2" : "p", {}, full ? t("rb.web.offer", { city: data.cities[city].name[lang] }) : h("strong", {}, t("rb.web.offer", { city: data.cities[city].name[lang] }))),
      cards.length
        ? h(
            "ul",
            { class: "rb-cards" },
            cards.map((card) => marketCard(card, prices, full)),
          )
        : h("p", { class: "muted" }, "—"),
    );
  }

  function fightStage(combat) {
    const phases = ["ranged", "melee", "magic"];
    let where;
    if (combat.stage === "phase" || combat.stage === "pvp_def") where = t(`rb.phase.${phases[Math.min(combat.phase, 2)]}`);
    else if (combat.stage === "escape") where = t("rb.ui.escape");
    else where = t("rb.window.before_combat");
    return h("p", { class: "small rb-stage" }, `${t("rb.ui.round", { number: combat.round })} · ${where}`);
  }

  // a market's card: its name and price now, `full` with its values and text
  function marketCard(card, prices, full) {
    const says = full ? cardText(card) : "";
    return h("li", { class: "rb-market-card" }, h("strong", {}, nameOf(card)), " ", h("span", { class: "rb-price" }, t("rb.ui.price", { count: prices[card] })), says ? h("div", { class: "small muted" }, says) : null);
  }

  // RB-UI-02: a city's market: each card with its price now, its values and its text
  function marketCards(state) {
    const prices = state.prices || {};
    return Object.entries(state.stacks || {}).map(([city, cards]) =>
      h(
        "li",
        {},
        h("strong", {}, data.cities[city] ? data.cities[city].name[lang] : city),
        cards.length
          ? h(
              "ul",
              { class: "rb-cards" },
              cards.map((card) => marketCard(card, prices, true)),
            )
          : " —",
      ),
    );
  }

  // RB-UI-04: what the map's colours, icons and marks mean
  function legend() {
    const terrains = Object.keys(TERRAIN_SYMBOL_COLOURS).map((terrain) => terrainChip(terrain, t(`rb.terrain.${terrain}`)));
    const gems = Object.entries(data.gem_colours).map(([colour, fillColour]) => h("span", { class: "rb-legend-item" }, h("span", { class: "rb-chip", style: { "--c": fillColour } }, "●"), " ", t(`rb.web.token.${colour}`)));
    return h(
      "details",
      { class: "rb-legend" },
      h("summary", {}, t("rb.ui.legend")),
      h("div", { class: "rb-legend-grid" }, terrains),
      h("div", { class: "rb-legend-grid" }, h("span", { class: "rb-legend-item" }, h("span", { class: "rb-chip", style: { "--c": data.terrain_colours.city } }, "▣"), " ", t("rb.terrain.city")), gems, h("span", { class: "rb-legend-item" }, h("span", { class: "rb-chip rb-sun-chip" }, "◌"), " ", t("rb.legend.sun")), h("span", { class: "rb-legend-item" }, h("span", { class: "rb-chip", style: { "--c": "#fff" } }, "1"), " ", t("rb.legend.hero"))),
      h("p", { class: "small muted" }, t("rb.legend.coordinates_web", { last: "N13" })),
    );
  }

  function drawSide(frame) {
    const state = frame.view.state;
    const dice = (state.symbols || []).map((symbol) => terrainChip(symbol, t(`rb.terrain.${symbol}`)));
    const fight = state.combat || state.foe || state.encounter || state.event || state.test;
    const city = marketCity(state);
    fill(
      side,
      city ? offer(state, city, true) : null,
      h("section", { class: "rb-round" }, h("h2", {}, t("rb.web.round", { round: state.round })), h("p", { class: "small muted" }, t("rb.web.doom", { doom: state.doom }), state.xp_cost ? ` · ${t("rb.web.xp_cost", { cost: state.xp_cost })}` : "")),
      dice.length ? h("section", {}, h("h2", {}, t("rb.web.symbols")), h("div", { class: "rb-symbols" }, dice)) : null,
      fight
        ? h(
            "section",
            { class: "rb-fight" },
            h("h2", {}, state.foe ? nameOf(state.foe.card) : state.encounter ? nameOf(state.encounter) : state.event ? nameOf(state.event) : t("rb.web.at_hand")),
            state.foe ? foeSheet(state) : null,
            state.combat ? fightStage(state.combat) : null,
          )
        : null,
      h("section", {}, h("h2", {}, t("rb.web.heroes")), state.heroes.map((_, seat) => heroCard(state, seat, frame))),
      h("details", { class: "rb-markets", open: state.step === "market" }, h("summary", {}, t("rb.web.markets")), h("ul", {}, marketCards(state))),
      legend(),
    );
  }

  const onKey = (e) => e.key === "Escape" && menu.hide();
  document.addEventListener("keydown", onKey);

  return {
    update(frame) {
      menu.hide();
      const state = frame.view.state;
      drawMarks(state);
      drawTargets(frame);
      drawHeroes(frame);
      drawDice(frame);
      drawSide(frame);
    },
    // what the room's bar of decisions shows beside the choices (a phone shows it, style.css):
    // the foe of a fight in brief, the offer of the market the hero is in
    brief(view) {
      const state = view && view.state;
      if (!state || !state.heroes) return null;
      if (state.foe) return foeBrief(state);
      const city = marketCity(state);
      return city ? offer(state, city, false) : null;
    },
    claims(action) {
      const arg = action.split(":")[1];
      return Boolean(arg && HEX_ACTION.test(arg) && byId.has(arg));
    },
    destroy() {
      document.removeEventListener("keydown", onKey);
      scroller.destroy();
    },
  };
}

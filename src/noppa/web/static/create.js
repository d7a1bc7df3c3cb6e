// Create a game: the game, how many players, who sits where (you, a friend by invitation link,
// anyone from the lobby, or a bot), the game's options, and the room's settings.
import { h, fill, playerColor } from "./dom.js";
import { t, lang } from "./i18n.js";
import { get, post, mine, savedName, saveName, personal, ApiError } from "./api.js";
import { navigate, link } from "./nav.js";
import { duration } from "./clock.js";

const AWAY = [0, 30, 60, 120, 300, 900];
// the times offered (seconds), within the server's limits (noppa.server.clocks.LIMITS)
const TIMES = {
  "live|move": [10, 30, 60, 120, 300, 600],
  "live|game": [300, 600, 900, 1800, 3600, 5400],
  "turn|move": [3600, 4 * 3600, 12 * 3600, 86400, 2 * 86400, 3 * 86400, 7 * 86400, 14 * 86400],
};
const INCREMENTS = [0, 2, 5, 10, 30];
const POLICIES = ["standin", "skip", "drop"];

export async function render(main, { game: gameId }) {
  fill(main, h("p", { class: "muted" }, t("web.loading")));
  const games = await get("/api/games");
  if (!gameId || !games.some((g) => g.id === gameId)) gameId = games[0].id;
  const params = new URLSearchParams(location.search);
  let game = games.find((g) => g.id === gameId);
  let players = Math.min(Math.max(Number(params.get("players")) || Math.min(2, game.max_players), game.min_players), game.max_players);
  let seats = [];
  const timing = { pace: "live", control: "none", time: {}, increment: 0, policy: "standin", rated: false };
  const errorBox = h("p", { class: "error", role: "alert" });
  const form = h("form", { class: "create", onsubmit: (event) => { event.preventDefault(); create(); } });
  const defaultBot = () => (game.bots.find((b) => b.default) || game.bots[0]).name;

  function resetSeats() {
    const before = seats;
    seats = [];
    for (let i = 0; i < players; i++) {
      seats.push(before[i] || (i === 0 ? { kind: "me", bot: defaultBot(), name: savedName() } : { kind: "bot", bot: defaultBot(), name: "" }));
    }
  }
  resetSeats();

  function seatRow(seat, i) {
    const kind = h(
      "select",
      { "aria-label": t("web.create.seat_kind", { number: i + 1 }), name: `seat-${i}`, onchange: (e) => { seat.kind = e.target.value; draw(); } },
      ["me", "friend", "open", "bot"].map((value) => h("option", { value, selected: seat.kind === value }, t(`web.create.kind.${value}`))),
    );
    const extra =
      seat.kind === "bot"
        ? h(
            "select",
            { "aria-label": t("web.create.bot"), onchange: (e) => { seat.bot = e.target.value; } },
            game.bots.map((bot) => h("option", { value: bot.name, selected: seat.bot === bot.name }, bot.label)),
          )
        : seat.kind === "me"
          ? h("input", { type: "text", maxlength: 24, placeholder: t("web.create.your_name"), value: seat.name, oninput: (e) => { seat.name = e.target.value; } })
          : h("span", { class: "muted small" }, t(`web.create.hint.${seat.kind}`));
    return h("div", { class: "seat-row", style: { "--c": playerColor(i) } }, h("span", { class: "seat-label" }, t("web.player", { number: i + 1 })), kind, extra);
  }

  function draw() {
    const options = game.options.map((option) => {
      const chosen = params.get(option.name);
      return h(
        "label",
        { class: "option" },
        h("span", { class: "option-name" }, option.label),
        h(
          "select",
          { name: `option-${option.name}` },
          option.values.map((value, i) =>
            h("option", { value: i, selected: chosen !== null ? option.spelled[i] === chosen : value === option.default }, option.labels[i] + (value === option.default ? ` (${t("web.create.default")})` : "")),
          ),
        ),
        h("span", { class: "muted small" }, option.description),
      );
    });
    const localCount = seats.filter((s) => s.kind === "me").length;
    fill(
      form,
      h(
        "fieldset",
        {},
        h("legend", {}, t("web.create.game")),
        h(
          "div",
          { class: "segmented", role: "radiogroup" },
          games.map((g) =>
            h("button", { type: "button", class: ["seg", g.id === game.id && "on"], "aria-pressed": g.id === game.id ? "true" : "false", onclick: () => { navigate(`/new/${g.id}`, { replace: true }); } }, g.name),
          ),
        ),
        h("p", { class: "muted small" }, game.summary, " ", h("a", { href: `/rules/${game.id}`, onclick: link(`/rules/${game.id}`) }, t("web.lobby.rules"))),
      ),
      h(
        "fieldset",
        {},
        h("legend", {}, t("web.create.players")),
        h(
          "div",
          { class: "segmented", role: "radiogroup", "aria-label": t("web.create.players") },
          Array.from({ length: game.max_players - game.min_players + 1 }, (_, k) => game.min_players + k).map((n) =>
            h("button", { type: "button", class: ["seg", n === players && "on"], "aria-pressed": n === players ? "true" : "false", onclick: () => { players = n; resetSeats(); draw(); } }, String(n)),
          ),
        ),
        h("div", { class: "seats" }, seats.map(seatRow)),
        localCount > 1 ? h("p", { class: "note" }, t(game.has_secrets ? "web.create.hotseat_secrets" : "web.create.hotseat")) : null,
      ),
      game.options.length ? h("fieldset", {}, h("legend", {}, t("web.create.options")), h("div", { class: "options" }, options)) : null,
      clockFields(),
      h(
        "fieldset",
        {},
        h("legend", {}, t("web.create.room")),
        h("label", { class: "field" }, h("span", {}, t("web.create.title")), h("input", { type: "text", name: "title", maxlength: 60, placeholder: t("web.create.title_hint") })),
        h("label", { class: "check" }, h("input", { type: "checkbox", name: "public", checked: true }), t("web.create.public")),
        h("label", { class: "check" }, h("input", { type: "checkbox", name: "rated", checked: timing.rated, onchange: (e) => { timing.rated = e.target.checked; if (timing.rated && timing.control === "none") timing.control = "move"; draw(); } }), t("web.create.rated")),
        h("p", { class: "note" }, t("web.create.rated_hint")),
        h(
          "label",
          { class: "field" },
          h("span", {}, t("web.create.away")),
          h("select", { name: "away", disabled: timing.pace === "turn" }, AWAY.map((s) => h("option", { value: s, selected: s === 0 }, s ? t("web.create.away_after", { count: s }) : t("web.create.away_never")))),
        ),
        h("p", { class: "note" }, t("web.create.away_hint")),
      ),
      errorBox,
      h("div", { class: "form-actions" }, h("button", { type: "submit", class: "primary big" }, t("web.create.create"))),
    );
  }

  /** Real-time or turn-based, the clock and what happens when a player's time runs out. */
  function clockFields() {
    const key = `${timing.pace}|${timing.control}`;
    const times = TIMES[key] || [];
    if (times.length && !times.includes(timing.time[key])) timing.time[key] = times[Math.min(2, times.length - 1)];
    // web-CLOCK-06: a rated game always has a clock, so "none" is not offered then
    const controls = (timing.pace === "turn" ? ["none", "move"] : ["none", "move", "game"]).filter((c) => !(timing.rated && c === "none"));
    const choose = (name, value) => (event) => {
      timing[name] = name === "increment" ? Number(event.target.value) : event.target.value;
      if (name === "pace" && !controls.includes(timing.control)) timing.control = controls[0];
      draw();
    };
    return h(
      "fieldset",
      { class: "clock-settings" },
      h("legend", {}, t("web.create.pace")),
      h(
        "div",
        { class: "segmented", role: "radiogroup", "aria-label": t("web.create.pace") },
        ["live", "turn"].map((pace) =>
          h("button", { type: "button", name: `pace-${pace}`, class: ["seg", timing.pace === pace && "on"], "aria-pressed": timing.pace === pace ? "true" : "false", onclick: () => { timing.pace = pace; if (pace === "turn" && timing.control === "game") timing.control = timing.rated ? "move" : "none"; draw(); } }, t(`web.create.pace.${pace}`)),
        ),
      ),
      timing.pace === "turn" ? h("p", { class: "note" }, t("web.create.turn_hint")) : null,
      h(
        "label",
        { class: "field" },
        h("span", {}, t("web.create.clock")),
        h("select", { name: "clock", onchange: choose("control") }, controls.map((c) => h("option", { value: c, selected: c === timing.control }, t(`web.create.clock.${c}`)))),
      ),
      timing.rated ? h("p", { class: "note rated-clock" }, t("web.create.rated_clock")) : null,
      times.length
        ? h(
            "label",
            { class: "field" },
            h("span", {}, t("web.create.clock.time")),
            h("select", { name: "clock-time", onchange: (e) => { timing.time[key] = Number(e.target.value); } }, times.map((s) => h("option", { value: s, selected: s === timing.time[key] }, duration(s)))),
          )
        : null,
      timing.control === "game"
        ? h(
            "label",
            { class: "field" },
            h("span", {}, t("web.create.clock.increment")),
            h("select", { name: "clock-increment", onchange: choose("increment") }, INCREMENTS.map((s) => h("option", { value: s, selected: s === timing.increment }, s ? `+ ${duration(s)}` : "—"))),
          )
        : null,
      timing.control !== "none"
        ? h(
            "label",
            { class: "field" },
            h("span", {}, t("web.create.timeout")),
            h("select", { name: "on-timeout", onchange: (e) => { timing.policy = e.target.value; } }, POLICIES.map((p) => h("option", { value: p, selected: p === timing.policy }, t(`web.create.timeout.${p}`)))),
          )
        : null,
    );
  }

  function clockBody() {
    const body = { pace: timing.pace };
    const time = timing.time[`${timing.pace}|${timing.control}`];
    if (timing.control === "move") body.clock = { per_move: time };
    else if (timing.control === "game") body.clock = timing.increment ? { per_game: time, increment: timing.increment } : { per_game: time };
    if (body.clock) body.on_timeout = timing.policy;
    return body;
  }

  async function create() {
    errorBox.textContent = "";
    const options = {};
    for (const option of game.options) {
      const select = form.querySelector(`[name="option-${option.name}"]`);
      options[option.name] = option.values[Number(select.value)];
    }
    const me = seats.find((s) => s.kind === "me");
    if (me && me.name) saveName(me.name.trim());
    const body = {
      game: game.id,
      players,
      lang: lang(),
      options,
      title: form.querySelector('[name="title"]').value,
      public: form.querySelector('[name="public"]').checked,
      away_after: timing.pace === "turn" ? 0 : Number(form.querySelector('[name="away"]').value),
      ...clockBody(),
      rated: timing.rated,
      seats: seats.map((seat) =>
        seat.kind === "bot"
          ? { kind: "bot", bot: seat.bot }
          : { kind: "human", local: seat.kind === "me", open: seat.kind === "open", name: seat.kind === "me" ? seat.name : "" },
      ),
    };
    try {
      const answer = await post("/api/rooms", personal.with(body));
      mine.put(answer.room.id, { token: answer.host_token, host: true, game: game.id });
      navigate(`/r/${answer.room.id}`);
    } catch (error) {
      errorBox.textContent = error instanceof ApiError ? error.message : String(error);
    }
  }

  document.title = `${t("web.create.heading")} — noppa`;
  draw();
  fill(main, h("div", { class: "page" }, h("h1", {}, t("web.create.heading")), form));
}

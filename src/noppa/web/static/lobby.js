// The lobby: start a game, continue your own, join an open seat, watch or replay others.
import { h, fill, playerColor } from "./dom.js";
import { t, when } from "./i18n.js";
import { get, mine, personal } from "./api.js";
import { link } from "./nav.js";
import { yourTurn } from "./notify.js";
import { clockSettings, duration } from "./clock.js";

function seatChips(room) {
  return h(
    "span",
    { class: "chips" },
    room.seats.map((seat) =>
      h(
        "span",
        {
          class: ["chip", seat.open && "open", !seat.claimed && "empty"],
          style: { "--c": playerColor(seat.seat) },
          title: seat.label,
        },
        seat.name || (seat.kind === "bot" ? t("web.room.bot", { bot: seat.bot_label || seat.bot }) : seat.open ? t("web.lobby.open_seat") : seat.claimed ? seat.label : t("web.lobby.invited")),
      ),
    ),
  );
}

function statusText(room) {
  return t(`web.status.${room.status}`);
}

/** The mark of a rated room: its result counts for the ratings of the players with a personal link. */
export function ratedPill() {
  return h("span", { class: "pill rated", title: t("web.create.rated_hint") }, t("web.create.rated"));
}

function roomRow(room, actions) {
  return h(
    "li",
    { class: "room-row" },
    h(
      "div",
      { class: "room-main" },
      h("strong", {}, room.game_name),
      room.title ? h("span", { class: "title" }, ` — ${room.title}`) : null,
      h("span", { class: ["pill", room.status] }, statusText(room)),
      room.rated ? ratedPill() : null,
      h("div", { class: "muted small" }, t("web.lobby.moves", { count: room.moves }), " · ", when(room.updated_at), room.clock ? ` · ${clockSettings(room.clock)}` : null),
      seatChips(room),
    ),
    h("div", { class: "room-actions" }, actions),
  );
}

export async function render(main) {
  document.title = "noppa";
  const errorBox = h("p", { class: "error", role: "alert" });
  const gamesBox = h("div", { class: "game-cards" }, h("p", { class: "muted" }, t("web.loading")));
  const mineBox = h("ul", { class: "rooms" });
  const openBox = h("ul", { class: "rooms" });
  const runningBox = h("ul", { class: "rooms" });
  const finishedBox = h("ul", { class: "rooms" });
  const mineSection = h("section", { class: "mine", hidden: true }, h("h2", {}, t("web.lobby.yours")), mineBox);
  fill(
    main,
    h(
      "div",
      { class: "page lobby" },
      h("section", { class: "hero" }, h("h1", {}, "noppa"), h("p", { class: "lead" }, t("web.tagline"))),
      errorBox,
      h("section", {}, h("h2", {}, t("web.lobby.start")), gamesBox),
      mineSection,
      h("section", {}, h("h2", {}, t("web.lobby.open")), openBox),
      h("section", {}, h("h2", {}, t("web.lobby.running")), runningBox),
      h("section", {}, h("h2", {}, t("web.lobby.finished")), finishedBox),
    ),
  );

  try {
    const games = await get("/api/games");
    fill(
      gamesBox,
      games.map((game) =>
        h(
          "article",
          { class: "game-card", dataset: { game: game.id } },
          h("h3", {}, game.name),
          h("p", { class: "muted small" }, t("web.rules.players", { low: game.min_players, high: game.max_players })),
          h("p", {}, game.summary),
          h(
            "div",
            { class: "card-actions" },
            h("a", { class: "button primary", href: `/new/${game.id}`, onclick: link(`/new/${game.id}`) }, t("web.lobby.new_game")),
            h("a", { class: "button", href: `/rules/${game.id}`, onclick: link(`/rules/${game.id}`) }, t("web.lobby.rules")),
            game.tutorial ? h("a", { class: "button", href: `/tutorial/${game.id}`, onclick: link(`/tutorial/${game.id}`) }, t("web.tutorial.start")) : null,
          ),
        ),
      ),
    );
  } catch (error) {
    errorBox.textContent = error.message;
  }

  let synced = 0;
  async function refresh() {
    // a personal key brings the player's games from their other devices (every minute at most)
    if (personal.key() && Date.now() - synced > 60000) {
      synced = Date.now();
      await personal.sync();
    }
    const own = mine.all();
    const ids = Object.keys(own).sort((a, b) => own[b].at - own[a].at).slice(0, 30);
    try {
      const [lists, yours] = await Promise.all([
        get("/api/rooms?status=open,running,finished"),
        ids.length ? get(`/api/rooms?ids=${ids.join(",")}`) : { rooms: [] },
      ]);
      const known = new Set(yours.rooms.map((room) => room.id));
      for (const id of ids) if (!known.has(id)) mine.forget(id);
      mineSection.hidden = yours.rooms.length === 0;
      // where it is your turn, across all your games: first, marked, and announced when it is new
      const myTurn = (room) => room.status === "running" && (own[room.id]?.seats || []).includes(room.to_act);
      const waitingForMe = yours.rooms.filter(myTurn);
      for (const room of waitingForMe) {
        if (shownTurns.has(`${room.id}:${room.moves}`)) continue;
        if (shownTurns.size) yourTurn(room.title ? `${room.game_name} — ${room.title}` : room.game_name, t("web.room.your_turn"), `noppa-${room.id}`);
        shownTurns.add(`${room.id}:${room.moves}`);
      }
      if (!shownTurns.size) shownTurns.add("");
      document.title = waitingForMe.length ? `● ${t("web.lobby.your_turn_count", { count: waitingForMe.length })} — noppa` : "noppa";
      const ordered = [...waitingForMe, ...yours.rooms.filter((room) => !myTurn(room))];
      fill(
        mineBox,
        ordered.map((room) =>
          roomRow(room, [
            myTurn(room) ? h("span", { class: "pill your-turn" }, t("web.room.your_turn")) : null,
            myTurn(room) && room.clock && room.clock.running === room.to_act ? h("span", { class: "tag clock" }, t("web.clock.left", { time: duration(room.clock.left[room.to_act]) })) : null,
            room.status === "finished"
              ? h("a", { class: "button", href: `/replay/${room.id}`, onclick: link(`/replay/${room.id}`) }, t("web.lobby.replay"))
              : h("a", { class: "button primary", href: `/r/${room.id}`, onclick: link(`/r/${room.id}`) }, t("web.lobby.continue")),
            h("button", { class: "quiet", title: t("web.lobby.forget_hint"), onclick: () => { mine.forget(room.id); refresh(); } }, t("web.lobby.forget")),
          ]),
        ),
      );
      const rooms = lists.rooms.filter((room) => !known.has(room.id));
      const open = rooms.filter((room) => room.status === "waiting" && room.seats.some((seat) => seat.open));
      const running = rooms.filter((room) => room.status === "running");
      const finished = rooms.filter((room) => room.status === "finished").slice(0, 15);
      fill(
        openBox,
        open.length
          ? open.map((room) =>
              roomRow(
                room,
                room.seats
                  .filter((seat) => seat.open)
                  .map((seat) => h("a", { class: "button primary", href: `/r/${room.id}?seat=${seat.seat}`, onclick: link(`/r/${room.id}?seat=${seat.seat}`) }, t("web.lobby.join_as", { player: seat.label }))),
              ),
            )
          : h("li", { class: "muted" }, t("web.lobby.none_open")),
      );
      fill(
        runningBox,
        running.length
          ? running.map((room) => roomRow(room, h("a", { class: "button", href: `/r/${room.id}`, onclick: link(`/r/${room.id}`) }, t("web.lobby.watch"))))
          : h("li", { class: "muted" }, t("web.lobby.none_running")),
      );
      fill(
        finishedBox,
        finished.length
          ? finished.map((room) => roomRow(room, h("a", { class: "button", href: `/replay/${room.id}`, onclick: link(`/replay/${room.id}`) }, t("web.lobby.replay"))))
          : h("li", { class: "muted" }, t("web.lobby.none_finished")),
      );
    } catch (error) {
      errorBox.textContent = error.message;
    }
  }
  const shownTurns = new Set();
  await refresh();
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
    // in the background only every 30 s: enough to announce a turn, light on the server
    if (!document.hidden || ticks % 6 === 0) refresh();
  }, 5000);
  return () => clearInterval(timer);
}

// Players: the personal link that keeps a name across devices (/me, and /me#k=KEY opened on
// another device), the leaderboard (/players, /leaderboard/<game>) and a player's page (/p/<id>).
// The key never stays in the address bar: it is taken from the fragment (which browsers never send
// to a server) into localStorage at once, and travels only as a bearer header from then on.
import { h, s, fill, copyText } from "./dom.js";
import { t } from "./i18n.js";
import { get, post, personal, savedName, ApiError } from "./api.js";
import { link } from "./nav.js";

function keyFromHash() {
  const match = location.hash.match(/[#&]k=([A-Za-z0-9_-]{16,64})/);
  return match ? match[1] : null;
}

export async function render(main, args) {
  if (args.view === "me") return renderMe(main);
  if (args.view === "player") return renderPlayer(main, args.player);
  return renderBoard(main, args.board);
}

function errorText(error) {
  return error instanceof ApiError ? error.message : String(error);
}

function gameLink(game) {
  const path = game.status === "finished" ? `/replay/${game.room}` : `/r/${game.room}`;
  return h("a", { href: path, onclick: link(path) }, t(game.status === "finished" ? "web.lobby.replay" : "web.lobby.continue"));
}

function result(game) {
  if (game.won) return h("strong", { class: "won" }, t("web.player.won"));
  if (game.place !== null) return t("web.player.place", { place: game.place_text });
  if (game.left) return t("web.player.left");
  if (game.status !== "finished") return t(`web.status.${game.status}`);
  if (!game.rated) return "";
  return game.unrated_reason ? t(`web.player.unrated.${game.unrated_reason}`) : t("web.player.unrated");
}

/** A player's games: date, game, result, rating after it (and its change), and the link. */
function gamesTable(games) {
  if (!games.length) return h("p", { class: "muted" }, t("web.player.no_games"));
  return h(
    "div",
    { class: "table-wrap", tabindex: 0 }, // scrolls from the keyboard when wider than the screen (web-ACCESS-03)
    h(
      "table",
      { class: "games-table" },
      h("thead", {}, h("tr", {}, h("th", {}, t("web.player.date")), h("th", {}, t("web.player.game")), h("th", {}, t("web.player.result")), h("th", {}, t("web.board.rating")), h("th", {}, ""))),
      h(
        "tbody",
        {},
        games.map((game) =>
          h(
            "tr",
            { dataset: { room: game.room } },
            h("td", {}, game.date_text),
            h("td", {}, game.game_name, game.title ? h("span", { class: "muted" }, ` — ${game.title}`) : null),
            h("td", {}, result(game)),
            h("td", { class: "number" }, game.after_text || "", game.change_text ? h("span", { class: ["change", game.change >= 0 ? "up" : "down"] }, ` (${game.change_text})`) : null),
            h("td", {}, gameLink(game)),
          ),
        ),
      ),
    ),
  );
}

/** The rating after each rated game as a small line chart (the first point: where everyone starts). */
function chart(history) {
  const points = [{ rating: 1000, date_text: "" }, ...history];
  const width = 320;
  const height = 90;
  const pad = 8;
  const values = points.map((p) => p.rating);
  const low = Math.min(...values) - 10;
  const high = Math.max(...values) + 10;
  const x = (i) => pad + (i * (width - 2 * pad)) / Math.max(1, points.length - 1);
  const y = (v) => height - pad - ((v - low) * (height - 2 * pad)) / (high - low);
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.rating).toFixed(1)}`).join(" ");
  return s(
    "svg",
    { class: "rating-chart", viewBox: `0 0 ${width} ${height}`, role: "img", "aria-label": t("web.player.chart") },
    s("title", {}, t("web.player.chart")),
    s("polyline", { points: line, fill: "none", stroke: "currentColor", "stroke-width": 2 }),
    points.slice(1).map((p, i) => s("circle", { cx: x(i + 1), cy: y(p.rating), r: 3.5 }, s("title", {}, `${p.date_text}: ${p.rating_text}`))),
  );
}

function ratingCards(ratings) {
  if (!ratings.length) return h("p", { class: "muted" }, t("web.player.none_rated"));
  return h(
    "div",
    { class: "rating-cards" },
    ratings.map((r) =>
      h(
        "article",
        { class: "rating-card", dataset: { game: r.game } },
        h("h3", {}, h("a", { href: `/leaderboard/${r.game}`, onclick: link(`/leaderboard/${r.game}`) }, r.game_name)),
        h("p", { class: "rating" }, r.rating_text),
        h("p", { class: "muted small" }, t("web.player.rating_line", { games: r.games, games_text: r.games_text, wins: r.wins, wins_text: r.wins_text })),
        chart(r.history),
      ),
    ),
  );
}

// ---------------------------------------------------------------------- /me

async function renderMe(main) {
  document.title = `${t("web.me.heading")} — noppa`;
  const notice = h("p", { class: "notice info", role: "status", hidden: true });
  const errorBox = h("p", { class: "error", role: "alert" });
  const body = h("div", {});
  fill(main, h("div", { class: "page me" }, h("h1", {}, t("web.me.heading")), notice, errorBox, body));
  const say = (text) => {
    notice.textContent = text;
    notice.hidden = !text;
  };

  const fromLink = keyFromHash();
  if (fromLink) {
    history.replaceState(null, "", "/me"); // the key leaves the address bar (and the history) at once
    try {
      const me = await get("/api/players/me", fromLink);
      personal.set(fromLink, me.player);
      await personal.sync();
      say(t("web.me.restored", { name: me.player.name }));
    } catch (error) {
      errorBox.textContent = errorText(error);
    }
  }

  async function draw() {
    const key = personal.key();
    if (!key) {
      const name = h("input", { type: "text", name: "name", maxlength: 24, value: savedName(), autocomplete: "nickname", required: true });
      fill(
        body,
        h("p", { class: "lead" }, t("web.me.intro")),
        h(
          "form",
          {
            class: "me-create",
            onsubmit: async (event) => {
              event.preventDefault();
              errorBox.textContent = "";
              try {
                const made = await post("/api/players", { name: name.value.trim() });
                personal.set(made.key, made.player);
                await draw();
              } catch (error) {
                errorBox.textContent = errorText(error);
              }
            },
          },
          h("label", { class: "field" }, h("span", {}, t("web.me.name")), name),
          h("div", { class: "form-actions" }, h("button", { type: "submit", class: "primary big" }, t("web.me.create"))),
        ),
      );
      return;
    }
    let me;
    try {
      me = await get("/api/players/me", key);
    } catch (error) {
      if (error instanceof ApiError && error.code === "bad_key") personal.forget();
      errorBox.textContent = errorText(error);
      if (!personal.key()) await draw();
      return;
    }
    const url = `${location.origin}/me#k=${key}`;
    const linkField = h("input", { type: "text", readonly: true, value: url, class: "key-link", "aria-label": t("web.me.link"), onfocus: (e) => e.target.select() });
    const rename = h("input", { type: "text", maxlength: 24, value: me.player.name, "aria-label": t("web.me.name") });
    fill(
      body,
      h("p", { class: "lead" }, h("strong", { class: "player-name" }, me.player.name), " · ", h("a", { href: `/p/${me.player.id}`, onclick: link(`/p/${me.player.id}`) }, t("web.me.page"))),
      h(
        "section",
        { class: "key-box" },
        h("h2", {}, t("web.me.link")),
        h("p", {}, t("web.me.link_hint", { name: me.player.name })),
        h("details", {}, h("summary", {}, t("web.me.show")), linkField),
        h(
          "div",
          { class: "form-actions" },
          h("button", { class: "primary", onclick: async () => say((await copyText(url)) ? t("web.me.copied") : url) }, t("web.me.copy")),
          h(
            "button",
            {
              onclick: async () => {
                if (!confirm(t("web.me.replace_confirm"))) return;
                try {
                  const fresh = await post("/api/players/me/key", {}, key);
                  personal.set(fresh.key, me.player);
                  await draw();
                  say(t("web.me.replaced"));
                } catch (error) {
                  errorBox.textContent = errorText(error);
                }
              },
            },
            t("web.me.replace"),
          ),
        ),
        h("p", { class: "muted small" }, t("web.me.replace_hint")),
      ),
      h(
        "form",
        {
          class: "me-rename",
          onsubmit: async (event) => {
            event.preventDefault();
            try {
              const renamed = await post("/api/players/me", { name: rename.value.trim() }, key);
              personal.set(key, renamed.player);
              await draw();
              say(t("web.me.renamed", { name: renamed.player.name }));
            } catch (error) {
              errorBox.textContent = errorText(error);
            }
          },
        },
        h("h2", {}, t("web.me.rename")),
        h("div", { class: "inline" }, rename, h("button", { type: "submit" }, t("web.me.save"))),
      ),
      h("section", {}, h("h2", {}, t("web.player.ratings")), ratingCards(me.ratings), h("p", { class: "muted small" }, t("web.me.rated_hint"))),
      h("section", {}, h("h2", {}, t("web.lobby.yours")), gamesTable(me.games)),
      h(
        "div",
        { class: "form-actions" },
        h(
          "button",
          {
            class: "quiet",
            onclick: async () => {
              if (!confirm(t("web.me.forget_confirm"))) return;
              personal.forget();
              say("");
              await draw();
            },
          },
          t("web.me.forget"),
        ),
      ),
    );
  }
  await draw();
}

// ---------------------------------------------------------------------- /p/<id>

async function renderPlayer(main, playerId) {
  let page;
  try {
    page = await get(`/api/players/${encodeURIComponent(playerId)}`);
  } catch (error) {
    fill(main, h("div", { class: "page" }, h("h1", {}, t("web.board.heading")), h("p", { class: "error" }, errorText(error))));
    return;
  }
  document.title = `${page.player.name} — noppa`;
  fill(
    main,
    h(
      "div",
      { class: "page player-page" },
      h("h1", { class: "player-name", title: page.player.shared ? t("web.player.shared_name") : null }, page.player.label || page.player.name),
      h("p", { class: "muted" }, t("web.player.since", { date: page.player.since_text })),
      h("section", {}, h("h2", {}, t("web.player.ratings")), ratingCards(page.ratings)),
      h("section", {}, h("h2", {}, t("web.player.games")), gamesTable(page.games)),
    ),
  );
}

// ---------------------------------------------------------------------- leaderboard

async function renderBoard(main, gameId) {
  const games = await get("/api/games");
  const chosen = gameId || (games[0] && games[0].id);
  let board;
  try {
    board = await get(`/api/leaderboard/${encodeURIComponent(chosen)}`);
  } catch (error) {
    fill(main, h("div", { class: "page" }, h("h1", {}, t("web.board.heading")), h("p", { class: "error" }, errorText(error))));
    return;
  }
  document.title = `${t("web.board.heading")}: ${board.game.name} — noppa`;
  const tabs = h(
    "nav",
    { class: "tabs", "aria-label": t("web.board.heading") },
    games.map((g) => h("a", { href: `/leaderboard/${g.id}`, onclick: link(`/leaderboard/${g.id}`), class: ["tab", g.id === chosen && "on"], "aria-current": g.id === chosen ? "page" : false }, g.name)),
  );
  const me = personal.player();
  const table = board.rows.length
    ? h(
        "div",
        { class: "table-wrap", tabindex: 0 }, // scrolls from the keyboard when wider than the screen (web-ACCESS-03)
        h(
          "table",
          { class: "leaderboard" },
          h("thead", {}, h("tr", {}, h("th", { class: "number" }, t("web.board.place")), h("th", {}, t("web.board.player")), h("th", { class: "number" }, t("web.board.rating")), h("th", { class: "number" }, t("web.board.games")), h("th", { class: "number" }, t("web.board.wins")))),
          h(
            "tbody",
            {},
            board.rows.map((row) =>
              h(
                "tr",
                { dataset: { player: row.player }, class: me && me.id === row.player ? "me" : null },
                h("td", { class: "number" }, String(row.place)),
                h("td", {}, h("a", { href: `/p/${row.player}`, onclick: link(`/p/${row.player}`) }, row.label || row.name)),
                h("td", { class: "number rating" }, row.rating_text),
                h("td", { class: "number" }, row.games_text),
                h("td", { class: "number" }, row.wins_text),
              ),
            ),
          ),
        ),
      )
    : h("p", { class: "muted" }, t("web.board.empty", { game: board.game.name }));
  fill(main, h("div", { class: "page board-page" }, h("h1", {}, t("web.board.heading")), h("p", { class: "lead" }, t("web.board.intro")), tabs, table));
}

// The client shell: header, language switch and a small router over the pages.
// Pages: / (lobby), /new/<game> (create a game), /r/<room> (play or watch),
// /replay/<room> (step through a finished game), /summary/<room> (its summary and computer
// review), /rules/<game>, /me (the personal link),
// /players and /leaderboard/<game> (ratings), /p/<player> (a player's page).
import { h, fill } from "./dom.js";
import { chosenLang, loadMessages, setLang, t, lang } from "./i18n.js";
import { link, setRouter } from "./nav.js";

const pages = {
  lobby: () => import("./lobby.js"),
  create: () => import("./create.js"),
  room: () => import("./room.js"),
  replay: () => import("./replay.js"),
  summary: () => import("./summary.js"),
  rules: () => import("./rules.js"),
  tutorial: () => import("./tutorial.js"),
  players: () => import("./players.js"),
};

let current = null; // {page, teardown}

function route(path) {
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { page: "lobby", args: {} };
  if (parts[0] === "new") return { page: "create", args: { game: parts[1] || null } };
  if (parts[0] === "r" && parts[1]) return { page: "room", args: { room: parts[1] } };
  if (parts[0] === "replay" && parts[1]) return { page: "replay", args: { room: parts[1] } };
  if (parts[0] === "summary" && parts[1]) return { page: "summary", args: { room: parts[1] } };
  if (parts[0] === "rules" && parts[1]) return { page: "rules", args: { game: parts[1] } };
  if (parts[0] === "tutorial" && parts[1]) return { page: "tutorial", args: { game: parts[1] } };
  if (parts[0] === "me") return { page: "players", args: { view: "me" } };
  if (parts[0] === "players") return { page: "players", args: { view: "board" } };
  if (parts[0] === "leaderboard" && parts[1]) return { page: "players", args: { view: "board", board: parts[1] } };
  if (parts[0] === "p" && parts[1]) return { page: "players", args: { view: "player", player: parts[1] } };
  return { page: "lobby", args: {} };
}

function header() {
  const top = document.getElementById("top");
  const switcher = h(
    "div",
    { class: "langs", role: "group", "aria-label": t("web.language") },
    ["en", "fi"].map((code) =>
      h(
        "button",
        {
          class: ["lang", code === lang() && "on"],
          "aria-pressed": code === lang() ? "true" : "false",
          onclick: async () => {
            setLang(code);
            await show();
          },
        },
        code.toUpperCase(),
      ),
    ),
  );
  fill(
    top,
    h("a", { class: "brand", href: "/", onclick: link("/") }, h("img", { src: "/static/icon.svg", alt: "" }), "noppa"),
    h("nav", {}, h("a", { href: "/", onclick: link("/") }, t("web.nav.lobby")), h("a", { href: "/new", onclick: link("/new") }, t("web.nav.new")), h("a", { href: "/players", onclick: link("/players") }, t("web.nav.players")), h("a", { href: "/me", onclick: link("/me") }, t("web.nav.me"))),
    switcher,
  );
}

async function show() {
  const { page, args } = route(location.pathname);
  if (current && current.teardown) current.teardown();
  current = null;
  const main = document.getElementById("main");
  try {
    await loadMessages(chosenLang(), args.game || null);
  } catch (error) {
    fill(main, h("p", { class: "error" }, String(error)));
    return;
  }
  header();
  const module = await pages[page]();
  const teardown = await module.render(main, args);
  current = { page, teardown };
}

setRouter(show);
window.addEventListener("popstate", () => show());
show();

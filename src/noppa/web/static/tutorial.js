// The tutorial page of one game: a guided first game with set dice. The server replays the lesson
// from the moves accepted so far (POST /api/tutorials/<game>), so the page holds nothing but those
// moves; the board is the game's own module, as in a room, and the lesson's text sits above it.
import { h, fill, playerColor } from "./dom.js";
import { t, lang, loadMessages } from "./i18n.js";
import { post } from "./api.js";
import { link } from "./nav.js";
import { loadPlugin } from "./games/index.js";

export async function render(main, { game }) {
  await loadMessages(lang(), game);
  const page = new TutorialPage(main, game);
  await page.start();
  return () => page.stop();
}

class TutorialPage {
  constructor(main, game) {
    this.main = main;
    this.game = game;
    this.moves = [];
    this.plugin = null;
    this.busy = false;
    this.closed = false;
  }

  build(data) {
    this.textEl = h("div", { class: "lesson-text", role: "status", "aria-live": "polite" });
    this.stepEl = h("span", { class: "pill lesson-step" });
    this.hintEl = h("p", { class: "lesson-hint", role: "alert", hidden: true });
    this.boardEl = h("div", { class: "board", "aria-label": t("web.room.board") });
    this.panelEl = h("div", { class: "game-panel" });
    this.actionsEl = h("div", { class: "actions", role: "group", "aria-label": t("web.room.choices") });
    this.logEl = h("ol", { class: "log", tabindex: 0, "aria-label": t("web.room.log") }); // scrolls from the keyboard (web-ACCESS-03)
    this.endEl = h("div", { class: "lesson-end", hidden: true });
    fill(
      this.main,
      h(
        "div",
        { class: "room tutorial", dataset: { game: this.game } },
        h(
          "div",
          { class: "room-head" },
          h("div", { class: "room-name" }, h("h1", { class: "room-title" }, data.title), this.stepEl),
          h("div", { class: "room-tools" }, h("a", { class: "button quiet", href: `/rules/${this.game}`, onclick: link(`/rules/${this.game}`) }, t("web.lobby.rules"))),
        ),
        h("section", { class: "lesson" }, this.textEl, this.hintEl, this.endEl),
        h(
          "div",
          { class: "room-grid" },
          h("div", { class: "board-wrap" }, this.boardEl),
          h("aside", { class: "side" }, this.actionsEl, this.panelEl, h("section", { class: "log-box" }, h("h2", {}, t("web.room.log")), this.logEl)),
        ),
      ),
    );
  }

  async start() {
    fill(this.main, h("p", { class: "muted" }, t("web.loading")));
    let data;
    try {
      data = await post(`/api/tutorials/${encodeURIComponent(this.game)}?lang=${lang()}`, { moves: [] });
    } catch (error) {
      fill(this.main, h("div", { class: "page" }, h("h1", {}, t("web.tutorial.heading")), h("p", { class: "error" }, error.message), h("a", { class: "button", href: "/", onclick: link("/") }, t("web.nav.lobby"))));
      return;
    }
    document.title = `${data.title} — noppa`;
    this.build(data);
    this.players = data.players;
    const ctx = {
      board: this.boardEl,
      panel: this.panelEl,
      game: data.game,
      lang: lang(),
      t,
      replay: false,
      act: (action) => this.act(action),
      name: (seat) => this.name(seat),
      color: playerColor,
      boardData: null,
    };
    this.plugin = await loadPlugin(data.game, ctx);
    this.intro = data.intro;
    this.draw(data, true);
  }

  stop() {
    this.closed = true;
    if (this.plugin && this.plugin.destroy) this.plugin.destroy();
  }

  name(seat) {
    const player = (this.players || []).find((p) => p.seat === seat);
    if (!player) return String(seat + 1);
    return player.you ? t("web.tutorial.you", { player: player.label }) : player.label;
  }

  async act(action) {
    if (this.busy || this.closed) return;
    this.busy = true;
    this.drawActions(this.data);
    try {
      const data = await post(`/api/tutorials/${encodeURIComponent(this.game)}?lang=${lang()}`, { moves: this.moves, try: action });
      this.draw(data, false);
    } catch (error) {
      this.hint(error.message);
    } finally {
      this.busy = false;
      if (this.data) this.drawActions(this.data);
    }
  }

  hint(message) {
    this.hintEl.textContent = message || "";
    this.hintEl.hidden = !message;
  }

  draw(data, first) {
    // a refused move plays nothing: the board is told no events, so the last roll is not
    // animated again (issue 27 item 6)
    const advanced = !first && (!this.moves || data.moves.length !== this.moves.length);
    this.data = data;
    this.moves = data.moves;
    this.stepEl.textContent = data.finished ? t("web.tutorial.done") : t("web.tutorial.step", { number: data.step, count: data.steps });
    const paragraphs = (first ? [data.intro, data.say] : [data.say]).filter(Boolean);
    fill(this.textEl, paragraphs.map((p) => h("p", {}, p)));
    this.hint(data.feedback && !data.feedback.accepted ? data.feedback.message : null);
    this.endEl.hidden = !data.finished;
    if (data.finished) {
      fill(
        this.endEl,
        h("a", { class: "button primary", href: `/new/${this.game}`, onclick: link(`/new/${this.game}`) }, t("web.tutorial.play")),
        h("a", { class: "button", href: `/rules/${this.game}`, onclick: link(`/rules/${this.game}`) }, t("web.lobby.rules")),
      );
    }
    fill(this.logEl, data.log.map((line) => h("li", {}, line.text)));
    this.logEl.scrollTop = this.logEl.scrollHeight;
    this.drawActions(data);
    if (this.plugin) {
      const legal = new Map(data.legal.map((a) => [a.action, a.label]));
      const events = advanced ? data.log.map((line) => line.event) : [];
      try {
        this.plugin.update({ view: data.view, legal, events, viewing: data.viewing, players: data.players, status: data.finished ? "finished" : "running", pending: this.busy });
      } catch (error) {
        console.error(error);
      }
    }
    this.pointAt(data.point);
  }

  drawActions(data) {
    if (!data) return;
    const button = (a, small) =>
      h("button", { class: ["act", small && "small", a.action === data.expect && "lesson-pick"], disabled: this.busy, dataset: { action: a.action }, onclick: () => this.act(a.action) }, a.label);
    // as in a room, the choices the board offers (its hexes, its spaces) are folded away under the
    // board's own buttons, but for the lesson's move: a short bar leaves the lesson's text, the
    // move and its place on the board in sight on a phone (issue 27 item 6)
    const claims = (a) => Boolean(this.plugin && this.plugin.claims && this.plugin.claims(a.action)) && a.action !== data.expect;
    const claimed = data.legal.filter(claims);
    const buttons = data.legal.filter((a) => !claims(a)).map((a) => button(a, false));
    const extra = claimed.length ? h("details", { class: "more-choices" }, h("summary", {}, t("web.room.all_choices", { count: claimed.length })), claimed.map((a) => button(a, true))) : null;
    const brief = data.legal.length && this.plugin && this.plugin.brief ? this.plugin.brief(data.view) : null;
    fill(this.actionsEl, data.legal.length ? h("h2", {}, t("web.room.your_choices")) : null, brief, buttons, extra);
    this.actionsEl.hidden = data.legal.length === 0;
  }

  /** Mark what the lesson points at on the board (elements carrying those actions) and bring it into sight. */
  pointAt(point) {
    for (const old of this.boardEl.querySelectorAll(".lesson-point")) old.classList.remove("lesson-point");
    let first = null;
    for (const action of point || []) {
      // a board marks its targets by space or hex; an action names its target after the colon
      const target = CSS.escape(action.slice(action.indexOf(":") + 1));
      const selector = `[data-action="${CSS.escape(action)}"], [data-space="${target}"], [data-hex="${target}"]`;
      for (const el of this.boardEl.querySelectorAll(selector)) {
        el.classList.add("lesson-point");
        first = first || el;
      }
    }
    const pick = this.actionsEl.querySelector(".lesson-pick");
    // the lesson's text first (a page scrolled for an earlier step may have left it above the
    // screen), then what it points at, as little as needed (issue 27 item 6)
    this.textEl.closest(".lesson")?.scrollIntoView?.({ block: "nearest" });
    (first || pick)?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }
}

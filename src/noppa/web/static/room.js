// The room page: live play over a WebSocket. The server sends `state` messages holding only what
// this tab's seat may see; the shell draws players, actions, log and chat, and hands the board
// to the game's own module (static/games/<game>.js) or to the generic one.
import { h, fill, playerColor, copyText } from "./dom.js";
import { t, lang, loadMessages, winnerText } from "./i18n.js";
import { get, post, mine, savedName, saveName, personal, ApiError } from "./api.js";
import { link, navigate } from "./nav.js";
import { loadPlugin } from "./games/index.js";
import { summaryPanel } from "./summary.js";
import { yourTurn, turnAlertsButton } from "./notify.js";
import { SeatClocks, clockSettings, clockPolicy } from "./clock.js";
import { ratedPill } from "./lobby.js";
import { confirmBar, confirmMoves, confirmToggle, markChoice, tableControls } from "./table.js";

/** "14:05" for epoch seconds, in the page's language. */
function clock(seconds) {
  return new Date(seconds * 1000).toLocaleTimeString(lang(), { hour: "2-digit", minute: "2-digit" });
}

function tokenFromHash() {
  const match = location.hash.match(/[#&]t=([A-Za-z0-9_-]{16,64})/);
  return match ? match[1] : null;
}

/** A page saying why this browser cannot play here (a spent invitation, a wrong link). */
function refusedPage(main, roomId, heading, message) {
  fill(
    main,
    h(
      "div",
      { class: "page refused" },
      h("h1", {}, heading),
      h("p", { class: "error", role: "alert" }, message),
      h("div", { class: "form-actions" }, h("a", { class: "button primary", href: `/r/${roomId}`, onclick: link(`/r/${roomId}`) }, t("web.room.watch")), h("a", { class: "button", href: "/", onclick: link("/") }, t("web.nav.lobby"))),
    ),
  );
}

export async function render(main, { room: roomId }) {
  const hashToken = tokenFromHash();
  const query = new URLSearchParams(location.search);
  const known = mine.get(roomId);
  if (hashToken && !(known && (known.token === hashToken || known.link === hashToken))) {
    // a link this browser has not used: keep it here only (it is checked below), off the address bar
    mine.put(roomId, { invite: hashToken });
  }
  if (hashToken || query.has("seat")) history.replaceState(null, "", `/r/${roomId}${query.has("seat") ? `?seat=${query.get("seat")}` : ""}`);

  let summary;
  try {
    summary = await get(`/api/rooms/${roomId}`);
  } catch (error) {
    fill(main, h("div", { class: "page" }, h("h1", {}, t("web.room.not_found")), h("p", { class: "error" }, error.message), h("a", { class: "button", href: "/", onclick: link("/") }, t("web.nav.lobby"))));
    return;
  }
  await loadMessages(lang(), summary.game);
  const entry = mine.get(roomId);
  const joinSeat = query.has("seat") ? Number(query.get("seat")) : null;
  if (entry && entry.invite) {
    // a new link: an unused invitation asks a name and claims the seat for this browser; the
    // host's own link (or a session) just plays; a spent invitation says the seat is taken
    let me;
    try {
      me = await get(`/api/rooms/${roomId}/me`, entry.invite);
    } catch (error) {
      if (entry.token) mine.put(roomId, { invite: null });
      else mine.forget(roomId); // nothing of this room is ours: not one of "your games"
      const taken = error instanceof ApiError && error.code === "seat_claimed";
      refusedPage(main, roomId, t(taken ? "web.room.seat_taken" : "web.room.not_found"), error.message);
      return;
    }
    if (me.invitation) {
      const joined = await joinDialog(main, summary, entry.invite, null);
      if (!joined) return;
    } else {
      mine.put(roomId, { token: entry.invite, invite: null, host: me.host, game: summary.game });
    }
  } else if (joinSeat !== null && !(entry && entry.token)) {
    const joined = await joinDialog(main, summary, null, joinSeat);
    if (!joined) return;
  }
  return new RoomPage(main, roomId, summary).start();
}

/** Ask the name of someone arriving by invitation (``invite``: its token) or taking an open seat
 * (``joinSeat``), then claim the seat for this browser; resolves true when it is ours. */
function joinDialog(main, summary, invite, joinSeat) {
  return new Promise((resolve) => {
    const errorBox = h("p", { class: "error", role: "alert" });
    const name = h("input", { type: "text", name: "name", maxlength: 24, value: savedName(), placeholder: t("web.create.your_name"), autocomplete: "nickname" });
    const form = h(
      "form",
      {
        class: "page join",
        onsubmit: async (event) => {
          event.preventDefault();
          const chosen = name.value.trim();
          if (chosen) saveName(chosen);
          try {
            if (joinSeat !== null) {
              const answer = await post(`/api/rooms/${summary.id}/join`, personal.with({ seat: joinSeat, name: chosen }));
              mine.put(summary.id, { token: answer.token, host: false, name: chosen, game: summary.game });
              history.replaceState(null, "", `/r/${summary.id}`);
            } else {
              // the first device to claim the invitation gets a session token of its own
              const answer = await post(`/api/rooms/${summary.id}/claim`, personal.with({ name: chosen }), invite);
              mine.put(summary.id, { token: answer.token, link: invite, invite: null, host: false, name: chosen, game: summary.game });
            }
            resolve(true);
          } catch (error) {
            errorBox.textContent = error instanceof ApiError ? error.message : String(error);
          }
        },
      },
      h("h1", {}, t("web.join.heading", { game: summary.game_name })),
      summary.title ? h("p", { class: "lead" }, summary.title) : null,
      h("p", {}, t("web.join.intro", { players: summary.players })),
      h("label", { class: "field" }, h("span", {}, t("web.join.name")), name),
      errorBox,
      h("div", { class: "form-actions" }, h("button", { type: "submit", class: "primary big" }, t("web.join.join")), h("a", { class: "button", href: "/", onclick: (e) => { resolve(false); link("/")(e); } }, t("web.nav.lobby"))),
    );
    fill(main, form);
    name.focus();
  });
}

class RoomPage {
  constructor(main, roomId, summary) {
    this.main = main;
    this.roomId = roomId;
    this.summary = summary;
    this.entry = mine.get(roomId) || {};
    this.token = this.entry.token || null;
    this.ws = null;
    this.closed = false;
    this.retry = 0;
    this.welcome = null;
    this.state = null;
    this.plugin = null;
    this.pluginGame = null;
    this.pending = null;
    this.requestedView = undefined;
    this.curtainFor = null;
    this.sentId = 0;
    this.clocks = new SeatClocks();
    this.build();
  }

  build() {
    this.title = h("h1", { class: "room-title" }, this.summary.game_name);
    this.statusPill = h("span", { class: "pill" });
    this.banner = h("div", { class: "turn-banner", role: "status", "aria-live": "polite" });
    this.clockInfo = h("p", { class: "clock-info muted small", hidden: true });
    this.players = h("ul", { class: "players" });
    this.notice = h("div", { class: "notice", hidden: true });
    this.boardEl = h("div", { class: "board", "aria-label": t("web.room.board") });
    this.panelEl = h("div", { class: "game-panel" });
    this.actionsEl = h("div", { class: "actions", role: "group", "aria-label": t("web.room.choices") });
    this.tableEl = h("div", { class: "table-box" }); // take back, resign, end (table.js): not in the sticky choices
    this.confirmButton = confirmToggle(() => this.cancelChoice());
    this.logEl = h("ol", { class: "log", tabindex: 0, "aria-label": t("web.room.log") }); // scrolls from the keyboard (web-ACCESS-03)
    this.chatInput = h("input", { type: "text", maxlength: 300, placeholder: t("web.chat.placeholder"), "aria-label": t("web.chat.placeholder") });
    this.chatForm = h("form", { class: "chat", hidden: true, onsubmit: (e) => { e.preventDefault(); this.sendChat(); } }, this.chatInput, h("button", { type: "submit" }, t("web.chat.send")));
    // the table's chat, kept with the game: shown again on reload (the welcome brings it back)
    this.chatEl = h("ol", { class: "chat-log", tabindex: 0, "aria-label": t("web.chat.heading") }); // scrolls from the keyboard (web-ACCESS-03)
    this.toast = h("div", { class: "toast", role: "alert", hidden: true });
    this.curtain = h("div", { class: "curtain", hidden: true });
    this.overEl = h("div", { class: "game-over", hidden: true });
    this.tools = h(
      "div",
      { class: "room-tools" },
      h("a", { class: "button quiet", href: `/rules/${this.summary.game}`, target: "_blank", rel: "noopener" }, t("web.lobby.rules")),
      turnAlertsButton(),
      h("button", { class: "quiet", onclick: async () => { await copyText(`${location.origin}/r/${this.roomId}`); this.say(t("web.room.copied_watch")); } }, t("web.room.copy_watch")),
    );
    fill(
      this.main,
      h(
        "div",
        { class: "room", dataset: { game: this.summary.game } },
        h("div", { class: "room-head" }, h("div", { class: "room-name" }, this.title, this.statusPill, this.summary.rated ? ratedPill() : null), this.tools),
        this.banner,
        this.clockInfo,
        this.players,
        this.notice,
        h(
          "div",
          { class: "room-grid" },
          h("div", { class: "board-wrap" }, this.boardEl),
          h(
            "aside",
            { class: "side" },
            this.actionsEl,
            this.tableEl,
            this.panelEl,
            h("section", { class: "log-box" }, h("h2", {}, t("web.room.log")), this.logEl),
            h("section", { class: "log-box chat-box" }, h("h2", {}, t("web.chat.heading")), this.chatEl, this.chatForm),
          ),
        ),
        this.overEl,
        this.curtain,
        this.toast,
      ),
    );
  }

  start() {
    this.connect();
    this.clocks.start();
    this.keyHandler = (event) => this.onKey(event);
    document.addEventListener("keydown", this.keyHandler);
    this.onlineHandler = () => this.reconnectNow();
    window.addEventListener("online", this.onlineHandler);
    return () => this.stop();
  }

  stop() {
    this.closed = true;
    this.clocks.stop();
    document.removeEventListener("keydown", this.keyHandler);
    window.removeEventListener("online", this.onlineHandler);
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.pluginTimer);
    if (this.ws) this.ws.close(1000);
    if (this.plugin && this.plugin.destroy) this.plugin.destroy();
    document.title = "noppa";
  }

  // ------------------------------------------------------------------ connection

  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws/rooms/${this.roomId}`);
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.disconnected = false;
      const hello = { type: "hello", lang: lang() };
      if (this.token) hello.token = this.token;
      if (personal.key()) hello.key = personal.key(); // the personal key plays the player's seats here too
      if (this.entry.name) hello.name = this.entry.name;
      if (this.state && this.state.viewing !== null && this.state.viewing !== undefined) hello.seat = this.state.viewing;
      ws.send(JSON.stringify(hello));
      this.setNotice(null);
    };
    ws.onmessage = (event) => this.onMessage(JSON.parse(event.data));
    ws.onclose = (event) => {
      if (this.closed || ws !== this.ws) return;
      if (event.code === 4403 || event.code === 4404) {
        // the server said why just before closing (a spent invitation, a reissued link)
        const said = ["seat_claimed", "seat_revoked"].includes(this.lastError && this.lastError.code) ? this.lastError.message : null;
        this.setNotice(event.code === 4403 ? said || t("web.error.bad_token") : t("web.error.no_room"), "error");
        if (event.code === 4403) {
          mine.forget(this.roomId);
          this.loseSeats();
        }
        return;
      }
      // issue 27 item 7: while away the choices are disabled and the table says so; the next try
      // comes within a second (a restarted server is back in under two: 10.6 s with the old
      // doubling to 10 s), spread a little so a server's tables do not all knock at once
      this.disconnected = true;
      this.setNotice(`${t("web.room.reconnecting")} ${t("web.table.offline")}`, "warn");
      this.drawActions();
      if (this.state) this.drawBoard(this.state, []);
      const wait = Math.min(1000, 150 * 2 ** this.retry++) * (0.8 + 0.4 * Math.random());
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = setTimeout(() => this.reconnectNow(), wait);
    };
  }

  /** Connect again now (the timer ran out, or the browser says the network is back). */
  reconnectNow() {
    clearTimeout(this.reconnectTimer);
    if (this.closed || !this.disconnected) return;
    if (this.ws && this.ws.readyState === WebSocket.CONNECTING) return;
    this.connect();
  }

  /** Whether the table is connected (choices can be sent). */
  online() {
    return !this.disconnected && Boolean(this.ws) && this.ws.readyState === WebSocket.OPEN;
  }

  send(message) {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  onMessage(message) {
    if (message.type === "welcome") this.onWelcome(message);
    else if (message.type === "state") this.onState(message);
    else if (message.type === "error") this.onError(message);
    else if (message.type === "chat") this.onChat(message);
    else if (message.type === "chat_hidden") this.onChatHidden(message);
    else if (message.type === "presence") this.onPresence(message);
  }

  /** Someone came or went (nothing else changed): redraw the players only. */
  onPresence(message) {
    if (!this.state) return;
    this.state.players = message.players;
    this.drawPlayers();
    this.drawStatus();
  }

  onWelcome(message) {
    this.welcome = message;
    this.mySeats = new Set(message.you.seats);
    if (mine.get(this.roomId)) mine.put(this.roomId, { seats: message.you.seats }); // the lobby marks "your turn" by them
    const role = message.you.role;
    if (message.you.session) {
      // this browser claimed the seat: from now on it plays with its own session token
      this.token = message.you.session;
      mine.put(this.roomId, { token: this.token, invite: null });
    }
    if (this.token) mine.put(this.roomId, { host: message.you.host, game: message.room.game, role });
    else if (message.you.seats.length) mine.put(this.roomId, { player: true, seats: message.you.seats, game: message.room.game, role });
    fill(this.chatEl);
    this.chatLines(message.chat || []);
    this.drawFair(message.room.commitment, null);
    this.title.textContent = message.room.game_name + (message.room.title ? ` — ${message.room.title}` : "");
    this.chatForm.hidden = this.mySeats.size === 0;
    if (!this.pluginGame) this.loadPlugin(message.room.game);
  }

  async loadPlugin(gameId) {
    this.pluginGame = gameId;
    let games;
    try {
      games = await get("/api/games");
    } catch (error) {
      this.pluginGame = null; // the server is away: the next welcome loads the board again
      return;
    }
    const game = games.find((g) => g.id === gameId) || { id: gameId, name: gameId, client: false, board: false, options: [], bots: [] };
    if (!this.settingsDrawn) this.drawSettings(game);
    this.settingsDrawn = true;
    const ctx = {
      attempt: this.pluginTries || 0,
      board: this.boardEl,
      panel: this.panelEl,
      game,
      lang: lang(),
      t,
      replay: false,
      act: (action) => this.act(action),
      name: (seat) => this.playerName(seat),
      color: playerColor,
      boardData: null,
    };
    this.plugin = await loadPlugin(game, ctx);
    if (ctx.failed && !this.closed) {
      // issue 27 item 7: the board module did not load (the generic view stands in): try again
      this.pluginTries = (this.pluginTries || 0) + 1;
      if (this.pluginTries <= 6) {
        this.pluginTimer = setTimeout(() => {
          if (this.plugin && this.plugin.destroy) this.plugin.destroy();
          this.loadPlugin(gameId);
        }, Math.min(8000, 500 * 2 ** (this.pluginTries - 1)));
      }
    }
    if (this.state) {
      this.drawActions(); // the module may take some choices onto the board
      this.drawBoard(this.state, []);
    }
  }

  /** The game's option settings, and for the host the invitation links, in the room's tool bar. */
  drawSettings(game) {
    const options = this.welcome.room.options || {};
    const rows = game.options.map((option) => {
      const value = options[option.name];
      const index = option.values.findIndex((v) => v === value);
      return h("li", { title: option.description }, option.label, ": ", h("strong", {}, index >= 0 ? option.labels[index] : String(value)), option.values[index] === option.default ? ` (${t("web.create.default")})` : "");
    });
    if (rows.length) this.tools.prepend(h("details", { class: "settings" }, h("summary", {}, t("web.room.settings")), h("ul", {}, rows)));
    const remote = (this.state ? this.state.players : this.summary.seats).some((p) => p.kind === "human" && !(this.mySeats && this.mySeats.has(p.seat)));
    if (this.welcome.you.host && remote) {
      this.tools.prepend(h("button", { class: "quiet", onclick: () => { this.waitingShown = false; this.showInvites(); } }, t("web.room.invite_heading")));
    }
  }

  onError(message) {
    this.lastError = message;
    this.pending = null;
    if (message.code === "seat_revoked") this.loseSeats();
    this.drawActions();
    if (message.code === "stale") return; // a fresh state is on its way
    this.say(message.message, true);
  }

  /** The seat's link was reissued: this device plays nothing here any more, shown at once. */
  loseSeats() {
    this.mySeats = new Set();
    this.choice = null;
    if (!this.state) return;
    this.state = { ...this.state, legal: [] };
    this.drawPlayers();
    this.drawStatus();
    this.drawActions();
    this.drawBoard(this.state, []);
  }

  onChat(message) {
    this.chatLines([message]);
  }

  /** web-CHAT-05: the host hid a line: its words go, a note stands in their place. */
  onChatHidden(message) {
    const li = this.chatEl.querySelector(`li[data-line="${Number(message.line)}"]`);
    if (li) li.replaceWith(this.chatLine({ ...this.chatById.get(Number(message.line)), hidden: true, text: "" }));
  }

  chatLine(line) {
    const who = line.name || t("web.player", { number: line.seat + 1 });
    const hide = this.welcome && this.welcome.you.host && !line.hidden && line.id
      ? h("button", { type: "button", class: "chat-hide", title: t("web.chat.hide"), "aria-label": t("web.chat.hide"), onclick: () => this.send({ type: "chat_hide", line: line.id }) })
      : null;
    const said = line.hidden ? h("span", { class: "chat-hidden" }, t("web.chat.hidden")) : line.text;
    this.chatById.set(line.id, { seat: line.seat, name: line.name, at: line.at, id: line.id });
    return h("li", { class: "chat", style: { "--c": playerColor(line.seat) }, title: clock(line.at), dataset: { line: String(line.id ?? "") } }, `${who}: `, said, hide);
  }

  chatLines(lines) {
    if (!this.chatById) this.chatById = new Map();
    for (const line of lines) this.chatEl.append(this.chatLine(line));
    while (this.chatEl.childElementCount > 300) this.chatEl.firstElementChild.remove();
    this.chatEl.scrollTop = this.chatEl.scrollHeight;
  }

  // ------------------------------------------------------------------ state

  onState(message) {
    const previous = this.state;
    this.state = message;
    if (message.ack !== null && message.ack !== undefined && this.pending === message.ack) this.pending = null;
    if (previous && previous.move !== message.move) {
      this.pending = null;
      this.choice = null;
    }
    if (message.reset) fill(this.logEl);
    this.appendLog(message.log.map((line) => ({ text: line.text, seat: line.event.seat, type: line.event.type })));
    this.drawClock(message.clock, previous && previous.clock);
    this.drawStatus();
    this.drawPlayers();
    this.drawActions();
    this.drawBoard(message, message.reset ? [] : message.log.map((line) => line.event));
    this.drawWaiting();
    this.drawOver();
    this.followTurn();
  }

  /** Hot-seat: which seat's view this tab should show now, with a hand-off screen between people. */
  followTurn() {
    const state = this.state;
    if (!this.mySeats || this.mySeats.size <= 1 || state.status === "finished") return;
    const secrets = this.welcome.room.has_secrets;
    const mineToAct = this.mySeats.has(state.to_act);
    const desired = mineToAct ? state.to_act : secrets ? null : state.viewing;
    if (desired === state.viewing) {
      this.hideCurtain();
      return;
    }
    if (desired === null) {
      this.hideCurtain();
      this.requestView(null);
      return;
    }
    if (!secrets) {
      this.requestView(desired);
      return;
    }
    if (state.viewing !== null) this.requestView(null);
    this.showCurtain(desired);
  }

  requestView(seat) {
    if (this.requestedView === seat) return;
    this.requestedView = seat;
    this.send({ type: "view", seat });
    setTimeout(() => { this.requestedView = undefined; }, 1500);
  }

  showCurtain(seat) {
    if (this.curtainFor === seat && !this.curtain.hidden) return;
    this.curtainFor = seat;
    const name = this.playerName(seat);
    fill(
      this.curtain,
      h(
        "div",
        { class: "curtain-card", style: { "--c": playerColor(seat) } },
        h("h2", {}, t("web.handoff.title", { player: name })),
        h("p", {}, t("web.handoff.text", { player: name })),
        h("button", { class: "primary big", onclick: () => { this.hideCurtain(); this.requestView(seat); } }, t("web.handoff.ready", { player: name })),
      ),
    );
    this.curtain.hidden = false;
    this.curtain.querySelector("button").focus();
  }

  hideCurtain() {
    this.curtain.hidden = true;
    this.curtainFor = null;
  }

  playerName(seat) {
    if (seat === null || seat === undefined) return t("web.room.spectator");
    const player = this.state && this.state.players[seat];
    if (!player) return t("web.player", { number: seat + 1 });
    return player.name ? `${player.name}` : player.label;
  }

  drawStatus() {
    const state = this.state;
    this.statusPill.className = `pill ${state.status}`;
    this.statusPill.textContent = t(`web.status.${state.status}`);
    const mineNow = state.status === "running" && state.viewing !== null && state.viewing === state.to_act && this.mySeats && this.mySeats.has(state.to_act);
    let text;
    if (state.status === "waiting") text = t("web.room.waiting");
    else if (state.status === "finished") text = state.outcome ? winnerText(state.outcome) : t("web.status.finished");
    else if (state.status === "broken") text = t("web.room.broken");
    else if (mineNow) text = this.mySeats.size > 1 ? t("web.room.your_turn_named", { player: this.playerName(state.to_act) }) : t("web.room.your_turn");
    else {
      const player = state.players[state.to_act];
      const key = player && (player.kind === "bot" || player.standin) ? "web.room.bot_turn" : "web.room.their_turn";
      text = t(key, { player: this.playerName(state.to_act) });
    }
    this.banner.textContent = text;
    this.banner.className = ["turn-banner", mineNow && "mine", state.status].filter(Boolean).join(" ");
    this.banner.style.setProperty("--c", playerColor(state.to_act));
    document.title = (mineNow ? `● ${t("web.room.your_turn")} — ` : "") + `${this.summary.game_name} — noppa`;
    // a turn that becomes yours while you watch (not the one already waiting when the page opened)
    if (mineNow && this.wasMine === false) yourTurn(this.summary.title ? `${this.summary.game_name} — ${this.summary.title}` : this.summary.game_name, text, `noppa-${this.roomId}`);
    this.wasMine = mineNow;
  }

  /** The room's pace, clock and time-out policy under the banner; a toast when someone's time runs out. */
  drawClock(clock, before) {
    this.clocks.update(clock);
    this.clockInfo.hidden = !clock;
    if (!clock) return;
    this.clockInfo.textContent = [clockSettings(clock), clockPolicy(clock)].filter(Boolean).join(" — ");
    if (before && clock.out !== null && clock.out !== before.out) this.say(t("web.clock.timed_out", { player: this.playerName(clock.out) }), true);
  }

  drawPlayers() {
    const state = this.state;
    fill(
      this.players,
      state.players.map((player) => {
        const you = this.mySeats && this.mySeats.has(player.seat);
        return h(
          "li",
          {
            class: ["player", player.seat === state.to_act && state.status === "running" && "to-act", you && "you", !player.connected && "away"],
            style: { "--c": playerColor(player.seat) },
            dataset: { seat: player.seat },
          },
          h("span", { class: "dot", title: player.connected ? t("web.room.online") : t("web.room.offline") }),
          h("span", { class: "pname" }, player.name || player.label),
          player.name ? h("span", { class: "plabel" }, player.label) : null,
          player.kind === "bot" ? h("span", { class: "tag bot" }, t("web.room.bot", { bot: player.bot_label || player.bot })) : null,
          player.standin ? h("span", { class: "tag" }, t("web.room.standin")) : null,
          state.status === "running" ? this.clocks.span(player.seat, player.kind === "bot") : null,
          player.away_since ? h("span", { class: "tag away-since", title: new Date(player.away_since * 1000).toLocaleString(lang()) }, t("web.room.away_since", { time: clock(player.away_since) })) : null,
          you ? h("span", { class: "tag you" }, t("web.room.you")) : null,
          !player.claimed ? h("span", { class: "tag" }, player.open ? t("web.lobby.open_seat") : t("web.lobby.invited")) : null,
        );
      }),
    );
  }

  drawActions() {
    const state = this.state;
    if (!state) return;
    const legal = state.legal || [];
    const claimed = this.plugin && this.plugin.claims ? legal.filter((a) => this.plugin.claims(a.action)) : [];
    const shown = legal.filter((a) => !claimed.includes(a));
    const busy = this.pending !== null || !this.online();
    const buttons = shown.map((a) =>
      h("button", { class: ["act", a.action === legal[0].action && "first"], disabled: busy, dataset: { action: a.action }, onclick: () => this.act(a.action) }, a.label),
    );
    const extra = claimed.length
      ? h(
          "details",
          { class: "more-choices", open: Boolean(this.plugin.openChoices) }, // a module may keep its list unfolded
          h("summary", {}, t("web.room.all_choices", { count: claimed.length })),
          claimed.map((a) => h("button", { class: "act small", disabled: busy, dataset: { action: a.action }, onclick: () => this.act(a.action) }, a.label)),
        )
      : null;
    const chosen = this.choice ? legal.find((a) => a.action === this.choice) : null;
    if (!chosen) this.choice = null;
    const controls = tableControls(this);
    // the board module's brief beside the choices (a fight's foe, a market's offer), issue 27 item 6
    const brief = legal.length && this.plugin && this.plugin.brief ? this.plugin.brief(state.view) : null;
    fill(
      this.actionsEl,
      legal.length ? h("h2", {}, t("web.room.your_choices")) : null,
      brief,
      chosen ? confirmBar(this, chosen.action, chosen.label) : null,
      buttons,
      extra,
      legal.length && claimed.length ? h("p", { class: "muted small" }, t("web.room.click_board")) : null,
    );
    const seated = this.mySeats && this.mySeats.size > 0 && state.status !== "finished";
    fill(this.tableEl, controls, seated ? this.confirmButton : null);
    this.actionsEl.hidden = legal.length === 0;
    markChoice(this, this.choice || null);
  }

  drawBoard(state, events) {
    if (!this.plugin) return;
    const legal = new Map((state.legal || []).map((a) => [a.action, a.label]));
    try {
      this.plugin.update({ view: state.view, legal, events, viewing: state.viewing, players: state.players, status: state.status, pending: this.pending !== null || !this.online() });
      markChoice(this, this.choice || null);
    } catch (error) {
      console.error(error);
    }
  }

  async drawWaiting() {
    const state = this.state;
    if (state.status !== "waiting") {
      if (this.waitingShown) this.setNotice(null);
      this.waitingShown = false;
      return;
    }
    if (this.waitingShown) return;
    this.waitingShown = true;
    if (!this.welcome.you.host) {
      this.setNotice(t("web.room.waiting_others"), "info");
      return;
    }
    await this.showInvites();
  }

  async showInvites() {
    const waiting = this.state.status === "waiting";
    let links;
    try {
      links = await get(`/api/rooms/${this.roomId}/invites`, this.token);
    } catch (error) {
      this.setNotice(error.message, "error");
      return;
    }
    const rows = Object.entries(links.seats).map(([seat, info]) =>
      h(
        "li",
        { class: "invite", style: { "--c": playerColor(Number(seat)) } },
        h("span", { class: "seat-label" }, t("web.player", { number: Number(seat) + 1 })),
        info.open ? h("span", { class: "tag" }, t("web.lobby.open_seat")) : null,
        info.claimed ? h("span", { class: "tag" }, t("web.room.link_used")) : null,
        h("input", { type: "text", readonly: true, value: info.url, "aria-label": t("web.room.invite_link"), onfocus: (e) => e.target.select() }),
        h("button", { onclick: async () => { await copyText(info.url); this.say(t("web.room.copied")); } }, t("web.room.copy")),
        // a started rated game keeps its seats: the server refuses a new link (web-RATE-08)
        info.reissue === false ? null : h("button", { class: "quiet reissue", onclick: () => this.reissue(Number(seat)) }, t("web.room.reissue")),
      ),
    );
    const fixed = Object.values(links.seats).some((info) => info.reissue === false);
    this.setNotice(
      h(
        "div",
        { class: "invites" },
        h("h2", {}, t("web.room.invite_heading")),
        h("p", {}, t("web.room.invite_text")),
        h("ul", {}, rows),
        fixed ? h("p", { class: "note no-reissue" }, t("web.room.no_reissue_rated")) : null,
        waiting
          ? h("button", { class: "primary", onclick: () => this.send({ type: "start" }) }, t("web.room.start_now"))
          : h("button", { onclick: () => this.setNotice(null) }, t("web.over.close")),
      ),
      "info",
    );
  }

  /** The host makes a new link for a seat: the old link, and the device that used it, are out. */
  async reissue(seat) {
    if (!window.confirm(t("web.room.reissue_confirm"))) return;
    try {
      await post(`/api/rooms/${this.roomId}/seats/${seat}/reissue`, {}, this.token);
    } catch (error) {
      this.say(error.message, true);
      return;
    }
    this.say(t("web.room.reissued"));
    await this.showInvites();
  }

  /** The fair-dice box of the tool bar: the commitment, and at the end the seed and salt. */
  drawFair(commitment, reveal) {
    reveal = reveal || this.reveal || null;
    this.reveal = reveal;
    if (this.fairEl) this.fairEl.remove();
    if (!commitment) return;
    const rows = [h("dt", {}, t("web.fair.commitment")), h("dd", {}, h("code", { class: "commitment" }, commitment))];
    if (reveal) rows.push(h("dt", {}, t("web.fair.seed")), h("dd", {}, h("code", { class: "seed" }, String(reveal.seed))), h("dt", {}, t("web.fair.salt")), h("dd", {}, h("code", {}, reveal.salt)));
    this.fairEl = h(
      "details",
      { class: "settings fair" },
      h("summary", {}, t("web.fair.heading")),
      h("p", { class: "small" }, t("web.fair.intro")),
      h("dl", {}, rows),
      reveal ? h("a", { href: `/replay/${this.roomId}`, onclick: link(`/replay/${this.roomId}`) }, t("web.lobby.replay")) : h("p", { class: "muted small" }, t("web.fair.hidden")),
    );
    this.tools.prepend(this.fairEl);
  }

  drawOver() {
    const state = this.state;
    if (state.status !== "finished" || !state.outcome) {
      this.overEl.hidden = true;
      return;
    }
    if (!this.revealAsked) {
      this.revealAsked = true;
      get(`/api/rooms/${this.roomId}`).then((summary) => this.drawFair(summary.commitment, summary.reveal), () => {});
    }
    if (!this.overEl.hidden || this.overDismissed) return;
    const outcome = state.outcome;
    const iWon = outcome.winners.some((seat) => this.mySeats && this.mySeats.has(seat));
    fill(
      this.overEl,
      h(
        "div",
        { class: "over-card" },
        h("h2", {}, iWon ? t("web.over.you_won") : t("web.over.heading")),
        h("p", { class: "lead" }, winnerText(outcome)),
        h("p", { class: "muted" }, outcome.text),
        h("ol", { class: "ranking" }, outcome.ranking.map((group) => h("li", {}, group.map((seat) => h("span", { class: "chip", style: { "--c": playerColor(seat) } }, this.playerName(seat)))))),
        this.ratingChanges(),
        summaryPanel(this.roomId, (seat) => this.playerName(seat)),
        h(
          "div",
          { class: "form-actions" },
          h("a", { class: "button primary", href: `/replay/${this.roomId}`, onclick: link(`/replay/${this.roomId}`) }, t("web.lobby.replay")),
          h("a", { class: "button", href: this.againUrl(), onclick: link(this.againUrl()) }, t("web.over.again")),
          h("a", { class: "button", href: "/", onclick: link("/") }, t("web.nav.lobby")),
          h("button", { class: "quiet", onclick: () => { this.overDismissed = true; this.overEl.hidden = true; } }, t("web.over.close")),
        ),
      ),
    );
    this.overEl.hidden = false;
  }

  /** A rated game's new ratings on the game-over card (filled when the server answers). */
  ratingChanges() {
    const box = h("div", { class: "over-rating" });
    get(`/api/rooms/${this.roomId}/rating`).then((rating) => {
      if (!rating.rated) return;
      if (!rating.changes.length) {
        fill(box, h("p", { class: "muted small" }, rating.reason_text || t("web.over.not_counted")));
        return;
      }
      fill(
        box,
        h("p", { class: "muted" }, t("web.over.rated")),
        h("ul", { class: "rating-changes" }, rating.changes.map((row) => h("li", {}, h("a", { href: `/p/${row.player}`, onclick: link(`/p/${row.player}`) }, row.label || row.name), ` ${row.after_text} `, h("span", { class: ["change", row.change >= 0 ? "up" : "down"] }, `(${row.change_text})`)))),
      );
    }, () => {});
    return box;
  }

  againUrl() {
    const room = this.welcome.room;
    const query = new URLSearchParams({ players: room.players });
    for (const [name, value] of Object.entries(room.options)) query.set(name, typeof value === "boolean" ? String(value) : String(value));
    return `/new/${room.game}?${query}`;
  }

  appendLog(lines) {
    const nearBottom = this.logEl.scrollHeight - this.logEl.scrollTop - this.logEl.clientHeight < 40;
    for (const line of lines) {
      this.logEl.append(
        h(
          "li",
          { class: [line.type === "turn" && "turn", line.type === "game_over" && "over"], style: { "--c": playerColor(line.seat) } },
          line.text,
        ),
      );
    }
    while (this.logEl.childElementCount > 600) this.logEl.firstElementChild.remove();
    if (nearBottom || lines.length) this.logEl.scrollTop = this.logEl.scrollHeight;
  }

  // ------------------------------------------------------------------ acting

  /** A choice clicked (a button, the board, a number key): sent, or first highlighted with a
   * confirm button when this player confirms moves (table.js). */
  act(action) {
    const state = this.state;
    if (!state || this.pending !== null || !this.online()) return;
    if (!(state.legal || []).some((a) => a.action === action)) return;
    if (confirmMoves() && this.choice !== action) {
      this.choice = action;
      this.drawActions();
      const button = this.actionsEl.querySelector(".confirm-move button.confirm");
      if (button) button.focus();
      return;
    }
    this.sendAct(action);
  }

  confirmChoice() {
    const action = this.choice;
    this.choice = null;
    if (action) this.sendAct(action);
    else this.drawActions();
  }

  cancelChoice() {
    this.choice = null;
    this.drawActions();
  }

  sendAct(action) {
    const state = this.state;
    if (!state || this.pending !== null) return;
    const id = `a${++this.sentId}`;
    if (this.send({ type: "act", seat: state.viewing, action, move: state.move, id })) {
      this.pending = id;
      this.drawActions();
      setTimeout(() => {
        if (this.pending === id) {
          this.pending = null;
          this.drawActions();
        }
      }, 5000);
    }
  }

  onKey(event) {
    if (!this.state || event.target.closest("input, textarea, select")) return;
    const legal = this.state.legal || [];
    const number = Number(event.key);
    if (number >= 1 && number <= 9 && legal[number - 1]) {
      this.act(legal[number - 1].action);
    }
  }

  sendChat() {
    const text = this.chatInput.value.trim();
    if (!text) return;
    if (this.send({ type: "chat", text })) this.chatInput.value = "";
  }

  // ------------------------------------------------------------------ messages to the person

  setNotice(content, kind) {
    if (!content) {
      this.notice.hidden = true;
      fill(this.notice);
      return;
    }
    this.notice.className = `notice ${kind || "info"}`;
    fill(this.notice, content);
    this.notice.hidden = false;
  }

  say(text, isError = false) {
    this.toast.textContent = text;
    this.toast.className = `toast ${isError ? "error" : ""}`;
    this.toast.hidden = false;
    clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => { this.toast.hidden = true; }, 4000);
  }
}

export { navigate };

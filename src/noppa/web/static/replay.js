// The replay viewer: step through a finished game move by move, as the spectators saw it or as
// any seat saw it (a finished game has no secrets left to keep), with the same board module.
import { h, fill, playerColor } from "./dom.js";
import { t, lang, loadMessages, winnerText } from "./i18n.js";
import { get } from "./api.js";
import { link } from "./nav.js";
import { loadPlugin } from "./games/index.js";
import { methodLine, reviewBox, reviewChart, stepNote } from "./summary.js";

/** The SHA-256 of the commitment's text in hex, or null where the browser offers no Web Crypto
 * (pages served over plain http to another machine). */
async function sha256(textValue) {
  if (!globalThis.crypto || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(textValue));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Fill ``box`` with the fair-dice check of a finished room: the commitment recomputed here from the
 * revealed seed and salt, and the server's replay of every event from the seed (what
 * `noppa verify` checks again on anyone's machine). ``data-verified`` says whether both hold. */
async function drawFairness(box, roomId) {
  const summary = await get(`/api/rooms/${roomId}`);
  const heading = h("h2", {}, t("web.fair.heading"));
  if (!summary.commitment || !summary.reveal) {
    fill(box, heading, h("p", { class: "muted" }, t("web.fair.none")));
    return;
  }
  const { seed, salt } = summary.reveal;
  const mine = await sha256(`noppa-dice/1:${seed}:${salt}`);
  let verdict = null;
  try {
    verdict = await get(`/api/rooms/${roomId}/verify`);
  } catch {
    verdict = null;
  }
  const digestLine = mine === null ? t("web.fair.digest_unknown") : mine === summary.commitment ? t("web.fair.digest_ok") : t("web.fair.digest_bad");
  const replayLine = verdict && verdict.ok ? t("web.fair.replay_ok", { count: verdict.events }) : t("web.fair.replay_bad", { problem: verdict ? verdict.problem : "—" });
  box.dataset.verified = String(mine === summary.commitment && Boolean(verdict && verdict.ok));
  fill(
    box,
    heading,
    h("dl", {}, h("dt", {}, t("web.fair.commitment")), h("dd", {}, h("code", { class: "commitment" }, summary.commitment)), h("dt", {}, t("web.fair.seed")), h("dd", {}, h("code", { class: "seed" }, seed)), h("dt", {}, t("web.fair.salt")), h("dd", {}, h("code", {}, salt))),
    h("p", { class: ["digest", mine === summary.commitment ? "ok" : "bad"] }, digestLine),
    h("p", { class: ["replayed", verdict && verdict.ok ? "ok" : "bad"] }, replayLine),
    h("p", { class: "small" }, t("web.fair.yourself"), " ", h("code", {}, `noppa verify noppa-${roomId}.json`), " — ", h("a", { href: `/api/rooms/${roomId}/export`, download: `noppa-${roomId}.json` }, t("web.fair.download"))),
  );
}

export async function render(main, { room: roomId }) {
  const query = new URLSearchParams(location.search);
  let step = Number(query.get("step") || 0);
  let seat = query.get("seat") === null || query.get("seat") === "" ? null : Number(query.get("seat"));
  let frame;
  try {
    frame = await get(`/api/rooms/${roomId}/replay?step=${step}${seat === null ? "" : `&seat=${seat}`}`);
  } catch (error) {
    fill(main, h("div", { class: "page" }, h("h1", {}, t("web.replay.heading")), h("p", { class: "error" }, error.message), h("a", { class: "button", href: `/r/${roomId}`, onclick: link(`/r/${roomId}`) }, t("web.replay.back"))));
    return;
  }
  await loadMessages(lang(), frame.game);
  const games = await get("/api/games");
  const game = games.find((g) => g.id === frame.game) || { id: frame.game, name: frame.game, client: false, board: false };
  const boardEl = h("div", { class: "board" });
  const panelEl = h("div", { class: "game-panel" });
  const logEl = h("ol", { class: "log", tabindex: 0, "aria-label": t("web.room.log") }); // scrolls from the keyboard (web-ACCESS-03)
  // the table's chat, each line shown from the move it was said at (stored with the game)
  const chatEl = h("ol", { class: "chat-log", tabindex: 0, "aria-label": t("web.chat.heading") }); // scrolls from the keyboard (web-ACCESS-03)
  const chatBox = h("section", { class: "log-box chat-box", hidden: true }, h("h2", {}, t("web.chat.heading")), chatEl);
  let chat = [];
  const fairEl = h("section", { class: "log-box fairness", "aria-live": "polite" });
  const counter = h("span", { class: "counter", role: "status" });
  const lastEl = h("p", { class: "last-move" });
  const slider = h("input", { type: "range", min: 0, max: frame.total, value: step, "aria-label": t("web.replay.position"), oninput: (e) => go(Number(e.target.value)) });
  let playing = null;
  // autoplay speed: seconds a move stays on screen, remembered for the next replay
  const SPEEDS = [2.5, 1.1, 0.5, 0.2];
  let pause = Number(localStorage.getItem("noppa.replay_speed")) || 1.1;
  if (!SPEEDS.includes(pause)) pause = 1.1;
  const speed = h(
    "select",
    {
      class: "replay-speed",
      "aria-label": t("web.replay.speed"),
      onchange: (e) => {
        pause = Number(e.target.value);
        localStorage.setItem("noppa.replay_speed", String(pause));
        if (playing) {
          toggle();
          toggle();
        }
      },
    },
    SPEEDS.map((value) => h("option", { value, selected: value === pause }, t("web.replay.pace", { seconds: value }))),
  );
  const playButton = h("button", { class: "primary", onclick: () => toggle() }, t("web.replay.play"));
  const names = (n) => {
    const player = frame.players[n];
    return player ? player.name || player.label : t("web.player", { number: n + 1 });
  };
  // the computer review: a win-chance chart with a cursor at this step, and what the review says
  // of the move that led here (best move, value lost, luck of its roll)
  let reviewed = null;
  let chart = null;
  let left = false;
  const noteEl = h("div", { class: "review-now", "aria-live": "polite" });
  const drawNote = () => {
    if (chart) chart.setCurrent(step);
    fill(noteEl, reviewed && step > 0 ? stepNote(reviewed, step - 1, names) : null);
  };
  const reviewEl = h(
    "section",
    { class: "replay-review" },
    h("h2", {}, t("web.review.heading")),
    reviewBox(
      roomId,
      (review) => {
        reviewed = review;
        chart = reviewChart(review, names, { pick: (index) => go(index + 1), current: step });
        drawNote();
        return [methodLine(review), chart.el, noteEl];
      },
      () => left,
    ),
  );
  const ctx = { board: boardEl, panel: panelEl, game, lang: lang(), t, replay: true, act: () => {}, name: names, color: playerColor, boardData: null };
  const plugin = await loadPlugin(game, ctx);
  const perspective = h(
    "select",
    { "aria-label": t("web.replay.perspective"), onchange: (e) => { seat = e.target.value === "" ? null : Number(e.target.value); go(step, true); } },
    h("option", { value: "" }, t("web.replay.spectator")),
    frame.players.map((p) => h("option", { value: p.seat, selected: seat === p.seat }, p.name || p.label)),
  );

  function drawFrame(data, animate) {
    frame = data;
    step = data.step;
    counter.textContent = t("web.replay.step", { step: data.step, total: data.total });
    slider.max = data.total;
    slider.value = data.step;
    // a table action no seat took (the host's end) has no name before it
    lastEl.textContent = data.last ? (data.last.seat === null ? data.last.label : `${names(data.last.seat)}: ${data.last.label}`) : t("web.replay.start");
    fill(
      logEl,
      data.log.map((line, i) =>
        h("li", { class: [i >= data.log.length - data.fresh && "fresh", line.event.type === "turn" && "turn", line.event.type === "game_over" && "over"], style: { "--c": playerColor(line.event.seat) } }, line.text),
      ),
    );
    const said = chat.filter((line) => line.move <= data.step);
    fill(chatEl, said.map((line) => h("li", { class: "chat", style: { "--c": playerColor(line.seat) } }, `${line.name || names(line.seat)}: `, line.hidden ? h("span", { class: "chat-hidden" }, t("web.chat.hidden")) : line.text)));
    chatEl.scrollTop = chatEl.scrollHeight;
    const fresh = logEl.querySelector(".fresh");
    if (fresh) logEl.scrollTop = fresh.offsetTop - logEl.offsetTop - 40;
    else logEl.scrollTop = logEl.scrollHeight;
    const events = animate ? data.log.slice(data.log.length - data.fresh).map((line) => line.event) : [];
    // past: every event shown so far, so a board can show state the view leaves out (the last roll)
    // after a jump as well as after a step forward
    const past = data.log.map((line) => line.event);
    plugin.update({ view: data.view, legal: new Map(), events, past, viewing: data.viewing, players: data.players, status: data.step === data.total ? "finished" : "running", pending: true });
    const url = `/replay/${roomId}?step=${data.step}${seat === null ? "" : `&seat=${seat}`}`;
    history.replaceState(null, "", url);
    drawNote();
  }

  let loading = null;
  async function go(target, force = false) {
    target = Math.max(0, Math.min(target, frame.total));
    if (target === step && !force) return;
    const forward = target === step + 1;
    const request = get(`/api/rooms/${roomId}/replay?step=${target}${seat === null ? "" : `&seat=${seat}`}`);
    loading = request;
    const data = await request;
    if (loading === request) drawFrame(data, forward);
  }

  function toggle() {
    if (playing) {
      clearInterval(playing);
      playing = null;
      playButton.textContent = t("web.replay.play");
      return;
    }
    playButton.textContent = t("web.replay.pause");
    playing = setInterval(() => {
      if (step >= frame.total) toggle();
      else go(step + 1);
    }, pause * 1000);
  }

  const keys = (event) => {
    if (event.target.closest("input, select")) return;
    if (event.key === "ArrowRight") go(step + 1);
    else if (event.key === "ArrowLeft") go(step - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(frame.total);
    else if (event.key === " ") { event.preventDefault(); toggle(); }
  };
  document.addEventListener("keydown", keys);
  document.title = `${t("web.replay.heading")} — ${game.name} — noppa`;

  fill(
    main,
    h(
      "div",
      { class: "room replay", dataset: { game: game.id } },
      h("div", { class: "room-head" }, h("div", { class: "room-name" }, h("h1", { class: "room-title" }, `${t("web.replay.heading")}: ${game.name}`)), h("div", { class: "room-tools" }, perspective, h("a", { class: "button quiet summary-link", href: `/summary/${roomId}`, onclick: link(`/summary/${roomId}`) }, t("web.summary.open")), h("a", { class: "button quiet", href: "/", onclick: link("/") }, t("web.nav.lobby")))),
      frame.outcome ? h("p", { class: "turn-banner finished" }, winnerText(frame.outcome)) : null,
      h(
        "div",
        { class: "replay-controls", role: "group", "aria-label": t("web.replay.controls") },
        h("button", { onclick: () => go(0), title: t("web.replay.first") }, "|◀"),
        h("button", { onclick: () => go(step - 1), title: t("web.replay.previous"), class: "prev" }, "◀"),
        playButton,
        speed,
        h("button", { onclick: () => go(step + 1), title: t("web.replay.next"), class: "next" }, "▶"),
        h("button", { onclick: () => go(frame.total), title: t("web.replay.last") }, "▶|"),
        slider,
        counter,
      ),
      lastEl,
      reviewEl,
      h("div", { class: "room-grid" }, h("div", { class: "board-wrap" }, boardEl), h("aside", { class: "side" }, panelEl, h("section", { class: "log-box" }, h("h2", {}, t("web.room.log")), logEl), chatBox, fairEl)),
    ),
  );
  drawFrame(frame, false);
  get(`/api/rooms/${roomId}/chat`)
    .then((answer) => {
      chat = answer.lines;
      chatBox.hidden = chat.length === 0;
      drawFrame(frame, false);
    })
    .catch(() => {});
  drawFairness(fairEl, roomId).catch((error) => fill(fairEl, h("p", { class: "error" }, error.message)));
  return () => {
    left = true;
    document.removeEventListener("keydown", keys);
    if (playing) clearInterval(playing);
  };
}

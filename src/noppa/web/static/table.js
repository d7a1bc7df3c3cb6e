// The table's own controls (issue 27 items 1–3): resigning (with a confirmation), taking back the
// last action, the host ending a room its people have left, and move confirmation — a setting of
// this browser's player, kept in localStorage beside the others (language, sound), off until turned
// on and suggested on a phone: a clicked choice is highlighted with a confirm button before it is sent. The server decides what is allowed
// (web-RESIGN-01..04, web-UNDO-01..02 in docs/web.md); a refusal comes back as a localised error.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const CONFIRM_KEY = "noppa.confirm";

/** Whether this device is a phone (a coarse pointer or a narrow screen): confirmation is suggested there. */
function phoneLike() {
  return window.matchMedia("(pointer: coarse)").matches || window.matchMedia("(max-width: 600px)").matches;
}

/** Move confirmation: the player's choice; off until they turn it on (a phone suggests it). */
export function confirmMoves() {
  return localStorage.getItem(CONFIRM_KEY) === "on";
}

function setConfirmMoves(on) {
  localStorage.setItem(CONFIRM_KEY, on ? "on" : "off");
}

/** The tool-bar switch of move confirmation (its label says the current setting). */
export function confirmToggle(onChange) {
  const button = h("button", { type: "button", class: "quiet confirm-toggle", "aria-pressed": String(confirmMoves()) });
  const draw = () => {
    const on = confirmMoves();
    const suggest = !on && localStorage.getItem(CONFIRM_KEY) === null && phoneLike();
    button.textContent = t(on ? "web.table.confirm_on" : suggest ? "web.table.confirm_suggested" : "web.table.confirm_off");
    button.classList.toggle("suggested", suggest);
    button.setAttribute("aria-pressed", String(on));
  };
  button.addEventListener("click", () => {
    setConfirmMoves(!confirmMoves());
    draw();
    onChange();
  });
  draw();
  return button;
}

/** Whether a seat of mine is still playing (a person's seat that has not resigned) in a running game. */
function playing(room) {
  const state = room.state;
  if (!state || state.status !== "running" || !room.mySeats) return false;
  return state.players.some((p) => room.mySeats.has(p.seat) && p.kind === "human");
}

/** Every person of the room has left (resigned, or nobody connected for the seat). */
function peopleLeft(state) {
  return state.players.every((p) => p.kind === "bot" || !p.connected);
}

/** The seat a resignation is for: the seat on view, else my only seat still a person's. */
function resigningSeat(room) {
  const state = room.state;
  const mineHuman = state.players.filter((p) => room.mySeats.has(p.seat) && p.kind === "human").map((p) => p.seat);
  if (mineHuman.includes(state.viewing)) return state.viewing;
  return mineHuman.length === 1 ? mineHuman[0] : null;
}

/** The row of table controls under the choices: take back, resign, and for the host end. */
export function tableControls(room) {
  const state = room.state;
  const offline = !room.online();
  const buttons = [];
  if (playing(room) && state.move > 0) {
    buttons.push(h("button", { type: "button", class: "quiet undo", disabled: offline, title: t("web.table.undo_hint"), onclick: () => room.send({ type: "undo", id: `u${++room.sentId}` }) }, t("web.table.undo")));
  }
  const seat = playing(room) ? resigningSeat(room) : null;
  if (seat !== null) {
    buttons.push(
      h("button", {
        type: "button",
        class: "quiet resign",
        disabled: offline,
        onclick: () => {
          if (!window.confirm(t("web.table.resign_confirm", { player: room.playerName(seat) }))) return;
          room.send({ type: "resign", seat, id: `r${++room.sentId}` });
        },
      }, room.mySeats.size > 1 ? t("web.table.resign_named", { player: room.playerName(seat) }) : t("web.table.resign")),
    );
  }
  if (room.welcome && room.welcome.you.host && state && state.status === "running" && peopleLeft(state)) {
    buttons.push(
      h("button", {
        type: "button",
        class: "quiet end",
        disabled: offline,
        onclick: () => {
          if (window.confirm(t("web.table.end_confirm"))) room.send({ type: "end" });
        },
      }, t("web.table.end")),
    );
  }
  return buttons.length ? h("div", { class: "table-controls form-actions" }, buttons) : null;
}

const MARK = "3px solid var(--accent, #c60)";

/** Highlight the choice awaiting confirmation: its button and its targets on the board. */
export function markChoice(room, action) {
  for (const el of room.main.querySelectorAll("[data-confirming]")) {
    el.style.outline = "";
    delete el.dataset.confirming;
  }
  if (action === null) return;
  for (const el of room.main.querySelectorAll("[data-action]")) {
    if (el.dataset.action !== action) continue;
    el.dataset.confirming = "true";
    el.style.outline = MARK;
    el.style.outlineOffset = "2px";
  }
}

/** The confirm bar of a chosen move: what it is, confirm, or choose again. */
export function confirmBar(room, action, label) {
  return h(
    "div",
    { class: "confirm-move notice info", role: "group", "aria-label": t("web.table.confirm_heading") },
    h("p", {}, t("web.table.confirm_text", { choice: label })),
    h(
      "div",
      { class: "form-actions" },
      h("button", { type: "button", class: "primary confirm", disabled: !room.online(), onclick: () => room.confirmChoice() }, t("web.table.confirm")),
      h("button", { type: "button", class: "quiet", onclick: () => room.cancelChoice() }, t("web.table.cancel")),
    ),
  );
}

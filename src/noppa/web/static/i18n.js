// Every string the client shows comes from the server's Fluent catalogs (/api/messages), in
// English or Finnish, formatted here by @fluent/bundle (plurals, number formats): the client holds
// no text of its own. Callers name a message by its dotted key ("web.nav.lobby"); its Fluent id is
// the key with dots turned into hyphens, as on the server (engine/i18n.py message_id).
import { FluentBundle, FluentResource } from "./vendor/fluent-bundle/index.js";

// CASE($name, "illative") exists so that every message parses here too; the browser's names are
// plain strings (the server inflects the text it renders), so it writes them as they are.
const FUNCTIONS = {
  CASE([value]) {
    return value;
  },
};

let bundle = new FluentBundle("en", { useIsolating: false, functions: FUNCTIONS });
let current = "en";
const loaded = new Map();

export function chosenLang() {
  const saved = localStorage.getItem("noppa.lang");
  if (saved === "en" || saved === "fi") return saved;
  return (navigator.language || "").toLowerCase().startsWith("fi") ? "fi" : "en";
}

export function lang() {
  return current;
}

/** Load the messages of `language` (plus a game's own when `game` is given) and use them. */
export async function loadMessages(language, game) {
  const key = `${language}|${game || ""}`;
  if (!loaded.has(key)) {
    const query = new URLSearchParams({ lang: language });
    if (game) query.set("game", game);
    const response = await fetch(`/api/messages?${query}`);
    if (!response.ok) throw new Error(`messages: ${response.status}`);
    const { messages } = await response.json();
    const source = Object.entries(messages)
      .map(([id, pattern]) => `${id} = ${pattern}\n`)
      .join("");
    const made = new FluentBundle(language, { useIsolating: false, functions: FUNCTIONS });
    const errors = made.addResource(new FluentResource(source));
    if (errors.length) console.error("messages:", errors);
    loaded.set(key, made);
  }
  bundle = loaded.get(key);
  current = language;
  document.documentElement.lang = language;
  return bundle;
}

export function setLang(language) {
  localStorage.setItem("noppa.lang", language);
}

function messageId(key) {
  return key.replaceAll(".", "-");
}

/** The message `key` formatted with `params` (numbers pick plural variants); the key if unknown. */
export function t(key, params = {}) {
  const message = bundle.getMessage(messageId(key));
  if (!message || !message.value) return key;
  const args = {};
  for (const [name, value] of Object.entries(params)) {
    args[name] = typeof value === "number" || typeof value === "string" ? value : String(value);
  }
  return bundle.formatPattern(message.value, args, []);
}

export function has(key) {
  return bundle.hasMessage(messageId(key));
}

/** A number as a percentage in the current language ("12.5 %" / "12,5 %"). */
export function percent(x, digits = 1) {
  return new Intl.NumberFormat(current === "fi" ? "fi-FI" : "en-GB", {
    style: "percent",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(x);
}

export function decimal(x, digits = 2) {
  return new Intl.NumberFormat(current === "fi" ? "fi-FI" : "en-GB", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(x);
}

export function when(seconds) {
  return new Intl.DateTimeFormat(current === "fi" ? "fi-FI" : "en-GB", {
    dateStyle: "short",
    timeStyle: "short",
  }).format(new Date(seconds * 1000));
}

/** "Winner: …" for a finished game's outcome, or "Nobody won" when it has no winner (a draw). */
export function winnerText(outcome) {
  return outcome.winners && outcome.winners.length
    ? t("web.room.winner", { players: outcome.winners_text })
    : t("web.room.no_winner");
}

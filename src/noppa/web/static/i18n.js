// Every string the client shows comes from the server's message catalogs (/api/messages),
// in English or Finnish: the client holds no text of its own.
let catalog = {};
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
    loaded.set(key, (await response.json()).messages);
  }
  catalog = loaded.get(key);
  current = language;
  document.documentElement.lang = language;
  return catalog;
}

export function setLang(language) {
  localStorage.setItem("noppa.lang", language);
}

/** The message `key` with {placeholders} filled; plural tables pick by params.count. */
export function t(key, params = {}) {
  let entry = catalog[key];
  if (entry === undefined) return key;
  if (typeof entry === "object") entry = params.count === 1 ? entry.one : entry.other;
  return entry.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

export function has(key) {
  return key in catalog;
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

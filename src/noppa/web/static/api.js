// The lobby's REST API. Errors carry the server's message in the player's language.
import { lang } from "./i18n.js";

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function answer(response) {
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    throw new ApiError(response.status, data && data.error, (data && data.message) || response.statusText);
  }
  return data;
}

function withLang(url) {
  return url + (url.includes("?") ? "&" : "?") + "lang=" + lang();
}

export async function get(url, token) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return answer(await fetch(withLang(url), { headers }));
}

export async function post(url, body, token) {
  const headers = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  return answer(await fetch(withLang(url), { method: "POST", headers, body: JSON.stringify(body) }));
}

/** Rooms this browser plays in: id -> {token, link, invite, host, game, at}. Kept in localStorage only.
 * `token` is what this browser plays with (the host's, or the session its invitation was exchanged
 * for); `invite` an invitation opened but not yet claimed; `link` the invitation it claimed. */
export const mine = {
  all() {
    try {
      return JSON.parse(localStorage.getItem("noppa.rooms") || "{}");
    } catch {
      return {};
    }
  },
  get(id) {
    return this.all()[id] || null;
  },
  put(id, entry) {
    const rooms = this.all();
    rooms[id] = { ...(rooms[id] || {}), ...entry, at: Date.now() };
    localStorage.setItem("noppa.rooms", JSON.stringify(rooms));
  },
  forget(id) {
    const rooms = this.all();
    delete rooms[id];
    localStorage.setItem("noppa.rooms", JSON.stringify(rooms));
  },
};

export function savedName() {
  return localStorage.getItem("noppa.name") || "";
}

export function saveName(name) {
  localStorage.setItem("noppa.name", name);
}

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

/** The personal key of this browser's player (docs/web.md, "Players, ratings and chat"), kept in
 * localStorage only: sent as a bearer header or in a JSON body, never in an address. */
export const personal = {
  key() {
    return localStorage.getItem("noppa.key") || null;
  },
  set(key, player) {
    localStorage.setItem("noppa.key", key);
    localStorage.setItem("noppa.player", JSON.stringify(player));
    if (player && player.name) saveName(player.name);
  },
  player() {
    try {
      return JSON.parse(localStorage.getItem("noppa.player") || "null");
    } catch {
      return null;
    }
  },
  forget() {
    localStorage.removeItem("noppa.key");
    localStorage.removeItem("noppa.player");
  },
  /** `body` with the key in it, so a seat taken with it is linked to the player. */
  with(body) {
    const key = this.key();
    return key ? { ...body, key } : body;
  },
  /** Bring this browser's "your games" level with the player's games on the server; the player,
   * or null (no key, or a key that no longer works: then it is forgotten here). */
  async sync() {
    const key = this.key();
    if (!key) return null;
    let me;
    try {
      me = await get("/api/players/me", key);
    } catch (error) {
      if (error instanceof ApiError && (error.code === "bad_key" || error.code === "no_key")) this.forget();
      return null;
    }
    localStorage.setItem("noppa.player", JSON.stringify(me.player));
    for (const game of me.games) {
      const known = mine.get(game.room);
      if (!known) mine.put(game.room, { player: true, seats: [game.seat], game: game.game });
      else if (!known.player) mine.put(game.room, { player: true });
    }
    return me;
  },
};

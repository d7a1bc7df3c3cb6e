// Turn-based rooms and clocks in the browser: times written for people ("2 h 15 min", "3 days"),
// the room's clock settings in words, and each seat's time left, counted down from the server's
// deadline. The count-down starts from the server's own time sent with the state (`clock.now`) and
// runs on this page's monotonic timer, so a wrong clock on this machine changes nothing; the server
// alone decides when time is up.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

/** A time for people, at most two units, rounded down (as the server's clocks.duration). */
export function duration(seconds) {
  const whole = Math.max(0, Math.floor(seconds));
  const days = Math.floor(whole / DAY);
  const hours = Math.floor((whole % DAY) / HOUR);
  const minutes = Math.floor((whole % HOUR) / MINUTE);
  const secs = whole % MINUTE;
  let parts;
  if (days) parts = [["days", days], ["hours", hours]];
  else if (hours) parts = [["hours", hours], ["minutes", minutes]];
  else if (minutes) parts = [["minutes", minutes], ["seconds", minutes < 10 ? secs : 0]];
  else parts = [["seconds", secs]];
  const shown = parts.filter(([, count]) => count).map(([unit, count]) => t(`web.clock.${unit}`, { count }));
  return shown.length ? shown.join(" ") : t("web.clock.seconds", { count: 0 });
}

/** The room's pace and time control in words: "Turn-based · 2 days per move". */
export function clockSettings(clock) {
  if (!clock) return t("web.clock.live");
  const parts = [t(`web.clock.${clock.pace}`)];
  if (clock.per_move) parts.push(t("web.clock.per_move", { time: duration(clock.per_move) }));
  else if (clock.per_game) {
    parts.push(t("web.clock.per_game", { time: duration(clock.per_game) }));
    if (clock.increment) parts.push(t("web.clock.increment", { time: duration(clock.increment) }));
  } else parts.push(t("web.clock.untimed"));
  return parts.join(" · ");
}

/** What happens when time runs out, in words (only for a room with a clock). */
export function clockPolicy(clock) {
  return clock && (clock.per_move || clock.per_game) ? t(`web.clock.policy.${clock.policy}`) : "";
}

/** Each seat's time left, ticking for the seat whose move is timed. */
export class SeatClocks {
  constructor() {
    this.clock = null;
    this.received = 0;
    this.spans = new Map();
    this.timer = null;
  }

  /** A new clock from the server (`clock` of a state message). */
  update(clock) {
    this.clock = clock;
    this.received = performance.now();
  }

  /** Seconds `seat` has left now, by the server's clock (null: the room has no clock). */
  left(seat) {
    const clock = this.clock;
    if (!clock || !(clock.per_move || clock.per_game)) return null;
    if (clock.running === seat && clock.deadline !== null) {
      const serverNow = clock.now + (performance.now() - this.received) / 1000;
      return Math.max(0, clock.deadline - serverNow);
    }
    const left = clock.left[seat];
    return left === null || left === undefined ? null : left;
  }

  /** The clock of one player's row (null for a seat without one: bots, or no clock). */
  span(seat, isBot) {
    this.spans.delete(seat);
    if (isBot || this.left(seat) === null) return null;
    const span = h("span", { class: "tag clock", dataset: { seat } });
    this.spans.set(seat, span);
    this.draw(seat);
    return span;
  }

  draw(seat) {
    const span = this.spans.get(seat);
    if (!span) return;
    const clock = this.clock;
    const out = clock.out === seat;
    const left = this.left(seat);
    span.textContent = out ? t("web.clock.out") : duration(Math.ceil(left));
    span.title = out ? t("web.clock.out") : t("web.clock.left", { time: duration(Math.ceil(left)) });
    span.classList.toggle("running", clock.running === seat);
    span.classList.toggle("low", clock.running === seat && left < Math.min(30, (clock.per_move || clock.per_game) / 5));
    span.classList.toggle("out", out);
  }

  start() {
    this.timer = setInterval(() => {
      if (this.clock && this.clock.running !== null) this.draw(this.clock.running);
    }, 250);
  }

  stop() {
    clearInterval(this.timer);
  }
}

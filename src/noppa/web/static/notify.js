// "It is your turn": a short chime and, when the page is in the background and the person has
// allowed it, a browser notification (the Notification API). Both can be switched off; the choice
// is kept in this browser.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const SOUND_KEY = "noppa.turn_sound";

function soundOn() {
  return localStorage.getItem(SOUND_KEY) !== "off";
}

let audio = null;

/** Two soft notes (Web Audio: no sound file to load). */
function chime() {
  try {
    audio = audio || new (window.AudioContext || window.webkitAudioContext)();
    const start = audio.currentTime + 0.02;
    [660, 880].forEach((frequency, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + i * 0.16);
      gain.gain.exponentialRampToValueAtTime(0.18, start + i * 0.16 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.16 + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(start + i * 0.16);
      osc.stop(start + i * 0.16 + 0.32);
    });
  } catch (error) {
    console.warn("no sound", error);
  }
}

/** Tell the person it is their turn now (``tag``: one notification per room, replaced, not stacked). */
export function yourTurn(title, body, tag) {
  document.documentElement.dataset.yourTurn = String(Date.now()); // for tests and styles
  if (soundOn()) chime();
  if (document.hidden && "Notification" in window && Notification.permission === "granted") {
    try {
      const note = new Notification(title, { body, tag, icon: "/static/icon.svg" });
      note.onclick = () => {
        window.focus();
        note.close();
      };
    } catch (error) {
      console.warn("no notification", error);
    }
  }
}

/** The room's switch: turn notifications and the chime on or off. */
export function turnAlertsButton() {
  const button = h("button", { class: "quiet turn-alerts" });
  const draw = () => {
    const allowed = "Notification" in window && Notification.permission === "granted";
    const on = soundOn();
    button.textContent = on ? t("web.notify.on") : t("web.notify.off");
    button.title = allowed ? t("web.notify.allowed") : t("web.notify.ask");
    button.setAttribute("aria-pressed", on ? "true" : "false");
  };
  button.onclick = async () => {
    const on = !soundOn();
    localStorage.setItem(SOUND_KEY, on ? "on" : "off");
    if (on && "Notification" in window && Notification.permission === "default") {
      try {
        await Notification.requestPermission();
      } catch (error) {
        console.warn(error);
      }
    }
    if (on) chime();
    draw();
  };
  draw();
  return button;
}

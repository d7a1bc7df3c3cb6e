// The window a board picture scrolls in, shared by the board modules whose picture can be larger
// than the screen (Key to the Kingdom's board, Runebound's map): no taller than the screen below
// the window's top, wherever the page is scrolled, and on a phone ending above the room's bar of
// decisions (style.css keeps it at the screen's bottom), so that what the window brings into
// sight is on the screen. It scrolls (both ways) to bring where play is into its middle, and when
// the bar hides the window's lower part as the player has choices on it, the page scrolls to
// show the window whole.
import { h } from "../dom.js";

const MIN_HEIGHT = 220; // px: the window's least height, though the page must scroll to show it
const MIN_ZOOM = 0.5;
const MAX_ZOOM = 4;
const ZOOM_STEP = 1.25;

// A scrolling window (class `className`) around `svg`, a picture with a viewBox; `ctx` is the
// board module's context. Points are in the picture's own units, [x, y].
export function scrollWindow(ctx, svg, className) {
  const element = h("div", { class: className }, svg);

  // the height of the room's decision bar when it sticks to the screen's bottom (on a phone)
  function covered() {
    const bar = ctx.board.closest(".room")?.querySelector(".actions");
    return bar && !bar.hidden && getComputedStyle(bar).position === "sticky" ? bar.offsetHeight : 0;
  }

  // the window's height: the screen below its top, less the decision bar
  function fit() {
    const top = element.getBoundingClientRect().top + window.scrollY;
    element.style.maxHeight = `${Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - covered() - 12))}px`;
  }

  // scrolls the page just enough to show the window's lower part above the decision bar
  function unhide() {
    const hidden = element.getBoundingClientRect().bottom - (window.innerHeight - covered() - 6);
    if (hidden > 0) window.scrollBy(0, hidden);
  }

  // Scrolls the window so that the middle of the points' box is in its middle.
  function scrollTo(points) {
    const box = svg.viewBox.baseVal;
    const scale = svg.getBoundingClientRect().width / box.width;
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const x = (Math.min(...xs) + Math.max(...xs)) / 2;
    const y = (Math.min(...ys) + Math.max(...ys)) / 2;
    element.scrollLeft = (x - box.x) * scale - element.clientWidth / 2;
    element.scrollTop = (y - box.y) * scale - element.clientHeight / 2;
  }

  // When the picture does not fit its window, brings `points` into sight, once for each new `key`
  // (the choices at hand), so that a player's own scrolling is kept between frames; `choices`:
  // the points are the player's own choices (the page may scroll for them, never for another's).
  // The player's own choices are all brought inside the window (issue 27 item 6): where their box,
  // `margin` picture units around each point, is larger than the window, the picture is zoomed out
  // to fit it, unless the player has zoomed it themselves; once the choices fit at zoom 1 again,
  // the window's own zoom is undone.
  let centred = "";
  function centre(key, points, choices, margin = 0) {
    fit();
    if (!points.length || key === centred) return;
    if (choices && !touched) fitPoints(points, margin);
    if (element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1) return;
    centred = key;
    scrollTo(points);
    if (choices) unhide();
  }

  function fitPoints(points, margin) {
    const box = svg.viewBox.baseVal;
    const perUnit = (svg.getBoundingClientRect().width || 1) / zoom / box.width; // px per unit at zoom 1
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    const width = (Math.max(...xs) - Math.min(...xs) + 2 * margin) * perUnit;
    const height = (Math.max(...ys) - Math.min(...ys) + 2 * margin) * perUnit;
    const needed = Math.min(1, (element.clientWidth - 8) / width, (element.clientHeight - 8) / height);
    if (needed < 0.999) {
      setZoom(needed);
      fitted = true;
    } else if (fitted) {
      setZoom(1);
      fitted = false;
    }
  }

  // Brings `point` into sight when `target` (an element of the picture) lies outside the window.
  function reveal(target, point) {
    const seen = target.getBoundingClientRect();
    const view = element.getBoundingClientRect();
    if (seen.left < view.left || seen.right > view.right || seen.top < view.top || seen.bottom > view.bottom) scrollTo([point]);
  }

  // ---- zoom (issue 27 item 6): buttons, a pinch of two fingers (which also pans, by their middle),
  // and ctrl + wheel (a laptop's touchpad pinch). The picture's width is its width at zoom 1 (as
  // the page lays it out) times the zoom; the point under the pinch (or the window's middle) stays
  // where it is on the screen.
  let zoom = 1;
  let base = 0; // the picture's width at zoom 1, in px
  let touched = false; // the player has zoomed: their zoom stays until they go back to the default
  let fitted = false; // the zoom is the window's own, to show every choice
  function zoomBy(wanted, clientX, clientY) {
    touched = true;
    fitted = false;
    setZoom(wanted, clientX, clientY);
  }
  function setZoom(wanted, clientX, clientY) {
    if (!base) base = svg.getBoundingClientRect().width || element.clientWidth;
    const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, wanted));
    const view = element.getBoundingClientRect();
    const ax = (clientX ?? view.left + element.clientWidth / 2) - view.left;
    const ay = (clientY ?? view.top + element.clientHeight / 2) - view.top;
    const before = svg.getBoundingClientRect().width || base * zoom;
    const px = (element.scrollLeft + ax) / before; // the anchor, as a share of the picture
    const py = (element.scrollTop + ay) / before;
    zoom = next;
    if (Math.abs(zoom - 1) < 0.01) {
      zoom = 1;
      svg.style.width = "";
      svg.style.maxWidth = "";
    } else {
      svg.style.width = `${Math.round(base * zoom)}px`;
      svg.style.maxWidth = "none";
    }
    const after = svg.getBoundingClientRect().width;
    element.scrollLeft = px * after - ax;
    element.scrollTop = py * after - ay;
    element.dataset.zoom = zoom.toFixed(2);
    out.disabled = zoom <= MIN_ZOOM + 0.001;
    zoomIn.disabled = zoom >= MAX_ZOOM - 0.001;
    reset.disabled = zoom === 1 && !touched;
  }
  // (the sign is hidden from screen readers, which say the button's name)
  const button = (label, title, onclick) => h("button", { type: "button", class: "quiet small", title, "aria-label": title, onclick }, h("span", { "aria-hidden": "true" }, label));
  const zoomIn = button("+", ctx.t("web.zoom.in"), () => zoomBy(zoom * ZOOM_STEP));
  const out = button("−", ctx.t("web.zoom.out"), () => zoomBy(zoom / ZOOM_STEP));
  const reset = button("⤢", ctx.t("web.zoom.reset"), () => {
    touched = false;
    fitted = false;
    setZoom(1);
  });
  reset.disabled = true;
  const controls = h("div", { class: "zoom-controls", role: "group", "aria-label": ctx.t("web.zoom.group") }, zoomIn, out, reset);

  let pinch = null; // {distance, zoom, x, y} at the last two-finger move
  const spread = (touches) => Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY);
  const middle = (touches) => [(touches[0].clientX + touches[1].clientX) / 2, (touches[0].clientY + touches[1].clientY) / 2];
  element.addEventListener("touchstart", (event) => {
    if (event.touches.length !== 2) return;
    const [x, y] = middle(event.touches);
    pinch = { distance: spread(event.touches) || 1, zoom, x, y };
  }, { passive: true });
  element.addEventListener("touchmove", (event) => {
    if (!pinch || event.touches.length !== 2) return;
    event.preventDefault(); // the page itself neither zooms nor scrolls under a pinch
    const [x, y] = middle(event.touches);
    element.scrollLeft -= x - pinch.x; // two fingers moving together pan the picture
    element.scrollTop -= y - pinch.y;
    pinch.x = x;
    pinch.y = y;
    zoomBy(pinch.zoom * (spread(event.touches) / pinch.distance), x, y);
  }, { passive: false });
  const endPinch = (event) => {
    if (event.touches.length < 2) pinch = null;
  };
  element.addEventListener("touchend", endPinch);
  element.addEventListener("touchcancel", endPinch);
  element.addEventListener("wheel", (event) => {
    if (!event.ctrlKey) return; // a plain wheel scrolls
    event.preventDefault();
    zoomBy(zoom * Math.exp(-event.deltaY / 300), event.clientX, event.clientY);
  }, { passive: false });

  window.addEventListener("resize", fit);
  return { element, controls, centre, reveal, zoom: setZoom, destroy: () => window.removeEventListener("resize", fit) };
}

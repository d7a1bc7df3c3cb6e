// The window a board picture scrolls in, shared by the board modules whose picture can be larger
// than the screen (Key to the Kingdom's board, Runebound's map): no taller than the screen below
// the window's top, wherever the page is scrolled, and on a phone ending above the room's bar of
// decisions (style.css keeps it at the screen's bottom), so that what the window brings into
// sight is on the screen. It scrolls (both ways) to bring where play is into its middle, and when
// the bar hides the window's lower part as the player has choices on it, the page scrolls to
// show the window whole.
import { h } from "../dom.js";

const MIN_HEIGHT = 220; // px: the window's least height, though the page must scroll to show it

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
  let centred = "";
  function centre(key, points, choices) {
    fit();
    if (element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1) return;
    if (!points.length || key === centred) return;
    centred = key;
    scrollTo(points);
    if (choices) unhide();
  }

  // Brings `point` into sight when `target` (an element of the picture) lies outside the window.
  function reveal(target, point) {
    const seen = target.getBoundingClientRect();
    const view = element.getBoundingClientRect();
    if (seen.left < view.left || seen.right > view.right || seen.top < view.top || seen.bottom > view.bottom) scrollTo([point]);
  }

  window.addEventListener("resize", fit);
  return { element, centre, reveal, destroy: () => window.removeEventListener("resize", fit) };
}

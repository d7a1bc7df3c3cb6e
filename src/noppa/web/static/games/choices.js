// Choices on a drawn board, shared by the board modules: a board element (a space, a hex) that
// plays its legal action when clicked or activated from the keyboard, and the small menu it opens
// when one place offers several actions.

import { h, s, fill } from "../dom.js";

// A menu of actions ([action, label] pairs) shown at the click, placed relative to `container()`;
// `cancel()` is the label of its cancel button, `act` plays an action.
export function chooser(container, className, cancel, act) {
  const menu = h("div", { class: className, hidden: true, role: "menu" });
  const hide = () => {
    menu.hidden = true;
  };
  const open = (actions, event) => {
    const box = container().getBoundingClientRect();
    fill(
      menu,
      actions.map(([action, label]) => h("button", { class: "act small", role: "menuitem", dataset: { action }, onclick: () => { hide(); act(action); } }, label)),
      h("button", { class: "quiet small", onclick: hide }, cancel()),
    );
    menu.style.left = `${Math.max(0, event.clientX - box.left - 20)}px`;
    menu.style.top = `${Math.max(0, event.clientY - box.top + 10)}px`;
    menu.hidden = false;
  };
  return { menu, open, hide };
}

// The board's targets as a list a screen reader can walk (web-ACCESS-01): `group` (an SVG <g> the
// targets are drawn into, each through `listed`) is a list named `label`. Focusable from script
// only (tabindex -1): `focusOnce` puts the keyboard there when a board first offers targets and
// nothing else has the focus, so the first Tab reaches the first target.
export function targetList(group, label) {
  group.setAttribute("role", "list");
  group.setAttribute("aria-label", label);
  group.setAttribute("tabindex", "-1");
  return group;
}

// A target as an item of its board's list (with what is drawn under it, if anything).
export function listed(...parts) {
  return s("g", { role: "listitem" }, ...parts);
}

// Moves the focus to `element` (tabindex -1) once per board, when nothing on the page has it (a
// person who has put the focus somewhere keeps it), without scrolling.
export function focusOnce(element) {
  if (element.dataset.focused || !element.isConnected) return;
  const active = document.activeElement;
  if (active && active !== document.body && active !== document.documentElement) return;
  element.dataset.focused = "1";
  element.focus({ preventScroll: true });
}

// Makes `target` (an SVG element) play `actions`: one at once, several through `menu`; nothing
// while a move is on its way (`busy()`). Its labels become its tooltip and accessible name.
export function clickable(target, actions, { act, menu, busy }) {
  const labels = actions.map((a) => a[1]);
  target.setAttribute("role", "button");
  target.setAttribute("tabindex", "0");
  target.setAttribute("aria-label", labels.join(" / "));
  target.dataset.action = actions[0][0];
  target.append(s("title", {}, labels.join("\n")));
  const go = (event) => {
    if (busy()) return;
    if (actions.length === 1) act(actions[0][0]);
    else menu.open(actions, event);
  };
  target.addEventListener("click", go);
  target.addEventListener("keydown", (e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), go(e)));
  return target;
}

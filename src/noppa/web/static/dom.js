// Small DOM helpers. Text always goes in as text (never as HTML), so names and chat lines
// typed by people can never inject markup.
const SVG_NS = "http://www.w3.org/2000/svg";

function apply(el, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.setAttribute("class", Array.isArray(value) ? value.filter(Boolean).join(" ") : value);
    else if (key === "text") el.textContent = String(value);
    else if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "style" && typeof value === "object") {
      for (const [name, setting] of Object.entries(value)) {
        if (name.startsWith("--")) el.style.setProperty(name, setting);
        else el.style[name] = setting;
      }
    }
    else if (key === "dataset") Object.assign(el.dataset, value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  return el;
}

function append(el, children) {
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** An HTML element: h("button", {class: "primary", onclick}, "Roll"). */
export function h(tag, attrs, ...children) {
  return append(apply(document.createElement(tag), attrs), children);
}

/** An SVG element: s("circle", {cx: 5, cy: 5, r: 3}). */
export function s(tag, attrs, ...children) {
  return append(apply(document.createElementNS(SVG_NS, tag), attrs), children);
}

/** Remove every child of el and add the given ones. */
export function fill(el, ...children) {
  el.replaceChildren();
  return append(el, children);
}

/** Copy text to the clipboard (falls back to selecting it). */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

// as the colour of a name, style.css darkens them (lightens on the dark theme) to 4.5:1 (web-ACCESS-02)
export const PLAYER_COLORS = ["#e4572e", "#2e86ab", "#3bb273", "#e9a23b", "#8e5cc2", "#17a2b8"];

export function playerColor(seat) {
  return seat === null || seat === undefined ? "#888" : PLAYER_COLORS[seat % PLAYER_COLORS.length];
}

/** Sleep for ms milliseconds (animations). */
export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const reducedMotion = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

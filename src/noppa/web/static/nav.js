// In-page navigation: the router in app.js registers how to show the current address.
let showPage = () => {};

export function setRouter(show) {
  showPage = show;
}

export function navigate(path, { replace = false } = {}) {
  if (replace) history.replaceState(null, "", path);
  else history.pushState(null, "", path);
  return showPage();
}

/** A click handler that routes inside the page instead of reloading it. */
export function link(path) {
  return (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1) return;
    event.preventDefault();
    navigate(path);
  };
}

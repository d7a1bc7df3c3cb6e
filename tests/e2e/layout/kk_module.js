// Draws a view with the Key to the Kingdom module on the page, as the room does, with the
// legal actions as the room's buttons; leaves the plugin in window.kk, the frame in window.frame
// and every action played in window.acted.
async ({view, legal, lang}) => {
  const { t, loadMessages } = await import("/static/i18n.js");
  await loadMessages(lang, "key-to-the-kingdom");
  const create = (await import("/static/games/key-to-the-kingdom.js")).default;
  const board = Object.assign(document.createElement("div"), { className: "board" });
  const panel = document.createElement("div");
  const room = Object.assign(document.createElement("div"), { className: "room" });
  const actions = Object.assign(document.createElement("div"), { className: "actions" });
  room.append(board, actions, panel);
  document.querySelector("main").replaceChildren(room);
  const boardData = await (await fetch("/api/games/key-to-the-kingdom/board")).json();
  window.acted = [];
  window.kk = create({
    board, panel, boardData, t, lang, replay: false, game: { id: "key-to-the-kingdom" },
    act: (action) => window.acted.push(action), name: (seat) => `P${seat + 1}`, color: (seat) => ["#c33", "#36c"][seat],
  });
  for (const [action, label] of legal) {
    const button = Object.assign(document.createElement("button"), { className: "act small", textContent: label });
    button.dataset.action = action;
    actions.append(button);
  }
  window.frame = { view, legal: new Map(legal), events: [], viewing: view.seat, players: [], status: "running", pending: false };
  window.kk.update(window.frame);
}

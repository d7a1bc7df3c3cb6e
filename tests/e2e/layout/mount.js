// Draws a view with a game's board module on the page, as the room does, with the legal actions
// as the room's buttons; leaves the plugin in window.plugin, the frame in window.frame and every
// action played in window.acted.
async ({game, view, legal, lang}) => {
  const { t, loadMessages } = await import("/static/i18n.js");
  await loadMessages(lang, game);
  const create = (await import(`/static/games/${game}.js`)).default;
  const board = Object.assign(document.createElement("div"), { className: "board" });
  const panel = document.createElement("div");
  const room = Object.assign(document.createElement("div"), { className: "room" });
  const actions = Object.assign(document.createElement("div"), { className: "actions" });
  room.append(board, actions, panel);
  document.querySelector("main").replaceChildren(room);
  const found = await fetch(`/api/games/${game}/board`);
  const boardData = found.ok ? await found.json() : undefined;
  window.acted = [];
  window.plugin = create({
    board, panel, boardData, t, lang, replay: false, game: { id: game },
    act: (action) => window.acted.push(action), name: (seat) => `P${seat + 1}`, color: (seat) => ["#c33", "#36c"][seat],
  });
  for (const [action, label] of legal) {
    const button = Object.assign(document.createElement("button"), { className: "act small", textContent: label });
    button.dataset.action = action;
    actions.append(button);
  }
  window.frame = { view, legal: new Map(legal), events: [], viewing: view.seat ?? 0, players: [], status: "running", pending: false };
  window.plugin.update(window.frame);
}

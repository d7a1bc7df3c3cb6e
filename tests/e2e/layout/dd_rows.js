// On a Dungeon Dice board drawn by mount.js, a view in which the player to act may challenge the
// other, with the other's prisoner on every card of the path in turn: says, as readable lines, where the row to click
// is covered at its middle or under the prisoner (none: a click anywhere on it challenges).
async ({view}) => {
  const plugin = window.plugin;
  const acted = window.acted;
  const found = [];
  let rows = 0;
  for (let cards = 0; cards < (view.state.goal || 8); cards++) {
    const state = { ...view.state, paths: view.state.paths.map((n, seat) => (seat === 1 ? cards : n)) };
    plugin.update({ view: { ...view, state }, legal: new Map([["roll", "Roll"], ["challenge:2", "Challenge P2"]]), events: [], viewing: 0, players: [], status: "running", pending: false });
    const row = document.querySelector(".dd-path.clickable");
    if (!row) { found.push(`${cards} cards: no row to click`); continue; }
    rows += 1;
    const r = row.getBoundingClientRect();
    const prisoner = document.querySelectorAll(".dd-prisoner")[1].getBoundingClientRect();
    const points = { middle: [(r.left + r.right) / 2, (r.top + r.bottom) / 2], prisoner: [(prisoner.left + prisoner.right) / 2, (prisoner.top + prisoner.bottom) / 2] };
    for (const [where, [x, y]] of Object.entries(points)) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !row.contains(hit)) found.push(`${cards} cards: the row is covered at its ${where} by ${hit ? hit.getAttribute("class") || hit.tagName : "nothing"}`);
    }
    document.elementFromPoint(...points.prisoner).dispatchEvent(new MouseEvent("click", { bubbles: true }));
  }
  return { rows, found, acted };
}

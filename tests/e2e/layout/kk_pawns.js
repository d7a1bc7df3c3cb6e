// Puts both adventurers (window.plugin, window.frame: mount.js) on every space of every
// configuration of the board in turn: how many pawn drawings were compared with labels, the
// fewest labels of a configuration, and the labels a pawn covers ("configuration space: label").
async () => {
  const data = await (await fetch("/api/games/key-to-the-kingdom/board")).json();
  const frame = window.frame;
  const found = [];
  let pawns = 0;
  let fewest = Infinity;
  for (const [config, { present, folds }] of Object.entries(data.configs)) {
    for (const space of present) {
      const adventurers = frame.view.state.adventurers.map((a) => ({ ...a, space, escaped: false }));
      const state = { ...frame.view.state, config, folds, adventurers };
      window.plugin.update({ ...frame, legal: new Map(), view: { ...frame.view, state } });
      const labels = [...document.querySelectorAll(".kk-part-name, .kk-place-name, .kk-hazard-name, .kk-label, .kk-number")];
      fewest = Math.min(fewest, labels.length);
      const boxes = labels.map((el) => [el.textContent, el.getBoundingClientRect()]); // the board may have scrolled
      for (const pawn of document.querySelectorAll(".kk-piece:not([hidden]) .kk-pawn")) {
        const p = pawn.getBoundingClientRect();
        pawns += 1;
        for (const [text, q] of boxes) {
          const w = Math.min(p.right, q.right) - Math.max(p.left, q.left);
          const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
          if (w > 1 && h > 1) found.push(`${config} ${space}: ${text}`);
        }
      }
    }
  }
  return { pawns, labels: fewest, found: [...new Set(found)] };
}

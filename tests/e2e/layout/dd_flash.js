// Draws a Dungeon Dice view, then a challenge roll: says whether the flash over the pit lies inside
// the board and its words inside the flash.
async ({view, lang}) => {
  const { t, loadMessages } = await import("/static/i18n.js");
  await loadMessages(lang, "dungeon-dice");
  const create = (await import("/static/games/dungeon-dice.js")).default;
  const board = Object.assign(document.createElement("div"), { className: "board" });
  const panel = document.createElement("div");
  document.querySelector("main").replaceChildren(board, panel);
  const plugin = create({ board, panel, t, lang, replay: false, act: () => {}, name: (seat) => `P${seat + 1}`, color: () => "#c33" });
  const frame = { view, legal: new Map(), events: [], viewing: 0, players: [], status: "running", pending: false };
  plugin.update(frame);
  plugin.update({ ...frame, events: [{ type: "challenge_roll", faces: [6, 6, 1, 2, 3, 4], attempt: 3, guards: 2 }] });
  for (let i = 0; i < 100 && !document.querySelector(".dd-flash"); i++) await new Promise((r) => setTimeout(r, 50));
  const flash = document.querySelector(".dd-flash");
  const inside = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  const svg = document.querySelector("svg.dd-board").getBoundingClientRect();
  const box = flash.querySelector("rect").getBoundingClientRect();
  const words = flash.querySelector("text").getBoundingClientRect();
  return { text: flash.textContent, boxInside: inside(box, svg), wordsInside: inside(words, box) };
}

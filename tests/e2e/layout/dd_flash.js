// On a Dungeon Dice view drawn by mount.js, a challenge roll: says whether the flash over the pit
// lies inside the board and its words inside the flash.
async () => {
  const plugin = window.plugin;
  const frame = window.frame;
  plugin.update({ ...frame, events: [{ type: "challenge_roll", faces: [6, 6, 1, 2, 3, 4], attempt: 3, guards: 2 }] });
  for (let i = 0; i < 100 && !document.querySelector(".dd-flash"); i++) await new Promise((r) => setTimeout(r, 50));
  const flash = document.querySelector(".dd-flash");
  const inside = (a, b) => a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
  const svg = document.querySelector("svg.dd-board").getBoundingClientRect();
  const box = flash.querySelector("rect").getBoundingClientRect();
  const words = flash.querySelector("text").getBoundingClientRect();
  return { text: flash.textContent, boxInside: inside(box, svg), wordsInside: inside(words, box) };
}

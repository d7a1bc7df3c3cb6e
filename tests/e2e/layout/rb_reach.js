// Runebound's move targets around the hero to act: says which of those within two hexes of him
// are off the screen or covered, and how many targets there are and how many are on the screen.
() => {
  const width = window.innerWidth, height = window.innerHeight;
  const svg = document.querySelector("svg.rb-map");
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width; // px per map unit
  const centre = (el) => { const r = el.getBoundingClientRect(); return [(r.left + r.right) / 2, (r.top + r.bottom) / 2, r]; };
  const [hx, hy] = centre(document.querySelector(".rb-hero.current circle"));
  const targets = [...document.querySelectorAll(".rb-target")];
  const found = [];
  let onScreen = 0;
  for (const el of targets) {
    const [x, y, r] = centre(el);
    const inside = r.left >= -1 && r.top >= -1 && r.right <= width + 1 && r.bottom <= height + 1;
    const hit = inside && document.elementFromPoint(x, y);
    const seen = inside && hit && (hit === el || el.contains(hit));
    if (seen) onScreen += 1;
    // hexes are 41.6 map units apart (24 · √3): two rings lie within 84 units of the hero
    if (Math.hypot(x - hx, y - hy) / scale <= 84 && !seen) found.push(`${el.dataset.hex} ${inside ? "covered" : "off the screen"} at ${Math.round(r.left)},${Math.round(r.top)}`);
  }
  return { targets: targets.length, onScreen, found };
}

// Event kinds in the browser come from each game's declaration (Game.event_type on the server,
// docs/engine.md "Typed events"): the game info (GET /api/games/{id}, ctx.game) lists them under
// "events". A board module names the kinds it reacts to once, through eventKinds(), and compares
// e.type with the names it returns; a kind the game does not declare is reported in the console
// (and tests/engine/test_events.py fails on it), so the board and the rules cannot drift apart.
export function eventKinds(game, ...names) {
  const declared = new Set(game.events || []);
  const unknown = names.filter((name) => !declared.has(name));
  if (unknown.length && game.events) console.error(`${game.id}: event kinds not declared by the game: ${unknown.join(", ")}`);
  return Object.freeze(Object.fromEntries(names.map((name) => [name, name])));
}

// Loading a game's board module. A game with a module at static/games/<game-id>.js gets it; any
// other game gets generic.js, which shows the view readably and leaves the choices to the
// shell's buttons, so a newly registered game is playable at once.
//
// The plugin interface (docs/web.md):
//   export default function create(ctx) { return { update(frame), claims(action)?, openChoices?, destroy()? } }
// ctx:   { board, panel, game, lang, t, replay, act(action), name(seat), color(seat), boardData }
// frame: { view, legal: Map(action -> label), events, viewing, players, status, pending }
export async function loadPlugin(game, ctx) {
  if (game.board) {
    try {
      const response = await fetch(`/api/games/${encodeURIComponent(game.id)}/board`);
      if (response.ok) ctx.boardData = await response.json();
      else ctx.failed = true;
    } catch (error) {
      console.error("board data", error);
      ctx.failed = true;
    }
  }
  let factory = null;
  if (game.client) {
    try {
      factory = (await importAgain(game.id, ctx.attempt)).default;
    } catch (error) {
      console.error(`board module of ${game.id}`, error);
      ctx.failed = true; // the room tries again a little later (issue 27 item 7)
    }
  }
  if (!factory) {
    try {
      factory = (await importAgain("generic", ctx.attempt)).default;
    } catch (error) {
      console.error("generic board module", error);
      ctx.failed = true; // the server is away: the choices' buttons still work, the board comes later
      factory = () => ({ update() {} });
    }
  }
  ctx.board.replaceChildren();
  ctx.panel.replaceChildren();
  return factory(ctx);
}

// A board module by its name; on a later attempt (issue 27 item 7), asked by its own address first —
// inside the bundled client it is always there, and an address with a query is none the bundle
// knows — and only when that fails by another address, since a failed import of the source module
// stays failed in the browser's module map.
async function importAgain(name, attempt) {
  if (!attempt) return import(`./${name}.js`);
  try {
    return await import(`./${name}.js`);
  } catch (error) {
    return import(`./${name}.js?attempt=${attempt}`);
  }
}

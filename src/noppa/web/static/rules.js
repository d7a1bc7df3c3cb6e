// The rules page of one game: what it is, its rules in the reader's language (when the game
// ships them), its options and its bots.
import { h, fill } from "./dom.js";
import { t } from "./i18n.js";
import { get } from "./api.js";
import { markdown } from "./markdown.js";
import { link } from "./nav.js";

export async function render(main, { game }) {
  fill(main, h("p", { class: "muted" }, t("web.loading")));
  let data;
  try {
    data = await get(`/api/games/${encodeURIComponent(game)}/rules`);
  } catch (error) {
    fill(main, h("p", { class: "error" }, error.message));
    return;
  }
  const info = data.game;
  document.title = `${info.name} — ${t("web.rules.title")} — noppa`;
  fill(
    main,
    h(
      "article",
      { class: "page rules" },
      h("h1", {}, info.name),
      h("p", { class: "lead" }, info.summary),
      h("p", {}, t("web.rules.players", { low: info.min_players, high: info.max_players })),
      h(
        "p",
        {},
        h("a", { class: "button primary", href: `/new/${info.id}`, onclick: link(`/new/${info.id}`) }, t("web.lobby.new_game")),
        info.tutorial ? h("a", { class: "button", href: `/tutorial/${info.id}`, onclick: link(`/tutorial/${info.id}`) }, t("web.tutorial.start")) : null,
      ),
      data.markdown ? markdown(data.markdown) : h("p", { class: "muted" }, t("web.rules.none")),
      info.options.length
        ? [
            h("h2", {}, t("web.rules.options")),
            h(
              "div",
              { class: "table-wrap", tabindex: 0 }, // scrolls from the keyboard when wider than the screen (web-ACCESS-03)
              h(
                "table",
                {},
                h("thead", {}, h("tr", {}, h("th", {}, t("web.rules.option")), h("th", {}, t("web.rules.values")), h("th", {}, t("web.rules.what")))),
                h(
                  "tbody",
                  {},
                  info.options.map((option) =>
                    h(
                      "tr",
                      {},
                      h("td", {}, option.label),
                      h("td", {}, option.labels.map((value, i) => h(option.values[i] === option.default ? "strong" : "span", {}, (i ? " | " : "") + value))),
                      h("td", {}, option.description),
                    ),
                  ),
                ),
              ),
            ),
          ]
        : null,
      h("h2", {}, t("web.rules.bots")),
      h("ul", {}, info.bots.map((bot) => h("li", {}, bot.label, bot.default ? ` (${t("web.rules.default_bot")})` : ""))),
    ),
  );
}

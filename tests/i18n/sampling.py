"""Seeded games rendered as a person reads them: the text tests' corpus and the samples in
docs/samples/.

``python -m tests.i18n.sampling`` (one command) rewrites, for every game:

- ``docs/samples/<game>.<lang>.txt``: :data:`SAMPLE_LINES` log lines drawn at random (seed
  :data:`SAMPLE_SEED`) from :data:`CORPUS_GAMES` seeded games played to their end between the
  default bots, with player counts and options varied — what a blind reviewer reads;
- ``docs/samples/messages/<game>.md``: every log message kind and action kind of the game with up
  to :data:`EXAMPLES` events of it from those games, in English and Finnish side by side — what a
  catalog's author reads.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from noppa import get_game
from noppa.bots import make_bot
from noppa.engine import IllegalAction, InvalidAction, State, i18n
from noppa.engine.i18n import catalog

SAMPLES = Path(__file__).resolve().parents[2] / "docs" / "samples"
MESSAGES = SAMPLES / "messages"
SAMPLE_GAMES = {"dungeon-dice": 2, "key-to-the-kingdom": 3, "runebound": 2}
"""The games, with the player count the quick text checks use."""
SAMPLE_SEED = 7
NAMES = ("Aino", "Ville", "Kerttu", "Onni", "Helmi", "Eino")
"""Names for the seats, as chosen at a table (the samples and the named text checks use them)."""
SAMPLE_LINES = 100
CORPUS_GAMES = 5
"""Seeded games per game the samples and the pattern checks read."""
MAX_PLAYERS = {"runebound": 4}
"""A cap on the player count drawn for a corpus game (a six-hero Runebound takes minutes)."""
MAX_MOVES = 4000
EXAMPLES = 3
LANGS = ("en", "fi")


@dataclass
class Transcript:
    """Everything one seeded game showed in one language."""

    lines: list[str] = field(default_factory=list)
    labels: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def play(
    game_id: str, players: int, seed: int, *, bot: str, lang: str, max_moves: int = 400, named: bool = False
) -> Transcript:
    """Play a seeded game between ``bot`` bots and collect its log, menus and a refusal per turn
    (``named``: the seats have the names of :data:`NAMES`, else none)."""
    game = get_game(game_id)
    state = game.new_state(players, seed=seed, names=NAMES[:players] if named else ())
    bots = [make_bot(game, bot, seed + seat) for seat in range(players)]
    out = Transcript()
    moves = 0
    while state.to_act is not None and moves < max_moves:
        legal = state.legal_actions()
        out.labels.extend(state.label(action, lang) for action in legal)
        if moves % 10 == 0:
            for wrong in ("nonsense:1", f"{legal[0].kind}:zz", legal[0].kind):
                try:
                    state.apply(wrong)
                except (IllegalAction, InvalidAction) as error:
                    out.errors.append(error.message(lang))
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
        moves += 1
    out.lines = [state.describe(event, lang) for event in state.events]
    return out


# ---------------------------------------------------------------------- the corpus


@dataclass
class Decision:
    """One decision of a corpus game: its choices' labels in each language."""

    labels: dict[str, list[str]]
    kinds: list[str]


@dataclass
class CorpusGame:
    """One seeded game played to its end between the default bots, with varied players and options."""

    game_id: str
    index: int
    players: int
    options: dict[str, Any]
    state: State
    decisions: list[Decision]
    bot: str = "default"

    def heading(self) -> str:
        changed = ", ".join(f"{k}={v}" for k, v in self.options.items()) or "default options"
        return f"game {self.index + 1}: {self.players} players, {changed}" + (
            f", {self.bot} bots" if self.bot != "default" else ""
        )

    def lines(self, lang: str) -> list[str]:
        return [self.state.describe(event, lang) for event in self.state.events]


def _setting(game_id: str, index: int) -> tuple[int, dict[str, Any]]:
    """The player count and the options (those not at their default) of corpus game ``index``."""
    game = get_game(game_id)
    rng = random.Random(f"{game_id}:{index}")
    counts = [n for n in game.player_counts if n >= 2 and n <= MAX_PLAYERS.get(game_id, 6)]
    players = rng.choice(counts)
    options = {}
    for option in game.options:
        value = rng.choice(option.values) if index else option.default  # the first game: the defaults
        if value != option.default:
            options[option.name] = value
    return players, options


@cache
def corpus_game(game_id: str, index: int, bot: str = "default") -> CorpusGame:
    """Corpus game ``index`` of ``game_id`` between ``bot`` bots: played once, read in every language."""
    game = get_game(game_id)
    players, options = _setting(game_id, index)
    seed = 100 + index
    try:
        state = game.new_state(players, seed=seed, options=options, names=NAMES[:players])
    except Exception:  # an option the drawn player count does not allow: the defaults
        options = {}
        state = game.new_state(players, seed=seed, names=NAMES[:players])
    bots = [make_bot(game, bot, seed + seat) for seat in range(players)]
    decisions = []
    moves = 0
    while state.to_act is not None and moves < MAX_MOVES:
        legal = state.legal_actions()
        decisions.append(
            Decision({lang: [state.label(a, lang) for a in legal] for lang in LANGS}, [a.kind for a in legal])
        )
        state.apply(bots[state.to_act].choose(state.view(state.to_act)))
        moves += 1
    return CorpusGame(game_id, index, players, options, state, decisions, bot)


def corpus(game_id: str) -> list[CorpusGame]:
    """The games the samples are drawn from and the pattern checks read: the default bots'."""
    return [corpus_game(game_id, i) for i in range(CORPUS_GAMES)]


def wide_corpus(game_id: str) -> list[CorpusGame]:
    """The corpus and as many random bots' games, which walk into what good play avoids (lost
    cases, the Wizard, bad trades): the messages tables and the pattern checks read these."""
    return corpus(game_id) + [corpus_game(game_id, CORPUS_GAMES + i, "random") for i in range(CORPUS_GAMES)]


def corpus_lines(game_id: str, lang: str) -> Iterator[tuple[CorpusGame, int, str]]:
    """Every log line of the wide corpus's games in ``lang``: (game, event index, line)."""
    for played in wide_corpus(game_id):
        for i, line in enumerate(played.lines(lang)):
            yield played, i, line


def sample(game_id: str, lang: str) -> str:
    """The committed sample text of ``game_id`` in ``lang``: lines drawn at random from the corpus."""
    games = corpus(game_id)
    everything = [(g, i) for g in games for i in range(len(g.state.events))]
    drawn = sorted(random.Random(SAMPLE_SEED).sample(everything, min(SAMPLE_LINES, len(everything))),
                   key=lambda gi: (gi[0].index, gi[1]))  # fmt: skip
    head = [
        f"# {game_id}: {len(drawn)} log lines drawn at random (seed {SAMPLE_SEED}) from {len(games)} seeded"
        " games between the default bots, played to their end",
        *(f"# {g.heading()}, {len(g.state.events)} lines" for g in games),
        "# regenerate: python -m tests.i18n.sampling",
    ]
    rendered = {g.index: g.lines(lang) for g in games}
    return "\n".join([*head, *(rendered[g.index][i] for g, i in drawn)]) + "\n"


# ---------------------------------------------------------------------- the messages table


def _cell(line: str) -> str:
    return line.replace("|", "\\|").replace("\n", " ")


def _variant(event: Mapping[str, Any]) -> tuple[Any, ...]:
    """What tells two events of one kind apart for the table (their fields' keys and small values)."""
    return tuple(sorted((k, v if isinstance(v, (bool, str)) and len(str(v)) < 16 else type(v).__name__)
                        for k, v in event.items()))  # fmt: skip


@contextmanager
def _recording() -> Iterator[list[str]]:
    """The Fluent ids :func:`noppa.engine.i18n.text` formats while active, in order."""
    said: list[str] = []
    original = i18n.message_id

    def recorder(key: str) -> str:
        ident = original(key)
        said.append(ident)
        return ident

    i18n.message_id = recorder  # text() looks it up at call time
    try:
        with i18n.forgetting():  # a remembered line is not formatted again: nothing to record
            yield said
    finally:
        i18n.message_id = original


def _message_of(played: CorpusGame, index: int, prefix: str) -> str:
    """The event message (``<prefix>-event-…``) the line of event ``index`` is formatted with."""
    with _recording() as said:
        played.state.describe(played.state.events[index], "en")
    own = [i for i in said if i.startswith(f"{prefix}-event-")]
    return own[-1].removeprefix(f"{prefix}-event-") if own else str(played.state.events[index]["type"])


def messages_table(game_id: str) -> str:
    """Every event message and action kind of ``game_id`` with examples from the corpus, both
    languages: the examples of one message differ in their fields where the corpus allows."""
    game = get_game(game_id)
    prefix = game.prefix
    games = wide_corpus(game_id)
    seen: dict[str, list[tuple[CorpusGame, int]]] = {}
    variants: dict[str, set[tuple[Any, ...]]] = {}
    for played in games:
        for i, event in enumerate(played.state.events):
            message = _message_of(played, i, prefix)
            found = seen.setdefault(message, [])
            variant = _variant(event)
            if len(found) < EXAMPLES and variant not in variants.setdefault(message, set()):
                variants[message].add(variant)
                found.append((played, i))
    rendered = {(g.index, lang): g.lines(lang) for g in games for lang in LANGS}
    ids = catalog(prefix, "en")
    del game
    out = [
        f"# {game_id}: every message with examples from {len(games)} seeded games (default and random bots)",
        "",
        "Regenerate with `python -m tests.i18n.sampling`. Log lines: up to three examples of each",
        "event message (`<prefix>-event-<message>`), events that differ in their fields; labels: of",
        "each action kind.",
        "",
        "## Log lines",
        "",
        "| message | English | Finnish |",
        "|---|---|---|",
    ]
    for message in sorted(seen):
        for played, i in seen[message]:
            en = rendered[(played.index, "en")][i]
            fi = rendered[(played.index, "fi")][i]
            out.append(f"| `{message}` | {_cell(en)} | {_cell(fi)} |")
    unseen = sorted(
        ident.removeprefix(f"{prefix}-event-")
        for ident in ids
        if ident.startswith(f"{prefix}-event-") and ident.removeprefix(f"{prefix}-event-") not in seen
    )
    out += ["", "Event messages no corpus game used (rare events; read them in the catalogs): "
            + (", ".join(f"`{k}`" for k in unseen) or "none") + ".", ""]  # fmt: skip
    out += ["## Action labels", "", "| action | English | Finnish |", "|---|---|---|"]
    labels: dict[str, list[tuple[str, str]]] = {}
    for played in games:
        for decision in played.decisions:
            for j, kind in enumerate(decision.kinds):
                pair = (decision.labels["en"][j], decision.labels["fi"][j])
                pairs = labels.setdefault(kind, [])
                if len(pairs) < EXAMPLES and pair not in pairs:
                    pairs.append(pair)
    for kind in sorted(labels):
        out += [f"| `{kind}` | {_cell(en)} | {_cell(fi)} |" for en, fi in labels[kind]]
    return "\n".join(out) + "\n"


def outputs() -> dict[Path, str]:
    """Every file the command writes, with its text."""
    files: dict[Path, str] = {}
    for game_id in SAMPLE_GAMES:
        for lang in LANGS:
            files[SAMPLES / f"{game_id}.{lang}.txt"] = sample(game_id, lang)
        files[MESSAGES / f"{game_id}.md"] = messages_table(game_id)
    return files


def main() -> None:
    """Rewrite every sample and messages table."""
    MESSAGES.mkdir(parents=True, exist_ok=True)
    for path, content in outputs().items():
        path.write_text(content, encoding="utf-8")


if __name__ == "__main__":
    main()

"""Seeded games rendered as a person reads them, for the text tests and the samples in docs/samples/.

``python -m tests.i18n.sampling`` rewrites ``docs/samples/<game>.<lang>.txt``: the first hundred log
lines of a seeded game between the games' default bots, in each language.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from noppa import get_game
from noppa.bots import make_bot
from noppa.engine import IllegalAction, InvalidAction

SAMPLES = Path(__file__).resolve().parents[2] / "docs" / "samples"
SAMPLE_GAMES = {"dungeon-dice": 2, "key-to-the-kingdom": 3, "runebound": 2}
"""Games sampled under docs/samples/, with their player counts."""
SAMPLE_SEED = 7
NAMES = ("Aino", "Ville", "Kerttu", "Onni", "Helmi", "Eino")
"""Names for the seats, as chosen at a table (the samples and the named text checks use them)."""
SAMPLE_LINES = 100
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


def sample(game_id: str, lang: str) -> str:
    """The committed sample text of ``game_id`` in ``lang``."""
    players = SAMPLE_GAMES[game_id]
    transcript = play(game_id, players, SAMPLE_SEED, bot="default", lang=lang, max_moves=150, named=True)
    lines = transcript.lines[:SAMPLE_LINES]
    head = (
        f"# {game_id}, {players} default bots named {', '.join(NAMES[:players])}, seed {SAMPLE_SEED}:"
        f" the first {len(lines)} log lines"
    )
    return "\n".join([head, *lines]) + "\n"


def main() -> None:
    """Rewrite every sample."""
    SAMPLES.mkdir(parents=True, exist_ok=True)
    for game_id in SAMPLE_GAMES:
        for lang in LANGS:
            (SAMPLES / f"{game_id}.{lang}.txt").write_text(sample(game_id, lang), encoding="utf-8")


if __name__ == "__main__":
    main()

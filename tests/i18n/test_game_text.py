"""What people read, in both languages, from seeded random and bot games of every game: every log
line, menu label and refusal. None may show an internal id, a message key, a Fluent placeholder or
error, or (in Finnish) an English word from ``english_words.txt``."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from noppa import get_game
from noppa.engine.i18n import catalog, collecting_problems
from tests.i18n.sampling import LANGS, SAMPLE_GAMES, SAMPLES, Transcript, play, sample

WORDS = Path(__file__).with_name("english_words.txt")
GAMES = [
    pytest.param("dungeon-dice", 2, id="dungeon-dice"),
    pytest.param("key-to-the-kingdom", 3, id="key-to-the-kingdom", marks=pytest.mark.slow),  # ~40 CPU-s each
    pytest.param("runebound", 2, id="runebound"),
]
PROPER_NAMES = re.compile(r"Dungeon Dice\w*")
"""Names that stay as they are in Finnish (the game's own name)."""
SEAT_NUMBER = re.compile(r"\b(?:Player|Pelaaja(?:n|lle|lta|a)?) \d")
""""Player 2" where the seats have names: the name chosen at the table must be said instead."""
LEFTOVERS = re.compile(r"\{\s*\$|\{\?\?\?\}|\b[A-Z]+\(\)|\b(?:dd|kk|rb|engine|cli|web)\.[a-z_]+\.")


@cache
def english_words() -> frozenset[str]:
    lines = WORDS.read_text(encoding="utf-8").splitlines()
    return frozenset(w.strip().casefold() for w in lines if w.strip() and not w.startswith("#"))


@cache
def internal_ids(game_id: str) -> frozenset[str]:
    """Ids a person must never read: content ids from the game's catalog keys (those with a
    hyphen) and, for a board game, its space ids with and without their part."""
    game = get_game(game_id)
    ids: set[str] = set()
    for ident in catalog(game.prefix, "en"):
        group = ident.split("-", 2)
        if len(group) == 3 and "-" in group[2] and group[1] in CONTENT_GROUPS:
            ids.add(group[2])
    board = getattr(game.new_state(game.player_counts.start, seed=0), "board", None)
    spaces = getattr(board, "spaces", None)
    if isinstance(spaces, dict):
        for sid in map(str, spaces):
            for form in (sid, sid.rsplit("/", 1)[-1]):
                if re.search(r"[-/\d]", form):  # a plain word ("start") may be read as a word
                    ids.add(form)
    return frozenset(ids)


CONTENT_GROUPS = frozenset(
    {"hazard", "place", "equipment", "treasure", "case", "monster", "magic", "mark", "part", "combo",
     "city", "hero", "item", "ally", "adventure"}
)  # fmt: skip


def problems_in(line: str, game_id: str, lang: str) -> list[str]:
    """Why ``line`` is not fit to be read (empty when it is)."""
    found = []
    if LEFTOVERS.search(line):
        found.append("a message key or Fluent leftover")
    for ident in internal_ids(game_id):
        if re.search(rf"(?<![\w/-]){re.escape(ident)}(?![\w/-])", line):
            found.append(f"the internal id {ident!r}")
    if re.search(r"\bh\d{4}\b", line):
        found.append("a hex id")
    if lang == "fi":
        plain = PROPER_NAMES.sub("", line)
        words = {w.casefold() for w in re.findall(r"[A-Za-z]+(?:'[a-z]+)?", plain)}
        found.extend(f"the English word {w!r}" for w in sorted(words & english_words()))
    return found


def check(
    transcript: Transcript, game_id: str, lang: str, fluent: list[str], *, named: bool = False
) -> list[str]:
    bad = sorted(set(fluent))
    for kind, lines in (("log", transcript.lines), ("label", transcript.labels)):
        for line in dict.fromkeys(lines):
            bad.extend(f"{kind} {line!r}: {why}" for why in problems_in(line, game_id, lang))
            if named and SEAT_NUMBER.search(line):
                bad.append(f"{kind} {line!r}: a seat number where the seat has a name")
    for line in dict.fromkeys(transcript.errors):
        said = re.sub(r"'[^']*'", "''", line, count=1)  # the refused text itself is the player's own
        bad.extend(f"error {line!r}: {why}" for why in problems_in(said, game_id, lang))
    return bad


# whole seeded games under load (stress-ng, load 8-15): up to 70 s; the 300 s default is too near
@pytest.mark.timeout(1200)
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("bot", ["random", "default"])
@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_seeded_games_read_cleanly(game_id: str, players: int, bot: str, lang: str) -> None:
    named = bot == "default"  # the random games keep "Player N", the default bots' games have names
    with collecting_problems() as fluent:
        transcript = play(game_id, players, 3, bot=bot, lang=lang, max_moves=150, named=named)
    assert transcript.lines and transcript.labels
    bad = check(transcript, game_id, lang, fluent, named=named)
    assert not bad, f"{len(bad)} problems, first: " + "\n".join(bad[:25])


def test_the_checks_catch_what_they_look_for() -> None:
    assert problems_in("Pelaaja 1 siirtyy: Villisian valkoinen tikari (boar-b).", "key-to-the-kingdom", "fi")
    assert problems_in("Player 1 rolls { $faces }", "dungeon-dice", "en")
    assert problems_in("kk.event.roll", "key-to-the-kingdom", "en")
    assert problems_in("Pelaaja 1 heitti shovel", "dungeon-dice", "fi") == ["the English word 'shovel'"]
    assert not problems_in("Pelaaja 1 heittää: lapio, tikari.", "dungeon-dice", "fi")
    assert SEAT_NUMBER.search("Aino varastaa kotelon pelaajalta Pelaaja 2!")
    assert not SEAT_NUMBER.search("Aino heittää 2.")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", list(SAMPLE_GAMES))
def test_the_committed_samples_are_current(game_id: str, lang: str) -> None:
    path = SAMPLES / f"{game_id}.{lang}.txt"
    assert path.read_text(encoding="utf-8") == sample(game_id, lang), (
        f"{path} is out of date: run python -m tests.i18n.sampling"
    )

"""A trained policy as a file: weights in a numpy ``.npz`` with a JSON header, no pickle.

The file (``docs/bots-your-own.md``, "A trained policy as a file") is a numpy ``.npz`` archive read
with ``allow_pickle=False``, holding

- ``header``: the UTF-8 bytes of a JSON object, as a ``uint8`` array:
  ``{"format": "noppa-policy", "format_version": 1, "kind": "linear-softmax", "game": "dungeon-dice",
  "players": 2, "options": {...}, "encoding": "observation+bias", "encoding_version": "3f…",
  "arrays": ["weights"], "about": {...}}``;
- ``weights``: ``float64`` of shape (actions, observation size + 1) for ``linear-softmax``: the
  logits of the legal actions are ``weights @ [observation, 1]`` (the observation of
  :class:`noppa.rl.encoding.Encoding`), and greedy play takes the largest.

``encoding_version`` is a fingerprint of the encoding the weights were trained on: the game's action
numbering and the names and sizes of its observation's slices for that player count and options
(:func:`encoding_version`). :func:`load_policy` refuses, naming both versions, a file whose
fingerprint differs from this noppa's encoding for its game: the action numbers or the observation
would not mean what they meant in training.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from noppa.engine import get_game
from noppa.rl.encoding import Encoding

FORMAT = "noppa-policy"
FORMAT_VERSION = 1
ENCODING = "observation+bias"
"""The input the weights read: the observation vector of :class:`Encoding`, then a constant 1."""
KINDS = ("linear-softmax",)


class PolicyFileError(ValueError):
    """A policy file that cannot be used here; the message says what is wrong and where."""


def encoding_version(encoding: Encoding) -> str:
    """A fingerprint of ``encoding``: its action numbering and its observation's slices (names,
    sizes). It changes exactly when a trained policy's numbers would change meaning."""
    layout = {
        "game": encoding.game.id,
        "actions": list(encoding.actions),
        "slices": [[piece.name, piece.size] for piece in encoding.slices],
    }
    if encoding.without:  # (only then: the fingerprints of full observations stay as they were)
        layout["without"] = sorted(encoding.without)
    digest = hashlib.sha256(json.dumps(layout, sort_keys=True, separators=(",", ":")).encode())
    return digest.hexdigest()[:16]


@dataclass
class Policy:
    """A linear softmax policy over a game's action numbers, for one set-up (players, options)."""

    game: str
    players: int
    options: dict[str, Any]
    weights: Any  # numpy array (actions, observation size + 1)
    about: dict[str, Any] = field(default_factory=dict)
    kind: str = "linear-softmax"

    def encoding(self) -> Encoding:
        """The encoding the policy reads (this noppa's, for its game, players and options)."""
        game = get_game(self.game)
        return Encoding(game, self.players, game.resolve_options(self.options))

    def best(self, encoding: Encoding, view: Mapping[str, Any]) -> str:
        """The legal action of ``view`` with the largest logit (greedy play)."""
        import numpy as np

        legal: Sequence[str] = view["legal"]
        x = np.append(np.asarray(encoding.observe(view), dtype=np.float64), 1.0)
        logits = self.weights @ x
        mask = np.asarray(encoding.mask(legal), dtype=bool)
        return encoding.actions[int(np.argmax(np.where(mask, logits, -np.inf)))]

    def save(self, path: str | Path) -> Path:
        """Write the policy to ``path`` (``.npz``), with the header of its encoding."""
        import numpy as np

        encoding = self.encoding()
        expected = (encoding.n_actions, encoding.observation_size + 1)
        if tuple(self.weights.shape) != expected:
            raise PolicyFileError(
                f"the weights have shape {self.weights.shape}, the encoding needs {expected}"
            )
        header = {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "kind": self.kind,
            "game": self.game,
            "players": self.players,
            "options": dict(encoding.options),
            "encoding": ENCODING,
            "encoding_version": encoding_version(encoding),
            "arrays": ["weights"],
            "about": self.about,
        }
        raw = np.frombuffer(json.dumps(header, sort_keys=True).encode("utf-8"), dtype=np.uint8)
        target = Path(path)
        with target.open("wb") as out:  # np.savez would add .npz to a name without it
            np.savez(out, header=raw, weights=np.asarray(self.weights, dtype=np.float64))
        return target


def read_header(path: str | Path) -> dict[str, Any]:
    """The JSON header of a policy file (a :class:`PolicyFileError` if it is not one)."""
    header, _ = _read(path)
    return header


def load_policy(path: str | Path) -> Policy:
    """The policy in ``path``, checked against this noppa's encoding of its game.

    A :class:`PolicyFileError` names what does not fit: not a policy file, another format version
    or kind, an unknown game, or an encoding other than the one it was trained on (the version in
    the file and this noppa's).
    """
    header, arrays = _read(path)
    where = str(path)
    if header.get("format_version") != FORMAT_VERSION:
        raise PolicyFileError(
            f"{where}: policy format version {header.get('format_version')!r}; "
            f"this noppa reads version {FORMAT_VERSION}"
        )
    if header.get("kind") not in KINDS or header.get("encoding") != ENCODING:
        raise PolicyFileError(
            f"{where}: a {header.get('kind')!r} policy on {header.get('encoding')!r}; "
            f"this noppa plays {', '.join(KINDS)} on {ENCODING!r}"
        )
    try:
        policy = Policy(
            str(header["game"]),
            int(header["players"]),
            dict(header.get("options", {})),
            arrays["weights"],
            dict(header.get("about", {})),
            str(header["kind"]),
        )
        encoding = policy.encoding()
    except (KeyError, TypeError, ValueError) as error:
        raise PolicyFileError(
            f"{where}: the header does not name a game set-up this noppa has ({error})"
        ) from None
    version = encoding_version(encoding)
    if header.get("encoding_version") != version:
        raise PolicyFileError(
            f"{where}: trained on encoding version {header.get('encoding_version')!r} of {policy.game} "
            f"for {policy.players} players, but this noppa's encoding of it is version {version!r} "
            "(its action numbers or observation changed): train the policy again"
        )
    expected = (encoding.n_actions, encoding.observation_size + 1)
    if tuple(policy.weights.shape) != expected:
        raise PolicyFileError(f"{where}: weights of shape {policy.weights.shape}, expected {expected}")
    return policy


def _read(path: str | Path) -> tuple[dict[str, Any], dict[str, Any]]:
    import numpy as np

    where = str(path)
    try:
        with np.load(path, allow_pickle=False) as archive:
            arrays = {name: archive[name] for name in archive.files}
    except (OSError, ValueError) as error:
        raise PolicyFileError(f"{where}: not a policy file (.npz without pickles): {error}") from None
    raw = arrays.pop("header", None)
    try:
        header = json.loads(bytes(raw).decode("utf-8")) if raw is not None else None
    except (UnicodeDecodeError, json.JSONDecodeError):
        header = None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise PolicyFileError(f"{where}: no noppa-policy header")
    missing = [name for name in header.get("arrays", ()) if name not in arrays]
    if missing:
        raise PolicyFileError(f"{where}: the arrays {', '.join(missing)} are missing")
    return header, arrays

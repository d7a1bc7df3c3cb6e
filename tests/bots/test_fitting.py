"""The learned position estimates: a conditional logit, fitted with sign constraints, read safely."""

from __future__ import annotations

from pathlib import Path

import pytest

from noppa.bots import fitting
from noppa.engine import estimates

np = pytest.importorskip("numpy")

NAMES = tuple(f"f{i}" for i in range(6))


def synthetic(seed: int, truth: object, positions: int = 6000) -> dict[int, tuple[object, object]]:
    """Positions of 2 and 3 seats whose winners were drawn from the conditional logit of ``truth``."""
    rng = np.random.default_rng(seed)
    data = {}
    for players in (2, 3):
        x = rng.normal(0.0, 1.0, (positions, players, len(NAMES)))
        scores = x @ truth
        p = np.exp(scores - scores.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        winners = np.array([rng.choice(players, p=row) for row in p])
        data[players] = (x, np.eye(players)[winners])
    return data


def test_the_fit_recovers_known_weights() -> None:
    truth = np.array([1.5, -1.0, 0.5, 0.0, 2.0, -0.3])
    data = synthetic(3, truth)
    found = fitting.fit(data)
    assert np.abs(found - truth).max() < 0.15
    fitted, count = fitting.log_likelihood(found, data)
    assert count == 12000 and fitted >= fitting.log_likelihood(truth, data)[0] - 1e-3  # the maximum


def test_the_fit_keeps_the_signs_it_is_given() -> None:
    """A weight that comes out the wrong way is fixed at 0 and the others fitted again."""
    truth = np.array([1.5, -1.0, 0.5, 0.0, 2.0, -0.3])
    signs = [1, 1, 1, 1, 1, 1]  # f1 and f5 really hurt, but may only help
    found = fitting.fit(synthetic(4, truth), signs)
    assert found[1] == 0.0 and found[5] == 0.0
    assert all(weight >= 0 for weight in found)
    assert found[0] > 0.8 and found[4] > 1.2  # (an omitted feature shrinks the others somewhat)


def test_softmax_is_a_distribution() -> None:
    assert estimates.softmax([0.0, 0.0]) == [0.5, 0.5]
    shares = estimates.softmax([1000.0, 0.0, -5.0])
    assert shares[0] == pytest.approx(1.0) and sum(shares) == pytest.approx(1.0)


def test_weights_are_read_by_name_and_bad_files_are_named(tmp_path: Path) -> None:
    path = tmp_path / "w.toml"
    path.write_text("[weights]\nf0 = 1\nf1 = -0.5\n")
    assert estimates.load_weights(path, ("f1", "f0")) == (-0.5, 1.0)
    for number, (text, words) in enumerate(
        (
            ("[weights]\nf0 = true\n", "weights.f0 must be a number, not True"),
            ("[weights]\nf0 = nan\n", "weights.f0 must be a number"),
            ("[weights]\nf0 = 1\nf9 = 2\n", "unknown weights f9"),
            ("[other]\n", "no \\[weights\\] table"),
            ("[weights\n", "cannot read the evaluation weights"),
        )
    ):
        bad = tmp_path / f"bad{number}.toml"
        bad.write_text(text)
        with pytest.raises(ValueError, match=f"bad{number}.toml: {words}"):
            estimates.load_weights(bad, ("f0",))
    with pytest.raises(ValueError, match=r"missing\.toml: cannot read"):
        estimates.load_weights(tmp_path / "missing.toml", ("f0",))


def test_self_play_measures_only_settled_positions(monkeypatch: pytest.MonkeyPatch) -> None:
    """The estimate is fitted where a search reads it: at the positions the game calls settled."""
    from noppa.engine import get_game
    from noppa.games.key_to_the_kingdom.ai.fitting import MODEL

    search = get_game(MODEL.game).search
    assert search is not None
    every = len(fitting.play(MODEL, 5, 1))  # every position is settled by default
    assert every > 20
    monkeypatch.setattr(type(search), "settled", lambda self, state: len(state.history) % 5 == 0)
    assert len(fitting.play(MODEL, 5, 1)) == (every + 4) // 5
    assert len(fitting.play(MODEL, 5, 2)) == ((every + 4) // 5 + 1) // 2

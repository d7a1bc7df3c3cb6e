"""report.html in headless Chromium on a laptop screen, in English and Finnish: nothing wider than
the window, every table inside the page, every plot loaded and inside the page.

``NOPPA_SHOTS=DIR`` saves a full-page screenshot of each language there, to look at by eye.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from noppa.cli.simulate import simulate
from noppa.sim import SimulationSpec
from noppa.sim.report import write_report
from tests.e2e.conftest import SIZES, shoot

pytestmark = pytest.mark.e2e

LAPTOP = SIZES["laptop"]


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict[str, Any], list[Any]]:
    """A few two-player Dungeon Dice games, heuristic against random, and their records."""
    out = tmp_path_factory.mktemp("run")
    spec = SimulationSpec("dungeon-dice", 2, 4, ("heuristic", "random"), seed=4)
    summary = simulate(spec, out, workers=1, plots=False)
    records = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    return summary, records


@pytest.mark.parametrize("lang", ["en", "fi"])
def test_the_report_fits_a_laptop_screen(browser: Any, run: Any, lang: str, tmp_path: Path) -> None:
    summary, records = run
    plots = write_report(tmp_path, summary, records, lang)
    assert plots
    context = browser.new_context(viewport={"width": LAPTOP[0], "height": LAPTOP[1]})
    try:
        page = context.new_page()
        page.goto((tmp_path / "report.html").as_uri())
        page.wait_for_load_state("load")
        facts = page.evaluate(
            """() => ({
                page: document.documentElement.scrollWidth,
                window: window.innerWidth,
                body: document.body.getBoundingClientRect().right,
                tables: [...document.querySelectorAll('.scroll')].map(w => [w.scrollWidth, w.clientWidth]),
                images: [...document.images].map(i => [i.naturalWidth, i.getBoundingClientRect().right]),
                lang: document.documentElement.lang,
            })"""
        )
        shoot(page, f"report-{lang}", full_page=True)
    finally:
        context.close()
    assert facts["lang"] == lang
    assert facts["page"] <= facts["window"], "the page scrolls sideways"
    assert all(inner <= outer for inner, outer in facts["tables"]), f"a table is cut: {facts['tables']}"
    assert len(facts["images"]) == len(plots)
    assert all(width > 0 and right <= facts["body"] + 1 for width, right in facts["images"]), facts["images"]

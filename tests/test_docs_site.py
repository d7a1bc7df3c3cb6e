"""The documentation site (mkdocs.yml) builds with --strict, its hook links pages; the README's links hold."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def hooks() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mkdocs_hooks", ROOT / "tools" / "mkdocs_hooks.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_site_builds_strictly_with_every_page_in_its_nav(tmp_path: Path) -> None:
    pytest.importorskip("mkdocs")
    pytest.importorskip("material")
    site = tmp_path / "site"
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        check=False,
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr
    index = (site / "index.html").read_text(encoding="utf-8")
    for page in ("web", "bots", "simulate", "rl", "engine", "architecture", "i18n", "tutorials"):
        assert f'href="{page}.html"' in index, page
    assert 'href="rl.html#openspiel"' in index
    # a page named in a code span is a link on the site, to its section when one is named
    engine = (site / "engine.html").read_text(encoding="utf-8")
    assert '<a href="architecture.html"><code>docs/architecture.md</code></a>' in engine
    assert re.search(r'<a href="bots\.html#learned-evaluations[^"]*"><code>docs/bots\.md</code>', engine)


def test_the_hook_links_spans_outside_code_blocks_only(tmp_path: Path) -> None:
    (tmp_path / "web.md").write_text("# The web platform\n\n## Security and fairness\n\ntext\n")
    markdown = (
        'See `docs/web.md`, *Security and fairness*, and `docs/web.md` "Nowhere" and `docs/gone.md`.\n'
        "```sh\ncat `docs/web.md`\n```\n"
        "Already [`docs/web.md`](web.md).\n"
    )
    linked = hooks()._linked(markdown, "guide/page.md", tmp_path, {"web.md"})
    assert "[`docs/web.md`, *Security and fairness*](../web.md#security-and-fairness)" in linked
    assert '[`docs/web.md`](../web.md) "Nowhere"' in linked
    assert "`docs/gone.md`." in linked and "[`docs/gone.md`" not in linked
    assert "cat `docs/web.md`\n```" in linked
    assert "Already [`docs/web.md`](web.md)." in linked


def test_the_readmes_links_point_at_files_that_exist() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    targets = [t for t in re.findall(r"\]\(([^)\s]+)\)", readme) if not re.match(r"[a-z]+:", t)]
    assert "docs/index.md" in targets
    assert [t for t in targets if not (ROOT / t.split("#")[0]).exists()] == []

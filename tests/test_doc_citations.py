"""Every document the sources cite exists: a comment pointing at a missing page misleads the reader."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CITATION = re.compile(r"\bdocs/[A-Za-z0-9_./-]*[A-Za-z0-9_-]\.md\b")


def test_every_cited_document_exists() -> None:
    cited: dict[str, set[str]] = {}
    for path in sorted((ROOT / "src").rglob("*")):
        if path.suffix in (".py", ".toml", ".md", ".js") and path.is_file():
            for doc in CITATION.findall(path.read_text(encoding="utf-8")):
                cited.setdefault(doc, set()).add(str(path.relative_to(ROOT)))
    assert cited, "the sources cite documents, so the pattern finds some"
    missing = {doc: sorted(paths) for doc, paths in cited.items() if not (ROOT / doc).is_file()}
    assert not missing, f"documents cited but missing: {missing}"

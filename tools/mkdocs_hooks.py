"""MkDocs hook (mkdocs.yml ``hooks``): a code span naming a page of ``docs/`` links to it on the site.

The pages name each other as paths in code spans (`` `docs/web.md` ``, `` `docs/bots.md`, "Learned
evaluations" ``), which read well in a clone and on a forge. On the site such a span becomes a link
to the page, and to the section when a title follows it in quotes or italics and the page has a
heading of that title. The Markdown files are not changed; ``mkdocs build --strict`` checks every
link made here like any other. Spans in fenced code blocks, spans already inside a link, and paths
that are not pages of the site are left alone.
"""

from __future__ import annotations

import posixpath
import re
from pathlib import Path
from typing import Any

from markdown.extensions.toc import slugify  # type: ignore[import-untyped]

SPAN = re.compile(
    r'(?<!\[)`docs/(?P<path>[^`<>*\s]+\.md)`(?P<title>,? ?(?:"(?P<q>[^"\n]+)"|\*(?P<i>[^*\n]+)\*))?'
)
FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.MULTILINE | re.DOTALL)
HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$", re.MULTILINE)


def _plain(heading: str) -> str:
    """A heading's text as the table of contents sees it (no Markdown marks)."""
    return re.sub(r"[`*_]", "", heading).strip()


def _anchor(source: str, title: str) -> str | None:
    """The slug of the heading of ``source`` whose text is ``title`` (or begins with it), or None."""
    wanted = title.strip().lower()
    for found in HEADING.findall(FENCE.sub("", source)):
        text = _plain(found)
        if text.lower() == wanted or text.lower().startswith(wanted + " "):
            return str(slugify(text, "-"))
    return None


def _linked(markdown: str, here: str, docs: Path, pages: set[str]) -> str:
    def link(match: re.Match[str]) -> str:
        target = match["path"]
        if target not in pages:
            return match[0]
        href = posixpath.relpath(target, posixpath.dirname(here) or ".")
        title = match["q"] or match["i"]
        if title:
            anchor = _anchor((docs / target).read_text(encoding="utf-8"), title)
            if anchor is not None:
                return f"[{match[0]}]({href}#{anchor})"
            return f"[`docs/{target}`]({href}){match['title']}"
        return f"[{match[0]}]({href})"

    parts: list[str] = []
    last = 0
    for fence in FENCE.finditer(markdown):
        parts += [SPAN.sub(link, markdown[last : fence.start()]), fence[0]]
        last = fence.end()
    parts.append(SPAN.sub(link, markdown[last:]))
    return "".join(parts)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any, **_: Any) -> str:
    """Link every code span that names a page of the site (MkDocs' ``on_page_markdown`` event)."""
    pages = {file.src_uri for file in files.documentation_pages()}
    return _linked(markdown, page.file.src_uri, Path(config["docs_dir"]), pages)

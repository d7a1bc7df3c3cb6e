"""Serving the browser client: the page, the built bundle under hashed names, and the sources.

When ``noppa/web/bundle`` holds a build of the sources as they are (:mod:`noppa.web.build`), the
page loads one script and one stylesheet from ``/assets/NAME.HASH.EXT``: those never change under
their name, so they are sent with ``Cache-Control: public, max-age=31536000, immutable``, and as
the brotli or gzip copy the build wrote when the browser accepts it (``Content-Encoding``,
``Vary: Accept-Encoding``). The page itself is revalidated on every load (``no-cache`` with an
ETag), so a new build reaches a browser at once. Without a fresh build (a source checkout with no
Node.js, or modules edited since) the page loads the ES modules from ``/static/`` as they are,
revalidated likewise: never an old bundle over new sources. ``/static/`` is served in both cases
(the source maps point into it).
"""

from __future__ import annotations

import hashlib
import logging
import mimetypes
from dataclasses import dataclass, field
from pathlib import Path

from starlette.requests import Request
from starlette.responses import Response
from starlette.staticfiles import StaticFiles
from starlette.types import Message, Receive, Scope, Send

from noppa.web import STATIC
from noppa.web.build import BUNDLE, ENCODINGS, Manifest, source_digest

log = logging.getLogger("noppa.server")

IMMUTABLE = "public, max-age=31536000, immutable"
"""The caching of a file under a content-hashed name (web-STATIC-01)."""
REVALIDATE = "no-cache"
"""The caching of the page and of the unhashed sources: kept, but asked about on each use."""


def accepted_encodings(header: str) -> set[str]:
    """The content codings an ``Accept-Encoding`` header accepts (``q=0`` refuses; ``*`` is any)."""
    accepted: set[str] = set()
    refused: set[str] = set()
    for part in header.split(","):
        coding, _, params = part.strip().partition(";")
        coding = coding.strip().lower()
        if not coding:
            continue
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        (accepted if q > 0 else refused).add(coding)
    if "*" in accepted:
        accepted |= set(ENCODINGS) - refused
    return accepted - refused


@dataclass(frozen=True)
class Variant:
    """One file as served: its bytes in each encoding the build wrote (``""`` is the file itself)."""

    media_type: str
    bodies: dict[str, bytes]
    etag: str

    def respond(self, request: Request, cache_control: str) -> Response:
        # web-STATIC-02: the copy the request accepts, brotli first; an ETag per encoding
        accepted = accepted_encodings(request.headers.get("accept-encoding", ""))
        encoding = next((coding for coding in ENCODINGS if coding in accepted and coding in self.bodies), "")
        etag = f'"{self.etag}{"-" + encoding if encoding else ""}"'
        headers = {"cache-control": cache_control, "vary": "Accept-Encoding", "etag": etag}
        if encoding:
            headers["content-encoding"] = encoding
        if etag in [tag.strip() for tag in request.headers.get("if-none-match", "").split(",")]:
            return Response(status_code=304, headers=headers)
        body = self.bodies[encoding]
        if request.method == "HEAD":
            headers["content-length"] = str(len(body))
            return Response(status_code=200, headers=headers, media_type=self.media_type)
        return Response(body, headers=headers, media_type=self.media_type)


MEDIA_TYPES = {
    ".js": "text/javascript",
    ".css": "text/css",
    ".html": "text/html",
    ".svg": "image/svg+xml",
    ".map": "application/json",
}


def _variant(path: Path, encodings: list[str]) -> Variant:
    data = path.read_bytes()
    bodies = {"": data}
    for encoding in encodings:
        bodies[encoding] = path.with_name(path.name + ENCODINGS[encoding]).read_bytes()
    media_type = (
        MEDIA_TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    )
    return Variant(media_type=media_type, bodies=bodies, etag=hashlib.sha256(data).hexdigest()[:16])


@dataclass
class Assets:
    """What the server serves of the client, read once when the app is made."""

    static: Path = STATIC
    bundle: Path = BUNDLE
    built: bool = False
    page: Variant = field(init=False)
    files: dict[str, Variant] = field(default_factory=dict)

    def __post_init__(self) -> None:
        manifest = Manifest.read(self.bundle)
        self.built = False  # web-STATIC-04: the build only while it is of the sources as they are
        if manifest is not None and manifest.source == source_digest(self.static):
            try:
                files = {
                    name: _variant(self.bundle / name, codings) for name, codings in manifest.files.items()
                }
            except OSError as error:
                log.warning(
                    "the static build in %s is incomplete (%s): serving the sources", self.bundle, error
                )
            else:
                self.page = files.pop("index.html")
                self.files, self.built = files, True
        elif manifest is not None:
            log.warning(
                "the static build in %s is older than the sources: serving the sources "
                "(rebuild it with `python -m noppa.web.build`)",
                self.bundle,
            )
        if not self.built:
            self.page = _variant(self.static / "index.html", [])

    async def index(self, request: Request) -> Response:
        """The single page of the client, for every address it routes itself (``/``, ``/r/…`` …)."""
        return self.page.respond(request, REVALIDATE)

    async def asset(self, request: Request) -> Response:
        """``/assets/{name}``: a file of the build under its hashed name."""
        variant = self.files.get(request.path_params["name"])
        if variant is None:
            return Response("not found", status_code=404, media_type="text/plain")
        return variant.respond(request, IMMUTABLE)


class Sources:
    """``/static/``: the client's sources as they are, revalidated on each use."""

    def __init__(self, directory: Path = STATIC) -> None:
        self.files = StaticFiles(directory=directory)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def send_revalidated(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [
                    *(item for item in message.get("headers", []) if item[0].lower() != b"cache-control"),
                    (b"cache-control", REVALIDATE.encode()),
                ]
            await send(message)

        await self.files(scope, receive, send_revalidated)

"""The browser client as served (docs/web.md, *Static files*): the build under content-hashed names,
precompressed, cached for a year; the page revalidated; the sources when no fresh build exists; the
API's JSON compressed."""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
from pathlib import Path

import brotli
import pytest
from starlette.testclient import TestClient

from noppa.server import ServerConfig, create_app
from noppa.server.assets import IMMUTABLE, Assets, accepted_encodings
from noppa.web import STATIC
from noppa.web.build import BUNDLE, Manifest, build, ensure_built, find_esbuild, is_fresh, source_digest


def need_esbuild() -> None:
    """Skip where esbuild is not installed (`npm ci`), except in CI, where ./check installs it."""
    if find_esbuild() is None:
        if os.environ.get("CI"):
            pytest.fail("no esbuild in CI: ./check runs `npm ci` before the tests")
        pytest.skip("no esbuild here: run `npm ci` in the repository")


@pytest.fixture(scope="module")
def built() -> Manifest:
    need_esbuild()
    assert ensure_built()
    manifest = Manifest.read(BUNDLE)
    assert manifest is not None
    return manifest


@pytest.fixture
def client(built: Manifest, tmp_path: Path) -> TestClient:
    del built
    app = create_app(ServerConfig(data_dir=tmp_path))
    assert app.state.assets.built
    return TestClient(app)


def raw(client: TestClient, path: str, encoding: str) -> tuple[int, dict[str, str], bytes]:
    """The response as sent: status, headers and the body still encoded."""
    with client.stream("GET", path, headers={"accept-encoding": encoding}) as response:
        body = b"".join(response.iter_raw())
        return response.status_code, dict(response.headers), body


@pytest.mark.rule("web-STATIC-01")
def test_the_page_loads_one_script_and_one_stylesheet_under_hashed_names(
    client: TestClient, built: Manifest
) -> None:
    page = client.get("/r/some-room").text
    scripts = re.findall(r'<script[^>]* src="([^"]+)"', page)
    styles = re.findall(r'<link rel="stylesheet" href="([^"]+)"', page)
    assert scripts == [f"/assets/{built.names['app.js']}"]
    assert styles == [f"/assets/{built.names['style.css']}"]
    assert "/static/" not in page
    for name in built.files:
        if name == "index.html":
            continue
        data = (BUNDLE / name).read_bytes()
        assert hashlib.sha256(data).hexdigest()[:16] in name, name  # the name is the content's


@pytest.mark.rule("web-STATIC-01")
@pytest.mark.rule("web-STATIC-02")
def test_hashed_files_are_immutable_and_sent_precompressed_by_accept_encoding(
    client: TestClient, built: Manifest
) -> None:
    name = built.names["app.js"]
    plain = (BUNDLE / name).read_bytes()
    for accept, encoding in [
        ("gzip, deflate, br, zstd", "br"),
        ("gzip", "gzip"),
        ("br;q=0, gzip;q=0.5", "gzip"),
        ("identity", None),
        ("", None),
        ("*", "br"),
        ("*, br;q=0", "gzip"),
    ]:
        status, headers, body = raw(client, f"/assets/{name}", accept)
        assert status == 200
        assert headers["cache-control"] == IMMUTABLE == "public, max-age=31536000, immutable"
        assert headers["vary"] == "Accept-Encoding"
        assert headers["content-type"].startswith("text/javascript")
        assert headers.get("content-encoding") == encoding, accept
        assert int(headers["content-length"]) == len(body)
        decoded = {"br": brotli.decompress, "gzip": gzip.decompress, None: lambda data: data}[encoding](body)
        assert decoded == plain
        if encoding:
            assert len(body) < len(plain) / 2
    css = built.names["style.css"]
    status, headers, _ = raw(client, f"/assets/{css}", "br")
    assert (status, headers["content-encoding"], headers["content-type"].split(";")[0]) == (
        200,
        "br",
        "text/css",
    )
    assert client.get("/assets/app.0000000000000000.js").status_code == 404
    assert client.get("/assets/..%2Fmanifest.json").status_code == 404


@pytest.mark.rule("web-STATIC-02")
def test_the_page_is_revalidated_and_answers_not_modified(client: TestClient) -> None:
    status, headers, body = raw(client, "/", "br")
    assert (status, headers["cache-control"], headers["content-encoding"]) == (200, "no-cache", "br")
    assert b"<script" in brotli.decompress(body)
    again = client.get("/", headers={"accept-encoding": "br", "if-none-match": headers["etag"]})
    assert again.status_code == 304 and again.content == b""
    plain = client.get("/", headers={"accept-encoding": "identity", "if-none-match": headers["etag"]})
    assert plain.status_code == 200  # another encoding is another entity
    sources = client.get("/static/room.js")
    assert sources.status_code == 200 and sources.headers["cache-control"] == "no-cache"


@pytest.mark.rule("web-STATIC-03")
def test_the_api_json_is_gzipped_when_accepted(client: TestClient) -> None:
    status, headers, body = raw(client, "/api/games", "gzip, br")
    assert (status, headers["content-encoding"]) == (200, "gzip")
    assert b'"dungeon-dice"' in gzip.decompress(body)
    status, headers, body = raw(client, "/api/games", "identity")
    assert status == 200 and "content-encoding" not in headers and b'"dungeon-dice"' in body


def test_accept_encoding_is_read_with_its_weights() -> None:
    assert accepted_encodings("gzip, deflate, br") == {"gzip", "deflate", "br"}
    assert accepted_encodings("br;q=0, gzip;q=0.8") == {"gzip"}
    assert accepted_encodings("BR ; Q=1") == {"br"}
    assert accepted_encodings("*;q=0.1, gzip;q=0") == {"*", "br"}
    assert accepted_encodings("br;q=nonsense, ,") == set()


@pytest.mark.rule("web-STATIC-04")
def test_edited_sources_are_served_as_they_are_never_an_old_bundle(built: Manifest, tmp_path: Path) -> None:
    static = tmp_path / "static"
    shutil.copytree(STATIC, static)
    assert Assets(static=static, bundle=BUNDLE).built
    (static / "room.js").write_text((static / "room.js").read_text() + "\n// edited\n")
    assets = Assets(static=static, bundle=BUNDLE)
    assert not assets.built and not assets.files
    assert b'src="/static/app.js"' in assets.page.bodies[""]
    assert not Assets(static=static, bundle=tmp_path / "no-build").built


def test_a_new_module_is_bundled_with_no_list_to_keep(tmp_path: Path) -> None:
    """A board module added under games/ (loaded by `import(`./${id}.js`)`) and a module a page
    imports both land in the bundle; the build is reproducible byte for byte."""
    need_esbuild()
    static = tmp_path / "static"
    shutil.copytree(STATIC, static)
    (static / "games" / "a-new-game.js").write_text(
        'export default function create() { return "new-board-marker"; }\n'
    )
    (static / "helper-new.js").write_text('export const marker = "new-helper-marker";\n')
    room = static / "room.js"
    room.write_text('import { marker } from "./helper-new.js";\nconsole.debug(marker);\n' + room.read_text())
    first = build(tmp_path / "one", static)
    bundle = (tmp_path / "one" / first.names["app.js"]).read_text()
    assert "new-board-marker" in bundle and "new-helper-marker" in bundle
    second = build(tmp_path / "two", static)
    assert first == second
    for name in first.files:
        assert (tmp_path / "one" / name).read_bytes() == (tmp_path / "two" / name).read_bytes(), name
    assert first.source == source_digest(static) and is_fresh(tmp_path / "one", static)
    assert not is_fresh(tmp_path / "one", STATIC)

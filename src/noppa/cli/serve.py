"""``noppa serve``: the web platform on this machine (lobby, live play, bots, saved games)."""

from __future__ import annotations

import argparse
import ipaddress
import logging
import signal
import socket
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from noppa.cli.common import default_lang, number_option, os_reason
from noppa.engine.i18n import text

BIG = 10**6
LIMIT_FLAGS: tuple[tuple[str, type[int] | type[float], str, int], ...] = (
    ("--max-rooms", int, "N", BIG),
    ("--max-bot-rooms", int, "N", BIG),
    ("--client-rooms", int, "N", BIG),
    ("--client-bot-rooms", int, "N", BIG),
    ("--room-rate", float, "per_minute", BIG),
    ("--bot-workers", int, "N", 256),
    ("--db-timeout", float, "seconds", 3600),
)
"""The options of the server's limits, each a :class:`~noppa.server.ServerConfig` field of its name,
with its metavar ("N", or the ``cli.metavar.*`` word) and its largest value (the least is 0)."""


def uvicorn_settings(*, ws_compression: bool = False) -> dict[str, Any]:
    """The settings ``noppa serve`` gives uvicorn (``benchmarks/web_load.py --floor`` runs its floor
    with the very same, so the two compare like with like). The implementations are uvicorn's
    ``auto``: uvloop, httptools and ``websockets-sansio`` when installed (``uvicorn[standard]``,
    noppa's ``web`` extra), the pure-Python ones otherwise (:func:`uvicorn_stack` says which)."""
    return {
        "log_level": "warning",
        "ws_max_size": 64 * 1024,
        "ws_per_message_deflate": ws_compression,
        "ws_ping_interval": 20,
        "ws_ping_timeout": 30,
    }


def uvicorn_stack(config: Any) -> str:
    """Which event loop, HTTP and WebSocket implementations a loaded ``uvicorn.Config`` runs."""
    loop = config.get_loop_factory()
    loop_name = "asyncio" if loop is None else loop.__module__.split(".")[0]
    http = config.http_protocol_class.__module__.rsplit(".", 1)[-1].removesuffix("_impl")
    ws = config.ws_protocol_class
    ws_name = "none" if ws is None else ws.__module__.rsplit(".", 1)[-1].removesuffix("_impl")
    return f"loop {loop_name}, http {http}, ws {ws_name}"


def proxies_option(lang: str) -> Callable[[str], tuple[str, ...]]:
    """An argparse ``type`` for ``--forwarded-allow-ips`` (web-ADDR-01): comma-separated addresses
    or networks, or ``*``; an entry that is neither is refused by name, in the reader's language."""

    def parse(raw: str) -> tuple[str, ...]:
        entries = tuple(entry.strip() for entry in raw.split(",") if entry.strip())
        for entry in entries:
            if entry == "*":
                continue
            try:
                ipaddress.ip_network(entry, strict=False)
            except ValueError:
                raise argparse.ArgumentTypeError(
                    text("cli.serve.bad_proxy", lang, entry=entry[:60])
                ) from None
        return entries

    return parse


def route_slot_option(lang: str) -> Callable[[str], tuple[int, int]]:
    """An argparse ``type`` for ``--route-slot I/N`` (web-CLUSTER-04): the I-th of N servers, from 1;
    anything else is refused by what was given, in the reader's language."""

    def parse(raw: str) -> tuple[int, int]:
        first, _, second = raw.partition("/")
        if first.isascii() and first.isdigit() and second.isascii() and second.isdigit():
            slot, instances = int(first), int(second)
            if 1 <= slot <= instances <= 1000:
                return slot, instances
        raise argparse.ArgumentTypeError(text("cli.serve.bad_route_slot", lang, value=raw[:40]))

    return parse


def add_parser(
    commands: argparse._SubParsersAction[argparse.ArgumentParser],
    h: Callable[[str], str],
    m: Callable[[str], str],
    lang: str = "en",
) -> None:
    """Register ``serve`` and its options; ``h(key)`` gives the help text of ``cli.arg.<key>``,
    ``m(key)`` the metavar ``cli.metavar.<key>``; ``lang`` is the language of their refusals."""
    serve = commands.add_parser("serve", help=h("serve"))
    serve.add_argument("--host", default="127.0.0.1", metavar=m("host"), help=h("serve_host"))
    serve.add_argument(
        "--port", type=number_option(int, 65535, lang), default=8000, metavar=m("port"), help=h("serve_port")
    )
    serve.add_argument("--database-url", metavar="URL", help=h("serve_database_url"))
    serve.add_argument("--redis-url", metavar="URL", help=h("serve_redis_url"))
    serve.add_argument(
        "--route-slot", type=route_slot_option(lang), metavar="I/N", help=h("serve_route_slot")
    )
    serve.add_argument("--data-dir", type=Path, metavar=m("folder"), help=h("serve_data_dir"))
    serve.add_argument(
        "--bot-delay",
        type=number_option(float, 3600, lang),
        default=0.8,
        metavar=m("seconds"),
        help=h("serve_bot_delay"),
    )
    serve.add_argument("--public-url", default="", metavar="URL", help=h("serve_public_url"))
    serve.add_argument(
        "--forwarded-allow-ips",
        type=proxies_option(lang),
        default=(),
        metavar=m("addresses"),
        help=h("serve_forwarded_allow_ips"),
    )
    serve.add_argument("--ws-compression", action="store_true", help=h("serve_ws_compression"))
    serve.add_argument("--rate-one-network", action="store_true", help=h("serve_rate_one_network"))
    # the limits' defaults are ServerConfig's (not imported here: it needs the web extra)
    for flag, kind, metavar, high in LIMIT_FLAGS:
        shown = metavar if metavar == "N" else m(metavar)
        help_text = h("serve_" + flag[2:].replace("-", "_"))
        serve.add_argument(flag, type=number_option(kind, high, lang), metavar=shown, help=help_text)
    serve.add_argument("--quiet", action="store_true", help=h("serve_quiet"))
    serve.add_argument(
        "--bot-module", action="append", default=[], metavar=m("module"), help=h("serve_bot_module")
    )


def serve_command(args: argparse.Namespace) -> int:
    """Start the server and block until it is stopped (Ctrl-C: SIGINT, or SIGTERM, both cleanly)."""
    try:
        import uvicorn

        from noppa.server import ServerConfig, create_app
        from noppa.server.app import open_store
        from noppa.server.config import default_data_dir
    except ImportError as error:  # the web extra is not installed
        from noppa.extras import install_command

        lang = getattr(args, "lang", None) or default_lang()
        needs = text(
            "cli.error.needs_web",
            lang,
            command_name="serve",
            command=install_command("web"),
            problem=str(error),
        )
        print(needs, file=sys.stderr)
        return 2
    limits = {}
    for flag, _, _, _ in LIMIT_FLAGS:  # each parsed by number_option: from 0 up
        name = flag[2:].replace("-", "_")
        value = getattr(args, name)
        if value is not None:
            limits[name] = value
    config = ServerConfig(
        database_url=args.database_url,
        redis_url=args.redis_url,
        route_slot=args.route_slot,
        data_dir=args.data_dir or default_data_dir(),
        bot_delay=args.bot_delay,
        public_url=args.public_url,
        rate_one_network=args.rate_one_network,
        forwarded_allow_ips=args.forwarded_allow_ips,
        tune_gc=True,
        **limits,
    )
    logging.basicConfig(
        level=logging.WARNING if args.quiet else logging.INFO, format="%(asctime)s %(name)s: %(message)s"
    )
    logging.getLogger("alembic").setLevel(logging.WARNING)  # the store logs the one line of an upgrade
    from noppa.bots import allow_modules

    allow_modules(args.bot_module)  # python:MODULE:NAME bots from these modules only (none by default)
    store = open_store(config)  # StoreUnavailable (another server, read-only…): main says why, exits 2
    try:
        sock = bind(args.host, args.port)
    except OSError as error:
        store.close()
        said = text(
            "cli.serve.cannot_listen", default_lang(), host=args.host, port=args.port, reason=os_reason(error)
        )
        print(f"noppa serve: {said}", file=sys.stderr)
        return 2
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    where = config.url() if args.database_url is None else "the database given by --database-url"

    class Server(uvicorn.Server):
        """uvicorn's server, which says where it serves only once it does.

        The readiness line comes after the app's start-up (games loaded, rooms resumed), when
        uvicorn's handlers of SIGINT and SIGTERM are installed (``capture_signals``, around the
        whole run) and it listens: whoever waits for the line (a person, a script, a test) may stop
        it with either signal at once and it shuts down cleanly. Before, the line came first and a
        signal in the start-up interrupted it half-way, without the server's shut-down.
        """

        async def startup(self, sockets: list[socket.socket] | None = None) -> None:
            await super().startup(sockets)
            if self.started and not self.should_exit:
                print(f"noppa is serving at http://{shown}:{port}/", flush=True)
                print(f"Games are stored in {where}. Press Ctrl-C to stop.", flush=True)

        async def shutdown(self, sockets: list[socket.socket] | None = None) -> None:
            await super().shutdown(sockets)
            stopped_by = ", ".join(signal.Signals(number).name for number in self._captured_signals)
            logging.getLogger("noppa.serve").info("noppa stopped (%s)", stopped_by or "asked to")

    server = Server(
        uvicorn.Config(
            create_app(config, store),
            **uvicorn_settings(ws_compression=args.ws_compression),
            lifespan="on",
            proxy_headers=False,  # web-ADDR-01: the app alone reads X-Forwarded-For (limits.client_address)
        )
    )
    server.run(sockets=[sock])
    return 0


def bind(host: str, port: int) -> socket.socket:
    """A listening socket on ``host:port`` (port 0: a free one), so the address is known up front."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.listen(2048)  # connections wait in the backlog until the server accepts them
    sock.set_inheritable(True)
    return sock

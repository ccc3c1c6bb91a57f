"""Serves the site over HTTP on 127.0.0.1, on port 8000 or the next free one.

Run as `python3 -m scripts.site_server`; it serves the repository root, rebuilding game.zip
whenever the page asks for it and a file under game/ changed, so a reload shows your edits.
"""

from __future__ import annotations

import argparse
import errno
import functools
import sys
import threading
from collections.abc import Callable
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from scripts import site_build

HOST = "127.0.0.1"
FIRST_PORT = 8000
PORTS_TO_TRY = 50
_REFRESH_LOCK = threading.Lock()
REVALIDATE = "no-cache"


class SiteHandler(SimpleHTTPRequestHandler):
    """Static files with the types the runtime needs, no caching, and an optional zip refresh."""

    extensions_map = {
        **SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".toml": "text/plain; charset=utf-8",
        ".zip": "application/zip",
        ".webmanifest": "application/manifest+json",
    }

    def __init__(self, *args, refresh: Callable[[], object] | None = None, quiet: bool = False,
                 cache_control: str = REVALIDATE, **kwargs):
        self.refresh = refresh
        self.quiet = quiet
        self.cache_control = cache_control
        super().__init__(*args, **kwargs)

    def send_head(self):  # type: ignore[override]
        """Refresh the zips, first-words.js and first-screen.js before they are served, when a refresh is set."""
        if self.refresh and self.path.split("?", 1)[0].endswith((".zip", "/first-words.js", "/first-screen.js")):
            with _REFRESH_LOCK:
                self.refresh()
        return super().send_head()

    def end_headers(self) -> None:
        """Send the server's caching rule (by default: revalidate everything, so an edit shows on
        the next reload)."""
        self.send_header("Cache-Control", self.cache_control)
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        """Log requests unless quiet."""
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    """A threading server that does not print a traceback when the browser hangs up mid-file."""

    def handle_error(self, request: object, client_address: object) -> None:
        """Skip a browser's cancelled download (a closed page, an aborted fetch); report the rest."""
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(
    root: Path,
    port: int = FIRST_PORT,
    tries: int = PORTS_TO_TRY,
    refresh: Callable[[], object] | None = None,
    quiet: bool = False,
    cache_control: str = REVALIDATE,
) -> SiteServer:
    """Bind a server for root on port, or on the next free port among tries; port 0 picks any."""
    handler = functools.partial(SiteHandler, directory=str(root), refresh=refresh, quiet=quiet,
                                cache_control=cache_control)
    for candidate in range(port, port + tries) if port else [0]:
        try:
            return SiteServer((HOST, candidate), handler)
        except OSError as error:
            if error.errno != errno.EADDRINUSE:
                raise
    raise SystemExit(f"no free port in {port}..{port + tries - 1}")


def url_of(server: ThreadingHTTPServer, path: str = "/") -> str:
    """The http URL of path on server."""
    host, port = server.server_address[:2]
    return f"http://{host}:{port}{path}"


def start_in_thread(server: ThreadingHTTPServer) -> threading.Thread:
    """Serve in a daemon thread (for tests and the benchmark); stop with server.shutdown()."""
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return thread


def main() -> None:
    """Command line: build the runtime, then serve the repository root until interrupted."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=FIRST_PORT, help="first port to try (default 8000)")
    args = parser.parse_args()
    site_build.build()
    server = make_server(site_build.ROOT, args.port, refresh=site_build.refresh)
    print(f"The Shanghai games are served at {url_of(server)}  (Ctrl+C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()

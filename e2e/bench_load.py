"""Load benchmark (a script, not a test): the game page against a bare PyScript page.

Serves the exported site and, from another temp dir, a bare page on the same runtime that only
prints "ready"; loads them alternately N times each in fresh browser contexts (cold: a first
visit) and N times in one browser profile each (warm, after one unmeasured load each): the game
warm with its memory snapshot switched off (?snapshot=0, a repeat visit as it was before
snapshots), and the game on a repeat visit that restores the snapshot its first visit saved
(assets/snapshot/). A profile keeps its HTTP cache on disk like a returning player's
(--memory-cache: throwaway contexts, as this bench did before 23 Nov 2026); both pages are
served with the dev server's no-cache, or with --max-age. Prints the medians and the ratios to
the bare page. A load lasts from navigation start to <body data-ready>, read from the page's
own clock. Each measured load starts after a pause (--settle), so that it does not pay for the
tail of the load before it: the background compiling and caching a full Python boot leaves
behind cost the next load about 30 ms on a 2-core machine (measured on 24 Nov 2026), and in
this bench's order that fell on the game's warm and repeat loads, never on the bare page's.

    .venv/bin/python e2e/bench_load.py [--runs N] [--memory-cache] [--max-age S] [--settle S] [--screen #/]
"""

from __future__ import annotations

import argparse
import functools
import itertools
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright

from e2e import chromium
from scripts import site_build, site_server

READY_TIMEOUT_MS = 180_000
BARE_PAGE = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>bare PyScript</title>
  <script type="module" src="./assets/runtime/pyscript/core.js"></script>
</head>
<body>
  <script type="py" config='{"interpreter": "./assets/runtime/pyodide/pyodide.mjs"}'>
from pyscript import document
print("ready")
document.body.dataset.ready = "true"
  </script>
</body>
</html>
"""
# What the page logs once it is ready; the bench waits for this message rather than polling the
# page with wait_for_selector(), whose first use evaluates Playwright's injected script (some
# 20 ms of the page's main thread, measured in a trace) in the middle of the load it measures.
READY_MESSAGE = "bench:ready"
# Notes the moment <body data-ready> appears, on the page's clock (0 = navigation start).
READY_CLOCK = """
new MutationObserver((_, observer) => {
  if (document.body?.hasAttribute("data-ready")) {
    window.__readyAt = performance.now();
    observer.disconnect();
    console.debug("%s");
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
""" % READY_MESSAGE


def bare_site(folder: Path, runtime: Path) -> Path:
    """Write the bare page into folder, next to a link to the same runtime; return folder."""
    (folder / "assets").mkdir(parents=True)
    (folder / "assets" / "runtime").symlink_to(runtime, target_is_directory=True)
    (folder / "index.html").write_text(BARE_PAGE)
    return folder


def load_seconds(context: BrowserContext, url: str, boot: str | None = None) -> float:
    """Open url in a new page of context; return the seconds until it set its ready marker.

    With boot, the page must report that it started that way (<body data-boot>).
    """
    page = context.new_page()
    try:
        wait_until_ready(page, url)
        took = page.evaluate("document.body.dataset.boot")
        if boot is not None and took != boot:
            raise SystemExit(f"{url} booted {took!r}, not {boot!r}")
        return page.evaluate("window.__readyAt") / 1000
    finally:
        page.close()


def wait_until_ready(page: Page, url: str) -> None:
    """Open url in page and return once it is ready, touching nothing in the page meanwhile."""
    with page.expect_console_message(lambda message: message.text == READY_MESSAGE, timeout=READY_TIMEOUT_MS):
        page.goto(url)


def save_snapshot(context: BrowserContext, url: str) -> None:
    """A first visit in context that stays until the page has saved its snapshot (not measured)."""
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector(
            "body[data-snapshot=saved], body[data-snapshot=failed], body[data-snapshot=off]",
            state="attached",
            timeout=READY_TIMEOUT_MS,
        )
        state = page.evaluate("document.body.dataset.snapshot")
        if state != "saved":
            raise SystemExit(f"the first visit did not save a snapshot (data-snapshot={state!r})")
    finally:
        page.close()


def new_context(browser: Browser) -> BrowserContext:
    """A fresh context (empty cache and storage) with the ready clock installed; service workers
    blocked, so a warm game load comes from the HTTP cache as the bare page's does."""
    context = browser.new_context(service_workers="block")
    context.add_init_script(READY_CLOCK)
    return context


def profile_context(playwright: Playwright, folder: Path) -> BrowserContext:
    """A browser of its own on a profile in folder, whose HTTP cache is on disk as a returning
    player's is (a plain context's cache is in memory and keeps no file over about 6 MB, so it
    fetched Pyodide's 9.6 MB wasm afresh on every visit); service workers blocked, ready clock on."""
    context = playwright.chromium.launch_persistent_context(str(folder), service_workers="block",
                                                            **chromium.launch_args())
    context.add_init_script(READY_CLOCK)
    return context


def cold(browser: Browser, url: str) -> float:
    """One load in a fresh context."""
    context = new_context(browser)
    try:
        return load_seconds(context, url)
    finally:
        context.close()


Samples = dict[str, dict[str, list[float]]]
KINDS = ("cold", "warm", "repeat")


def measure(runs: int, game_url: str, bare_url: str, browser: Browser,
            warm_context: Callable[[], BrowserContext], settle: float, screen: str = "") -> Samples:
    """Alternate the loads: runs cold ones of game and bare, then runs of bare warm, game warm
    without the snapshot and game on a repeat visit, each in its own long-lived context made by
    warm_context; every measured load waits settle seconds first. The game's page opens at the
    address `screen` (a fragment: "" the bare address, "#/" the chooser, "#/<id>" a board)."""
    samples: Samples = {"cold": {"game": [], "bare": []}, "warm": {"game": [], "bare": []}, "repeat": {"game": []}}
    for _ in range(runs):
        for name, url in (("game", game_url + screen), ("bare", bare_url)):
            time.sleep(settle)
            samples["cold"][name].append(cold(browser, url))
            report_progress("cold", name, samples)
    # (kind, name, url, the boot path the page must report)
    warm_loads = [
        ("warm", "bare", bare_url, None),
        ("warm", "game", game_url + "?snapshot=0" + screen, "fresh"),
        ("repeat", "game", game_url + screen, "snapshot"),
    ]
    contexts = [warm_context() for _ in warm_loads]
    try:
        for context, (kind, _, url, _) in zip(contexts, warm_loads):
            if kind == "repeat":
                save_snapshot(context, url)  # the first visit: not measured
            load_seconds(context, url)  # fills the cache: not measured
        for _ in range(runs):
            for context, (kind, name, url, boot) in zip(contexts, warm_loads):
                time.sleep(settle)
                samples[kind][name].append(load_seconds(context, url, boot))
                report_progress(kind, name, samples)
    finally:
        for context in contexts:
            context.close()
    return samples


def report_progress(kind: str, name: str, samples: Samples) -> None:
    """Print one sample as it comes."""
    print(f"  {kind} {name}: {samples[kind][name][-1]:.2f} s", file=sys.stderr, flush=True)


def summary(samples: Samples, settle: float) -> str:
    """The medians and the ratios to the bare page, as a small table.

    A repeat visit is compared with the bare page's warm load.
    """
    median: Callable[[str, str], float] = lambda kind, name: statistics.median(samples[kind][name])
    rows = [f"{'':10}" + "".join(f"{kind:>10}" for kind in KINDS)]
    rows.append(f"{'game':10}" + "".join(f"{median(kind, 'game'):>9.2f}s" for kind in KINDS))
    rows.append(f"{'bare':10}{median('cold', 'bare'):>9.2f}s{median('warm', 'bare'):>9.2f}s")
    ratios = [median(kind, "game") / median("warm" if kind == "repeat" else kind, "bare") for kind in KINDS]
    rows.append(f"{'game/bare':10}" + "".join(f"{ratio:>10.3f}" for ratio in ratios))
    runs = len(samples["cold"]["game"])
    return (
        f"medians of {runs} loads each, each after a {settle:g} s pause; warm: game with ?snapshot=0;"
        " repeat: game restoring its snapshot\n"
        "targets: cold and warm game/bare <= 1.10, repeat game / warm bare <= 0.30\n" + "\n".join(rows)
    )


def main() -> None:
    """Command line: build, serve both pages, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="loads of each page, cold and warm (default 5)")
    parser.add_argument("--max-age", type=int, metavar="S",
                        help="serve with Cache-Control: max-age=S (GitHub Pages: 600) instead of the dev server's"
                             " no-cache, which is what a player coming back after those seconds meets")
    parser.add_argument("--memory-cache", action="store_true",
                        help="warm and repeat visits in plain contexts, whose cache is in memory (as before 23 Nov 2026)")
    parser.add_argument("--settle", type=float, default=1.5, metavar="S",
                        help="seconds to wait before each measured load (default 1.5; 0: back to back)")
    parser.add_argument("--screen", default="", metavar="FRAGMENT",
                        help='the address the game page opens at: "#/" the chooser, "#/shanghaien" a board'
                             " (default: the bare address)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-load-") as tmp:
        site = site_build.export_site(Path(tmp) / "site")
        bare = bare_site(Path(tmp) / "bare", site / "assets" / "runtime")
        cache = site_server.REVALIDATE if args.max_age is None else f"max-age={args.max_age}"
        servers = [site_server.make_server(root, port=0, quiet=True, cache_control=cache) for root in (site, bare)]
        for server in servers:
            site_server.start_in_thread(server)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(**chromium.launch_args())
                profiles = itertools.count()
                if args.memory_cache:
                    warm_context = functools.partial(new_context, browser)
                else:
                    warm_context = lambda: profile_context(playwright, Path(tmp) / f"profile-{next(profiles)}")
                samples = measure(args.runs, *(site_server.url_of(s) for s in servers), browser, warm_context,
                                  args.settle, args.screen)
                browser.close()
        finally:
            for server in servers:
                server.shutdown()
                server.server_close()
    print(summary(samples, args.settle))


if __name__ == "__main__":
    main()

"""Load benchmark (a script, not a test): the game page against a bare PyScript page.

Serves the exported site and, from another temp dir, a bare page on the same runtime that only
prints "ready"; loads them alternately N times each in fresh browser contexts (cold) and N times
in one context (warm, after one unmeasured load each); prints the medians and the ratio game/bare.
A load lasts from navigation start to <body data-ready>, read from the page's own clock.

    .venv/bin/python e2e/bench_load.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import Browser, BrowserContext, sync_playwright

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
# Notes the moment <body data-ready> appears, on the page's clock (0 = navigation start).
READY_CLOCK = """
new MutationObserver((_, observer) => {
  if (document.body?.hasAttribute("data-ready")) {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
"""


def bare_site(folder: Path, runtime: Path) -> Path:
    """Write the bare page into folder, next to a link to the same runtime; return folder."""
    (folder / "assets").mkdir(parents=True)
    (folder / "assets" / "runtime").symlink_to(runtime, target_is_directory=True)
    (folder / "index.html").write_text(BARE_PAGE)
    return folder


def load_seconds(context: BrowserContext, url: str) -> float:
    """Open url in a new page of context; return the seconds until it set its ready marker."""
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
        return page.evaluate("window.__readyAt") / 1000
    finally:
        page.close()


def new_context(browser: Browser) -> BrowserContext:
    """A fresh context (empty cache and storage) with the ready clock installed."""
    context = browser.new_context()
    context.add_init_script(READY_CLOCK)
    return context


def cold(browser: Browser, url: str) -> float:
    """One load in a fresh context."""
    context = new_context(browser)
    try:
        return load_seconds(context, url)
    finally:
        context.close()


def measure(runs: int, game_url: str, bare_url: str, browser: Browser) -> dict[str, dict[str, list[float]]]:
    """Alternate game and bare loads: runs cold ones each, then runs warm ones each in one context."""
    samples: dict[str, dict[str, list[float]]] = {"cold": {"game": [], "bare": []}, "warm": {"game": [], "bare": []}}
    urls = {"game": game_url, "bare": bare_url}
    for _ in range(runs):
        for name, url in urls.items():
            samples["cold"][name].append(cold(browser, url))
            report_progress("cold", name, samples)
    context = new_context(browser)
    try:
        for url in urls.values():
            load_seconds(context, url)  # fills the cache: not measured
        for _ in range(runs):
            for name, url in urls.items():
                samples["warm"][name].append(load_seconds(context, url))
                report_progress("warm", name, samples)
    finally:
        context.close()
    return samples


def report_progress(kind: str, name: str, samples: dict[str, dict[str, list[float]]]) -> None:
    """Print one sample as it comes."""
    print(f"  {kind} {name}: {samples[kind][name][-1]:.2f} s", file=sys.stderr, flush=True)


def summary(samples: dict[str, dict[str, list[float]]]) -> str:
    """The medians and the ratios game/bare, as a small table."""
    median: Callable[[str, str], float] = lambda kind, name: statistics.median(samples[kind][name])
    rows = [f"{'':10}{'cold':>10}{'warm':>10}"]
    for name in ("game", "bare"):
        rows.append(f"{name:10}{median('cold', name):>9.2f}s{median('warm', name):>9.2f}s")
    ratios = [median(kind, "game") / median(kind, "bare") for kind in ("cold", "warm")]
    rows.append(f"{'game/bare':10}{ratios[0]:>10.3f}{ratios[1]:>10.3f}")
    runs = len(samples["cold"]["game"])
    return f"medians of {runs} loads each (target ratio <= 1.10)\n" + "\n".join(rows)


def main() -> None:
    """Command line: build, serve both pages, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="loads of each page, cold and warm (default 5)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-load-") as tmp:
        site = site_build.export_site(Path(tmp) / "site")
        bare = bare_site(Path(tmp) / "bare", site / "assets" / "runtime")
        servers = [site_server.make_server(root, port=0, quiet=True) for root in (site, bare)]
        for server in servers:
            site_server.start_in_thread(server)
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(**chromium.launch_args())
                samples = measure(args.runs, *(site_server.url_of(s) for s in servers), browser)
                browser.close()
        finally:
            for server in servers:
                server.shutdown()
                server.server_close()
    print(summary(samples))


if __name__ == "__main__":
    main()

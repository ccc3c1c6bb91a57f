"""Opening a game from the chooser (a script, not a test): how long after the click each game's
board stands ready, on a warm repeat visit.

Serves the exported site; one browser profile (its HTTP cache on disk, as a returning player's)
first visits the chooser until the page has saved its snapshot and opens every game once (not
measured). Then each run opens the chooser afresh in that profile, with no saved game, and
clicks one game's Play button; the time is read from the page's own clock, from the click to the
first animation frame in which that board's new-game window is open (a player with no game
in progress sees it at once). The games take turns in a rotating order. Prints the median and
the spread per game, and each rummy's median minus Shanghaien's.

    .venv/bin/python e2e/bench_open.py [--runs N] [--settle S]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import BrowserContext, sync_playwright

from e2e.bench_load import READY_TIMEOUT_MS, profile_context, save_snapshot, wait_until_ready
from game import registry
from scripts import site_build, site_server

# Keep the snapshot loader's own entries (its switch and its note of the saved snapshot).
FORGET_GAMES = """() => { for (const key of Object.keys(localStorage))
  if (!key.startsWith('shanghaien:')) localStorage.removeItem(key); }"""
# Click the game's Play button on the chooser and resolve with the milliseconds until a frame
# shows the board's new-game window (any open <dialog>: the chooser has none).
OPEN_GAME = """(id) => new Promise((resolve, reject) => {
  const play = document.querySelector(`a[href="#/${id}"]`);
  if (!play) { reject(new Error(`no Play link for ${id} on the chooser`)); return; }
  const start = performance.now();
  play.click();
  const look = () => document.querySelector('dialog[open]') ? resolve(performance.now() - start)
                                                              : requestAnimationFrame(look);
  requestAnimationFrame(look);
})"""


def open_ms(context: BrowserContext, chooser_url: str, game_id: str) -> float:
    """One measured opening of game_id from a freshly loaded chooser with no saved game."""
    page = context.new_page()
    try:
        wait_until_ready(page, chooser_url)
        page.evaluate(FORGET_GAMES)
        page.reload()
        page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
        return float(page.evaluate(OPEN_GAME, game_id))
    finally:
        page.close()


def main() -> None:
    """Command line: build, serve, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="openings of each game (default 7)")
    parser.add_argument("--settle", type=float, default=1.5, metavar="S", help="pause before each opening")
    args = parser.parse_args()
    games = [d.id for d in registry.games() if d.board]
    samples: dict[str, list[float]] = {g: [] for g in games}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        site = site_build.export_site(Path(tmp) / "site")
        server = site_server.make_server(site.parent, port=0, quiet=True)
        site_server.start_in_thread(server)
        chooser = site_server.url_of(server, "/site/") + "#/"
        context = profile_context(playwright, Path(tmp) / "profile")
        try:
            save_snapshot(context, chooser)
            for game in games:  # every board's files into the cache: not measured
                open_ms(context, chooser, game)
            for run in range(args.runs):
                for game in games[run % len(games):] + games[: run % len(games)]:
                    time.sleep(args.settle)
                    samples[game].append(open_ms(context, chooser, game))
                    print(f"  {game}: {samples[game][-1]:.0f} ms", file=sys.stderr, flush=True)
        finally:
            context.close()
    print(f"opening a game from the chooser, warm repeat visit, {args.runs} runs each: median (min-max) ms")
    first = statistics.median(samples[games[0]])
    for game in games:
        values = samples[game]
        median = statistics.median(values)
        extra = "" if game == games[0] else f"   {median - first:+.0f} ms against {games[0]}"
        print(f"{game:16} {median:7.0f} ({min(values):.0f}-{max(values):.0f}){extra}")


if __name__ == "__main__":
    main()

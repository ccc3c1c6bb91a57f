"""Game review benchmark in the browser (a script, not a test): whole games reviewed under Pyodide.

Boots the exported site in Chromium with several finished games saved, then reviews each one from
the games list as a person does ("Review" on its row) and times it on the page's clock, from the
click to the review window showing its result. Every main-thread task longer than 50 ms is caught
by a `PerformanceObserver('longtask')` installed before the page loads. Prints the median and
maximum time per game, the decisions each had, the longest task while reviewing, and the load
average, against the targets: a whole game in at most 3 s, no task over 50 ms. Half the games are
random play (many poor moves), half the Mate's (Red) against the Captain. Run it without `nice`:
it measures wall time.

    .venv/bin/python e2e/bench_review.py [--games N] [--seed S] [--cpython]

`--cpython` reviews the same games under CPython in 20 ms slices instead, on the process's CPU
clock, which a busy machine does not stretch: the CPU time per game and the longest slice.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playwright.sync_api import sync_playwright

from e2e import chromium
from e2e.bench_ai import LONG_TASKS
from e2e.play import BOARD, random_game_record, store_js
from game.saves import keys
from scripts import site_build, site_server

READY_TIMEOUT_MS = 180_000
# Long tasks, and the page-clock time of each click on a review button and of each finished review.
PROBES = LONG_TASKS + """
window.__clicks = []; window.__done = [];
document.addEventListener("click", (event) => {
  if (event.target.closest && event.target.closest('[data-act^="saves:review:"]')) window.__clicks.push(performance.now());
}, true);
new MutationObserver((records) => {
  for (const r of records) {
    if (r.target.id === "dialog-review" && r.target.dataset.state === "done") window.__done.push(performance.now());
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-state"] });
"""


def mate_game(seed: int) -> dict:
    """A whole game of the Mate (Red, a person's seat) against the Captain, as a record."""
    from game.shanghaien import actions as A
    from game.shanghaien.ai.levels import choose
    from game.shanghaien.randomplay import shuffled_deck
    from game.shanghaien.record import to_record
    from game.shanghaien.state import ROLLING, State

    rng = random.Random(seed)
    state = State(shuffled_deck(rng), seed % 2)
    while not state.is_terminal():
        if state.phase == ROLLING:
            state.apply_action(A.dice(rng.randint(1, 6), rng.randint(1, 6)))
        else:
            state.apply_action(choose(state, ("mate", "captain")[state.to_move], seed))
    return to_record(state, [{"name": "Red", "type": "human"}, {"name": "Captain", "type": "ai", "level": "captain"}])


def games(count: int, seed: int) -> list[dict]:
    """The benchmark's games: random play and the Mate's, alternately."""
    return [random_game_record(seed + i, level="captain") if i % 2 == 0 else mate_game(seed + i)
            for i in range(count)]


def decisions(data: dict) -> int:
    """How many decisions of Red's the review weighs."""
    from game.shanghaien.ai.review import Reviewer
    from game.shanghaien.record import read_record

    return Reviewer(read_record(data).state, 0).total


def run_in_page(url: str, records: list[dict]) -> dict:
    """Save the games, review each from the games list, return the clicks, results and long tasks."""
    items: dict[str, str] = {}
    for i, data in enumerate(records):
        items[keys.game_key(f"bench-{i}")] = json.dumps(data)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(**chromium.launch_args())
        context = browser.new_context(service_workers="block")
        context.add_init_script("if (!sessionStorage.getItem('seeded')) {" + store_js(items)
                                + " sessionStorage.setItem('seeded', '1'); }")
        context.add_init_script(PROBES)
        page = context.new_page()
        errors: list[str] = []
        page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
        page.goto(url)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
        for i in range(len(records)):
            page.wait_for_selector("#dialog-games[open]", timeout=60_000)  # at start, and back from each review
            page.locator(f'[data-game="bench-{i}"] [data-act="saves:review:bench-{i}"]').click()
            page.wait_for_function(f"window.__done.length > {i}", timeout=120_000, polling=100)
            page.locator('#dialog-review [data-act="review:close"]').click()
        result = {"clicks": page.evaluate("window.__clicks"), "done": page.evaluate("window.__done"),
                  "long_tasks": page.evaluate("window.__longTasks"), "console_errors": errors}
        browser.close()
    return result


def summary(result: dict, sizes: list[int], loads: tuple[tuple[float, ...], tuple[float, ...]]) -> str:
    """The numbers against the targets, as printed."""
    spans = list(zip(result["clicks"], result["done"]))
    times = [(t1 - t0) / 1000 for t0, t1 in spans]
    during = [t for t in result["long_tasks"] if any(t["start"] + t["duration"] >= t0 and t["start"] <= t1 for t0, t1 in spans)]
    longest = max((t["duration"] for t in during), default=0.0)
    lines = [
        f"game review in Chromium/Pyodide: {len(times)} whole games, {min(sizes)}-{max(sizes)} decisions of Red's each",
        "per game: " + ", ".join(f"{t:.2f} s ({n} decisions)" for t, n in zip(times, sizes)),
        f"time per game: median {statistics.median(times):.2f} s, max {max(times):.2f} s   (target: at most 3 s)",
        f"long tasks while reviewing: {len(during)} over 50 ms, longest {longest:.0f} ms   (target: none over 50 ms)",
        f"load average before {' '.join(f'{x:.2f}' for x in loads[0])}, after {' '.join(f'{x:.2f}' for x in loads[1])}"
        f" on {os.cpu_count()} cores",
    ]
    if result["console_errors"]:
        lines.append(f"console errors: {result['console_errors']}")
    return "\n".join(lines)


def cpython(records: list[dict]) -> str:
    """The same reviews under CPython, in the page's slices, timed on the process's CPU clock."""
    import time

    from game.shanghaien.ai import solver
    from game.shanghaien.ai.review import Reviewer
    from game.shanghaien.record import read_record
    from game.shanghaien.ui.review_view import SLICE_MS

    totals, longest = [], []
    for data in records:
        solver.forget()
        reviewer = Reviewer(read_record(data).state, 0)
        slices = []
        while not reviewer.done():
            t0 = time.process_time()
            reviewer.step(SLICE_MS)
            slices.append(1000 * (time.process_time() - t0))
        totals.append(sum(slices) / 1000)
        longest.append(max(slices))
    return (f"game review under CPython, CPU time: {len(records)} games, median {statistics.median(totals):.2f} s,"
            f" max {max(totals):.2f} s per game; longest slice {max(longest):.1f} ms of CPU"
            f" (slices of {SLICE_MS:.0f} ms wall); load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


def main() -> None:
    """Command line: build, serve, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6, help="whole games to review (default 6)")
    parser.add_argument("--seed", type=int, default=2027, help="deals the games")
    parser.add_argument("--cpython", action="store_true", help="review under CPython on the CPU clock instead")
    args = parser.parse_args()
    records = games(args.games, args.seed)
    if args.cpython:
        print(cpython(records))
        return
    sizes = [decisions(data) for data in records]
    with tempfile.TemporaryDirectory(prefix="bench-review-") as tmp:
        site = site_build.export_site(Path(tmp) / "site")
        server = site_server.make_server(site, port=0, quiet=True)
        server.handle_error = lambda request, address: None
        site_server.start_in_thread(server)
        try:
            before = os.getloadavg()
            result = run_in_page(site_server.url_of(server) + BOARD, records)
            after = os.getloadavg()
        finally:
            server.shutdown()
            server.server_close()
    print(summary(result, sizes, (before, after)))


if __name__ == "__main__":
    main()

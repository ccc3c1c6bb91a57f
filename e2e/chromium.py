"""How this project starts Chromium: Debian's build, never a downloaded one, and quiet."""

from __future__ import annotations

import functools
import os
import re
from pathlib import Path
from typing import Any

import playwright

EXECUTABLE = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]
# Chromium's in-process heap profiler, which some renderers get at random, walks the stack of
# each sampled allocation by frame pointers and scans past the end of the WebAssembly stack that
# Pyodide's JSPI calls run on: SIGSEGV in the renderer ("Target crashed"), seen about once per
# test run. Forcing the profiler on reproduces it in half the game's loads; switched off, none.
DISABLED_FEATURES = ["HeapProfilerReporting"]


@functools.cache
def playwright_disabled_features() -> tuple[str, ...]:
    """The features Playwright's own --disable-features switch names, read from its driver.

    Chromium keeps only the last --disable-features of its command line, and Playwright passes
    its own before ours: ours has to carry Playwright's list too.
    """
    lib = Path(playwright.__file__).parent / "driver" / "package" / "lib"
    for source in (lib / "coreBundle.js", lib / "server" / "chromium" / "chromiumSwitches.js"):
        if source.is_file():
            found = re.search(r"disabledFeatures = \[(.*?)\]", source.read_text(encoding="utf-8"), re.S)
            if found:
                return tuple(re.findall(r'"([\w-]+)"', re.sub(r"//[^\n]*", "", found.group(1))))
    raise RuntimeError(f"Playwright's list of disabled Chromium features is not where it was, under {lib}")


def launch_args() -> dict[str, Any]:
    """Keyword arguments for playwright's chromium.launch()."""
    features = ",".join(dict.fromkeys([*playwright_disabled_features(), *DISABLED_FEATURES]))
    return {"executable_path": EXECUTABLE, "args": [*ARGS, f"--disable-features={features}"]}

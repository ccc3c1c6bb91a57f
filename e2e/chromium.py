"""How this project starts Chromium: Debian's build, never a downloaded one, and quiet."""

from __future__ import annotations

import os
from typing import Any

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


def launch_args() -> dict[str, Any]:
    """Keyword arguments for playwright's chromium.launch()."""
    return {"executable_path": EXECUTABLE, "args": list(ARGS)}

"""PyScript's own Python package as the page gets it, so the export can ship its bytecode too.

Before the page's script runs, PyScript writes its `pyscript` package into Python's working
directory and imports it: on a first visit that compiles some 27 kB of Python in the page
(about 15 ms of Pyodide's CPython, measured under Node), on every address, before the first
screen can be drawn. The sources are a JSON object in the pinned @pyscript/core
(`src/stdlib/pyscript.js`, the same text its bundle in `dist/` holds); scripts/site_build.py
compiles the modules `import pyscript` loads into game.zip, which is unpacked in that same
directory before PyScript writes the sources beside the bytecode.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ARTIFACT = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
PACKAGE = "pyscript"


def sources(artifact: Path = ARTIFACT) -> dict[str, str]:
    """Every file of the package, by its path in the working directory (`pyscript/web.py`)."""
    text = artifact.read_text(encoding="utf-8")
    marker = "export default"
    if marker not in text:
        raise SystemExit(f"{artifact}: no `{marker}` object: is @pyscript/core installed (npm ci)?")
    tree = json.loads(text[text.index(marker) + len(marker):].strip().rstrip(";"))
    return {f"{PACKAGE}/{name}": code for name, code in tree[PACKAGE].items()}


def imported_at_start(files: dict[str, str]) -> dict[str, str]:
    """The files `import pyscript` loads: the package's `__init__.py` and what it imports, in turn."""
    wanted, todo = {}, [f"{PACKAGE}/__init__.py"]
    while todo:
        path = todo.pop()
        if path in wanted or path not in files:
            continue
        wanted[path] = files[path]
        for node in ast.walk(ast.parse(files[path], path)):
            if not isinstance(node, ast.ImportFrom) or node.level > 1:
                continue
            parts = [PACKAGE] * node.level + (node.module or "").split(".")
            parts = [part for part in parts if part]
            if parts[0] != PACKAGE:
                continue
            names = [parts[1]] if len(parts) > 1 else [alias.name for alias in node.names]
            todo += [f"{PACKAGE}/{name}.py" for name in names]
    return dict(sorted(wanted.items()))

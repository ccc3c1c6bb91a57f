"""Every game's engine and AI run in the browser's Pyodide exactly as in CPython.

A page of the tests' own (next to the exported site, never part of it) loads every zip into
Pyodide, runs e2e/engine_check.py there and puts the answer in the page; CPython runs the same
check here. The browser's CPython is another version (3.14) on WebAssembly: any difference in
the rules, the records or a seeded AI shows up as a difference in the two answers.
"""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import urljoin

from playwright.sync_api import Page

from e2e.conftest import BOOT_TIMEOUT_MS
from e2e.engine_check import check
from scripts import game_zips, pyscript_stdlib

SOURCE = (Path(__file__).parent / "engine_check.py").read_text(encoding="utf-8")
# Every zip of the site (the games' engines are in their own), unpacked where the page unpacks them.
FILES = json.dumps({f"./{game_zips.zip_path(name)}": "./*" for name in game_zips.layout().zips})
PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>engine check</title><link rel="icon" href="data:,">
<script type="module" src="./assets/runtime/pyscript/core.js"></script></head>
<body><script type="py" config='{"interpreter": "./assets/runtime/pyodide/pyodide.mjs",
  "files": %s}'>
%s
from pyscript import document
import json as _json
document.body.dataset.compiled = _json.dumps(compiled_check())
document.body.dataset.result = _json.dumps(check())
</script></body></html>
"""


def test_every_engine_answers_in_pyodide_as_in_cpython(page: Page, site_url: str, site_dir: Path,
                                                       console_errors: list[str]) -> None:
    assert "</script" not in SOURCE
    (site_dir / "engine-check.html").write_text(PAGE % (FILES, SOURCE), encoding="utf-8")
    page.goto(urljoin(site_url, "engine-check.html"))
    page.wait_for_selector("body[data-result]", state="attached", timeout=BOOT_TIMEOUT_MS)
    in_browser = json.loads(page.evaluate("document.body.dataset.result"))
    here = json.loads(json.dumps(check()))
    assert set(in_browser) == set(here) and len(here) >= 1
    for game_id, rows in here.items():
        assert in_browser[game_id] == rows, game_id
        assert all(row["round_trip"] for row in rows)
        assert all(not row["ai"].startswith("error") for row in rows), rows
    # The first screens' modules and PyScript's ship compiled (scripts/bytecode.py): every such file has this
    # runtime's magic number and the hash of the very source beside it, so the page imports it
    # instead of compiling the source.
    first = game_zips.first_screen_modules(game_zips.Graph())
    shipped = [path for files in game_zips.layout().zips.values() for path in files if game_zips.module_of(path) in first]
    shipped += list(pyscript_stdlib.imported_at_start(pyscript_stdlib.sources()))
    assert json.loads(page.evaluate("document.body.dataset.compiled")) == {"files": len(shipped), "refused": []}

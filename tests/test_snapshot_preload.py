"""The modules the snapshot imports ahead (assets/snapshot/maker.mjs) never reach the browser."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

MAKER = Path(__file__).resolve().parent.parent / "assets" / "snapshot" / "maker.mjs"
BROWSER = ("js", "pyscript", "pyodide", "game.ui.browser")


def preloaded() -> list[str]:
    """The PRELOAD list of maker.mjs."""
    block = re.search(r"const PRELOAD = \[(.*?)\];", MAKER.read_text(), re.S).group(1)
    return re.findall(r'"([\w.]+)"', block)


def test_every_preloaded_module_imports_without_the_page():
    names = preloaded()
    assert "game.saves" in names and "game.shanghaien.state" in names
    # A fresh interpreter, so modules other tests imported do not hide an import of the page's.
    script = (f"import importlib, sys\nfor name in {names!r}: importlib.import_module(name)\n"
              f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {BROWSER!r}[:3] "
              f"or m == {BROWSER[3]!r})))")
    out = subprocess.run([sys.executable, "-c", "import json\n" + script], capture_output=True, text=True,
                         cwd=MAKER.parent.parent.parent, check=True)
    assert json.loads(out.stdout) == [], f"a preloaded module imports the page: {out.stdout}"

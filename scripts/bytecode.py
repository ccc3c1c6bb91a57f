"""The first screen's modules compiled ahead, for the exported site's zips (scripts/site_build.py).

A first visit has no snapshot to restore, so the page's Python compiles every module it imports:
in Pyodide that is most of the time a board takes to appear (docs/performance.md). The export
ships those modules' bytecode beside their sources, in `__pycache__` where Python's import system
looks for it, compiled by the page's own interpreter (scripts/bytecode.mjs runs Pyodide under
Node) as checked-hash files: Python uses one only while its source is the one it was made from.
The compiled files are kept in a cache keyed by the source's and the runtime's digests, so a
second export compiles nothing.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import tempfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / "assets" / "runtime" / "bytecode"  # git-ignored with the rest of assets/runtime
RUNTIME = ROOT / "node_modules" / "pyodide" / "package.json"  # which Pyodide compiles
SCRIPT = ROOT / "scripts" / "bytecode.mjs"


def cache_path(source: str, tag: str) -> str:
    """Where Python looks for a source's bytecode: `game/x/y.py` -> `game/x/__pycache__/y.<tag>.pyc`."""
    folder, _, name = source.rpartition("/")
    return f"{folder}/__pycache__/{name.removesuffix('.py')}.{tag}.pyc"


def _key(source: str, text: bytes) -> str:
    digest = hashlib.sha256(RUNTIME.read_bytes())
    digest.update(source.encode())
    digest.update(text)
    return digest.hexdigest()[:32]


def compiled(sources: Iterable[str]) -> dict[str, bytes]:
    """The bytecode of each source (paths under the repository), by the path it has in a zip."""
    return compiled_texts({source: (ROOT / source).read_bytes() for source in sources})


def compiled_texts(sources: dict[str, bytes]) -> dict[str, bytes]:
    """The bytecode of each source (its path in the page's working directory -> its text), by the
    path Python looks for it at."""
    if not sources:
        return {}
    CACHE.mkdir(parents=True, exist_ok=True)
    keys = {source: _key(source, text) for source, text in sources.items()}
    missing = [s for s in sources if not (CACHE / f"{keys[s]}.pyc").exists() or not (CACHE / "tag").exists()]
    if missing:
        _compile({s: sources[s] for s in missing}, keys)
    tag = (CACHE / "tag").read_text().strip()
    return {cache_path(s, tag): (CACHE / f"{keys[s]}.pyc").read_bytes() for s in sources}


def _compile(sources: dict[str, bytes], keys: dict[str, str]) -> None:
    """Run scripts/bytecode.mjs on the sources, into the cache."""
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
        for source, text in sources.items():
            (Path(tmp) / f"{keys[source]}.py").write_bytes(text)
        job = [[str(Path(tmp) / f"{keys[s]}.py"), str(Path(tmp) / f"{keys[s]}.pyc"), s] for s in sources]
        try:
            done = subprocess.run(["node", str(SCRIPT)], input=json.dumps(job), capture_output=True, text=True,
                                  cwd=ROOT, check=False, timeout=300)
        except (OSError, subprocess.TimeoutExpired) as err:
            raise SystemExit(f"scripts/bytecode.mjs could not run ({err}): Node 20 and `npm ci` are needed") from None
        if done.returncode:
            raise SystemExit(f"scripts/bytecode.mjs failed:\n{done.stderr.strip()}")
        for made in Path(tmp).glob("*.pyc"):
            made.replace(CACHE / made.name)
        (CACHE / "tag").write_text(done.stdout.strip().splitlines()[-1] + "\n")

"""Builds the static site: copies the npm runtime under assets/runtime/ and zips the game package.

Run as `python3 -m scripts.site_build [--out DIR]`; with --out it also exports the publishable
site (index.html, pyscript.toml, the web app manifest, sw.js stamped with the build, assets/
with the snapshot loader stamped with game.zip's SHA-256) into DIR, as the GitHub Pages
workflow does.
"""

from __future__ import annotations

import argparse
import hashlib
import re
import shutil
import zipfile
from collections.abc import Iterable
from pathlib import Path

from scripts import first_words, pwa_build

ROOT = Path(__file__).resolve().parent.parent
RUNTIME = ROOT / "assets" / "runtime"
GAME_ZIP = RUNTIME / "game.zip"
PYSCRIPT_DIST = ROOT / "node_modules" / "@pyscript" / "core" / "dist"
PYODIDE_PACKAGE = ROOT / "node_modules" / "pyodide"
# What the browser needs of the npm pyodide package; without the lock file boot fails.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Pyodide's module factory again, as a classic script (see classic_factory()).
CLASSIC_FACTORY = "pyodide.asm.js"
SITE_FILES = ("index.html", "pyscript.toml", "manifest.webmanifest", "sw.js")
# The page's snapshot loader, and the line in it that export_site() fills with game.zip's SHA-256.
SNAPSHOT_LOADER = Path("assets") / "snapshot" / "pyodide.mjs"
DIGEST_MARKER = "const GAME_DIGEST = null;"
# A fixed timestamp keeps game.zip byte-identical for identical sources.
ZIP_DATE = (2020, 1, 1, 0, 0, 0)


def copy_runtime() -> None:
    """Copy PyScript's dist/ (no source maps) and Pyodide's browser files under assets/runtime/."""
    if not PYSCRIPT_DIST.is_dir() or not PYODIDE_PACKAGE.is_dir():
        raise SystemExit("The npm runtime is missing: run `npm ci` (./scripts/serve does it for you).")
    pyscript = RUNTIME / "pyscript"
    if pyscript.exists():
        shutil.rmtree(pyscript)
    shutil.copytree(PYSCRIPT_DIST, pyscript, ignore=shutil.ignore_patterns("*.map"))
    pyodide = RUNTIME / "pyodide"
    pyodide.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_PACKAGE / name, pyodide / name)
    module = (PYODIDE_PACKAGE / "pyodide.asm.mjs").read_text(encoding="utf-8")
    (pyodide / CLASSIC_FACTORY).write_text(classic_factory(module), encoding="utf-8")


def classic_factory(module: str) -> str:
    """Pyodide's pyodide.asm.mjs as a classic script that defines the global _createPyodideModule.

    Chromium keeps the compiled code of classic scripts between visits but compiles module
    scripts afresh each time, and this one's 1.2 MB compiles lazily on the page's main thread as
    Pyodide starts (some 400 functions); assets/snapshot/pyodide.mjs loads this copy and falls
    back to the module. The module is one function declaration and a default export;
    import.meta.url, which a classic script cannot name, becomes the script's own address.
    Anything else stops the build: a Pyodide upgrade that changes that shape needs a look.
    """
    declaration = "async function _createPyodideModule("
    export = "export default _createPyodideModule;"
    body = module.rstrip()
    if not body.startswith(declaration) or not body.endswith(export):
        raise SystemExit(f"pyodide.asm.mjs: expected `{declaration}...` ending in `{export}`")
    body = body[: -len(export)]
    statement = re.search(r"(^|[;{}])\s*(export\b|import\s*[{*\"']|import\s+\w)", body)
    if statement or body.count("import.meta") != body.count("import.meta.url"):
        raise SystemExit("pyodide.asm.mjs: an import or export other than import.meta.url and the default export")
    # Strict, as a module is; the script's address, while it runs.
    head = '"use strict";\nvar _pyodideAsmURL = document.currentScript.src;\n'
    return head + lazy_sleep_buffer(body.replace("import.meta.url", "_pyodideAsmURL")) + "\n"


# Pyodide's syncSleep(): Atomics.wait() on a one-page shared memory that the factory makes as it
# starts. A page that is not cross-origin isolated (this one, on GitHub Pages) gets a deprecation
# report for it, and a report notes the line and column it came from, for which V8 parses the
# whole 1.2 MB factory once more: 20-30 ms of the main thread, on every visit, for a buffer that
# is only used when reading stdin meets EAGAIN (and Atomics.wait() throws on the main thread).
EAGER_SLEEP_BUFFER = re.compile(
    r"var (\w+)=(new Int32Array\(new WebAssembly\.Memory\(\{shared:!0,initial:1,maximum:1\}\)\.buffer\));"
    r"function (\w+)\((\w+)\)\{try\{return Atomics\.wait\(\1,0,0,\4\),!0\}catch\{return!1\}\}")


def lazy_sleep_buffer(factory: str) -> str:
    """The factory with syncSleep()'s shared buffer made on its first call instead of at start.

    The same behaviour (the first call makes the buffer, then waits or returns false as before);
    a factory without that one buffer stops the build, as a Pyodide upgrade needs a look here.
    """
    lazy, found = EAGER_SLEEP_BUFFER.subn(
        r"var \1;function \3(\4){try{\1??=\2;return Atomics.wait(\1,0,0,\4),!0}catch{return!1}}", factory)
    if found != 1:
        raise SystemExit(f"pyodide.asm.mjs: expected syncSleep()'s shared buffer once, found {found}"
                         " (scripts/site_build.py, lazy_sleep_buffer)")
    return lazy


def game_sources() -> list[Path]:
    """List the package's Python files, sorted, without caches."""
    return sorted(p for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts)


def zip_is_stale(sources: Iterable[Path]) -> bool:
    """Tell whether game.zip is missing or older than any of the sources."""
    if not GAME_ZIP.exists():
        return True
    built = GAME_ZIP.stat().st_mtime
    return any(p.stat().st_mtime > built for p in sources)


def build_game_zip(force: bool = False) -> Path:
    """(Re)build assets/runtime/game.zip from game/ when a source changed; return its path."""
    sources = game_sources()
    if not force and not zip_is_stale(sources):
        return GAME_ZIP
    GAME_ZIP.parent.mkdir(parents=True, exist_ok=True)
    partial = GAME_ZIP.with_suffix(".zip.part")
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sources:
            info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, path.read_bytes())
    partial.replace(GAME_ZIP)
    return GAME_ZIP


def refresh() -> None:
    """What a development server does before serving game.zip or the page's first scripts: rebuild what is stale."""
    build_game_zip()
    first_words.refresh()


def build() -> None:
    """Make assets/runtime/ complete: the npm runtime, a fresh game.zip, first-words.js and first-screen.js."""
    copy_runtime()
    build_game_zip(force=True)
    first_words.write()


def export_site(out: Path) -> Path:
    """Build, then copy the publishable site (page, config, assets) into out; return out."""
    build()
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in SITE_FILES:
        shutil.copy2(ROOT / name, out / name)
    shutil.copytree(ROOT / "assets", out / "assets")
    stamp_game_digest(out)
    pwa_build.stamp(out)  # the service worker caches exactly this build
    return out


def stamp_game_digest(site: Path) -> str:
    """Write the SHA-256 of the site's game.zip into its snapshot loader; return the digest."""
    loader = site / SNAPSHOT_LOADER
    source = loader.read_text(encoding="utf-8")
    if source.count(DIGEST_MARKER) != 1:
        raise SystemExit(f"{loader}: expected the line `{DIGEST_MARKER}` once, to write game.zip's digest into")
    digest = hashlib.sha256((site / GAME_ZIP.relative_to(ROOT)).read_bytes()).hexdigest()
    loader.write_text(source.replace(DIGEST_MARKER, f'const GAME_DIGEST = "{digest}";'), encoding="utf-8")
    return digest


def main() -> None:
    """Command line: build assets/runtime/, and export the site when --out is given."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="also export the publishable site into this folder")
    args = parser.parse_args()
    if args.out:
        print(f"site exported to {export_site(args.out.resolve())}")
    else:
        build()
        print(f"runtime and game.zip built under {RUNTIME}")


if __name__ == "__main__":
    main()

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

from scripts import bytecode, first_words, game_zips, pwa_build, pyscript_stdlib

ROOT = Path(__file__).resolve().parent.parent
RUNTIME = ROOT / "assets" / "runtime"
GAME_ZIP = RUNTIME / "game.zip"
GAMES_DIR = RUNTIME / game_zips.GAMES_FOLDER  # each game's own zips
BYTECODE_CACHE = bytecode.CACHE.name  # under RUNTIME: the build's, never published
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
    return game_zips.sources(ROOT)


def zips_are_stale(sources: Iterable[Path]) -> bool:
    """Tell whether game.zip or a game's zip is missing or older than any of the sources."""
    built = [GAME_ZIP, *GAMES_DIR.glob("*.zip")] if GAMES_DIR.is_dir() else [GAME_ZIP]
    if not all(path.exists() for path in built) or len(built) == 1:
        return True
    oldest = min(path.stat().st_mtime for path in built)
    return any(p.stat().st_mtime > oldest for p in sources)


def write_zip(target: Path, files: Iterable[str], extra: dict[str, bytes] | None = None) -> None:
    """Write the files (paths under the repository), then the extra files (path in the zip ->
    content), into the zip at target, byte-identical for identical sources."""
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".zip.part")
    contents = [(name, (ROOT / name).read_bytes()) for name in files] + sorted((extra or {}).items())
    with zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in contents:
            info = zipfile.ZipInfo(name, ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, content)
    partial.replace(target)


def build_game_zip(force: bool = False) -> Path:
    """(Re)build the page's zips from game/ when a source changed (game_zips.py says what goes
    where: game.zip for the site, assets/runtime/games/<package>.zip per game); return game.zip's path."""
    sources = game_sources()
    if not force and not zips_are_stale(sources):
        return GAME_ZIP
    write_zips(ROOT)
    return GAME_ZIP


def write_zips(site: Path, compiled: bool = False) -> game_zips.Layout:
    """Write every zip of the page under site (game.zip and assets/runtime/games/), dropping
    games' zips of an earlier layout; return the layout written. With compiled, each zip also
    holds the bytecode of its modules that the first screens import (scripts/bytecode.py), and
    game.zip that of the PyScript modules every visit imports (scripts/pyscript_stdlib.py)."""
    layout = game_zips.layout(ROOT)
    first = game_zips.first_screen_modules(game_zips.Graph(ROOT)) if compiled else set()
    for name, files in layout.zips.items():
        ahead = bytecode.compiled(f for f in files if game_zips.module_of(f) in first)
        if compiled and name == game_zips.SITE_ZIP:
            started = pyscript_stdlib.imported_at_start(pyscript_stdlib.sources())
            ahead |= bytecode.compiled_texts({path: text.encode() for path, text in started.items()})
        write_zip(site / game_zips.zip_path(name), files, ahead)
    for stale in (site / GAMES_DIR.relative_to(ROOT)).glob("*.zip"):
        if stale.stem not in layout.zips:
            stale.unlink()
    return layout


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
    shutil.copytree(ROOT / "assets", out / "assets", ignore=shutil.ignore_patterns(BYTECODE_CACHE))
    write_zips(out, compiled=True)  # the dev server's zips hold sources only: they change as you edit
    stamp_game_digest(out)
    pwa_build.stamp(out)  # the service worker caches exactly this build
    return out


def zips_digest(site: Path) -> str:
    """The digest of every zip of the site, as the snapshot loader computes it: the SHA-256 of the
    zips' own SHA-256 digests, game.zip's first, then the games' in the order of their names."""
    runtime = site / RUNTIME.relative_to(ROOT)
    zips = [runtime / GAME_ZIP.name, *sorted((runtime / game_zips.GAMES_FOLDER).glob("*.zip"), key=lambda p: p.stem)]
    return hashlib.sha256(b"".join(hashlib.sha256(path.read_bytes()).digest() for path in zips)).hexdigest()


def stamp_game_digest(site: Path) -> str:
    """Write the digest of the site's zips (zips_digest) into its snapshot loader; return the digest."""
    loader = site / SNAPSHOT_LOADER
    source = loader.read_text(encoding="utf-8")
    if source.count(DIGEST_MARKER) != 1:
        raise SystemExit(f"{loader}: expected the line `{DIGEST_MARKER}` once, to write the zips' digest into")
    digest = zips_digest(site)
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

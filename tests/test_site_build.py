"""The digest of game.zip that the export writes into the snapshot loader (scripts/site_build.py)."""

from __future__ import annotations

import hashlib
import re
import subprocess
import tomllib
from pathlib import Path

import pytest

from scripts import site_build

LOADER = "// head\nconst GAME_DIGEST = null;\n// tail\n"


def make_site(root: Path, loader: str = LOADER) -> Path:
    (root / "assets" / "snapshot").mkdir(parents=True)
    (root / "assets" / "runtime" / "games").mkdir(parents=True)
    (root / "assets" / "snapshot" / "pyodide.mjs").write_text(loader, encoding="utf-8")
    (root / "assets" / "runtime" / "game.zip").write_bytes(b"PK a site")
    (root / "assets" / "runtime" / "games" / "rummy.zip").write_bytes(b"PK shared cards")
    (root / "assets" / "runtime" / "games" / "penny.zip").write_bytes(b"PK a game")
    return root


def test_the_loader_gets_the_digest_of_every_zip_of_the_site_in_place_of_the_marker(tmp_path: Path) -> None:
    """The SHA-256 of the zips' SHA-256 digests: game.zip's, then the games' by name (as the
    loader computes it from first-screen.js's list)."""
    site = make_site(tmp_path)
    digest = site_build.stamp_game_digest(site)
    parts = [hashlib.sha256(data).digest() for data in (b"PK a site", b"PK a game", b"PK shared cards")]
    assert digest == hashlib.sha256(b"".join(parts)).hexdigest()
    text = (site / "assets" / "snapshot" / "pyodide.mjs").read_text(encoding="utf-8")
    assert text == f'// head\nconst GAME_DIGEST = "{digest}";\n// tail\n'


def test_a_changed_game_zip_changes_the_digest(tmp_path: Path) -> None:
    site = make_site(tmp_path)
    before = site_build.zips_digest(site)
    (site / "assets" / "runtime" / "games" / "penny.zip").write_bytes(b"PK a game, changed")
    assert site_build.zips_digest(site) != before


def test_a_loader_without_the_marker_stops_the_export(tmp_path: Path) -> None:
    site = make_site(tmp_path, loader="const GAME_DIGEST = 'stale';\n")
    with pytest.raises(SystemExit, match="GAME_DIGEST"):
        site_build.stamp_game_digest(site)


def test_the_repository_loader_carries_the_marker_once() -> None:
    source = (site_build.ROOT / site_build.SNAPSHOT_LOADER).read_text(encoding="utf-8")
    assert source.count(site_build.DIGEST_MARKER) == 1


def test_the_pages_pyscript_preloads_are_the_modules_the_pinned_pyscript_starts_with() -> None:
    """index.html names PyScript's hashed chunks: core, its TOML reader and the plugins that
    pyscript.toml leaves on (an excluded plugin is not loaded, except `error`, whose stand-in
    core still imports); an upgrade that renames them, or a plugin switched back on or off
    without its preload, must fail here."""
    page = (site_build.ROOT / "index.html").read_text(encoding="utf-8")
    preloaded = set(re.findall(r'<link rel="modulepreload" href="\./assets/runtime/pyscript/([^"]+)">', page))
    core = (site_build.PYSCRIPT_DIST / "core.js").read_text(encoding="utf-8")
    [chunk] = re.findall(r'from"\./(core-[\w-]+\.js)"', core)
    chunk_text = (site_build.PYSCRIPT_DIST / chunk).read_text(encoding="utf-8")
    plugins = dict(re.findall(r'"?([\w-]+)"?:\(\)=>import\("\./(\1-[\w-]+\.js)"\)', chunk_text))
    assert {"error", "py-editor", "py-terminal"} <= plugins.keys()  # the pattern still finds them
    switched_off = {name[1:] for name in tomllib.loads((site_build.ROOT / "pyscript.toml").read_text())["plugins"]
                    if name.startswith("!")}
    started = {module for name, module in plugins.items() if name not in switched_off or name == "error"}
    toml = set(re.findall(r'import\("\./(toml-[\w-]+\.js)"\)', chunk_text))
    assert len(toml) == 1
    assert preloaded == {chunk} | toml | started
    assert all((site_build.PYSCRIPT_DIST / name).is_file() for name in preloaded)


def test_the_classic_factory_defines_pyodides_module_factory_where_the_script_is() -> None:
    """pyodide.asm.js, made from the pinned pyodide.asm.mjs, run as a classic script (in Node)."""
    module = (site_build.PYODIDE_PACKAGE / "pyodide.asm.mjs").read_text(encoding="utf-8")
    program = """
const vm = require("node:vm");
const context = vm.createContext({ document: { currentScript: { src: "https://example.org/site/pyodide.asm.js" } } });
vm.runInContext(require("node:fs").readFileSync(0, "utf8"), context);
console.log(typeof context._createPyodideModule, context._pyodideAsmURL);
"""
    ran = subprocess.run(["node", "-e", program], input=site_build.classic_factory(module),
                         capture_output=True, text=True, check=True)
    assert ran.stdout.split() == ["function", "https://example.org/site/pyodide.asm.js"]


def test_the_classic_factory_makes_the_sleep_buffer_on_first_use() -> None:
    """syncSleep()'s shared memory, which raises a deprecation report where it is made, is made
    on the first call of syncSleep() instead of as the factory starts."""
    module = (site_build.PYODIDE_PACKAGE / "pyodide.asm.mjs").read_text(encoding="utf-8")
    classic = site_build.classic_factory(module)
    buffer, _, sleep, wait = site_build.EAGER_SLEEP_BUFFER.search(module).groups()
    assert site_build.EAGER_SLEEP_BUFFER.search(classic) is None
    assert (f"var {buffer};function {sleep}({wait}){{try{{{buffer}??=new Int32Array(new WebAssembly.Memory("
            "{shared:!0,initial:1,maximum:1}).buffer);" f"return Atomics.wait({buffer},0,0,{wait}),!0}}") in classic


def test_a_factory_without_the_sleep_buffer_stops_the_build() -> None:
    """A Pyodide whose factory no longer makes that buffer so needs a look at lazy_sleep_buffer()."""
    with pytest.raises(SystemExit, match="syncSleep"):
        site_build.classic_factory("async function _createPyodideModule(){}export default _createPyodideModule;")


@pytest.mark.parametrize("module", [
    "export default function _createPyodideModule() {}",
    "async function _createPyodideModule(){import x from\"y\";}export default _createPyodideModule;",
    "async function _createPyodideModule(){f(import.meta.resolve(\"x\"))}export default _createPyodideModule;",
    "async function _createPyodideModule(){};export const other=1;export default _createPyodideModule;",
])
def test_a_factory_of_another_shape_stops_the_build(module: str) -> None:
    with pytest.raises(SystemExit, match="pyodide.asm.mjs"):
        site_build.classic_factory(module)

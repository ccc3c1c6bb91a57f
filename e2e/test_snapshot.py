"""The memory snapshot (assets/snapshot/): a first visit boots as before and saves one, a repeat
visit restores it, and anything wrong with it (corrupt, from another Pyodide build, for another
game.zip, switched off) boots normally without a word in the console. A game in progress
resumes the same on both paths."""

from __future__ import annotations

import builtins
import importlib.util
import io
import json
import re
import sys
import urllib.request
import zipfile
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect

from e2e.conftest import BOOT_TIMEOUT_MS, wait_until_ready
from e2e.play import BOARD, button, saved_record, settle, start_game, url

CACHE = "shanghaien-snapshot"  # assets/snapshot/pyodide.mjs
SAVED_TIMEOUT_MS = 180_000  # the worker boots a second Pyodide: slow on a busy machine
# The Cache API, from a page of the site: its snapshot entries as [key, bytes, checksum header].
ENTRIES = f"""async () => {{
  const cache = await caches.open({CACHE!r});
  const entries = [];
  for (const request of await cache.keys()) {{
    const response = await cache.match(request);
    entries.push([request.url, (await response.arrayBuffer()).byteLength, response.headers.get("x-snapshot-checksum")]);
  }}
  return entries;
}}"""
# Damages the one saved snapshot in place; "other-build" keeps its packing and checksum right, as
# if a different Pyodide build had saved it under this key.
DAMAGE = f"""async (how) => {{
  const cache = await caches.open({CACHE!r});
  const [request] = await cache.keys();
  const response = await cache.match(request);
  let bytes = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (how === "garbage") bytes = bytes.map((_, i) => (i * 131) & 255);
  if (how === "truncated") bytes = bytes.slice(0, bytes.length >> 1);
  if (how === "one-byte") bytes[bytes.length >> 1] ^= 0x5a;
  if (how === "other-build") {{
    const {{ checksum, checksumText }} = await import("./assets/snapshot/checksum.mjs");
    const {{ pack, unpackInto }} = await import("./assets/snapshot/packing.mjs");
    const snapshot = new Uint8Array(Number(headers.get("x-snapshot-bytes")));
    unpackInto(snapshot, bytes);
    snapshot[16] ^= 0xff;  // the build id: bytes 16..47 of Pyodide's header
    bytes = pack(snapshot);
    headers.set("x-snapshot-checksum", checksumText(checksum(bytes)));
  }}
  await cache.put(request, new Response(bytes, {{ headers }}));
}}"""
# Copies every entry of one cache into another (emptied first), inside the browser.
COPY = """async ([from, to]) => {
  await caches.delete(to);
  const source = await caches.open(from), target = await caches.open(to);
  for (const request of await source.keys()) await target.put(request, await source.match(request));
}"""
# The page's note of the snapshot its worker saved last (pyodide.mjs, SAVED_NOTE): key and value.
NOTE = """(() => {
  const key = Object.keys(localStorage).find((key) => key.startsWith("shanghaien:snapshot.saved "));
  return key === undefined ? null : [key, localStorage.getItem(key)];
})()"""
# Counts the page's own calls to the Cache API before <body data-ready> (the workers' are not seen).
COUNT_CACHE_CALLS = """
window.__cacheCallsBeforeReady = 0;
for (const [owner, name] of [[CacheStorage.prototype, "open"], [CacheStorage.prototype, "match"], [Cache.prototype, "match"]]) {
  const real = owner[name];
  owner[name] = function (...args) {
    if (!document.body?.hasAttribute("data-ready")) window.__cacheCallsBeforeReady++;
    return real.apply(this, args);
  };
}
"""


def watch(page: Page, site_url: str) -> list[str]:
    """Collect console errors, page errors and requests off the site's origin (data:/blob: are local)."""
    problems: list[str] = []
    origin = urlsplit(site_url)[:2]
    page.on("console", lambda m: problems.append(f"console.error: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(f"pageerror: {error}"))

    def on_request(address: str) -> None:
        parts = urlsplit(address)
        if parts.scheme not in ("data", "blob") and parts[:2] != origin:
            problems.append(f"request off the site: {address}")

    page.on("request", lambda request: on_request(request.url))
    return problems


def boot_path(page: Page) -> tuple[str | None, str | None]:
    """What the page reports: (data-boot, data-snapshot)."""
    boot, snapshot = page.evaluate("[document.body.dataset.boot ?? null, document.body.dataset.snapshot ?? null]")
    return boot, snapshot


def wait_until_saved(page: Page) -> None:
    """Wait until the page's worker has saved the snapshot (fails at once if it failed)."""
    page.wait_for_selector("body[data-snapshot=saved], body[data-snapshot=failed]", state="attached",
                           timeout=SAVED_TIMEOUT_MS)
    assert boot_path(page)[1] == "saved"


def entries(page: Page) -> list[list]:
    """The snapshot cache's entries, [key, bytes, checksum], read from a page of the site."""
    return page.evaluate(ENTRIES)


@pytest.fixture(scope="module")
def visited(browser: Browser, site_url: str) -> Iterator[BrowserContext]:
    """A browser whose first visit to the game saved a snapshot (once for this module's tests).

    Without service workers: the site's own (sw.js) would answer game.zip before a test's route.
    """
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    problems = watch(page, site_url)
    page.goto(site_url + BOARD)
    wait_until_ready(page)
    wait_until_saved(page)
    page.close()
    assert problems == []
    yield context
    context.close()


@pytest.fixture
def repeat(visited: BrowserContext, site_url: str) -> Iterator[Page]:
    """A page of the visited browser, not yet opened; the test fails on console errors or requests
    off the site. The saved snapshot is put back as it was afterwards, whatever the test did."""
    keeper = visited.new_page()
    keeper.goto(site_url + "pyscript.toml")  # any page of the site reaches its Cache API
    keeper.evaluate(COPY, [CACHE, "test-backup"])
    note = keeper.evaluate(NOTE)
    assert note is not None, "the first visit noted no snapshot"
    page = visited.new_page()
    problems = watch(page, site_url)
    yield page
    page.close()
    keeper.evaluate(COPY, ["test-backup", CACHE])
    keeper.evaluate("([key, value]) => localStorage.setItem(key, value)", note)
    keeper.close()
    assert problems == []


def test_a_first_visit_boots_as_before_and_saves_a_snapshot_the_next_visit_restores(
        page: Page, site_url: str, console_errors: list[str], outside_requests: list[str]) -> None:
    page.goto(site_url + BOARD)
    wait_until_ready(page)
    assert boot_path(page)[0] == "fresh"
    wait_until_saved(page)
    [(key, size, check)] = entries(page)
    assert re.search(r"/assets/snapshot/cache/v\d+/pyodide-[\d.]+/game-[0-9a-f]{64}$", key)
    assert size > 10 * 2**20 and re.fullmatch("[0-9a-f]{8}", check)
    [_, noted] = page.evaluate(NOTE)
    assert json.loads(noted)["key"] == key

    notes: list[str] = []
    page.on("console", lambda message: notes.append(message.text) if message.type == "info" else None)
    page.reload()
    wait_until_ready(page)
    assert boot_path(page) == ("snapshot", "restored")
    # Nothing on the way fell back: no dropped snapshot, and game.zip unpacked in JavaScript.
    assert [note for note in notes if note.startswith("[snapshot]")] == []
    start_game(page, first="I start")
    button(page, "Roll").click()  # Python answers: its handlers are attached after the restore
    expect(page.locator("#banner")).to_contain_text(re.compile("rolled"))
    assert outside_requests == []


def test_the_switch_turns_the_snapshot_off(repeat: Page, site_url: str) -> None:
    repeat.goto(site_url + "?snapshot=0" + BOARD)
    wait_until_ready(repeat)
    assert boot_path(repeat) == ("fresh", "off")
    repeat.evaluate("localStorage.setItem('shanghaien:snapshot', 'off')")
    repeat.goto(site_url + BOARD)
    wait_until_ready(repeat)
    assert boot_path(repeat) == ("fresh", "off")
    repeat.evaluate("localStorage.removeItem('shanghaien:snapshot')")
    repeat.reload()  # the same address with a fragment: goto() would not load the page again
    wait_until_ready(repeat)
    assert boot_path(repeat) == ("snapshot", "restored")


@pytest.mark.parametrize("how", ["garbage", "truncated", "one-byte", "other-build"])
def test_a_damaged_snapshot_boots_normally_and_is_dropped(repeat: Page, site_url: str, how: str) -> None:
    repeat.goto(site_url + "pyscript.toml")
    [(key, _, _)] = entries(repeat)
    repeat.evaluate(DAMAGE, how)
    repeat.goto(site_url + BOARD)
    wait_until_ready(repeat)
    assert boot_path(repeat)[0] == "fresh"
    # The damaged entry is gone at once (the worker saves no new one before 1.5 s after ready).
    assert entries(repeat) == []
    start_game(repeat, first="I start")
    button(repeat, "Roll").click()
    expect(repeat.locator("#banner")).to_contain_text(re.compile("rolled"))
    if how == "other-build":  # as after an update of Pyodide: a good snapshot replaces it
        wait_until_saved(repeat)
        [(again, _, _)] = entries(repeat)
        assert again == key
        repeat.reload()
        wait_until_ready(repeat)
        assert boot_path(repeat) == ("snapshot", "restored")


def test_a_first_visit_boots_without_waiting_on_the_cache_api(
        page: Page, site_url: str, console_errors: list[str]) -> None:
    """With no snapshot noted there is nothing to restore: the page starts Python at once, and only
    the worker, after the board is ready, touches the Cache API."""
    page.add_init_script(COUNT_CACHE_CALLS)
    page.goto(site_url + BOARD)
    wait_until_ready(page)
    assert boot_path(page)[0] == "fresh"
    assert page.evaluate("window.__cacheCallsBeforeReady") == 0
    wait_until_saved(page)
    page.reload()
    wait_until_ready(page)
    assert boot_path(page) == ("snapshot", "restored")


def test_a_first_visit_unpacks_with_python_where_the_browser_cannot_inflate(
        page: Page, site_url: str, console_errors: list[str]) -> None:
    """The page inflates the zips as their bytes arrive, before Python starts; where the browser
    has no inflate of its own (no DecompressionStream), Pyodide's zipfile unpacks them instead
    and the game's board opens all the same, with nothing in the console but a note."""
    page.add_init_script("delete window.DecompressionStream")
    notes: list[str] = []
    page.on("console", lambda message: notes.append(message.text) if message.type == "info" else None)
    page.goto(site_url + "?pace=instant#/shanghai-rummy")
    wait_until_ready(page)
    expect(page.locator("#board-shanghai-rummy[data-phase]")).to_be_attached()
    expect(page.get_by_role("dialog", name="New game")).to_be_visible()
    assert any("unpacking with Python instead" in note for note in notes), notes


# Notes the path of the script that asked for each WebAssembly compile from a stream (the first
# address on the stack: a file, or the page itself for its inline scripts).
COUNT_COMPILES = """
window.__compiles = [];
const compileStreaming = WebAssembly.compileStreaming;
WebAssembly.compileStreaming = function (...args) {
  const [address] = new Error().stack.match(/https?:[^\\s)]+?(?=:\\d+:\\d+)/) ?? ["about:unknown"];
  window.__compiles.push(new URL(address).pathname);
  return compileStreaming.apply(this, args);
};
"""


def test_a_noted_snapshot_the_cache_no_longer_holds_boots_normally(repeat: Page, site_url: str) -> None:
    """As when the browser evicts the Cache API's entry but keeps localStorage: the restore fails,
    the page boots normally without an error, forgets the note, and saves a snapshot again."""
    repeat.goto(site_url + "pyscript.toml")
    [(key, _, _)] = entries(repeat)
    repeat.evaluate(f"caches.delete({CACHE!r})")
    repeat.goto(site_url + BOARD)
    wait_until_ready(repeat)
    assert boot_path(repeat)[0] == "fresh"
    assert repeat.evaluate(NOTE) is None
    wait_until_saved(repeat)
    assert [entry[0] for entry in entries(repeat)] == [key]
    assert json.loads(repeat.evaluate(NOTE)[1])["key"] == key
    repeat.reload()
    wait_until_ready(repeat)
    assert boot_path(repeat) == ("snapshot", "restored")


def test_without_its_note_a_saved_snapshot_is_not_looked_up(repeat: Page, site_url: str) -> None:
    """The note is what a visit goes by: without it the page boots normally (and saves anew)."""
    repeat.goto(site_url + "pyscript.toml")
    repeat.evaluate("([key]) => localStorage.removeItem(key)", repeat.evaluate(NOTE))
    repeat.add_init_script(COUNT_CACHE_CALLS)
    repeat.goto(site_url + BOARD)
    wait_until_ready(repeat)
    assert boot_path(repeat)[0] == "fresh"
    assert repeat.evaluate("window.__cacheCallsBeforeReady") == 0


@pytest.mark.parametrize("zip_path", ["game.zip", "games/penny_shanghai.zip"])  # the site's; a game not opened here
def test_a_changed_zip_never_restores_the_old_snapshot(repeat: Page, site_url: str, zip_path: str) -> None:
    with urllib.request.urlopen(site_url + "assets/runtime/" + zip_path) as response:
        original = response.read()
    changed = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(original)) as old, zipfile.ZipFile(changed, "w", zipfile.ZIP_DEFLATED) as new:
        for info in old.infolist():
            new.writestr(info, old.read(info))
        new.comment = b"another build of the game"

    def serve_changed(route: Route) -> None:
        route.fulfill(status=200, body=changed.getvalue(), headers={"content-type": "application/zip"})

    repeat.route("**/assets/runtime/" + zip_path, serve_changed)
    repeat.goto(site_url + BOARD)
    wait_until_ready(repeat)
    assert boot_path(repeat)[0] == "fresh"


def board(page: Page) -> dict:
    """What a player sees of the game, and what the page saved of it."""
    settle(page)
    return {
        "record": saved_record(page),
        "layout": page.locator(".layout").inner_html(),
        "marks": page.evaluate("""(() => {
            const marks = {...document.body.dataset};
            for (const name of ["boot", "snapshot"]) delete marks[name];
            return marks;
        })()"""),
    }


def test_a_game_in_progress_resumes_the_same_on_both_paths(repeat: Page, site_url: str) -> None:
    address = url(site_url, seed=12)
    repeat.goto(address)
    wait_until_ready(repeat)
    assert boot_path(repeat)[0] == "snapshot"
    start_game(repeat, first="I start")
    button(repeat, "Roll").click()
    captain = repeat.get_by_role("button", name=re.compile("^Count from the left"))
    captain.click()
    repeat.locator("#turn .die-button").first.click()
    played = board(repeat)
    assert len(played["record"]["moves"]) >= 2

    repeat.goto(address.replace("&pace=", "&snapshot=0&pace="))
    wait_until_ready(repeat)
    assert boot_path(repeat) == ("fresh", "off")
    fresh = board(repeat)

    repeat.goto(address)
    wait_until_ready(repeat)
    assert boot_path(repeat) == ("snapshot", "restored")
    restored = board(repeat)

    assert fresh["record"] == restored["record"] == played["record"]
    assert fresh["marks"] == restored["marks"]
    assert fresh["layout"] == restored["layout"]


def runtime_requests(page: Page) -> list[str]:
    """The names of Pyodide's factory scripts the page asks for, as it asks."""
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url.rsplit("/", 1)[-1])
            if "/pyodide/pyodide.asm." in request.url else None)
    return asked


def test_the_page_takes_pyodides_factory_from_the_classic_script_and_its_webassembly_once(
        repeat: Page, site_url: str) -> None:
    """pyodide.asm.js (a classic script, whose compiled code Chromium keeps), never the module; and
    the WebAssembly compile index.html's first script starts, before the snapshot module has run,
    which that module takes instead of fetching the 10 MB again."""
    asked = runtime_requests(repeat)
    repeat.add_init_script(COUNT_COMPILES)
    for address, path in ((BOARD, ("snapshot", "restored")), ("?snapshot=0" + BOARD, ("fresh", "off"))):
        del asked[:]
        repeat.goto(site_url + address)
        wait_until_ready(repeat)
        assert boot_path(repeat) == path
        assert "pyodide.asm.js" in asked and "pyodide.asm.mjs" not in asked
        assert asked.count("pyodide.asm.wasm") == 1
        assert repeat.evaluate("window.__compiles") == [repeat.evaluate("location.pathname")]


# Keeps every report the page raises (deprecations, interventions) from its very start.
REPORTS = """
window.__reports = [];
window.__reporting = new ReportingObserver((reports) => window.__reports.push(...reports), { buffered: true });
window.__reporting.observe();
"""
# The reports so far, delivered or not, as [type, id, source file].
TAKE_REPORTS = """[...window.__reports, ...window.__reporting.takeRecords()]
  .map((report) => [report.type, report.body?.id ?? null, report.body?.sourceFile ?? null])"""


def test_the_page_starts_without_a_deprecation_report(repeat: Page, site_url: str) -> None:
    """Restored or fresh, starting Python raises no report: each one also costs the page's thread a
    second parse of Pyodide's 1.2 MB factory, to name the line it came from (scripts/site_build.py)."""
    repeat.add_init_script(REPORTS)
    for address, path in ((site_url + BOARD, ("snapshot", "restored")), (site_url + "?snapshot=0" + BOARD, ("fresh", "off"))):
        repeat.goto(address)
        wait_until_ready(repeat)
        assert boot_path(repeat) == path
        assert repeat.evaluate(TAKE_REPORTS) == []


def test_a_classic_script_without_the_factory_falls_back_to_the_module(repeat: Page, site_url: str) -> None:
    """As if a stale or foreign pyodide.asm.js were served: the page boots from pyodide.asm.mjs."""
    asked = runtime_requests(repeat)
    notes: list[str] = []
    repeat.on("console", lambda message: notes.append(message.text) if message.type == "info" else None)
    repeat.route("**/pyodide/pyodide.asm.js",
                 lambda route: route.fulfill(body="// not Pyodide", content_type="text/javascript"))
    repeat.goto(site_url + BOARD)
    wait_until_ready(repeat)
    assert boot_path(repeat) == ("snapshot", "restored")
    assert "pyodide.asm.mjs" in asked
    assert any("pyodide.asm.js did not load" in note for note in notes)
    start_game(repeat, first="I start")
    button(repeat, "Roll").click()
    expect(repeat.locator("#banner")).to_contain_text(re.compile("rolled"))


def test_the_code_cache_serves_an_unchanged_source_once_and_compiles_any_other(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """assets/snapshot/code_cache.py, in CPython: what the snapshot maker runs before snapshotting."""
    import importlib._bootstrap_external as external

    monkeypatch.setattr(external.SourceLoader, "source_to_code", external.SourceLoader.source_to_code)
    monkeypatch.syspath_prepend(str(tmp_path))
    for name in ("cached_same", "cached_edited"):
        (tmp_path / f"{name}.py").write_text(f"WHO = {name!r}\n")
        monkeypatch.delitem(sys.modules, name, raising=False)
    spec = importlib.util.spec_from_file_location("code_cache", Path(__file__).parent.parent / "assets/snapshot/code_cache.py")
    assert spec is not None and spec.loader is not None
    code_cache = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(code_cache)
    assert code_cache.install(str(tmp_path)) == 2

    compiled: list[str] = []
    real_compile = builtins.compile
    monkeypatch.setattr(builtins, "compile", lambda source, path, *a, **k: compiled.append(path) or real_compile(source, path, *a, **k))
    (tmp_path / "cached_edited.py").write_text("WHO = 'edited'\n")
    importlib.invalidate_caches()
    assert importlib.import_module("cached_same").WHO == "cached_same"
    assert importlib.import_module("cached_edited").WHO == "edited"
    assert compiled == [str(tmp_path / "cached_edited.py")]
    del sys.modules["cached_same"]
    assert importlib.import_module("cached_same").WHO == "cached_same"
    assert compiled[-1] == str(tmp_path / "cached_same.py")  # a code object serves one import
    for name in ("cached_same", "cached_edited"):
        del sys.modules[name]


def test_the_code_cache_serves_a_recorded_run_once_with_the_same_options(monkeypatch: pytest.MonkeyPatch) -> None:
    """code_cache.install_runs(), in CPython, on a stand-in for Pyodide's compiler of runPython() code."""
    import ast
    import types

    compiled: list[str] = []

    def parse_and_compile_gen(source: str, *, mode: str = "exec", filename: str = "<exec>"):  # noqa: ANN202
        tree = yield ast.parse(source, filename, mode)
        compiled.append(source)
        return compile(tree, filename, mode)

    base = types.ModuleType("_pyodide._base")
    monkeypatch.setitem(sys.modules, "_pyodide", types.ModuleType("_pyodide"))
    monkeypatch.setitem(sys.modules, "_pyodide._base", base)
    spec = importlib.util.spec_from_file_location("code_cache", Path(__file__).parent.parent / "assets/snapshot/code_cache.py")
    assert spec is not None and spec.loader is not None
    code_cache = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(code_cache)
    recorded = [["x = 6 * 7", {"filename": "<exec>"}], ["y = 1", {"mode": "exec"}], ["x = = 1", {}]]
    assert code_cache.install_runs(recorded) == 0  # a Pyodide without that compiler: nothing to do
    base._parse_and_compile_gen = parse_and_compile_gen
    assert code_cache.install_runs(recorded) == 2
    compiled.clear()

    def run(source: str, **options: str) -> dict:
        steps = base._parse_and_compile_gen(source, **options)
        try:
            steps.send(next(steps))
        except StopIteration as done:
            namespace: dict = {}
            exec(done.value, namespace)  # noqa: S102 - the test's own sources
            return namespace
        raise AssertionError("the compiler did not finish")

    assert run("x = 6 * 7", filename="<exec>")["x"] == 42
    assert compiled == []  # served as compiled ahead
    assert run("x = 6 * 7", filename="<exec>")["x"] == 42
    assert compiled == ["x = 6 * 7"]  # a code object serves one run
    assert run("y = 1", filename="<page>")["y"] == 1
    assert compiled[-1] == "y = 1"  # other options: compiled as usual
    assert run("y = 1", mode="exec")["y"] == 1
    assert compiled == ["x = 6 * 7", "y = 1"]

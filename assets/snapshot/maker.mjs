// The snapshot maker, a module worker started by pyodide.mjs once the page is ready on a visit
// that booted normally. It boots Pyodide with _makeSnapshot, unpacks the same zips the page
// hashed (game.zip and every game's) where the page unpacks them, imports the games' pure-Python
// modules (rules, records, AI: nothing that touches the page), compiles the other Python files
// (the boards', PyScript's) and the code PyScript had Pyodide run, without running any of it (code_cache.py), and saves the memory snapshot in
// the Cache API under the key it was given, packed (packing.mjs), with its checksum and unpacked
// size, dropping older snapshots of this site.
// It answers {ok, bytes, size, ms} (packed and unpacked bytes) or {ok: false, error}.

// Imported at the snapshot's making, so a restored page finds them in sys.modules. Only modules
// that touch no DOM at import time: never game.ui.browser, nor anything that imports it (a test,
// tests/test_snapshot_preload.py, imports each of these with no browser at hand).
const PRELOAD = [
  "game.shanghaien.actions",
  "game.shanghaien.cards",
  "game.shanghaien.state",
  "game.shanghaien.record",
  "game.shanghaien.randomplay",
  "game.shanghaien.legality",
  "game.shanghaien.scoring",
  "game.shanghaien.view",
  "game.shanghaien.narrate",
  "game.shanghaien.ai",
  "game.shanghaien.phrases",
  // The saves layer and the board's pure parts: their imports (21 dataclasses) cost a repeat
  // visit about 0.15 s when they are not in the snapshot.
  "game.saves",
  "game.shanghaien.api",
  "game.shanghaien.saving",
  "game.ui.i18n",
  "game.ui.site",
  "game.ui.chooser",
  "game.shanghaien.ui.words",
  "game.shanghaien.ui.settings",
  "game.shanghaien.ui.session",
  "game.shanghaien.ui.keeper",
  "game.shanghaien.ui.guide",
  "game.shanghaien.ui.replay_steps",
  // The board's renderers, which reach the page through game.ui.dom only when they draw, and the
  // computer opponent's bridge to the AI.
  "game.ui.dom",
  "game.shanghaien.ui.art",
  "game.shanghaien.ui.render_end",
  "game.shanghaien.ui.render_help",
  "game.shanghaien.ui.render_log",
  "game.shanghaien.ui.render_scores",
  "game.shanghaien.ui.render_seats",
  "game.shanghaien.ui.render_tavern",
  "game.shanghaien.ui.render_turn",
  "game.shanghaien.ui.opponent",
  // The two rummies' engines, AI and the pure parts of their boards, so that opening one after a
  // restore runs none of their module bodies.
  "game.rummy.cards",
  "game.rummy.ui.faces",
  "game.rummy.ui.stats",
  "game.rummy.ui.words",
  "game.shanghai_rummy.ai.levels",
  "game.shanghai_rummy.api",
  "game.shanghai_rummy.helpers",
  "game.shanghai_rummy.ui.advice",
  "game.shanghai_rummy.ui.chronicle",
  "game.shanghai_rummy.ui.reasons",
  "game.shanghai_rummy.ui.seatview",
  "game.shanghai_rummy.ui.setup",
  "game.shanghai_rummy.ui.words",
  "game.shanghai_rummy.ui.undo",
  "game.shanghai_rummy.ui.replay",
  "game.shanghai_rummy.ui.sharing",
  "game.shanghai_rummy.ui.drop",
  "game.shanghai_rummy.ui.handorder",
  "game.shanghai_rummy.ui.tips",
  "game.penny_shanghai.ai.levels",
  "game.penny_shanghai.api",
  "game.penny_shanghai.ui.changes",
  "game.penny_shanghai.ui.draft",
  "game.penny_shanghai.ui.match",
  "game.penny_shanghai.ui.prefs",
  "game.penny_shanghai.ui.replay",
  "game.penny_shanghai.ui.sharing",
  "game.penny_shanghai.ui.story",
  "game.penny_shanghai.ui.tips",
  "game.penny_shanghai.ui.undo",
  "game.penny_shanghai.ui.view",
  "game.penny_shanghai.ui.words",
  "secrets",
  // Standard library modules the page imports on every boot: zip file names (PyScript unpacks
  // game.zip) and the html escaping of PyScript's display().
  "encodings.cp437",
  "html",
  "html.entities",
];

import { checksum, checksumText } from "./checksum.mjs";
import { pack } from "./packing.mjs";

// Without JSPI, as on the page (pyodide.mjs says why): a snapshot records whether Pyodide had it.
delete WebAssembly.Suspending;
delete WebAssembly.Suspender;

async function make({ indexURL, cacheName, scope, key, headers, zips, sources, runs }) {
  const started = performance.now();
  const [{ loadPyodide }, codeCache] = await Promise.all([
    import(`${indexURL}pyodide.mjs`),
    fetch(new URL("./code_cache.py", import.meta.url)).then((response) => response.text()),
  ]);
  const quiet = (line) => console.debug(`[snapshot maker] ${line}`);
  const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: quiet, stderr: quiet });
  // As PyScript does for `"./assets/runtime/game.zip" = "./*"`, and the page for a game's zips:
  // into the working directory; but not the first screens' bytecode, which a restored page never
  // writes: in this file system it would only make the snapshot bigger.
  const { unzipInto, notBytecode } = await import("./unzip.mjs");
  for (const [, zip] of zips) {
    await unzipInto(pyodide.FS, zip, "./", null, notBytecode).catch((error) => {
      quiet(`unpacking with Python instead: ${error}`);
      pyodide.unpackArchive(zip, "zip", { extractDir: "./" });
    });
  }
  // The page's other Python files (PyScript's package), where the page has them.
  for (const [path, bytes] of sources) {
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, bytes);
  }
  pyodide.runPython(`import importlib\nfor name in ${JSON.stringify(PRELOAD)}: importlib.import_module(name)`);
  const namespace = pyodide.toPy({ runs: runs ?? [] });
  const folder = JSON.stringify(pyodide.FS.cwd());
  pyodide.runPython(`${codeCache}\ninstall(${folder})\ninstall_runs(runs)`, { globals: namespace });
  namespace.destroy();
  const snapshot = pyodide.makeMemorySnapshot();
  const packed = pack(snapshot);
  const cache = await caches.open(cacheName);
  for (const request of await cache.keys()) {
    if (request.url.startsWith(scope) && request.url !== key) await cache.delete(request);
  }
  const stored = {
    "content-type": "application/octet-stream",
    [headers.checksum]: checksumText(checksum(packed)),
    [headers.size]: String(snapshot.byteLength),
  };
  await cache.put(key, new Response(packed, { headers: stored }));
  return { ok: true, bytes: packed.byteLength, size: snapshot.byteLength, ms: Math.round(performance.now() - started) };
}

onmessage = async ({ data }) => {
  let answer;
  try {
    answer = await make(data);
  } catch (error) {
    answer = { ok: false, error: String(error?.stack ?? error) };
  }
  postMessage(answer);
};

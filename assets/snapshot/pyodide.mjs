// PyScript's interpreter module (pyscript.toml names it): Pyodide, started from a memory snapshot
// on repeat visits. It re-exports Pyodide's `version`, and its loadPyodide() hands PyScript a
// Pyodide restored from the snapshot this browser saved for this exact game.zip and Pyodide
// build, when there is one; otherwise a Pyodide booted as usual, and once the page is ready a
// worker (maker.mjs) saves a snapshot for the next visit. Any failure falls back to a normal boot,
// silently (console.info only).
//
// index.html also loads this module in <head>, so Pyodide starts with the page, while PyScript
// is still loading; PyScript's own loadPyodide() call then picks up that interpreter.
//
// The page reports the path it took: <body data-boot="snapshot|fresh"> and, for the snapshot
// itself, <body data-snapshot="restored|pending|making|saved|failed|off">.
// Switch it off with ?snapshot=0 in the address, or for good with localStorage
// "shanghaien:snapshot" = "off".

import { loadPyodide as bootPyodide, version } from "../runtime/pyodide/pyodide.mjs";

export { version };

// Pyodide's own files; PyScript would take the folder of this module instead.
const INDEX_URL = new URL("../runtime/pyodide/", import.meta.url).href;
// The game package PyScript unpacks (pyscript.toml [files]): its hash is part of the key.
const GAME_ZIP = new URL("../runtime/game.zip", import.meta.url).href;
const CACHE_NAME = "shanghaien-snapshot";
// Bump when what maker.mjs puts in a snapshot changes in a way old snapshots must not survive.
const FORMAT = 1;
// Every key lives under this URL (a name only, never fetched), so a site under another sub-path
// of the same origin keeps its own snapshot.
const KEY_SCOPE = new URL("./cache/", import.meta.url).href;
// The snapshot's SHA-256 (hex), stored with it by maker.mjs.
const DIGEST_HEADER = "x-snapshot-sha256";
// Let the first visit settle (the player reads the new-game dialog) before the worker starts.
const MAKE_DELAY_MS = 1500;
// The loadPyodide() options PyScript passes for this page's config; with any other, the early
// interpreter does not fit and loadPyodide() boots one with those options.
const EXPECTED_OPTIONS = new Set(["indexURL", "stdout", "stderr"]);

function note(message, ...details) {
  console.info(`[snapshot] ${message}`, ...details);
}

function report(name, value) {
  if (document.body) document.body.dataset[name] = value;
}

function enabled() {
  if (!globalThis.caches || !globalThis.crypto?.subtle || !globalThis.Worker) return false;
  if (new URLSearchParams(location.search).get("snapshot") === "0") return false;
  try {
    return localStorage.getItem("shanghaien:snapshot") !== "off";
  } catch {
    return true;  // storage blocked: the Cache API may still work
  }
}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

// What the Cache API holds for this game.zip and this Pyodide.
async function lookUp() {
  const response = await fetch(GAME_ZIP);
  if (!response.ok) throw new Error(`game.zip: HTTP ${response.status}`);
  const zip = await response.arrayBuffer();
  const digest = hex(await crypto.subtle.digest("SHA-256", zip));
  const key = `${KEY_SCOPE}v${FORMAT}/pyodide-${version}/game-${digest}`;
  const cache = await caches.open(CACHE_NAME);
  const hit = await cache.match(key);
  if (!hit) return { zip, key, cache, snapshot: null };
  const snapshot = new Uint8Array(await hit.arrayBuffer());
  // Checked off the main thread while Pyodide instantiates, before the heap is copied in.
  const expected = hit.headers.get(DIGEST_HEADER);
  const intact = crypto.subtle.digest("SHA-256", snapshot).then((digest) => {
    if (hex(digest) !== expected) throw new Error("the snapshot does not match its SHA-256");
  });
  intact.catch(() => {});  // awaited by the restore
  return { zip, key, cache, snapshot, intact };
}

// Python's output before PyScript hands over its own stdout and stderr: kept, then passed on.
const streams = { stdout: null, stderr: null, held: [] };
const stream = (name) => (text) => (streams[name] ? streams[name](text) : streams.held.push([name, text]));

function takeStreams({ stdout, stderr }) {
  streams.stdout = stdout ?? ((text) => console.log(text));
  streams.stderr = stderr ?? ((text) => console.warn(text));
  for (const [name, text] of streams.held.splice(0)) streams[name](text);
}

// Pyodide sizes the heap for a normal boot and does not grow it for a snapshot (pyodide#6254):
// grow the fresh module to the snapshot's heap before Pyodide copies the heap in, once the
// snapshot has proved intact.
async function growingModule({ snapshot, intact }) {
  const { default: createPyodideModule } = await import(`${INDEX_URL}pyodide.asm.mjs`);
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 4);
  const heapBytes = snapshot.byteLength - header[1];
  return async (settings) => {
    const module = await createPyodideModule(settings);
    await intact;
    if (module.HEAP8.length < heapBytes && !module.growMemory(heapBytes)) {
      throw new Error(`cannot grow the heap to ${heapBytes} bytes`);
    }
    return module;
  };
}

async function restore(options, found) {
  const pyodide = await bootPyodide({
    ...options,
    _loadSnapshot: found.snapshot,
    createPyodideModule: await growingModule(found),
  });
  // Every restore would start from the same random state: draw a fresh seed.
  pyodide.runPython("import random; random.seed()");
  return pyodide;
}

// The page's interpreter, started as soon as this module runs: {pyodide, found, path}.
async function start() {
  performance.mark("pyodide:start");
  const options = { indexURL: INDEX_URL, stdout: stream("stdout"), stderr: stream("stderr") };
  const found = enabled()
    ? await lookUp().catch((error) => note("no snapshot lookup:", String(error)))
    : undefined;
  if (found?.snapshot) {
    try {
      return { pyodide: await restore(options, found), found, path: "snapshot" };
    } catch (error) {
      note("the saved snapshot did not restore; booting normally:", String(error));
      found.snapshot = null;
      await found.cache.delete(found.key).catch(() => {});
    }
  }
  return { pyodide: await bootPyodide(options), found, path: "fresh" };
}

let early = start();
early.catch(() => {});  // a failure is PyScript's to report, when it asks for the interpreter

export async function loadPyodide(options = {}) {
  const fits = Object.keys(options).every((name) => EXPECTED_OPTIONS.has(name));
  const started = early;
  early = null;  // only the first call gets the early interpreter
  if (!started || !fits) {
    note("booting without the snapshot for options", Object.keys(options));
    const pyodide = await bootPyodide({ ...options, indexURL: INDEX_URL });
    report("boot", "fresh");
    report("snapshot", "off");
    return pyodide;
  }
  takeStreams(options);
  const { pyodide, found, path } = await started;
  performance.measure("pyodide:boot", "pyodide:start");
  report("boot", path);
  if (path === "snapshot") {
    report("snapshot", "restored");
  } else if (found) {
    report("snapshot", "pending");
    whenReady(() => setTimeout(() => makeSnapshot(found, pyodide), MAKE_DELAY_MS));
  } else {
    report("snapshot", "off");
  }
  return pyodide;
}

// Python sets <body data-ready> once the board works (game/ui/browser.py).
function whenReady(then) {
  if (document.body.hasAttribute("data-ready")) return then();
  const observer = new MutationObserver(() => {
    if (!document.body.hasAttribute("data-ready")) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
}

// The Python files in the page's working directory (the game, PyScript's package): the worker
// compiles them into the snapshot.
function pythonSources({ FS }) {
  const found = [];
  const walk = (folder) => {
    for (const name of FS.readdir(folder)) {
      const path = `${folder}/${name}`;
      if (name === "." || name === "..") continue;
      if (FS.isDir(FS.stat(path).mode)) walk(path);
      else if (name.endsWith(".py")) found.push([path, FS.readFile(path)]);
    }
  };
  walk(FS.cwd());
  return found;
}

// A module worker boots its own Pyodide, imports the game's rules, and saves the snapshot
// (_makeSnapshot breaks DOM setters, so never on this page's interpreter).
function makeSnapshot({ zip, key }, pyodide) {
  report("snapshot", "making");
  let sources = [];
  try {
    sources = pythonSources(pyodide);
  } catch (error) {
    note("no sources to compile:", String(error));
  }
  const worker = new Worker(new URL("./maker.mjs", import.meta.url), { type: "module", name: "snapshot" });
  const finish = (state, ...details) => {
    worker.terminate();
    report("snapshot", state);
    note(state, ...details);
  };
  worker.onmessage = ({ data }) =>
    data.ok ? finish("saved", `${(data.bytes / 2 ** 20).toFixed(1)} MiB in ${data.ms} ms`) : finish("failed", data.error);
  worker.onerror = (event) => {
    event.preventDefault();
    finish("failed", event.message);
  };
  const job = { indexURL: INDEX_URL, cacheName: CACHE_NAME, scope: KEY_SCOPE, key, digestHeader: DIGEST_HEADER, zip, sources };
  worker.postMessage(job, [zip, ...sources.map(([, bytes]) => bytes.buffer)]);
}

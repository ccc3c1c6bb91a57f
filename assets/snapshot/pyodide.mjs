// PyScript's interpreter module (pyscript.toml names it): Pyodide, started from a memory snapshot
// on repeat visits. It re-exports Pyodide's `version`, and its loadPyodide() hands PyScript a
// Pyodide restored from the snapshot this browser saved for this exact game.zip and Pyodide
// build, when there is one; otherwise a Pyodide booted as usual, and once the page is ready a
// worker (maker.mjs) saves a snapshot for the next visit. Any failure falls back to a normal boot,
// silently (console.info only).
//
// index.html also loads this module in <head>, so Pyodide starts with the page (its WebAssembly
// compiling, the snapshot being read) while PyScript is still loading; PyScript's own
// loadPyodide() call then picks up that interpreter.
//
// The page reports the path it took: <body data-boot="snapshot|fresh"> and, for the snapshot
// itself, <body data-snapshot="restored|pending|making|saved|failed|off">.
// Switch it off with ?snapshot=0 in the address, or for good with localStorage
// "shanghaien:snapshot" = "off".
//
// Which snapshot the worker saved last is noted in localStorage (SAVED_NOTE): a visit with no
// note, or a note for another game.zip, has nothing to restore and boots at once, without
// waiting on the Cache API to say so (0.1-0.15 s on a first visit).

import { loadPyodide as bootPyodide, version } from "../runtime/pyodide/pyodide.mjs";

export { version };

// Pyodide never sees the browser's JSPI (WebAssembly.Suspending), so it runs Python on the page's
// own stack. With JSPI it runs each call from JavaScript into Python on a WebAssembly stack of its
// own, and Chromium's sampling allocation checker (GWP-ASan, on in a random few renderers of every
// Chrome) and its heap profiler, which record a stack trace for each allocation they sample, walk
// past the top of such a stack: the tab crashes ("Aw, Snap!"). Forced on in every renderer, they
// crashed 11 of 60 boots of the site with JSPI and none without (docs/testing.md). The site never
// suspends Python inside a call (its waits are coroutines), so it loses nothing; Firefox and
// Safari have no JSPI anyway. The snapshot maker (maker.mjs) does the same, and FORMAT below says
// so, because a snapshot records whether Pyodide had JSPI. Done here, not in a module of its own:
// one more import before this module runs started Pyodide some 65 ms later on a repeat visit.
delete WebAssembly.Suspending;
delete WebAssembly.Suspender;

// This module's own helpers are imported as they are needed, so that nothing but Pyodide's
// loader stands between the page and the start below; unzip.mjs is on its way meanwhile.
const unzipping = import("./unzip.mjs");
unzipping.catch(() => {});  // withQuickUnzip() falls back to Pyodide's own

// Pyodide's own files; PyScript would take the folder of this module instead.
const INDEX_URL = new URL("../runtime/pyodide/", import.meta.url).href;
// The site's zip, which PyScript unpacks (pyscript.toml [files]), and the folder of each game's
// own zips, which this module unpacks when the game is opened (scripts/game_zips.py). The
// digest of all of them is part of the key.
const GAME_ZIP = new URL("../runtime/game.zip", import.meta.url).href;
const GAMES_URL = new URL("../runtime/games/", import.meta.url).href;
// The digest of those zips (zips_digest() in scripts/site_build.py), written here when the site
// is exported (null in the repository, where ./scripts/serve rebuilds the zips as you edit): the
// snapshot is then read at once, while the zips are fetched and hashed only to confirm it.
const GAME_DIGEST = null;
const CACHE_NAME = "shanghaien-snapshot";
// Bump when what maker.mjs puts in a snapshot changes in a way old snapshots must not survive.
const FORMAT = 5;  // 5: made without JSPI
// Every key lives under this URL (a name only, never fetched), so a site under another sub-path
// of the same origin keeps its own snapshot.
const KEY_SCOPE = new URL("./cache/", import.meta.url).href;
// The snapshot's checksum (checksum.mjs, of its packed bytes) and unpacked size in bytes,
// stored with it by maker.mjs.
const CHECKSUM_HEADER = "x-snapshot-checksum";
const SIZE_HEADER = "x-snapshot-bytes";
// The localStorage key noting the snapshot saved last for this site, {key, size} as JSON; the
// scope is in it, so sites under two paths of one origin keep a note each.
const SAVED_NOTE = `shanghaien:snapshot.saved ${KEY_SCOPE}`;
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

// The snapshot saved last, as its note says: {key, size}; null when there is none (or it is not
// a note); undefined when localStorage cannot be read, and the Cache API must be asked instead.
function savedNote() {
  let text;
  try {
    text = localStorage.getItem(SAVED_NOTE);
  } catch {
    return undefined;
  }
  try {
    const note = JSON.parse(text);
    return typeof note?.key === "string" && Number.isSafeInteger(note.size) && note.size > 0 ? note : null;
  } catch {
    return null;
  }
}

function noteSaved(key, size) {
  try {
    localStorage.setItem(SAVED_NOTE, JSON.stringify({ key, size }));
  } catch (error) {
    note("the snapshot is saved, but not noted:", String(error));  // storage full: the next visit boots normally
  }
}

function forgetSaved() {
  try {
    localStorage.removeItem(SAVED_NOTE);
  } catch {
    // nothing noted where nothing can be
  }
}

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

function keyFor(digest) {
  return `${KEY_SCOPE}v${FORMAT}/pyodide-${version}/game-${digest}`;
}

function zipURL(name) {
  return name === "game" ? GAME_ZIP : new URL(`${name}.zip`, GAMES_URL).href;
}

async function fetchZip(name) {
  const response = await fetch(zipURL(name));
  if (!response.ok) throw new Error(`${zipURL(name)}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

// A game's zip, fetched once for the page however many ask (asked again after a failure).
const gameZips = new Map();
function gameZip(name) {
  if (!gameZips.has(name)) {
    const bytes = fetchZip(name);
    bytes.catch(() => gameZips.delete(name));
    gameZips.set(name, bytes);
  }
  return gameZips.get(name);
}

// On a boot without a snapshot, the zips unpacked before Python starts (game.zip, from `site`,
// and the zips of the game the address opens) are inflated as soon as their bytes are here,
// while Pyodide's WebAssembly compiles and the page's thread has time to spare; only writing
// their files is left for after (unzipFiles() takes them as `unpacked`, as it takes the reader
// worker's after a restore). Returns unpacked(name): a promise of {zip, files}, or null.
function inflateEarly(site) {
  const early = new Map();
  const inflate = (name, bytes) => {
    const files = Promise.all([bytes, unzipping]).then(async ([zip, { filesOf }]) => ({ zip, files: await filesOf(zip) }));
    early.set(name, files.catch(() => null));  // unzipFiles() then inflates them itself
  };
  if (site) inflate("game", site);
  const names = zipNames.then(({ games }) => {
    for (const name of games[document.body?.dataset.screen] ?? []) inflate(name, gameZip(name));
  });
  names.catch(() => {});
  return (name) => early.get(name) ?? null;
}

// The page's zips as first-screen.js names them (window.shanghaienZips: {games: {id: [zip names]},
// all: [zip names]}), once it has run: it runs at the top of <body>, this module may run before.
const zipNames = new Promise((resolve) => {
  const named = () => globalThis.shanghaienZips ?? { games: {}, all: ["game"] };
  if (globalThis.shanghaienZips || document.readyState !== "loading") return resolve(named());
  document.addEventListener("DOMContentLoaded", () => resolve(named()), { once: true });
});

// This page's zips, their bytes (for the snapshot maker) and the key of its snapshot: the digest
// of every zip's SHA-256, in the order first-screen.js lists them (as zips_digest() does).
// `site` is game.zip's bytes, fetched already.
async function theseZips(site) {
  const { all } = await zipNames;
  const zips = await Promise.all(all.map(async (name) => [name, name === "game" ? (await site).slice(0) : await fetchZip(name)]));
  const digests = await Promise.all(zips.map(([, bytes]) => crypto.subtle.digest("SHA-256", bytes)));
  const joined = new Uint8Array(digests.length * 32);
  digests.forEach((digest, i) => joined.set(new Uint8Array(digest), i * 32));
  return { zips, key: keyFor(hex(await crypto.subtle.digest("SHA-256", joined))) };
}

// Fetched once, when first asked for.
function once(make) {
  let made;
  return () => (made ??= make());
}

// Reads the snapshot saved under key in a worker (reader.mjs), off this thread, which is busy
// instantiating Pyodide meanwhile. Started as early as the key is known: a worker only gets
// going when its page's thread is free for a moment, and this one is not, once Pyodide's
// JavaScript runs (some hundreds of milliseconds); for the same reason the worker's name
// carries its job, not a message, which would wait for this thread to pass it on (nor its
// address: the service worker answers reader.mjs without the search part).
// bytes(size) then settles with the snapshot, `size` bytes all there and intact: the worker's
// own buffer, handed over without a copy; where no worker starts, this thread reads it.
// unpacked(name) settles with a zip as the worker fetched it and its files, unpacked ({zip,
// files}), or null: game.zip, and the zips of the game the address opens when first-screen.js
// has named them by the time the worker starts (it usually has).
function startReader(key) {
  let worker;
  const screen = document.body?.dataset.screen;
  const names = ["game", ...(globalThis.shanghaienZips?.games[screen] ?? [])];
  const settle = new Map();
  const zips = new Map(names.map((name) => [name, new Promise((resolve) => settle.set(name, resolve))]));
  const stop = () => {
    worker?.terminate();
    for (const resolve of settle.values()) resolve(null);
  };
  const result = new Promise((resolve, reject) => {
    try {
      const job = {
        cacheName: CACHE_NAME, key, sizeHeader: SIZE_HEADER, checksumHeader: CHECKSUM_HEADER,
        zips: names.map((name) => [name, zipURL(name)]),
      };
      worker = new Worker(new URL("./reader.mjs", import.meta.url), { type: "module", name: JSON.stringify(job) });
    } catch (error) {
      stop();
      return reject(Object.assign(new Error(String(error)), { noWorker: true }));
    }
    worker.onmessage = ({ data }) => {
      if (data.done) return stop();
      if ("files" in data) {
        if (!data.files) note(`${data.name}.zip was not unpacked beside the page:`, data.error);
        return settle.get(data.name)?.(data.files ? data : null);
      }
      if (data.ok) return resolve(data.snapshot);
      reject(new Error(data.error));
      stop();
    };
    worker.onerror = (event) => {  // the worker did not start: its own errors come as messages
      event.preventDefault();
      stop();
      reject(Object.assign(new Error(event.message), { noWorker: true }));
    };
  });
  result.catch(() => {});  // awaited by into(), unless there is no snapshot to read
  const here = async (size) => {
    const [{ readInto }, cache] = await Promise.all([import("./reader.mjs"), caches.open(CACHE_NAME)]);
    const saved = await cache.match(key);
    if (!saved) throw new Error("no snapshot");
    const snapshot = new Uint8Array(size);
    await readInto(snapshot, saved, CHECKSUM_HEADER);
    return snapshot;
  };
  return {
    stop,
    unpacked: (name) => zips.get(name) ?? null,
    bytes: (size) =>
      result.then(
        (snapshot) => {
          if (snapshot.byteLength !== size) throw new Error("the snapshot changed while it was read");
          return new Uint8Array(snapshot);
        },
        (error) => {
          if (!error.noWorker) throw error;
          note("reading the snapshot without a worker:", error.message);
          return here(size);
        },
      ),
  };
}

// The snapshot to restore for these zips and this Pyodide, if any. `snapshot` only stands in
// for the saved one while it is read (its size is all Pyodide takes before it creates the
// module); `intact` settles with the snapshot's bytes once they are all there, match their
// checksum and belong to the zips this page got; the restore waits for it before Pyodide
// copies them into the heap. `site` settles with game.zip's bytes, fetched at once; `zips()`
// with every zip and the key their snapshot has, fetched when first asked for (on a first
// visit, by the snapshot maker only, so that a first visit fetches no other game's zip before
// it is ready). With the digest stamped in and a note of a snapshot for it, the reader starts
// at once and the Cache API is left to the reader; with no note (a first visit) there is
// nothing to look up.
async function lookUp() {
  const site = fetchZip("game");
  site.catch(() => {});  // awaited below, or by PyScript's request for game.zip
  const zips = once(() => theseZips(site));
  const game = { site, zips };
  const saved = savedNote();
  const stamped = GAME_DIGEST && keyFor(GAME_DIGEST);
  if (saved === null || (saved && stamped && saved.key !== stamped)) return { ...game, snapshot: null };
  let key, size;
  if (saved && stamped) {
    ({ key, size } = saved);
  } else {  // no note to go by, or no digest stamped in (the dev server): ask the Cache API
    const cache = await caches.open(CACHE_NAME);
    key = stamped || (await zips()).key;
    size = Number((await cache.match(key))?.headers.get(SIZE_HEADER));
    if (!(size > 0)) return { ...game, snapshot: null };
  }
  const reader = startReader(key);
  const intact = Promise.all([reader.bytes(size), zips()]).then(([bytes, got]) => {
    if (got.key !== key) throw new Error("the zips are not the ones this site was built with");
    return bytes;
  });
  intact.catch(() => {});  // awaited by the restore
  return { ...game, key, snapshot: new Uint8Array(size), intact, unpacked: reader.unpacked };
}

// Python's output before PyScript hands over its own stdout and stderr: kept, then passed on.
const streams = { stdout: null, stderr: null, held: [] };
const stream = (name) => (text) => (streams[name] ? streams[name](text) : streams.held.push([name, text]));

function takeStreams({ stdout, stderr }) {
  streams.stdout = stdout ?? ((text) => console.log(text));
  streams.stderr = stderr ?? ((text) => console.warn(text));
  for (const [name, text] of streams.held.splice(0)) streams[name](text);
}

// Compiling Pyodide's 10 MB of WebAssembly takes a while: start it now, beside the snapshot's
// lookup and PyScript's own loading, rather than when Pyodide gets to it. index.html starts it
// sooner still, in its first script (this module runs only once the page's parsing lets it,
// some 100 ms later): that compile is taken when it is of this very file.
const WASM_URL = `${INDEX_URL}pyodide.asm.wasm`;
const begun = globalThis.shanghaienWasm;
const compileStarted = begun?.url === WASM_URL ? begun.compiled : WebAssembly.compileStreaming(fetch(WASM_URL));
const compiling = compileStarted.catch((error) => {
  note("no early compile:", String(error));
  return null;
});

// Pyodide fetches its WebAssembly again while it boots, only to hand the response to
// instantiateStreaming() below: once the early compile has worked, that request gets an empty
// stand-in instead, so 10 MB are not read a second time beside the snapshot.
const standIns = new WeakSet();
const wasmError = (error) => new Error(`Python's WebAssembly (${WASM_URL}) could not be loaded: ${error}`);

async function withoutSecondWasmFetch(boot) {
  const realFetch = globalThis.fetch;
  globalThis.fetch = function (resource, ...rest) {
    const url = resource instanceof Request ? resource.url : String(resource);
    if (new URL(url, location.href).href !== WASM_URL) return realFetch.call(this, resource, ...rest);
    return compiling.then((compiled) => {
      if (!compiled) {
        return realFetch.call(this, resource, ...rest).catch((error) => {
          throw wasmError(error);
        });
      }
      const standIn = new Response(new Uint8Array(0), { headers: { "content-type": "application/wasm" } });
      standIns.add(standIn);
      return standIn;
    });
  };
  try {
    return await boot();
  } finally {
    globalThis.fetch = realFetch;
  }
}

// Runs create() with WebAssembly.instantiateStreaming() answering Pyodide's own request for its
// module with the module compiled above (imports as Pyodide made them; anything else passes).
async function withCompiledModule(create) {
  const compiled = await compiling;
  if (!compiled) {
    // Pyodide does not reject when its WebAssembly cannot be fetched: it logs and waits for
    // ever. Try once more, and if that fails too, fail here, so the page can say why.
    await WebAssembly.compileStreaming(fetch(WASM_URL)).catch((error) => {
      throw wasmError(error);
    });
    return create();
  }
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const response = await source;
    if (!standIns.has(response) && response.url !== WASM_URL) return streaming.call(WebAssembly, response, imports);
    response.body?.cancel().catch(() => {});
    return { module: compiled, instance: await WebAssembly.instantiate(compiled, imports) };
  };
  try {
    return await create();
  } finally {
    WebAssembly.instantiateStreaming = streaming;
  }
}

// Linking Pyodide wraps each JavaScript function it imports in a tiny WebAssembly module of its
// own (Emscripten's convertJsFunctionToWasm): some hundreds of compiles of a few dozen bytes, of
// only a handful of distinct signatures. While create() runs, each distinct one compiles once.
async function withSharedStubs(create) {
  const Module = WebAssembly.Module;
  const stubs = new Map();
  WebAssembly.Module = new Proxy(Module, {
    construct(target, args) {
      const [bytes] = args;
      if (!(bytes instanceof Uint8Array) || bytes.length > 64) return Reflect.construct(target, args);
      const key = bytes.join();
      if (!stubs.has(key)) stubs.set(key, Reflect.construct(target, args));
      return stubs.get(key);
    },
  });
  try {
    return await create();
  } finally {
    WebAssembly.Module = Module;
  }
}

// Pyodide's module factory, from pyodide.asm.js: the same code as pyodide.asm.mjs as a classic
// script (scripts/site_build.py makes it), because Chromium keeps the compiled code of classic
// scripts from one visit to the next but compiles module scripts afresh, and this 1.2 MB one
// compiles on this thread as Pyodide starts. Started now, beside everything else; where the
// classic script does not load or define the factory, the module.
const classicFactory = new Promise((resolve) => {
  const script = Object.assign(document.createElement("script"), { src: `${INDEX_URL}pyodide.asm.js` });
  script.onload = () => resolve(typeof globalThis._createPyodideModule === "function" ? globalThis._createPyodideModule : null);
  script.onerror = () => resolve(null);
  document.head.append(script);
});

async function pyodideFactory() {
  const classic = await classicFactory;
  if (classic) return classic;
  note("pyodide.asm.js did not load; importing pyodide.asm.mjs");
  return (await import(`${INDEX_URL}pyodide.asm.mjs`)).default;
}

// The createPyodideModule option of loadPyodide(): Pyodide's own, on the module compiled above.
// For a snapshot, once it has proved intact and before Pyodide copies it in, it also grows the
// heap to the snapshot's, which Pyodide does not do (pyodide#6254), and has Pyodide restore the
// bytes read instead of the stand-in it was given (no 30 MB copy on this thread).
async function moduleFactory(found) {
  const createPyodideModule = await pyodideFactory();
  return async (settings) => {
    // A snapshot that cannot be read (gone from the Cache API, damaged) is usually known before
    // the WebAssembly has compiled: fail then, rather than after creating a module for nothing.
    if (found?.snapshot) await Promise.race([compiling, found.intact]);
    const module = await withSharedStubs(() => withCompiledModule(() => createPyodideModule(settings)));
    if (found?.snapshot) {
      const bytes = await found.intact;
      const heapBytes = bytes.byteLength - new Uint32Array(bytes.buffer, bytes.byteOffset, 2)[1];
      if (module.HEAP8.length < heapBytes && !module.growMemory(heapBytes)) {
        throw new Error(`cannot grow the heap to ${heapBytes} bytes`);
      }
      const { API } = module;
      const restoreSnapshot = API?.restoreSnapshot;
      if (typeof restoreSnapshot === "function") {
        API.restoreSnapshot = (given) => restoreSnapshot.call(API, given === found.snapshot ? bytes : given);
      } else {
        found.snapshot.set(bytes);
      }
    }
    return module;
  };
}

// found.snapshot stands in while the snapshot is read: Pyodide takes only its length before it
// creates the module, and restores the bytes moduleFactory got from found.intact.
async function restore(options, found) {
  const createPyodideModule = await moduleFactory(found);
  const pyodide = await withoutSecondWasmFetch(() =>
    bootPyodide({ ...options, _loadSnapshot: found.snapshot, createPyodideModule }),
  );
  // Every restore would start from the same random state: draw a fresh seed (called, not run as
  // source, which would have Python's compiler start on this thread for one line).
  const random = pyodide.pyimport("random");
  try {
    random.seed();
  } finally {
    random.destroy();
  }
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
      const pyodide = await restore(options, found);
      bytecodeWanted = false;
      return { pyodide, found, path: "snapshot", unpacked: found.unpacked };
    } catch (error) {
      note("the saved snapshot did not restore; booting normally:", String(error));
      found.snapshot = null;
      forgetSaved();
      await caches.open(CACHE_NAME).then((cache) => cache.delete(found.key)).catch(() => {});
    }
  }
  const unpacked = inflateEarly(found?.site);
  const createPyodideModule = await moduleFactory(null);
  const pyodide = await withoutSecondWasmFetch(() => bootPyodide({ ...options, createPyodideModule }));
  if (found) found.runs = recordRuns(pyodide);
  return { pyodide, found, path: "fresh", unpacked };
}

// What Pyodide compiles for runPython() and friends on this visit (PyScript's set-up code, the
// page's script), as [source, options]: the snapshot maker compiles the same ahead.
const RECORD_RUNS = `
import _pyodide._base as base

seen = []
compile_run = base._parse_and_compile_gen

def record(source, **options):
    if len(seen) < 16:
        seen.append([source, options])
    return compile_run(source, **options)

base._parse_and_compile_gen = record
`;

function recordRuns(pyodide) {
  try {
    const namespace = pyodide.globals.get("dict")();
    pyodide.runPython(RECORD_RUNS, { globals: namespace });
    return () => {
      const seen = namespace.get("seen");
      try {
        return seen.toJs({ dict_converter: Object.fromEntries });
      } finally {
        seen.destroy();
        namespace.destroy();
      }
    };
  } catch (error) {
    note("no record of what Python ran:", String(error));
    return () => [];
  }
}

// The exported site's zips hold the first screens' modules compiled too (scripts/bytecode.py): a
// first visit imports them without compiling. After a restore the snapshot has that code compiled
// already (code_cache.py), so those files are not written.
let bytecodeWanted = true;

// A zip archive unpacked into Pyodide's working directory by unzip.mjs, which writes the files
// several times quicker than Python's zipfile (after a restore, game.zip's files the reader worker
// unpacked from these very bytes: `unpacked`); on any trouble, by Pyodide's own.
async function unzipFiles(pyodide, unpack, buffer, folder, unpacked = null) {
  try {
    const [{ unzipInto, notBytecode }, here] = await Promise.all([unzipping, unpacked]);
    await unzipInto(pyodide.FS, buffer, folder, here, bytecodeWanted ? undefined : notBytecode);
  } catch (error) {
    note("unpacking with Python instead:", String(error));
    await unpack(buffer, "zip", { extractDir: folder });
  }
}

// Each game's own zips (first-screen.js names them), fetched and unpacked into the working
// directory, each once, when the game is opened: by its address as the page starts (before the
// page's script runs, the fetch started by first-screen.js's preload), or by the shell, which
// asks through globalThis.shanghaienGames (game/ui/browser.py): has(id) whether a game's files
// are all there, load(id) a promise of them.
// The zips of the game the address opens are inflated before Python starts (`unpacked`: by the
// snapshot's reader worker after a restore, by inflateEarly() otherwise): only their writing is
// left to this thread then.
const gameFiles = { pyodide: null, unpack: null, zips: new Map(), done: new Set(), boot: null, unpacked: () => null };

function loadZip(name) {
  if (!gameFiles.zips.has(name)) {
    const started = performance.now();
    // Inflated before Python started: those very bytes, not a second fetch, which waits on this
    // thread's turns as the page starts (20-40 ms of a repeat visit, even from the HTTP cache).
    const early = gameFiles.unpacked(name);
    const bytes = early ? early.then((unpacked) => unpacked?.zip ?? gameZip(name)) : gameZip(name);
    const loading = bytes
      .then((zip) => unzipFiles(gameFiles.pyodide, gameFiles.unpack, zip, ".", early))
      .then(() => {
        gameFiles.done.add(name);
        performance.measure(`game:${name}.zip`, { start: started });
      });
    loading.catch(() => gameFiles.zips.delete(name));  // asked again, it is fetched again
    gameFiles.zips.set(name, loading);
  }
  return gameFiles.zips.get(name);
}

globalThis.shanghaienGames = {
  has: (id) => (globalThis.shanghaienZips?.games[id] ?? []).every((name) => gameFiles.done.has(name)),
  load: async (id) => {
    const { games } = await zipNames;
    await Promise.all((games[id] ?? []).map(loadZip));
  },
};

// The page's Pyodide, from now on the one game zips are unpacked into; and the zips of the game
// the address opens, unpacked beside game.zip (`unpacked`: by the reader worker after a restore,
// early by inflateEarly() otherwise).
function takeGameFiles(pyodide, unpacked = null) {
  gameFiles.pyodide = pyodide;
  if (unpacked) gameFiles.unpacked = unpacked;
  gameFiles.unpack = pyodide.unpackArchive.bind(pyodide);
  // first-screen.js marks <body> with the screen and names the zips; a restore may be quicker.
  gameFiles.boot = zipNames.then(() => {
    const screen = document.body?.dataset.screen;
    return screen && screen !== "chooser" ? globalThis.shanghaienGames.load(screen) : undefined;
  });
  gameFiles.boot.catch((error) => note("the zips of the game the address opens did not load as the page started:", String(error)));
}

// PyScript unpacks game.zip through unpackArchive(): zip archives go to unzipFiles(), which also
// waits for the files of the game the address opens, so that they are there when Python starts;
// anything else goes to Pyodide's own.
function withQuickUnzip(pyodide, unpacked) {
  takeGameFiles(pyodide, unpacked);
  const unpack = gameFiles.unpack;
  pyodide.unpackArchive = (buffer, format, options = {}) => {
    if (format !== "zip") return unpack(buffer, format, options);
    // The files inflated already only if they are here: never wait on the worker's own fetch of game.zip.
    const here = Promise.race([unpacked?.("game"), null]);
    const started = performance.now();
    return unzipFiles(pyodide, unpack, buffer, options.extractDir ?? ".", here).then(() => {
      performance.measure("game:unzip", { start: started });
      return gameFiles.boot.catch(() => {});  // the shell says what failed, if it did
    });
  };
  return pyodide;
}

let early = start().then((started) => ({ ...started, pyodide: withQuickUnzip(started.pyodide, started.unpacked) }));
early.catch(() => {});  // a failure is PyScript's to report, when it asks for the interpreter

export async function loadPyodide(options = {}) {
  const fits = Object.keys(options).every((name) => EXPECTED_OPTIONS.has(name));
  const started = early;
  early = null;  // only the first call gets the early interpreter
  if (!started || !fits) {
    note("booting without the snapshot for options", Object.keys(options));
    const pyodide = await bootPyodide({ ...options, indexURL: INDEX_URL });
    takeGameFiles(pyodide);
    report("boot", "fresh");
    report("snapshot", "off");
    return pyodide;
  }
  takeStreams(options);
  const { pyodide, found, path } = await started;
  performance.measure("pyodide:boot", "pyodide:start");
  report("boot", path);
  if (found?.site) answerGameZip(found.site);
  if (path === "snapshot") {
    report("snapshot", "restored");
  } else if (found) {
    report("snapshot", "pending");
    whenReady(() => setTimeout(() => makeSnapshot(found, pyodide).catch((error) => note("failed", String(error))), MAKE_DELAY_MS));
  } else {
    report("snapshot", "off");
  }
  return pyodide;
}

// PyScript fetches game.zip ([files] in pyscript.toml) once it has the interpreter. This page
// fetched it already, for the snapshot's key (and on a restore proved it the one the snapshot
// was made of): the first request for it gets a copy of those bytes, instead of one more trip
// to the server while the page is busiest. Any other request, or no bytes, goes to the network.
function answerGameZip(site) {
  const realFetch = globalThis.fetch;
  const done = () => {
    if (globalThis.fetch === fetchGameZip) globalThis.fetch = realFetch;
  };
  function fetchGameZip(resource, ...rest) {
    const url = resource instanceof Request ? resource.url : String(resource);
    if (new URL(url, location.href).href !== GAME_ZIP) return realFetch.call(this, resource, ...rest);
    done();
    return site.then(
      (zip) => new Response(zip.slice(0), { headers: { "content-type": "application/zip" } }),
      () => realFetch.call(this, resource, ...rest),
    );
  }
  globalThis.fetch = fetchGameZip;
  whenReady(done);
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
async function makeSnapshot(found, pyodide) {
  report("snapshot", "making");
  let zips, key;
  try {
    ({ zips, key } = await found.zips());
  } catch (error) {
    report("snapshot", "failed");
    return note("no zips to make a snapshot of:", String(error));
  }
  let sources = [];
  let runs = [];
  try {
    sources = pythonSources(pyodide);
    runs = found.runs?.() ?? [];
  } catch (error) {
    note("no sources to compile:", String(error));
  }
  const worker = new Worker(new URL("./maker.mjs", import.meta.url), { type: "module", name: "snapshot" });
  const finish = (state, ...details) => {
    worker.terminate();
    report("snapshot", state);
    note(state, ...details);
  };
  worker.onmessage = ({ data }) => {
    if (!data.ok) return finish("failed", data.error);
    noteSaved(key, data.size);
    finish("saved", `${(data.bytes / 2 ** 20).toFixed(1)} MiB in ${data.ms} ms`);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    finish("failed", event.message);
  };
  const headers = { checksum: CHECKSUM_HEADER, size: SIZE_HEADER };
  const job = { indexURL: INDEX_URL, cacheName: CACHE_NAME, scope: KEY_SCOPE, key, headers, zips, sources, runs };
  worker.postMessage(job, [...zips.map(([, bytes]) => bytes), ...sources.map(([, bytes]) => bytes.buffer)]);
}

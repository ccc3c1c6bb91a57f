// Reads a saved snapshot out of the Cache API, checks it and unpacks it (packing.mjs). The page
// (pyodide.mjs) runs this module as a worker, so the 16 MiB read, the checksum and the unpacking
// happen beside the main thread, which is busy instantiating Pyodide and starting PyScript
// meanwhile; it imports readInto() itself only when no worker starts. The worker also unpacks
// game.zip (unzip.mjs) for PyScript, which the page would otherwise inflate on its own thread.
//
// As a worker: {cacheName, key, sizeHeader, checksumHeader, zips} in its name, as JSON (a
// message would wait for the page's busy thread to pass it on). It posts {ok: true, snapshot}
// (an ArrayBuffer of the unpacked size saved in the header named sizeHeader, transferred) or
// {ok: false, error}; then, for each [name, address] of zips (game.zip first, then the zips of
// the game the page's address opens), {name, zip, files}: the bytes it fetched and their files as
// unzip.mjs's filesOf() gives them (the page uses them only for these very bytes), or {name,
// files: null, error}; then {done: true}.

import { checksum, checksumText } from "./checksum.mjs";
import { unpackInto } from "./packing.mjs";

// Unpacks the snapshot stored in response into target (zeros, of the unpacked size saved with
// it), once its packed bytes match the checksum saved in the header named checksumHeader.
export async function readInto(target, response, checksumHeader) {
  if (target.length % 4) throw new Error("a snapshot is a whole number of 32-bit words");
  // One arrayBuffer() read is several times quicker than a stream of small chunks.
  const packed = new Uint8Array(await response.arrayBuffer());
  if (packed.length % 4) throw new Error("a packed snapshot is a whole number of 32-bit words");
  if (checksumText(checksum(packed)) !== response.headers.get(checksumHeader)) {
    throw new Error("the snapshot does not match its checksum");
  }
  unpackInto(target, packed);
}

async function read({ cacheName, key, sizeHeader, checksumHeader }) {
  const response = await (await caches.open(cacheName)).match(key);
  if (!response) throw new Error("no snapshot");
  const size = Number(response.headers.get(sizeHeader));
  if (!(size > 0)) throw new Error("the snapshot has no size");
  const snapshot = new Uint8Array(size);
  await readInto(snapshot, response, checksumHeader);
  return snapshot.buffer;
}

async function unpackZip(name, address) {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${name}.zip: HTTP ${response.status}`);
  const [zip, { filesOf, notBytecode }] = await Promise.all([response.arrayBuffer(), import("./unzip.mjs")]);
  return { zip, files: await filesOf(zip, notBytecode) };  // for a page restored from its snapshot
}

async function work(job) {
  try {
    const snapshot = await read(job);
    postMessage({ ok: true, snapshot }, [snapshot]);
  } catch (error) {
    return postMessage({ ok: false, error: String(error?.stack ?? error) });
  }
  // Only then the zips, which the page needs later and which would hold the snapshot up.
  for (const [name, address] of job.zips ?? []) {
    try {
      const { zip, files } = await unpackZip(name, address);
      postMessage({ name, zip, files }, [...new Set([zip, ...files.map(([, content]) => content.buffer)])]);
    } catch (error) {
      postMessage({ name, files: null, error: String(error) });
    }
  }
  postMessage({ done: true });
}

if (typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope) {
  await work(JSON.parse(self.name));
}

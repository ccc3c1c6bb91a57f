// Reads a saved snapshot out of the Cache API, checks it and unpacks it (packing.mjs). The page
// (pyodide.mjs) runs this module as a worker, so the 16 MiB read, the checksum and the unpacking
// happen beside the main thread, which is busy instantiating Pyodide and starting PyScript
// meanwhile; it imports readInto() itself only when no worker starts.
//
// As a worker: {cacheName, key, sizeHeader, checksumHeader} in its name, as JSON (a message
// would wait for the page's busy thread to pass it on); {ok: true, snapshot} (an
// ArrayBuffer of the unpacked size saved in the header named sizeHeader, transferred) or
// {ok: false, error} out.

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

if (typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope) {
  try {
    const snapshot = await read(JSON.parse(self.name));
    postMessage({ ok: true, snapshot }, [snapshot]);
  } catch (error) {
    postMessage({ ok: false, error: String(error?.stack ?? error) });
  }
}

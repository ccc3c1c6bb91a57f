// Unpacks a zip archive into Pyodide's file system in JavaScript. PyScript unpacks game.zip
// (pyscript.toml [files]) with Pyodide's unpackArchive(), which runs Python's zipfile: on a
// repeat visit that was one of the longest steps left. The browser's own inflate writes the
// same files in a fraction of the time. pyodide.mjs puts this in front of unpackArchive() for
// zip archives and falls back to Pyodide's own on any error. On a repeat visit the snapshot's
// reader (reader.mjs) has unpacked game.zip already, off the page's thread: the page only writes.

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;

async function inflate(data) {
  const inflater = new DecompressionStream("deflate-raw");
  const writer = inflater.writable.getWriter();
  writer.write(data).catch(() => {});  // a failure shows in the read below
  writer.close().catch(() => {});
  return new Uint8Array(await new Response(inflater.readable).arrayBuffer());
}

// The archive's entries, [name, method, stored bytes, unpacked size]; throws on anything this
// reader does not handle (zip64, encryption, a path out of the folder).
function entriesOf(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== END_OF_DIRECTORY) end--;
  if (end < 0) throw new Error("no zip directory");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const entries = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new Error("a damaged zip directory");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const stored = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (flags & ENCRYPTED || (method !== STORED && method !== DEFLATED)) throw new Error(`${name}: unsupported entry`);
    if (name.startsWith("/") || name.split("/").includes("..")) throw new Error(`${name}: a path out of the folder`);
    if (view.getUint32(local, true) !== LOCAL_HEADER) throw new Error(`${name}: a damaged entry`);
    const from = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (from + stored > bytes.length) throw new Error(`${name}: cut short`);
    entries.push([name, method, bytes.subarray(from, from + stored), size]);
  }
  return entries;
}

function bytesOf(buffer) {
  return ArrayBuffer.isView(buffer) ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) : new Uint8Array(buffer);
}

function sameBytes(one, other) {
  if (one.length !== other.length) return false;
  if (one.buffer === other.buffer && one.byteOffset === other.byteOffset) return true;
  for (let i = 0; i < one.length; i++) if (one[i] !== other[i]) return false;
  return true;
}

// Whether a zip's entry is a source rather than compiled code (scripts/bytecode.py puts the
// first screens' bytecode in __pycache__ folders): a page restored from its snapshot, and the
// snapshot's maker, take only the sources, as the snapshot has that code compiled already.
export const notBytecode = (name) => !name.includes("__pycache__/");

// The files of the zip archive in buffer whose name `wanted` accepts, [name, bytes] (a folder's
// name ends with "/"), unpacked; throws on anything unusual.
export async function filesOf(buffer, wanted = () => true) {
  return Promise.all(
    entriesOf(bytesOf(buffer)).filter(([name]) => wanted(name)).map(async ([name, method, data, size]) => {
      const content = method === STORED ? data : await inflate(data);
      if (content.length !== size) throw new Error(`${name}: ${content.length} bytes, not ${size}`);
      return [name, content];
    }),
  );
}

function writeInto(FS, files, folder) {
  // An absolute path: FS.mkdirTree() treats every path as one.
  const parts = `${folder.startsWith("/") ? "" : FS.cwd()}/${folder}`.split("/");
  const root = `/${parts.filter((part) => part && part !== ".").join("/")}`;
  const folders = new Set();  // made already: each FS.mkdirTree() walks its whole path again
  const makeFolder = (path) => {
    if (folders.has(path)) return;
    FS.mkdirTree(path);
    folders.add(path);
  };
  for (const [name, content] of files) {
    const path = `${root === "/" ? "" : root}/${name}`;
    if (name.endsWith("/")) {
      makeFolder(path.slice(0, -1));
      continue;
    }
    makeFolder(path.slice(0, path.lastIndexOf("/")));
    FS.writeFile(path, content);
  }
}

// Writes every file of the zip archive in buffer under folder in Pyodide's FS (as
// unpackArchive(buffer, "zip", { extractDir: folder }) does); throws on anything unusual. When
// `unpacked` ({zip, files}: some bytes and their files as filesOf() gave them) is of these very
// bytes, its files are written instead of inflating them again (they must have been picked by
// the same `wanted`). Only the files whose name `wanted` accepts are written.
export async function unzipInto(FS, buffer, folder, unpacked = null, wanted = () => true) {
  const bytes = bytesOf(buffer);
  const files = unpacked && sameBytes(bytesOf(unpacked.zip), bytes) ? unpacked.files : await filesOf(bytes, wanted);
  writeInto(FS, files, folder);
}

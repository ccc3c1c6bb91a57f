// How a snapshot is stored: without its all-zero blocks, which are about half of Pyodide's heap.
// maker.mjs packs one before saving it, pyodide.mjs unpacks it while restoring, so a repeat
// visit reads and checks half the bytes.
//
// Packed form, in 32-bit little-endian words: PACKED_MAGIC, the unpacked length in bytes, then
// a bitmap with one bit per BLOCK bytes of the unpacked snapshot (set: the block is stored),
// then the stored blocks in order (the last one may be short). The checksum (checksum.mjs) is
// taken over the packed bytes, bitmap included, so a damaged bitmap never goes unnoticed.

export const BLOCK = 4096;
const PACKED_MAGIC = 0x6b706e73; // "snpk"
const HEAD_WORDS = 2;

function bitmapWords(length) {
  return Math.ceil(Math.ceil(length / BLOCK) / 32);
}

function isZero(words, from, to) {
  for (let i = from; i < to; i++) if (words[i]) return false;
  return true;
}

// The packed copy of snapshot (a whole number of 32-bit words, aligned in its buffer).
export function pack(snapshot) {
  if (snapshot.length % 4 || snapshot.byteOffset % 4) throw new Error("a snapshot is a whole number of 32-bit words");
  const words = new Uint32Array(snapshot.buffer, snapshot.byteOffset, snapshot.length >> 2);
  const blocks = Math.ceil(snapshot.length / BLOCK);
  const head = (HEAD_WORDS + bitmapWords(snapshot.length)) * 4;
  const bitmap = new Uint32Array(bitmapWords(snapshot.length));
  let stored = 0;
  for (let b = 0; b < blocks; b++) {
    const from = (b * BLOCK) >> 2;
    if (isZero(words, from, Math.min(from + BLOCK / 4, words.length))) continue;
    bitmap[b >> 5] |= 1 << (b & 31);
    stored += Math.min(BLOCK, snapshot.length - b * BLOCK);
  }
  const packed = new Uint8Array(head + stored);
  const packedWords = new Uint32Array(packed.buffer, 0, head >> 2);
  packedWords[0] = PACKED_MAGIC;
  packedWords[1] = snapshot.length;
  packedWords.set(bitmap, HEAD_WORDS);
  let at = head;
  for (let b = 0; b < blocks; b++) {
    if (!(bitmap[b >> 5] & (1 << (b & 31)))) continue;
    const block = snapshot.subarray(b * BLOCK, Math.min((b + 1) * BLOCK, snapshot.length));
    packed.set(block, at);
    at += block.length;
  }
  return packed;
}

// Writes the snapshot packed in `packed` into target (all zeros, of the unpacked length);
// throws if packed is not a whole packed snapshot of that length.
export function unpackInto(target, packed) {
  if (packed.length < HEAD_WORDS * 4 || packed.byteOffset % 4) throw new Error("not a packed snapshot");
  const head = new Uint32Array(packed.buffer, packed.byteOffset, HEAD_WORDS);
  if (head[0] !== PACKED_MAGIC) throw new Error("not a packed snapshot");
  if (head[1] !== target.length) throw new Error(`the snapshot unpacks to ${head[1]} bytes, not ${target.length}`);
  const words = bitmapWords(target.length);
  const bitmapEnd = (HEAD_WORDS + words) * 4;
  if (packed.length < bitmapEnd) throw new Error("the packed snapshot is cut short");
  const bitmap = new Uint32Array(packed.buffer, packed.byteOffset + HEAD_WORDS * 4, words);
  const blocks = Math.ceil(target.length / BLOCK);
  const stored = (b) => bitmap[b >> 5] & (1 << (b & 31));
  let at = bitmapEnd;
  for (let b = 0; b < blocks; b++) {
    if (!stored(b)) continue;
    let end = b + 1;  // one copy for each run of stored blocks
    while (end < blocks && stored(end)) end++;
    const length = Math.min(end * BLOCK, target.length) - b * BLOCK;
    if (at + length > packed.length) throw new Error("the packed snapshot is cut short");
    target.set(packed.subarray(at, at + length), b * BLOCK);
    at += length;
    b = end;
  }
  if (at !== packed.length) throw new Error("the packed snapshot has bytes past its last block");
}

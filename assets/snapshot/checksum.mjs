// The snapshot's checksum, computed by maker.mjs when it saves one and by pyodide.mjs while the
// bytes stream in, so a damaged snapshot is never restored. Each 32-bit word goes through
// h = imul(h ^ word, odd): for a given word that is a bijection of h, so any one changed word
// always changes the result (more than one go unnoticed once in 2^32). Not a defence against
// an attacker: whoever can write this origin's Cache API can run code on the page anyway.

export const CHECKSUM_START = 0x811c9dc5;

// Folds the 32-bit words of bytes[from, to) into hash; from and to are multiples of 4, and
// bytes starts at a multiple of 4 in its buffer.
export function checksum(bytes, from = 0, to = bytes.length, hash = CHECKSUM_START) {
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, to >> 2);
  let h = hash;
  for (let i = from >> 2; i < words.length; i++) h = Math.imul(h ^ words[i], 0x9e3779b1);
  return h;
}

export function checksumText(hash) {
  return (hash >>> 0).toString(16).padStart(8, "0");
}

import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A cached page is shared by every visitor, but its script nonce must be each response's own
 * (security-headers.ts). The stored body is kept cut at every occurrence of the nonce it was
 * rendered with, and each response puts its nonce between the parts.
 *
 * Gzip without compressing per response: each part is deflated once (no back-reference can point
 * into a nonce), ending byte-aligned (a sync flush, not a final block).
 * A response is then the gzip header, the deflated parts with its nonce between them as stored
 * (uncompressed) blocks, an empty final block and the trailer (CRC-32 and size of the whole text):
 * copying and a CRC pass, no compression.
 */

/** The body's parts around every occurrence of `nonce` (views into the body, no copy). */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce, 'latin1');
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** The body with `nonce` between its parts. */
export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  const value = Buffer.from(nonce, 'latin1');
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [value, part])));
}

/** The deflate window (RFC 1951): how far back a part may refer. */
const WINDOW = 32 * 1024;

/**
 * Each part raw-deflated once, ending on a byte boundary and without a final block. A part may
 * refer back into the parts before it (its dictionary, as the decoder will have them) but never
 * into a nonce: the nonces are NUL bytes there, which no text matches. A body with NUL bytes of
 * its own gets no dictionary.
 */
export function deflateParts(parts: readonly Buffer[], nonceLength: number): Buffer[] {
  const blank = Buffer.alloc(nonceLength);
  const withDictionary = !parts.some((part) => part.includes(0));
  let before = Buffer.alloc(0);
  return parts.map((part, index) => {
    const options = { finishFlush: constants.Z_SYNC_FLUSH, ...(withDictionary && index > 0 ? { dictionary: before } : {}) };
    const deflated = deflateRawSync(part, options);
    if (withDictionary) before = Buffer.concat([before, part, blank]).subarray(-WINDOW);
    return deflated;
  });
}

/** RFC 1952 header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** RFC 1951: an empty final block with fixed codes (BFINAL 1, BTYPE 01, end-of-block). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** The gzip of `parts` joined by `nonce`, from their deflated forms (deflateParts). */
export function gzipWithNonce(parts: readonly Buffer[], deflated: readonly Buffer[], nonce: string): Buffer {
  const value = Buffer.from(nonce, 'latin1');
  // A stored block: BFINAL 0, BTYPE 00 (padded to the byte), LEN, NLEN, the bytes.
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(stored, value);
      crc = crc32(value, crc);
      size += value.length;
    }
    chunks.push(deflated[index] ?? Buffer.alloc(0));
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

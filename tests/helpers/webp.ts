import sharp from 'sharp';

/**
 * What a generated image route answered, read as WebP: the RIFF/WEBP signature and the size the
 * decoder finds (sharp, the library that drew it, reads it back). Throws on anything else.
 */
export async function webpSize(bytes: ArrayBuffer | Uint8Array): Promise<{ width: number; height: number }> {
  const buffer = Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes));
  if (buffer.subarray(0, 4).toString('latin1') !== 'RIFF' || buffer.subarray(8, 12).toString('latin1') !== 'WEBP') throw new Error('not a WebP file');
  const { format, width, height } = await sharp(buffer).metadata();
  if (format !== 'webp') throw new Error(`decoded as ${format}`);
  return { width, height };
}

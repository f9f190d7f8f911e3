import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, createGzip } from 'node:zlib';

/**
 * A page-cache miss compressed on its way out. Next renders it without Accept-Encoding (the cache
 * keeps the plain body and compresses stored pages once); a first visitor of a page nobody asked
 * for before (most of the long tail) would otherwise get 150–220 kB of HTML. Level 1 and a flush
 * per chunk: cheap, and the page still streams.
 */
export type WireSink = { write(chunk: Buffer, callback?: () => void): boolean; end(callback?: () => void): void };

type Write = (chunk: Buffer, callback?: () => void) => boolean;
type End = (callback?: () => void) => unknown;

export function gzipSink(write: Write, end: End): WireSink {
  const gzip = createGzip({ level: 1 });
  gzip.on('data', (data: Buffer) => write(data));
  return {
    write(chunk, callback) {
      gzip.write(chunk);
      gzip.flush(constants.Z_SYNC_FLUSH, () => callback?.());
      return true;
    },
    end(callback) {
      gzip.once('end', () => end(callback));
      gzip.end();
    },
  };
}

const header = (headers: OutgoingHttpHeaders | null, res: ServerResponse, name: string) => headers?.[name] ?? res.getHeader(name);

/**
 * Whether this response is compressed: a 200 page or RSC payload of no declared length, not
 * encoded yet, for a client that takes gzip. When it is, the headers say so — in the object given
 * to writeHead, or set on the response before its head goes out.
 */
export function startGzip(res: ServerResponse, headers: OutgoingHttpHeaders | null, clientTakesGzip: boolean): boolean {
  if (!clientTakesGzip || res.statusCode !== 200) return false;
  const type = String(header(headers, res, 'content-type') ?? '');
  if (!type.startsWith('text/html') && !type.startsWith('text/x-component')) return false;
  if (header(headers, res, 'content-length') !== undefined || header(headers, res, 'content-encoding') !== undefined) return false;
  if (headers) headers['content-encoding'] = 'gzip';
  else if (!res.headersSent) res.setHeader('content-encoding', 'gzip');
  else return false;
  return true;
}

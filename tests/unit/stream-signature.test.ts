import { describe, expect, it } from 'vitest';
import { parseByteRange } from '@/lib/server/media/stream-range';
import { STREAM_URL_TTL_SECONDS, checkStreamSignature, signStream, streamKey, streamPath } from '@/lib/server/media/stream-signature';

const tokenKey = new TextEncoder().encode('unit-test-key-unit-test-key-0123456789');
const key = streamKey(tokenKey);
const grant = { videoId: 100007, guestId: 42, expiresAt: 1_800_000_000 };

function query(path: string) {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, g: url.searchParams.get('g'), exp: url.searchParams.get('exp'), sig: url.searchParams.get('sig') ?? '' };
}

describe('"a signed, expiring stream URL": signing and checking', () => {
  it('the URL names the video, the guest and the end, signed as base64url HMAC-SHA256 over "videoId.g.exp"', () => {
    const parts = query(streamPath(key, grant));
    expect(parts).toMatchObject({ pathname: '/media/stream/100007.mp4', g: '42', exp: '1800000000' });
    expect(parts.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parts.sig).toBe(signStream(key, grant));
  });

  it('a URL checks as valid until its end, and as expired one second after', () => {
    const { sig } = query(streamPath(key, grant));
    expect(checkStreamSignature(key, grant, sig, grant.expiresAt - STREAM_URL_TTL_SECONDS)).toBe('valid');
    expect(checkStreamSignature(key, grant, sig, grant.expiresAt)).toBe('valid');
    expect(checkStreamSignature(key, grant, sig, grant.expiresAt + 1)).toBe('expired');
  });

  it('changing the video, the guest or the end breaks the signature (a later end is not an extension)', () => {
    const { sig } = query(streamPath(key, grant));
    const now = grant.expiresAt - 60;
    expect(checkStreamSignature(key, { ...grant, videoId: 100008 }, sig, now)).toBe('bad-signature');
    expect(checkStreamSignature(key, { ...grant, guestId: 43 }, sig, now)).toBe('bad-signature');
    expect(checkStreamSignature(key, { ...grant, guestId: 0 }, sig, now)).toBe('bad-signature');
    expect(checkStreamSignature(key, { ...grant, expiresAt: grant.expiresAt + 3600 }, sig, now)).toBe('bad-signature');
  });

  it('a tampered, truncated or empty signature, or one made with another key, is refused', () => {
    const { sig } = query(streamPath(key, grant));
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const now = grant.expiresAt - 60;
    expect(checkStreamSignature(key, grant, flipped, now)).toBe('bad-signature');
    expect(checkStreamSignature(key, grant, sig.slice(0, 20), now)).toBe('bad-signature');
    expect(checkStreamSignature(key, grant, '', now)).toBe('bad-signature');
    const otherKey = streamKey(new TextEncoder().encode('another-key-another-key-another-key-01'));
    expect(checkStreamSignature(otherKey, grant, sig, now)).toBe('bad-signature');
  });

  it('a forged URL is refused as forged even when it is also expired', () => {
    expect(checkStreamSignature(key, grant, 'x'.repeat(43), grant.expiresAt + 1)).toBe('bad-signature');
  });

  it('the stream key is derived from the token key, not the token key itself', () => {
    expect(Buffer.from(key).equals(Buffer.from(tokenKey))).toBe(false);
    expect(streamKey(tokenKey)).toBe(key);
  });
});

describe('byte ranges of a stream (RFC 9110)', () => {
  it('reads one range, an open end and a suffix; clamps the end to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  });

  it('no header, another unit or several ranges: the whole file', () => {
    expect(parseByteRange(null, 1000)).toBe('whole');
    expect(parseByteRange('items=0-1', 1000)).toBe('whole');
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBe('whole');
  });

  it('a range past the end, backwards, empty or garbled cannot be satisfied', () => {
    for (const header of ['bytes=1000-', 'bytes=5-3', 'bytes=-0', 'bytes=-', 'bytes=a-b', 'bytes=1-2-3']) {
      expect(parseByteRange(header, 1000), header).toBe('unsatisfiable');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { withStartBitrate } from '@/lib/server/live-video/sdp-bitrate';

const answer = [
  'v=0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'm=video 9 UDP/TLS/RTP/SAVPF 96 97 98',
  'a=rtpmap:96 VP8/90000',
  'a=rtcp-fb:96 nack pli',
  'a=rtpmap:97 rtx/90000',
  'a=fmtp:97 apt=96',
  'a=rtpmap:98 H264/90000',
  'a=fmtp:98 profile-level-id=42e01f',
  '',
].join('\r\n');

describe('withStartBitrate (TOOLCHAIN.md: x-google-start-bitrate=1500;x-google-min-bitrate=750 in the SFU’s answer)', () => {
  const out = withStartBitrate(answer);
  const lines = out.split('\r\n');

  it('adds an fmtp line after a video codec that had none', () => {
    expect(lines[lines.indexOf('a=rtpmap:96 VP8/90000') + 1]).toBe('a=fmtp:96 x-google-start-bitrate=1500;x-google-min-bitrate=750');
  });

  it('appends the hints to a video codec’s existing fmtp line', () => {
    expect(lines).toContain('a=fmtp:98 profile-level-id=42e01f;x-google-start-bitrate=1500;x-google-min-bitrate=750');
  });

  it('leaves audio, rtx and the line endings alone', () => {
    expect(lines).toContain('a=fmtp:111 minptime=10;useinbandfec=1');
    expect(lines).toContain('a=fmtp:97 apt=96');
    expect(out.split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r'))).toBe(true);
  });

  it('is idempotent: an answer that has the hints keeps one copy', () => {
    expect(withStartBitrate(out)).toBe(out);
  });
});

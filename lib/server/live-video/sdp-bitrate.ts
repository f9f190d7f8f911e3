/**
 * werift sends the publisher no bandwidth estimate, so Chrome would stay near 600 kbps
 * (TOOLCHAIN.md). x-google-start-bitrate / x-google-min-bitrate in the fmtp of the video codecs
 * of the answer make it start at 1.5 Mbps and never go below 750 kbps.
 */
export const START_BITRATE_KBPS = 1500;
export const MIN_BITRATE_KBPS = 750;

const VIDEO_CODECS = /^(VP8|VP9|H264|AV1)\//i;

/** The answer with the bitrate hints on every video codec's fmtp line (added where missing). */
export function withStartBitrate(sdp: string, startKbps = START_BITRATE_KBPS, minKbps = MIN_BITRATE_KBPS): string {
  const eol = sdp.includes('\r\n') ? '\r\n' : '\n';
  const hint = `x-google-start-bitrate=${startKbps};x-google-min-bitrate=${minKbps}`;
  const lines = sdp.split(eol);
  const out: string[] = [];
  let inVideo = false;
  const pending = new Map<string, number>(); // video payload type → index of its rtpmap line in out
  const flush = () => {
    // Codecs of the finished video section that had no fmtp line get one after their rtpmap.
    const missing = [...pending.entries()].sort((a, b) => b[1] - a[1]);
    for (const [pt, index] of missing) out.splice(index + 1, 0, `a=fmtp:${pt} ${hint}`);
    pending.clear();
  };
  for (const line of lines) {
    if (line.startsWith('m=')) {
      flush();
      inVideo = line.startsWith('m=video');
    }
    const rtpmap = inVideo ? /^a=rtpmap:(\d+) (.+)$/.exec(line) : null;
    if (rtpmap && VIDEO_CODECS.test(rtpmap[2]!)) {
      out.push(line);
      pending.set(rtpmap[1]!, out.length - 1);
      continue;
    }
    const fmtp = inVideo ? /^a=fmtp:(\d+) (.*)$/.exec(line) : null;
    if (fmtp && pending.has(fmtp[1]!)) {
      pending.delete(fmtp[1]!);
      out.push(fmtp[2]!.includes('x-google-start-bitrate') ? line : `${line};${hint}`);
      continue;
    }
    out.push(line);
  }
  flush();
  return out.join(eol);
}

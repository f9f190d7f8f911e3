import 'server-only';
import { type PeerConfig, useOPUS as opusCodec, useSdesMid as sdesMidExtension, useVP8 as vp8Codec } from 'werift';
import type { IceServer } from '@/lib/server/live-video/ice-servers';

/**
 * One codec per kind, the same for the publisher and every viewer: the SFU forwards RTP
 * without transcoding, so all of them must speak the codec the performer sends. VP8 and Opus
 * are what every browser can send and receive. The only header extension is the MID (BUNDLE
 * demultiplexing); the publisher's own extensions are stripped before forwarding.
 */
export function weriftPeerConfig(iceServers: IceServer[]): Partial<PeerConfig> {
  return {
    iceServers: iceServers.map((server) => ({ ...server, urls: [...server.urls] })),
    // One ICE transport per connection (every browser bundles). werift's default, max-compat,
    // opens one per m-line as the offerer and leaks the sockets of those bundling drops.
    bundlePolicy: 'max-bundle',
    codecs: { video: [vp8Codec()], audio: [opusCodec()] },
    headerExtensions: { video: [sdesMidExtension()], audio: [sdesMidExtension()] },
  };
}

import WebSocket from 'ws';
import type { SocketFactory } from '@/lib/realtime/session';

type Polyfill = {
  installPolyfill(options: { mediaRegister: unknown[]; target: object; peerConnectionConfig?: object }): () => void;
  createEmptyRegister(): unknown;
};
type BrowserGlobals = { RTCPeerConnection: typeof RTCPeerConnection; MediaStream: typeof MediaStream };

/**
 * The browser's WebRTC API in Node for the lib/live tests: werift's polyfill, put on globalThis
 * (RTCPeerConnection and MediaStream only). Every peer connection the library creates is kept,
 * so a test can break one. Loaded by a computed specifier: the polyfill's type file redeclares
 * the DOM globals, which the project's type check must not see.
 */
export async function installBrowserWebRTC(): Promise<{ peers: RTCPeerConnection[]; uninstall(): void }> {
  const specifier = 'werift/polyfill';
  const polyfill = (await import(/* @vite-ignore */ specifier)) as Polyfill;
  const target = {} as BrowserGlobals;
  const uninstall = polyfill.installPolyfill({ mediaRegister: [polyfill.createEmptyRegister()], target, peerConnectionConfig: { iceServers: [] } });
  const globals = globalThis as unknown as Partial<BrowserGlobals>;
  const before = { RTCPeerConnection: globals.RTCPeerConnection, MediaStream: globals.MediaStream };
  const peers: RTCPeerConnection[] = [];
  const Base = target.RTCPeerConnection;
  globals.RTCPeerConnection = class extends Base {
    constructor(config?: RTCConfiguration) {
      super(config);
      peers.push(this);
    }
  } as typeof RTCPeerConnection;
  globals.MediaStream = target.MediaStream;
  return {
    peers,
    uninstall() {
      Object.assign(globals, before);
      uninstall();
    },
  };
}

/** A `ws` socket for RealtimeSession that the test can cut (a network blip). */
export function recordingSocketFactory(): { Socket: SocketFactory; sockets: WebSocket[] } {
  const sockets: WebSocket[] = [];
  class RecordingSocket extends WebSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  return { Socket: RecordingSocket as unknown as SocketFactory, sockets };
}

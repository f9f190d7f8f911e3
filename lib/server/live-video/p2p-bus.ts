import 'server-only';
import type { LiveBusMessage, OutgoingLiveBusMessage } from './live-bus-messages';

export type P2PBusMessage = Extract<LiveBusMessage, { kind: 'p2p' | 'claim' | 'release' }>;

/** The part of the live bus (live-bus.ts) the 1:1 relay uses: its own kinds, from other processes only. */
export type P2PBus = {
  publish(message: Extract<OutgoingLiveBusMessage, { kind: 'p2p' | 'claim' | 'release' }>): void;
  subscribe(listener: (message: P2PBusMessage) => void): () => void;
};

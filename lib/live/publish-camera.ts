import type { LiveOptions, LiveSignals } from './live-types';
import { RoomLink } from './room-link';

export type LivePublication = {
  /** Stops sending and closes the room (liveLeave); the guests' views end. */
  stop(): void;
};

/**
 * The studio's camera and microphone into the performer's room ("the performer
 * broadcasts camera and microphone from the studio"). roomId is her actor id (the studio
 * session's actorId). Re-negotiates by itself after a network blip or a WebSocket reconnect;
 * the room waits for her meanwhile (lib/server/live-video: PUBLISHER_GRACE_MS). Muting is
 * the caller's: `track.enabled = false` on the stream's tracks sends black / silence.
 */
export function publishCamera(signals: LiveSignals, stream: MediaStream, options: LiveOptions & { roomId: number }): LivePublication {
  const link = new RoomLink(
    signals,
    {
      roomId: options.roomId,
      prepare(pc) {
        for (const track of stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
      },
      request: (sdp) => ({ type: 'livePublish', sdp }),
    },
    options,
  );
  link.start();
  return { stop: () => link.close() };
}

import { type LiveOptions, type LiveSignals, replaceTrack } from './live-types';
import { RoomLink } from './room-link';

export type LiveView = {
  /** One stream for the video element's srcObject; a re-negotiation swaps its tracks in place. */
  stream: MediaStream;
  /** Leaves the room (liveLeave). */
  close(): void;
};

/**
 * A guest's view of a performer's SFU room within a chat (group live chat, voyeur, shows):
 * the server checks the chat (LiveAccess) and answers the browser's recvonly offer. Billing
 * follows the media the server sees, not this page. Reconnects by itself after a blip; a
 * refusal, another tab taking the chat over, or the room's end close it (onState 'closed').
 */
export function watchRoom(signals: LiveSignals, roomId: number, chatId: number, options: LiveOptions = {}): LiveView {
  const stream = new MediaStream();
  const link = new RoomLink(
    signals,
    {
      roomId,
      prepare(pc) {
        pc.addTransceiver('video', { direction: 'recvonly' });
        pc.addTransceiver('audio', { direction: 'recvonly' });
        pc.addEventListener('track', (event) => replaceTrack(stream, event.track));
      },
      request: (sdp) => ({ type: 'liveWatch', roomId, chatId, sdp }),
    },
    options,
  );
  link.start();
  return { stream, close: () => link.close() };
}

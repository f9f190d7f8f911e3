/** Valid and invalid live video frames, shared by the parser tests of tests/realtime and tests/live. */
const SDP = 'v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\n';

export const liveValidFrames = {
  liveAnswer: [{ type: 'liveAnswer', roomId: 1001, sdp: SDP }],
  liveRoomClosed: [{ type: 'liveRoomClosed', roomId: 1001 }],
  p2pSignal: [
    { type: 'p2pSignal', chatId: 5, from: 'actor', payload: { kind: 'hello' } },
    { type: 'p2pSignal', chatId: 5, from: 'guest', payload: { kind: 'bye' } },
    { type: 'p2pSignal', chatId: 5, from: 'guest', payload: { kind: 'offer', sdp: SDP } },
    { type: 'p2pSignal', chatId: 5, from: 'actor', payload: { kind: 'answer', sdp: SDP } },
    { type: 'p2pSignal', chatId: 5, from: 'actor', payload: { kind: 'ice', candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } } },
    { type: 'p2pSignal', chatId: 5, from: 'guest', payload: { kind: 'ice', candidate: { candidate: '', sdpMid: null, sdpMLineIndex: null } } },
  ],
} as const;

export const liveGarbageFrames: unknown[] = [
  { type: 'liveAnswer', roomId: 1001 },
  { type: 'liveAnswer', roomId: 0, sdp: SDP },
  { type: 'liveAnswer', roomId: 1001, sdp: '' },
  { type: 'liveAnswer', roomId: 1001, sdp: 'x'.repeat(32_001) },
  { type: 'liveRoomClosed', roomId: '1001' },
  { type: 'p2pSignal', chatId: 5, from: 'admin', payload: { kind: 'hello' } },
  { type: 'p2pSignal', chatId: 5, to: 'actor', payload: { kind: 'hello' } },
  { type: 'p2pSignal', chatId: 5, from: 'actor', payload: { kind: 'wave' } },
  { type: 'p2pSignal', chatId: 5, from: 'actor', payload: { kind: 'offer' } },
  { type: 'p2pSignal', chatId: 5, from: 'actor', payload: null },
  { type: 'p2pSignal', chatId: 5, from: 'actor', payload: { kind: 'ice', candidate: { candidate: 'c', sdpMid: 0, sdpMLineIndex: 0 } } },
  { type: 'p2pSignal', chatId: 5, from: 'actor', payload: { kind: 'ice', candidate: { candidate: 'c', sdpMid: '0', sdpMLineIndex: -1 } } },
  { type: 'p2pSignal', chatId: 5, from: 'actor', payload: { kind: 'ice', candidate: { candidate: 'c', sdpMid: '0' } } },
];

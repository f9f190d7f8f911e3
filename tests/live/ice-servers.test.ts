import { describe, expect, it } from 'vitest';
import { iceServersFrom } from '@/lib/server/live-video/ice-servers';

const none = { STUN_URLS: [], TURN_URL: undefined, TURN_USERNAME: undefined, TURN_CREDENTIAL: undefined };

describe('iceServersFrom (STUN/TURN configurable)', () => {
  it('is empty when nothing is configured, never werift’s unreachable public STUN default', () => {
    expect(iceServersFrom(none)).toEqual([]);
  });

  it('lists the STUN URLs and the TURN URLs with their credentials', () => {
    const servers = iceServersFrom({
      STUN_URLS: ['stun:stun.example.com:3478'],
      TURN_URL: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
      TURN_USERNAME: 'cam',
      TURN_CREDENTIAL: 'secret',
    });
    expect(servers).toEqual([
      { urls: ['stun:stun.example.com:3478'] },
      { urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'], username: 'cam', credential: 'secret' },
    ]);
  });

  it('refuses a TURN server without its credentials at start', () => {
    expect(() => iceServersFrom({ ...none, TURN_URL: ['turn:turn.example.com'] })).toThrow(/TURN_USERNAME/);
  });
});

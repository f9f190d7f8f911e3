import { describe, expect, it } from 'vitest';
import { retryDelay } from '@/lib/live/peer-health';
import { chatOfViewer, chatViewerId } from '@/lib/server/live-video/media-router';

describe('small live video rules', () => {
  it('re-negotiation backs off 0.5 s, 1 s, 2 s, 4 s, then every 8 s ("reconnect after a network blip")', () => {
    expect([0, 1, 2, 3, 4, 5, 20].map(retryDelay)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('a guest’s viewer id is its chat: one media stream per chat, and billing finds the chat again', () => {
    expect(chatViewerId(42)).toBe('chat:42');
    expect(chatOfViewer(chatViewerId(42))).toBe(42);
    expect(chatOfViewer('self:4f2a')).toBeNull();
    expect(chatOfViewer('chat:4x')).toBeNull();
  });
});

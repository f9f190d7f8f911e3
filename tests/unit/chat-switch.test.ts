import { describe, expect, it } from 'vitest';
import { maySwitchChat } from '@/lib/chat/chat-switch';
import { initialPanelState, panelReducer } from '@/lib/chat/chat-panel-state';
import type { ChatView } from '@/lib/contracts/chat';

describe('"a guest in a free or live chat can go private (or cam2cam) from the running chat"', () => {
  it('free and live switch to private and cam2cam only', () => {
    for (const from of ['free', 'live'] as const) {
      expect(maySwitchChat(from, 'single')).toBe(true);
      expect(maySwitchChat(from, 'singlec2c')).toBe(true);
      expect(maySwitchChat(from, 'voyeur')).toBe(false);
      expect(maySwitchChat(from, 'free')).toBe(false);
      expect(maySwitchChat(from, 'videocall')).toBe(false);
    }
  });

  it('a live preview switches to any chat but another preview; a private chat switches to nothing', () => {
    expect(maySwitchChat('preview', 'live')).toBe(true);
    expect(maySwitchChat('preview', 'preview')).toBe(false);
    expect(maySwitchChat('single', 'singlec2c')).toBe(false);
    expect(maySwitchChat('voyeur', 'single')).toBe(false);
  });

  it('the panel leaves a running free chat for the private start, and ignores the old chat\'s end event', () => {
    const chat = { id: 7, type: 'free', status: 'open' } as ChatView;
    const running = panelReducer(initialPanelState, { type: 'started', chat });
    const starting = panelReducer(running, { type: 'start', chatType: 'single' });
    expect(starting.view).toEqual({ phase: 'starting', type: 'single' });
    expect(panelReducer(running, { type: 'start', chatType: 'voyeur' })).toBe(running);
    const priv = panelReducer(starting, { type: 'started', chat: { id: 8, type: 'single', status: 'connecting' } as ChatView });
    expect(panelReducer(priv, { type: 'ended', chatId: 7, exitCode: 102, price: 0 })).toBe(priv);
  });
});

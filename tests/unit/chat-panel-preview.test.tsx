// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatView } from '@/lib/contracts/chat';
import { chat, current, fail, renderPanel, setUpChatPanel, stubFetch } from './chat-panel-fixtures';

const openAuth = vi.fn(async () => {});
const openOverlay = vi.fn<(flow: string) => Promise<void>>(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth(), openOverlay: (flow: string) => openOverlay(flow) }));
// The video itself is lib/live's (tested against the real hub in tests/live); here the panel around it.
vi.mock('@/components/chat/use-chat-media', () => ({ useChatMedia: () => ({ remote: null, local: null, state: 'connecting', cameraDenied: false }) }));

const session = setUpChatPanel();

describe('guest chat panel: live preview (§6 preview limit 5, VIP 20)', () => {
  const preview: ChatView = { ...chat, id: 31, type: 'preview', pricePerMinute: 0, pricePerMinuteFormatted: '0 €', freeSecondsLeft: 5, previewSeconds: 5 };

  it('"Live preview · 5 s free"; the start shows her video muted, the countdown, her paid chats and no text box', async () => {
    const fetchMock = stubFetch({ 'GET /rest/v1/chat/current': current(), 'POST /rest/v1/chat/start': () => Response.json({ success: true, data: { chat: preview } }) });
    renderPanel({ livePreview: true });
    expect(screen.getByTestId('chat-start-preview').textContent).toContain('5 s free');
    fireEvent.click(screen.getByTestId('chat-start-preview'));
    expect((await screen.findByTestId('preview-countdown')).textContent).toBe('5 s left');
    expect((screen.getByTestId('chat-video') as HTMLVideoElement).muted).toBe(true);
    expect(screen.getByRole('button', { name: 'Sound on' })).toBeTruthy();
    const switches = screen.getByTestId('preview-switch');
    expect(switches.textContent).toContain('Live chat');
    expect(switches.textContent).toContain('1,49 €/min');
    expect(switches.textContent).not.toContain('Free chat');
    expect(screen.queryByTestId('chat-text-input')).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/chat/start'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ actorId: 3, type: 'preview' });
  });

  it('counts down from the server\'s mediaStartedAt', async () => {
    const started = new Date(Date.now() - 3_200).toISOString();
    stubFetch({ 'GET /rest/v1/chat/current': current({ ...preview, status: 'open', mediaStartedAt: started }) });
    renderPanel({ livePreview: true });
    expect((await screen.findByTestId('preview-countdown')).textContent).toBe('2 s left');
  });

  it('a click on her live chat switches: POST chat/start {type: live}, the live chat runs', async () => {
    const fetchMock = stubFetch({
      'GET /rest/v1/chat/current': current({ ...preview, status: 'open', mediaStartedAt: new Date().toISOString() }),
      'POST /rest/v1/chat/start': () => Response.json({ success: true, data: { chat } }),
    });
    renderPanel({ livePreview: true });
    await screen.findByTestId('preview-countdown');
    fireEvent.click(screen.getByTestId('chat-start-live'));
    expect((await screen.findByTestId('chat-cost')).textContent).toBe('0 €');
    expect(screen.queryByTestId('preview-countdown')).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/chat/start'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ actorId: 3, type: 'live' });
  });

  it('chatEnd 401: the §3 live-preview exit message and her paid chats, no receipt, no survey', async () => {
    const fetchMock = stubFetch({ 'GET /rest/v1/chat/current': current({ ...preview, status: 'open', mediaStartedAt: new Date().toISOString() }) });
    renderPanel({ livePreview: true });
    await screen.findByTestId('preview-countdown');
    session().emit({ type: 'chatEnd', chatId: 31, price: 0, actorId: 3, actorName: 'LunaSky', isVoyeur: false, isToyControl: false, exitCode: 401 });
    expect((await screen.findByTestId('chat-exit-message')).textContent).toBe('Your free preview time is over.');
    expect(screen.getByTestId('chat-start-live').textContent).toContain('1,49 €/min');
    expect(screen.queryByTestId('chat-start-preview')).toBeNull();
    expect(screen.queryByTestId('chat-survey')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/receipt'))).toBe(false);
  });

  it('today\'s preview used: 409 previewUsedUp shows the 402 message', async () => {
    stubFetch({ 'GET /rest/v1/chat/current': current(), 'POST /rest/v1/chat/start': () => fail(409, 'CHAT_UNAVAILABLE', 'used', { reason: 'previewUsedUp' }) });
    renderPanel({ livePreview: true });
    fireEvent.click(screen.getByTestId('chat-start-preview'));
    expect(await screen.findByText("You have used all of today's previews.")).toBeTruthy();
  });
});

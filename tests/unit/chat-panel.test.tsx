// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { boxesStore } from '@/stores/boxes';
import { guestStore } from '@/stores/guest';
import { describe, expect, it, vi } from 'vitest';
import { chat, current, fail, receipt, renderPanel, type Route, setUpChatPanel, stubFetch } from './chat-panel-fixtures';

const openAuth = vi.fn(async () => {});
const openOverlay = vi.fn<(flow: string) => Promise<void>>(async () => {});
vi.mock('@/lib/overlay/overlay-api', () => ({ openAuth: () => openAuth(), openOverlay: (flow: string) => openOverlay(flow) }));
// The video itself is lib/live's (tested against the real hub in tests/live); here the panel around it.
vi.mock('@/components/chat/use-chat-media', () => ({ useChatMedia: () => ({ remote: null, local: null, state: 'connecting', cameraDenied: false }) }));

const session = setUpChatPanel();

async function startLive(routes: Record<string, Route> = {}) {
  const fetchMock = stubFetch({ 'GET /rest/v1/chat/current': current(), 'POST /rest/v1/chat/start': () => Response.json({ success: true, data: { chat } }), ...routes });
  renderPanel();
  fireEvent.click(screen.getByTestId('chat-start-live'));
  // The running chat's room is a lazily loaded chunk: its first import may take a while on a busy machine.
  await screen.findByTestId('chat-status', {}, { timeout: 10_000 });
  return fetchMock;
}

describe('guest chat panel', () => {
  it('§9 "chat price shown per minute" before the start; an offline performer offers no chat', () => {
    stubFetch({ 'GET /rest/v1/chat/current': current() });
    renderPanel();
    expect(screen.getByTestId('chat-start-live').textContent).toContain('1,49 €/min');
    expect(screen.getByTestId('chat-start-voyeur').textContent).toContain('1,99 €/min');
    expect(screen.getByTestId('chat-start-free').textContent).toContain('Free');
    expect(screen.queryByTestId('chat-start-videocall')).toBeNull();
    cleanup();
    renderPanel({ online: false });
    expect(screen.queryByTestId('chat-start-live')).toBeNull();
    expect(screen.getByText('LunaSky is offline. Leave her a message or come back later.')).toBeTruthy();
  });

  it('start → connecting: POST chat/start {actorId, type}, status, timer, cost and the end button', async () => {
    const fetchMock = await startLive();
    expect(screen.getByTestId('chat-status').textContent).toBe('Connecting…');
    expect(screen.getByTestId('chat-timer').textContent).toBe('00:00');
    expect(screen.getByTestId('chat-cost').textContent).toBe('0 €');
    expect(screen.getByTestId('chat-video').tagName).toBe('VIDEO');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/chat/start'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ actorId: 3, type: 'live' });
  });

  it('resumes the running chat after a reload (chat/current), live with the server mediaStartedAt', async () => {
    const started = new Date(Date.now() - 65_000).toISOString();
    stubFetch({ 'GET /rest/v1/chat/current': current({ ...chat, status: 'open', mediaStartedAt: started }) });
    renderPanel();
    expect((await screen.findByTestId('chat-status')).textContent).toBe('Live');
    expect(screen.getByTestId('chat-timer').textContent).toBe('01:05');
    // 65 s at 1,49 €/min: ceil(65 × 149 / 60) = 162 cents
    expect(screen.getByTestId('chat-cost').textContent).toBe('1,62 €');
  });

  it.each([
    [401, 'UNAUTHORIZED', undefined, 'Log in to start a chat.', 'Log in'],
    [403, 'AGE_VERIFICATION_REQUIRED', undefined, 'Verify your age to join this chat.', 'Verify age'],
    [409, 'INSUFFICIENT_FUNDS', { price: 50, balance: 20, missing: 30 }, 'Top up at least 0,30 € to start a chat.', 'Top up'],
  ])('§6 start refused with %s %s → chat-restriction with its action', async (status, code, details, message, action) => {
    stubFetch({ 'GET /rest/v1/chat/current': current(), 'POST /rest/v1/chat/start': () => fail(status, code, 'refused', details) });
    renderPanel();
    fireEvent.click(screen.getByTestId('chat-start-single'));
    const box = await screen.findByTestId('chat-restriction');
    expect(box.textContent).toContain(message);
    fireEvent.click(screen.getByRole('button', { name: action }));
    // §2 "verify age" opens the avs box, the door to the overlay's AVS flow.
    if (code === 'AGE_VERIFICATION_REQUIRED') await waitFor(() => expect(boxesStore.getState().open.map((open) => open.name)).toContain('avs'));
    if (code === 'INSUFFICIENT_FUNDS') await waitFor(() => expect(openOverlay).toHaveBeenCalledWith('moneycharge'));
  });

  it('a CHAT_UNAVAILABLE refusal says why (private chat busy), no restriction box', async () => {
    stubFetch({ 'GET /rest/v1/chat/current': current(), 'POST /rest/v1/chat/start': () => fail(409, 'CHAT_UNAVAILABLE', 'busy', { reason: 'privateBusy' }) });
    renderPanel();
    fireEvent.click(screen.getByTestId('chat-start-live'));
    expect(await screen.findByText('The performer is in a private chat right now.')).toBeTruthy();
    expect(screen.queryByTestId('chat-restriction')).toBeNull();
  });

  it('her ticket show: 403 TICKET_REQUIRED says only ticket holders watch and links to her live-show page', async () => {
    stubFetch({ 'GET /rest/v1/chat/current': current(), 'POST /rest/v1/chat/start': () => fail(403, 'TICKET_REQUIRED', 'tickets only', { showId: 9 }) });
    renderPanel();
    fireEvent.click(screen.getByTestId('chat-start-live'));
    expect(await screen.findByText(/LunaSky is in her ticket show right now: only ticket holders can watch\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a ticket' }).getAttribute('href')).toBe('/en/amateur/lunasky/live-show/');
  });

  it('§4 chatEnd: the exit code message, the receipt, the survey (GREAT → POST survey/chatexit → thanks)', async () => {
    const fetchMock = await startLive({
      'GET /rest/v1/chat/21/receipt': () => Response.json({ success: true, data: receipt }),
      'POST /rest/v1/survey/chatexit': () => Response.json({ success: true, data: { saved: true } }),
    });
    session().emit({ type: 'chatEnd', chatId: 21, price: 145, actorId: 3, actorName: 'LunaSky', isVoyeur: false, isToyControl: false, exitCode: 200 });
    expect((await screen.findByTestId('chat-exit-message')).textContent).toBe('The performer ended the chat or went offline.');
    const receiptBox = await screen.findByTestId('chat-receipt');
    expect(receiptBox.textContent).toContain('00:58 · 1,45 €');
    fireEvent.click(screen.getByRole('button', { name: 'Great' }));
    expect(await screen.findByText('Thanks for your feedback!')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/survey/chatexit'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ chatId: 21, rating: 'GREAT' });
  });

  it('§3 pre-chat exit 501: top up instead of a survey', async () => {
    await startLive({ 'GET /rest/v1/chat/21/receipt': () => Response.json({ success: true, data: { ...receipt, exitCode: 501 } }) });
    session().emit({ type: 'chatEnd', chatId: 21, price: 145, actorId: 3, actorName: 'LunaSky', isVoyeur: false, isToyControl: false, exitCode: 501 });
    expect((await screen.findByTestId('chat-exit-message')).textContent).toBe('Your balance is used up. Top up to chat on.');
    await screen.findByTestId('chat-receipt');
    expect(screen.queryByTestId('chat-survey')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(openOverlay).toHaveBeenCalledWith('moneycharge'));
  });

  it('the end button ends the chat with 101 and shows "You left the chat."', async () => {
    const fetchMock = await startLive({
      'POST /rest/v1/chat/21/end': () => Response.json({ success: true, data: { chat: { ...chat, status: 'ended', exitCode: 101 } } }),
    });
    fireEvent.click(screen.getByTestId('chat-end'));
    expect((await screen.findByTestId('chat-exit-message')).textContent).toBe('You left the chat.');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/chat/21/end'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ exitCode: 101 });
  });

  it('chatLowBalance shows the warning with a one-click top-up', async () => {
    await startLive();
    session().emit({ type: 'chatLowBalance', chatId: 21, secondsLeft: 42 });
    const warning = await screen.findByTestId('chat-low-balance');
    expect(warning.textContent).toContain('Your balance lasts for 42 more seconds.');
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    await waitFor(() => expect(openOverlay).toHaveBeenCalledWith('moneycharge'));
  });

  it('in-chat text is sent by POST chat/{id}/message and shown escaped; chatMessage events join the list once', async () => {
    const html = '<b>bold</b><img src=x onerror=alert(1)>';
    const posted = { id: 90, channelId: 4, messageType: 'text', senderType: 'guest', text: html, includedGifts: [], data: { media: null, gifts: [] }, price: 0, priceFormatted: '0 €', createdAt: chat.createdAt, isVideochat: true, isFreechat: false, chatId: 21 };
    const fetchMock = await startLive({
      'GET /rest/v1/messenger/gifts': () => Response.json({ success: true, data: { items: [], boughtGifts: {} } }),
      'GET /rest/v1/messenger/toyControls': () => Response.json({ success: true, data: { items: [] } }),
      'POST /rest/v1/chat/21/message': () => Response.json({ success: true, data: { message: posted } }),
    });
    fireEvent.change(screen.getByTestId('chat-text-input'), { target: { value: html } });
    fireEvent.click(screen.getByTestId('chat-text-send'));
    const list = screen.getByTestId('chat-messages');
    await waitFor(() => expect(list.textContent).toContain(html));
    expect(list.querySelector('b, img')).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/chat/21/message'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ text: html });
    const line = { id: 90, senderType: 'guest', messageType: 'text', text: html, giftName: null, toyDurationSeconds: null, guestName: 'Guest', createdAt: chat.createdAt };
    session().emit({ type: 'chatMessage', chatId: 21, message: line });
    session().emit({ type: 'chatMessage', chatId: 21, message: { ...line, id: 91, senderType: 'actor', text: 'Hi <i>you</i>' } });
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(2));
    expect(list.textContent).toContain('Hi <i>you</i>');
    expect(list.querySelector('i')).toBeNull();
  });

  it('voyeur: "you watch unseen", no text box', async () => {
    stubFetch({ 'GET /rest/v1/chat/current': current({ ...chat, type: 'voyeur', status: 'open', mediaStartedAt: new Date().toISOString() }) });
    renderPanel();
    expect(await screen.findByText('You watch unseen: LunaSky does not see you, and you cannot write.')).toBeTruthy();
    expect(screen.queryByTestId('chat-text-input')).toBeNull();
  });

  it('§3 onLoginAction: a visitor clicking a start opens the login and comes back with ?chat=<type>', async () => {
    guestStore.getState().actions.guestLoggedOut();
    const fetchMock = stubFetch({});
    renderPanel();
    fireEvent.click(screen.getByTestId('chat-start-live'));
    await waitFor(() => expect(openAuth).toHaveBeenCalled());
    expect(JSON.parse(localStorage.getItem(Object.keys(localStorage)[0] ?? '') ?? 'null')).toMatchObject({ type: 'redirect', params: { targetUrl: '/?chat=live' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('the voice entry is a link to the messenger\'s voice call with her, with its price per minute (never started here)', () => {
    stubFetch({ 'GET /rest/v1/chat/current': current() });
    renderPanel({ voice: true });
    const link = screen.getByTestId('chat-start-voice');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/en/messenger/?actor=3&call=voice');
    expect(link.textContent).toContain('1,19 €/min');
  });
});

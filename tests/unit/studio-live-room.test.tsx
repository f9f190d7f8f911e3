// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StudioRoom } from '@/app/studio/_components/live/studio-room';
import { fakeRealtime, renderStudio, roomChat } from './studio-live-harness';

const calls: string[] = [];
const server = setupServer(
  http.get('*/rest/v1/studio/chat/room', ({ request }) => {
    calls.push(`GET ${new URL(request.url).pathname}`);
    return HttpResponse.json({
      success: true,
      data: { chats: [roomChat(), roomChat({ chatId: 42, type: 'free', guestName: 'Guest42', earned: 0, earnedFormatted: '0 €' }), roomChat({ chatId: 43, type: 'voyeur', guestName: 'Watcher' })] },
    });
  }),
  http.post('*/rest/v1/studio/chat/:chatId/kick', ({ params, request }) => {
    calls.push(`POST ${new URL(request.url).pathname} ${request.headers.get('authorization')}`);
    return HttpResponse.json({ success: true, data: { chatId: Number(params.chatId), exitCode: 301 } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  calls.length = 0;
});
afterAll(() => server.close());

describe('studio live room (her running chats; "voyeur chats never listed")', () => {
  it('renders one row per chat with guest, type and earned so far, and no voyeur', async () => {
    renderStudio(<StudioRoom selectedChatId={null} onSelect={() => {}} />, fakeRealtime());
    const row = await screen.findByTestId('studio-room-chat-41');
    expect(row.textContent).toContain('Guest41');
    expect(row.textContent).toContain('Live chat');
    expect(row.textContent).toContain('1,20 €');
    expect(within(row).getByLabelText('Running time').textContent).toMatch(/^(0:59|1:0\d)$/);
    expect(screen.getByTestId('studio-room-chat-42').textContent).toContain('Free chat');
    expect(screen.queryByTestId('studio-room-chat-43')).toBeNull();
    expect(screen.getByTestId('studio-room').textContent).not.toContain('Watcher');
  });

  it('kick posts studio/chat/{chatId}/kick with her token (exit 301) and refreshes the room', async () => {
    renderStudio(<StudioRoom selectedChatId={null} onSelect={() => {}} />, fakeRealtime());
    fireEvent.click(await screen.findByTestId('studio-kick-41'));
    await waitFor(() => expect(calls).toContain('POST /rest/v1/studio/chat/41/kick Bearer studio-token'));
    await waitFor(() => expect(calls.filter((call) => call.startsWith('GET')).length).toBeGreaterThanOrEqual(2));
  });
});

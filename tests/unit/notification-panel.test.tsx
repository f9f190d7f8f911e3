// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NotificationPanel } from '@/components/notifications/notification-panel';
import type { NotificationText } from '@/components/notifications/notification-text';
import { realtimeSessionStore } from '@/stores/realtime-session';
import type { OutgoingMessage, RealtimeNotification, ServerMessage, ServerMessageType } from '@/lib/realtime/message-types';
import type { RealtimeSession } from '@/lib/realtime/session';

// Links are plain anchors (the layout's LinkRouter navigates); jsdom cannot follow them, so clicks stop at the window.
beforeAll(() => window.addEventListener('click', (event) => event.preventDefault()));



/** The page's WebSocket session as the bell uses it: send, isOpen, and a typed `on` the test emits into. */
function fakeSession() {
  const handlers = new Map<ServerMessageType, Set<(message: ServerMessage) => void>>();
  const sent: OutgoingMessage[] = [];
  const session = {
    isOpen: () => true,
    send: (message: OutgoingMessage) => (sent.push(message), true),
    on: (type: ServerMessageType, handler: (message: ServerMessage) => void) => {
      const set = handlers.get(type) ?? new Set();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
  };
  act(() => realtimeSessionStore.getState().actions.sessionOpened(session as unknown as RealtimeSession));
  const emit = (message: ServerMessage) => act(() => handlers.get(message.type)?.forEach((handler) => handler(message)));
  return { sent, emit };
}

const text: NotificationText = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {count} unread',
  heading: 'Notifications',
  messagesHeading: 'New messages',
  othersHeading: 'Updates',
  empty: 'Nothing new right now.',
  newMessage: 'New message from {name}',
  performerOnline: '{name} is online now',
  newVideo: '{name} has a new video',
  someone: 'A performer',
  openMessenger: 'Open messenger',
  toastRegion: 'New notifications',
  dismiss: 'Dismiss notification',
  messengerHref: '/en/messenger/',
  showStarted: "{name}'s ticket show has started",
  joinShow: 'Watch now',
  profileHref: '/en/amateur/__slug__/?chat=live',
};

const entry = (id: number, over: Partial<RealtimeNotification> = {}): RealtimeNotification => ({
  id,
  type: 1,
  unread: true,
  unseen: true,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, id)).toISOString(),
  actorId: 1000,
  actorName: 'Luna',
  channelId: 40 + id,
  text: '<b>hi</b>',
  ...over,
});

afterEach(() => {
  cleanup();
  act(() => realtimeSessionStore.getState().actions.sessionClosed());
});

describe('notification bell and pop-ups (§3/§4 navbar and floating notifications)', () => {
  it('asks for the newest 5, pops up a floating entry as escaped text and shows the unread count', async () => {
    const { sent, emit } = fakeSession();
    render(<NotificationPanel text={text} guestId={7} />);
    expect(sent).toContainEqual({ type: 'notificationsRequest', kind: 'navbar', limit: 5 });

    emit({ type: 'notifications', kind: 'floating', notifications: [entry(1)], removedIds: [], markedAsReadIds: [], unreadCount: 1 });
    const toasts = screen.getByRole('status', { name: 'New notifications' });
    expect(within(toasts).getByRole('link', { name: 'New message from Luna' })).toHaveProperty('href', expect.stringContaining('/en/messenger/?channel=41'));
    expect(within(toasts).getByText('<b>hi</b>')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('opening the list marks unseen entries seen; choosing a message marks it read locally and on the server', async () => {
    const { sent, emit } = fakeSession();
    render(<NotificationPanel text={text} guestId={8} />);
    emit({ type: 'notifications', kind: 'navbar', notifications: [entry(2), entry(3, { type: 2, text: null })], removedIds: [], markedAsReadIds: [], unreadCount: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    const list = screen.getByRole('region', { name: 'Notifications' });
    expect(within(list).getByText('Luna is online now')).toBeTruthy();
    await waitFor(() => expect(sent.filter((m) => m.type === 'notificationMarkSeen')).toHaveLength(2));

    fireEvent.click(within(list).getByRole('link', { name: /New message from Luna/ }));
    expect(sent).toContainEqual({ type: 'notificationMarkRead', notificationId: 2 });
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('§4 a batch with removed ids takes the entry out of the list', () => {
    const { emit } = fakeSession();
    render(<NotificationPanel text={text} guestId={9} />);
    emit({ type: 'notifications', kind: 'navbar', notifications: [entry(4)], removedIds: [], markedAsReadIds: [], unreadCount: 1 });
    emit({ type: 'notifications', kind: 'navbar', notifications: [], removedIds: [4], markedAsReadIds: [], unreadCount: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Nothing new right now.')).toBeTruthy();
  });

  it('§7 private ticket show invitation: a pop-up that leads to her profile with the chat, until closed', () => {
    const { emit } = fakeSession();
    render(<NotificationPanel text={text} guestId={7} />);
    emit({ type: 'privateTicketShowInvitation', showId: 5, actorId: 3, actorName: 'Luna', actorSlug: 'luna', title: '<i>Late show</i>' });
    const invitation = screen.getByTestId('show-invitation');
    expect(within(invitation).getByText("Luna's ticket show has started")).toBeTruthy();
    expect(within(invitation).getByText('<i>Late show</i>')).toBeTruthy();
    expect(within(invitation).getByRole('link', { name: 'Watch now' }).getAttribute('href')).toBe('/en/amateur/luna/?chat=live');
    fireEvent.click(within(invitation).getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByTestId('show-invitation')).toBeNull();
  });
});

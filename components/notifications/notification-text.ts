import { NOTIFICATION_TYPE } from '@/lib/contracts/notifications';
import { fill } from '@/lib/format/fill';
import type { RealtimeNotification } from '@/lib/realtime/message-types';

/** Messages `Notifications`, translated on the server; {count} and {name} left in for the client. */
export type NotificationText = {
  /** Private ticket show invitation: "{name}'s show has started", the title, the way in. */
  showStarted: string;
  joinShow: string;
  /** Her profile with the chat opened, `__slug__` standing for her slug. */
  profileHref: string;
  bell: string;
  bellUnread: string;
  heading: string;
  messagesHeading: string;
  othersHeading: string;
  empty: string;
  newMessage: string;
  performerOnline: string;
  newVideo: string;
  someone: string;
  openMessenger: string;
  toastRegion: string;
  dismiss: string;
  /** The localized messenger page; an entry adds ?channel=<id>. */
  messengerHref: string;
};

/** The headline of one entry, by type (numbering: lib/contracts/notifications.ts). */
export function entryTitle(entry: RealtimeNotification, text: NotificationText): string {
  const name = entry.actorName ?? text.someone;
  if (entry.type === NOTIFICATION_TYPE.performerOnline) return fill(text.performerOnline, { name });
  if (entry.type === NOTIFICATION_TYPE.newVideo) return fill(text.newVideo, { name });
  return fill(text.newMessage, { name });
}

/** Message entries open their channel in the messenger (§4 select channel); others have no page yet. */
export function entryHref(entry: RealtimeNotification, text: NotificationText): string | null {
  if (entry.channelId === null) return null;
  return `${text.messengerHref}?channel=${entry.channelId}`;
}

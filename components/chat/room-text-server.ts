import 'server-only';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { flattenMessages } from '@/lib/studio/studio-text';
import type { RoomText } from './room-text';

/** Messages `ChatRoom` (reactions, room lines, clash of cams) as one flat record for the client islands. */
export async function roomText(locale: Locale): Promise<RoomText> {
  const messages = (await getMessages({ locale })) as Record<string, unknown>;
  return flattenMessages((messages.ChatRoom ?? {}) as Record<string, unknown>);
}

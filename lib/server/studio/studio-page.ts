import 'server-only';
import { cookies, headers } from 'next/headers';
import { getMessages } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { StudioAccess } from '@/lib/contracts/studio';
import { runtime } from '@/lib/server/runtime';
import { studioLocale } from '@/lib/studio/studio-locale';
import { flattenMessages, type StudioText } from '@/lib/studio/studio-text';
import { STUDIO_COOKIE } from './studio-cookie';
import { studioAccess } from './studio-access';
import { studioSessionLogin } from './studio-sessions';

/** The studio's language from the browser (Accept-Language among de/en/es/nl). */
export async function studioPageLocale(): Promise<Locale> {
  return studioLocale((await headers()).get('accept-language'));
}

export async function studioPageText(locale: Locale): Promise<StudioText> {
  const messages = (await getMessages({ locale })) as Record<string, unknown>;
  // Plus the studio's strings of §7 messenger content change (messages namespace MessengerContent).
  const content = (messages.MessengerContent ?? {}) as { studio?: Record<string, unknown> };
  return { ...flattenMessages((messages.Studio ?? {}) as Record<string, unknown>), ...flattenMessages(content.studio ?? {}, 'messengerContent.') };
}

/**
 * The performer behind the studio cookie with a fresh access token for her page, or null (the
 * page then shows the login). Pages call the service directly (DESIGN.md layers).
 */
export async function studioPageAccess(): Promise<StudioAccess | null> {
  const token = (await cookies()).get(STUDIO_COOKIE)?.value ?? null;
  const { db } = runtime();
  const login = await studioSessionLogin(db, token);
  return login ? studioAccess(db, login) : null;
}
